// INSERT (with upsert and missing=default), UPDATE and DELETE, optionally returning a representation.
import { RestError } from './errors.ts';
import type { TableInfo } from './catalog.ts';
import type { SelectNode } from './select-parser.ts';
import { wrap, qi, qualified, type BuildContext } from './sql-common.ts';
import { buildRootLevel } from './sql-select.ts';
import { rootWhere } from './sql-where.ts';

/** Representation of rows returned by a DML statement (alias = table name). */
function representation(ctx: BuildContext, table: TableInfo, dml: string, nodes: SelectNode[]): string {
  const level = buildRootLevel(ctx, { name: table.name, relationForEmbeds: table.name, columns: table.columns, from: `"pgrst_source" as ${qi(table.name)}`, nodes, applyFilters: false });
  return `with "pgrst_source" as (${dml} returning ${qi(table.name)}.*) ${wrap(ctx, level.sql, 'null::int')}`;
}

function checkColumns(table: TableInfo, cols: string[]): void {
  for (const c of cols) {
    if (!table.columns.has(c)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${c}' column of '${table.name}' in the schema cache`);
    }
  }
}

const INSERTED_SET = (op: '+' | '-'): string =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${op} 1)::text, true) <> '${op === '+' ? '0' : '-1'}'`;

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
  const t = qualified(ctx.cat, table.name);
  const cols = o.columns.map(qi).join(', ');
  const rowsParam = ctx.params.add(o.rowsJson);
  let source: string;
  if (o.columns.length === 0) {
    source = '';
    ctx.params.values.pop();
  } else if (o.missingDefault) {
    // PostgREST's fromJsonBodyF with defaults: per element, jsonb_build_object(col, default, …) || element,
    // so every row evaluates every listed column's default (a sequence advances per row, as there)
    // and the element's own keys win.
    const defs = o.columns.flatMap((c) => {
      const def = table.columns.get(c)!.defaultExpr;
      return def ? [`${ctx.params.add(c)}::text, ${def}`] : [];
    });
    source = `select ${o.columns.map((c) => `"pgrst_r".${qi(c)}`).join(', ')} from jsonb_array_elements(${rowsParam}::jsonb) with ordinality as "pgrst_j"(v, o) cross join lateral jsonb_populate_record(null::${t}, jsonb_build_object(${defs.join(', ')}) || "pgrst_j".v) as "pgrst_r" order by "pgrst_j".o`;
  } else {
    source = `select ${o.columns.map((c) => `"pgrst_r".${qi(c)}`).join(', ')} from json_populate_recordset(null::${t}, ${rowsParam}::json) as "pgrst_r"`;
  }
  const counted = o.resolution === 'merge-duplicates' && o.columns.length > 0;
  // Upsert: count inserted rows like PostgREST (pgrst.inserted: +1 per row tried, -1 per row
  // that went to DO UPDATE), so the handler can answer 200 when nothing was inserted.
  if (counted) source = `select * from (${source}) as "pgrst_ins" where ${INSERTED_SET('+')}`;
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
    else dml += ` on conflict (${conflict}) do update set ${updatable.map((c) => `${qi(c)} = excluded.${qi(c)}`).join(', ')} where ${INSERTED_SET('-')}`;
  }
  return o.returning ? representation(ctx, table, dml, o.returning) : dml;
}

export function buildUpdate(ctx: BuildContext, table: TableInfo, rowJson: string, columns: string[], returning: SelectNode[] | null): string {
  checkColumns(table, columns);
  const t = qualified(ctx.cat, table.name);
  const p = ctx.params.add(rowJson);
  const where = rootWhere(ctx, table);
  const dml = `update ${t} as ${qi(table.name)} set ${columns.map((c) => `${qi(c)} = "pgrst_r".${qi(c)}`).join(', ')} from json_populate_record(null::${t}, ${p}::json) as "pgrst_r"${where}`;
  return returning ? representation(ctx, table, dml, returning) : dml;
}

export function buildDelete(ctx: BuildContext, table: TableInfo, returning: SelectNode[] | null): string {
  const dml = `delete from ${qualified(ctx.cat, table.name)} as ${qi(table.name)}${rootWhere(ctx, table)}`;
  return returning ? representation(ctx, table, dml, returning) : dml;
}
