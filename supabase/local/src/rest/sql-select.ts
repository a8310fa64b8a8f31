// SELECT: the select tree (columns, casts, JSON paths, embeds, spreads) as one level of SQL with
// lateral joins per embedded resource; top-level reads.
import { RestError } from './errors.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import { isToOne, resolveEmbed } from './relationships.ts';
import type { AggregateFn, EmbedNode, SelectNode } from './select-parser.ts';
import { wrap, checkUnusedOptions, computedResolver, depthOf, nextAlias, rowFunctions, qi, qualified, type BuildContext, type BuiltLevel, type EmbedInfo, type HoistedAggregate, type LevelSpec } from './sql-common.ts';
import { fieldExpr, filterSql, orderSql } from './sql-where.ts';

/** SQL-standard spellings that are not pg_type names; emitted verbatim (fixed list). */
const TYPE_ALIASES = new Set([
  'int', 'integer', 'smallint', 'bigint', 'real', 'double precision', 'float', 'decimal', 'boolean',
  'character varying', 'varchar', 'character', 'char', 'timestamp', 'timestamp with time zone',
  'timestamp without time zone', 'time with time zone', 'time without time zone', 'dec',
]);

/** `select=col::type`: the type must be a known type name, so nothing else reaches the SQL. */
export function castType(cat: Catalog, raw: string): string {
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
  const key = node.alias ?? node.relation;
  const path = spec.path === '' ? key : `${spec.path}.${key}`;
  // A computed relationship: a function of the parent row returning rows of a table
  // (setof → to-many, one row → to-one), as PostgREST.
  const relFn = node.hint === undefined ? rowFunctions(ctx.cat, spec.relationForEmbeds, node.relation).find((f) => f.resultRelation !== null) : undefined;
  const resolved = relFn ? null : resolveEmbed(ctx.cat, spec.relationForEmbeds, node);
  const target = relFn ? ctx.cat.tables.get(relFn.resultRelation!)! : resolved!.target;
  const rel = resolved?.rel;
  const childAlias = nextAlias(ctx, target.name);
  const join: string[] = [];
  const childFrom = relFn
    ? `${qualified(ctx.cat, relFn.name)}(${qi(spec.alias)}::${qualified(ctx.cat, spec.relationForEmbeds)}) as ${qi(childAlias)}`
    : `${qualified(ctx.cat, target.name)} as ${qi(childAlias)}`;
  if (!rel) {
    // no join condition: the function already returns the related rows
  } else if (rel.junction) {
    const j = rel.junction;
    const jAlias = nextAlias(ctx, j.table);
    const conds = [
      ...j.originColumns.map(([jc, oc]) => `${qi(jAlias)}.${qi(jc)} = ${qi(spec.alias)}.${qi(oc)}`),
      ...j.targetColumns.map(([jc, tc]) => `${qi(jAlias)}.${qi(jc)} = ${qi(childAlias)}.${qi(tc)}`),
    ];
    join.push(`exists (select 1 from ${qualified(ctx.cat, j.table)} as ${qi(jAlias)} where ${conds.join(' and ')})`);
  } else {
    for (const [oc, tc] of rel.columns) join.push(`${qi(childAlias)}.${qi(tc)} = ${qi(spec.alias)}.${qi(oc)}`);
  }
  const opts = ctx.options.get(path);
  if (opts) opts.used = true;
  const toOne = relFn ? !relFn.returnsSet || relFn.rowsOne : isToOne(rel!);
  if (node.spread && !toOne && hasAggregate(node.fields)) {
    throw new RestError(400, 'PGRST127', 'Feature not implemented', 'Aggregates are not implemented for one-to-many or many-to-many spreads.');
  }
  const child = buildLevel(ctx, {
    // A to-one spread's aggregates are applied by the parent (PostgREST hoists them).
    hoist: node.spread && toOne,
    path,
    relName: target.name,
    relationForEmbeds: target.name,
    columns: target.columns,
    alias: childAlias,
    from: childFrom,
    // `rel()` (no fields) only filters — e.g. `rel!inner()` — and is left out of the output.
    nodes: node.fields,
    extraWhere: join,
    applyFilters: true,
    applyOrder: true,
    limit: opts?.limit,
    offset: opts?.offset,
  });
  const lateral = nextAlias(ctx, 'pgrst');
  let body: string;
  if (toOne) body = `select row_to_json("pgrst_s") as "pgrst_body", "pgrst_s" as "pgrst_row" from (${child.sql}) as "pgrst_s"`;
  else if (node.spread) {
    // PostgREST 13: a to-many spread turns each selected field into an array of its values.
    const cols = child.outputNames.map((n) => `json_agg("pgrst_s".${qi(n)}) as ${qi(n)}`);
    body = `select ${cols.join(', ')}, case when count(*) > 0 then true end as "pgrst_body" from (${child.sql}) as "pgrst_s"`;
  } else body = `select json_agg("pgrst_s") as "pgrst_body" from (${child.sql}) as "pgrst_s"`;
  const info: EmbedInfo = { key, lateral, toOne, spread: node.spread, outputNames: child.outputNames, hoisted: child.hoisted };
  if (toOne && rel && !rel.junction) {
    info.relatedColumn = (col) => {
      if (!target.columns.has(col)) return null;
      const a = nextAlias(ctx, target.name);
      const conds = rel.columns.map(([oc, tc]) => `${qi(a)}.${qi(tc)} = ${qi(spec.alias)}.${qi(oc)}`);
      return `(select ${qi(a)}.${qi(col)} from ${qualified(ctx.cat, target.name)} as ${qi(a)} where ${conds.join(' and ')} limit 1)`;
    };
  }
  const joinSql = `left join lateral (${body}) as ${qi(lateral)} on true`;
  const innerWhere = node.joinType === 'inner' ? `${qi(lateral)}."pgrst_body" is not null` : undefined;
  return { info, joinSql, innerWhere };
}

function hasAggregate(nodes: SelectNode[]): boolean {
  return nodes.some((n) => n.type === 'field' && n.aggregate !== undefined);
}

function applyAggregate(ctx: BuildContext, agg: AggregateFn, input: string, aggCast: string | undefined): string {
  const sql = `${agg}(${input})`;
  return aggCast !== undefined ? `(${sql})::${castType(ctx.cat, aggCast)}` : sql;
}

export function buildLevel(ctx: BuildContext, spec: LevelSpec): BuiltLevel {
  const { params } = ctx;
  spec.computed ??= computedResolver(ctx.cat, spec.relationForEmbeds);
  const items: string[] = [];
  const outputNames: string[] = [];
  const joins: string[] = [];
  const filteringJoins: string[] = [];
  const where: string[] = [...spec.extraWhere];
  const embeds = new Map<string, EmbedInfo>();
  const aggAliases = new Set<string>();
  /** Aggregates (count(), col.sum() …) make every other selected expression a GROUP BY term. */
  let aggregated = false;
  const groupBy: string[] = [];
  const hoisted: HoistedAggregate[] = [];
  const jsonItems = new Map<number, { expr: string; name: string }>();
  for (const node of spec.nodes) {
    if (node.type === 'star') {
      for (const name of spec.columns.keys()) {
        items.push(`${qi(spec.alias)}.${qi(name)}`);
        groupBy.push(`${qi(spec.alias)}.${qi(name)}`);
        outputNames.push(name);
      }
    } else if (node.type === 'field' && node.aggregate !== undefined) {
      const name = node.alias ?? node.aggregate;
      let input = '*';
      if (node.name !== '*') {
        input = fieldExpr(spec, node, params).expr;
        if (node.cast !== undefined) input = `(${input})::${castType(ctx.cat, node.cast)}`;
      }
      if (spec.hoist) {
        // The parent applies the aggregate over this column of the spread row.
        items.push(`${input === '*' ? 'true' : input} as ${qi(name)}`);
        hoisted.push({ name, agg: node.aggregate, aggCast: node.aggCast });
      } else {
        aggregated = true;
        items.push(`${applyAggregate(ctx, node.aggregate, input, node.aggCast)} as ${qi(name)}`);
      }
      outputNames.push(name);
    } else if (node.type === 'field') {
      const name = node.alias ?? node.jsonPath.at(-1)?.key ?? node.name;
      if (node.name === 'count' && node.jsonPath.length === 0 && !spec.columns.has('count') && !spec.computed?.('count')) {
        // `select=count` / `rel(count)`: PostgreSQL reads "t"."count" as count(t), an aggregate
        // PostgREST does not group by — so it works alone (and is allowed with aggregates off).
        items.push(`count(*) as ${qi(name)}`);
        outputNames.push(name);
        continue;
      }
      const f = fieldExpr(spec, node, params);
      let expr = f.expr;
      if (node.cast !== undefined) {
        expr = `(${expr})::${castType(ctx.cat, node.cast)}`;
      }
      items.push(`${expr} as ${qi(name)}`);
      groupBy.push(expr);
      outputNames.push(name);
    } else {
      // PostgREST names each embed's subquery <parent>_<alias or relation>_<depth>: the same
      // relation embedded twice without aliases is Postgres' 42712 there too.
      const aggAlias = `${spec.relName}_${node.alias ?? node.relation}_${depthOf(spec) + 1}`;
      if (aggAliases.has(aggAlias)) throw new RestError(400, '42712', `table name "${aggAlias}" specified more than once`);
      aggAliases.add(aggAlias);
      const e = buildEmbed(ctx, spec, node);
      embeds.set(e.info.key, e.info);
      if (!embeds.has(node.relation)) embeds.set(node.relation, e.info);
      joins.push(e.joinSql);
      if (e.innerWhere) {
        where.push(e.innerWhere);
        filteringJoins.push(e.joinSql);
      }
      const lat = qi(e.info.lateral);
      if (node.fields.length === 0) {
        // filtering-only embed: nothing in the output
      } else if (node.spread && e.info.toOne) {
        for (const n of e.info.outputNames) {
          const h = e.info.hoisted?.find((x) => x.name === n);
          if (h) {
            aggregated = true;
            items.push(`${applyAggregate(ctx, h.agg, `(${lat}."pgrst_row").${qi(n)}`, h.aggCast)} as ${qi(n)}`);
          } else {
            items.push(`(${lat}."pgrst_row").${qi(n)} as ${qi(n)}`);
            groupBy.push(`(${lat}."pgrst_row").${qi(n)}`);
          }
          outputNames.push(n);
        }
      } else if (node.spread) {
        for (const n of e.info.outputNames) {
          const expr = `coalesce(${lat}.${qi(n)}, '[]')`;
          jsonItems.set(items.length, { expr, name: n });
          items.push(`${expr} as ${qi(n)}`);
          groupBy.push(`(${expr})::text`);
          outputNames.push(n);
        }
      } else {
        const bodyExpr = e.info.toOne ? `${lat}."pgrst_body"` : `coalesce(${lat}."pgrst_body", '[]')`;
        jsonItems.set(items.length, { expr: bodyExpr, name: e.info.key });
        items.push(`${bodyExpr} as ${qi(e.info.key)}`);
        groupBy.push(`(${bodyExpr})::text`);
        outputNames.push(e.info.key);
      }
    }
  }
  if (aggregated) {
    // json has no equality operator: embedded JSON is grouped by its text and selected through
    // it (one value per group, the text unchanged).
    for (const [i, j] of jsonItems) items[i] = `min((${j.expr})::text)::json as ${qi(j.name)}`;
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
  const group = aggregated && groupBy.length ? ` group by ${groupBy.join(', ')}` : '';
  return {
    hoisted,
    sql: `select ${select} from ${spec.from}${joins.length ? ' ' + joins.join(' ') : ''}${whereSql}${group}${order}${limit}${offset}`,
    countSql: `from ${spec.from}${filteringJoins.length ? ' ' + filteringJoins.join(' ') : ''}${whereSql}`,
    outputNames,
  };
}

// ---------------------------------------------------------------- the statement's top level

/** The top level of a statement: a table, a function's result or a DML's returned rows, read at
 *  path '' under its own name, filtered and ordered unless its filters already went into a DML's
 *  WHERE (applyFilters false). */
export type RootSpec = Pick<LevelSpec, 'relationForEmbeds' | 'columns' | 'from' | 'nodes' | 'applyFilters' | 'limit' | 'offset'> & { name: string };

/** Builds the top level; afterwards an option given for a path no level used is refused. */
export function buildRootLevel(ctx: BuildContext, root: RootSpec): BuiltLevel {
  const { name, ...spec } = root;
  const level = buildLevel(ctx, { ...spec, path: '', relName: name, alias: name, extraWhere: [], applyOrder: root.applyFilters });
  checkUnusedOptions(ctx);
  return level;
}

// ---------------------------------------------------------------- reads

export interface ReadOptions {
  nodes: SelectNode[];
  limit?: number;
  offset?: number;
  /** exact: count(*); capped: count up to `cap` + 1 rows (count=estimated); none: no count. */
  count: 'exact' | 'capped' | 'none';
  cap?: number;
}

/** The read statement and its FROM … WHERE … (for an EXPLAIN-based planned count). */
export function buildRead(ctx: BuildContext, table: TableInfo, o: ReadOptions): { sql: string; countFrom: string } {
  const level = buildRootLevel(ctx, {
    name: table.name,
    relationForEmbeds: table.name,
    columns: table.columns,
    from: `${qualified(ctx.cat, table.name)} as ${qi(table.name)}`,
    nodes: o.nodes,
    applyFilters: true,
    limit: o.limit,
    offset: o.offset,
  });
  const count =
    o.count === 'exact'
      ? `(select count(*)::int ${level.countSql})`
      : o.count === 'capped'
        ? `(select count(*)::int from (select 1 ${level.countSql} limit ${(o.cap ?? 0) + 1}) as "pgrst_capped")`
        : 'null::int';
  return { sql: wrap(ctx, level.sql, count), countFrom: level.countSql };
}
