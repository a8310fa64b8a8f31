// Length limits on user-written text (issue 14 item 4, issue 17 item 4; migration
// 20261123000320): at the limit accepted, one character over refused with 23514, on PGlite
// and (TEST_PG_URL) PostgreSQL — with the demo seed loaded, which shows the seed fits.
//   cd supabase && npx tsx --test tests/schema/text-limits.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Tx } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { targets, inRollback, actAs, attempt } from '../rls/harness.ts';

interface Limit {
  table: string;
  column: string;
  max: number;
  /** SQL expression of exactly $n characters (default repeat('ş', $n)) */
  value?: (n: number) => string;
}

const email = (n: number) => `repeat('a', ${n - '@akademi.test'.length}) || '@akademi.test'`;

const LIMITS: Limit[] = [
  { table: 'users', column: 'first_name', max: 100 },
  { table: 'users', column: 'last_name', max: 100 },
  // a phone is a Turkish number since 20261126120000: '0532', spaces, '1234567' is n characters
  { table: 'users', column: 'phone', max: 32, value: (n) => `'0532' || repeat(' ', ${n - 11}) || '1234567'` },
  { table: 'users', column: 'email', max: 254, value: email },
  { table: 'notifications', column: 'title', max: 200 },
  { table: 'notifications', column: 'message', max: 5000 },
  { table: 'notifications', column: 'action_url', max: 2000 },
  { table: 'tests', column: 'title', max: 200 },
  { table: 'tests', column: 'description', max: 5000 },
  { table: 'system_logs', column: 'message', max: 10000 },
  { table: 'system_logs', column: 'current_url', max: 2000 },
  { table: 'system_logs', column: 'user_agent', max: 1000 },
  { table: 'system_logs', column: 'session_id', max: 100 },
  { table: 'system_logs', column: 'log_source', max: 200 },
  { table: 'exercise_progress', column: 'exercise_type', max: 100 },
  { table: 'student_exercises', column: 'exercise_title', max: 200 },
  { table: 'student_notes', column: 'note_text', max: 5000 },
  { table: 'student_notes', column: 'note_title', max: 200 },
  { table: 'support_messages', column: 'name', max: 100 },
  { table: 'support_messages', column: 'message', max: 5000 },
  { table: 'support_messages', column: 'email', max: 254, value: email },
  { table: 'd2_norms', column: 'source', max: 500 },
];

/** Ensures one row exists in the table (inside the rolled-back transaction) and returns its id. */
async function someRow(tx: Tx, table: string): Promise<string> {
  const found = (await tx.query<{ id: string }>(`select id::text as id from public.${table} limit 1`)).rows[0];
  if (found) return found.id;
  const inserts: Record<string, string> = {
    support_messages: `insert into public.support_messages (name, email, subject, message) values ('Ad Soyad', 'a@b.test', 'diger', 'En az on karakterlik mesaj') returning id::text as id`,
    system_logs: `insert into public.system_logs (log_level, message) values ('info', 'x') returning id::text as id`,
  };
  assert.ok(inserts[table], `no row in ${table}`);
  return (await tx.query<{ id: string }>(inserts[table])).rows[0].id;
}

for (const target of targets()) {
  describe(`text length limits on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;

    before(async () => {
      ({ db, cleanup } = await target.open());
    });
    after(async () => {
      await cleanup?.();
    });

    it('the demo seed loads under the limits', async () => {
      const n = (await db.query<{ n: number }>('select count(*)::int as n from public.users')).rows[0].n;
      assert.ok(n > 40, `seeded users: ${n}`);
    });

    for (const l of LIMITS) {
      it(`${l.table}.${l.column}: ${l.max} accepted, ${l.max + 1} refused (23514)`, async () => {
        const v = l.value ?? ((n: number) => `repeat('ş', ${n})`);
        const run = (n: number) =>
          inRollback(db, async (tx) => {
            const id = await someRow(tx, l.table);
            return attempt(tx, `update public.${l.table} set ${l.column} = ${v(n)} where id = $1`, [id]);
          });
        const ok = await run(l.max);
        assert.ok(ok.ok && ok.affected === 1, `${l.max}: ${ok.code} ${ok.message}`);
        const over = await run(l.max + 1);
        assert.equal(over.code, '23514', `${l.max + 1}: ${over.ok ? 'accepted' : over.message}`);
      });
    }

    it('a student editing their own surname through RLS gets 23514 past 100 characters', async () => {
      const r = await inRollback(db, async (tx) => {
        await actAs(tx, 'ogrenci1');
        const ok = await attempt(tx, `update public.users set last_name = repeat('y', 100) where id = $1`, [DEMO_ACCOUNTS.ogrenci1.id]);
        const over = await attempt(tx, `update public.users set last_name = repeat('y', 240) where id = $1`, [DEMO_ACCOUNTS.ogrenci1.id]);
        return { ok, over };
      });
      assert.equal(r.ok.affected, 1);
      assert.equal(r.over.code, '23514');
    });

    it('anon cannot store a 100 kB string in any system_logs text column', async () => {
      for (const col of ['message', 'current_url', 'user_agent', 'session_id', 'student_id', 'conducted_by', 'test_type', 'log_source']) {
        const r = await inRollback(db, async (tx) => {
          await actAs(tx, 'anon');
          return attempt(tx, `insert into public.system_logs (log_level, ${col}) values ('info', repeat('a', 100000))`);
        });
        assert.equal(r.code, '23514', col);
      }
    });

    it('demographic_info: per-key limits and a cap on the whole object', async () => {
      const set = (info: Record<string, string>) =>
        inRollback(db, (tx) => attempt(tx, 'update public.users set demographic_info = $2::jsonb where id = $1', [DEMO_ACCOUNTS.ogrenci1.id, JSON.stringify(info)]));
      assert.ok((await set({ notes: 'n'.repeat(5000), school_name: 'o'.repeat(200), parent_name: 'p'.repeat(100), parent_phone: `0532${' '.repeat(21)}1234567` })).ok);
      assert.equal((await set({ notes: 'n'.repeat(5001) })).code, '23514');
      assert.equal((await set({ school_name: 'o'.repeat(201) })).code, '23514');
      assert.equal((await set({ parent_name: 'p'.repeat(101) })).code, '23514');
      assert.equal((await set({ parent_phone: `0532${' '.repeat(22)}1234567` })).code, '23514');
      assert.equal((await set({ parent_email: `${'a'.repeat(250)}@b.tr` })).code, '23514');
      assert.equal((await set({ something_else: 'x'.repeat(501) })).code, '23514');
      const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, 'x'.repeat(400)]));
      assert.equal((await set(many)).code, '23514');
    });
  });
}
