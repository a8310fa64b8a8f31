// Scripted child for the Dikkat page (/cognitive-tests/dikkat/dikkat.html), starting on its intro
// screen: Space for the yellow star (≥ 250 ms after it appears — a child needs time; presses under
// 150 ms are implausible, spec 2 §5), nothing for the other shapes; 4 practice + 30 scored trials,
// all answered right. Returns when the page has saved (its done screen, or the next battery page).
import { expect, type Page } from '@playwright/test';

export const DIKKAT_PRACTICE = 4;
export const DIKKAT_SCORED = 30;
const PAGE_PATH = '/cognitive-tests/dikkat/dikkat.html';

/** How long a trial's shape may take to come and to go: the page's own timers, plus a loaded
 * machine's stalls (5 s was too short once at load average 24, six e2e lanes beside other work). */
const SHAPE_WAIT_MS = 20_000;

async function trials(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const shape = page.locator('svg[data-shape]');
    await shape.waitFor({ state: 'visible', timeout: SHAPE_WAIT_MS });
    if ((await shape.getAttribute('data-shape')) === 'star') {
      await page.waitForTimeout(250);
      await page.keyboard.press('Space');
    }
    await shape.waitFor({ state: 'detached', timeout: SHAPE_WAIT_MS });
  }
}

export async function playDikkat(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Dikkat Testi' })).toBeVisible();
  await page.getByRole('button', { name: 'Alıştırmaya Başla' }).click();
  await expect(page.getByText(`Alıştırma 0 / ${DIKKAT_PRACTICE}`)).toBeVisible();
  await trials(page, DIKKAT_PRACTICE);
  await expect(page.getByRole('heading', { name: 'Alıştırma bitti' })).toBeVisible();
  await page.getByRole('button', { name: 'Teste Başla' }).click();
  await trials(page, DIKKAT_SCORED);
}

/** After playDikkat: the page has stored its row and shows its done screen or has moved on. */
export async function dikkatSaved(page: Page, timeout = 20_000): Promise<void> {
  await expect
    .poll(async () => !page.url().includes(PAGE_PATH) || (await page.getByRole('heading', { name: 'Dikkat testi tamamlandı' }).isVisible()), { timeout })
    .toBe(true);
  await page.waitForLoadState('load');
}

/**
 * The attention row a playDikkat run stores: every field of spec 2 §3. The script answers every
 * trial right; on a machine starved of CPU a press may still reach the page after its star has
 * gone (once in 30 at load average ≈ 30), so up to two misses are accepted — and the row must then
 * count exactly what its per-trial answers say.
 */
export function expectDikkatRow(row: Record<string, unknown>): void {
  const detailed = row.detailed_responses as Record<string, { reactionTime?: number | null; isCorrect: boolean; shape: string }>;
  expect(Object.keys(detailed)).toHaveLength(DIKKAT_SCORED);
  const correct = Object.values(detailed).filter((item) => item.isCorrect).length;
  expect(correct).toBeGreaterThanOrEqual(DIKKAT_SCORED - 2);
  expect(row).toMatchObject({ total_correct: correct });
  expect(Number(row.accuracy_percentage)).toBeCloseTo((100 * correct) / DIKKAT_SCORED, 1);
  expect(Number(row.success_rate)).toBe(Number(row.accuracy_percentage));
  expect(Number(row.avg_response_time_ms)).toBeGreaterThanOrEqual(150);
  expect(Number(row.average_response_time_ms)).toBe(Number(row.avg_response_time_ms));
  expect(Number(row.test_duration_seconds)).toBeGreaterThan(20);
  expect(Date.parse(row.test_end_time as string)).toBeGreaterThan(Date.parse(row.test_start_time as string));
  for (const item of Object.values(detailed)) {
    if (!item.isCorrect) continue;
    if (item.shape === 'star') expect(Number.isInteger(item.reactionTime) && (item.reactionTime as number) >= 150).toBe(true);
    else expect(item.reactionTime ?? null).toBeNull();
  }
}
