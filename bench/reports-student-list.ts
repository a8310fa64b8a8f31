// Reports page student list at scale (issue 7 benchmark): requests and time to load the list
// with per-type counts the way mf-reports does it (users + the report_test_counts function,
// 1000-row pages) next to the naive way (users, then one count request per student per type:
// Burdon, d2, cognitive), with the scale generator at 2,000 and 10,000 students × 20 results.
// Signed in as admin (sees every student — the largest list). Data loading only: both ways
// render the same rows, so rendering is left out. The naive way runs 6 requests at a time (a
// browser's connection limit per host); for more than BENCH_NAIVE_MAX students it is measured on
// that many and extrapolated linearly (printed as such).
//
//   pg_ctlcluster 15 main start   # PostgreSQL (PGlite is too slow for 200,000 results)
//   npx tsx bench/reports-student-list.ts
//   BENCH_SIZES=2000 BENCH_NAIVE_MAX=500 npx tsx bench/reports-student-list.ts
import { connect } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { generateScale } from '../supabase/seed/scale.ts';
import { signIn, startTestServer } from '../supabase/tests/helpers/local-server.ts';

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const SIZES = (process.env.BENCH_SIZES ?? '2000,10000').split(',').map(Number);
const RESULTS_PER_STUDENT = 20;
const NAIVE_MAX = Number(process.env.BENCH_NAIVE_MAX ?? 1000);
const NAIVE_CONCURRENCY = 6;
const PAGE = 1000;

function reachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = connect({ host: u.hostname, port: Number(u.port || 5432) }, () => { s.end(); resolve(true); });
    s.on('error', () => resolve(false));
    s.setTimeout(1000, () => { s.destroy(); resolve(false); });
  });
}

async function pages<T>(counter: { n: number }, page: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: unknown }>): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    counter.n++;
    const { data, error } = await page(from, from + PAGE - 1);
    if (error) throw new Error(JSON.stringify(error));
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE) return rows;
  }
}

const students = (c: SupabaseClient, counter: { n: number }) =>
  pages<{ id: string }>(counter, (from, to) => c.from('users').select('id, first_name, last_name, email, supervisor_id, demographic_info, created_at').contains('roles', ['kullanici']).order('created_at', { ascending: false }).order('id').range(from, to));

async function aggregateWay(c: SupabaseClient) {
  const counter = { n: 0 };
  const t = performance.now();
  const [list, counts] = await Promise.all([
    students(c, counter),
    pages<{ student_id: string; burdon_count: number }>(counter, (from, to) =>
      // cast: an untyped client types a setof RPC's rows as one row or many
      c.rpc('report_test_counts').select('student_id, burdon_count, d2_count, cognitive_count').order('student_id').range(from, to) as unknown as PromiseLike<{ data: { student_id: string; burdon_count: number }[] | null; error: unknown }>),
  ]);
  return { ms: performance.now() - t, requests: counter.n, students: list.length, withCounts: counts.length };
}

async function naiveWay(c: SupabaseClient, limit: number) {
  const counter = { n: 0 };
  const t = performance.now();
  const list = await students(c, counter);
  const listMs = performance.now() - t;
  const measured = list.slice(0, limit);
  const jobs = measured.flatMap((s) => ['burdon_test_results', 'd2_test_results', 'cognitive_test_result'].map((table) => ({ table, id: s.id })));
  const t2 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: NAIVE_CONCURRENCY }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        counter.n++;
        const { error } = await c.from(job.table).select('id', { count: 'exact', head: true }).eq('student_id', job.id);
        if (error) throw new Error(JSON.stringify(error));
      }
    }),
  );
  const countMs = performance.now() - t2;
  const factor = list.length / Math.max(1, measured.length);
  return {
    students: list.length,
    measuredStudents: measured.length,
    requests: Math.round(1 + (counter.n - 1) * factor),
    ms: listMs + countMs * factor,
    extrapolated: measured.length < list.length,
  };
}

async function main() {
  if (!(await reachable(PG_URL))) {
    console.log(`PostgreSQL at ${PG_URL} is not reachable (pg_ctlcluster 15 main start): skipped.`);
    return;
  }
  process.env.TEST_PG_URL = PG_URL;
  const lines: string[] = [];
  for (const size of SIZES) {
    const server = await startTestServer();
    try {
      const scale = await generateScale(server.db, { students: size, resultsPerStudent: RESULTS_PER_STUDENT, runId: `reports${size}` });
      console.log(`generated ${scale.students} students, ${scale.results} results in ${scale.ms} ms`);
      const admin = await signIn(server.url, 'admin@akademi.test');
      await aggregateWay(admin); // warm-up (plans, catalog)
      const agg = await aggregateWay(admin);
      const naive = await naiveWay(admin, NAIVE_MAX);
      lines.push(
        `| ${size} × ${RESULTS_PER_STUDENT} | ${agg.students} | ${agg.requests} | ${agg.ms.toFixed(0)} | ${naive.requests} | ${naive.ms.toFixed(0)}${naive.extrapolated ? ` (measured on ${naive.measuredStudents}, extrapolated)` : ''} | ${(naive.requests / agg.requests).toFixed(0)}× | ${(naive.ms / agg.ms).toFixed(1)}× |`,
      );
    } finally {
      await server.stop();
    }
  }
  console.log('\n| scale | students listed (admin) | view: requests | view: ms | naive: requests | naive: ms | requests ratio | time ratio |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const l of lines) console.log(l);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
