// Öğrenci Profili RPCs (issue 18) under RLS: the student's trainer, the trainer's temsilci and
// an admin get the data; another trainer, another region's temsilci, another student and anon
// get nothing. On PGlite and — with TEST_PG_URL — on PostgreSQL.
//   cd supabase && npx tsx --test tests/rls/student-profile.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Tx } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { targets, inRollback, actAs, attempt, type Actor } from './harness.ts';

const A = DEMO_ACCOUNTS;
const o1 = A.ogrenci1.id;

interface Results {
  cognitive: Record<string, unknown>[];
  burdon: Record<string, unknown>[];
  d2: Record<string, unknown>[];
  survey: Record<string, unknown>[];
}
interface ExerciseSection {
  exercise_slug: string;
  attempt_count: number;
  days: { day: string; level: number | null; attempts: number; seconds: number }[];
}

for (const target of targets()) {
  describe(`student profile RPCs on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    let seId: string;

    before(async () => {
      ({ db, cleanup } = await target.open());
      // an exercise with attempts on two days for ogrenci1 (committed: every check below reads it)
      seId = (
        await db.query<{ id: string }>(
          `insert into public.student_exercises (student_id, exercise_slug, exercise_title, total_sessions, total_time_seconds, max_level_reached)
           values ($1, 'profil-test', 'Profil Testi', 3, 600, 4) returning id`,
          [o1],
        )
      ).rows[0].id;
      await db.query(
        `insert into public.exercise_attempts (student_exercise_id, student_id, played_at, level, duration_seconds, score)
         values ($1, $2, '2026-01-05T10:00:00Z', 2, 60, 10), ($1, $2, '2026-01-05T11:00:00Z', 3, 90, 20), ($1, $2, '2026-01-07T10:00:00Z', 4, 120, 30)`,
        [seId, o1],
      );
    });
    after(async () => {
      await cleanup?.();
    });

    const as = <T,>(actor: Actor, fn: (tx: Tx) => Promise<T>) =>
      inRollback(db, async (tx) => {
        await actAs(tx, actor);
        return fn(tx);
      });
    const header = (tx: Tx, id = o1) => tx.query<{ h: Record<string, unknown> | null }>('select public.student_profile_header($1) as h', [id]).then((r) => r.rows[0].h);
    const results = (tx: Tx, id = o1) => tx.query<{ r: Results }>('select public.student_profile_results($1) as r', [id]).then((r) => r.rows[0].r);
    const exercises = (tx: Tx, id = o1) => tx.query<{ e: ExerciseSection[] }>('select public.student_profile_exercises($1) as e', [id]).then((r) => r.rows[0].e);
    const owner = async (sql: string) => Number((await db.query<{ n: number }>(sql, [o1])).rows[0].n);

    it('the trainer gets the header with their own name as trainer', async () => {
      const h = await as('antrenor1', (tx) => header(tx));
      assert.ok(h);
      assert.equal(h.first_name, A.ogrenci1.firstName);
      assert.equal((h.trainer as { first_name: string }).first_name, A.antrenor1.firstName);
    });

    it('the trainer, their temsilci and an admin get every result the tables hold', async () => {
      const expected = {
        cognitive: await owner('select count(*)::int as n from public.cognitive_test_result where student_id = $1'),
        burdon: await owner('select count(*)::int as n from public.burdon_test_results where student_id = $1'),
        d2: await owner('select count(*)::int as n from public.d2_test_results where student_id = $1'),
        survey: await owner('select count(*)::int as n from public.parent_survey_results where student_id = $1'),
      };
      assert.ok(expected.cognitive + expected.burdon + expected.d2 > 0, 'the seed gives ogrenci1 results');
      for (const who of ['antrenor1', 'temsilci', 'admin'] as const) {
        const r = await as(who, (tx) => results(tx));
        assert.deepEqual(
          { cognitive: r.cognitive.length, burdon: r.burdon.length, d2: r.d2.length, survey: r.survey.length },
          expected,
          who,
        );
      }
    });

    it('results carry the scores but not the large detail columns, oldest first', async () => {
      const r = await as('antrenor1', (tx) => results(tx));
      if (r.burdon.length > 0) {
        assert.ok('performance_percentage' in r.burdon[0]);
        assert.ok(!('detailed_results' in r.burdon[0]));
      }
      if (r.d2.length > 0) assert.ok(!('line_results' in r.d2[0]) && 'concentration_performance' in r.d2[0]);
      const dates = r.burdon.map((b) => Date.parse(String(b.created_at)));
      assert.deepEqual(dates, [...dates].sort((a, b) => a - b));
    });

    it('exercise attempts are folded into one point per day with the highest level', async () => {
      const e = await as('antrenor1', (tx) => exercises(tx));
      const mine = e.find((x) => x.exercise_slug === 'profil-test');
      assert.ok(mine);
      assert.equal(mine.attempt_count, 3);
      assert.deepEqual(
        mine.days.map((d) => [String(d.day).slice(0, 10), d.level, d.attempts, d.seconds]),
        [
          ['2026-01-05', 3, 2, 150],
          ['2026-01-07', 4, 1, 120],
        ],
      );
    });

    for (const who of ['antrenor2', 'temsilci2', 'anon'] as const) {
      it(`${who} gets no header, no results and no exercises`, async () => {
        if (who === 'anon') {
          // anon may not even call the functions
          const r = await as('anon', (tx) => attempt(tx, 'select public.student_profile_results($1)', [o1]));
          assert.equal(r.ok, false);
          assert.equal(r.code, '42501');
          return;
        }
        const [h, r, e] = await as(who, async (tx) => [await header(tx), await results(tx), await exercises(tx)] as const);
        assert.equal(h, null);
        assert.deepEqual(r, { cognitive: [], burdon: [], d2: [], survey: [] });
        assert.deepEqual(e, []);
      });
    }

    it('another student gets nothing about ogrenci1; a staff id is not a student profile', async () => {
      const other = (await db.query<{ id: string }>(`select id from public.users where supervisor_id = $1 and id <> $2 limit 1`, [A.antrenor1.id, o1])).rows[0].id;
      const h = await as('ogrenci1', (tx) => header(tx, other));
      assert.equal(h, null);
      const staff = await as('admin', (tx) => header(tx, A.antrenor1.id));
      assert.equal(staff, null);
    });
  });
}
