// Issue 26 §2, the last part: "a staff token calling /rest/v1/<result table> directly either gets
// nothing or leaves a record". Staff have no direct SELECT on the result tables, notes and the
// exercise tables (each
// staff role reads [] as PostgREST would run the GET); the reads moved to definer functions
// (recent_activities, dashboard_results, cognitive_report_page, cognitive_session_info,
// student_profile_exercises, student_profile_attempts) record one
// access-log row per student they name, with their path; the date/count functions (last_test_at,
// incomplete_batteries, report_test_counts) answer only for visible students; a trainer reads
// nothing of another trainer's student through any of them. PGlite, and PostgreSQL with TEST_PG_URL.
//   cd supabase && npx tsx --test tests/security/staff-result-reads.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Tx } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { targets, inRollback, actAs, actAsOwner, attempt, type Actor } from '../rls/harness.ts';

const O1 = DEMO_ACCOUNTS.ogrenci1.id;
const STAFF: Actor[] = ['admin', 'temsilci', 'temsilci2', 'antrenor1', 'antrenor2', 'antrenor3', 'cokrol'];
const TABLES = [
  'attention_test_results', 'memory_test_results', 'stroop_test_results', 'puzzle_test_results', 'akil_mantik_test_results',
  'cognitive_test_result', 'burdon_test_results', 'd2_test_results', 'parent_survey_results', 'student_notes',
  // exercise scores (20261127100100): the student's own rows only
  'student_exercises', 'exercise_attempts', 'exercise_progress',
];

interface LogRow { actor_id: string | null; actor_kind: string; what: string; path: string; subject_ref: string }

/** Runs sql as who and returns its rows and the access-log rows it appended. */
async function readAs<T>(db: Db, who: Actor, sql: string, params: unknown[] = []): Promise<{ rows: T[]; log: LogRow[]; refs: Map<string, string> }> {
  return inRollback(db, async (tx: Tx) => {
    const before = (await tx.query<{ n: string }>('select coalesce(max(seq), 0)::text as n from public.access_log')).rows[0].n;
    await actAs(tx, who);
    const rows = (await tx.query<T>(sql, params)).rows;
    await actAsOwner(tx);
    const log = (await tx.query<LogRow>('select actor_id, actor_kind, what, path, subject_ref from public.access_log where seq > $1 order by seq', [before])).rows;
    const refs = new Map<string, string>();
    for (const r of (await tx.query<{ student_id: string; ref: string }>('select student_id::text, private.existing_subject_ref(student_id) as ref from private.subject_keys')).rows) refs.set(r.ref, r.student_id);
    return { rows, log, refs };
  });
}

for (const target of targets()) {
  describe(`staff result reads on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    let o1Session: string;
    let foreignStudent: string;

    before(async () => {
      ({ db, cleanup } = await target.open());
      await db.query(`insert into public.student_notes (created_by, student_id, note_level, note_text) values ($1, $2, 'student', 'Doğrudan okuma notu')`, [DEMO_ACCOUNTS.antrenor1.id, O1]);
      o1Session = (await db.query<{ s: string }>('select session_id::text as s from public.cognitive_test_result where student_id = $1 order by created_at desc limit 1', [O1])).rows[0].s;
      foreignStudent = (await db.query<{ id: string }>(`select id from public.users where supervisor_id = $1 and 'kullanici' = any (roles) limit 1`, [DEMO_ACCOUNTS.antrenor2.id])).rows[0].id;
    });
    after(async () => {
      await cleanup?.();
    });

    it('a direct read of every result table and of notes returns nothing to each staff role (and leaves no record)', async () => {
      for (const t of TABLES) {
        const total = (await db.query<{ n: number }>(`select count(*)::int as n from public.${t}`)).rows[0].n;
        assert.ok(total > 0, `${t} is seeded`);
        for (const who of STAFF) {
          const out = await readAs<{ n: number }>(db, who, `select count(*)::int as n from public.${t}`);
          assert.equal(out.rows[0].n, 0, `${who} GET /rest/v1/${t}`);
          assert.equal(out.log.length, 0);
        }
      }
    });

    it('a student still reads their own results directly, and only those', async () => {
      for (const t of ['burdon_test_results', 'cognitive_test_result', 'd2_test_results']) {
        const own = (await db.query<{ n: number }>(`select count(*)::int as n from public.${t} where student_id = $1`, [O1])).rows[0].n;
        const out = await readAs<{ n: number; others: number }>(db, 'ogrenci1', `select count(*)::int as n, count(*) filter (where student_id <> $1)::int as others from public.${t}`, [O1]);
        assert.equal(out.rows[0].n, own, t);
        assert.equal(out.rows[0].others, 0, t);
      }
    });

    it('recent_activities: the scope\'s results with one record per student returned, path rpc:recent_activities', async () => {
      const out = await readAs<{ student_id: string; test_type: string }>(db, 'antrenor1', `select student_id::text, test_type from public.recent_activities('beyin_antrenoru')`);
      assert.ok(out.rows.length > 0);
      const students = [...new Set(out.rows.map((r) => r.student_id))].sort();
      assert.ok(students.includes(O1));
      assert.ok(!students.includes(foreignStudent));
      assert.equal(out.log.length, students.length, 'one record per student');
      assert.deepEqual(out.log.map((l) => out.refs.get(l.subject_ref)).sort(), students);
      for (const l of out.log) {
        assert.equal(l.path, 'rpc:recent_activities');
        assert.equal(l.what, 'results');
        assert.equal(l.actor_kind, 'staff');
        assert.equal(l.actor_id, DEMO_ACCOUNTS.antrenor1.id);
      }
    });

    it('dashboard_results: figures from anonymous rows, one record per student named in Son Aktiviteler', async () => {
      type Out = { rows: Record<string, unknown>[]; recent: { student_id: string; student_name: string }[] };
      const out = await readAs<{ j: Out }>(db, 'antrenor1', `select public.dashboard_results('beyin_antrenoru', 5) as j`);
      const j = out.rows[0].j;
      assert.ok(j.rows.length >= j.recent.length && j.recent.length > 0 && j.recent.length <= 5);
      for (const r of j.rows) {
        assert.equal(r.student_id, undefined, 'figure rows name no student');
        assert.equal(r.id, undefined);
      }
      const named = [...new Set(j.recent.map((r) => r.student_id))].sort();
      assert.equal(out.log.length, named.length);
      assert.deepEqual(out.log.map((l) => out.refs.get(l.subject_ref)).sort(), named);
      assert.ok(out.log.every((l) => l.path === 'rpc:dashboard_results' && l.what === 'results'));
      // admin: every student; the counts match the tables
      const admin = await readAs<{ n: number }>(db, 'admin', `select jsonb_array_length(public.dashboard_results('admin') -> 'rows') as n`);
      const total = (await db.query<{ n: number }>(`select ((select count(*) from public.cognitive_test_result) + (select count(*) from public.burdon_test_results)
        + (select count(*) from public.d2_test_results) + (select count(*) from public.parent_survey_results))::int as n`)).rows[0].n;
      assert.equal(admin.rows[0].n, Math.min(total, 4000));
    });

    it('cognitive_report_page: the session\'s report with one record; nothing and no record for another trainer', async () => {
      for (const who of ['antrenor1', 'temsilci', 'admin'] as Actor[]) {
        const out = await readAs<{ j: { result: { student_id: string }; student: { first_name: string } } | null }>(db, who, 'select public.cognitive_report_page($1) as j', [o1Session]);
        assert.equal(out.rows[0].j?.result.student_id, O1, who);
        assert.equal(out.rows[0].j?.student.first_name, 'Ali');
        assert.equal(out.log.length, 1, who);
        assert.equal(out.log[0].path, 'rpc:cognitive_report_page');
        assert.equal(out.refs.get(out.log[0].subject_ref), O1);
      }
    });

    it('cognitive_session_info: admin only, one record', async () => {
      const admin = await readAs<{ student_id: string }>(db, 'admin', 'select student_id::text from public.cognitive_session_info($1)', [o1Session]);
      assert.equal(admin.rows.length, 1);
      assert.equal(admin.rows[0].student_id, O1);
      assert.equal(admin.log.length, 1);
      assert.equal(admin.log[0].path, 'rpc:cognitive_session_info');
      const trainer = await readAs(db, 'antrenor1', 'select * from public.cognitive_session_info($1)', [o1Session]);
      assert.equal(trainer.rows.length, 0);
      assert.equal(trainer.log.length, 0);
    });

    it('a trainer reads nothing of another trainer\'s student through any function, and leaves no record', async () => {
      const who: Actor = 'antrenor2';
      const probes: [string, string, unknown[]][] = [
        ['report_burdon_results', 'select count(*)::int as n from public.report_burdon_results($1)', [O1]],
        ['report_d2_results', 'select count(*)::int as n from public.report_d2_results($1)', [O1]],
        ['report_cognitive_results', 'select count(*)::int as n from public.report_cognitive_results($1)', [O1]],
        ['student_profile_header', 'select (public.student_profile_header($1) is not null)::int as n', [O1]],
        ['student_profile_results', 'select (select coalesce(sum(jsonb_array_length(v)), 0)::int from jsonb_each(public.student_profile_results($1)) e(k, v)) as n', [O1]],
        ['student_profile_notes', 'select count(*)::int as n from public.student_profile_notes($1)', [O1]],
        ['cognitive_report_page', 'select (public.cognitive_report_page($1) is not null)::int as n', [o1Session]],
        ['cognitive_session_info', 'select count(*)::int as n from public.cognitive_session_info($1)', [o1Session]],
        ['recent_activities (own role)', `select count(*) filter (where student_id = $1)::int as n from public.recent_activities('beyin_antrenoru')`, [O1]],
        ['recent_activities (claimed admin)', `select count(*)::int as n from public.recent_activities('admin')`, []],
        ['recent_activities (claimed temsilci)', `select count(*)::int as n from public.recent_activities('temsilci')`, []],
        ['dashboard_results (claimed admin)', `select jsonb_array_length(public.dashboard_results('admin') -> 'rows') as n`, []],
        // last_test_at through list_students: a whole users row (the computed field on users) needs demographic_info (20261127110200)
        ['last_test_at', `select count(last_test_at)::int as n from public.list_students('admin') where id = $1`, [O1]],
        ['incomplete_batteries', 'select count(*) filter (where student_id = $1)::int as n from public.incomplete_batteries()', [O1]],
        ['report_test_counts', 'select count(*) filter (where student_id = $1)::int as n from public.report_test_counts()', [O1]],
        ['student_profile_exercises', 'select jsonb_array_length(public.student_profile_exercises($1)) as n', [O1]],
        ['student_profile_attempts', 'select jsonb_array_length(public.student_profile_attempts($1)) as n', [O1]],
      ];
      for (const [name, sql, params] of probes) {
        const out: { rows: { n: number }[]; log: LogRow[]; refs: Map<string, string> } = await readAs<{ n: number }>(db, who, sql, params);
        assert.equal(out.rows[0].n, 0, `${who} ${name}`);
        assert.ok(!out.log.some((l) => out.refs.get(l.subject_ref) === O1), `${who} ${name} leaves no record of O1`);
        // a read in the trainer's own scope records their own students only; every other probe records nothing
        if (!name.endsWith('(own role)')) assert.equal(out.log.length, 0, `${who} ${name} leaves no record`);
      }
      // the seed has what those probes would have returned to O1's own trainer
      const own = await readAs<{ n: number }>(db, 'antrenor1', `select count(last_test_at)::int as n from public.list_students('beyin_antrenoru') where id = $1`, [O1]);
      assert.equal(own.rows[0].n, 1);
      const counts = await readAs<{ n: number }>(db, 'antrenor1', 'select burdon_count as n from public.report_test_counts() where student_id = $1', [O1]);
      assert.ok(counts.rows[0].n > 0);
    });

    it('the view student_exercise_summary is refused to every staff role (service role only)', async () => {
      const total = (await db.query<{ n: number }>('select count(*)::int as n from public.student_exercise_summary')).rows[0].n;
      assert.ok(total > 0, 'exercise totals are seeded');
      for (const who of [...STAFF, 'ogrenci1' as Actor]) {
        const r = await inRollback(db, async (tx: Tx) => {
          await actAs(tx, who);
          return attempt(tx, 'select count(*) from public.student_exercise_summary');
        });
        assert.equal(r.code, '42501', `${who} GET /rest/v1/student_exercise_summary`);
      }
    });

    it('a student still reads their own exercise rows directly, and only those', async () => {
      for (const [t, col] of [['student_exercises', 'student_id'], ['exercise_attempts', 'student_id'], ['exercise_progress', 'user_id']]) {
        const own = (await db.query<{ n: number }>(`select count(*)::int as n from public.${t} where ${col} = $1`, [O1])).rows[0].n;
        assert.ok(own > 0, `${t} has ogrenci1's rows`);
        const out = await readAs<{ n: number; others: number }>(db, 'ogrenci1', `select count(*)::int as n, count(*) filter (where ${col} is distinct from $1)::int as others from public.${t}`, [O1]);
        assert.equal(out.rows[0].n, own, t);
        assert.equal(out.rows[0].others, 0, t);
        assert.equal(out.log.length, 0);
      }
    });

    it('student_profile_exercises and student_profile_attempts: the rows with exactly one record per read, for each staff role that manages the student', async () => {
      const attempts = (await db.query<{ n: number }>('select count(*)::int as n from public.exercise_attempts where student_id = $1', [O1])).rows[0].n;
      assert.ok(attempts > 0);
      for (const who of ['antrenor1', 'temsilci', 'admin'] as Actor[]) {
        const ex = await readAs<{ j: { exercise_slug: string; attempt_count: number }[] }>(db, who, 'select public.student_profile_exercises($1) as j', [O1]);
        assert.ok(ex.rows[0].j.length > 0, who);
        assert.equal(ex.rows[0].j.reduce((s, e) => s + e.attempt_count, 0), attempts, who);
        assert.equal(ex.log.length, 1, `${who} one record`);
        assert.equal(ex.log[0].path, 'rpc:student_profile_exercises');
        assert.equal(ex.log[0].what, 'results');
        assert.equal(ex.log[0].actor_kind, 'staff');
        assert.equal(ex.log[0].actor_id, DEMO_ACCOUNTS[who as 'admin'].id);
        assert.equal(ex.refs.get(ex.log[0].subject_ref), O1);
        const at = await readAs<{ j: { id: string; student_exercises: { exercise_slug: string } }[] }>(db, who, 'select public.student_profile_attempts($1) as j', [O1]);
        assert.equal(at.rows[0].j.length, attempts, who);
        assert.ok(at.rows[0].j.every((a) => a.student_exercises.exercise_slug), 'each attempt names its exercise');
        assert.equal(at.log.length, 1, `${who} one record`);
        assert.equal(at.log[0].path, 'rpc:student_profile_attempts');
        assert.equal(at.refs.get(at.log[0].subject_ref), O1);
      }
      // the student reads their own through the same functions, unrecorded
      const own = await readAs<{ j: unknown[] }>(db, 'ogrenci1', 'select public.student_profile_attempts($1) as j', [O1]);
      assert.equal(own.rows[0].j.length, attempts);
      assert.equal(own.log.length, 0);
      // and nobody else's: another student's exercises are empty, with no record
      for (const fn of ['student_profile_exercises', 'student_profile_attempts']) {
        const other = await readAs<{ n: number }>(db, 'ogrenci1', `select jsonb_array_length(public.${fn}($1)) as n`, [foreignStudent]);
        assert.equal(other.rows[0].n, 0, fn);
        assert.equal(other.log.length, 0, fn);
      }
    });

    // users.demographic_info (20261127110200): no API role reads the column directly
    it('GET /rest/v1/users?select=demographic_info and select=* are refused (42501) for every staff role, a student and anon; other columns still read', async () => {
      for (const who of [...STAFF, 'ogrenci1', 'anon'] as const) {
        for (const sql of [
          'select demographic_info from public.users',
          'select * from public.users',
          `select u.id from public.users u where u.demographic_info ->> 'school_name' is not null`,
          'select to_jsonb(u) from public.users u',
        ]) {
          const r = await inRollback(db, async (tx: Tx) => {
            await actAs(tx, who);
            return attempt(tx, sql);
          });
          assert.equal(r.code, '42501', `${who}: ${sql}`);
        }
        const ok = await inRollback(db, async (tx: Tx) => {
          await actAs(tx, who);
          return attempt<{ n: number }>(tx, 'select count(student_number)::int as n from public.users where id is not null');
        });
        assert.equal(ok.ok, true, `${who} reads the other columns`);
      }
    });

    it('list_students: the scope\'s students with the list columns, never demographic_info; searches the school and the student number; nothing for another trainer\'s student', async () => {
      const cols = await readAs<Record<string, unknown>>(db, 'antrenor1', `select * from public.list_students('beyin_antrenoru')`);
      assert.ok(cols.rows.length > 0);
      assert.ok(!('demographic_info' in cols.rows[0]));
      assert.ok('student_number' in cols.rows[0] && 'last_test_at' in cols.rows[0]);
      assert.ok(!cols.rows.some((r) => r.id === foreignStudent));
      assert.equal(cols.log.length, 0);
      const school = (await db.query<{ school: string; id: string }>(`select demographic_info ->> 'school_name' as school, id from public.users where supervisor_id = $1 and demographic_info ->> 'school_name' is not null limit 1`, [DEMO_ACCOUNTS.antrenor1.id])).rows[0];
      const found = await readAs<{ id: string }>(db, 'antrenor1', `select id from public.list_students('beyin_antrenoru', $1)`, [school.school]);
      assert.ok(found.rows.some((r) => r.id === school.id), 'school search');
      const foreign = await readAs<{ id: string }>(db, 'antrenor1', `select id from public.list_students('temsilci')`);
      assert.equal(foreign.rows.length, 0, 'a trainer passing another role gets nothing of it');
    });

    it('student_birthdays_this_month: the count over the role\'s scope, no record', async () => {
      const month = (await db.query<{ m: string }>(`select to_char(now() at time zone 'Europe/Istanbul', 'MM') as m`)).rows[0].m;
      const expected = (await db.query<{ n: number }>(
        `select count(*)::int as n from public.users where supervisor_id = $1 and 'kullanici' = any (roles)
           and substr(coalesce(nullif(btrim(demographic_info ->> 'birth_date'), ''), demographic_info ->> 'date_of_birth'), 6, 2) = $2`,
        [DEMO_ACCOUNTS.antrenor1.id, month])).rows[0].n;
      const out = await readAs<{ n: number }>(db, 'antrenor1', `select public.student_birthdays_this_month('beyin_antrenoru') as n`);
      assert.equal(out.rows[0].n, expected);
      assert.equal(out.log.length, 0);
      const anon = await inRollback(db, async (tx: Tx) => {
        await actAs(tx, 'anon');
        return attempt(tx, `select public.student_birthdays_this_month('admin')`);
      });
      assert.equal(anon.code, '42501');
    });

    // users.demographic_info (20261127110000): the logged read of a student's demographics
    it('student_demographics: the visible students\' demographics with exactly one record each, path rpc:student_demographics:<screen>', async () => {
      const own = (await db.query<{ id: string }>(`select id from public.users where supervisor_id = $1 and 'kullanici' = any (roles) order by id limit 3`, [DEMO_ACCOUNTS.antrenor1.id])).rows.map((r) => r.id);
      assert.equal(own.length, 3);
      for (const who of ['admin', 'temsilci', 'antrenor1'] as const) {
        const out = await readAs<{ id: string; demographic_info: Record<string, unknown> | null }>(
          db, who, 'select * from public.student_demographics($1::uuid[], $2)', [[...own, own[0]], 'student_list']);
        assert.deepEqual(out.rows.map((r) => r.id).sort(), [...own].sort(), who);
        assert.ok(out.rows.some((r) => r.demographic_info && Object.keys(r.demographic_info).length > 0), `${who} gets demographics`);
        assert.equal(out.log.length, 3, `${who}: one record per student, the duplicate id once`);
        assert.deepEqual(out.log.map((l) => out.refs.get(l.subject_ref)).sort(), [...own].sort());
        for (const l of out.log) {
          assert.equal(l.what, 'demographics');
          assert.equal(l.path, 'rpc:student_demographics:student_list');
          assert.equal(l.actor_id, DEMO_ACCOUNTS[who].id);
          assert.equal(l.actor_kind, 'staff');
        }
      }
    });

    it('student_demographics: nothing and no record for a student the caller may not see (trainer → another trainer\'s student, temsilci2 → temsilci\'s)', async () => {
      for (const who of ['antrenor1', 'antrenor3', 'temsilci2', 'ogrenci1'] as const) {
        const out = await readAs<{ id: string }>(db, who, 'select * from public.student_demographics($1::uuid[], $2)', [[foreignStudent], 'student_list']);
        assert.equal(out.rows.length, 0, who);
        assert.equal(out.log.length, 0, who);
      }
      // a mixed list: only the visible student is returned and recorded
      const out = await readAs<{ id: string }>(db, 'antrenor1', 'select * from public.student_demographics($1::uuid[], $2)', [[O1, foreignStudent], 'profile']);
      assert.deepEqual(out.rows.map((r) => r.id), [O1]);
      assert.equal(out.log.length, 1);
      assert.equal(out.refs.get(out.log[0].subject_ref), O1);
    });

    it('student_demographics: a student reads their own demographics and leaves no record; a staff row read by an admin is not recorded', async () => {
      const own = await readAs<{ id: string; demographic_info: unknown }>(db, 'ogrenci1', 'select * from public.student_demographics($1::uuid[], $2)', [[O1], 'settings']);
      assert.deepEqual(own.rows.map((r) => r.id), [O1]);
      assert.equal(own.log.length, 0);
      const staffRow = await readAs<{ id: string }>(db, 'admin', 'select * from public.student_demographics($1::uuid[], $2)', [[DEMO_ACCOUNTS.antrenor1.id], 'user_details']);
      assert.deepEqual(staffRow.rows.map((r) => r.id), [DEMO_ACCOUNTS.antrenor1.id]);
      assert.equal(staffRow.log.length, 0);
    });

    it('student_demographics: refuses an odd screen name and more than 1000 ids; anon may not call it', async () => {
      for (const [params, code] of [
        [[[O1], 'Kötü yol; drop'], '22023'],
        [[[O1], ''], '22023'],
        [[Array.from({ length: 1001 }, () => O1), 'student_list'], '22023'],
      ] as const) {
        const r = await inRollback(db, async (tx: Tx) => {
          await actAs(tx, 'admin');
          return attempt(tx, 'select * from public.student_demographics($1::uuid[], $2)', [...params]);
        });
        assert.equal(r.code, code);
      }
      const r = await inRollback(db, async (tx: Tx) => {
        await actAs(tx, 'anon');
        return attempt(tx, `select * from public.student_demographics(array['${O1}']::uuid[], 'student_list')`);
      });
      assert.equal(r.code, '42501');
    });

    it('anon may call none of the new functions', async () => {
      for (const sql of [
        `select * from public.recent_activities('admin')`, `select public.dashboard_results('admin')`,
        `select public.cognitive_report_page('${o1Session}')`, `select * from public.cognitive_session_info('${o1Session}')`,
        'select * from public.report_test_counts()',
        `select public.student_profile_exercises('${O1}')`, `select public.student_profile_attempts('${O1}')`,
      ]) {
        const r = await inRollback(db, async (tx: Tx) => {
          await actAs(tx, 'anon');
          return attempt(tx, sql);
        });
        assert.equal(r.code, '42501', sql);
      }
    });
  });
}
