// Request side of /rest/v1: query options by embed path, JSON bodies, table lookup with a
// schema-cache refresh on a miss, and running the one statement of a request.
import type { Db, Tx } from '../db.ts';
import { bodyError, closest, tableNotFound } from './errors.ts';
import { refreshOnMiss, type Catalog, type TableInfo } from './catalog.ts';
import { parseCondition, parseFieldRef, parseLogic, parseNonNegativeInt, parseOrder } from './filter-parser.ts';
import type { LevelOptions } from './sql-common.ts';

/** Query keys that are never filters. `apikey` is stripped by the CLI's gateway. */
export const ROOT_KEYS = new Set(['select', 'columns', 'on_conflict', 'apikey']);
export const LEVEL_KEYS = new Set(['order', 'limit', 'offset', 'or', 'and', 'not.or', 'not.and']);

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

export function parseJsonBody(body: string): unknown {
  if (body.trim() === '') throw bodyError();
  try {
    return JSON.parse(body);
  } catch (e) {
    throw bodyError('Empty or invalid json', e instanceof Error ? e.message : null);
  }
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export async function findTable(db: Db, cat: Catalog, name: string): Promise<{ cat: Catalog; table: TableInfo }> {
  let table = cat.tables.get(name);
  if (!table) {
    const fresh = await refreshOnMiss(db, cat);
    if (fresh) {
      cat = fresh;
      table = cat.tables.get(name);
    }
  }
  if (!table) throw tableNotFound(cat.schema, name, closest(name, cat.tables.keys()) ?? undefined);
  return { cat, table };
}

/** Thrown inside the transaction to roll it back while still answering (Prefer: tx=rollback). */
export class RollbackWith {
  constructor(readonly value: QueryOutcome) {}
}

export interface QueryOutcome {
  body: string | null;
  pageTotal: number;
  total: number | null;
}

export async function runSql(tx: Tx, sql: string, params: string[], kind: 'result' | 'dml'): Promise<QueryOutcome> {
  const r = await tx.query<{ body: string | null; page_total: number; total: number | null }>(sql, params);
  if (kind === 'dml') return { body: null, pageTotal: r.affectedRows, total: null };
  const row = r.rows[0];
  return { body: row?.body ?? null, pageTotal: Number(row?.page_total ?? 0), total: row?.total === null || row?.total === undefined ? null : Number(row.total) };
}


/** `check` runs inside the request's transaction after the statement: it may refuse the result
 *  (the transaction rolls back) or read more from the same snapshot (e.g. a planned count). */
export type Execute = (
  sql: string,
  params: string[],
  kind: 'result' | 'dml',
  check?: (o: QueryOutcome, tx: Tx) => void | Promise<void>,
  /** a function's own statement_timeout (PostgREST function settings) instead of the role's */
  statementTimeoutMs?: number | null,
) => Promise<QueryOutcome>;

/** Rows the upsert inserted (not updated), counted in the statement like PostgREST's pgrst.inserted. */
export async function insertedCount(tx: Tx): Promise<number | null> {
  const r = await tx.query<{ n: number | null }>(`select nullif(current_setting('pgrst.inserted', true), '')::int as n`);
  const n = r.rows[0]?.n;
  return n === null || n === undefined ? null : Number(n);
}

/** The planner's row estimate for `select 1 <fromWhere>` (Prefer: count=planned), like PostgREST's
 *  EXPLAIN of its count query. Bind parameters the FROM/WHERE does not use (select-list JSON path
 *  keys, say) are still referenced, as text, so the statement takes the same parameter list. */
export async function plannedCount(tx: Tx, fromWhere: string, params: string[]): Promise<number | null> {
  const used = new Set([...fromWhere.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  const extra = params.map((_, i) => i + 1).filter((n) => !used.has(n)).map((n) => `, $${n}::text`).join('');
  const r = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) select 1${extra} ${fromWhere}`, params);
  const first = r.rows[0] ? Object.values(r.rows[0])[0] : null;
  const plan = (typeof first === 'string' ? JSON.parse(first) : first) as { Plan?: { 'Plan Rows'?: number } }[] | null;
  const rows = plan?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? Math.round(rows) : null;
}

export interface PlanRequest {
  format: 'text' | 'json';
  options: ('analyze' | 'verbose' | 'settings' | 'buffers' | 'wal')[];
  /** The Accept value, echoed in the Content-Type like PostgREST. */
  accept: string;
}

/** `Accept: application/vnd.pgrst.plan[+text|+json]; for="…"; options=analyze|verbose…` (explain()). */
export function planOf(accept: string | undefined): PlanRequest | null {
  const a = (accept ?? '').toLowerCase();
  const m = /application\/vnd\.pgrst\.plan(\+(text|json))?/.exec(a);
  if (!m) return null;
  const opts = /options=([a-z|]+)/.exec(a)?.[1]?.split('|') ?? [];
  const known = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const;
  return { format: m[2] === 'json' ? 'json' : 'text', options: known.filter((k) => opts.includes(k)), accept: accept ?? '' };
}

/** EXPLAIN of the request's statement, same parameters, in its transaction (options from a fixed list). */
export async function explainPlan(tx: Tx, sql: string, params: string[], plan: PlanRequest): Promise<string> {
  const opts = [`format ${plan.format}`, ...plan.options].join(', ');
  const r = await tx.query<Record<string, unknown>>(`explain (${opts}) ${sql}`, params);
  const cells = r.rows.map((row) => Object.values(row)[0]);
  if (plan.format === 'json') return typeof cells[0] === 'string' ? cells[0] : JSON.stringify(cells[0]);
  return cells.map(String).join('\n');
}
