// Request side of /rest/v1: query options by embed path, JSON bodies, table lookup with a
// schema-cache refresh on a miss, and running the one statement of a request.
import type { Db, Tx } from '../db.ts';
import { bodyError, tableNotFound } from './errors.ts';
import { EXPOSED_SCHEMA, closest, refreshOnMiss, type Catalog, type TableInfo } from './catalog.ts';
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
  if (!table) throw tableNotFound(EXPOSED_SCHEMA, name, closest(name, cat.tables.keys()) ?? undefined);
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


export type Execute = (sql: string, params: string[], kind: 'result' | 'dml', check?: (o: QueryOutcome) => void) => Promise<QueryOutcome>;
