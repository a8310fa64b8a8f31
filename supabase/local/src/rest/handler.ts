// The /rest/v1 request handler: parse → check against the schema cache → one parameterised
// statement inside withRequestTx (role + claims set, RLS decides) → PostgREST-shaped response.
import { withRequestTx, type Db, type Tx } from '../db.ts';
import { RestError, bodyError, tableNotFound } from './errors.ts';
import { EXPOSED_SCHEMA, closest, getCatalog, refreshOnMiss, type Catalog, type FunctionInfo, type TableInfo } from './catalog.ts';
import { parseSelect, type SelectNode } from './select-parser.ts';
import {
  parseColumns,
  parseCondition,
  parseFieldRef,
  parseLogic,
  parseNonNegativeInt,
  parseOrder,
  parsePrefer,
  type Prefer,
} from './filter-parser.ts';
import {
  buildDelete,
  buildInsert,
  buildRead,
  buildRpc,
  buildUpdate,
  newContext,
  rpcShape,
  type LevelOptions,
} from './sql-builder.ts';
import type { RestContext, RestResult } from './index.ts';

/** The Supabase CLI's PostgREST max_rows (supabase/cli pkg/config/templates/config.toml). */
export const MAX_ROWS = 1000;

const JSON_CT = 'application/json; charset=utf-8';
const OBJECT_CT = 'application/vnd.pgrst.object+json; charset=utf-8';
const CSV_CT = 'text/csv; charset=utf-8';
/** Query keys that are never filters. `apikey` is stripped by the CLI's gateway. */
const ROOT_KEYS = new Set(['select', 'columns', 'on_conflict', 'apikey']);

type Media = 'json' | 'object' | 'csv';

function mediaOf(accept: string | undefined): Media {
  const a = (accept ?? '').toLowerCase();
  if (a.includes('application/vnd.pgrst.object')) return 'object';
  if (a.includes('text/csv') && !a.includes('application/json')) return 'csv';
  return 'json';
}

/** Collects filters/order/limit/offset by embed path ('' = root). */
export function collectOptions(query: URLSearchParams, skip: Set<string> = new Set()): Map<string, LevelOptions> {
  const options = new Map<string, LevelOptions>([['', { filters: [] }]]);
  const at = (path: string): LevelOptions => {
    let o = options.get(path);
    if (!o) options.set(path, (o = { filters: [] }));
    return o;
  };
  for (const [key, value] of query) {
    if (ROOT_KEYS.has(key) || skip.has(key)) continue;
    const arrow = key.indexOf('->');
    const pre = arrow >= 0 ? key.slice(0, arrow) : key;
    const suffix = arrow >= 0 ? key.slice(arrow) : '';
    const segs = pre.split('.');
    const last = segs.pop()!;
    if (!suffix && (last === 'or' || last === 'and')) {
      const negate = segs[segs.length - 1] === 'not';
      if (negate) segs.pop();
      at(segs.join('.')).filters.push(parseLogic(last, negate, value));
    } else if (!suffix && last === 'order') {
      const o = at(segs.join('.'));
      o.order = [...(o.order ?? []), ...parseOrder(value)];
    } else if (!suffix && (last === 'limit' || last === 'offset')) {
      at(segs.join('.'))[last] = parseNonNegativeInt(value, last);
    } else {
      const field = parseFieldRef(last + suffix);
      at(segs.join('.')).filters.push(parseCondition(field, value));
    }
  }
  return options;
}

function parseJsonBody(body: string): unknown {
  if (body.trim() === '') throw bodyError();
  try {
    return JSON.parse(body);
  } catch (e) {
    throw bodyError('Empty or invalid json', e instanceof Error ? e.message : null);
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

async function findTable(db: Db, cat: Catalog, name: string): Promise<{ cat: Catalog; table: TableInfo }> {
  let table = cat.tables.get(name);
  if (!table) {
    const fresh = await refreshOnMiss(db, cat);
    if (fresh) {
      cat = fresh;
      table = cat.tables.get(name);
    }
  }
  if (!table) throw tableNotFound(EXPOSED_SCHEMA, name, closest(name, cat.tables.keys()) ?? undefined);
  return { cat, table };
}

/** Thrown inside the transaction to roll it back while still answering (Prefer: tx=rollback). */
class RollbackWith {
  constructor(readonly value: QueryOutcome) {}
}

interface QueryOutcome {
  body: string | null;
  pageTotal: number;
  total: number | null;
}

async function runSql(tx: Tx, sql: string, params: string[], kind: 'result' | 'dml'): Promise<QueryOutcome> {
  const r = await tx.query<{ body: string | null; page_total: number; total: number | null }>(sql, params);
  if (kind === 'dml') return { body: null, pageTotal: r.affectedRows, total: null };
  const row = r.rows[0];
  return { body: row?.body ?? null, pageTotal: Number(row?.page_total ?? 0), total: row?.total === null || row?.total === undefined ? null : Number(row.total) };
}

function singleError(n: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
}

/** `[x]` → `x` without re-serialising (keeps numerics exact). json_agg of one row is `[row]`. */
function unwrapSingle(body: string): string {
  return body.slice(1, -1);
}

function toCsv(body: string): string {
  const rows = JSON.parse(body) as Record<string, unknown>[];
  if (rows.length === 0) return '';
  const keys = Object.keys(rows[0]);
  const cell = (v: unknown): string => {
    if (v === null || v === undefined) return '';
    const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
    return /[",\n\r]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
  };
  return [keys.map(cell).join(','), ...rows.map((r) => keys.map((k) => cell(r[k])).join(','))].join('\n');
}

function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}

function applied(prefer: Prefer, keys: (keyof Prefer)[]): Record<string, string> {
  const parts: string[] = [];
  for (const k of keys) {
    const v = prefer[k];
    if (v === undefined) continue;
    parts.push(k === 'maxAffected' ? `max-affected=${v}` : `${k}=${v}`);
  }
  return parts.length ? { 'Preference-Applied': parts.join(', ') } : {};
}

export async function handle(db: Db, ctx: RestContext): Promise<RestResult> {
  const method = ctx.method.toUpperCase();
  const isRead = method === 'GET' || method === 'HEAD';
  const profile = isRead ? ctx.headers['accept-profile'] : ctx.headers['content-profile'];
  if (profile !== undefined && profile !== '' && profile !== EXPOSED_SCHEMA) {
    throw new RestError(406, 'PGRST106', `The schema must be one of the following: ${EXPOSED_SCHEMA}`);
  }
  if (method === 'OPTIONS') {
    return { status: 200, headers: { Allow: 'OPTIONS,GET,HEAD,POST,PATCH,DELETE' }, body: '' };
  }
  if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
  const path = ctx.path.replace(/^\/+|\/+$/g, '');
  if (path === '') {
    if (!isRead) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    // PostgREST serves its OpenAPI description here; supabase-js never asks for it.
    return { status: 200, headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' }, body: method === 'HEAD' ? '' : '{"swagger":"2.0","info":{"title":"supabase/local"}}' };
  }
  const prefer = parsePrefer(ctx.headers['prefer']);
  const media = mediaOf(ctx.headers['accept']);
  const nodes: SelectNode[] = parseSelect(ctx.query.get('select'));
  const cat0 = await getCatalog(db);
  const txOpts = {
    role: ctx.identity.role,
    claims: ctx.identity.claims,
    readOnly: isRead,
    method,
    path: '/' + path,
    headers: ctx.headers,
  };

  const execute = async (sql: string, params: string[], kind: 'result' | 'dml', check?: (o: QueryOutcome) => void): Promise<QueryOutcome> => {
    try {
      return await withRequestTx(db, txOpts, async (tx) => {
        const out = await runSql(tx, sql, params, kind);
        check?.(out);
        if (prefer.tx === 'rollback') throw new RollbackWith(out);
        return out;
      });
    } catch (e) {
      if (e instanceof RollbackWith) return e.value;
      throw e;
    }
  };

  if (path.startsWith('rpc/')) return handleRpc(db, ctx, cat0, path.slice(4), method, prefer, media, nodes, execute);
  if (path.includes('/')) throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');

  const { cat, table } = await findTable(db, cat0, path);
  const options = collectOptions(ctx.query);
  const bctx = newContext(cat, options);
  const root = options.get('')!;
  const wantCount = prefer.count !== undefined;

  if (isRead) {
    const offset = root.offset ?? 0;
    const limit = Math.min(root.limit ?? MAX_ROWS, MAX_ROWS);
    const sql = buildRead(bctx, table, { nodes, limit, offset, count: wantCount });
    const out = await execute(sql, bctx.params.values, 'result', media === 'object' ? (o) => { if (o.pageTotal !== 1) throw singleError(o.pageTotal); } : undefined);
    const total = wantCount ? out.total : null;
    if (total !== null && offset > 0 && offset > total) {
      throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`, null, { 'Content-Range': `*/${total}` });
    }
    const headers: Record<string, string> = {
      'Content-Range': contentRange(offset, out.pageTotal, total),
      ...applied(prefer, ['count', 'tx']),
    };
    const partial = total !== null && out.pageTotal < total;
    return finish(method, partial ? 206 : 200, headers, out.body ?? '[]', media);
  }

  const representation = prefer.return === 'representation';
  const returning = representation ? nodes : null;
  let sql: string;
  let status: number;
  if (method === 'POST') {
    const parsed = parseJsonBody(ctx.body);
    const rows = Array.isArray(parsed) ? parsed : [parsed];
    if (!rows.every(isPlainObject)) throw bodyError('Empty or invalid json', 'Expected a JSON object or an array of JSON objects');
    let columns: string[];
    const colParam = ctx.query.get('columns');
    if (colParam !== null) columns = parseColumns(colParam);
    else {
      const first = Object.keys((rows[0] as Record<string, unknown> | undefined) ?? {});
      for (const r of rows as Record<string, unknown>[]) {
        const keys = Object.keys(r);
        if (keys.length !== first.length || !keys.every((k) => first.includes(k))) throw bodyError('All object keys must match');
      }
      columns = first;
    }
    if (rows.length === 0) {
      // Nothing to insert: PostgREST answers an empty representation.
      return finish(method, 201, { 'Content-Range': '*/0' }, representation ? '[]' : '', representation ? media : 'json', !representation);
    }
    if (columns.length === 0 && rows.length !== 1) throw bodyError('Empty or invalid json', 'Objects without keys can only be inserted one at a time');
    const onConflict = ctx.query.get('on_conflict');
    sql = buildInsert(bctx, table, {
      rowsJson: Array.isArray(parsed) ? ctx.body : `[${ctx.body}]`,
      columns,
      onConflict: onConflict !== null ? parseColumns(onConflict) : undefined,
      resolution: prefer.resolution,
      missingDefault: prefer.missing === 'default',
      returning,
    });
    status = 201;
  } else if (method === 'PATCH') {
    const parsed = parseJsonBody(ctx.body);
    if (!isPlainObject(parsed)) throw bodyError('Empty or invalid json', 'Expected a JSON object');
    const colParam = ctx.query.get('columns');
    const columns = colParam !== null ? parseColumns(colParam) : Object.keys(parsed);
    if (columns.length === 0) {
      return finish(method, representation ? 200 : 204, { 'Content-Range': '*/*' }, representation ? '[]' : '', media, !representation);
    }
    sql = buildUpdate(bctx, table, ctx.body, columns, returning);
    status = representation ? 200 : 204;
  } else {
    sql = buildDelete(bctx, table, returning);
    status = representation ? 200 : 204;
  }
  const out = await execute(sql, bctx.params.values, returning ? 'result' : 'dml', (o) => {
    if (media === 'object' && o.pageTotal !== 1) throw singleError(o.pageTotal);
    if (prefer.handling === 'strict' && prefer.maxAffected !== undefined && o.pageTotal > prefer.maxAffected) {
      throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${o.pageTotal} rows`);
    }
  });
  const headers: Record<string, string> = {
    'Content-Range': method === 'POST' ? `*/${wantCount ? out.pageTotal : '*'}` : contentRange(0, out.pageTotal, wantCount ? out.pageTotal : null),
    ...applied(prefer, ['return', 'count', 'resolution', 'missing', 'tx', 'handling', 'maxAffected']),
  };
  if (!returning) return finish(method, status, headers, '', 'json', true);
  return finish(method, status, headers, out.body ?? '[]', media);
}

function finish(method: string, status: number, headers: Record<string, string>, body: string, media: Media, empty = false): RestResult {
  if (empty) return { status, headers, body: '' };
  let ct = JSON_CT;
  let out = body;
  if (media === 'object') {
    ct = OBJECT_CT;
    if (out.startsWith('[')) out = unwrapSingle(out);
  } else if (media === 'csv') {
    ct = CSV_CT;
    out = out.startsWith('[') ? toCsv(out) : out;
  }
  return { status, headers: { 'Content-Type': ct, ...headers }, body: method === 'HEAD' ? '' : out };
}

type Execute = (sql: string, params: string[], kind: 'result' | 'dml', check?: (o: QueryOutcome) => void) => Promise<QueryOutcome>;

const LEVEL_KEYS = new Set(['order', 'limit', 'offset', 'or', 'and', 'not.or', 'not.and']);

function requiredArgs(fn: FunctionInfo): string[] {
  return fn.inArgs.slice(0, fn.inArgs.length - fn.numDefaults).map((a) => a.name);
}

function isSingleJsonFn(fn: FunctionInfo): boolean {
  return fn.inArgs.length === 1 && fn.inArgs[0].name === '' && (fn.inArgs[0].typname === 'json' || fn.inArgs[0].typname === 'jsonb');
}

async function handleRpc(
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

