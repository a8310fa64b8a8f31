// REST throughput of supabase/local: requests/s and p50/p95 latency through an unmodified
// supabase-js, on PGlite and on PostgreSQL, with 1 and 20 concurrent clients, for the three
// request kinds the product issues most (a filtered select, a select with embeds, a single-row
// insert), then 200 concurrent result inserts with a count check (zero lost).
// Prints a table; it does not pass or fail except on lost writes.
//
//   npx tsx bench/rest-throughput.ts
//   TEST_PG_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npx tsx bench/rest-throughput.ts
//   BENCH_SECONDS=5 BENCH_BACKENDS=pglite npx tsx bench/rest-throughput.ts
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, signIn, clientFor, DEMO_SERVICE_ROLE_KEY, type TestServer } from '../supabase/tests/helpers/local-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const CONCURRENCY = [1, 20];
const BURST = 200;
/** Demo accounts (helper-common): antrenor1 trains ogrenci1. */
const TRAINER = 'antrenor1@akademi.test';
const STUDENT_EMAIL = 'ogrenci1@akademi.test';

interface Row {
  backend: string;
  scenario: string;
  clients: number;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
}

type Op = () => PromiseLike<{ error: unknown }>;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(backend: string, scenario: string, clients: number, op: Op): Promise<Row> {
  // warm-up (plans, catalog, connections)
  for (let i = 0; i < 5; i++) await op();
  const lat: number[] = [];
  let errors = 0;
  let firstError: unknown = null;
  const start = performance.now();
  const deadline = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        const r = await op();
        lat.push(performance.now() - t);
        if (r.error) {
          errors++;
          firstError ??= r.error;
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  if (firstError) console.error(`  ${scenario}: first error`, firstError);
  lat.sort((a, b) => a - b);
  return { backend, scenario, clients, requests: lat.length, errors, rps: lat.length / elapsed, p50: percentile(lat, 50), p95: percentile(lat, 95) };
}

/** A TCP connect is enough to tell whether a PostgreSQL is listening (credentials fail later, loudly). */
function pgReachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const sock = connect({ host: u.hostname || '127.0.0.1', port: Number(u.port || 5432) });
    sock.setTimeout(2000);
    sock.once('connect', () => {
      sock.destroy();
      resolve(true);
    });
    sock.once('error', () => resolve(false));
    sock.once('timeout', () => {
      sock.destroy();
      resolve(false);
    });
  });
}

async function benchBackend(backend: 'pglite' | 'postgres'): Promise<{ rows: Row[]; burst: string }> {
  if (backend === 'postgres') process.env.TEST_PG_URL = PG_URL;
  else delete process.env.TEST_PG_URL;
  const t0 = performance.now();
  const server: TestServer = await startTestServer();
  console.error(`[${backend}] server with migrations + seed up in ${Math.round(performance.now() - t0)} ms`);
  try {
    const trainer = await signIn(server.url, TRAINER);
    const service = clientFor(server.url, DEMO_SERVICE_ROLE_KEY);
    const { data: authUser } = await trainer.auth.getUser();
    const me = await trainer.from('users').select('id').eq('auth_user_id', authUser.user!.id).single();
    const student = await service.from('users').select('id').eq('email', STUDENT_EMAIL).single();
    if (me.error || student.error) throw new Error(`fixture lookup failed: ${JSON.stringify(me.error ?? student.error)}`);
    const myId = (me.data as { id: string }).id;
    const studentId = (student.data as { id: string }).id;

    const scenarios: [string, (c: SupabaseClient) => Op][] = [
      [
        'filtered select (notifications bell)',
        (c) => () => c.from('notifications').select('*').eq('user_id', myId).eq('is_archived', false).order('created_at', { ascending: false }).range(0, 9),
      ],
      [
        'select with embeds (test_results + users + tests)',
        (c) => () =>
          c.from('test_results').select('id, status, start_time, student:users!student_id(first_name, last_name), tests(title)').order('created_at', { ascending: false }).limit(20),
      ],
      [
        'single-row insert (attention result)',
        (c) => () =>
          c.from('attention_test_results').insert({
            student_id: studentId,
            conducted_by: myId,
            session_id: randomUUID(),
            accuracy_percentage: 87.5,
            total_correct: 35,
            test_duration_seconds: 300,
            detailed_responses: { trials: [1, 0, 1] },
            test_start_time: new Date(Date.now() - 300_000).toISOString(),
            test_end_time: new Date().toISOString(),
          }),
      ],
    ];
    const rows: Row[] = [];
    for (const [name, make] of scenarios) {
      for (const n of CONCURRENCY) {
        rows.push(await measure(backend, name, n, make(trainer)));
      }
    }

    // 200 concurrent result inserts, then count: nothing may be lost.
    const session = randomUUID();
    const before = await service.from('attention_test_results').select('id', { count: 'exact', head: true }).eq('session_id', session);
    const t = performance.now();
    const results = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        trainer.from('attention_test_results').insert({ student_id: studentId, conducted_by: myId, session_id: session, total_correct: i }),
      ),
    );
    const ms = performance.now() - t;
    const failed = results.filter((r) => r.error).length;
    const after = await service.from('attention_test_results').select('id', { count: 'exact', head: true }).eq('session_id', session);
    const stored = (after.count ?? 0) - (before.count ?? 0);
    const lost = BURST - failed - stored;
    const burst = `${backend}: ${BURST} concurrent inserts in ${Math.round(ms)} ms → ${stored} stored, ${failed} refused, ${lost} lost`;
    if (lost !== 0 || failed !== 0) process.exitCode = 1;
    await trainer.auth.signOut();
    return { rows, burst };
  } finally {
    await server.stop();
  }
}

const all: Row[] = [];
const bursts: string[] = [];
for (const b of BACKENDS) {
  if (b === 'postgres' && !(await pgReachable(PG_URL))) {
    bursts.push(`postgres: skipped (no server at ${PG_URL.replace(/:[^:@/]*@/, ':***@')})`);
    continue;
  }
  if (b !== 'pglite' && b !== 'postgres') continue;
  const { rows, burst } = await benchBackend(b);
  all.push(...rows);
  bursts.push(burst);
}

const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
const header = ['backend', 'scenario', 'clients', 'requests', 'errors', 'req/s', 'p50 ms', 'p95 ms'];
const table = all.map((r) => [r.backend, r.scenario, String(r.clients), String(r.requests), String(r.errors), fmt(r.rps, 0), fmt(r.p50), fmt(r.p95)]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells: string[]) => cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
console.log(`\nREST throughput (supabase-js → supabase/local /rest/v1, ${SECONDS}s per cell, node ${process.version})\n`);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));
console.log('');
for (const b of bursts) console.log(b);
