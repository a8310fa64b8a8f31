// Schema cache: tables, views, columns, keys, relationships and functions of the exposed
// schema, read from pg_catalog once per Db and kept until invalidateCatalog() (or a miss after
// the reload interval, so tables created at runtime show up without a restart).
import type { Db } from '../db.ts';
import { FKS_SQL, FUNCTIONS_SQL, RELATIONS_SQL, TYPE_NAMES_SQL, VIEW_DEPS_SQL, type RawFk, type RawFunction, type RawRelation, type RawViewDep } from './catalog-queries.ts';
import { addRelationships } from './catalog-relationships.ts';

/** The default exposed schema (PGRST_DB_SCHEMAS lists more; settings.ts). */
export const EXPOSED_SCHEMA = 'public';

export interface ColumnInfo {
  name: string;
  /** SQL type name usable in a cast: `integer`, `text[]`, `public.user_role`. */
  type: string;
  /** pg_type.typcategory: S string, N numeric, A array, U user (json/jsonb/uuid…), E enum… */
  category: string;
  typname: string;
  notNull: boolean;
  defaultExpr: string | null;
  generated: boolean;
}

export interface Relationship {
  /** Table or view this relationship starts from. */
  origin: string;
  target: string;
  cardinality: 'm2o' | 'o2m' | 'o2o' | 'm2m';
  constraint: string;
  /** [origin column, target column] pairs (m2o/o2m/o2o). */
  columns: [string, string][];
  junction?: {
    table: string;
    originConstraint: string;
    targetConstraint: string;
    /** [junction column, origin column] */
    originColumns: [string, string][];
    /** [junction column, target column] */
    targetColumns: [string, string][];
  };
}

export interface TableInfo {
  name: string;
  kind: 'table' | 'view' | 'composite';
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
  relationships: Relationship[];
}

export interface FunctionArg {
  name: string;
  type: string;
  typname: string;
  /** `oid::regtype::text` (e.g. integer), how PostgREST's errors print the parameter type. */
  regtype: string;
  mode: 'i' | 'o' | 'b' | 'v' | 't';
}

export interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  /** Input args (modes i, b, v) in order. */
  inArgs: FunctionArg[];
  numDefaults: number;
  returnsSet: boolean;
  returnType: string;
  returnTypname: string;
  /** Columns of the result when it is a row type (table, composite, OUT/TABLE params). */
  resultColumns: Map<string, ColumnInfo> | null;
  /** Name of the table/view the function returns rows of (for embedding from results). */
  resultRelation: string | null;
  returnsVoid: boolean;
  volatility: 'i' | 's' | 'v';
  /** `returns setof … rows 1`: a computed relationship to one row (PostgREST). */
  rowsOne: boolean;
  /** Callable through /rpc (PostgREST's schema cache keeps only these): every input parameter
   *  named, or exactly one unnamed and the first of type bytea, json, jsonb, text or xml. A function
   *  of a table row (computed field) is not callable but is still a computed column/relationship. */
  callable: boolean;
  /** `create function … set statement_timeout = '…'`: PostgREST applies it to the request's
   *  transaction instead of the role's (function settings); ms, or null when the function has none. */
  statementTimeoutMs: number | null;
}

/** A statement_timeout setting ('120s', '2min', '500ms', '5000' = ms) in ms; null when unreadable. */
export function timeoutSettingMs(value: string | null | undefined): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|min|h)?\s*$/.exec(value ?? '');
  if (!m) return null;
  const unit = { ms: 1, s: 1000, min: 60_000, h: 3_600_000 }[(m[2] ?? 'ms') as 'ms' | 's' | 'min' | 'h'];
  return Math.round(Number(m[1]) * unit);
}

export interface Catalog {
  /** The exposed schema this cache describes (public unless Accept-/Content-Profile chose another). */
  schema: string;
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
  /** Type names usable in `select=col::type` (pg_catalog, public, extensions). */
  typeNames: Set<string>;
  loadedAt: number;
}

/** Per Db, one schema cache per exposed schema (PGRST_DB_SCHEMAS). */
const cache = new WeakMap<Db, Map<string, Promise<Catalog>>>();
/** A miss (unknown table/function/relationship) reloads at most this often. */
const MISS_RELOAD_MS = 1000;

export function invalidateCatalog(db?: Db): void {
  if (db) cache.delete(db);
  else cacheGeneration++;
}
let cacheGeneration = 0;
const generationOf = new WeakMap<Db, number>();

export function getCatalog(db: Db, schema: string = EXPOSED_SCHEMA): Promise<Catalog> {
  if (generationOf.get(db) !== cacheGeneration) {
    cache.delete(db);
    generationOf.set(db, cacheGeneration);
  }
  let bySchema = cache.get(db);
  if (!bySchema) cache.set(db, (bySchema = new Map()));
  let p = bySchema.get(schema);
  if (!p) {
    const m = bySchema;
    p = loadCatalog(db, schema);
    m.set(schema, p);
    p.catch(() => m.delete(schema));
  }
  return p;
}

/** Called on a miss: reloads if the cached catalog is older than MISS_RELOAD_MS. */
export async function refreshOnMiss(db: Db, current: Catalog): Promise<Catalog | null> {
  if (Date.now() - current.loadedAt < MISS_RELOAD_MS) return null;
  cache.get(db)?.delete(current.schema);
  return getCatalog(db, current.schema);
}

export async function loadCatalog(db: Db, schema: string = EXPOSED_SCHEMA): Promise<Catalog> {
  const [rels, fks, deps, fns, types] = await Promise.all([
    db.query<RawRelation>(RELATIONS_SQL, [schema]),
    db.query<RawFk>(FKS_SQL, [schema]),
    db.query<RawViewDep>(VIEW_DEPS_SQL, [schema]),
    db.query<RawFunction>(FUNCTIONS_SQL, [schema]),
    db.query<{ typname: string }>(TYPE_NAMES_SQL, [schema]),
  ]);
  const tables = new Map<string, TableInfo>();
  const byOid = new Map<string, TableInfo>();
  const uniques = new Map<string, string[][]>();
  const allByOid = new Map<string, TableInfo>();
  for (const r of rels.rows) {
    const info: TableInfo = {
      name: r.name,
      kind: r.kind === 'c' ? 'composite' : r.kind === 'v' || r.kind === 'm' ? 'view' : 'table',
      columns: new Map(r.columns.map((c) => [c.name, { ...c }])),
      primaryKey: r.uniques.find((u) => u.primary)?.columns ?? [],
      relationships: [],
    };
    allByOid.set(String(r.oid), info);
    uniques.set(r.name, r.uniques.map((u) => u.columns ?? []));
    if (info.kind !== 'composite') {
      tables.set(r.name, info);
      byOid.set(String(r.oid), info);
    }
  }
  addRelationships(tables, byOid, uniques, fks.rows, deps.rows);

  const functions = new Map<string, FunctionInfo[]>();
  for (const f of fns.rows) {
    const args: FunctionArg[] = f.args.map((a) => ({ name: a.name, type: a.type, typname: a.typname, regtype: a.regtype, mode: a.mode as FunctionArg['mode'] }));
    const inArgs = args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const unnamed = inArgs.filter((a) => a.name === '').length;
    const callable = unnamed === 0 || (unnamed === 1 && ['bytea', 'json', 'jsonb', 'text', 'xml'].includes(inArgs[0]?.typname ?? ''));
    const outArgs = args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    let resultColumns: Map<string, ColumnInfo> | null = null;
    let resultRelation: string | null = null;
    const relInfo = allByOid.get(String(f.return_relid));
    if (relInfo) {
      resultColumns = relInfo.columns;
      if (relInfo.kind !== 'composite') resultRelation = relInfo.name;
    } else if (f.return_typname === 'record' && outArgs.length > 0) {
      resultColumns = new Map(
        outArgs.map((a) => [a.name, { name: a.name, type: a.type, typname: a.typname, category: '', notNull: false, defaultExpr: null, generated: false }]),
      );
    }
    const info: FunctionInfo = {
      name: f.name,
      args,
      inArgs,
      numDefaults: f.num_defaults,
      returnsSet: f.returns_set,
      returnType: f.return_type,
      returnTypname: f.return_typname,
      resultColumns,
      resultRelation,
      returnsVoid: f.return_typname === 'void',
      volatility: f.volatility as FunctionInfo['volatility'],
      rowsOne: f.returns_set && Number(f.rows) === 1,
      statementTimeoutMs: timeoutSettingMs(f.statement_timeout),
      callable,
    };
    const list = functions.get(f.name) ?? [];
    list.push(info);
    functions.set(f.name, list);
  }
  return { schema, tables, functions, typeNames: new Set(types.rows.map((t) => t.typname)), loadedAt: Date.now() };
}
