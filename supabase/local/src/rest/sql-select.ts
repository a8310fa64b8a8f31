// SELECT: the select tree (columns, casts, JSON paths, embeds, spreads) as one level of SQL with
// lateral joins per embedded resource; top-level reads.
import { RestError } from './errors.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import { isToOne, resolveEmbed } from './relationships.ts';
import type { EmbedNode, SelectNode } from './select-parser.ts';
import { WRAP, checkUnusedOptions, nextAlias, qi, qualified, type BuildContext, type BuiltLevel, type EmbedInfo, type LevelSpec } from './sql-common.ts';
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
  const count =
    o.count === 'exact'
      ? `(select count(*)::int ${level.countSql})`
      : o.count === 'capped'
        ? `(select count(*)::int from (select 1 ${level.countSql} limit ${(o.cap ?? 0) + 1}) as "pgrst_capped")`
        : 'null::int';
  return { sql: WRAP(level.sql, count), countFrom: level.countSql };
}
