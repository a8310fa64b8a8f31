// Platform core, dashboard (spec 1 §2 Dashboard): welcome, quick actions per role, kullanici cards.
import { test, expect } from '@playwright/test';
import { API_URL, DEMO_ACCOUNTS } from '../support/env.ts';

/** Supabase CLI's well-known local demo service_role key (not a secret). */
const DEMO_SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const service = { apikey: DEMO_SERVICE_KEY, authorization: `Bearer ${DEMO_SERVICE_KEY}` };

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

  test('trainer cards come from the database; Son Aktiviteler loads @antrenor', async ({ page, request }) => {
    const me = (await (await request.get(`${API_URL}/rest/v1/users?select=id&email=eq.${encodeURIComponent(DEMO_ACCOUNTS.antrenor)}`, { headers: service })).json()) as { id: string }[];
    const students = (await (
      await request.get(`${API_URL}/rest/v1/users?select=id&supervisor_id=eq.${me[0].id}&roles=cs.{kullanici}`, { headers: service })
    ).json()) as unknown[];
    await page.goto('/dashboard');
    const stats = page.getByRole('list', { name: 'İstatistikler' });
    for (const label of ['Öğrencilerim', 'Tamamlanan Testler', 'Başarı Ortalaması', 'Bu hafta']) await expect(stats.getByRole('listitem', { name: label })).toBeVisible();
    await expect(stats.getByRole('listitem', { name: 'Öğrencilerim' })).toContainText(String(students.length));
    const recent = page.getByRole('region', { name: 'Son Aktiviteler' });
    await expect(recent.getByText('Yükleniyor...')).toHaveCount(0);
    await expect(recent.getByRole('listitem').first().or(recent.getByText('Son aktivite bulunamadı'))).toBeVisible();
  });

  test('admin cards @admin', async ({ page }) => {
    await page.goto('/dashboard');
    const stats = page.getByRole('list', { name: 'İstatistikler' });
    for (const label of ['Toplam Kullanıcı', 'Toplam Test', 'Başarı Ortalaması', 'Bu hafta']) await expect(stats.getByRole('listitem', { name: label })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hızlı İşlemler' }).getByRole('link')).toHaveText(['Kullanıcı Ekle']);
  });
});
