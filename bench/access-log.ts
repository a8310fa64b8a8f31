// The access log's cost on a report read (issue 26 §2, bench line): the Raporlar page's read of a
// student's Burdon results (40 rows) through `report_burdon_results` (POST), timed over HTTP with
// an unmodified supabase-js on a fresh local server:
//   - with logging: the trainer reads their student (one access-log append per read, hash-chained
//     under the chain-head lock);
//   - without logging: the student reads their own results through the same RPC (same visibility
//     check and query; self reads are not recorded);
//   - the old path for reference: the trainer's GET /rest/v1/burdon_test_results (read-only, no record).
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

async function time(read: () => PromiseLike<{ data: unknown[] | null; error: unknown }>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const t = performance.now();
    const { data, error } = await read();
    const ms = performance.now() - t;
    if (error) throw new Error(JSON.stringify(error));
    if (!data || data.length === 0) throw new Error('no rows');
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
    const before = Number((await server.db.query<{ n: string }>('select count(*) as n from public.access_log')).rows[0].n);
    // interleave so both variants see the same machine load
    const logged: number[] = [];
    const unlogged: number[] = [];
    const direct: number[] = [];
    for (let round = 0; round < 4; round++) {
      logged.push(...(await time(() => trainer.rpc('report_burdon_results', { p_student_id: STUDENT.id }))));
      unlogged.push(...(await time(() => student.rpc('report_burdon_results', { p_student_id: STUDENT.id }))));
      direct.push(...(await time(() => trainer.from('burdon_test_results').select('*').eq('student_id', STUDENT.id).order('created_at', { ascending: false }))));
    }
    const after = Number((await server.db.query<{ n: string }>('select count(*) as n from public.access_log')).rows[0].n);
    const v = (await server.db.query<{ ok: boolean }>('select ok from public.verify_access_log()')).rows[0];
    const row = (what: string, xs: number[]) => `| ${name} | ${what} | ${xs.length} | ${pct(xs, 50).toFixed(1)} | ${pct(xs, 95).toFixed(1)} |`;
    return [
      row('trainer → report_burdon_results (logged)', logged),
      row('student → report_burdon_results (same RPC, not logged)', unlogged),
      row('trainer → GET burdon_test_results (old path, no record)', direct),
      `| ${name} | access-log rows appended: ${after - before}, chain verifies: ${v.ok} | | | |`,
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
  console.log(`\nA report read of 40 Burdon rows, ${RUNS} × 4 reads per variant (interleaved rounds)`);
  console.log('| backend | read | n | p50 ms | p95 ms |');
  console.log('|---|---|---:|---:|---:|');
  for (const l of lines) console.log(l);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
