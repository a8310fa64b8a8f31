// WHERE and ORDER BY: filters (`col=op.value`, logic trees, embedded-resource null checks),
// JSON paths, and order terms (own columns or a to-one embed's column).
import { RestError, columnNotFound, parseError } from './errors.ts';
import type { ColumnInfo, TableInfo } from './catalog.ts';
import type { JsonPathStep } from './select-parser.ts';
import type { Condition, FieldRef, FilterNode, OrderTerm } from './filter-parser.ts';
import { TEXT_TYPES, computedResolver, levelTableName, qi, type BuildContext, type EmbedInfo, type LevelSpec, type Params } from './sql-common.ts';

function jsonPathSql(base: string, col: ColumnInfo, path: JsonPathStep[], params: Params): string {
  let expr = col.typname === 'json' ? `${base}::jsonb` : base;
  for (const step of path) {
    const key = /^-?\d+$/.test(step.key) ? `${params.add(step.key)}::int` : `${params.add(step.key)}::text`;
    expr = `(${expr}${step.op}${key})`;
  }
  return expr;
}

/** SQL expression and its type for a column reference with an optional JSON path. */
export function fieldExpr(spec: LevelSpec, f: FieldRef, params: Params): { expr: string; type: string; col: ColumnInfo } {
  let col = spec.columns.get(f.name);
  let base = `${qi(spec.alias)}.${qi(f.name)}`;
  if (!col) {
    // A computed column: fn(row) — the row cast to the table type (a DML's CTE row is a record).
    const c = spec.computed?.(f.name);
    if (!c) throw columnNotFound(levelTableName(spec), f.name);
    col = { name: f.name, type: c.type, typname: c.typname, category: '', notNull: false, defaultExpr: null, generated: false };
    base = `${c.fnSql}(${qi(spec.alias)}::${c.rowType})`;
  }
  if (f.jsonPath.length === 0) return { expr: base, type: col.type, col };
  const type = f.jsonPath.at(-1)?.op === '->>' ? 'text' : 'jsonb';
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

export function conditionSql(expr: string, type: string, c: Condition, params: Params): string {
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

export function filterSql(spec: LevelSpec, node: FilterNode, params: Params, embeds: Map<string, EmbedInfo>): string {
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

export function orderSql(spec: LevelSpec, terms: OrderTerm[], params: Params, embeds: Map<string, EmbedInfo>): string {
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

export function rootWhere(ctx: BuildContext, table: TableInfo): string {
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
    computed: computedResolver(ctx.cat, table.name),
  };
  return ' where ' + opts.filters.map((f) => filterSql(spec, f, ctx.params, new Map())).join(' and ');
}
