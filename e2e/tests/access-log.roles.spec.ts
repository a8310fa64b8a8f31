import { test, expect, type Page } from '@playwright/test';
import { APP_URL } from '../support/env.ts';
import { signInContext } from '../support/auth.ts';

// Erişim kayıtları (issue 26 §2): a trainer opens a student's Burdon report; the admin sees that
// look in 'Erişim Kayıtları' (filtered by the student and by the trainer) and in 'Kim
// görüntüledi?' on the student's profile; phone (390 px) and desktop without sideways scroll.
// Other specs share the backend and open reports too, so the checks look for the trainer's
// row, never for exact counts.
const ALI = '00000000-0000-4000-a000-000000000101'; // Ali Yıldız, student of antrenor1 (seed)

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('access log @admin', () => {
  test.beforeAll(async ({ browser }) => {
    // the trainer's look: the Burdon results of Ali on the reports page
    const context = await browser.newContext();
    await signInContext(context, 'antrenor1@akademi.test', APP_URL);
    const page = await context.newPage();
    const logged = page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/report_burdon_results') && r.request().method() === 'POST', { timeout: 60_000 });
    await page.goto(`/reports?student=${ALI}&test=burdon_test`);
    await expect(page.getByText('Burdon Dikkat Testi Sonuçları')).toBeVisible({ timeout: 60_000 });
    expect((await logged).ok()).toBeTruthy();
    await context.close();
  });

  for (const width of [390, 1280]) {
    test(`Erişim Kayıtları shows the trainer's look, filtered by student and by staff member (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/access-logs');
      await expect(page.getByRole('heading', { name: 'Erişim Kayıtları' })).toBeVisible({ timeout: 30_000 });

      await page.getByLabel('Öğrenci', { exact: true }).click();
      await page.getByLabel('Öğrenci', { exact: true }).fill('Ali Yıldız');
      await page.getByTitle('Ali Yıldız').click(); // antd's visible option (the listbox's options are for screen readers)
      const list = page.getByRole('list', { name: 'Erişim kayıtları' });
      const look = list.getByRole('listitem').filter({ hasText: 'Zeynep Çelik' }).filter({ hasText: 'Raporlar · Burdon' });
      await expect(look.first()).toBeVisible({ timeout: 30_000 });
      await expect(look.first()).toContainText('Ali Yıldız');
      await expect(look.first()).toContainText('Sonuçlar');
      await expect(list.getByRole('listitem').filter({ hasNotText: 'Ali Yıldız' })).toHaveCount(0);

      await page.getByLabel('Personel', { exact: true }).click();
      await page.getByLabel('Personel', { exact: true }).fill('Zeynep');
      await page.locator('.ant-select-item-option').filter({ hasText: 'Zeynep Çelik' }).click();
      await expect(list.getByRole('listitem').filter({ hasNotText: 'Zeynep Çelik' })).toHaveCount(0, { timeout: 30_000 });
      await expect(look.first()).toBeVisible();

      // a date range in the past has none of today's looks
      await page.getByLabel('Bitiş Tarihi').fill('2020-01-01');
      await expect(page.getByText('Kayıt bulunamadı')).toBeVisible({ timeout: 30_000 });
      await noSidewaysScroll(page);

      await page.getByRole('button', { name: 'Filtreleri Temizle' }).click();
      await expect(look.first()).toBeVisible({ timeout: 30_000 });
      await noSidewaysScroll(page);
    });
  }

  test("'Kim görüntüledi?' on the student's profile lists the trainer's look", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`/students/${ALI}`);
    await expect(page.getByRole('heading', { name: 'Ali Yıldız' })).toBeVisible({ timeout: 30_000 });
    const card = page.getByRole('region', { name: 'Kim görüntüledi?' });
    await card.getByRole('button', { name: 'Erişim Kayıtlarını Göster' }).click();
    const look = card.getByRole('listitem').filter({ hasText: 'Zeynep Çelik' }).filter({ hasText: 'Raporlar · Burdon' });
    await expect(look.first()).toBeVisible({ timeout: 30_000 });
    await noSidewaysScroll(page);
  });
});

test.describe('access log refused @antrenor', () => {
  test("a trainer cannot open 'Erişim Kayıtları'", async ({ page }) => {
    await page.goto('/access-logs');
    await expect(page.getByText('Erişim Yetkisi Yok')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Erişim kayıtları' })).toHaveCount(0);
  });
});
