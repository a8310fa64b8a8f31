import { test, expect } from '@playwright/test';

// /cognitive-assessment launcher (spec 3 §2.6, §4): the trainer picks a student, the session is
// registered and the battery window opens on the Dikkat page; the button reads
// 'Test Devam Ediyor...' and returns to idle when the window is closed (checked every 1 s).
test.describe('cognitive launcher @antrenor', () => {
  test('start for a student → battery window with a session; closing it returns to idle', async ({ page }) => {
    await page.goto('/cognitive-assessment');
    await expect(page.getByRole('heading', { name: 'Bilişsel Beceri Değerlendirme' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Ana Sayfaya Dön/ })).toBeVisible();
    const start = page.getByRole('button', { name: 'Testi Başlat' });
    await expect(start).toBeDisabled();
    await page.getByRole('combobox', { name: 'Öğrenci' }).click();
    // typed, not scrolled to: the list is in Turkish surname order and virtual, so Ali Yıldız may be out of view
    await page.getByRole('combobox', { name: 'Öğrenci' }).fill('Ali Yıldız');
    await page.getByTitle('Ali Yıldız').click();
    const popupPromise = page.waitForEvent('popup');
    await start.click();
    const popup = await popupPromise;
    await expect(page.getByRole('button', { name: 'Test Devam Ediyor...' })).toBeDisabled();
    await popup.waitForURL(/\/cognitive-tests\/dikkat\/dikkat\.html\?session_id=[0-9a-f-]{36}&student_id=/);
    await expect(popup.getByRole('heading', { name: 'Dikkat Testi' })).toBeVisible();
    await popup.close();
    await expect(page.getByRole('button', { name: 'Testi Başlat' })).toBeEnabled({ timeout: 5000 });
  });
});
