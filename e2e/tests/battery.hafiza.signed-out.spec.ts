import { test, expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { API_URL, APP_URL, DEMO_ACCOUNTS, DEMO_ANON_KEY } from '../support/env.ts';
import { DEMO_SERVICE_KEY } from '../support/service.ts';
import { demoSession, signInContext } from '../support/auth.ts';
import { playHafiza } from '../support/battery/hafiza.ts';

// Cognitive battery, the Hafıza page (issue 6): a trainer registers a session, a scripted child
// sits the memory test in the trainer's signed-in browser (headless Chromium has no Turkish voice: the text fallback
// runs), and the memory row lands with every field of spec 2 §3, matching what was played
// (one deliberate mistake: the 2nd delayed auditory question).
const ALI = '00000000-0000-4000-a000-000000000101'; // Ali Yıldız, student of antrenor1 (seed)
const ANTRENOR1 = '00000000-0000-4000-a000-000000000004';
const PARTS = ['short_visual', 'short_auditory', 'long_visual', 'long_auditory'] as const;

interface Answer {
  part: string;
  n: number;
  target: string;
  chosen: string;
  responseTime: number;
  isCorrect: boolean;
  implausible: boolean;
  focusLost: boolean;
  droppedFrames: boolean;
}

test('a child completes the Hafıza test; the memory row lands with every field', async ({ page }) => {
  test.setTimeout(120_000);
  const trainer = await demoSession(DEMO_ACCOUNTS.antrenor);
  const auth = { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${trainer.access_token}` };
  const sessionId = randomUUID();
  const reg = await fetch(`${API_URL}/rest/v1/test_sessions`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ id: sessionId, student_id: ALI, conducted_by: ANTRENOR1, kind: 'cognitive' }),
  });
  expect(reg.status, await reg.text()).toBe(201);

  // issue 15: results are written only by the session's registrant — the page runs in the
  // trainer's browser (same origin), so supabase-js sends the trainer's session
  await signInContext(page.context(), DEMO_ACCOUNTS.antrenor, APP_URL);
  await page.goto(`/cognitive-tests/hafiza/hafiza.html?session_id=${sessionId}&student_id=${ALI}&conducted_by=${ANTRENOR1}`);
  await expect(page.getByRole('note').first()).toHaveText('Bu cihazda sesli okuma yok; kelimeler ekranda tek tek gösterilecek.');
  const started = Date.now();
  await playHafiza(page);
  expect(Date.now() - started).toBeLessThan(90_000);

  // stored rows read as the service role: staff tokens read no result table (issue 26 §2)
  const res = await fetch(`${API_URL}/rest/v1/memory_test_results?select=*&session_id=eq.${sessionId}`, { headers: { apikey: DEMO_SERVICE_KEY, Authorization: `Bearer ${DEMO_SERVICE_KEY}` } });
  expect(res.ok).toBeTruthy();
  const rows = (await res.json()) as Record<string, unknown>[];
  expect(rows).toHaveLength(1);
  const row = rows[0];
  expect(row).toMatchObject({ session_id: sessionId, student_id: ALI, conducted_by: ANTRENOR1, correct_answers: 19, total_questions: 20 });
  expect(typeof row.id).toBe('string');
  expect(Number(row.accuracy_percentage)).toBe(95);
  expect(Number(row.success_rate)).toBe(95);
  expect(Number(row.short_visual_accuracy)).toBe(100);
  expect(Number(row.short_auditory_accuracy)).toBe(100);
  expect(Number(row.long_visual_accuracy)).toBe(100);
  expect(Number(row.long_auditory_accuracy)).toBe(80);
  const start = Date.parse(row.test_start_time as string);
  const end = Date.parse(row.test_end_time as string);
  expect(end).toBeGreaterThan(start);
  const duration = Number(row.test_duration_seconds);
  expect(duration).toBeGreaterThan(15); // 10 study items alone take 15 s
  expect(duration).toBeLessThanOrEqual((end - start) / 1000);

  const detailed = row.detailed_answers as Record<string, unknown>;
  expect(detailed.auditory_presentation).toBe('text');
  for (const part of PARTS) {
    const list = detailed[part] as Answer[];
    expect(list.map((a) => a.n)).toEqual([1, 2, 3, 4, 5]);
    for (const a of list) {
      expect(a.part).toBe(part);
      const mistake = part === 'long_auditory' && a.n === 2;
      expect(a.isCorrect).toBe(!mistake);
      expect(a.chosen === a.target).toBe(!mistake);
      expect(a.implausible).toBe(false);
      // seconds with 1 ms resolution; the driver thinks ≥ 350 ms
      expect(a.responseTime).toBeGreaterThanOrEqual(0.35);
      expect(a.responseTime).toBeLessThan(10);
      expect(Math.round(a.responseTime * 1000) / 1000).toBe(a.responseTime);
      expect(typeof a.focusLost).toBe('boolean');
      expect(typeof a.droppedFrames).toBe('boolean');
    }
  }
  // no result row left waiting in the local pending list (the page may have moved on meanwhile)
  await expect
    .poll(async () => {
      const raw = await page.evaluate(() => window.localStorage.getItem('pendingResults')).catch(() => null);
      return raw === null ? null : (JSON.parse(raw) as { kind: string }[]).filter((e) => e.kind === 'row').length;
    })
    .toBe(0);
});
