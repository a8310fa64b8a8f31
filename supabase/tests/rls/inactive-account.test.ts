// A deactivated account (users.is_active = false) has no access (issue 14 item 8): for an
// admin, a temsilci, a trainer and a student, deactivated inside the test transaction, every
// table and view of the public schema reads 0 rows (except the caller's own users row, kept
// so the sign-in screen can say "deactivated" rather than "removed"), and every write the
// same caller makes when active is refused. Re-activating restores access. On PGlite, and on
// PostgreSQL when TEST_PG_URL is set.
//   cd supabase && npx tsx --test tests/rls/inactive-account.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Tx } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../seed/demo-accounts.ts';
import { targets, inRollback, actAs, actAsOwner, attempt } from './harness.ts';

const A = DEMO_ACCOUNTS;

/** A write the caller makes as an active user; $me = caller id, $t = a student they manage (or self), $te = its e-mail. */
interface Write {
  name: string;
  sql: string;
  /** who may do it while active */
  who: (k: DemoAccountKey) => boolean;
  /** a test session of this kind the caller registered (as conductor) before the write; its id is $s */
  session?: 'burdon' | 'cognitive';
}

/** The session a write runs inside (issue 15: results are written only inside a session the writer registered). */
const SESSION_ID = '7a3c2e10-5b4d-4c6e-9f01-0123456789ab';

const anyone = () => true;
const staff = (k: DemoAccountKey) => k !== 'ogrenci1';
const adminOnly = (k: DemoAccountKey) => k === 'admin';

const WRITES: Write[] = [
  { name: 'users: update own profile', sql: `update public.users set first_name = first_name || '' where id = $me`, who: anyone },
  { name: 'users: update managed user', sql: `update public.users set first_name = first_name || '' where id = $t`, who: staff },
  { name: 'users: insert', sql: `insert into public.users (email) values ('pasif.' || gen_random_uuid() || '@akademi.test')`, who: adminOnly },
  { name: 'notifications: insert for self', sql: `insert into public.notifications (user_id, title, message) values ($me, 'T', 'M')`, who: anyone },
  { name: 'notifications: insert for managed user', sql: `insert into public.notifications (user_id, title, message) values ($t, 'T', 'M')`, who: staff },
  { name: 'notifications: mark own read', sql: `update public.notifications set is_read = true where user_id = $me`, who: anyone },
  { name: 'test_sessions: register', sql: `insert into public.test_sessions (student_id, conducted_by, kind) values ($t, $me, 'd2')`, who: anyone },
  { name: 'test_results: assign', sql: `insert into public.test_results (test_id, student_id, conducted_by) select id, $t, $me from public.tests limit 1`, who: staff },
  { name: 'burdon_test_results: insert as conductor', sql: `insert into public.burdon_test_results (student_id, conducted_by, session_id) values ($t, $me, $s)`, who: anyone, session: 'burdon' },
  { name: 'attention_test_results: insert as conductor', sql: `insert into public.attention_test_results (student_id, conducted_by, session_id) values ($t, $me, $s)`, who: anyone, session: 'cognitive' },
  // (exercise_progress / student_exercises: no signed-in account writes them since issue 28, active or not —
  //  rls-matrix.test.ts covers that; lms-integration writes them with the service role.)
  { name: 'student_notes: insert', sql: `insert into public.student_notes (created_by, student_id, note_level, note_text) values ($me, $t, 'student', 'Not')`, who: staff },
  { name: 'tests: insert', sql: `insert into public.tests (title, test_type) values ('Pasif', 'reading')`, who: adminOnly },
  { name: 'd2_norms: insert', sql: `insert into public.d2_norms (score_kind, age_group, raw_score, percentile, source) values ('TN', '60+', 77777, 1, 'pasif')`, who: adminOnly },
  { name: 'd2_norms: delete', sql: `delete from public.d2_norms where raw_score in (select raw_score from public.d2_norms limit 1)`, who: adminOnly },
  { name: 'users: deactivate a managed user', sql: `update public.users set is_active = false where id = $t`, who: staff },
];

const CALLERS: { key: DemoAccountKey; target: string; targetEmail: string }[] = [
  { key: 'admin', target: A.ogrenci1.id, targetEmail: A.ogrenci1.email },
  { key: 'temsilci', target: A.antrenor1.id, targetEmail: A.antrenor1.email },
  { key: 'antrenor1', target: A.ogrenci1.id, targetEmail: A.ogrenci1.email },
  { key: 'ogrenci1', target: A.ogrenci1.id, targetEmail: A.ogrenci1.email },
];

function bind(sql: string, me: string, t: string, te: string): string {
  return sql.replace(/\$s\b/g, `'${SESSION_ID}'`).replace(/\$me/g, `'${me}'`).replace(/\$te/g, `'${te}'`).replace(/\$t/g, `'${t}'`);
}

for (const target of targets()) {
  describe(`inactive accounts on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    let relations: string[];

    before(async () => {
      ({ db, cleanup } = await target.open());
      relations = (
        await db.query<{ table_name: string }>(
          `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
        )
      ).rows.map((r) => r.table_name);
    });
    after(async () => {
      await cleanup?.();
    });

    const setActive = async (tx: Tx, id: string, active: boolean) => {
      await actAsOwner(tx);
      await tx.query('update public.users set is_active = $2 where id = $1', [id, active]);
    };

    /** Rows the caller reads per relation (a permission error counts as 0). */
    const readAll = async (tx: Tx): Promise<Record<string, number>> => {
      const out: Record<string, number> = {};
      for (const rel of relations) {
        const r = await attempt<{ n: number }>(tx, `select count(*)::int as n from public.${rel}`);
        out[rel] = r.ok ? r.rows[0].n : 0;
      }
      return out;
    };

    for (const c of CALLERS) {
      const me = A[c.key].id;

      it(`${c.key}: reads nothing but its own users row while inactive, everything again after re-activation`, async () => {
        const { active, inactive, reactivated, ownRow, report } = await inRollback(db, async (tx) => {
          await actAs(tx, c.key);
          const active = await readAll(tx);
          await setActive(tx, me, false);
          await actAs(tx, c.key);
          const inactive = await readAll(tx);
          const ownRow = (await tx.query<{ id: string; is_active: boolean }>('select id, is_active from public.users')).rows;
          const report = (await tx.query('select * from public.report_test_counts()')).rows;
          await setActive(tx, me, true);
          await actAs(tx, c.key);
          const reactivated = await readAll(tx);
          return { active, inactive, reactivated, ownRow, report };
        });
        // the caller does read data while active (so the zeros below mean something)
        const seenActive = Object.entries(active).filter(([rel, n]) => rel !== 'users' && n > 0).map(([rel]) => rel);
        assert.ok(seenActive.length >= 2, `${c.key} reads data while active: ${seenActive.join(', ')}`);
        // users: the own row (see the migration)
        const leaks = Object.entries(inactive).filter(([rel, n]) => (rel === 'users' ? n !== 1 : n !== 0));
        assert.deepEqual(leaks, [], `${c.key} inactive reads`);
        assert.deepEqual(ownRow, [{ id: me, is_active: false }], 'own row only, flagged inactive');
        // report_test_counts (definer) answers only for visible students: none for an inactive caller
        assert.deepEqual(report, [], 'report counts: nothing while inactive');
        assert.deepEqual(reactivated, active, 're-activation restores exactly the same view');
      });

      it(`${c.key}: every write it makes while active is refused while inactive`, async () => {
        const mine = WRITES.filter((w) => w.who(c.key));
        assert.ok(mine.length >= 6); // a student: 6 since issue 28 (no direct exercise-progress writes)
        const failures: string[] = [];
        for (const w of mine) {
          const sql = bind(w.sql, me, c.target, c.targetEmail);
          for (const state of ['active', 'inactive', 'reactivated'] as const) {
            const r = await inRollback(db, async (tx) => {
              await tx.query(`select set_config('akademi.skip_result_notifications', 'on', true)`);
              if (w.session) {
                await actAsOwner(tx);
                await tx.query(
                  `insert into public.test_sessions (id, student_id, conducted_by, created_by, kind)
                   select $1, $2, u.id, u.auth_user_id, $3 from public.users u where u.id = $4`,
                  [SESSION_ID, c.target, w.session, me],
                );
              }
              if (state !== 'active') await setActive(tx, me, false);
              if (state === 'reactivated') await setActive(tx, me, true);
              await actAs(tx, c.key);
              return attempt(tx, sql);
            });
            const allowed = r.ok && r.affected > 0;
            if (r.ok === false && r.code !== '42501') failures.push(`${w.name} (${state}): unexpected error ${r.code} ${r.message}`);
            else if (allowed !== (state !== 'inactive')) failures.push(`${w.name} (${state}): ${allowed ? 'allowed' : 'refused'}`);
          }
        }
        assert.deepEqual(failures, []);
      });

      it(`${c.key}: deletes nothing in any table while inactive`, async () => {
        const failures: string[] = [];
        for (const rel of relations) {
          const kind = (await db.query<{ table_type: string }>(
            `select table_type from information_schema.tables where table_schema = 'public' and table_name = $1`, [rel])).rows[0].table_type;
          if (kind !== 'BASE TABLE') continue;
          const r = await inRollback(db, async (tx) => {
            await setActive(tx, me, false);
            await actAs(tx, c.key);
            return attempt(tx, `delete from public.${rel}`);
          });
          if (r.ok && r.affected > 0) failures.push(`${rel}: deleted ${r.affected}`);
          if (!r.ok && r.code !== '42501') failures.push(`${rel}: ${r.code} ${r.message}`);
        }
        assert.deepEqual(failures, []);
      });
    }

    it('an inactive caller cannot re-activate itself', async () => {
      for (const k of ['admin', 'antrenor1', 'ogrenci1'] as const) {
        const r = await inRollback(db, async (tx) => {
          await setActive(tx, A[k].id, false);
          await actAs(tx, k);
          const u = await attempt(tx, 'update public.users set is_active = true where id = $1', [A[k].id]);
          await actAsOwner(tx);
          const now = (await tx.query<{ is_active: boolean }>('select is_active from public.users where id = $1', [A[k].id])).rows[0];
          return { u, now };
        });
        assert.equal(r.now.is_active, false, k);
      }
    });

    it("a trainer's deactivation does not hide that trainer from the admin (managers keep managing)", async () => {
      const n = await inRollback(db, async (tx) => {
        await setActive(tx, A.antrenor1.id, false);
        await actAs(tx, 'admin');
        return (await tx.query<{ n: number }>('select count(*)::int as n from public.users where id = $1 or supervisor_id = $1', [A.antrenor1.id])).rows[0].n;
      });
      assert.ok(n > 1);
    });
  });
}
