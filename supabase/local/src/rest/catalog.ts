// Schema cache: tables, views, columns, keys, relationships and functions of the exposed
// schema, read from pg_catalog once per Db and kept until invalidateCatalog() (or a miss after
// the reload interval, so tables created at runtime show up without a restart).
import type { Db } from '../db.ts';
import { must } from '../must.ts';

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

const typeNameSql = (t: string, tn: string, et: string, etn: string) => `
  case when ${t}.typcategory = 'A' and ${et}.oid is not null and ${etn}.nspname <> 'pg_catalog'
         then quote_ident(${etn}.nspname) || '.' || quote_ident(${et}.typname) || '[]'
       when ${tn}.nspname = 'pg_catalog' then format_type(${t}.oid, null)
       else quote_ident(${tn}.nspname) || '.' || quote_ident(${t}.typname) end`;

const RELATIONS_SQL = `
select c.oid::int8 as oid, c.relname::text as name, c.relkind::text as kind,
  coalesce((select json_agg(json_build_object(
      'name', a.attname::text, 'type', ${typeNameSql('t', 'tn', 'et', 'etn')},
      'category', t.typcategory::text, 'typname', t.typname::text,
      'notNull', a.attnotnull,
      -- PostgREST's column_default: a domain's default, an identity column's sequence, the column's default
      'defaultExpr', case when t.typbasetype <> 0 and d.adbin is null then pg_get_expr(t.typdefaultbin, 0)
        when a.attidentity = 'd' then format('nextval(%L)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
        when a.attgenerated = 's' then null else pg_get_expr(d.adbin, d.adrelid) end,
      'generated', a.attgenerated <> '') order by a.attnum)
    from pg_attribute a
    join pg_type t on t.oid = a.atttypid join pg_namespace tn on tn.oid = t.typnamespace
    left join pg_type et on et.oid = t.typelem left join pg_namespace etn on etn.oid = et.typnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
  coalesce((select json_agg(json_build_object('primary', i.indisprimary, 'columns',
      (select json_agg(a.attname::text order by k.ord) from unnest(i.indkey::int2[]) with ordinality k(num, ord)
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.num)))
    from pg_index i where i.indrelid = c.oid and i.indisunique and i.indpred is null and i.indexprs is null), '[]') as uniques
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p', 'c')`;

const FKS_SQL = `
select con.conname::text as name, con.conrelid::int8 as relid, con.confrelid::int8 as frelid,
  (select json_agg(a.attname::text order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as cols,
  (select json_agg(a.attname::text order by k.ord) from unnest(con.confkey) with ordinality k(num, ord)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num) as fcols
from pg_constraint con
join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
join pg_class fc on fc.oid = con.confrelid join pg_namespace fn on fn.oid = fc.relnamespace
where con.contype = 'f' and n.nspname = $1 and fn.nspname = $1`;

/** Base columns each view reads (pg_depend of its rewrite rule), to carry FKs over to views. */
const VIEW_DEPS_SQL = `
select distinct r.ev_class::int8 as view_id, d.refobjid::int8 as base_id, a.attname::text as col
from pg_rewrite r
join pg_class v on v.oid = r.ev_class join pg_namespace n on n.oid = v.relnamespace
join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
  and d.refclassid = 'pg_class'::regclass and d.refobjid <> r.ev_class and d.refobjsubid > 0
join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
where n.nspname = $1 and v.relkind in ('v', 'm')`;

const FUNCTIONS_SQL = `
select p.proname::text as name, p.pronargdefaults::int as num_defaults, p.proretset as returns_set,
  ${typeNameSql('rt', 'rtn', 'ret', 'retn')} as return_type, rt.typname::text as return_typname,
  rt.typrelid::int8 as return_relid, p.provolatile::text as volatility, p.prorows::float8 as rows,
  (select substring(c from '^statement_timeout=(.*)$') from unnest(p.proconfig) c where c like 'statement_timeout=%' limit 1) as statement_timeout,
  coalesce((select json_agg(json_build_object(
      'name', coalesce(p.proargnames[k.ord], ''), 'mode', coalesce(p.proargmodes[k.ord]::text, 'i'),
      'type', ${typeNameSql('t', 'tn', 'et', 'etn')}, 'typname', t.typname::text, 'regtype', t.oid::regtype::text,
      'category', t.typcategory::text) order by k.ord)
    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(typ, ord)
    join pg_type t on t.oid = k.typ join pg_namespace tn on tn.oid = t.typnamespace
    left join pg_type et on et.oid = t.typelem left join pg_namespace etn on etn.oid = et.typnamespace), '[]') as args
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
join pg_type rt on rt.oid = p.prorettype join pg_namespace rtn on rtn.oid = rt.typnamespace
left join pg_type ret on ret.oid = rt.typelem left join pg_namespace retn on retn.oid = ret.typnamespace
where n.nspname = $1 and p.prokind = 'f'`;

interface RawColumn {
  name: string;
  type: string;
  category: string;
  typname: string;
  notNull: boolean;
  defaultExpr: string | null;
  generated: boolean;
}
interface RawRelation {
  oid: number | string;
  name: string;
  kind: string;
  columns: RawColumn[];
  uniques: { primary: boolean; columns: string[] | null }[];
}
interface RawFk {
  name: string;
  relid: number | string;
  frelid: number | string;
  cols: string[];
  fcols: string[];
}
interface RawFunction {
  name: string;
  num_defaults: number;
  returns_set: boolean;
  return_type: string;
  return_typname: string;
  return_relid: number | string;
  rows: number | string;
  volatility: string;
  statement_timeout: string | null;
  args: { name: string; mode: string; type: string; typname: string; regtype: string; category: string }[];
}

/** A foreign key between two exposed relations (a view may stand in for its base table). */
interface Fk {
  name: string;
  from: string;
  to: string;
  cols: string[];
  fcols: string[];
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

/** An FK's (column, referenced column) pairs: pg_constraint's conkey and confkey have the same length. */
function columnPairs(f: Fk): [string, string][] {
  return f.cols.map((c, i) => [c, must(f.fcols[i], `referenced column ${i + 1} of ${f.name}`)]);
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

export async function loadCatalog(db: Db, schema: string = EXPOSED_SCHEMA): Promise<Catalog> {
  const [rels, fks, deps, fns, types] = await Promise.all([
    db.query<RawRelation>(RELATIONS_SQL, [schema]),
    db.query<RawFk>(FKS_SQL, [schema]),
    db.query<{ view_id: number | string; base_id: number | string; col: string }>(VIEW_DEPS_SQL, [schema]),
    db.query<RawFunction>(FUNCTIONS_SQL, [schema]),
    db.query<{ typname: string }>(
      `select distinct t.typname::text as typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
       where n.nspname in ('pg_catalog', $1, 'extensions') and t.typname !~ '^_' and t.typtype in ('b', 'c', 'd', 'e', 'r', 'm')`,
      [schema],
    ),
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

  // Real FKs, then copies through views whose columns map by name onto the FK's columns.
  const baseFks: Fk[] = [];
  for (const f of fks.rows) {
    const from = byOid.get(String(f.relid));
    const to = byOid.get(String(f.frelid));
    if (from && to && f.cols && f.fcols) baseFks.push({ name: f.name, from: from.name, to: to.name, cols: f.cols, fcols: f.fcols });
  }
  const viewCols = new Map<string, Map<string, Set<string>>>(); // view → base table → used cols
  for (const d of deps.rows) {
    const v = byOid.get(String(d.view_id));
    const b = byOid.get(String(d.base_id));
    if (!v || !b) continue;
    let m = viewCols.get(v.name);
    if (!m) viewCols.set(v.name, (m = new Map()));
    let s = m.get(b.name);
    if (!s) m.set(b.name, (s = new Set()));
    s.add(d.col);
  }
  const viewsOf = (base: string, cols: string[]): string[] => {
    const out: string[] = [];
    for (const [view, m] of viewCols) {
      const used = m.get(base);
      const v = tables.get(view);
      if (used && v && cols.every((c) => used.has(c) && v.columns.has(c))) out.push(view);
    }
    return out;
  };
  const allFks: Fk[] = [...baseFks];
  // A view built from several tables can inherit "the same" FK more than once (e.g. a union of
  // result tables, each with student_id → users); keep the first so embedding stays unambiguous.
  const seen = new Set(baseFks.map((f) => `${f.from}|${f.to}|${f.cols}|${f.fcols}`));
  for (const f of baseFks) {
    const froms = [f.from, ...viewsOf(f.from, f.cols)];
    const tos = [f.to, ...viewsOf(f.to, f.fcols)];
    for (const a of froms) {
      for (const b of tos) {
        const key = `${a}|${b}|${f.cols}|${f.fcols}`;
        if (seen.has(key)) continue;
        seen.add(key);
        allFks.push({ ...f, from: a, to: b });
      }
    }
  }

  for (const f of allFks) {
    const origin = tables.get(f.from)!;
    const target = tables.get(f.to)!;
    const pairs = columnPairs(f);
    origin.relationships.push({ origin: f.from, target: f.to, cardinality: 'm2o', constraint: f.name, columns: pairs });
    const oneToOne = (uniques.get(f.from) ?? []).some((u) => sameSet(u, f.cols));
    target.relationships.push({
      origin: f.to,
      target: f.from,
      cardinality: oneToOne ? 'o2o' : 'o2m',
      constraint: f.name,
      columns: pairs.map(([a, b]) => [b, a]),
    });
  }
  // Many-to-many through junction tables whose two FKs are both part of the junction's PK.
  for (const j of tables.values()) {
    if (j.kind !== 'table' || j.primaryKey.length === 0) continue;
    const outFks = baseFks.filter((f) => f.from === j.name && f.cols.every((c) => j.primaryKey.includes(c)));
    for (const f1 of outFks) {
      for (const f2 of outFks) {
        if (f1 === f2) continue;
        const origin = tables.get(f1.to)!;
        origin.relationships.push({
          origin: f1.to,
          target: f2.to,
          cardinality: 'm2m',
          constraint: f2.name,
          columns: [],
          junction: {
            table: j.name,
            originConstraint: f1.name,
            targetConstraint: f2.name,
            originColumns: columnPairs(f1),
            targetColumns: columnPairs(f2),
          },
        });
      }
    }
  }

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
