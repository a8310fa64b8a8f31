// Schema invariants: every public table has RLS enabled and a `comment on table`; every
// foreign-key column is the leading column of some index; every view is security_invoker;
// every SECURITY DEFINER function pins its search_path. PGlite always, PostgreSQL with TEST_PG_URL.
//   cd supabase && npx tsx --test tests/schema/schema.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../local/src/db.ts';
import { targets } from '../rls/harness.ts';

/** Tables the issue names (spec 1-3 §3) — the schema must have all of them. */
const REQUIRED_TABLES = [
  'users', 'notifications', 'tests', 'test_results', 'test_sessions',
  'attention_test_results', 'memory_test_results', 'stroop_test_results', 'puzzle_test_results', 'akil_mantik_test_results',
  'cognitive_test_result', 'burdon_test_results', 'd2_test_results', 'parent_survey_results', 'system_logs',
  'exercise_progress', 'student_exercises', 'exercise_attempts', 'student_notes', 'support_messages', 'd2_norms',
];

for (const target of targets()) {
  describe(`schema on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    before(async () => {
      ({ db, cleanup } = await target.open());
    });
    after(async () => {
      await cleanup?.();
    });

    it('has every table the specs name', async () => {
      const rows = (await db.query<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public'`)).rows.map((r) => r.t);
      assert.deepEqual(REQUIRED_TABLES.filter((t) => !rows.includes(t)), []);
    });

    it('every public table has row-level security enabled', async () => {
      const rows = (await db.query<{ t: string }>(`
        select c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`)).rows;
      assert.deepEqual(rows.map((r) => r.t), []);
    });

    it('every public table and view has a comment', async () => {
      const rows = (await db.query<{ t: string }>(`
        select c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v') and obj_description(c.oid, 'pg_class') is null`)).rows;
      assert.deepEqual(rows.map((r) => r.t), []);
    });

    it('every foreign-key column leads an index', async () => {
      const rows = (await db.query<{ t: string; col: string }>(`
        select c.conrelid::regclass::text as t, a.attname as col
        from pg_constraint c
        join pg_namespace n on n.oid = c.connamespace
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and n.nspname = 'public'
          and not exists (
            select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`)).rows;
      assert.deepEqual(rows.map((r) => `${r.t}.${r.col}`), []);
    });

    it('indexes the filter columns the issue lists', async () => {
      const rows = (await db.query<{ t: string; col: string }>(`
        select c.relname as t, a.attname as col
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind = 'r'
          and a.attname in ('student_id', 'session_id', 'supervisor_id', 'conducted_by', 'created_at', 'user_id', 'email')
          and not exists (select 1 from pg_index i where i.indrelid = c.oid and i.indkey[0] = a.attnum)`)).rows;
      // Not filtered anywhere: the log viewer filters session_id, test_type, log_level and
      // created_at only (spec 2 §7), and extra indexes would tax the insert-heavy log table.
      const exempt = ['system_logs.student_id', 'system_logs.conducted_by', 'd2_norms.created_at'];
      assert.deepEqual(rows.map((r) => `${r.t}.${r.col}`).filter((x) => !exempt.includes(x)), []);
    });

    it('every public view is security_invoker', async () => {
      const rows = (await db.query<{ t: string }>(`
        select c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'v'
          and not coalesce('security_invoker=true' = any (c.reloptions) or 'security_invoker=on' = any (c.reloptions), false)`)).rows;
      assert.deepEqual(rows.map((r) => r.t), []);
    });

    it('every SECURITY DEFINER function in public pins search_path', async () => {
      const rows = (await db.query<{ f: string }>(`
        select p.proname as f from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosecdef
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) cfg where cfg like 'search_path=%')`)).rows;
      assert.deepEqual(rows.map((r) => r.f), []);
    });

    it('notifications are published for realtime', async () => {
      const rows = (await db.query(`select 1 from pg_publication_tables where pubname = 'supabase_realtime' and tablename = 'notifications'`)).rows;
      assert.equal(rows.length, 1);
    });

    it('the seed has the demo accounts with their roles and at least 12 students per trainer', async () => {
      const rows = (await db.query<{ email: string; roles: string[]; students: number; linked: boolean }>(`
        select u.email, u.roles, u.auth_user_id is not null as linked,
               (select count(*)::int from public.users s where s.supervisor_id = u.id and 'kullanici' = any (s.roles)) as students
        from public.users u where u.email like '%@akademi.test' and not (u.email like 'ogrenci%' and u.email <> 'ogrenci1@akademi.test')
        order by u.email`)).rows;
      const by = new Map(rows.map((r) => [r.email, r]));
      assert.deepEqual(by.get('admin@akademi.test')?.roles, ['admin']);
      assert.deepEqual(by.get('cokrol@akademi.test')?.roles, ['admin', 'beyin_antrenoru']);
      for (const t of ['antrenor1', 'antrenor2', 'antrenor3']) assert.ok((by.get(`${t}@akademi.test`)?.students ?? 0) >= 12, t);
      assert.ok(rows.every((r) => r.linked));
      const pw = (await db.query<{ ok: boolean }>(`
        select bool_and(encrypted_password = extensions.crypt('Akademi2026!', encrypted_password)) as ok
        from auth.users where email in ('admin@akademi.test', 'ogrenci1@akademi.test')`)).rows[0];
      assert.equal(pw.ok, true);
    });
  });
}
