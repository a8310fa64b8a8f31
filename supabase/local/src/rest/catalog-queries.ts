// The schema cache's reads of pg_catalog: one statement each for the relations (columns, types,
// unique keys), the foreign keys, the base columns each view reads, the functions and the type
// names of an exposed schema ($1), with the row shapes they return.
import type { ColumnInfo } from './catalog.ts';

const typeNameSql = (t: string, tn: string, et: string, etn: string) => `
  case when ${t}.typcategory = 'A' and ${et}.oid is not null and ${etn}.nspname <> 'pg_catalog'
         then quote_ident(${etn}.nspname) || '.' || quote_ident(${et}.typname) || '[]'
       when ${tn}.nspname = 'pg_catalog' then format_type(${t}.oid, null)
       else quote_ident(${tn}.nspname) || '.' || quote_ident(${t}.typname) end`;

export const RELATIONS_SQL = `
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

export const FKS_SQL = `
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
export const VIEW_DEPS_SQL = `
select distinct r.ev_class::int8 as view_id, d.refobjid::int8 as base_id, a.attname::text as col
from pg_rewrite r
join pg_class v on v.oid = r.ev_class join pg_namespace n on n.oid = v.relnamespace
join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
  and d.refclassid = 'pg_class'::regclass and d.refobjid <> r.ev_class and d.refobjsubid > 0
join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
where n.nspname = $1 and v.relkind in ('v', 'm')`;

export const FUNCTIONS_SQL = `
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

/** Type names usable in `select=col::type`: pg_catalog's, the schema's and extensions'. */
export const TYPE_NAMES_SQL = `
select distinct t.typname::text as typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
where n.nspname in ('pg_catalog', $1, 'extensions') and t.typname !~ '^_' and t.typtype in ('b', 'c', 'd', 'e', 'r', 'm')`;

export interface RawRelation {
  oid: number | string;
  name: string;
  kind: string;
  columns: ColumnInfo[];
  uniques: { primary: boolean; columns: string[] | null }[];
}
export interface RawFk {
  name: string;
  relid: number | string;
  frelid: number | string;
  cols: string[];
  fcols: string[];
}
export interface RawFunction {
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
export interface RawViewDep {
  view_id: number | string;
  base_id: number | string;
  col: string;
}
