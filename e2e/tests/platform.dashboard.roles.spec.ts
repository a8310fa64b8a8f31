// Platform core, dashboard (spec 1 §2 Dashboard): welcome, quick actions per role, kullanici cards.
import { test, expect } from '@playwright/test';

test.describe('dashboard quick actions', () => {
  test('trainer: Öğrenci Ekle, Öğrenci Raporları, Aktiviteler @antrenor', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /^Hoş geldiniz, / })).toBeVisible();
    const actions = page.getByRole('region', { name: 'Hızlı İşlemler' });
    await expect(actions.getByRole('link')).toHaveText(['Öğrenci Ekle', 'Öğrenci Raporları', 'Aktiviteler']);
    await actions.getByRole('link', { name: 'Öğrenci Raporları' }).click();
    await expect(page).toHaveURL(/\/reports$/);
  });

  test('temsilci: Antrenör Ekle, Antrenörlerim @temsilci', async ({ page }) => {
    await page.goto('/dashboard');
    const actions = page.getByRole('region', { name: 'Hızlı İşlemler' });
    await expect(actions.getByRole('link')).toHaveText(['Antrenör Ekle', 'Antrenörlerim']);
    await expect(actions.getByRole('link', { name: 'Antrenör Ekle' })).toHaveAttribute('href', '/add-user?dialog=create-user');
  });

  test('kullanici: no quick actions; a test card opens the test page with a registered session @ogrenci', async ({ page, context }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Hızlı İşlemler' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Bilişsel Beceri Testleri' })).toBeVisible();
    const popupPromise = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Stroop testini başlat' }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(/\/cognitive-tests\/stroop\/stroop\.html\?session_id=[0-9a-f-]{36}&student_id=[0-9a-f-]{36}$/);
  });
});
