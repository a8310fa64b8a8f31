import { test, expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { API_URL, DEMO_ACCOUNTS, DEMO_ANON_KEY } from '../support/env.ts';
import { demoSession } from '../support/auth.ts';
import { dikkatSaved, playDikkat } from '../support/battery/dikkat.ts';

// Cognitive battery, the Dikkat page (issue 6): a trainer registers a session, a scripted child
// sits the test anonymously (as the battery window does), and the attention row lands with every
// field of spec 2 §3; a forged insert for an unknown session is refused.
const ALI = '00000000-0000-4000-a000-000000000101'; // Ali Yıldız, student of antrenor1 (seed)
const ANTRENOR1 = '00000000-0000-4000-a000-000000000004';

async function registerSession(): Promise<string> {
  const session = await demoSession(DEMO_ACCOUNTS.antrenor);
  const id = randomUUID();
  const res = await fetch(`${API_URL}/rest/v1/test_sessions`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ id, student_id: ALI, conducted_by: ANTRENOR1, kind: 'cognitive' }),
  });
  expect(res.status, await res.text()).toBe(201);
  return id;
}

async function attentionRows(sessionId: string): Promise<Record<string, unknown>[]> {
  const session = await demoSession(DEMO_ACCOUNTS.antrenor);
  const res = await fetch(`${API_URL}/rest/v1/attention_test_results?select=*&session_id=eq.${sessionId}`, {
    headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${session.access_token}` },
  });
  expect(res.ok).toBeTruthy();
  return (await res.json()) as Record<string, unknown>[];
}

test('a child completes the Dikkat test; the row lands with every field', async ({ page }) => {
  test.setTimeout(180_000);
  const sessionId = await registerSession();
  await page.goto(`/cognitive-tests/dikkat/dikkat.html?session_id=${sessionId}&student_id=${ALI}&conducted_by=${ANTRENOR1}`);
  await playDikkat(page);
  await dikkatSaved(page);

  const rows = await attentionRows(sessionId);
  expect(rows).toHaveLength(1);
  const row = rows[0];
  expect(row).toMatchObject({ student_id: ALI, conducted_by: ANTRENOR1, session_id: sessionId, total_correct: 30 });
  expect(Number(row.accuracy_percentage)).toBe(100);
  expect(Number(row.success_rate)).toBe(100);
  expect(Number(row.avg_response_time_ms)).toBeGreaterThanOrEqual(150);
  expect(Number(row.average_response_time_ms)).toBe(Number(row.avg_response_time_ms));
  expect(Number(row.test_duration_seconds)).toBeGreaterThan(20);
  expect(Date.parse(row.test_end_time as string)).toBeGreaterThan(Date.parse(row.test_start_time as string));
  const detailed = row.detailed_responses as Record<string, { reactionTime: number | null; isCorrect: boolean; shape: string }>;
  expect(Object.keys(detailed)).toHaveLength(30);
  for (const item of Object.values(detailed)) {
    expect(item.isCorrect).toBe(true);
    if (item.shape === 'star') expect(Number.isInteger(item.reactionTime) && (item.reactionTime as number) >= 150).toBe(true);
    else expect(item.reactionTime ?? null).toBeNull();
  }
  // nothing left waiting in the pending list
  expect(await page.evaluate(() => window.localStorage.getItem('pendingResults'))).toBe('[]');
});

test('the network drops while saving: the row waits, survives, and lands exactly once', async ({ page }) => {
  test.setTimeout(180_000);
  const sessionId = await registerSession();
  let blocked = true;
  let attempts = 0;
  await page.route('**/rest/v1/attention_test_results**', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    attempts += 1;
    if (blocked) return route.abort('internetdisconnected');
    return route.continue();
  });
  await page.goto(`/cognitive-tests/dikkat/dikkat.html?session_id=${sessionId}&student_id=${ALI}&conducted_by=${ANTRENOR1}`);
  await playDikkat(page);
  await expect(page.getByText('Bağlantı bekleniyor.', { exact: false })).toBeVisible({ timeout: 15_000 });
  const pending = JSON.parse((await page.evaluate(() => window.localStorage.getItem('pendingResults'))) ?? '[]') as { kind: string; table: string }[];
  expect(pending).toEqual([expect.objectContaining({ kind: 'row', table: 'attention_test_results' })]);
  expect(await attentionRows(sessionId)).toHaveLength(0);
  blocked = false;
  await dikkatSaved(page);
  expect(attempts).toBeGreaterThan(1);
  expect(await attentionRows(sessionId)).toHaveLength(1);
  expect(await page.evaluate(() => window.localStorage.getItem('pendingResults'))).toBe('[]');
});

test('a page without a valid session says so', async ({ page }) => {
  await page.goto('/cognitive-tests/dikkat/dikkat.html?session_id=abc');
  await expect(page.getByRole('alert')).toContainText('Geçersiz test bağlantısı');
});

test('a forged anon insert for an unknown session is refused', async () => {
  const res = await fetch(`${API_URL}/rest/v1/attention_test_results`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${DEMO_ANON_KEY}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ id: randomUUID(), session_id: randomUUID(), student_id: ALI, conducted_by: ANTRENOR1, accuracy_percentage: 100, total_correct: 30 }),
  });
  expect([401, 403]).toContain(res.status);
  expect((await res.json()).code).toBe('42501');
});
