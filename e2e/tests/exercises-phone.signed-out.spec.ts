// The exercises launcher (/exercises from an LMS link) on a phone and a tablet (issue 29 item 6): at
// 390×844 and 768×1024 the error page, the trainer's student picker and the maths exercise never
// scroll sideways, keep headings and names whole, and every control is at least 44 px; the picker's
// student cards work from the keyboard (Tab, Enter).
import { test, expect } from '@playwright/test';
import { COLD_PAGE_MS } from '../support/env.ts';
import { trainerLmsKey } from '../support/lms-link.ts';
import { expectNoDocumentSidewaysScroll, expectTextNotCut, expectTouchTargets, shot } from '../support/walk.ts';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

let LMS_KEY = '';
test.beforeAll(async () => {
  LMS_KEY = await trainerLmsKey();
});

for (const vp of VIEWPORTS) {
  test(`${vp.width}×${vp.height}: the launcher's error page, student picker and maths exercise fit, with whole text and 44 px targets`, async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: vp.width, height: vp.height });
    const check = async (where: string, names = '') => {
      await expectNoDocumentSidewaysScroll(page, `${vp.name} ${where}`);
      await expectTextNotCut(page, `${vp.name} ${where}`, `h1, h2, h3, h4, h5${names ? `, ${names}` : ''}`);
      await expectTouchTargets(page, `${vp.name} ${where}`);
      await shot(page, testInfo, `launcher-${vp.name}-${where}`);
    };

    await page.goto('/exercises?email=antrenor1@akademi.test&key=yanlis');
    await expect(page.getByText('Geçersiz erişim anahtarı')).toBeVisible({ timeout: COLD_PAGE_MS });
    await check('hata');

    const stamp = Date.now();
    await page.goto(`/exercises?email=antrenor1@akademi.test&key=${LMS_KEY}&type=matematik-phone-${stamp}&session=e2e-phone-${stamp}`);
    await expect(page.getByText('Öğrenci Seçimi')).toBeVisible({ timeout: COLD_PAGE_MS });
    await page.getByLabel('Öğrenci ara...').fill('Ali Yıldız');
    const ali = page.getByRole('button', { name: 'Ali Yıldız' });
    await expect(ali).toBeVisible();
    await check('secim', '[role="button"].ant-card div');
    // the keyboard picks a student: the card is reachable with Tab and opens with Enter
    await ali.focus();
    await expect(ali).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Öğrenci olarak oynuyorsunuz' })).toContainText('Ali Yıldız');
    await expect(page.getByTestId('math-level')).toHaveText('Level 1 / 10');
    await check('matematik');
  });
}
