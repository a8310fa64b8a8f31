// Server-side aggregation (issue 15 §1) against the real local server, on PGlite and (with
// TEST_PG_URL) PostgreSQL: five sub-test rows inserted by the conducting trainer → the combined
// record appears by itself within seconds (no client calls the aggregator); the sweep heals a
// session whose trigger path failed; a session that cannot be aggregated keeps its reason.
//   cd supabase && npx tsx --test tests/functions/server-aggregation.test.ts
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signIn, startTestServer, type TestServer } from '../helpers/local-server.ts';
import { cognitiveSessionRows, ensureDemoAccounts, serviceFor } from './fixtures.ts';
import { aggregateSession, COGNITIVE_SCORE_KEYS, type AggregateSessionInput } from '../../../shared/src/domain/cognitive/aggregate.ts';
import { SUBTEST_TABLES } from '../../functions/cognitive-aggregator/handler.ts';

type Key = keyof typeof SUBTEST_TABLES;

let server: TestServer;
let svc: SupabaseClient;
let trainer: SupabaseClient;
let studentId: string;
let trainerId: string;

before(async () => {
  server = await startTestServer();
  const ids = await ensureDemoAccounts(server.url);
  studentId = ids.get('ogrenci1@akademi.test') as string;
  trainerId = ids.get('antrenor1@akademi.test') as string;
  svc = serviceFor(server.url);
  trainer = await signIn(server.url, 'antrenor1@akademi.test');
});
after(async () => {
  await server?.stop();
});

const rowsFor = (sessionId: string) => cognitiveSessionRows(sessionId, studentId, trainerId);

async function registerSession(): Promise<string> {
  const id = randomUUID();
  const { error } = await trainer.from('test_sessions').insert({ id, student_id: studentId, conducted_by: trainerId, kind: 'cognitive' });
  assert.equal(error, null, error?.message);
  return id;
}

async function insertAll(sessionId: string, rows = rowsFor(sessionId)): Promise<void> {
  for (const key of Object.keys(rows) as Key[]) {
    const { error } = await trainer.from(SUBTEST_TABLES[key]).insert(rows[key]);
    assert.equal(error, null, `${key}: ${error?.message}`);
  }
}

async function recordOf(sessionId: string): Promise<Record<string, unknown> | null> {
  const { data, error } = await svc.from('cognitive_test_result').select('*').eq('session_id', sessionId);
  assert.equal(error, null);
  assert.ok((data ?? []).length <= 1, 'one record per session');
  return (data ?? [])[0] ?? null;
}

async function waitForRecord(sessionId: string, ms: number): Promise<Record<string, unknown> | null> {
  const until = Date.now() + ms;
  for (;;) {
    const r = await recordOf(sessionId);
    if (r || Date.now() > until) return r;
    await new Promise((res) => setTimeout(res, 200));
  }
}

/** The queue entry's done_at, once the job has seen the record (its next tick). */
async function waitForDone(sessionId: string, ms: number): Promise<string | null> {
  const until = Date.now() + ms;
  for (;;) {
    const { data } = await svc.from('aggregation_queue').select('done_at').eq('session_id', sessionId).single();
    if (data?.done_at || Date.now() > until) return data?.done_at ?? null;
    await new Promise((res) => setTimeout(res, 200));
  }
}

async function stored(sessionId: string): Promise<AggregateSessionInput> {
  const out: Record<string, unknown> = { sessionId };
  for (const key of Object.keys(SUBTEST_TABLES) as Key[]) {
    const { data } = await svc.from(SUBTEST_TABLES[key]).select('*').eq('session_id', sessionId).limit(1);
    out[key] = data?.[0] ?? null;
  }
  return out as unknown as AggregateSessionInput;
}

// The job runs every 5 seconds (pg_cron, emulated locally): a generous budget for a loaded machine.
const JOB_BUDGET_MS = 60_000;

test('five inserts alone produce the combined record, with the pure scores (the cron job, pg_net)', async () => {
  const sessionId = await registerSession();
  await insertAll(sessionId);
  const rec = await waitForRecord(sessionId, JOB_BUDGET_MS);
  assert.ok(rec, 'the record appeared without any aggregator call from the client');
  const want = aggregateSession(await stored(sessionId));
  assert.ok(want.ok);
  for (const k of COGNITIVE_SCORE_KEYS) assert.equal(rec[k] === null ? null : Number(rec[k]), want.record[k], k);
  assert.equal(rec.student_id, studentId);
  assert.equal(rec.conducted_by, trainerId);
  assert.ok(await waitForDone(sessionId, JOB_BUDGET_MS), 'queue entry done');
});

test('four sub-tests queue nothing; the record waits for the fifth', async () => {
  const sessionId = await registerSession();
  const rows = rowsFor(sessionId);
  const { logic, ...four } = rows;
  await insertAll(sessionId, four as typeof rows);
  const { data: q } = await svc.from('aggregation_queue').select('session_id').eq('session_id', sessionId);
  assert.deepEqual(q, []);
  assert.equal(await recordOf(sessionId), null);
  const { error } = await trainer.from('akil_mantik_test_results').insert(logic);
  assert.equal(error, null);
  assert.ok(await waitForRecord(sessionId, JOB_BUDGET_MS));
});

test('the job\'s sweep heals a session whose trigger path failed', async () => {
  const sessionId = await registerSession();
  // the trigger path "fails": the session is never queued by the insert
  await server.db.query(`alter table public.attention_test_results disable trigger attention_test_results_enqueue_aggregation`);
  const rows = rowsFor(sessionId);
  // attention last, so only its (disabled) trigger sees all five
  const { attention, ...rest } = rows;
  await insertAll(sessionId, rest as typeof rows);
  const { error } = await trainer.from('attention_test_results').insert(attention);
  await server.db.query(`alter table public.attention_test_results enable trigger attention_test_results_enqueue_aggregation`);
  assert.equal(error, null);
  assert.ok(await waitForRecord(sessionId, JOB_BUDGET_MS), 'the job swept it into the queue and aggregated it');
  assert.ok(await waitForDone(sessionId, JOB_BUDGET_MS), 'queued by the sweep, done');
});

test('the job is in cron.job, and each run is recorded in cron.job_run_details', async () => {
  const { rows } = await server.db.query<{ schedule: string; command: string }>(`select schedule, command from cron.job where jobname = 'akademi-aggregation'`);
  assert.deepEqual(rows, [{ schedule: '5 seconds', command: 'select public.drain_aggregation_queue_http()' }]);
  assert.ok(server.jobs);
  assert.equal(await server.jobs.run('akademi-aggregation'), 'succeeded');
  const runs = await server.db.query<{ status: string }>(
    `select status from cron.job_run_details d join cron.job j using (jobid) where j.jobname = 'akademi-aggregation' and status <> 'running' order by runid desc limit 1`,
  );
  assert.equal(runs.rows[0]?.status, 'succeeded');
});

test('a session that cannot be aggregated keeps the reason in the queue', async () => {
  const sessionId = await registerSession();
  const rows = rowsFor(sessionId);
  await insertAll(sessionId, { ...rows, attention: { ...rows.attention, test_start_time: null } });
  const until = Date.now() + JOB_BUDGET_MS;
  let q: { last_error: string | null; attempts: number; done_at: string | null } | null = null;
  while (Date.now() < until) {
    q = (await svc.from('aggregation_queue').select('last_error, attempts, done_at').eq('session_id', sessionId).single()).data;
    if (q?.last_error?.includes('missing_session_info')) break;
    await new Promise((res) => setTimeout(res, 200));
  }
  assert.ok(q?.last_error, 'a reason was recorded');
  assert.match(q.last_error, /missing_session_info \(HTTP \d+\)/);
  assert.equal(q.done_at, null);
  assert.ok(q.attempts >= 1, 'it is retried with back-off');
  assert.equal(await recordOf(sessionId), null);
});

test('the queue is not readable or writable by API callers other than admins/service', async () => {
  const { data } = await trainer.from('aggregation_queue').select('session_id');
  assert.deepEqual(data, []);
  const { error } = await trainer.from('aggregation_queue').insert({ session_id: randomUUID() });
  assert.ok(error);
  const rpc = await trainer.rpc('sweep_aggregations', { p_days: 1 });
  assert.ok(rpc.error, 'sweep is not an RPC for callers');
});
