// Generates shared/src/db/types.ts from the migrations, in the shape `supabase gen types typescript`
// writes (postgres-meta's TypeScript template): the local server's database is built in memory
// (migrations only, no seed), schema `public` is read from the catalog, and the file is printed
// deterministically (everything sorted by name) so a check can compare it byte for byte.
//   npm run gen:types              (writes the file)
//   npx tsx supabase/scripts/gen-types.ts --check   (exit 1 when the checked-in file differs)
// Differences from the CLI, on purpose: functions returning `trigger` are left out (they cannot be
// called through /rpc), and generated columns are `?: never` in Insert/Update (PostgreSQL refuses a
// value for them, as it does for identity ALWAYS columns). View relationships are not derived.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Tx } from '../local/src/db.ts';
import { startLocalServer } from '../local/src/server.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const TYPES_FILE = join(here, '..', '..', 'shared', 'src', 'db', 'types.ts');
const SCHEMA = 'public';
/** PostgREST version the local server speaks (supabase-js reads it from the Database type). */
const POSTGREST_VERSION = '12';

interface ColumnInfo {
  relation: string;
  name: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  identity: '' | 'a' | 'd';
  generated: boolean;
  updatable: boolean;
}
interface RelationInfo {
  name: string;
  kind: 'r' | 'p' | 'v' | 'm' | 'f';
  updatable: boolean;
}
interface ForeignKey {
  name: string;
  relation: string;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  oneToOne: boolean;
}
interface FunctionArg {
  name: string;
  mode: 'i' | 'o' | 'b' | 'v' | 't';
  type: string;
  hasDefault: boolean;
}
interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** set when the function returns a table's or view's row type */
  returnRelation: string | null;
  identity: string;
}
interface TypeInfo {
  name: string;
  kind: 'e' | 'c';
  enumValues: string[];
  attributes: { name: string; type: string }[];
}

/** Catalog facts of schema public, ordered by name (collation-independent: compared in JS). */
export async function introspect(db: Tx) {
  const relations = (
    await db.query<RelationInfo>(
      `select c.relname as name, c.relkind::text as kind,
              (c.relkind in ('v', 'f') and pg_relation_is_updatable(c.oid::regclass, false) & 20 = 20) as updatable
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
          and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')`,
      [SCHEMA],
    )
  ).rows;
  const columns = (
    await db.query<ColumnInfo>(
      `select c.relname as relation, a.attname as name,
              coalesce(bt.typname, t.typname)::text as type,
              not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as nullable,
              (a.atthasdef and a.attgenerated = '') as "hasDefault",
              a.attidentity::text as identity,
              a.attgenerated <> '' as generated,
              coalesce(pg_column_is_updatable(c.oid::regclass, a.attnum, false), false) as updatable
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_type t on t.oid = a.atttypid
         left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped`,
      [SCHEMA],
    )
  ).rows;
  const foreignKeys = (
    await db.query<ForeignKey>(
      `select con.conname as name, c.relname as relation, fc.relname as "referencedRelation",
              array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
                      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
              array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
                      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as "referencedColumns",
              exists (select 1 from pg_constraint u
                       where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                         and u.conkey::int2[] @> con.conkey::int2[] and u.conkey::int2[] <@ con.conkey::int2[]) as "oneToOne"
         from pg_constraint con
         join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
         join pg_class fc on fc.oid = con.confrelid join pg_namespace fn on fn.oid = fc.relnamespace
        where con.contype = 'f' and n.nspname = $1 and fn.nspname = $1`,
      [SCHEMA],
    )
  ).rows;
  const functions = (
    await db.query<{
      name: string;
      arg_names: string[] | null;
      arg_modes: string[] | null;
      arg_types: string[];
      in_types: string[];
      n_defaults: number;
      return_type: string;
      returns_set: boolean;
      return_relation: string | null;
      identity: string;
    }>(
      `select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
              array(select coalesce(bt.typname, t.typname)::text
                      from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(oid, i)
                      join pg_type t on t.oid = x.oid left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
                     order by x.i) as arg_types,
              array(select coalesce(bt.typname, t.typname)::text
                      from unnest(p.proargtypes::oid[]) with ordinality x(oid, i)
                      join pg_type t on t.oid = x.oid left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
                     order by x.i) as in_types,
              p.pronargdefaults::int as n_defaults,
              coalesce(rbt.typname, rt.typname)::text as return_type, p.proretset as returns_set,
              (select rc.relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
                where rc.oid = rt.typrelid and rn.nspname = $1 and rc.relkind in ('r', 'p', 'v', 'm', 'f')) as return_relation,
              pg_get_function_identity_arguments(p.oid) as identity
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type rt on rt.oid = p.prorettype
         left join pg_type rbt on rt.typtype = 'd' and rbt.oid = rt.typbasetype
        where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
      [SCHEMA],
    )
  ).rows.map((f): FunctionInfo => {
    // proargmodes is null when every argument is IN; proallargtypes then is null too.
    const modes = (f.arg_modes ?? f.in_types.map(() => 'i')) as FunctionArg['mode'][];
    const inPositions = modes.flatMap((m, i) => (m === 'i' || m === 'b' || m === 'v' ? [i] : []));
    const firstDefault = inPositions.length - f.n_defaults;
    return {
      name: f.name,
      args: modes.map((mode, i) => ({
        name: f.arg_names?.[i] ?? '',
        mode,
        type: f.arg_types[i] ?? 'unknown',
        hasDefault: inPositions.indexOf(i) >= firstDefault,
      })),
      returnType: f.return_type,
      returnsSet: f.returns_set,
      returnRelation: f.return_relation,
      identity: f.identity,
    };
  });
  const types = (
    await db.query<{ name: string; kind: 'e' | 'c'; enum_values: string[] | null; attributes: { name: string; type: string }[] | null }>(
      `select t.typname as name, t.typtype::text as kind,
              case when t.typtype = 'e' then array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) end as enum_values,
              case when t.typtype = 'c' then (select json_agg(json_build_object('name', a.attname, 'type', coalesce(bt.typname, at.typname)) order by a.attnum)
                                               from pg_attribute a join pg_type at on at.oid = a.atttypid
                                               left join pg_type bt on at.typtype = 'd' and bt.oid = at.typbasetype
                                              where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) end as attributes
         from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = $1
          and (t.typtype = 'e' or (t.typtype = 'c' and exists (select 1 from pg_class c where c.oid = t.typrelid and c.relkind = 'c')))
          and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')`,
      [SCHEMA],
    )
  ).rows.map((t): TypeInfo => ({ name: t.name, kind: t.kind, enumValues: t.enum_values ?? [], attributes: t.attributes ?? [] }));

  const byName = <T extends { name: string }>(a: T, b: T) => cmp(a.name, b.name);
  return {
    relations: relations.sort(byName),
    columns: columns.sort((a, b) => cmp(a.relation, b.relation) || cmp(a.name, b.name)),
    foreignKeys: foreignKeys.sort(
      (a, b) => cmp(a.relation, b.relation) || cmp(a.name, b.name) || cmp(a.referencedRelation, b.referencedRelation),
    ),
    functions: functions.sort((a, b) => cmp(a.name, b.name) || cmp(a.identity, b.identity)),
    types: types.sort(byName),
  };
}

/** Code-point order: the same on every machine, whatever the database's collation. */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Catalog = Awaited<ReturnType<typeof introspect>>;

/** The TypeScript file for a catalog. */
export function render(catalog: Catalog): string {
  const { relations, columns, foreignKeys, functions, types } = catalog;
  const enums = types.filter((t) => t.kind === 'e');
  const composites = types.filter((t) => t.kind === 'c');
  const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name));

  const tsType = (pgType: string): string => {
    if (pgType === 'bool') return 'boolean';
    if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'].includes(pgType)) return 'number';
    if (
      ['bytea', 'bpchar', 'varchar', 'date', 'text', 'citext', 'time', 'timetz', 'timestamp', 'timestamptz', 'uuid', 'vector', 'interval', 'inet', 'cidr', 'name'].includes(pgType)
    )
      return 'string';
    if (pgType === 'json' || pgType === 'jsonb') return 'Json';
    if (pgType === 'void') return 'undefined';
    if (pgType === 'record') return 'Record<string, unknown>';
    if (pgType.startsWith('_')) return `${wrapArray(tsType(pgType.slice(1)))}[]`;
    if (enums.some((e) => e.name === pgType)) return `Database['public']['Enums'][${quote(pgType)}]`;
    if (composites.some((c) => c.name === pgType)) return `Database['public']['CompositeTypes'][${quote(pgType)}]`;
    const relation = relations.find((r) => r.name === pgType);
    if (relation) return `Database['public'][${relation.kind === 'v' || relation.kind === 'm' ? "'Views'" : "'Tables'"}][${quote(pgType)}]['Row']`;
    return 'unknown';
  };
  const wrapArray = (t: string) => (/^[A-Za-z]+$/.test(t) || t.startsWith('Database[') ? t : `(${t})`);
  const nullable = (t: string, isNull: boolean) => (isNull ? `${t} | null` : t);
  const colsOf = (relation: string) => columns.filter((c) => c.relation === relation);

  const w = new Writer();
  w.line('// Generated by `npm run gen:types` (supabase/scripts/gen-types.ts) from supabase/migrations,');
  w.line('// in the shape of `supabase gen types typescript`. Do not edit: change a migration and rerun.');
  w.line('// Narrower column types (check-constraint values, jsonb documents) are in ./database.ts.');
  w.line('');
  w.line('export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];');
  w.line('');
  w.open('export type Database = {');
  w.line('// Allows to automatically instantiate createClient with right options');
  w.line("// instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)");
  w.open('__InternalSupabase: {');
  w.line(`PostgrestVersion: ${quote(POSTGREST_VERSION)};`);
  w.close('};');
  w.open('public: {');

  const relationships = (relation: string) => {
    const fks = foreignKeys.filter((f) => f.relation === relation);
    if (fks.length === 0) return w.line('Relationships: [];');
    w.open('Relationships: [');
    for (const fk of fks) {
      w.open('{');
      w.line(`foreignKeyName: ${quote(fk.name)};`);
      w.line(`columns: [${fk.columns.map(quote).join(', ')}];`);
      w.line(`isOneToOne: ${fk.oneToOne};`);
      w.line(`referencedRelation: ${quote(fk.referencedRelation)};`);
      w.line(`referencedColumns: [${fk.referencedColumns.map(quote).join(', ')}];`);
      w.close('},');
    }
    w.close('];');
  };
  const section = (name: string, items: unknown[], body: () => void) => {
    w.open(`${name}: {`);
    if (items.length === 0) w.line('[_ in never]: never;');
    else body();
    w.close('};');
  };

  const tables = relations.filter((r) => r.kind === 'r' || r.kind === 'p' || r.kind === 'f');
  section('Tables', tables, () => {
    for (const t of tables) {
      const cols = colsOf(t.name);
      w.open(`${key(t.name)}: {`);
      w.open('Row: {');
      for (const c of cols) w.line(`${key(c.name)}: ${nullable(tsType(c.type), c.nullable)};`);
      w.close('};');
      for (const kind of ['Insert', 'Update'] as const) {
        w.open(`${kind}: {`);
        for (const c of cols) {
          if (c.identity === 'a' || c.generated) w.line(`${key(c.name)}?: never;`);
          else {
            const optional = kind === 'Update' || c.nullable || c.identity !== '' || c.hasDefault;
            w.line(`${key(c.name)}${optional ? '?' : ''}: ${nullable(tsType(c.type), c.nullable)};`);
          }
        }
        w.close('};');
      }
      relationships(t.name);
      w.close('};');
    }
  });

  const views = relations.filter((r) => r.kind === 'v' || r.kind === 'm');
  section('Views', views, () => {
    for (const v of views) {
      const cols = colsOf(v.name);
      w.open(`${key(v.name)}: {`);
      // A view's catalog entry says nothing about nullability: every column may be null (as the CLI says).
      w.open('Row: {');
      for (const c of cols) w.line(`${key(c.name)}: ${tsType(c.type)} | null;`);
      w.close('};');
      if (v.updatable) {
        for (const kind of ['Insert', 'Update'] as const) {
          w.open(`${kind}: {`);
          for (const c of cols) w.line(c.updatable ? `${key(c.name)}?: ${tsType(c.type)} | null;` : `${key(c.name)}?: never;`);
          w.close('};');
        }
      }
      relationships(v.name);
      w.close('};');
    }
  });

  // Either every IN argument is named, or there is a single unnamed one (the CLI's rule).
  const callable = functions.filter((f) => {
    const ins = f.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    return !ins.some((a) => a.name === '') || ins.length === 1;
  });
  const fnNames = [...new Set(callable.map((f) => f.name))];
  section('Functions', fnNames, () => {
    for (const name of fnNames) {
      const overloads = callable.filter((f) => f.name === name);
      const first = overloads[0]!;
      const args = overloads.map((f) => {
        const ins = f.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
        if (ins.length === 0) return 'Record<PropertyKey, never>';
        return `{ ${ins.map((a) => `${key(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.type)}`).join('; ')} }`;
      });
      const tableOut = first.args.filter((a) => a.mode === 't');
      let returns: string;
      if (tableOut.length > 0) returns = `{ ${tableOut.map((a) => `${key(a.name)}: ${tsType(a.type)}`).join('; ')} }`;
      else if (first.returnRelation) {
        const rel = relations.find((r) => r.name === first.returnRelation)!;
        const view = rel.kind === 'v' || rel.kind === 'm';
        returns = `{ ${colsOf(rel.name)
          .map((c) => `${key(c.name)}: ${nullable(tsType(c.type), view || c.nullable)}`)
          .join('; ')} }`;
      } else returns = tsType(first.returnType);
      if (first.returnsSet) returns = `${returns.startsWith('{') ? returns : wrapArray(returns)}[]`;
      w.open(`${key(name)}: {`);
      w.line(`Args: ${args.join(' | ')};`);
      w.line(`Returns: ${returns};`);
      w.close('};');
    }
  });

  section('Enums', enums, () => {
    for (const e of enums) w.line(`${key(e.name)}: ${e.enumValues.map(quote).join(' | ')};`);
  });
  section('CompositeTypes', composites, () => {
    for (const c of composites) {
      w.open(`${key(c.name)}: {`);
      for (const a of c.attributes) w.line(`${key(a.name)}: ${tsType(a.type)} | null;`);
      w.close('};');
    }
  });
  w.close('};');
  w.close('};');
  w.line('');
  w.raw(HELPERS);
  w.line('');
  w.open('export const Constants = {');
  w.open('public: {');
  if (enums.length === 0) w.line('Enums: {},');
  else {
    w.open('Enums: {');
    for (const e of enums) w.line(`${key(e.name)}: [${e.enumValues.map(quote).join(', ')}],`);
    w.close('},');
  }
  w.close('},');
  w.close('} as const;');
  return w.text();
}

/** The CLI's helper types, verbatim in substance (single schema `public`). */
const HELPERS = `type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends { Row: infer R }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends { Row: infer R }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends { Insert: infer I }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends { Insert: infer I }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends { Update: infer U }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends { Update: infer U }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;
`;

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

class Writer {
  private lines: string[] = [];
  private depth = 0;
  pad(extra: number) {
    return '  '.repeat(this.depth + extra);
  }
  line(s: string) {
    this.lines.push(s === '' ? '' : this.pad(0) + s);
  }
  raw(s: string) {
    this.lines.push(s.replace(/\n$/, ''));
  }
  open(s: string) {
    this.line(s);
    this.depth++;
  }
  close(s: string) {
    this.depth--;
    this.line(s);
  }
  text() {
    return `${this.lines.join('\n')}\n`;
  }
}

/** Builds the schema in an in-memory local server (migrations only) and renders the types file. */
export async function generateTypes(): Promise<string> {
  const server = await startLocalServer({ port: 0, seed: false, log: () => undefined });
  try {
    return render(await introspect(server.db));
  } finally {
    await server.stop();
  }
}

async function main() {
  const text = await generateTypes();
  if (process.argv.includes('--check')) {
    const current = readFileSync(TYPES_FILE, 'utf8');
    if (current !== text) {
      console.error('shared/src/db/types.ts is out of date with supabase/migrations: run npm run gen:types');
      process.exit(1);
    }
    console.log('shared/src/db/types.ts is up to date');
    return;
  }
  writeFileSync(TYPES_FILE, text);
  console.log(`wrote ${TYPES_FILE}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
