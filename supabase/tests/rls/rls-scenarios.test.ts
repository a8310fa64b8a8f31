// Named RLS scenarios the issue calls out (cross-trainer leaks, forged result rows, logs,
// role changes), on PGlite and — with TEST_PG_URL — on PostgreSQL.
//   cd supabase && npx tsx --test tests/rls/rls-scenarios.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Tx } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS, demoStudent } from '../../seed/demo-accounts.ts';
import { targets, inRollback, actAs, actAsOwner, attempt, type Actor } from './harness.ts';

const A = DEMO_ACCOUNTS;
const o1 = A.ogrenci1.id;

for (const target of targets()) {
  describe(`RLS scenarios on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    let antrenor2Student: string;

    before(async () => {
      ({ db, cleanup } = await target.open());
      antrenor2Student = (await db.query<{ id: string }>('select id from public.users where supervisor_id = $1 limit 1', [A.antrenor2.id])).rows[0].id;
    });
    after(async () => {
      await cleanup?.();
    });

    const as = <T,>(actor: Actor, fn: (tx: Tx) => Promise<T>, headers?: Record<string, string>) =>
      inRollback(db, async (tx) => {
        await actAs(tx, actor, headers);
        return fn(tx);
      });
    const count = async (tx: Tx, sql: string, params: unknown[] = []) =>
      (await tx.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params)).rows[0].n;

    describe('cross-trainer isolation', () => {
      it("antrenor2 cannot read antrenor1's students", async () => {
        const n = await as('antrenor2', (tx) => count(tx, 'select 1 from public.users where supervisor_id = $1', [A.antrenor1.id]));
        assert.equal(n, 0);
      });
      it("antrenor2 cannot read antrenor1's students' results of any type", async () => {
        for (const t of ['burdon_test_results', 'd2_test_results', 'cognitive_test_result', 'attention_test_results', 'parent_survey_results']) {
          const n = await as('antrenor2', (tx) => count(tx, `select 1 from public.${t} where student_id = $1`, [o1]));
          assert.equal(n, 0, t);
        }
        // …while antrenor1 does see them, through the logging function (issue 26 §2: no direct staff read)
        const direct = await as('antrenor1', (tx) => count(tx, 'select 1 from public.burdon_test_results where student_id = $1', [o1]));
        assert.equal(direct, 0);
        const mine = await as('antrenor1', (tx) => count(tx, 'select 1 from public.report_burdon_results($1)', [o1]));
        assert.ok(mine > 0);
      });
      it("antrenor2 cannot change antrenor1's student or their results", async () => {
        const r = await as('antrenor2', (tx) => attempt(tx, `update public.users set first_name = 'Hacked' where id = $1`, [o1]));
        assert.equal(r.affected, 0);
        const b = await as('antrenor2', (tx) => attempt(tx, 'update public.burdon_test_results set total_score = 999 where student_id = $1', [o1]));
        assert.equal(b.affected, 0);
        const d = await as('antrenor2', (tx) => attempt(tx, 'delete from public.d2_test_results where student_id = $1', [o1]));
        assert.equal(d.affected, 0);
      });
      it("temsilci2 cannot see temsilci's trainers or their students", async () => {
        const n = await as('temsilci2', (tx) => count(tx, 'select 1 from public.users where id = any($1::uuid[])', [[A.antrenor1.id, A.antrenor2.id, o1]]));
        assert.equal(n, 0);
        const own = await as('temsilci2', (tx) => count(tx, 'select 1 from public.users where id = $1', [A.antrenor3.id]));
        assert.equal(own, 1);
      });
      it('temsilci sees its trainers and their students, not other regions', async () => {
        const ids = await as('temsilci', async (tx) => (await tx.query<{ id: string }>('select id from public.users')).rows.map((r) => r.id));
        assert.ok(ids.includes(A.antrenor1.id) && ids.includes(A.antrenor2.id) && ids.includes(o1) && ids.includes(antrenor2Student));
        assert.ok(!ids.includes(A.antrenor3.id) && !ids.includes(A.temsilci2.id) && !ids.includes(A.admin.id));
      });
      it('a student cannot read another student', async () => {
        const n = await as('ogrenci1', (tx) => count(tx, 'select 1 from public.users where id = $1', [demoStudent(2).id]));
        assert.equal(n, 0);
        const self = await as('ogrenci1', (tx) => count(tx, 'select 1 from public.users'));
        assert.equal(self, 1);
      });
      it('anon reads no users, results, notifications or notes', async () => {
        for (const t of ['users', 'burdon_test_results', 'cognitive_test_result', 'notifications', 'student_notes', 'system_logs', 'tests', 'd2_norms']) {
          const n = await as('anon', (tx) => count(tx, `select 1 from public.${t}`));
          assert.equal(n, 0, t);
        }
      });
    });

    describe('result rows: sessions bound to people (issue 15)', () => {
      const burdonInsert = `insert into public.burdon_test_results (student_id, conducted_by, session_id, total_correct) values ($1, $2, $3, 40)`;
      const register = async (tx: Tx, actor: Actor, student: string, kind: string) => {
        const sid = crypto.randomUUID();
        await actAs(tx, actor);
        await tx.query(`insert into public.test_sessions (id, student_id, conducted_by, kind) values ($1, $2, public.current_user_id(), $3)`, [sid, student, kind]);
        return sid;
      };

      it('a forged row for an unknown session is refused with 42501 (anon and signed in)', async () => {
        for (const actor of ['anon', 'antrenor1', 'ogrenci1'] as Actor[]) {
          const r = await as(actor, (tx) => attempt(tx, burdonInsert, [o1, A.antrenor1.id, crypto.randomUUID()]));
          assert.equal(r.code, '42501', actor);
        }
      });
      it('nobody writes a result outside a registered session: the student their own Burdon, the trainer theirs', async () => {
        for (const actor of ['ogrenci1', 'antrenor1', 'admin'] as Actor[]) {
          const r = await as(actor, (tx) => attempt(tx, burdonInsert, [o1, DEMO_ACCOUNTS[actor as 'ogrenci1'].id, null]));
          assert.equal(r.code, '42501', actor);
        }
      });
      it('a session without a conductor, or naming another conductor, cannot be registered', async () => {
        const none = await as('ogrenci1', (tx) => attempt(tx, `insert into public.test_sessions (student_id, kind) values ($1, 'cognitive')`, [o1]));
        assert.equal(none.code, '42501');
        const nullConductor = await as('ogrenci1', (tx) => attempt(tx, `insert into public.test_sessions (student_id, conducted_by, kind) values ($1, null, 'burdon')`, [o1]));
        assert.equal(nullConductor.code, '42501');
        const admin = await as('ogrenci1', (tx) => attempt(tx, `insert into public.test_sessions (student_id, conducted_by, kind) values ($1, $2, 'burdon')`, [o1, A.admin.id]));
        assert.equal(admin.code, '42501');
      });
      it('only the registrant writes into a session; conducted_by is the session\'s, whatever the client sends', async () => {
        const out = await inRollback(db, async (tx) => {
          const sid = await register(tx, 'antrenor1', o1, 'burdon');
          // no RETURNING: staff read no result row back (issue 26 §2); the owner reads conducted_by below
          const claimed = await attempt(tx, burdonInsert, [o1, A.admin.id, sid]);
          const noConductor = await attempt(tx, burdonInsert, [o1, null, sid]);
          await actAsOwner(tx);
          const conductors = (await tx.query<{ conducted_by: string }>('select conducted_by from public.burdon_test_results where session_id = $1 order by created_at, id', [sid])).rows.map((r) => r.conducted_by);
          await actAs(tx, 'antrenor1');
          const otherStudent = await attempt(tx, burdonInsert, [demoStudent(2).id, A.antrenor1.id, sid]);
          const wrongKind = await attempt(tx, `insert into public.d2_test_results (student_id, conducted_by, session_id) values ($1, $2, $3)`, [o1, A.antrenor1.id, sid]);
          const intruders: Record<string, string | undefined> = {};
          for (const actor of ['anon', 'temsilci', 'antrenor2', 'ogrenci1', 'admin'] as Actor[]) {
            await actAs(tx, actor);
            intruders[actor] = (await attempt(tx, burdonInsert, [o1, A.antrenor1.id, sid])).code;
          }
          await actAsOwner(tx);
          const notes = await count(tx, `select 1 from public.notifications where type = 'burdon_test_completed' and data->>'student_id' = $1 and created_at = now()`, [o1]);
          return { claimed, noConductor, conductors, otherStudent, wrongKind, intruders, notes };
        });
        assert.ok(out.claimed.ok, out.claimed.message);
        assert.ok(out.noConductor.ok, out.noConductor.message);
        assert.deepEqual(out.conductors, [A.antrenor1.id, A.antrenor1.id]);
        assert.equal(out.otherStudent.code, '42501');
        assert.equal(out.wrongKind.code, '42501');
        assert.deepEqual(out.intruders, { anon: '42501', temsilci: '42501', antrenor2: '42501', ogrenci1: '42501', admin: '42501' });
        // the trainer (student's supervisor and conductor) is notified once per row; the admin never
        assert.equal(out.notes, 2);
      });
      it('a student who registered their own session writes into it as its conductor', async () => {
        const out = await inRollback(db, async (tx) => {
          const sid = await register(tx, 'ogrenci1', o1, 'cognitive');
          return attempt<{ conducted_by: string }>(tx,
            `insert into public.attention_test_results (student_id, conducted_by, session_id, accuracy_percentage) values ($1, $2, $3, 80) returning conducted_by`, [o1, A.antrenor1.id, sid]);
        });
        assert.ok(out.ok, out.message);
        assert.equal(out.rows[0].conducted_by, o1);
      });
      it("a combined record cannot be written by any API caller, nor squat another trainer's session", async () => {
        const out = await inRollback(db, async (tx) => {
          const sid = await register(tx, 'antrenor1', o1, 'cognitive');
          const own = await attempt(tx, `insert into public.cognitive_test_result (student_id, conducted_by, session_id, dikkat_skoru) values ($1, public.current_user_id(), $2, 99)`, [o1, sid]);
          await actAs(tx, 'antrenor2');
          const squat = await attempt(tx, `insert into public.cognitive_test_result (student_id, conducted_by, session_id, dikkat_skoru) values ($1, public.current_user_id(), $2, 99)`, [antrenor2Student, sid]);
          await actAs(tx, 'service_role');
          const serviceWrongStudent = await attempt(tx, `insert into public.cognitive_test_result (student_id, session_id, dikkat_skoru) values ($1, $2, 99)`, [antrenor2Student, sid]);
          return { own, squat, serviceWrongStudent };
        });
        assert.equal(out.own.code, '42501');
        assert.equal(out.squat.code, '42501');
        assert.equal(out.serviceWrongStudent.code, '42501');
      });
      it('an expired session admits nothing', async () => {
        const sid = crypto.randomUUID();
        const r = await inRollback(db, async (tx) => {
          await tx.query(`insert into public.test_sessions (id, student_id, conducted_by, kind, created_by, created_at, expires_at)
                          values ($1, $2, $3, 'burdon', $4, now() - interval '2 days', now() - interval '1 day')`, [sid, o1, A.antrenor1.id, A.antrenor1.authId]);
          await actAs(tx, 'antrenor1');
          return attempt(tx, burdonInsert, [o1, A.antrenor1.id, sid]);
        });
        assert.equal(r.code, '42501');
      });
      it("a trainer cannot register a session for another trainer's student", async () => {
        const r = await as('antrenor2', (tx) =>
          attempt(tx, `insert into public.test_sessions (student_id, conducted_by, kind) values ($1, public.current_user_id(), 'cognitive')`, [o1]));
        assert.equal(r.code, '42501');
      });
      it('anon cannot register sessions', async () => {
        const r = await as('anon', (tx) => attempt(tx, `insert into public.test_sessions (student_id, kind) values ($1, 'cognitive')`, [o1]));
        assert.equal(r.code, '42501');
      });
      it('alias columns are kept in step', async () => {
        // the sub-test summaries are derived from the answers (issue 15): both alias columns carry
        // the derived figure, whichever name the client used for its claim
        // short_visual questions 1–4 (correct options 2, 0, 3, 1): three right, the fourth wrong, re-scored by the server
        const answers = [2, 0, 3, 0].map((chosenIndex, i) => ({ part: 'short_visual', n: i + 1, chosenIndex, responseTime: 1.2, isCorrect: true }));
        const row = await inRollback(db, async (tx) => {
          const sid = await register(tx, 'antrenor1', o1, 'cognitive');
          // written as the trainer (no RETURNING: staff read no result row back, issue 26 §2), read as the owner
          await tx.query(
            `insert into public.memory_test_results (student_id, conducted_by, session_id, success_rate, detailed_answers)
             values ($1, public.current_user_id(), $2, 77.5, $3::jsonb)`, [o1, sid, JSON.stringify({ short_visual: answers })]);
          await actAsOwner(tx);
          return (await tx.query<{ accuracy_percentage: string; success_rate: string }>('select accuracy_percentage, success_rate from public.memory_test_results where session_id = $1', [sid])).rows[0];
        });
        assert.equal(Number(row.accuracy_percentage), 75);
        assert.equal(Number(row.success_rate), 75);
      });
      it('the alias trigger keeps nulls inside detailed responses', async () => {
        // items 3 (a circle, not pressed) and 2 (a star, pressed), scored as the server re-scores them (issue 15)
        const detailed = {
          '3': { reactionTime: null, isCorrect: true, shape: 'circle', isTarget: false, responded: false, implausible: false },
          '2': { reactionTime: 412, isCorrect: true, shape: 'star', isTarget: true, responded: true, implausible: false },
        };
        const row = await inRollback(db, async (tx) => {
          const sid = await register(tx, 'antrenor1', o1, 'cognitive');
          await tx.query(
            `insert into public.attention_test_results (student_id, conducted_by, session_id, accuracy_percentage, detailed_responses)
             values ($1, public.current_user_id(), $2, 90, $3::jsonb)`, [o1, sid, JSON.stringify(detailed)]);
          await actAsOwner(tx);
          return (await tx.query<{ detailed_responses: unknown; success_rate: string }>('select detailed_responses, success_rate from public.attention_test_results where session_id = $1', [sid])).rows[0];
        });
        assert.deepEqual(row.detailed_responses, detailed);
        // the claimed 90 is replaced by the figure derived from the answers (issue 15): 2 of 2
        assert.equal(Number(row.success_rate), 100);
      });
    });

    describe('system_logs', () => {
      it('anyone may insert; only admins read', async () => {
        const ins = await as('anon', (tx) => attempt(tx, `insert into public.system_logs (log_level, message, session_id) values ('error', 'anon log', 'not-a-uuid')`));
        assert.ok(ins.ok, ins.message);
        for (const actor of ['temsilci', 'antrenor1', 'ogrenci1', 'anon'] as Actor[]) {
          assert.equal(await as(actor, (tx) => count(tx, 'select 1 from public.system_logs')), 0, actor);
        }
        assert.ok((await as('admin', (tx) => count(tx, 'select 1 from public.system_logs'))) > 0);
        const long = await as('anon', (tx) => attempt(tx, `insert into public.system_logs (log_level, message) values ('info', repeat('x', 10001))`));
        assert.equal(long.code, '23514');
      });
    });

    describe('column guards on users', () => {
      it('a trainer cannot set roles or supervisor on their student', async () => {
        const roles = await as('antrenor1', (tx) => attempt(tx, `update public.users set roles = '{kullanici,admin}' where id = $1`, [o1]));
        assert.equal(roles.code, '42501');
        const sup = await as('antrenor1', (tx) => attempt(tx, 'update public.users set supervisor_id = $2 where id = $1', [o1, A.antrenor2.id]));
        assert.equal(sup.code, '42501');
      });
      it('a trainer edits and deactivates their own student', async () => {
        const r = await as('antrenor1', (tx) =>
          attempt(tx, `update public.users set first_name = 'Ali Can', is_active = false, demographic_info = '{"grade_level":"5"}' where id = $1`, [o1]));
        assert.ok(r.ok, r.message);
        assert.equal(r.affected, 1);
      });
      it('a student edits their own profile fields but not roles, activity or demographics', async () => {
        const ok = await as('ogrenci1', (tx) =>
          attempt(tx, `update public.users set first_name = 'Ali', phone = '0532 000 00 00', notification_preferences = '{"emailTestResults":false}' where id = $1`, [o1]));
        assert.ok(ok.ok, ok.message);
        for (const set of [`roles = '{admin}'`, 'is_active = false', `demographic_info = '{}'`, `email = 'baska@akademi.test'`]) {
          const r = await as('ogrenci1', (tx) => attempt(tx, `update public.users set ${set} where id = $1`, [o1]));
          assert.equal(r.code, '42501', set);
        }
      });
      it('an admin changes roles; a temsilci cannot', async () => {
        const ok = await as('admin', (tx) => attempt(tx, `update public.users set roles = '{kullanici,beyin_antrenoru}' where id = $1`, [o1]));
        assert.equal(ok.affected, 1);
        const no = await as('temsilci', (tx) => attempt(tx, `update public.users set roles = '{temsilci}' where id = $1`, [A.antrenor1.id]));
        assert.equal(no.code, '42501');
      });
      it('an unknown role is refused by the check constraint', async () => {
        const r = await as('admin', (tx) => attempt(tx, `update public.users set roles = '{superuser}' where id = $1`, [o1]));
        assert.equal(r.code, '23514');
      });
      it('a deactivated trainer loses access to their students', async () => {
        const n = await inRollback(db, async (tx) => {
          await tx.query('update public.users set is_active = false where id = $1', [A.antrenor1.id]);
          await actAs(tx, 'antrenor1');
          return count(tx, 'select 1 from public.users');
        });
        assert.equal(n, 1);
      });
    });

    describe('sign-up', () => {
      it('a new auth account gets a kullanici profile whatever its metadata says', async () => {
        const row = await inRollback(db, async (tx) => {
          const id = crypto.randomUUID();
          await tx.query(`insert into auth.users (id, email, raw_user_meta_data) values ($1, 'Yeni.Ogrenci@Akademi.test', '{"first_name":"Yeni","last_name":"Öğrenci","roles":["admin"]}')`, [id]);
          return (await tx.query<{ roles: string[]; first_name: string; email: string }>('select roles, first_name, email from public.users where auth_user_id = $1', [id])).rows[0];
        });
        assert.deepEqual(row.roles, ['kullanici']);
        assert.equal(row.first_name, 'Yeni');
        assert.equal(row.email, 'yeni.ogrenci@akademi.test');
      });
    });

    describe('notifications', () => {
      it('a user reads and updates only their own', async () => {
        const other = await as('antrenor1', (tx) => count(tx, 'select 1 from public.notifications where user_id <> public.current_user_id()'));
        assert.equal(other, 0);
        const mine = await as('antrenor1', (tx) => count(tx, 'select 1 from public.notifications'));
        assert.ok(mine >= 6);
        const upd = await as('antrenor2', (tx) => attempt(tx, 'update public.notifications set is_read = true where user_id = $1', [A.antrenor1.id]));
        assert.equal(upd.affected, 0);
      });
      it('the seed gives every staff user unread and high/urgent notifications', async () => {
        for (const k of ['admin', 'temsilci', 'temsilci2', 'antrenor1', 'antrenor2', 'antrenor3', 'cokrol'] as const) {
          const r = (await db.query<{ total: number; unread: number; hot: number }>(
            `select count(*)::int as total, count(*) filter (where not is_read)::int as unread,
                    count(*) filter (where priority in ('high', 'urgent'))::int as hot
             from public.notifications where user_id = $1`, [A[k].id])).rows[0];
          assert.ok(r.total >= 6 && r.unread > 0 && r.hot > 0, `${k}: ${JSON.stringify(r)}`);
        }
      });
    });

    describe('student notes', () => {
      it('a student does not read notes about themself; staff neither read nor change them directly (issue 26 §2)', async () => {
        assert.equal(await as('ogrenci1', (tx) => count(tx, 'select 1 from public.student_notes')), 0);
        assert.equal(await as('antrenor1', (tx) => count(tx, 'select 1 from public.student_notes where student_id = $1', [o1])), 0);
        // the author reads them through student_profile_notes (logged) and deletes them through lms-integration
        assert.ok((await as('antrenor1', (tx) => count(tx, 'select 1 from public.student_profile_notes($1)', [o1]))) > 0);
        const r = await as('antrenor1', (tx) => attempt(tx, 'update public.student_notes set deleted_at = now() where student_id = $1 and deleted_at is null', [o1]));
        assert.equal(r.affected, 0);
        const hard = await as('antrenor1', (tx) => attempt(tx, 'delete from public.student_notes where student_id = $1', [o1]));
        assert.equal(hard.affected, 0);
      });
    });
  });
}
