// Öğrenci Profili at scale (issue 18): a student with 200 cognitive sessions and 5,000 exercise
// attempts (5 exercise types × 1,000, spread over a year) plus 40 Burdon, 40 d2 and 12 survey
// results, seeded into a fresh local server. Signed in as the student's trainer through an
// unmodified supabase-js, it times the page's load exactly as mf-reports makes it — the four
// section requests sent together (four RPCs) — and the Excel export's extra read of
// every exercise attempt (one logging RPC, student_profile_attempts). Prints requests, payload bytes, p50/p95 ms.
//
//   npx tsx bench/student-profile.ts                          # PGlite, then PostgreSQL if reachable
//   BENCH_RUNS=20 BENCH_BACKENDS=pglite npx tsx bench/student-profile.ts
//   TEST_PG_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npx tsx bench/student-profile.ts
import { connect } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO_ACCOUNTS } from '../supabase/seed/demo-accounts.ts';
import { signIn, startTestServer, type TestServer } from '../supabase/tests/helpers/local-server.ts';

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const STUDENT = DEMO_ACCOUNTS.ogrenci1.id;
const TRAINER = DEMO_ACCOUNTS.antrenor1;
const COGNITIVE = 200;
const EXERCISES = 5;
const ATTEMPTS_PER_EXERCISE = 1000;

function reachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = connect({ host: u.hostname, port: Number(u.port || 5432) }, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.setTimeout(1000, () => {
      s.destroy();
      resolve(false);
    });
  });
}

async function seed(server: TestServer): Promise<void> {
  const db = server.db;
  const t = performance.now();
  await db.query(
    `insert into public.cognitive_test_result (student_id, conducted_by, session_id, test_start_time, test_end_time, duration_seconds,
        dikkat_skoru, hafiza_skoru, isleme_hizi_skoru, gorsel_isleme_skoru, akil_mantik_yurutme_skoru, bilissel_esneklik_skoru, created_at)
     select $1, $2, gen_random_uuid(), now() - make_interval(days => i * 2, mins => 30), now() - make_interval(days => i * 2), 1800,
        40 + (i * 7) % 55, 35 + (i * 11) % 60, 45 + (i * 5) % 50, 50 + (i * 3) % 45, 30 + (i * 13) % 65, 40 + (i * 17) % 55,
        now() - make_interval(days => i * 2)
     from generate_series(1, ${COGNITIVE}) i`,
    [STUDENT, TRAINER.id],
  );
  await db.query(
    `insert into public.burdon_test_results (student_id, conducted_by, section1_correct, section1_wrong, section1_missed, section2_correct, section2_wrong, section2_missed,
        section3_correct, section3_wrong, section3_missed, total_correct, total_wrong, total_missed, created_at)
     select $1, $2, 30, 2, 3, 31, 2, 3, 29, 3, 4, 90 + i % 20, 7, 10, now() - make_interval(days => i * 9) from generate_series(1, 40) i`,
    [STUDENT, TRAINER.id],
  );
  await db.query(
    `insert into public.d2_test_results (student_id, conducted_by, total_items_processed, correct_selections, omission_errors, commission_errors, total_errors,
        concentration_performance, total_net_performance, fluctuation_rate, created_at)
     select $1, $2, 400 + i, 150 + i, 10, 5, 15, 145 + i, 385 + i, 12, now() - make_interval(days => i * 9) from generate_series(1, 40) i`,
    [STUDENT, TRAINER.id],
  );
  await db.query(
    `insert into public.parent_survey_results (student_id, conducted_by, total_score, created_at)
     select $1, $2, 80 + i * 3, now() - make_interval(days => i * 30) from generate_series(1, 12) i`,
    [STUDENT, TRAINER.id],
  );
  for (let e = 1; e <= EXERCISES; e++) {
    const id = (
      await db.query<{ id: string }>(
        `insert into public.student_exercises (student_id, exercise_slug, exercise_title, total_sessions, total_time_seconds, max_level_reached)
         values ($1, $2, $3, $4, $5, 10) returning id`,
        [STUDENT, `bench-exercise-${e}`, `Bench Egzersizi ${e}`, ATTEMPTS_PER_EXERCISE, ATTEMPTS_PER_EXERCISE * 90],
      )
    ).rows[0].id;
    await db.query(
      `insert into public.exercise_attempts (student_exercise_id, student_id, played_at, score, correct, wrong, accuracy, level, duration_seconds)
       select $1, $2, now() - make_interval(mins => i * 525), i % 100, 8, 2, 80, 1 + (${ATTEMPTS_PER_EXERCISE} - i) / 100, 90
       from generate_series(1, ${ATTEMPTS_PER_EXERCISE}) i`,
      [id, STUDENT],
    );
  }
  console.log(`  seeded 200 cognitive, 40 Burdon, 40 d2, 12 survey, ${EXERCISES * ATTEMPTS_PER_EXERCISE} attempts in ${(performance.now() - t).toFixed(0)} ms`);
}

/** The page's load: the four section requests mf-reports sends together. */
async function loadPage(c: SupabaseClient): Promise<{ ms: number; requests: number; bytes: number; cognitive: number; days: number }> {
  const t = performance.now();
  const [header, results, exercises, notes] = await Promise.all([
    c.rpc('student_profile_header', { p_student_id: STUDENT }),
    c.rpc('student_profile_results', { p_student_id: STUDENT }),
    c.rpc('student_profile_exercises', { p_student_id: STUDENT }),
    c.rpc('student_profile_notes', { p_student_id: STUDENT, p_limit: 100 }),
  ]);
  const ms = performance.now() - t;
  for (const r of [header, results, exercises, notes]) if (r.error) throw new Error(JSON.stringify(r.error));
  const bytes = [header, results, exercises, notes].reduce((n, r) => n + JSON.stringify(r.data).length, 0);
  const cognitive = (results.data as { cognitive: unknown[] }).cognitive.length;
  const days = (exercises.data as { days: unknown[] }[]).reduce((n, e) => n + e.days.length, 0);
  return { ms, requests: 4, bytes, cognitive, days };
}

/** The Excel export's extra read: every attempt in one logging RPC (student_profile_attempts). */
async function loadAttempts(c: SupabaseClient): Promise<{ ms: number; requests: number; rows: number }> {
  const t = performance.now();
  const { data, error } = await c.rpc('student_profile_attempts', { p_student_id: STUDENT });
  if (error) throw new Error(JSON.stringify(error));
  return { ms: performance.now() - t, requests: 1, rows: (data as unknown[]).length };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function benchOn(name: string): Promise<string[]> {
  const server = await startTestServer();
  try {
    await seed(server);
    const trainer = await signIn(server.url, TRAINER.email);
    await loadPage(trainer); // warm-up: plans, catalog
    const page: number[] = [];
    let last = await loadPage(trainer);
    for (let i = 0; i < RUNS; i++) {
      last = await loadPage(trainer);
      page.push(last.ms);
    }
    const excel: number[] = [];
    let lastAttempts = await loadAttempts(trainer);
    for (let i = 0; i < Math.max(3, Math.floor(RUNS / 3)); i++) {
      lastAttempts = await loadAttempts(trainer);
      excel.push(lastAttempts.ms);
    }
    return [
      `| ${name} | page load (header, results, exercises, notes) | ${last.requests} | ${(last.bytes / 1024).toFixed(0)} KB (${last.cognitive} sessions, ${last.days} exercise-days) | ${pct(page, 50).toFixed(0)} | ${pct(page, 95).toFixed(0)} |`,
      `| ${name} | Excel: all attempts | ${lastAttempts.requests} | ${lastAttempts.rows} rows | ${pct(excel, 50).toFixed(0)} | ${pct(excel, 95).toFixed(0)} |`,
    ];
  } finally {
    await server.stop();
  }
}

async function main() {
  const lines: string[] = [];
  const saved = process.env.TEST_PG_URL;
  if (BACKENDS.includes('pglite')) {
    delete process.env.TEST_PG_URL;
    console.log('PGlite');
    lines.push(...(await benchOn('pglite')));
  }
  if (BACKENDS.includes('postgres')) {
    if (await reachable(PG_URL)) {
      process.env.TEST_PG_URL = PG_URL;
      console.log('PostgreSQL');
      lines.push(...(await benchOn('postgres')));
    } else console.log(`PostgreSQL at ${PG_URL} is not reachable: skipped.`);
  }
  if (saved) process.env.TEST_PG_URL = saved;
  console.log(`\n${RUNS} runs; 200 cognitive sessions, 5,000 exercise attempts, signed in as the trainer (RLS on)`);
  console.log('| backend | what | requests | payload | p50 ms | p95 ms |');
  console.log('|---|---|---:|---|---:|---:|');
  for (const l of lines) console.log(l);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
