// The access log's cost on a report read (issue 26 §2, bench line): the Raporlar page's read of a
// student's Burdon results (40 rows) through `report_burdon_results` (POST), timed over HTTP with
// an unmodified supabase-js on a fresh local server:
//   - with logging: the trainer reads their student (one access-log append per read, hash-chained
//     under the chain-head lock);
//   - without logging: the student reads their own results through the same RPC (same visibility
//     check and query; self reads are not recorded);
//   - the trainer's GET /rest/v1/burdon_test_results, once: it returns [] since staff lost direct
//     SELECT on the result tables (20261126430200), so it is checked, not timed.
// The reads moved to logging functions in the same step (issue 26 §2, the last paths):
//   - Bilişsel rapor page: cognitive_report_page, the trainer (one record per read) against the
//     student reading their own report through the same function (no record);
//   - Aktiviteler (recent_activities) and the dashboard (dashboard_results) as the trainer: one
//     record per student named (all the trainer's students with results / at most 5), so their
//     logging cost is that many appends; printed with the appends per read.
//   - the admin's Aktiviteler (every student with a result): the records are appended in one
//     statement (log_students_access: one chain-head lock and one head write for N students);
//     and, in the database, that batched append of N records against N single appends.
// Prints p50/p95 ms per variant; no timed assertion.
//
//   npx tsx bench/access-log.ts                          # PGlite, then PostgreSQL if reachable
//   BENCH_RUNS=200 BENCH_BACKENDS=pglite npx tsx bench/access-log.ts
import { connect } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO_ACCOUNTS } from '../supabase/seed/demo-accounts.ts';
import { signIn, startTestServer } from '../supabase/tests/helpers/local-server.ts';

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const STUDENT = DEMO_ACCOUNTS.ogrenci1;
const TRAINER = DEMO_ACCOUNTS.antrenor1;

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

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function time(read: () => PromiseLike<{ data: unknown; error: unknown }>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const t = performance.now();
    const { data, error } = await read();
    const ms = performance.now() - t;
    if (error) throw new Error(JSON.stringify(error));
    if (!data || (Array.isArray(data) && data.length === 0)) throw new Error('no rows');
    if (i >= 3) out.push(ms); // 3 warm-up reads
  }
  return out;
}

async function benchOn(name: string): Promise<string[]> {
  const server = await startTestServer();
  try {
    await server.db.query(
      `insert into public.burdon_test_results (student_id, conducted_by, section1_correct, section2_correct, section3_correct, total_correct, total_wrong, total_missed, created_at)
       select $1, $2, 30, 31, 29, 90 + i % 20, 7, 10, now() - make_interval(days => i) from generate_series(1, 40) i`,
      [STUDENT.id, TRAINER.id],
    );
    const trainer: SupabaseClient = await signIn(server.url, TRAINER.email);
    const student: SupabaseClient = await signIn(server.url, STUDENT.email);
    const logCount = async () => Number((await server.db.query<{ n: string }>('select count(*) as n from public.access_log')).rows[0].n);
    const session = (await server.db.query<{ s: string }>('select session_id::text as s from public.cognitive_test_result where student_id = $1 order by created_at desc limit 1', [STUDENT.id])).rows[0].s;
    const before = await logCount();
    // interleave so both variants see the same machine load
    const logged: number[] = [];
    const unlogged: number[] = [];
    const reportLogged: number[] = [];
    const reportSelf: number[] = [];
    for (let round = 0; round < 4; round++) {
      logged.push(...(await time(() => trainer.rpc('report_burdon_results', { p_student_id: STUDENT.id }))));
      unlogged.push(...(await time(() => student.rpc('report_burdon_results', { p_student_id: STUDENT.id }))));
      reportLogged.push(...(await time(() => trainer.rpc('cognitive_report_page', { p_session_id: session }))));
      reportSelf.push(...(await time(() => student.rpc('cognitive_report_page', { p_session_id: session }))));
    }
    const after = await logCount();
    // the old direct path returns nothing now
    const direct = await trainer.from('burdon_test_results').select('id').eq('student_id', STUDENT.id);
    if (direct.error || (direct.data ?? []).length !== 0) throw new Error(`direct GET still reads results: ${JSON.stringify(direct)}`);
    // Aktiviteler and dashboard: one record per student named
    const perRead = async (read: () => PromiseLike<{ data: unknown; error: unknown }>): Promise<{ xs: number[]; appends: number }> => {
      const b = await logCount();
      const xs = await time(read);
      return { xs, appends: ((await logCount()) - b) / (RUNS + 3) };
    };
    const activities = await perRead(() => trainer.rpc('recent_activities', { p_role: 'beyin_antrenoru' }));
    const dashboard = await perRead(() => trainer.rpc('dashboard_results', { p_role: 'beyin_antrenoru', p_recent: 5 }));
    // the admin's Aktiviteler: every student with a result, one append statement for all of them
    const admin: SupabaseClient = await signIn(server.url, DEMO_ACCOUNTS.admin.email);
    const adminActivities = await perRead(() => admin.rpc('recent_activities', { p_role: 'admin' }));
    // the append itself, in the database, for the admin's N students: one batched statement
    // (log_students_access, one chain-head lock and write) against the former way, N single
    // appends (log_student_access per student inside one call: N INSERT statements, N head
    // lock-and-rewrites in one transaction, as the former recent_activities loop)
    const ids = (await server.db.query<{ id: string }>(
      `select distinct student_id::text as id from (select student_id from public.cognitive_test_result union select student_id from public.burdon_test_results
         union select student_id from public.d2_test_results union select student_id from public.parent_survey_results) s`)).rows.map((r) => r.id);
    const batched: number[] = [];
    const single: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      let t = performance.now();
      await server.db.transaction(async (tx) => {
        await tx.query(`select public.log_students_access($1::uuid[], 'results', 'bench:batched', 'service')`, [ids]);
      });
      if (i >= 3) batched.push(performance.now() - t);
      t = performance.now();
      // one round trip too: the loop runs in the database, as the former recent_activities did
      await server.db.transaction(async (tx) => {
        await tx.query(`select public.log_student_access(s, 'results', 'bench:single', 'service') from unnest($1::uuid[]) s`, [ids]);
      });
      if (i >= 3) single.push(performance.now() - t);
    }
    const v = (await server.db.query<{ ok: boolean }>('select ok from public.verify_access_log()')).rows[0];
    const row = (what: string, xs: number[]) => `| ${name} | ${what} | ${xs.length} | ${pct(xs, 50).toFixed(1)} | ${pct(xs, 95).toFixed(1)} |`;
    return [
      row('trainer → report_burdon_results (logged)', logged),
      row('student → report_burdon_results (same RPC, not logged)', unlogged),
      row('trainer → cognitive_report_page (logged)', reportLogged),
      row('student → cognitive_report_page (own, not logged)', reportSelf),
      row(`trainer → recent_activities (${activities.appends} records per read)`, activities.xs),
      row(`trainer → dashboard_results (${dashboard.appends} records per read)`, dashboard.xs),
      row(`admin → recent_activities (${adminActivities.appends} records per read, one append statement)`, adminActivities.xs),
      row(`in-database append of ${ids.length} records: one log_students_access statement`, batched),
      row(`in-database append of ${ids.length} records: ${ids.length} single appends in one call (the former way)`, single),
      `| ${name} | trainer → GET burdon_test_results: [] (no direct read) | | | |`,
      `| ${name} | access-log rows appended by the paired reads: ${after - before}, chain verifies: ${v.ok} | | | |`,
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
  console.log(`\nA report read of 40 Burdon rows and a Bilişsel rapor page, ${RUNS} × 4 reads per paired variant (interleaved rounds); Aktiviteler and dashboard ${RUNS} reads each`);
  console.log('| backend | read | n | p50 ms | p95 ms |');
  console.log('|---|---|---:|---:|---:|');
  for (const l of lines) console.log(l);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
