// /rest/v1/rpc/<fn>: overload choice, arguments from the body or the query string, and the
// answer shaped by the function's return type.
import type { Db } from '../db.ts';
import { RestError, closest } from './errors.ts';
import { refreshOnMiss, type Catalog, type FunctionArg, type FunctionInfo } from './catalog.ts';
import type { SelectNode } from './select-parser.ts';
import type { Prefer } from './filter-parser.ts';
import { newContext } from './sql-common.ts';
import { buildRpc, rpcShape } from './sql-rpc.ts';
import { LEVEL_KEYS, ROOT_KEYS, collectOptions, isPlainObject, parseJsonBody, type Execute } from './request.ts';
import { MAX_ROWS, OBJECT_CT, applied, contentRange, finish, singleError, stripNullsOf, unwrapSingle, type Media } from './response.ts';
import type { RestContext, RestResult } from './index.ts';

function requiredArgs(fn: FunctionInfo): string[] {
  return fn.inArgs.slice(0, fn.inArgs.length - fn.numDefaults).map((a) => a.name);
}

/** Body media types a single unnamed parameter can take (PostgREST findProc). */
type BodyMedia = 'json' | 'text' | 'xml' | 'bytea' | 'other';
const UNNAMED_TYPES: Record<BodyMedia, string[]> = { json: ['json', 'jsonb'], text: ['text'], xml: ['xml'], bytea: ['bytea'], other: [] };

function bodyMediaOf(contentType: string | undefined): BodyMedia {
  const ct = (contentType ?? 'application/json').replace(/;[\s\S]*$/, '').trim().toLowerCase();
  if (ct === '' || ct === 'application/json') return 'json';
  if (ct === 'text/plain') return 'text';
  if (ct === 'text/xml') return 'xml';
  if (ct === 'application/octet-stream') return 'bytea';
  return 'other';
}

/** The function's only parameter when it is unnamed and takes this body media type. */
function singleUnnamedParam(fn: FunctionInfo, bodyMedia: BodyMedia): FunctionArg | undefined {
  const [only, ...more] = fn.inArgs;
  return only && more.length === 0 && only.name === '' && UNNAMED_TYPES[bodyMedia].includes(only.typname) ? only : undefined;
}

/** PostgREST's matchesParams: required ⊆ given ⊆ all parameters (an unnamed one is named ''). */
function matchesParams(fn: FunctionInfo, given: Set<string>, rawBody: boolean): boolean {
  if (fn.inArgs.length === 0) return given.size === 0 && !rawBody;
  const all = new Set(fn.inArgs.map((a) => a.name));
  return requiredArgs(fn).every((r) => given.has(r)) && [...given].every((k) => all.has(k));
}

/** PostgREST's order of overloads (Routine's Ord): fewer parameters first, then by the
 *  parameters' names and types. */
function byOverloadOrder(a: FunctionInfo, b: FunctionInfo): number {
  if (a.inArgs.length !== b.inArgs.length) return a.inArgs.length - b.inArgs.length;
  for (let i = 0; i < a.inArgs.length; i++) {
    const x = a.inArgs[i]!;
    const y = b.inArgs[i]!;
    if (x.name !== y.name) return x.name < y.name ? -1 : 1;
    if (x.regtype !== y.regtype) return x.regtype < y.regtype ? -1 : 1;
  }
  return 0;
}

function ambiguous(schema: string, fns: FunctionInfo[]): RestError {
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${fns.map((f) => `${schema}.${f.name}(${f.inArgs.map((a) => `${a.name} => ${a.regtype}`).join(', ')})`).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/** PostgREST's NoRpc error (PGRST202): message, details and the "Perhaps you meant" hint. */
function noRpc(cat: Catalog, name: string, given: string[], isPost: boolean, bodyMedia: BodyMedia, overloads: FunctionInfo[]): RestError {
  const keys = [...given].sort();
  const func = `${cat.schema}.${name}`;
  const rawOnly = isPost && bodyMedia !== 'json' && bodyMedia !== 'other';
  const fmt = (p: string) => (keys.length === 0 ? ' without parameters' : p);
  const message = `Could not find the function ${func}${rawOnly ? '' : fmt(`(${keys.join(', ')})`)} in the schema cache`;
  const withParams = fmt(` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`);
  const searched = rawOnly
    ? ` with a single unnamed ${bodyMedia === 'bytea' ? 'bytea' : bodyMedia} parameter`
    : isPost && bodyMedia === 'json'
      ? `${withParams} or with a single unnamed json/jsonb parameter`
      : withParams;
  const details = `Searched for the function ${func}${searched}, but no matches were found in the schema cache.`;
  let hint: string | null = null;
  if (!rawOnly) {
    if (overloads.length === 0) {
      const names = [...cat.functions].filter(([, fns]) => fns.some((f) => f.callable)).map(([n]) => n);
      const near = closest(name, names);
      if (near) hint = `Perhaps you meant to call the function ${cat.schema}.${near}`;
    } else {
      const list = (ks: string[]) => `(${[...ks].sort().join(', ')})`;
      const near = closest(list(keys), overloads.map((f) => list(f.inArgs.map((a) => a.name))));
      if (near) hint = `Perhaps you meant to call the function ${cat.schema}.${name}${near}`;
    }
  }
  return new RestError(404, 'PGRST202', message, details, hint);
}

export async function handleRpc(
  db: Db,
  ctx: RestContext,
  cat0: Catalog,
  name: string,
  method: string,
  prefer: Prefer,
  media: Media,
  nodes: SelectNode[],
  execute: Execute,
): Promise<RestResult> {
  if (method === 'PATCH' || method === 'DELETE') throw new RestError(405, 'PGRST101', 'Only GET, HEAD or POST requests are allowed for RPC');
  const isRead = method === 'GET' || method === 'HEAD';
  let cat = cat0;
  const callableOf = (c: Catalog) => (c.functions.get(name) ?? []).filter((f) => f.callable).sort(byOverloadOrder);
  let candidates = callableOf(cat);
  if (candidates.length === 0) {
    const fresh = await refreshOnMiss(db, cat);
    if (fresh) {
      cat = fresh;
      candidates = callableOf(cat);
    }
  }
  // Arguments: the JSON body (POST) or the query parameters that name an argument (GET/HEAD).
  // A text/xml/octet-stream body can only go to a function's single unnamed parameter.
  const bodyMedia: BodyMedia = isRead ? 'json' : bodyMediaOf(ctx.headers['content-type']);
  const rawBody = !isRead && bodyMedia !== 'json';
  let body: unknown = {};
  if (!isRead && !rawBody) body = ctx.body.trim() === '' ? {} : parseJsonBody(ctx.body);
  const queryKeys = [...new Set([...ctx.query.keys()])].filter((k) => !ROOT_KEYS.has(k) && !LEVEL_KEYS.has(k) && !k.includes('.'));
  const givenFor = (fn: FunctionInfo): string[] => {
    if (!isRead) return isPlainObject(body) && !rawBody ? Object.keys(body) : [];
    const names = new Set(fn.inArgs.map((a) => a.name));
    return queryKeys.filter((k) => names.has(k));
  };
  const named = candidates.filter((fn) => (rawBody || isRead || isPlainObject(body)) && matchesParams(fn, new Set(givenFor(fn)), rawBody));
  const fallback = isRead ? [] : candidates.filter((fn) => singleUnnamedParam(fn, bodyMedia) !== undefined);
  let fn: FunctionInfo | undefined;
  if (named.length > 1) throw ambiguous(cat.schema, named);
  if (named.length === 1) fn = named[0];
  else if (fallback.length > 1) throw ambiguous(cat.schema, fallback);
  else fn = fallback[0];
  if (!fn) throw noRpc(cat, name, isRead ? queryKeys : isPlainObject(body) && !rawBody ? Object.keys(body) : [], !isRead, bodyMedia, candidates);
  const shape = rpcShape(fn);
  const isSet = shape === 'row-set' || shape === 'scalar-set';
  if (prefer.handling === 'strict' && prefer.maxAffected !== undefined && !isSet) {
    throw new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
  }
  // A function of one unnamed parameter takes the whole body (PostgREST's OnePosParam): the
  // fallback for a body that names nothing it has, or a body whose keys are just ''.
  const [onlyArg, ...moreArgs] = fn.inArgs;
  const singleArg = named.length === 0 ? singleUnnamedParam(fn, bodyMedia) : !isRead && onlyArg && moreArgs.length === 0 && onlyArg.name === '' ? onlyArg : undefined;
  const single = singleArg !== undefined;
  const argNames = single ? [] : givenFor(fn);
  let argsJson: string;
  if (single && bodyMedia === 'bytea') argsJson = (ctx.rawBody ?? Buffer.from(ctx.body, 'utf8')).toString('hex');
  else if (single || !isRead) argsJson = ctx.body.trim() === '' && !rawBody ? '{}' : ctx.body;
  else argsJson = JSON.stringify(Object.fromEntries(argNames.map((k) => [k, ctx.query.get(k)])));
  const options = collectOptions(ctx.query, new Set(isRead ? argNames : []));
  const bctx = newContext(cat, options, media === 'csv' && (shape === 'row-set' || shape === 'row') ? 'csv' : stripNullsOf(ctx.headers['accept']) ? 'strip' : undefined);
  const root = options.get('')!;
  const offset = root.offset ?? 0;
  const limit = isSet ? Math.min(root.limit ?? MAX_ROWS, MAX_ROWS) : undefined;
  const wantCount = prefer.count !== undefined;
  if (shape === 'scalar' && (root.filters.length || root.order)) {
    // A scalar result has no columns to filter or order by; PostgREST ignores them there too.
    root.filters = [];
    root.order = undefined;
  }
  const sql = buildRpc(bctx, fn, { argNames, argsJson, singleArg, nodes, limit, offset: isSet ? offset : undefined, count: wantCount });
  const out = await execute(sql, bctx.params.values, 'result', (o) => {
    if (media === 'object' && isSet && o.pageTotal !== 1) throw singleError(o.pageTotal);
    if (prefer.handling === 'strict' && prefer.maxAffected !== undefined && o.pageTotal > prefer.maxAffected) {
      throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${o.pageTotal} rows`);
    }
  }, fn.statementTimeoutMs);
  if (shape === 'void') return { status: 204, headers: { ...applied(prefer, ['tx']) }, body: '' };
  const headers: Record<string, string> = {
    'Content-Range': contentRange(offset, isSet ? out.pageTotal : 1, wantCount ? out.total : null),
    ...applied(prefer, ['count', 'tx', 'handling', 'maxAffected']),
  };
  if (prefer.return === 'minimal' && !isRead) return { status: 200, headers, body: '' };
  let bodyText = out.body ?? 'null';
  let outMedia: Media = media;
  if (shape === 'row' && outMedia !== 'csv') {
    // A single composite comes back as an object (null when the function returned no row).
    bodyText = out.pageTotal === 0 ? 'null' : unwrapSingle(bodyText);
    if (outMedia === 'object') outMedia = 'json';
  } else if ((shape === 'scalar' || shape === 'scalar-set') && outMedia !== 'json') outMedia = 'json';
  const partial = wantCount && out.total !== null && (isSet ? out.pageTotal : 1) < out.total;
  const res = finish(method, partial ? 206 : 200, headers, bodyText, outMedia);
  if (media === 'object') res.headers['Content-Type'] = OBJECT_CT;
  return res;
}

