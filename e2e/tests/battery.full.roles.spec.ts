// The whole cognitive battery (issue 6): a trainer starts it from /cognitive-assessment, a scripted
// child sits the five tests in the battery window under one session id; the backend process is
// stopped during the Stroop test and started again — nothing is lost; five rows and exactly one
// combined record land, the six scores being what the shared pure functions give for the stored
// rows; the launcher tab is closed once the fifth test starts and the record still lands within
// 30 s (server-side aggregation, issue 15). The test runs against a backend of its own (same seed and
// demo keys) so that stopping it does not disturb the other specs.
import { test, expect, type Page } from '@playwright/test';
import { DEMO_SERVICE_KEY } from '../support/service.ts';
import { pointAppsAt, startPrivateBackend, type PrivateBackend } from '../support/private-backend.ts';
import { expectDikkatRow, playDikkat } from '../support/battery/dikkat.ts';
import { playHafiza } from '../support/battery/hafiza.ts';
import { playStroop } from '../support/battery/stroop.ts';
import { playPuzzle } from '../support/battery/puzzle.ts';
import { playAkilMantik } from '../support/battery/akil-mantik.ts';
import { createRequire } from 'node:module';

// shared is not an ESM package: load its TypeScript with require (Playwright's hook compiles it).
type Aggregate = typeof import('../../shared/src/domain/cognitive/aggregate.ts');
const { aggregateSession, COGNITIVE_SCORE_KEYS } = createRequire(import.meta.url)('../../shared/src/domain/cognitive/aggregate.ts') as Aggregate;

const ALI = '00000000-0000-4000-a000-000000000101'; // Ali Yıldız, student of antrenor1 (seed)
const ANTRENOR1 = '00000000-0000-4000-a000-000000000004';
const TABLES = {
  attention: 'attention_test_results',
  memory: 'memory_test_results',
  stroop: 'stroop_test_results',
  puzzle: 'puzzle_test_results',
  logic: 'akil_mantik_test_results',
} as const;

let backend: PrivateBackend;
test.beforeAll(async () => {
  test.setTimeout(360_000); // startPrivateBackend waits up to 300 s for a fresh backend
  backend = await startPrivateBackend();
});
test.afterAll(async () => {
  await backend?.dispose();
});

async function rows(table: string, sessionId: string): Promise<Record<string, unknown>[]> {
  // stored rows read as the service role: staff tokens read no result table (issue 26 §2)
  const res = await fetch(`${backend.url}/rest/v1/${table}?select=*&session_id=eq.${sessionId}`, {
    headers: { apikey: DEMO_SERVICE_KEY, Authorization: `Bearer ${DEMO_SERVICE_KEY}` },
  });
  expect(res.ok, await res.clone().text()).toBeTruthy();
  return (await res.json()) as Record<string, unknown>[];
}

async function onPage(popup: Page, path: string): Promise<void> {
  await popup.waitForURL((u) => u.pathname === path, { timeout: 60_000 });
  await popup.waitForLoadState('load');
}

test.describe('cognitive battery, start to combined record @antrenor', () => {
  test('five tests in one window, the backend stopped during Stroop, one combined record', async ({ page }) => {
    test.setTimeout(15 * 60_000);
    await pointAppsAt(page.context(), backend.url);
    await page.goto('/cognitive-assessment');
    await page.getByRole('combobox', { name: 'Öğrenci' }).click();
    // typed, not scrolled to: the list is in Turkish surname order and virtual, so Ali Yıldız may be out of view
    await page.getByRole('combobox', { name: 'Öğrenci' }).fill('Ali Yıldız');
    await page.getByTitle('Ali Yıldız').click();
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Testi Başlat' }).click();
    const popup = await popupPromise;
    await expect(page.getByRole('button', { name: 'Test Devam Ediyor...' })).toBeDisabled();

    await onPage(popup, '/cognitive-tests/dikkat/dikkat.html');
    const sessionId = new URL(popup.url()).searchParams.get('session_id') as string;
    expect(sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await playDikkat(popup);

    await onPage(popup, '/cognitive-tests/hafiza/hafiza.html');
    // headless Chromium has no Turkish voice: the words come as text, and the page says so
    await expect(popup.getByRole('note').first()).toHaveText('Bu cihazda sesli okuma yok; kelimeler ekranda tek tek gösterilecek.');
    await playHafiza(popup);

    await onPage(popup, '/cognitive-tests/stroop/stroop.html');
    let stopped = false;
    await playStroop(popup, {
      beforeLastStage: async () => {
        await backend.stop();
        stopped = true;
      },
      whileSaving: async () => {
        await expect(popup.getByText('Bağlantı bekleniyor.', { exact: false })).toBeVisible({ timeout: 20_000 });
        const pending = JSON.parse((await popup.evaluate(() => window.localStorage.getItem('pendingResults'))) ?? '[]') as { table: string }[];
        expect(pending.map((p) => p.table)).toContain(TABLES.stroop);
        await backend.start();
      },
    });
    expect(stopped).toBe(true);

    await onPage(popup, '/cognitive-tests/puzzle/puzzle.html');
    await playPuzzle(popup);

    await onPage(popup, '/cognitive-tests/akil-mantik/akil-mantik.html');
    // issue 15: the trainer closes the launcher tab right after the fifth test starts — no listener
    // is left to run the aggregator; the backend makes the combined record by itself
    await page.close();
    await playAkilMantik(popup);
    const fifthStored = Date.now();

    // exactly one row per test, and exactly one combined record
    const stored = Object.fromEntries(
      await Promise.all(
        Object.entries(TABLES).map(async ([key, table]) => {
          const r = await rows(table, sessionId);
          expect(r, table).toHaveLength(1);
          expect(r[0]).toMatchObject({ student_id: ALI, conducted_by: ANTRENOR1, session_id: sessionId });
          return [key, r[0]] as const;
        }),
      ),
    );
    expectDikkatRow(stored.attention);
    await expect.poll(async () => (await rows('cognitive_test_result', sessionId)).length, { timeout: 30_000 }).toBe(1);
    expect(Date.now() - fifthStored).toBeLessThan(30_000);
    const combined = (await rows('cognitive_test_result', sessionId))[0];

    const expected = aggregateSession({ sessionId, ...(stored as unknown as Omit<Parameters<typeof aggregateSession>[0], 'sessionId'>) });
    expect(expected.ok).toBe(true);
    if (!expected.ok) return;
    for (const key of COGNITIVE_SCORE_KEYS) {
      expect(Number(combined[key]), key).toBeCloseTo(Number(expected.record[key]), 2);
      expect(Number(combined[key]), key).toBeGreaterThanOrEqual(0);
      expect(Number(combined[key]), key).toBeLessThanOrEqual(100);
    }
    expect(combined.student_id).toBe(ALI);
    // nothing left waiting in the battery window
    expect(await popup.evaluate(() => window.localStorage.getItem('pendingResults'))).toBe('[]');
  });
});
