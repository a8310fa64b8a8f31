// Test assignments (issue 25 item 2; migration 20261126100100): an assignment notifies the
// student, a Pasif student or test is refused, and the state advances in the database —
// assigned → in_progress (the student starts it, or a session of that type is registered) →
// completed (a result of that type arrives). On PGlite and — with TEST_PG_URL — on PostgreSQL.
//   cd supabase && npx tsx --test tests/rls/test-assignments.test.ts
import { randomUUID } from 'node:crypto';
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Tx } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS, demoStudent } from '../../seed/demo-accounts.ts';
import { targets, inRollback, actAs, actAsOwner, attempt } from './harness.ts';

const A = DEMO_ACCOUNTS;
const o1 = A.ogrenci1.id;
const BURDON = '00000000-0000-4000-e000-000000000021'; // seed: 'Burdon Dikkat Testi'
const D2 = '00000000-0000-4000-e000-000000000022'; // seed: 'd2 Dikkat Testi'
const READING = '00000000-0000-4000-e000-000000000001';
const PASIF_READING = '00000000-0000-4000-e000-000000000005'; // seed: 'Eski Okuma Testi (2024)', Pasif

const assignSql = `insert into public.test_results (test_id, student_id, conducted_by, start_time, status)
  values ($1, $2, $3, now(), 'assigned') returning id::text as id`;

for (const target of targets()) {
  describe(`test assignments on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;

    before(async () => {
      ({ db, cleanup } = await target.open());
    });
    after(async () => {
      await cleanup?.();
    });

    /** antrenor1 assigns a test to ogrenci1 (or another student); returns the row id. */
    async function assign(tx: Tx, testId: string, student = o1): Promise<string> {
      await actAs(tx, 'antrenor1');
      const r = await attempt<{ id: string }>(tx, assignSql, [testId, student, A.antrenor1.id]);
      assert.ok(r.ok, r.message);
      return r.rows[0].id;
    }
    const statusOf = async (tx: Tx, id: string) => {
      await actAsOwner(tx);
      return (await tx.query<{ status: string; started: boolean; completed: boolean }>(
        'select status, started_at is not null as started, completed_at is not null as completed from public.test_results where id = $1',
        [id],
      )).rows[0];
    };
    /** A Burdon / d2 result row as the static page writes it: the registrant, inside ogrenci1's own session. */
    async function playAsStudent(tx: Tx, kind: 'burdon' | 'd2'): Promise<void> {
      const session = randomUUID();
      await actAs(tx, 'ogrenci1');
      const s = await attempt(tx, `insert into public.test_sessions (id, student_id, conducted_by, kind) values ($1, $2, $2, $3)`, [session, o1, kind]);
      assert.ok(s.ok, s.message);
      const table = kind === 'burdon' ? 'burdon_test_results' : 'd2_test_results';
      const r = await attempt(tx, `insert into public.${table} (student_id, conducted_by, session_id) values ($1, $1, $2)`, [o1, session]);
      assert.ok(r.ok, r.message);
    }

    it('an assignment notifies the student, who sees it and its notification', async () => {
      await inRollback(db, async (tx) => {
        const id = await assign(tx, BURDON);
        await actAs(tx, 'ogrenci1');
        const mine = await tx.query<{ id: string; status: string; title: string }>(
          `select r.id::text as id, r.status, t.title from public.test_results r join public.tests t on t.id = r.test_id where r.id = $1`,
          [id],
        );
        assert.deepEqual(mine.rows, [{ id, status: 'assigned', title: 'Burdon Dikkat Testi' }]);
        const n = await tx.query<{ type: string; title: string; message: string; action_url: string; data: Record<string, string> }>(
          `select type, title, message, action_url, data from public.notifications where type = 'test_assigned'`,
        );
        assert.equal(n.rows.length, 1);
        assert.equal(n.rows[0].title, 'Yeni test atandı');
        assert.match(n.rows[0].message, /^Burdon Dikkat Testi testi size tanımlandı\./);
        assert.equal(n.rows[0].action_url, '/dashboard');
        assert.equal(n.rows[0].data.assignment_id, id);
      });
    });

    it('refuses an assignment for a Pasif student and of a Pasif test', async () => {
      await inRollback(db, async (tx) => {
        const other = demoStudent(2).id; // another student of antrenor1
        await tx.query('update public.users set is_active = false where id = $1', [other]);
        await actAs(tx, 'antrenor1');
        const pasifStudent = await attempt(tx, assignSql, [READING, other, A.antrenor1.id]);
        assert.equal(pasifStudent.code, '23514', pasifStudent.message);
        assert.match(pasifStudent.message ?? '', /Pasif bir öğrenciye test tanımlanamaz/);
        const pasifTest = await attempt(tx, assignSql, [PASIF_READING, o1, A.antrenor1.id]);
        assert.equal(pasifTest.code, '23514', pasifTest.message);
      });
    });

    it('a student cannot assign, nor move their assignment by hand; another trainer cannot assign to them', async () => {
      await inRollback(db, async (tx) => {
        const id = await assign(tx, BURDON);
        await actAs(tx, 'ogrenci1');
        const ins = await attempt(tx, assignSql, [BURDON, o1, o1]);
        assert.equal(ins.code, '42501');
        const up = await attempt(tx, `update public.test_results set status = 'completed' where id = $1`, [id]);
        assert.equal(up.affected, 0);
        await actAs(tx, 'antrenor2');
        const foreign = await attempt(tx, assignSql, [BURDON, o1, A.antrenor2.id]);
        assert.equal(foreign.code, '42501');
        assert.equal((await statusOf(tx, id)).status, 'assigned');
      });
    });

    it('Burdon: the student starts it (in_progress), plays it (completed)', async () => {
      await inRollback(db, async (tx) => {
        const id = await assign(tx, BURDON);
        await actAs(tx, 'ogrenci1');
        const t = await tx.query<{ t: string }>('select public.start_test_assignment($1) as t', [id]);
        assert.equal(t.rows[0].t, 'burdon');
        assert.deepEqual(await statusOf(tx, id), { status: 'in_progress', started: true, completed: false });
        await playAsStudent(tx, 'burdon');
        assert.deepEqual(await statusOf(tx, id), { status: 'completed', started: true, completed: true });
      });
    });

    it('d2: registering a session starts the oldest assigned d2 test; the result completes it; a second one waits', async () => {
      await inRollback(db, async (tx) => {
        const first = await assign(tx, D2);
        await tx.query(`select pg_sleep(0.01)`);
        const second = await assign(tx, D2);
        await actAsOwner(tx);
        await tx.query(`update public.test_results set start_time = start_time + interval '1 minute' where id = $1`, [second]);
        const burdon = await assign(tx, BURDON);
        await playAsStudent(tx, 'd2');
        assert.equal((await statusOf(tx, first)).status, 'completed');
        assert.equal((await statusOf(tx, second)).status, 'assigned');
        // a d2 result never completes a Burdon assignment
        assert.equal((await statusOf(tx, burdon)).status, 'assigned');
      });
    });

    it('a result with no session (trusted code: seed, service role) completes the oldest assigned row of that type', async () => {
      await inRollback(db, async (tx) => {
        const id = await assign(tx, BURDON);
        await actAsOwner(tx);
        const r = await attempt(tx, `insert into public.burdon_test_results (student_id, conducted_by) values ($1, $2)`, [o1, A.antrenor1.id]);
        assert.ok(r.ok, r.message);
        assert.equal((await statusOf(tx, id)).status, 'completed');
      });
    });

    it('a run already started from a test list is the one completed; the assignment stays atandı', async () => {
      await inRollback(db, async (tx) => {
        const assigned = await assign(tx, BURDON);
        await actAs(tx, 'antrenor1');
        const started = await attempt<{ id: string }>(
          tx,
          `insert into public.test_results (test_id, student_id, conducted_by, start_time, status) values ($1, $2, $3, now(), 'in_progress') returning id::text as id`,
          [BURDON, o1, A.antrenor1.id],
        );
        assert.ok(started.ok, started.message);
        const session = randomUUID();
        await attempt(tx, `insert into public.test_sessions (id, student_id, conducted_by, kind) values ($1, $2, $3, 'burdon')`, [session, o1, A.antrenor1.id]);
        assert.equal((await statusOf(tx, assigned)).status, 'assigned');
        await actAs(tx, 'antrenor1');
        const r = await attempt(tx, `insert into public.burdon_test_results (student_id, conducted_by, session_id) values ($1, $2, $3)`, [o1, A.antrenor1.id, session]);
        assert.ok(r.ok, r.message);
        assert.equal((await statusOf(tx, started.rows[0].id)).status, 'completed');
        assert.equal((await statusOf(tx, assigned)).status, 'assigned');
      });
    });

    it('start_test_assignment: only the assigned student, only an open assignment', async () => {
      await inRollback(db, async (tx) => {
        const id = await assign(tx, READING);
        for (const who of ['antrenor1', 'admin', 'anon'] as const) {
          await actAs(tx, who);
          const r = await attempt(tx, 'select public.start_test_assignment($1)', [id]);
          assert.equal(r.ok, false, who);
        }
        await actAs(tx, 'ogrenci1');
        const ok = await attempt<{ t: string }>(tx, 'select public.start_test_assignment($1) as t', [id]);
        assert.equal(ok.rows[0].t, 'reading');
        // starting again is harmless
        assert.ok((await attempt(tx, 'select public.start_test_assignment($1)', [id])).ok);
        await actAsOwner(tx);
        await tx.query(`update public.test_results set status = 'completed' where id = $1`, [id]);
        await actAs(tx, 'ogrenci1');
        const done = await attempt(tx, 'select public.start_test_assignment($1)', [id]);
        assert.equal(done.code, '22023');
        // an inactive student cannot start anything
        await actAsOwner(tx);
        const again = await assign(tx, READING);
        await actAsOwner(tx);
        await tx.query('update public.users set is_active = false where id = $1', [o1]);
        await actAs(tx, 'ogrenci1');
        assert.equal((await attempt(tx, 'select public.start_test_assignment($1)', [again])).ok, false);
      });
    });
  });
}
