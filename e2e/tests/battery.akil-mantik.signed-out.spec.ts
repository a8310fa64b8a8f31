import { test, expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { API_URL, APP_URL, DEMO_ACCOUNTS, DEMO_ANON_KEY } from '../support/env.ts';
import { DEMO_SERVICE_KEY } from '../support/service.ts';
import { demoSession, signInContext } from '../support/auth.ts';
import { playAkilMantik } from '../support/battery/akil-mantik.ts';

// Akıl-Mantık, the last battery page (issue 6): a trainer registers a session whose first four
// tests are already stored, a scripted child sits the logic test on the page opened directly (no
// launcher), the row lands with every field of spec 2 §3, and the page itself runs the aggregator
// before it says the battery is over.
const ALI = '00000000-0000-4000-a000-000000000101'; // Ali Yıldız, student of antrenor1 (seed)
const ANTRENOR1 = '00000000-0000-4000-a000-000000000004';

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  const session = await demoSession(DEMO_ACCOUNTS.antrenor);
  return fetch(`${API_URL}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
  });
}

async function insert(table: string, row: Record<string, unknown>): Promise<void> {
  const res = await api(table, { method: 'POST', body: JSON.stringify(row) });
  expect(res.status, `${table}: ${await res.text()}`).toBe(201);
}

/** The session with the four earlier tests stored (minimal rows the aggregator accepts). */
async function sessionWithEarlierTests(): Promise<string> {
  const id = randomUUID();
  await insert('test_sessions', { id, student_id: ALI, conducted_by: ANTRENOR1, kind: 'cognitive' });
  const base = { session_id: id, student_id: ALI, conducted_by: ANTRENOR1, test_start_time: new Date(Date.now() - 600_000).toISOString(), test_end_time: new Date(Date.now() - 500_000).toISOString(), test_duration_seconds: 60 };
  await insert('attention_test_results', { ...base, accuracy_percentage: 90, total_correct: 27, detailed_responses: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [String(i + 1), { reactionTime: 500, isCorrect: i < 27 }])) });
  await insert('memory_test_results', { ...base, accuracy_percentage: 70, detailed_answers: { short_visual: [{ chosenIndex: 2, responseTime: 2 }] } });
  await insert('stroop_test_results', { ...base, accuracy_percentage: 80, flexibility_score: 60, detailed_responses: { stage2: { responses: [{ answer: 'red', responseTime: 700 }] }, stage3: { responses: [{ answer: 'blue', responseTime: 900 }] } } });
  // placements the database can re-score against the design (issue 15: it derives the summary)
  await insert('puzzle_test_results', { ...base, detailed_responses: [{ puzzle: 1, durationSeconds: 12, pieces: [0, 1, 2, 3].map((p) => ({ piece: p, cell: p, responseTime: 3 })) }] });
  return id;
}

async function rows(table: string, sessionId: string): Promise<Record<string, unknown>[]> {
  // stored rows read as the service role: staff tokens read no result table (issue 26 §2)
  const res = await fetch(`${API_URL}/rest/v1/${table}?select=*&session_id=eq.${sessionId}`, { headers: { apikey: DEMO_SERVICE_KEY, Authorization: `Bearer ${DEMO_SERVICE_KEY}` } });
  expect(res.ok).toBeTruthy();
  return (await res.json()) as Record<string, unknown>[];
}

test('a child completes the Akıl-Mantık test; the row lands with every field and the battery ends', async ({ page }) => {
  test.setTimeout(120_000);
  const sessionId = await sessionWithEarlierTests();
  // issue 15: results are written only by the session's registrant — the page runs in the
  // trainer's browser (same origin), so supabase-js sends the trainer's session
  await signInContext(page.context(), DEMO_ACCOUNTS.antrenor, APP_URL);
  await page.goto(`/cognitive-tests/akil-mantik/akil-mantik.html?session_id=${sessionId}&student_id=${ALI}&conducted_by=${ANTRENOR1}`);
  await playAkilMantik(page); // one Dörtlü kare item answered wrongly, the other 14 right

  const [row] = await rows('akil_mantik_test_results', sessionId);
  expect(row).toMatchObject({ session_id: sessionId, student_id: ALI, conducted_by: ANTRENOR1, correct_answers: 14, total_questions: 15 });
  expect(Number(row.success_rate)).toBe(93.33);
  expect(Number(row.dortlu_yatay_accuracy_percentage)).toBe(100);
  expect(Number(row.dortlu_kare_accuracy_percentage)).toBe(66.67);
  expect(Number(row.altili_kare_accuracy_percentage)).toBe(100);
  expect(Number(row.l_format_accuracy_percentage)).toBe(100);
  expect(Number(row.dokuzlu_format_accuracy_percentage)).toBe(100);
  expect(Number(row.test_duration_seconds)).toBeGreaterThan(5);
  expect(Date.parse(row.test_end_time as string)).toBeGreaterThan(Date.parse(row.test_start_time as string));
  const answers = row.detailed_answers as { itemId: string; format: string; responseTime: number; isCorrect: boolean; implausible: boolean; chosenOption: number; correctOption: number; brokenRule: string | null }[];
  expect(answers).toHaveLength(15);
  for (const a of answers) {
    // seconds with 1 ms resolution, a child's pace (≥ 0.3 s)
    expect(a.responseTime).toBeGreaterThanOrEqual(0.3);
    expect(Math.round(a.responseTime * 1000) / 1000).toBe(a.responseTime);
    expect(a.implausible).toBe(false);
    expect(a.isCorrect).toBe(a.itemId !== 'dk2');
    expect(a.chosenOption === a.correctOption).toBe(a.isCorrect);
    expect(a.brokenRule === null).toBe(a.isCorrect);
  }
  const correctMs = answers.filter((a) => a.isCorrect).map((a) => a.responseTime * 1000);
  expect(Number(row.avg_response_time_ms)).toBe(Math.round(correctMs.reduce((s, t) => s + t, 0) / correctMs.length));

  // the page ran the aggregator itself (no launcher): one combined record, id kept locally
  const [combined] = await rows('cognitive_test_result', sessionId);
  expect(Number(combined.akil_mantik_yurutme_skoru)).toBe(93.33);
  expect(Date.parse(combined.test_end_time as string)).toBe(Date.parse(row.test_end_time as string));
  const local = await page.evaluate(() => ({ pending: localStorage.getItem('pendingResults'), last: localStorage.getItem('lastCognitiveResultId'), end: localStorage.getItem('sessionEndTime') }));
  expect(local.pending).toBe('[]');
  expect(local.last).toBe(combined.id);
  expect(Number.isFinite(Date.parse(local.end ?? ''))).toBe(true);
});
