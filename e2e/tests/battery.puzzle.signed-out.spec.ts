import { test, expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { API_URL, APP_URL, DEMO_ACCOUNTS, DEMO_ANON_KEY } from '../support/env.ts';
import { DEMO_SERVICE_KEY } from '../support/service.ts';
import { demoSession, signInContext } from '../support/auth.ts';
import { playPuzzle } from '../support/battery/puzzle.ts';

// Cognitive battery, the puzzle page (issue 6): a trainer registers a session, a scripted child
// solves the practice (keyboard) and the four puzzles (mouse) with one wrong placement, and the
// puzzle row lands with every field of spec 2 §3, consistent with what was played.
const ALI = '00000000-0000-4000-a000-000000000101'; // Ali Yıldız, student of antrenor1 (seed)
const ANTRENOR1 = '00000000-0000-4000-a000-000000000004';

interface Piece { responseTime: number; isCorrect: boolean; isTimeout: boolean; implausible: boolean; focusLost: boolean; droppedFrames: boolean; piece: number | null; cell: number | null }
interface Item { pieceCount: number; score: number; completed: boolean; isTimeout: boolean; correctCount: number; wrongCount: number; durationSeconds: number; pieces: Piece[] }

test('a child solves the puzzles; the row lands with every field', async ({ page }) => {
  test.setTimeout(120_000);
  const trainer = await demoSession(DEMO_ACCOUNTS.antrenor);
  const headers = { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${trainer.access_token}` };
  const sessionId = randomUUID();
  const reg = await fetch(`${API_URL}/rest/v1/test_sessions`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ id: sessionId, student_id: ALI, conducted_by: ANTRENOR1, kind: 'cognitive' }),
  });
  expect(reg.status, await reg.text()).toBe(201);

  // issue 15: results are written only by the session's registrant — the page runs in the
  // trainer's browser (same origin), so supabase-js sends the trainer's session
  await signInContext(page.context(), DEMO_ACCOUNTS.antrenor, APP_URL);
  await page.goto(`/cognitive-tests/puzzle/puzzle.html?session_id=${sessionId}&student_id=${ALI}&conducted_by=${ANTRENOR1}`);
  await expect(page.getByRole('heading', { name: 'Yapboz Testi' })).toBeVisible();
  await playPuzzle(page);

  // stored rows read as the service role: staff tokens read no result table (issue 26 §2)
  const res = await fetch(`${API_URL}/rest/v1/puzzle_test_results?select=*&session_id=eq.${sessionId}`, { headers: { apikey: DEMO_SERVICE_KEY, Authorization: `Bearer ${DEMO_SERVICE_KEY}` } });
  const rows = (await res.json()) as Record<string, unknown>[];
  expect(rows).toHaveLength(1);
  const row = rows[0];
  const num = (k: string) => Number(row[k]);
  expect(row).toMatchObject({ student_id: ALI, conducted_by: ANTRENOR1, session_id: sessionId, total_correct: 35 });
  expect(Date.parse(row.test_end_time as string)).toBeGreaterThan(Date.parse(row.test_start_time as string));

  const items = row.detailed_responses as Item[];
  expect(items.map((i) => [i.pieceCount, i.completed, i.isTimeout, i.correctCount, i.wrongCount])).toEqual([
    [4, true, false, 4, 0],
    [6, true, false, 6, 0],
    [9, true, false, 9, 1],
    [16, true, false, 16, 0],
  ]);
  const all = items.flatMap((i) => i.pieces);
  expect(all).toHaveLength(36);
  for (const p of all) {
    expect(p.isTimeout).toBe(false);
    expect(p.isCorrect).toBe(p.piece === p.cell);
    // seconds with 1 ms resolution, at least the driver's 300 ms gap
    expect(p.responseTime).toBeGreaterThanOrEqual(0.3);
    expect(Math.round(p.responseTime * 1000)).toBeCloseTo(p.responseTime * 1000, 6);
    expect(p.implausible).toBe(false);
    expect(typeof p.focusLost).toBe('boolean');
    expect(typeof p.droppedFrames).toBe('boolean');
  }
  expect(items[2].pieces[0]).toMatchObject({ piece: 0, cell: 1, isCorrect: false });

  // piece-count scores: 100 × C × (0.75 × P + 0.25 × S) with C = 1, S = time left share
  for (const [k, col] of [[0, 'four_piece_score'], [1, 'six_piece_score'], [2, 'nine_piece_score'], [3, 'sixteen_piece_score']] as const) {
    expect(num(col)).toBe(items[k].score);
  }
  for (const k of [0, 1, 3]) expect(items[k].score).toBeGreaterThan(75);
  expect(items[2].score).toBeGreaterThan(67.5); // P = 9/10
  // accuracy = 35 / (35 pieces + 1 wrong); spatial = 34 first-try / 35; pattern = 25 / (25 + 1)
  expect(num('accuracy_percentage')).toBe(97.22);
  expect(num('spatial_reasoning_score')).toBe(97.14);
  expect(num('pattern_recognition_score')).toBe(96.15);
  // every puzzle finished in time: problem solving above 50; the one error was recovered at once
  expect(num('problem_solving_score')).toBeGreaterThan(50);
  expect(num('cognitive_flexibility_score')).toBeGreaterThanOrEqual(50);
  expect(num('cognitive_flexibility_score')).toBeLessThanOrEqual(100);
  // time measures over the 35 correct placements
  const ms = all.filter((p) => p.isCorrect).map((p) => Math.round(p.responseTime * 1000));
  const mean = ms.reduce((s, v) => s + v, 0) / ms.length;
  expect(num('average_response_time_ms')).toBe(Math.round(mean));
  const variance = ms.reduce((s, v) => s + (v - mean) ** 2, 0) / ms.length;
  expect(num('response_time_variance')).toBeCloseTo(variance, 1);
  const duration = items.reduce((s, i) => s + i.durationSeconds, 0);
  expect(Math.abs(num('test_duration_seconds') - duration)).toBeLessThan(0.02);
  expect(num('test_duration_seconds')).toBeGreaterThan(20);

  const pending = JSON.parse((await page.evaluate(() => window.localStorage.getItem('pendingResults'))) ?? '[]') as { kind: string }[];
  // nothing waits to be stored (an aggregation note may follow later when the battery ends here)
  expect(pending.filter((e) => e.kind === 'row')).toEqual([]);
});
