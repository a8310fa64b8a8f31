// cognitive-aggregator against the real local server (spec 2 §4, §5, §8, §9): reads the latest
// row of the five sub-tests of a session, retries while one is missing, inserts ONE combined
// record with the scores the shared pure aggregateSession gives for the stored rows, and is
// idempotent. Also: a forged anon insert for an unregistered session is refused (RLS).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, signIn, startTestServer, type TestServer } from '../helpers/local-server.ts';
import { call, cognitiveSessionRows, ensureDemoAccounts, serviceFor } from './fixtures.ts';
import { aggregateSession, COGNITIVE_SCORE_KEYS, type AggregateSessionInput } from '../../../shared/src/domain/cognitive/aggregate.ts';
import { SUBTEST_TABLES } from '../../functions/cognitive-aggregator/handler.ts';

let server: TestServer;
let svc: SupabaseClient;
let anon: SupabaseClient;
let trainer: SupabaseClient;
let studentId: string;
let trainerId: string;

before(async () => {
  // the job runner would aggregate on its own (issue 15): these tests call the function themselves
  server = await startTestServer({ jobRunner: false });
  const ids = await ensureDemoAccounts(server.url);
  studentId = ids.get('ogrenci1@akademi.test') as string;
  trainerId = ids.get('antrenor1@akademi.test') as string;
  svc = serviceFor(server.url);
  anon = clientFor(server.url);
  trainer = await signIn(server.url, 'antrenor1@akademi.test');
});
after(async () => {
  await server?.stop();
});

type Key = keyof typeof SUBTEST_TABLES;

const rowsFor = (sessionId: string) => cognitiveSessionRows(sessionId, studentId, trainerId);

async function registerSession(): Promise<string> {
  const id = randomUUID();
  const { error } = await trainer.from('test_sessions').insert({ id, student_id: studentId, conducted_by: trainerId, kind: 'cognitive' });
  assert.equal(error, null);
  return id;
}

/** Inserts as the static pages do: the conductor's session (same origin), return=minimal, inside the registered session. */
async function insertAsPage(key: Key, row: Record<string, unknown>): Promise<void> {
  const { error } = await trainer.from(SUBTEST_TABLES[key]).insert(row);
  assert.equal(error, null, `${key}: ${error?.message}`);
}

async function storedInput(sessionId: string): Promise<AggregateSessionInput> {
  const out: Record<string, unknown> = { sessionId };
  for (const key of Object.keys(SUBTEST_TABLES) as Key[]) {
    const { data } = await svc.from(SUBTEST_TABLES[key]).select('*').eq('session_id', sessionId).order('test_end_time', { ascending: false }).limit(1);
    out[key] = data?.[0] ?? null;
  }
  return out as unknown as AggregateSessionInput;
}

test('five stored rows → one combined record with the pure scores; a second run returns the same id', async () => {
  const sessionId = await registerSession();
  const rows = rowsFor(sessionId);
  for (const key of Object.keys(rows) as Key[]) await insertAsPage(key, rows[key]);

  const res = await call(anon, 'cognitive-aggregator', { sessionId });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.ok, true);
  assert.equal(res.body.existing, false);

  const expected = aggregateSession(await storedInput(sessionId));
  assert.ok(expected.ok);
  const { data: combined } = await svc.from('cognitive_test_result').select('*').eq('session_id', sessionId);
  assert.equal(combined?.length, 1);
  const row = combined![0] as Record<string, unknown>;
  assert.equal(row.id, res.body.id);
  for (const k of COGNITIVE_SCORE_KEYS) {
    assert.equal(Number(row[k]), expected.record[k], k);
    assert.equal((res.body.scores as Record<string, number>)[k], expected.record[k], `answer ${k}`);
  }
  assert.equal(row.student_id, studentId);
  assert.equal(row.conducted_by, trainerId);
  assert.equal((row.alt_test_ozetleri as Record<string, unknown>).attention_id, rows.attention.id);
  assert.equal(Number(row.duration_seconds), expected.record.duration_seconds);

  const again = await call(anon, 'cognitive-aggregator', { sessionId });
  assert.equal(again.status, 200);
  assert.equal(again.body.id, res.body.id);
  assert.equal(again.body.existing, true);
  const { count } = await svc.from('cognitive_test_result').select('id', { count: 'exact', head: true }).eq('session_id', sessionId);
  assert.equal(count, 1);
});

test('the latest row of each test is used (order test_end_time desc)', async () => {
  const sessionId = await registerSession();
  const rows = rowsFor(sessionId);
  for (const key of Object.keys(rows) as Key[]) await insertAsPage(key, rows[key]);
  // a redone attention test, later end, different accuracy (re-scored by the database against the
  // sequence: item 1 a star pressed, item 3 a circle pressed → 1 of 2 → 50)
  await insertAsPage('attention', { ...rows.attention, id: randomUUID(), test_end_time: '2026-11-22T10:40:00.000Z',
    detailed_responses: { '1': { shape: 'star', isTarget: true, reactionTime: 700, isCorrect: true }, '3': { shape: 'circle', isTarget: false, reactionTime: 300, isCorrect: false } } });
  const res = await call(anon, 'cognitive-aggregator', { sessionId });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal((res.body.scores as Record<string, number>).dikkat_skoru, 50);
});

test('a row arriving during the retries is waited for (5 × 1 s)', async () => {
  const sessionId = await registerSession();
  const rows = rowsFor(sessionId);
  for (const key of ['attention', 'memory', 'stroop', 'puzzle'] as Key[]) await insertAsPage(key, rows[key]);
  const late = new Promise<void>((resolve) => setTimeout(() => void insertAsPage('logic', rows.logic).then(resolve), 1500));
  const res = await call(anon, 'cognitive-aggregator', { sessionId });
  await late;
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.ok, true);
});

test('missing tests after the retries → missing_subtests with the Turkish names', async () => {
  const sessionId = await registerSession();
  const rows = rowsFor(sessionId);
  await insertAsPage('attention', rows.attention);
  await insertAsPage('stroop', rows.stroop);
  const started = Date.now();
  const res = await call(anon, 'cognitive-aggregator', { sessionId });
  assert.ok(Date.now() - started >= 4000, 'four waits of 1 s between five attempts');
  assert.equal(res.status, 422);
  assert.equal(res.body.ok, false);
  assert.equal(res.body.reason, 'missing_subtests');
  const details = res.body.details as { message: string; missing: string[] };
  assert.equal(details.message, 'İşleme Hızı hesaplanamadı. Eksik testler: Hafıza, Puzzle, Akıl-Mantık');
  assert.deepEqual(details.missing, ['memory', 'puzzle', 'logic']);
  const { count } = await svc.from('cognitive_test_result').select('id', { count: 'exact', head: true }).eq('session_id', sessionId);
  assert.equal(count, 0);
});

test('a session id that is not a UUID v4 → missing_session_info (400)', async () => {
  for (const sessionId of ['abc', '00000000-0000-1000-8000-000000000000', 42, null]) {
    const res = await call(anon, 'cognitive-aggregator', { sessionId });
    assert.equal(res.status, 400);
    assert.equal(res.body.reason, 'missing_session_info');
  }
});

test('invalid start time → invalid_time', async () => {
  const sessionId = await registerSession();
  const rows = rowsFor(sessionId);
  // the logic row's end time is the end of the session; null is not a finite time
  for (const key of Object.keys(rows) as Key[]) await insertAsPage(key, key === 'logic' ? { ...rows.logic, test_end_time: null } : rows[key]);
  const res = await call(anon, 'cognitive-aggregator', { sessionId });
  assert.equal(res.body.reason, 'invalid_time', JSON.stringify(res.body));
});

test('a forged anon insert for an unregistered session is refused', async () => {
  const rows = rowsFor(randomUUID());
  const { error } = await anon.from('attention_test_results').insert(rows.attention);
  assert.ok(error, 'RLS must refuse the row');
  assert.equal(error.code, '42501');
});
