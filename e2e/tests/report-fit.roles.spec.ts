// Report screens that must fit (issue 25 item 5): the Burdon report modal at 390 px has nothing to
// pan (before: 416 px of content in a 310 px page), the d2 report modal likewise, and the
// Bilişsel table's CSV button is on screen at 1366 px (before: clipped at the table's edge).
import { test, expect, type Locator, type Page } from '@playwright/test';

const ALI = '00000000-0000-4000-a000-000000000101'; // Ali Yıldız, student of antrenor1 (seed)
const D2_STUDENT = '00000000-0000-4000-a000-000000000111'; // antrenor1's student with d2 results

async function openReports(page: Page, query: string) {
  await page.goto(`/reports${query}`);
  await expect(page.getByRole('heading', { name: 'Test Raporları' })).toBeVisible();
}

/** Every element inside `root` that is wider than its own box (something to pan). */
async function pannable(root: Locator): Promise<string[]> {
  return root.evaluate((el) =>
    [el, ...el.querySelectorAll('*')]
      .filter((e) => e instanceof HTMLElement && getComputedStyle(e).display !== 'inline' && e.scrollWidth > e.clientWidth + 1)
      .map((e) => `${e.tagName.toLowerCase()}.${(e as HTMLElement).className} ${e.scrollWidth}>${e.clientWidth}`),
  );
}

test.describe('reports fit the screen @antrenor', () => {
  test('Burdon report modal at 390 px: nothing to pan, the page inside the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openReports(page, `?student=${ALI}&test=burdon`);
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Raporu aç' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Burdon Dikkat Testi Raporu' })).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Bölüm sonuçları' })).toBeVisible();
    expect(await pannable(dialog)).toEqual([]);
    for (const box of [await dialog.getByRole('table', { name: 'Bölüm sonuçları' }).boundingBox(), await dialog.getByRole('img', { name: /Performans göstergesi/ }).boundingBox()]) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('d2 report modal at 390 px: nothing to pan', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openReports(page, `?student=${D2_STUDENT}&test=d2`);
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Rapor' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('d2-chart').locator('canvas')).toBeVisible({ timeout: 20_000 });
    expect(await pannable(dialog)).toEqual([]);
  });

  test('Bilişsel table at 1366 px: every CSV button is on screen, not clipped', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openReports(page, `?student=${ALI}&test=cognitive`);
    const card = page.locator('.ant-card').filter({ hasText: 'Bilişsel Beceri Testi Sonuçları' });
    const csv = card.getByRole('button', { name: 'CSV' });
    await expect(csv.first()).toBeVisible();
    const cardBox = (await card.boundingBox())!;
    for (const button of await csv.all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(Math.min(1366, cardBox.x + cardBox.width));
      // nothing on top of it: the button itself is what a click at its centre hits
      expect(await button.evaluate((b) => {
        const r = b.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return !!hit && b.contains(hit);
      })).toBe(true);
    }
    expect(await pannable(card)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  });
});
