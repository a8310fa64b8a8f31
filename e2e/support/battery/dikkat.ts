// Scripted child for the Dikkat page (/cognitive-tests/dikkat/dikkat.html), starting on its intro
// screen: Space for the yellow star (≥ 250 ms after it appears — a child needs time; presses under
// 150 ms are implausible, spec 2 §5), nothing for the other shapes; 4 practice + 30 scored trials,
// all answered right. Returns when the page has saved (its done screen, or the next battery page).
import { expect, type Page } from '@playwright/test';

export const DIKKAT_PRACTICE = 4;
export const DIKKAT_SCORED = 30;
const PAGE_PATH = '/cognitive-tests/dikkat/dikkat.html';

async function trials(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const shape = page.locator('svg[data-shape]');
    await shape.waitFor({ state: 'visible', timeout: 5000 });
    if ((await shape.getAttribute('data-shape')) === 'star') {
      await page.waitForTimeout(250);
      await page.keyboard.press('Space');
    }
    await shape.waitFor({ state: 'detached', timeout: 5000 });
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
