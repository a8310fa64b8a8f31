// RLS matrix: every caller (the demo accounts, anon) × every table × select / insert / update /
// delete, with the expected outcome derived from an independent TypeScript model of the
// hierarchy (spec 1 §6, ARCHITECTURE "Security"). Runs on PGlite, and on PostgreSQL when
// TEST_PG_URL is set.
//   cd supabase && npx tsx --test tests/rls/rls-matrix.test.ts
//   TEST_PG_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npx tsx --test tests/rls/rls-matrix.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Tx } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS, demoStudent, type DemoAccountKey } from '../../seed/demo-accounts.ts';
import { targets, inRollback, actAs, attempt, type Actor } from './harness.ts';

interface UserRow {
  id: string;
  email: string;
  roles: string[];
  supervisor_id: string | null;
}

/** The hierarchy, modelled in TypeScript from the seeded rows (not from the SQL helpers). */
class Model {
  readonly byId = new Map<string, UserRow>();
  constructor(rows: UserRow[]) {
    for (const r of rows) this.byId.set(r.id, r);
  }
  idOf(actor: Actor): string | null {
    return actor === 'anon' || actor === 'service_role' ? null : DEMO_ACCOUNTS[actor].id;
  }
  isAdmin(actor: Actor): boolean {
    const me = this.idOf(actor);
    return !!me && this.byId.get(me)!.roles.includes('admin');
  }
  isStaff(actor: Actor): boolean {
    const me = this.idOf(actor);
    return !!me && this.byId.get(me)!.roles.some((r) => r !== 'kullanici');
  }
  manages(actor: Actor, target: string): boolean {
    const me = this.idOf(actor);
    if (!me) return false;
    const mine = this.byId.get(me)!;
    if (mine.roles.includes('admin')) return true;
    if (target === me) return false;
    const t = this.byId.get(target);
    if (!t) return false;
    const isTemsilci = mine.roles.includes('temsilci');
    const isTrainer = mine.roles.includes('beyin_antrenoru');
    if ((isTemsilci || isTrainer) && t.supervisor_id === me) return true;
    const sup = t.supervisor_id ? this.byId.get(t.supervisor_id) : undefined;
    return isTemsilci && !!sup && sup.supervisor_id === me && sup.roles.includes('beyin_antrenoru');
  }
  sees(actor: Actor, target: string): boolean {
    return target === this.idOf(actor) || this.manages(actor, target);
  }
}

type Rule = (m: Model, actor: Actor, target: string, fixtureSupervisor: string | null) => boolean;
const CHAIN: Rule = (m, a, t) => m.sees(a, t);
const MANAGES: Rule = (m, a, t) => m.manages(a, t);
const OWN: Rule = (m, a, t) => t === m.idOf(a);
const ADMIN: Rule = (m, a) => m.isAdmin(a);
const AUTH: Rule = (_m, a) => a !== 'anon';
const ANYONE: Rule = () => true;
const NOBODY: Rule = () => false;
const STAFF_CHAIN: Rule = (m, a, t) => m.isStaff(a) && m.sees(a, t);
/** an admin on rows about themself (the only result rows a SELECT policy shows an admin) */
const ADMIN_SELF: Rule = (m, a, t) => m.isAdmin(a) && t === m.idOf(a);
const SUPERVISOR_OR_ADMIN: Rule = (m, a, _t, sup) => m.isAdmin(a) || (sup !== null && sup === m.idOf(a));

interface TableCase {
  table: string;
  /** column naming the person a row belongs to (select comparison); null = not per person */
  owner: string | null;
  select: Rule;
  insert: Rule;
  update: Rule;
  delete: Rule;
  /** INSERT as the caller for the target user ($1 = target id, $2 = target email) */
  insertSql: string;
  /** fixture row for the target, inserted as owner; returns id. $1 = target id, $2 = target email, $3 = supervisor id */
  fixtureSql: string;
  /** UPDATE of the fixture row ($1 = id) */
  updateSql: string;
  /** optional parent row for the INSERT, inserted as owner; its id is $4 of insertSql */
  insertSetupSql?: string;
}

/** Substitutes $1..$n with SQL literals (the values are ids and emails the test controls). */
function bind(sql: string, values: (string | null)[]): string {
  return sql.replace(/\$(\d+)/g, (_, i: string) => {
    const v = values[Number(i) - 1];
    return v == null ? 'null' : `'${v.replace(/'/g, "''")}'`;
  });
}

const RESULT_EXTRA: Record<string, [string, string, string]> = {
  attention_test_results: ['accuracy_percentage', '80', 'cognitive'],
  memory_test_results: ['accuracy_percentage', '80', 'cognitive'],
  stroop_test_results: ['accuracy_percentage', '80', 'cognitive'],
  puzzle_test_results: ['accuracy_percentage', '80', 'cognitive'],
  akil_mantik_test_results: ['success_rate', '80', 'cognitive'],
  cognitive_test_result: ['dikkat_skoru', '80', 'cognitive'],
  burdon_test_results: ['total_correct', '10', 'burdon'],
  d2_test_results: ['total_items_processed', '400', 'd2'],
  parent_survey_results: ['total_score', '80', 'parent_survey'],
};

/** Issue 15: a result goes only into a session the caller registered (as its conductor) for a
 *  student they see; the combined cognitive record is written by the aggregator (service role) only. */
const IN_OWN_SESSION: Rule = (m, a, t) => a !== 'anon' && a !== 'service_role' && m.sees(a, t);

/** Issue 26 §2: staff read results only through logging functions; a direct read returns the
 *  caller's own rows only (a student's own results). Without a SELECT policy showing the row,
 *  REST UPDATE and DELETE reach nothing either: the admin keeps them only on rows about themself. */
const resultCases: TableCase[] = Object.entries(RESULT_EXTRA).map(([table, [col, val, kind]]) => ({
  table,
  owner: 'student_id',
  select: OWN,
  insert: table === 'cognitive_test_result' ? NOBODY : IN_OWN_SESSION,
  update: ADMIN_SELF,
  delete: ADMIN_SELF,
  // the session the caller registered ($5 = caller's users.id, $6 = caller's auth id; owner-inserted)
  insertSetupSql: `insert into public.test_sessions (student_id, conducted_by, created_by, kind) values ($1, $5, $6, '${kind}') returning id`,
  insertSql: `insert into public.${table} (student_id, conducted_by, session_id, ${col}) values ($1, public.current_user_id(), $4, ${val})`,
  fixtureSql: `insert into public.${table} (student_id, conducted_by, session_id, ${col}) values ($1, $3, gen_random_uuid(), ${val}) returning id`,
  updateSql: `update public.${table} set created_at = created_at where id = $1`,
}));

const CASES: TableCase[] = [
  {
    table: 'users',
    owner: 'id',
    select: CHAIN,
    insert: ADMIN,
    update: CHAIN,
    delete: MANAGES,
    insertSql: `insert into public.users (email, first_name, last_name) values ('yeni.' || gen_random_uuid() || '@akademi.test', 'Yeni', 'Kişi')`,
    fixtureSql: `select $1::uuid as id, $2::text, $3::uuid`,
    updateSql: `update public.users set first_name = first_name where id = $1`,
  },
  {
    table: 'notifications',
    owner: 'user_id',
    select: OWN,
    insert: CHAIN,
    update: OWN,
    delete: OWN,
    insertSql: `insert into public.notifications (user_id, title, message) values ($1, 'Deneme', 'Deneme mesajı')`,
    fixtureSql: `insert into public.notifications (user_id, title, message) values ($1, 'F', 'F') returning id`,
    updateSql: `update public.notifications set is_read = true, read_at = now() where id = $1`,
  },
  {
    table: 'tests',
    owner: null,
    select: AUTH,
    insert: ADMIN,
    update: ADMIN,
    delete: ADMIN,
    insertSql: `insert into public.tests (title, test_type) values ('Yeni test', 'reading')`,
    fixtureSql: `insert into public.tests (title, test_type) values ('Fikstür', 'field') returning id`,
    updateSql: `update public.tests set is_active = not is_active where id = $1`,
  },
  {
    table: 'test_results',
    owner: 'student_id',
    select: CHAIN,
    insert: STAFF_CHAIN,
    update: SUPERVISOR_OR_ADMIN,
    delete: SUPERVISOR_OR_ADMIN,
    insertSql: `insert into public.test_results (test_id, student_id, conducted_by) select id, $1, public.current_user_id() from public.tests limit 1`,
    fixtureSql: `insert into public.test_results (test_id, student_id, conducted_by) select id, $1, $3 from public.tests limit 1 returning id`,
    updateSql: `update public.test_results set status = 'completed' where id = $1`,
  },
  {
    table: 'test_sessions',
    owner: 'student_id',
    select: CHAIN,
    insert: (m, a, t, sup) => a !== 'anon' && CHAIN(m, a, t, sup),
    update: ADMIN,
    delete: ADMIN,
    insertSql: `insert into public.test_sessions (student_id, conducted_by, kind) values ($1, public.current_user_id(), 'd2')`,
    fixtureSql: `insert into public.test_sessions (student_id, conducted_by, kind) values ($1, $3, 'burdon') returning id`,
    updateSql: `update public.test_sessions set expires_at = now() where id = $1`,
  },
  ...resultCases,
  {
    table: 'system_logs',
    owner: null,
    select: ADMIN,
    insert: ANYONE,
    update: NOBODY,
    delete: ADMIN,
    insertSql: `insert into public.system_logs (log_level, message) values ('info', 'matrix')`,
    fixtureSql: `insert into public.system_logs (log_level, message) values ('warn', 'fixture') returning id`,
    updateSql: `update public.system_logs set message = 'x' where id = $1`,
  },
  {
    table: 'exercise_progress',
    owner: 'user_id',
    // issue 26 §2: staff read exercise scores through logging functions (student_profile_exercises,
    // student_profile_attempts); a direct read returns the caller's own rows, and the admin's
    // REST DELETE reaches only rows about themself (no SELECT policy shows the others)
    select: OWN,
    // issue 28: written only by lms-integration (service role); nobody signed in writes
    insert: NOBODY,
    update: NOBODY,
    delete: ADMIN_SELF,
    insertSql: `insert into public.exercise_progress (email, exercise_type) values ($2, 'matrix-' || gen_random_uuid())`,
    fixtureSql: `insert into public.exercise_progress (email, exercise_type) values ($2, 'fixture') returning id`,
    updateSql: `update public.exercise_progress set total_score = total_score + 10 where id = $1`,
  },
  {
    table: 'student_exercises',
    owner: 'student_id',
    // issue 26 §2: staff read exercise scores through logging functions (student_profile_exercises,
    // student_profile_attempts); a direct read returns the caller's own rows, and the admin's
    // REST DELETE reaches only rows about themself (no SELECT policy shows the others)
    select: OWN,
    // issue 28: written only by lms-integration (service role); nobody signed in writes
    insert: NOBODY,
    update: NOBODY,
    delete: ADMIN_SELF,
    insertSql: `insert into public.student_exercises (student_id, exercise_slug, lms_session_id) values ($1, 'matrix', 'LMS-MATRIX')`,
    fixtureSql: `insert into public.student_exercises (student_id, exercise_slug, lms_session_id) values ($1, 'fixture', 'LMS-FIXTURE') returning id`,
    updateSql: `update public.student_exercises set total_sessions = total_sessions + 1 where id = $1`,
  },
  {
    table: 'exercise_attempts',
    owner: 'student_id',
    // issue 26 §2: staff read exercise scores through logging functions (student_profile_exercises,
    // student_profile_attempts); a direct read returns the caller's own rows, and the admin's
    // REST DELETE reaches only rows about themself (no SELECT policy shows the others)
    select: OWN,
    // issue 28: written only by lms-integration (service role); nobody signed in writes
    insert: NOBODY,
    update: NOBODY,
    delete: ADMIN_SELF,
    insertSetupSql: `insert into public.student_exercises (student_id, exercise_slug, lms_session_id) values ($1, 'parent', 'LMS-PARENT') returning id`,
    insertSql: `insert into public.exercise_attempts (student_exercise_id, student_id, score) values ($4, $1, 5)`,
    fixtureSql: `with se as (insert into public.student_exercises (student_id, exercise_slug, lms_session_id) values ($1, 'fixture', 'LMS-FIXTURE') returning id)
                 insert into public.exercise_attempts (student_exercise_id, student_id, score) select id, $1, 1 from se returning id`,
    updateSql: `update public.exercise_attempts set score = 99 where id = $1`,
  },
  {
    table: 'student_notes',
    owner: 'student_id',
    // issue 26 §2: read through student_profile_notes (logged) only; a staff member may still add one
    select: NOBODY,
    insert: MANAGES,
    update: NOBODY,
    delete: NOBODY,
    insertSql: `insert into public.student_notes (created_by, student_id, note_level, note_text) values (public.current_user_id(), $1, 'student', 'Matris notu')`,
    fixtureSql: `insert into public.student_notes (created_by, student_id, note_level, note_text) values ($3, $1, 'student', 'Fixture') returning id`,
    updateSql: `update public.student_notes set deleted_at = now() where id = $1`,
  },
  {
    // issue 25: the parent report's evaluation text, the student's staff only (not the student)
    table: 'parent_report_evaluations',
    owner: 'student_id',
    select: MANAGES,
    insert: MANAGES,
    update: MANAGES,
    delete: MANAGES,
    insertSql: `insert into public.parent_report_evaluations (student_id, report_date, evaluation_text) values ($1, current_date, 'Matris değerlendirmesi')`,
    fixtureSql: `insert into public.parent_report_evaluations (student_id, report_date, evaluation_text, written_by) values ($1, date '2026-01-05', 'Fixture', $3) returning id`,
    updateSql: `update public.parent_report_evaluations set evaluation_text = 'Güncellendi' where id = $1`,
  },
  {
    table: 'support_messages',
    owner: null,
    select: ADMIN,
    insert: NOBODY,
    update: ADMIN,
    delete: ADMIN,
    insertSql: `insert into public.support_messages (name, email, subject, message) values ('Ad Soyad', 'a@b.test', 'diger', 'En az on karakterlik mesaj')`,
    fixtureSql: `insert into public.support_messages (name, email, subject, message) values ('Ad Soyad', 'a@b.test', 'diger', 'En az on karakterlik mesaj') returning id`,
    updateSql: `update public.support_messages set status = 'resolved' where id = $1`,
  },
  {
    table: 'd2_norms',
    owner: null,
    select: AUTH,
    insert: ADMIN,
    update: ADMIN,
    delete: ADMIN,
    insertSql: `insert into public.d2_norms (score_kind, age_group, raw_score, percentile, source) values ('TN', '60+', 99999, 1, 'matrix')`,
    fixtureSql: `insert into public.d2_norms (score_kind, age_group, raw_score, percentile, source) values ('TN-E', '60+', 88888, 1, 'fixture') returning id`,
    updateSql: `update public.d2_norms set percentile = 2 where id = $1`,
  },
];

const ACTORS: Actor[] = ['admin', 'temsilci', 'temsilci2', 'antrenor1', 'antrenor2', 'antrenor3', 'cokrol', 'ogrenci1', 'anon'];

type TargetKind = 'self' | 'own' | 'foreign';

for (const target of targets()) {
  describe(`RLS matrix on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    let model: Model;
    /** ids of a student of each trainer, for own/foreign targets */
    const studentOf: Record<string, string> = {};

    before(async () => {
      ({ db, cleanup } = await target.open());
      const rows = (await db.query<UserRow>('select id, email, roles, supervisor_id from public.users')).rows;
      model = new Model(rows);
      for (const k of ['antrenor1', 'antrenor2', 'antrenor3', 'cokrol'] as const) {
        const s = rows.find((r) => r.supervisor_id === DEMO_ACCOUNTS[k].id && r.id !== DEMO_ACCOUNTS.ogrenci1.id);
        assert.ok(s, `seed has a student of ${k}`);
        studentOf[k] = s.id;
      }
    });
    after(async () => {
      await cleanup?.();
    });

    function targetFor(actor: Actor, kind: TargetKind): string | null {
      const o1 = DEMO_ACCOUNTS.ogrenci1.id;
      const own: Record<Actor, string> = {
        admin: o1, cokrol: studentOf.cokrol, temsilci: o1, temsilci2: studentOf.antrenor3, antrenor1: o1,
        antrenor2: studentOf.antrenor2, antrenor3: studentOf.antrenor3, ogrenci1: o1, anon: o1, service_role: o1,
      };
      const foreign: Record<Actor, string> = {
        admin: studentOf.antrenor3, cokrol: studentOf.antrenor3, temsilci: studentOf.antrenor3, temsilci2: o1,
        antrenor1: studentOf.antrenor2, antrenor2: o1, antrenor3: o1, ogrenci1: demoStudent(2).id, anon: demoStudent(2).id,
        service_role: o1,
      };
      if (kind === 'self') return model.idOf(actor);
      return kind === 'own' ? own[actor] : foreign[actor];
    }

    it('the seed has the demo hierarchy', () => {
      assert.ok(model.manages('temsilci', DEMO_ACCOUNTS.antrenor1.id));
      assert.ok(model.manages('temsilci', DEMO_ACCOUNTS.ogrenci1.id));
      assert.ok(!model.manages('temsilci2', DEMO_ACCOUNTS.ogrenci1.id));
      assert.ok(model.manages('antrenor1', DEMO_ACCOUNTS.ogrenci1.id));
      assert.ok(model.isAdmin('cokrol') && model.byId.get(DEMO_ACCOUNTS.cokrol.id)!.roles.includes('beyin_antrenoru'));
    });

    for (const c of CASES) {
      describe(c.table, () => {
        it('select: each caller sees exactly the rows the hierarchy allows', async () => {
          const all = (await db.query<{ o: string | null }>(
            `select ${c.owner ?? 'null'}::text as o from public.${c.table}`)).rows.map((r) => r.o);
          assert.ok(all.length > 0, `${c.table} is seeded`);
          for (const actor of ACTORS) {
            const seen = await inRollback(db, async (tx) => {
              await actAs(tx, actor);
              return (await tx.query<{ o: string | null }>(`select ${c.owner ?? 'null'}::text as o from public.${c.table}`)).rows.map((r) => r.o);
            });
            const expected = all.filter((o) => c.select(model, actor, o ?? '', null));
            assert.equal(seen.length, expected.length, `${actor} select ${c.table}: saw ${seen.length} rows, expected ${expected.length}`);
            if (c.owner) assert.deepEqual([...new Set(seen)].sort(), [...new Set(expected)].sort(), `${actor} select ${c.table}: owners`);
          }
        });

        for (const op of ['insert', 'update', 'delete'] as const) {
          it(`${op}: allowed and refused as expected`, async () => {
            const failures: string[] = [];
            for (const actor of ACTORS) {
              for (const kind of ['self', 'own', 'foreign'] as TargetKind[]) {
                const t = targetFor(actor, kind);
                if (!t) continue;
                const tRow = model.byId.get(t)!;
                const sup = tRow.supervisor_id;
                const expected = c[op](model, actor, t, sup);
                const outcome = await inRollback(db, async (tx) => {
                  await tx.query(`select set_config('akademi.skip_result_notifications', 'on', true)`);
                  let sql: string;
                  if (op === 'insert') {
                    const me = model.idOf(actor);
                    const meAuth = actor === 'anon' || actor === 'service_role' ? null : DEMO_ACCOUNTS[actor].authId;
                    const parent = c.insertSetupSql ? (await tx.query<{ id: string }>(bind(c.insertSetupSql, [t, tRow.email, sup, null, me, meAuth]))).rows[0].id : null;
                    await tx.query(`select set_config('akademi.skip_result_notifications', '', true)`);
                    sql = bind(c.insertSql, [t, tRow.email, sup, parent]);
                  } else {
                    const f = await tx.query<{ id: string }>(bind(c.fixtureSql, [t, tRow.email, sup]));
                    const fixtureId = f.rows[0].id;
                    sql = op === 'update' ? bind(c.updateSql, [fixtureId]) : bind(`delete from public.${c.table} where id = $1`, [fixtureId]);
                  }
                  await actAs(tx, actor);
                  const r = await attempt(tx, sql);
                  if (r.ok) return op === 'insert' ? (r.affected > 0 ? 'allow' : 'deny') : r.affected > 0 ? 'allow' : 'deny';
                  if (r.code === '42501') return 'deny';
                  // a foreign-key refusal means RLS let the row through (e.g. deleting a student with results)
                  if ((r.code === '23503' || r.code === '23001') && op === 'delete') return 'allow';
                  return `error ${r.code}: ${r.message}`;
                });
                const want = expected ? 'allow' : 'deny';
                if (outcome !== want) failures.push(`${actor} ${op} ${c.table} (${kind} ${t}): got ${outcome}, expected ${want}`);
              }
            }
            assert.deepEqual(failures, []);
          });
        }
      });
    }

    describe('report_test_counts (definer, visible students only)', () => {
      it('each caller counts only the students they can see, with the true counts', async () => {
        const all = (await db.query<{ student_id: string; burdon_count: number }>(
          `select u.id as student_id, (select count(*) from public.burdon_test_results b where b.student_id = u.id)::int as burdon_count
           from public.users u where 'kullanici' = any (u.roles)`)).rows;
        for (const actor of ACTORS) {
          const seen = await inRollback(db, async (tx) => {
            await actAs(tx, actor);
            const r = await attempt<{ student_id: string; burdon_count: number }>(tx, 'select student_id, burdon_count from public.report_test_counts()');
            return r.ok ? r.rows : [];
          });
          const expected = actor === 'anon' ? [] : all.filter((r) => model.sees(actor, r.student_id));
          assert.deepEqual(seen.map((r) => `${r.student_id}:${r.burdon_count}`).sort(), expected.map((r) => `${r.student_id}:${r.burdon_count}`).sort(), actor);
        }
      });
    });

    describe('student_exercise_summary (service role only)', () => {
      it('every signed-in or anonymous caller is refused; the service role reads every student', async () => {
        const all = (await db.query<{ n: number }>('select count(*)::int as n from public.student_exercise_summary')).rows[0].n;
        assert.ok(all > 0);
        for (const actor of ACTORS) {
          const r = await inRollback(db, async (tx) => {
            await actAs(tx, actor);
            return attempt(tx, 'select student_id from public.student_exercise_summary');
          });
          // issue 26 §2: exercise totals are read through lms-integration (logged), never directly
          assert.equal(r.code, '42501', actor);
        }
        const seen = await inRollback(db, async (tx) => {
          await actAs(tx, 'service_role');
          return (await tx.query<{ n: number }>('select count(*)::int as n from public.student_exercise_summary')).rows[0].n;
        });
        assert.equal(seen, all);
      });
    });

    describe('service_role bypasses RLS', () => {
      it('reads every table in full and inserts support messages', async () => {
        for (const c of CASES) {
          const total = (await db.query<{ n: number }>(`select count(*)::int as n from public.${c.table}`)).rows[0].n;
          const seen = await inRollback(db, async (tx) => {
            await actAs(tx, 'service_role');
            return (await tx.query<{ n: number }>(`select count(*)::int as n from public.${c.table}`)).rows[0].n;
          });
          assert.equal(seen, total, c.table);
        }
        const r = await inRollback(db, async (tx) => {
          await actAs(tx, 'service_role');
          return attempt(tx, CASES.find((c) => c.table === 'support_messages')!.insertSql);
        });
        assert.ok(r.ok, r.message);
      });
    });
  });
}

export type { DemoAccountKey, Tx };
