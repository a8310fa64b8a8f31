// /rest/v1/rpc/<fn>: overload choice, arguments from the body or the query string, and the
// answer shaped by the function's return type.
import type { Db } from '../db.ts';
import { RestError } from './errors.ts';
import { EXPOSED_SCHEMA, closest, refreshOnMiss, type Catalog, type FunctionInfo } from './catalog.ts';
import type { SelectNode } from './select-parser.ts';
import type { Prefer } from './filter-parser.ts';
import { newContext } from './sql-common.ts';
import { buildRpc, rpcShape } from './sql-rpc.ts';
import { LEVEL_KEYS, ROOT_KEYS, collectOptions, isPlainObject, parseJsonBody, type Execute } from './request.ts';
import { MAX_ROWS, OBJECT_CT, applied, contentRange, finish, singleError, unwrapSingle, type Media } from './response.ts';
import type { RestContext, RestResult } from './index.ts';

function requiredArgs(fn: FunctionInfo): string[] {
  return fn.inArgs.slice(0, fn.inArgs.length - fn.numDefaults).map((a) => a.name);
}

function isSingleJsonFn(fn: FunctionInfo): boolean {
  return fn.inArgs.length === 1 && fn.inArgs[0].name === '' && (fn.inArgs[0].typname === 'json' || fn.inArgs[0].typname === 'jsonb');
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
  let candidates = cat.functions.get(name) ?? [];
  if (candidates.length === 0) {
    const fresh = await refreshOnMiss(db, cat);
    if (fresh) {
      cat = fresh;
      candidates = cat.functions.get(name) ?? [];
    }
  }
  // Arguments: the JSON body (POST) or the query parameters that name an argument (GET/HEAD).
  let body: unknown = {};
  if (!isRead) body = ctx.body.trim() === '' ? {} : parseJsonBody(ctx.body);
  const queryKeys = [...new Set([...ctx.query.keys()])].filter((k) => !ROOT_KEYS.has(k) && !LEVEL_KEYS.has(k) && !k.includes('.'));
  const givenFor = (fn: FunctionInfo): string[] => {
    if (!isRead) return isPlainObject(body) ? Object.keys(body) : [];
    const names = new Set(fn.inArgs.map((a) => a.name));
    return queryKeys.filter((k) => names.has(k));
  };
  const matches = candidates.filter((fn) => {
    if (!isRead && isSingleJsonFn(fn)) return true;
    if (!isRead && !isPlainObject(body)) return false;
    const given = givenFor(fn);
    const names = new Set(fn.inArgs.map((a) => a.name));
    return given.every((k) => names.has(k)) && requiredArgs(fn).every((r) => given.includes(r)) && fn.inArgs.every((a) => a.name !== '' || isSingleJsonFn(fn));
  });
  let fn: FunctionInfo | undefined;
  if (matches.length === 1) fn = matches[0];
  else if (matches.length > 1) {
    // Prefer the overload taking exactly the given arguments, then named over single-json.
    const exact = matches.filter((f) => !isSingleJsonFn(f) && f.inArgs.length === givenFor(f).length);
    const named = matches.filter((f) => !isSingleJsonFn(f));
    fn = exact.length === 1 ? exact[0] : named.length === 1 ? named[0] : undefined;
    if (!fn) {
      throw new RestError(
        300,
        'PGRST203',
        `Could not choose the best candidate function between: ${matches.map((f) => `${EXPOSED_SCHEMA}.${f.name}(${f.inArgs.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
        null,
        'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      );
    }
  }
  if (!fn) {
    const given = isRead ? queryKeys : isPlainObject(body) ? Object.keys(body) : [];
    const sorted = [...given].sort();
    const sig = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
    const near = candidates.length === 0 ? closest(name, cat.functions.keys()) : null;
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${EXPOSED_SCHEMA}.${name}${sig} in the schema cache`,
      `Searched for the function ${EXPOSED_SCHEMA}.${name}${sorted.length ? ' with parameters ' + sorted.join(', ') : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      near ? `Perhaps you meant to call the function ${EXPOSED_SCHEMA}.${near}` : null,
    );
  }
  const singleJson = !isRead && isSingleJsonFn(fn) && !(isPlainObject(body) && Object.keys(body).length === 0 && fn.numDefaults > 0);
  const argNames = singleJson ? [] : givenFor(fn);
  const argsJson = singleJson || !isRead ? (ctx.body.trim() === '' ? '{}' : ctx.body) : JSON.stringify(Object.fromEntries(argNames.map((k) => [k, ctx.query.get(k)])));
  const options = collectOptions(ctx.query, new Set(isRead ? argNames : []));
  const bctx = newContext(cat, options);
  const root = options.get('')!;
  const shape = rpcShape(fn);
  const isSet = shape === 'row-set' || shape === 'scalar-set';
  const offset = root.offset ?? 0;
  const limit = isSet ? Math.min(root.limit ?? MAX_ROWS, MAX_ROWS) : undefined;
  const wantCount = prefer.count !== undefined && isSet;
  if (!isSet && (root.filters.length || root.order)) {
    // Filters only make sense on set results; PostgREST ignores them on scalars too.
    root.filters = [];
    root.order = undefined;
  }
  const sql = buildRpc(bctx, fn, { argNames, argsJson, singleJsonArg: singleJson, nodes, limit, offset: isSet ? offset : undefined, count: wantCount });
  const out = await execute(sql, bctx.params.values, 'result', (o) => {
    if (media === 'object' && isSet && o.pageTotal !== 1) throw singleError(o.pageTotal);
  });
  if (shape === 'void') return { status: 204, headers: { ...applied(prefer, ['tx']) }, body: '' };
  const headers: Record<string, string> = {
    'Content-Range': contentRange(offset, isSet ? out.pageTotal : 1, wantCount ? out.total : null),
    ...applied(prefer, ['count', 'tx']),
  };
  if (prefer.return === 'minimal' && !isRead) return { status: 200, headers, body: '' };
  let bodyText = out.body ?? 'null';
  let outMedia: Media = media;
  if (shape === 'row') {
    // A single composite comes back as an object (null when the function returned no row).
    bodyText = out.pageTotal === 0 ? 'null' : unwrapSingle(bodyText);
    if (outMedia === 'object') outMedia = 'json';
  } else if (shape === 'scalar' && outMedia === 'object') outMedia = 'json';
  const partial = wantCount && out.total !== null && out.pageTotal < out.total;
  const res = finish(method, partial ? 206 : 200, headers, bodyText, outMedia);
  if (media === 'object') res.headers['Content-Type'] = OBJECT_CT;
  return res;
}

