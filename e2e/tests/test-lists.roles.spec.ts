import { test, expect } from '@playwright/test';
import { API_URL, DEMO_ACCOUNTS, DEMO_ANON_KEY } from '../support/env.ts';
import { demoSession } from '../support/auth.ts';

// Test lists (spec 3 §2.6, §4, §8): a trainer starts a reading test for one student; the toast
// appears and the in_progress test_results row is read back through the REST API as the trainer.
const READING_TEST = '00000000-0000-4000-e000-000000000001'; // 'Hızlı Okuma Seviye Belirleme' (seed)
const ALI = '00000000-0000-4000-a000-000000000101'; // Ali Yıldız, student of antrenor1 (seed)
const ANTRENOR1 = '00000000-0000-4000-a000-000000000004';

async function restAs(email: string, path: string): Promise<unknown> {
  const session = await demoSession(email);
  const res = await fetch(`${API_URL}/rest/v1/${path}`, { headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${session.access_token}` } });
  expect(res.ok).toBeTruthy();
  return res.json();
}

test.describe('test lists @antrenor', () => {
  test('Okuma Testleri: start a reading test for one student → toast and an in_progress row', async ({ page }) => {
    const since = new Date(Date.now() - 60_000).toISOString();
    const before = (await restAs(DEMO_ACCOUNTS.antrenor, `test_results?select=id&test_id=eq.${READING_TEST}&student_id=eq.${ALI}`)) as { id: string }[];
    await page.goto('/reading-tests');
    await expect(page.getByRole('heading', { name: 'Okuma Testleri' })).toBeVisible();
    await expect(page.getByText('Lütfen bir test seçin.')).toBeVisible();
    // only active reading tests: the archived one and the field tests are not listed
    await expect(page.getByText('Eski Okuma Testi (2024)')).toHaveCount(0);
    await expect(page.getByText('PISA Okuma Becerileri Deneme')).toHaveCount(0);
    await expect(page.getByText('Süre: Sınırsız')).toBeVisible(); // 'Sözcük Gruplarıyla Okuma' has no duration
    await page.getByRole('button', { name: 'Hızlı Okuma Seviye Belirleme' }).click();
    await page.getByRole('button', { name: 'Testi Başlat', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Testi Başlat (0)' })).toBeDisabled();
    await expect(dialog.getByText('Lütfen en az bir öğrenci seçin.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /Ali Yıldız/ }).check();
    await expect(dialog.getByText('1 öğrenci seçildi')).toBeVisible();
    await dialog.getByRole('button', { name: 'Testi Başlat (1)' }).click();
    await expect(page.getByText('Hızlı Okuma Seviye Belirleme testi 1 öğrenci için başlatıldı.')).toBeVisible();
    const after = (await restAs(
      DEMO_ACCOUNTS.antrenor,
      `test_results?select=id,status,conducted_by,start_time&test_id=eq.${READING_TEST}&student_id=eq.${ALI}&start_time=gte.${encodeURIComponent(since)}`,
    )) as { id: string; status: string; conducted_by: string }[];
    const added = after.filter((r) => !before.some((b) => b.id === r.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ status: 'in_progress', conducted_by: ANTRENOR1 });
  });

  test('Alan Testleri lists every non-reading test with Aktif/Pasif; results download is a real CSV', async ({ page }) => {
    await page.goto('/subject-tests');
    await expect(page.getByRole('heading', { name: 'Alan Testleri' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PISA Matematik (Pilot)' })).toBeVisible();
    await expect(page.getByText('Hızlı Okuma Seviye Belirleme')).toHaveCount(0);
    await page.getByLabel('Durum').click();
    await page.getByTitle('Pasif').click();
    await expect(page.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('listitem').getByText('Pasif')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Sonuçları İndir' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^test_sonuclari_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await (await import('node:fs/promises')).readFile((await file.path()) as string, 'utf8'));
    expect(text.startsWith('\uFEFFTest,Test Türü,Öğrenci')).toBe(true);
  });

  test('Etkin ve Anlayarak Okuma shows the placeholder', async ({ page }) => {
    await page.goto('/reading-exercises');
    await expect(page.getByText('Bu bölüm şu anda geliştirme aşamasındadır.')).toBeVisible();
  });
});
