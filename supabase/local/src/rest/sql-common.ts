// Shared pieces of the SQL builder (sql-select / sql-where / sql-mutation / sql-rpc): identifier
// quoting, bind parameters, per-level options and the build context. Every identifier is checked
// against the catalog before it is double-quoted; every value is a bind parameter ($n) cast to the
// target column's type. JSON is built in Postgres (json_agg / row_to_json), so values render
// exactly as PostgREST renders them.
import { RestError } from './errors.ts';
import { type Catalog, type ColumnInfo, type FunctionInfo } from './catalog.ts';
import type { AggregateFn, SelectNode } from './select-parser.ts';
import type { FilterNode, OrderTerm } from './filter-parser.ts';

export const qi = (s: string): string => '"' + s.replace(/"/g, '""') + '"';
/** An object of the request's schema (the catalog's), quoted. */
export const qualified = (cat: Catalog, name: string): string => `${qi(cat.schema)}.${qi(name)}`;

export class Params {
  readonly values: string[] = [];
  add(v: string): string {
    if (v.includes('\u0000')) throw new RestError(400, '22P05', 'unsupported Unicode escape sequence', '\\u0000 cannot be converted to text.');
    this.values.push(v);
    return '$' + this.values.length;
  }
}

/** Query-string options of one level of the select tree (root = ''). */
export interface LevelOptions {
  filters: FilterNode[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
  used?: boolean;
}

export interface BuildContext {
  cat: Catalog;
  params: Params;
  /** Options by embed path: '' for the root, 'books', 'books.tags', … */
  options: Map<string, LevelOptions>;
  aliasCounter: number;
  /** Body format built by Postgres: CSV (Accept: text/csv) or JSON with nulls stripped. */
  output?: 'csv' | 'strip';
}

export interface LevelSpec {
  path: string;
  /** Name used in messages and for relationship lookup (null: results cannot embed). */
  relName: string;
  relationForEmbeds: string | null;
  columns: Map<string, ColumnInfo>;
  alias: string;
  /** FROM item(s), already aliased as `alias`. */
  from: string;
  nodes: SelectNode[];
  extraWhere: string[];
  /** Apply the level's filters in WHERE (false when they already went into a DML's WHERE). */
  applyFilters: boolean;
  limit?: number;
  offset?: number;
  applyOrder: boolean;
  /** A to-one spread: aggregates are left to the parent (BuiltLevel.hoisted). */
  hoist?: boolean;
  /** Computed columns: functions taking the row (see sql-where fieldExpr). */
  computed?: (name: string) => { fn: string; fnSql: string; type: string; typname: string; rowType: string } | null;
}

export interface HoistedAggregate {
  name: string;
  agg: AggregateFn;
  aggCast?: string;
}

export interface BuiltLevel {
  /** SELECT <fields> FROM … WHERE … ORDER … LIMIT … */
  sql: string;
  /** FROM … WHERE … (no ORDER/LIMIT), for counting. */
  countSql: string;
  outputNames: string[];
  hoisted?: HoistedAggregate[];
}

export const TEXT_TYPES = new Set(['text', 'character varying', 'character', 'citext', 'name']);

/** Embedding depth of a level (0 = the requested table), as PostgREST counts it. */
export function depthOf(spec: { path: string }): number {
  return spec.path === '' ? 0 : spec.path.split('.').length;
}

/** How PostgREST's SQL names a level's table in Postgres' messages: the table itself at the top,
 *  <table>_<depth> inside an embed. */
export function levelTableName(spec: { path: string; relName: string }): string {
  const d = depthOf(spec);
  return d === 0 ? spec.relName : `${spec.relName}_${d}`;
}

export function nextAlias(ctx: BuildContext, base: string): string {
  ctx.aliasCounter++;
  return `${base.slice(0, 40)}_${ctx.aliasCounter}`;
}

export interface EmbedInfo {
  key: string;
  lateral: string;
  toOne: boolean;
  spread: boolean;
  outputNames: string[];
  hoisted?: HoistedAggregate[];
  /** For to-one embeds: a scalar subquery reading one column of the related row (order=rel(col)). */
  relatedColumn?: (col: string) => string | null;
}

/** Functions of one argument of `table`'s row type (PostgREST computed fields / relationships). */
export function rowFunctions(cat: Catalog, table: string | null, name: string): FunctionInfo[] {
  if (table === null || !cat.tables.has(table)) return [];
  return (cat.functions.get(name) ?? []).filter(
    (f) => f.inArgs.length >= 1 && f.inArgs.length - f.numDefaults <= 1 && f.inArgs[0]?.typname === table && !f.returnsVoid,
  );
}

/** Computed columns of a table: a scalar (not set-returning, not row) function of its row. */
export function computedResolver(cat: Catalog, table: string | null): LevelSpec['computed'] {
  if (table === null) return undefined;
  return (name) => {
    const f = rowFunctions(cat, table, name).find((x) => !x.returnsSet && !x.resultColumns);
    return f ? { fn: f.name, type: f.returnType, typname: f.returnTypname, rowType: qualified(cat, table), fnSql: qualified(cat, f.name) } : null;
  };
}

export function newContext(cat: Catalog, options: Map<string, LevelOptions>, output?: BuildContext['output']): BuildContext {
  return { cat, params: new Params(), options, aliasCounter: 0, output };
}

/** Errors for query options aimed at embeds that are not in the select. */
export function checkUnusedOptions(ctx: BuildContext): void {
  for (const [path, o] of ctx.options) {
    if (path !== '' && !o.used) {
      throw new RestError(400, 'PGRST108', `'${path.split('.').pop()}' is not an embedded resource in this request`, null, `Verify that '${path.split('.').pop()}' is included in the 'select' query parameter.`);
    }
  }
}

/** Result statement over `inner`: body (JSON array, nulls stripped, or CSV), page_total, total. */
export function wrap(ctx: BuildContext, inner: string, countExpr: string): string {
  const tail = `count("pgrst_t")::int as page_total, ${countExpr} as total from (${inner}) as "pgrst_t"`;
  if (ctx.output === 'csv') {
    // PostgREST's asCsvF: the first row's keys, then each row's record text without its
    // parentheses (Postgres quotes and escapes the fields), joined by newlines.
    const header = `(select coalesce(string_agg(a.k, ','), '') from (select json_object_keys(r)::text as k from (select row_to_json(hh) as r from (${inner}) as hh limit 1) as s) as a)`;
    return `select ${header} || chr(10) || coalesce(string_agg(substring("pgrst_t"::text, 2, length("pgrst_t"::text) - 2), chr(10)), '') as body, ${tail}`;
  }
  const agg = ctx.output === 'strip' ? `json_strip_nulls(json_agg("pgrst_t"))` : `json_agg("pgrst_t")`;
  return `select coalesce(${agg}, '[]')::text as body, ${tail}`;
}
