// The /rest/v1 request handler: parse → check against the schema cache → one parameterised
// statement inside withRequestTx (role + claims set, RLS decides) → PostgREST-shaped response.
import { withRequestTx, type Db } from '../db.ts';
import { RestError, bodyError } from './errors.ts';
import { getCatalog } from './catalog.ts';
import { checkAggregates, parseSelect, type SelectNode } from './select-parser.ts';
import { restSettings } from './settings.ts';
import { parseColumns, parsePrefer } from './filter-parser.ts';
import { newContext } from './sql-common.ts';
import { buildRead } from './sql-select.ts';
import { buildDelete, buildInsert, buildUpdate } from './sql-mutation.ts';
import { RollbackWith, collectOptions, explainPlan, findTable, insertedCount, planOf, isPlainObject, parseJsonBody, plannedCount, runSql, type Execute } from './request.ts';
import { MAX_ROWS, applied, contentRange, finish, mediaOf, singleError, stripNullsOf } from './response.ts';
import { handleRpc } from './rpc-handler.ts';
import type { RestContext, RestResult } from './index.ts';

export async function handle(db: Db, ctx: RestContext): Promise<RestResult> {
  const res = await handleRequest(db, ctx);
  const schemas = restSettings().schemas;
  // With more than one exposed schema PostgREST names the one that answered.
  const [defaultSchema] = schemas;
  if (defaultSchema !== undefined && schemas.length > 1) {
    const method = ctx.method.toUpperCase();
    const profile = method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? ctx.headers['accept-profile'] : ctx.headers['content-profile'];
    res.headers['Content-Profile'] = profile || defaultSchema;
  }
  // stripNulls(): the body was built with json_strip_nulls; the media type says so.
  const ct = res.headers['Content-Type'];
  if (stripNullsOf(ctx.headers['accept']) && ct?.startsWith('application/')) {
    res.headers['Content-Type'] = ct.startsWith('application/vnd.pgrst.object')
      ? 'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8'
      : 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8';
  }
  return res;
}

async function handleRequest(db: Db, ctx: RestContext): Promise<RestResult> {
  const method = ctx.method.toUpperCase();
  const isRead = method === 'GET' || method === 'HEAD';
  const settings = restSettings();
  // Accept-Profile (reads) / Content-Profile (writes) choose one of PGRST_DB_SCHEMAS; the first is
  // the default. Others: 406 PGRST106 in PostgREST 13's wording.
  const profile = isRead || method === 'OPTIONS' ? ctx.headers['accept-profile'] : ctx.headers['content-profile'];
  if (profile !== undefined && profile !== '' && !settings.schemas.includes(profile)) {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${profile}`, null, `Only the following schemas are exposed: ${settings.schemas.join(', ')}`);
  }
  const schema = profile !== undefined && profile !== '' ? profile : settings.schemas[0];
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
  if (prefer.handling === 'strict' && prefer.invalid) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${prefer.invalid.join(', ')}`);
  }
  const media = mediaOf(ctx.headers['accept']);
  const output = media === 'csv' ? 'csv' : stripNullsOf(ctx.headers['accept']) ? 'strip' : undefined;
  // explain(): off unless PGRST_DB_PLAN_ENABLED (as hosted Supabase); table reads only here.
  const plan = planOf(ctx.headers['accept']);
  if (plan && (!settings.planEnabled || !isRead || path.startsWith('rpc/'))) {
    throw new RestError(406, 'PGRST107', `None of these media types are available: ${plan.accept}`);
  }
  const nodes: SelectNode[] = parseSelect(ctx.query.get('select'));
  checkAggregates(nodes, settings.aggregatesEnabled);
  const cat0 = await getCatalog(db, schema);
  const txOpts = {
    role: ctx.identity.role,
    claims: ctx.identity.claims,
    readOnly: isRead,
    method,
    path: '/' + path,
    headers: ctx.headers,
  };

  const execute: Execute = async (sql, params, kind, check, statementTimeoutMs) => {
    try {
      return await withRequestTx(db, statementTimeoutMs == null ? txOpts : { ...txOpts, statementTimeoutMs }, async (tx) => {
        const out = await runSql(tx, sql, params, kind);
        await check?.(out, tx);
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
  const bctx = newContext(cat, options, output);
  const root = options.get('')!;
  const wantCount = prefer.count !== undefined;

  if (isRead) {
    const offset = root.offset ?? 0;
    const limit = Math.min(root.limit ?? MAX_ROWS, MAX_ROWS);
    // count=planned: the planner's estimate; count=estimated: exact up to max_rows, beyond it
    // the larger of that and the estimate (PostgREST MainTx).
    const { sql, countFrom } = buildRead(bctx, table, {
      nodes,
      limit,
      offset,
      count: prefer.count === 'exact' ? 'exact' : prefer.count === 'estimated' ? 'capped' : 'none',
      cap: MAX_ROWS,
    });
    const params = bctx.params.values;
    let planBody: string | undefined;
    const out = await execute(sql, params, 'result', async (o, tx) => {
      if (plan) {
        planBody = await explainPlan(tx, sql, params, plan);
        return;
      }
      if (media === 'object' && o.pageTotal !== 1) throw singleError(o.pageTotal);
      if (prefer.count === 'planned' || (prefer.count === 'estimated' && o.total !== null && o.total > MAX_ROWS)) {
        const planned = await plannedCount(tx, countFrom, params);
        o.total = prefer.count === 'planned' ? planned : Math.max(o.total ?? 0, planned ?? 0);
      }
    });
    if (plan) {
      const ct = `application/vnd.pgrst.plan+${plan.format}; for="${media === 'csv' ? 'text/csv' : 'application/json'}"; charset=utf-8`;
      return { status: 200, headers: { 'Content-Type': ct }, body: method === 'HEAD' ? '' : planBody ?? '' };
    }
    const total = wantCount ? out.total : null;
    if (total !== null && offset > 0 && offset > total) {
      throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`, null, { 'Content-Range': `*/${total}` });
    }
    const headers: Record<string, string> = {
      'Content-Range': contentRange(offset, out.pageTotal, total),
      ...applied(prefer, ['count', 'tx', 'handling']),
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
  const upsert = method === 'POST' && prefer.resolution === 'merge-duplicates';
  const out = await execute(sql, bctx.params.values, returning ? 'result' : 'dml', async (o, tx) => {
    if (media === 'object' && o.pageTotal !== 1) throw singleError(o.pageTotal);
    // An upsert that only updated answers 200 (PostgREST 12+), one that inserted a row 201.
    if (upsert && (await insertedCount(tx)) === 0) status = 200;
    if (method !== 'POST' && prefer.handling === 'strict' && prefer.maxAffected !== undefined && o.pageTotal > prefer.maxAffected) {
      throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${o.pageTotal} rows`);
    }
  });
  const headers: Record<string, string> = {
    'Content-Range': method === 'POST' ? `*/${wantCount ? out.pageTotal : '*'}` : contentRange(0, out.pageTotal, wantCount ? out.pageTotal : null),
    ...applied(prefer, ['return', 'count', 'resolution', 'missing', 'tx', 'handling', ...(method === 'POST' ? [] : ['maxAffected' as const])]),
  };
  if (!returning) return finish(method, status, headers, '', 'json', true);
  return finish(method, status, headers, out.body ?? '[]', media);
}
