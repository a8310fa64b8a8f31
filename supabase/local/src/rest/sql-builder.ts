// Builds parameterised SQL for PostgREST requests. Every identifier is checked against the
// catalog before it is double-quoted; every value is a bind parameter ($n) cast to the target
// column's type. JSON is built in Postgres (json_agg / row_to_json), so values render exactly
// as PostgREST renders them.
import { RestError, columnNotFound, parseError } from './errors.ts';
import { EXPOSED_SCHEMA, type Catalog, type ColumnInfo, type FunctionInfo, type TableInfo } from './catalog.ts';
import { isToOne, resolveEmbed } from './relationships.ts';
import type { EmbedNode, JsonPathStep, SelectNode } from './select-parser.ts';
import type { Condition, FieldRef, FilterNode, OrderTerm } from './filter-parser.ts';

export const qi = (s: string): string => '"' + s.replace(/"/g, '""') + '"';
const qualified = (name: string): string => `${qi(EXPOSED_SCHEMA)}.${qi(name)}`;

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
}

interface LevelSpec {
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
}

export interface BuiltLevel {
  /** SELECT <fields> FROM … WHERE … ORDER … LIMIT … */
  sql: string;
  /** FROM … WHERE … (no ORDER/LIMIT), for counting. */
  countSql: string;
  outputNames: string[];
}

const TEXT_TYPES = new Set(['text', 'character varying', 'character', 'citext', 'name']);

function nextAlias(ctx: BuildContext, base: string): string {
  ctx.aliasCounter++;
  return `${base.slice(0, 40)}_${ctx.aliasCounter}`;
}

function jsonPathSql(base: string, col: ColumnInfo, path: JsonPathStep[], params: Params): string {
  let expr = col.typname === 'json' ? `${base}::jsonb` : base;
  for (const step of path) {
    const key = /^-?\d+$/.test(step.key) ? `${params.add(step.key)}::int` : `${params.add(step.key)}::text`;
    expr = `(${expr}${step.op}${key})`;
  }
  return expr;
}

/** SQL expression and its type for a column reference with an optional JSON path. */
function fieldExpr(spec: LevelSpec, f: FieldRef, params: Params): { expr: string; type: string; col: ColumnInfo } {
  const col = spec.columns.get(f.name);
  if (!col) throw columnNotFound(spec.relName, f.name);
  const base = `${qi(spec.alias)}.${qi(f.name)}`;
  if (f.jsonPath.length === 0) return { expr: base, type: col.type, col };
  const type = f.jsonPath[f.jsonPath.length - 1].op === '->>' ? 'text' : 'jsonb';
  return { expr: jsonPathSql(base, col, f.jsonPath, params), type, col };
}

function pgArrayLiteral(items: string[]): string {
  return '{' + items.map((x) => '"' + x.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"').join(',') + '}';
}

const CMP: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const PATTERN: Record<string, string> = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' };
const RANGE_OPS: Record<string, string> = { cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' };
const FTS_FN: Record<string, string> = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

function castTo(type: string): string {
  return TEXT_TYPES.has(type) ? 'text' : type;
}

function conditionSql(expr: string, type: string, c: Condition, params: Params): string {
  let sql: string;
  const asText = TEXT_TYPES.has(type) ? expr : `${expr}::text`;
  if (c.op in CMP) {
    if (c.quantifier) sql = `${expr} ${CMP[c.op]} ${c.quantifier}(${params.add(pgArrayLiteral(c.list ?? []))}::${castTo(type)}[])`;
    else sql = `${expr} ${CMP[c.op]} ${params.add(c.value)}::${castTo(type)}`;
  } else if (c.op in PATTERN) {
    if (c.quantifier) sql = `${asText} ${PATTERN[c.op]} ${c.quantifier}(${params.add(pgArrayLiteral(c.list ?? []))}::text[])`;
    else sql = `${asText} ${PATTERN[c.op]} ${params.add(c.value)}::text`;
  } else if (c.op === 'in') {
    const list = c.list ?? [];
    sql = list.length === 0 ? 'false' : `${expr} = any(${params.add(pgArrayLiteral(list))}::${castTo(type)}[])`;
  } else if (c.op === 'is') {
    sql = c.value === 'not_null' ? `${expr} is not null` : `${expr} is ${c.value}`;
  } else if (c.op === 'isdistinct') {
    sql = `${expr} is distinct from ${params.add(c.value)}::${castTo(type)}`;
  } else if (c.op in RANGE_OPS) {
    sql = `${expr} ${RANGE_OPS[c.op]} ${params.add(c.value)}::${castTo(type)}`;
  } else if (c.op in FTS_FN) {
    const cfg = c.ftsConfig !== undefined ? `${params.add(c.ftsConfig)}::regconfig, ` : '';
    const doc = type === 'tsvector' ? expr : `to_tsvector(${cfg}${asText})`;
    sql = `${doc} @@ ${FTS_FN[c.op]}(${cfg}${params.add(c.value)}::text)`;
  } else {
    throw parseError(`"failed to parse filter (${c.op})" (line 1, column 1)`);
  }
  return c.negate ? `not (${sql})` : sql;
}

interface EmbedInfo {
  key: string;
  lateral: string;
  toOne: boolean;
  spread: boolean;
  outputNames: string[];
  /** For to-one embeds: a scalar subquery reading one column of the related row (order=rel(col)). */
  relatedColumn?: (col: string) => string | null;
}

function filterSql(spec: LevelSpec, node: FilterNode, params: Params, embeds: Map<string, EmbedInfo>): string {
  if (node.type === 'logic') {
    const parts = node.children.map((ch) => filterSql(spec, ch, params, embeds));
    const sql = `(${parts.join(node.op === 'and' ? ' and ' : ' or ')})`;
    return node.negate ? `not ${sql}` : sql;
  }
  if (!spec.columns.has(node.field.name) && node.field.jsonPath.length === 0 && embeds.has(node.field.name) && node.op === 'is') {
    // `rel=is.null` (anti-join) / `rel=not.is.null` (like !inner) on an embedded resource.
    const e = embeds.get(node.field.name)!;
    const isNull = (node.value === 'null') !== node.negate;
    const marker = e.toOne ? `${qi(e.lateral)}."pgrst_body"` : `${qi(e.lateral)}."pgrst_body"`;
    return isNull ? `${marker} is null` : `${marker} is not null`;
  }
  const f = fieldExpr(spec, node.field, params);
  return conditionSql(f.expr, f.type, node, params);
}

function orderSql(spec: LevelSpec, terms: OrderTerm[], params: Params, embeds: Map<string, EmbedInfo>): string {
  return terms
    .map((t) => {
      let expr: string;
      if (t.relation !== undefined) {
        const e = embeds.get(t.relation);
        if (!e || !e.toOne) {
          throw new RestError(400, 'PGRST118', `A related order on '${t.relation}' is not possible`, `'${spec.relName}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`);
        }
        if (t.field.jsonPath.length) throw parseError(`"failed to parse order (${t.relation}(${t.field.name}))" (line 1, column 1)`);
        const related = e.relatedColumn?.(t.field.name) ?? null;
        if (related === null) throw columnNotFound(t.relation, t.field.name);
        expr = related;
      } else {
        expr = fieldExpr(spec, t.field, params).expr;
      }
      return `${expr}${t.dir ? ' ' + t.dir : ''}${t.nulls ? ' nulls ' + t.nulls : ''}`;
    })
    .join(', ');
}

/** SQL-standard spellings that are not pg_type names; emitted verbatim (fixed list). */
const TYPE_ALIASES = new Set([
  'int', 'integer', 'smallint', 'bigint', 'real', 'double precision', 'float', 'decimal', 'boolean',
  'character varying', 'varchar', 'character', 'char', 'timestamp', 'timestamp with time zone',
  'timestamp without time zone', 'time with time zone', 'time without time zone', 'dec',
]);

/** `select=col::type`: the type must be a known type name, so nothing else reaches the SQL. */
function castType(cat: Catalog, raw: string): string {
  const isArray = raw.endsWith('[]');
  const base = (isArray ? raw.slice(0, -2) : raw).trim().toLowerCase().replace(/\s+/g, ' ');
  let sql: string;
  if (TYPE_ALIASES.has(base)) sql = base;
  else if (cat.typeNames.has(base)) sql = qi(base);
  else throw new RestError(400, '42704', `type "${raw}" does not exist`);
  return isArray ? `${sql}[]` : sql;
}

function buildEmbed(ctx: BuildContext, spec: LevelSpec, node: EmbedNode): { info: EmbedInfo; joinSql: string; innerWhere?: string } {
  if (spec.relationForEmbeds === null) {
    throw new RestError(400, 'PGRST200', `Could not find a relationship between '${spec.relName}' and '${node.relation}' in the schema cache`, null, null);
  }
  const { rel, target } = resolveEmbed(ctx.cat, spec.relationForEmbeds, node);
  const key = node.alias ?? node.relation;
  const path = spec.path === '' ? key : `${spec.path}.${key}`;
  const childAlias = nextAlias(ctx, target.name);
  const join: string[] = [];
  if (rel.junction) {
    const j = rel.junction;
    const jAlias = nextAlias(ctx, j.table);
    const conds = [
      ...j.originColumns.map(([jc, oc]) => `${qi(jAlias)}.${qi(jc)} = ${qi(spec.alias)}.${qi(oc)}`),
      ...j.targetColumns.map(([jc, tc]) => `${qi(jAlias)}.${qi(jc)} = ${qi(childAlias)}.${qi(tc)}`),
    ];
    join.push(`exists (select 1 from ${qualified(j.table)} as ${qi(jAlias)} where ${conds.join(' and ')})`);
  } else {
    for (const [oc, tc] of rel.columns) join.push(`${qi(childAlias)}.${qi(tc)} = ${qi(spec.alias)}.${qi(oc)}`);
  }
  const opts = ctx.options.get(path);
  if (opts) opts.used = true;
  const child = buildLevel(ctx, {
    path,
    relName: target.name,
    relationForEmbeds: target.name,
    columns: target.columns,
    alias: childAlias,
    from: `${qualified(target.name)} as ${qi(childAlias)}`,
    // `rel()` (no fields) only filters — e.g. `rel!inner()` — and is left out of the output.
    nodes: node.fields,
    extraWhere: join,
    applyFilters: true,
    applyOrder: true,
    limit: opts?.limit,
    offset: opts?.offset,
  });
  const toOne = isToOne(rel);
  if (node.spread && !toOne) {
    throw new RestError(400, 'PGRST119', `A spread operation on '${node.relation}' is not possible`, `'${spec.relName}' and '${node.relation}' do not form a many-to-one or one-to-one relationship`);
  }
  const lateral = nextAlias(ctx, 'pgrst');
  const body = toOne
    ? `select row_to_json("pgrst_s") as "pgrst_body", "pgrst_s" as "pgrst_row" from (${child.sql}) as "pgrst_s"`
    : `select json_agg("pgrst_s") as "pgrst_body" from (${child.sql}) as "pgrst_s"`;
  const info: EmbedInfo = { key, lateral, toOne, spread: node.spread, outputNames: child.outputNames };
  if (toOne && !rel.junction) {
    info.relatedColumn = (col) => {
      if (!target.columns.has(col)) return null;
      const a = nextAlias(ctx, target.name);
      const conds = rel.columns.map(([oc, tc]) => `${qi(a)}.${qi(tc)} = ${qi(spec.alias)}.${qi(oc)}`);
      return `(select ${qi(a)}.${qi(col)} from ${qualified(target.name)} as ${qi(a)} where ${conds.join(' and ')} limit 1)`;
    };
  }
  const joinSql = `left join lateral (${body}) as ${qi(lateral)} on true`;
  const innerWhere = node.joinType === 'inner' ? `${qi(lateral)}."pgrst_body" is not null` : undefined;
  return { info, joinSql, innerWhere };
}

export function buildLevel(ctx: BuildContext, spec: LevelSpec): BuiltLevel {
  const { params } = ctx;
  const items: string[] = [];
  const outputNames: string[] = [];
  const joins: string[] = [];
  const filteringJoins: string[] = [];
  const where: string[] = [...spec.extraWhere];
  const embeds = new Map<string, EmbedInfo>();
  for (const node of spec.nodes) {
    if (node.type === 'star') {
      for (const name of spec.columns.keys()) {
        items.push(`${qi(spec.alias)}.${qi(name)}`);
        outputNames.push(name);
      }
    } else if (node.type === 'field') {
      const f = fieldExpr(spec, node, params);
      let expr = f.expr;
      if (node.cast !== undefined) {
        expr = `(${expr})::${castType(ctx.cat, node.cast)}`;
      }
      const name = node.alias ?? (node.jsonPath.length ? node.jsonPath[node.jsonPath.length - 1].key : node.name);
      items.push(`${expr} as ${qi(name)}`);
      outputNames.push(name);
    } else {
      const e = buildEmbed(ctx, spec, node);
      embeds.set(e.info.key, e.info);
      if (!embeds.has(node.relation)) embeds.set(node.relation, e.info);
      joins.push(e.joinSql);
      if (e.innerWhere) {
        where.push(e.innerWhere);
        filteringJoins.push(e.joinSql);
      }
      if (node.fields.length === 0) {
        // filtering-only embed: nothing in the output
      } else if (node.spread) {
        for (const n of e.info.outputNames) {
          items.push(`(${qi(e.info.lateral)}."pgrst_row").${qi(n)} as ${qi(n)}`);
          outputNames.push(n);
        }
      } else {
        items.push(
          e.info.toOne
            ? `${qi(e.info.lateral)}."pgrst_body" as ${qi(e.info.key)}`
            : `coalesce(${qi(e.info.lateral)}."pgrst_body", '[]') as ${qi(e.info.key)}`,
        );
        outputNames.push(e.info.key);
      }
    }
  }
  const opts = ctx.options.get(spec.path);
  if (opts) opts.used = true;
  if (spec.applyFilters && opts) {
    for (const f of opts.filters) {
      const sql = filterSql(spec, f, params, embeds);
      where.push(sql);
      if (f.type === 'cond' && !spec.columns.has(f.field.name) && embeds.has(f.field.name)) {
        const e = embeds.get(f.field.name)!;
        const j = joins.find((x) => x.endsWith(`as ${qi(e.lateral)} on true`));
        if (j && !filteringJoins.includes(j)) filteringJoins.push(j);
      }
    }
  }
  const order = spec.applyOrder && opts?.order?.length ? ` order by ${orderSql(spec, opts.order, params, embeds)}` : '';
  const whereSql = where.length ? ` where ${where.join(' and ')}` : '';
  const limit = spec.limit !== undefined ? ` limit ${spec.limit}` : '';
  const offset = spec.offset ? ` offset ${spec.offset}` : '';
  const select = items.length ? items.join(', ') : '';
  return {
    sql: `select ${select} from ${spec.from}${joins.length ? ' ' + joins.join(' ') : ''}${whereSql}${order}${limit}${offset}`,
    countSql: `from ${spec.from}${filteringJoins.length ? ' ' + filteringJoins.join(' ') : ''}${whereSql}`,
    outputNames,
  };
}

export function newContext(cat: Catalog, options: Map<string, LevelOptions>): BuildContext {
  return { cat, params: new Params(), options, aliasCounter: 0 };
}

/** Errors for query options aimed at embeds that are not in the select. */
export function checkUnusedOptions(ctx: BuildContext): void {
  for (const [path, o] of ctx.options) {
    if (path !== '' && !o.used) {
      throw new RestError(400, 'PGRST108', `'${path.split('.').pop()}' is not an embedded resource in this request`, null, `Verify that '${path.split('.').pop()}' is included in the 'select' query parameter.`);
    }
  }
}

const WRAP = (inner: string, countExpr: string) =>
  `select coalesce(json_agg("pgrst_t"), '[]')::text as body, count("pgrst_t")::int as page_total, ${countExpr} as total from (${inner}) as "pgrst_t"`;

// ---------------------------------------------------------------- reads

export interface ReadOptions {
  nodes: SelectNode[];
  limit?: number;
  offset?: number;
  count: boolean;
}

export function buildRead(ctx: BuildContext, table: TableInfo, o: ReadOptions): string {
  const level = buildLevel(ctx, {
    path: '',
    relName: table.name,
    relationForEmbeds: table.name,
    columns: table.columns,
    alias: table.name,
    from: `${qualified(table.name)} as ${qi(table.name)}`,
    nodes: o.nodes,
    extraWhere: [],
    applyFilters: true,
    applyOrder: true,
    limit: o.limit,
    offset: o.offset,
  });
  checkUnusedOptions(ctx);
  return WRAP(level.sql, o.count ? `(select count(*)::int ${level.countSql})` : 'null::int');
}

// ---------------------------------------------------------------- writes

/** Representation of rows returned by a DML statement (alias = table name). */
function representation(ctx: BuildContext, table: TableInfo, dml: string, nodes: SelectNode[]): string {
  const level = buildLevel(ctx, {
    path: '',
    relName: table.name,
    relationForEmbeds: table.name,
    columns: table.columns,
    alias: table.name,
    from: `"pgrst_source" as ${qi(table.name)}`,
    nodes,
    extraWhere: [],
    applyFilters: false,
    applyOrder: false,
  });
  checkUnusedOptions(ctx);
  return `with "pgrst_source" as (${dml} returning ${qi(table.name)}.*) ${WRAP(level.sql, 'null::int')}`;
}

function rootWhere(ctx: BuildContext, table: TableInfo): string {
  const opts = ctx.options.get('');
  if (!opts || opts.filters.length === 0) return '';
  opts.used = true;
  const spec: LevelSpec = {
    path: '',
    relName: table.name,
    relationForEmbeds: table.name,
    columns: table.columns,
    alias: table.name,
    from: '',
    nodes: [],
    extraWhere: [],
    applyFilters: true,
    applyOrder: false,
  };
  return ' where ' + opts.filters.map((f) => filterSql(spec, f, ctx.params, new Map())).join(' and ');
}

function checkColumns(table: TableInfo, cols: string[]): void {
  for (const c of cols) {
    if (!table.columns.has(c)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${c}' column of '${table.name}' in the schema cache`);
    }
  }
}

export interface InsertOptions {
  rowsJson: string;
  columns: string[];
  onConflict?: string[];
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  /** null = return=minimal */
  returning: SelectNode[] | null;
}

export function buildInsert(ctx: BuildContext, table: TableInfo, o: InsertOptions): string {
  checkColumns(table, o.columns);
  const t = qualified(table.name);
  const cols = o.columns.map(qi).join(', ');
  const rowsParam = ctx.params.add(o.rowsJson);
  let source: string;
  if (o.columns.length === 0) {
    source = '';
    ctx.params.values.pop();
  } else if (o.missingDefault) {
    const exprs = o.columns.map((c) => {
      const def = table.columns.get(c)!.defaultExpr;
      return `case when "pgrst_j".v::jsonb ? ${ctx.params.add(c)}::text then "pgrst_r".${qi(c)} else ${def ?? 'null'} end`;
    });
    source = `select ${exprs.join(', ')} from json_array_elements(${rowsParam}::json) with ordinality as "pgrst_j"(v, o) cross join lateral json_populate_record(null::${t}, "pgrst_j".v) as "pgrst_r" order by "pgrst_j".o`;
  } else {
    source = `select ${o.columns.map((c) => `"pgrst_r".${qi(c)}`).join(', ')} from json_populate_recordset(null::${t}, ${rowsParam}::json) as "pgrst_r"`;
  }
  // `{}` inserts one row of defaults (PostgREST does the same); the handler refuses `[{}, {}]`.
  let dml = o.columns.length === 0 ? `insert into ${t} as ${qi(table.name)} default values` : `insert into ${t} as ${qi(table.name)} (${cols}) ${source}`;
  if (o.resolution) {
    const target = o.onConflict && o.onConflict.length ? o.onConflict : table.primaryKey;
    if (target.length === 0) {
      throw new RestError(400, 'PGRST100', `"failed to parse on_conflict parameter" (line 1, column 1)`, `'${table.name}' has no primary key; pass on_conflict`);
    }
    checkColumns(table, target);
    const conflict = target.map(qi).join(', ');
    const updatable = o.columns;
    if (o.resolution === 'ignore-duplicates' || updatable.length === 0) dml += ` on conflict (${conflict}) do nothing`;
    else dml += ` on conflict (${conflict}) do update set ${updatable.map((c) => `${qi(c)} = excluded.${qi(c)}`).join(', ')}`;
  }
  return o.returning ? representation(ctx, table, dml, o.returning) : dml;
}

export function buildUpdate(ctx: BuildContext, table: TableInfo, rowJson: string, columns: string[], returning: SelectNode[] | null): string {
  checkColumns(table, columns);
  const t = qualified(table.name);
  const p = ctx.params.add(rowJson);
  const where = rootWhere(ctx, table);
  const dml = `update ${t} as ${qi(table.name)} set ${columns.map((c) => `${qi(c)} = "pgrst_r".${qi(c)}`).join(', ')} from json_populate_record(null::${t}, ${p}::json) as "pgrst_r"${where}`;
  return returning ? representation(ctx, table, dml, returning) : dml;
}

export function buildDelete(ctx: BuildContext, table: TableInfo, returning: SelectNode[] | null): string {
  const dml = `delete from ${qualified(table.name)} as ${qi(table.name)}${rootWhere(ctx, table)}`;
  return returning ? representation(ctx, table, dml, returning) : dml;
}

// ---------------------------------------------------------------- rpc

export type RpcShape = 'void' | 'scalar' | 'scalar-set' | 'row' | 'row-set';

export function rpcShape(fn: FunctionInfo): RpcShape {
  if (fn.returnsVoid) return 'void';
  if (fn.resultColumns) return fn.returnsSet ? 'row-set' : 'row';
  return fn.returnsSet ? 'scalar-set' : 'scalar';
}

export interface RpcOptions {
  /** Named args to pass (subset of fn.inArgs), as a JSON object text. */
  argNames: string[];
  argsJson: string;
  /** Pass the whole body as the single unnamed json/jsonb argument. */
  singleJsonArg: boolean;
  nodes: SelectNode[];
  limit?: number;
  offset?: number;
  count: boolean;
}

export function buildRpc(ctx: BuildContext, fn: FunctionInfo, o: RpcOptions): string {
  const { params } = ctx;
  let fromArgs = '';
  let call: string;
  if (o.singleJsonArg) {
    call = `${qualified(fn.name)}(${params.add(o.argsJson)}::${fn.inArgs[0].type})`;
  } else if (o.argNames.length) {
    const defs = o.argNames.map((n) => `${qi(n)} ${fn.inArgs.find((a) => a.name === n)!.type}`);
    fromArgs = `json_to_record(${params.add(o.argsJson)}::json) as "pgrst_args"(${defs.join(', ')})`;
    call = `${qualified(fn.name)}(${o.argNames.map((n) => `${qi(n)} := "pgrst_args".${qi(n)}`).join(', ')})`;
  } else {
    call = `${qualified(fn.name)}()`;
  }
  const shape = rpcShape(fn);
  const fromClause = fromArgs ? ` from ${fromArgs}` : '';
  if (shape === 'void') return `select ${call}::text as body, 1 as page_total, null::int as total${fromClause}`;
  if (shape === 'scalar') return `select to_json(${call})::text as body, 1 as page_total, null::int as total${fromClause}`;
  const from = `${fromArgs ? fromArgs + ' cross join lateral ' : ''}${call} as ${qi(fn.name)}`;
  if (shape === 'scalar-set') {
    const opts = ctx.options.get('');
    if (opts) opts.used = true;
    const limit = o.limit !== undefined ? ` limit ${o.limit}` : '';
    const offset = o.offset ? ` offset ${o.offset}` : '';
    const inner = `select ${qi(fn.name)} as v from ${from}${limit}${offset}`;
    return `select coalesce(json_agg("pgrst_t".v), '[]')::text as body, count("pgrst_t")::int as page_total, ${o.count ? `(select count(*)::int from ${from})` : 'null::int'} as total from (${inner}) as "pgrst_t"`;
  }
  const level = buildLevel(ctx, {
    path: '',
    relName: fn.name,
    relationForEmbeds: fn.resultRelation,
    columns: fn.resultColumns!,
    alias: fn.name,
    from,
    nodes: o.nodes,
    extraWhere: [],
    applyFilters: true,
    applyOrder: true,
    limit: o.limit,
    offset: o.offset,
  });
  checkUnusedOptions(ctx);
  return WRAP(level.sql, o.count ? `(select count(*)::int ${level.countSql})` : 'null::int');
}
