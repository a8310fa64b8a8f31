// Tracking portal from an LMS link (spec 3 §2.8, §4, §5, §7, §8): no app login, access by the
// link's e-mail and key (antrenor1's per-trainer LMS link token, issue 14); drill-down to a single attempt; notes written, reloaded and edited.
import { test, expect, type Page } from '@playwright/test';
import { API_URL, DEMO_ANON_KEY } from '../support/env.ts';
import { trainerLmsKey } from '../support/lms-link.ts';

/** antrenor1's LMS link token (issue 14: per-trainer links; no shared key). */
let LMS_KEY = '';
test.beforeAll(async () => {
  LMS_KEY = await trainerLmsKey();
});

const trainerLink = () => `/tracking?email=antrenor1@akademi.test&key=${LMS_KEY}`;

/** Plays one attempt into a fresh LMS session of ogrenci1 through the function, so the test owns its data. */
async function recordAttempt(sessionId: string, slug: string): Promise<void> {
  const res = await fetch(`${API_URL}/functions/v1/lms-integration/record-attempt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}` },
    body: JSON.stringify({
      access_key: LMS_KEY,
      email: 'ogrenci1@akademi.test',
      exercise_slug: slug,
      exercise_title: 'Büyüyen Genişleyen E2E',
      session_id: sessionId,
      score: 40,
      correct: 4,
      wrong: 1,
      level: 3,
      duration_seconds: 125,
      settings: { shape: 'circle', speed_type: 'variable', focus_enabled: true, metronome_enabled: false, duration_seconds: 60 },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function openStudent(page: Page) {
  await page.goto(trainerLink());
  await expect(page.getByText('Takip Sistemi', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Öğrenciler', exact: true }).click();
  await page.getByRole('button', { name: 'Öğrenci: Ali Yıldız' }).click();
  await expect(page.getByText(/^Oturumlar \(\d+\)$/)).toBeVisible();
}

test.describe('tracking portal', () => {
  test('a wrong key, and the former shared demo key, are denied', async ({ page }) => {
    await page.goto('/tracking?email=antrenor1@akademi.test&key=akademi-local-demo-lms-key');
    await expect(page.getByText('Erişim Reddedildi')).toBeVisible({ timeout: 20_000 });
    await page.goto('/tracking?email=antrenor1@akademi.test&key=yanlis-anahtar');
    await expect(page.getByText('Erişim Reddedildi')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Bu sayfaya erişim yetkiniz bulunmamaktadır.')).toBeVisible();
    await expect(page.getByText('Öğrenci Performans Takibi')).toHaveCount(0);
  });

  test('a link without e-mail is denied', async ({ page }) => {
    await page.goto(`/tracking?key=${LMS_KEY}`);
    await expect(page.getByText('Erişim Reddedildi')).toBeVisible({ timeout: 20_000 });
  });

  test('the trainer’s LMS link shows the trainer’s students and drills down to one attempt', async ({ page }) => {
    const session = `e2e-${Date.now()}`;
    const slug = `buyuyen-genisleyen-e2e-${Date.now()}`;
    await recordAttempt(session, slug);

    await page.goto(trainerLink());
    await expect(page.getByText('Öğrenci Performans Takibi')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Genel Bakış')).toBeVisible();
    await expect(page.getByText('Toplam Öğrenci')).toBeVisible();
    await expect(page.getByText('Tamamlanan egzersiz')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tracking-email'))).toBe('antrenor1@akademi.test');

    await page.getByRole('button', { name: 'Öğrenciler', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Öğrenci: Ali Yıldız' })).toBeVisible();
    await page.getByLabel('Öğrenci ara').fill('ALİ yıldız');
    await expect(page.getByTestId('student-count')).toHaveText('1 öğrenci');
    await page.getByLabel('Öğrenci ara').fill('kimse-yok');
    await expect(page.getByText('Öğrenci bulunamadı')).toBeVisible();
    await page.getByLabel('Öğrenci ara').fill('');

    await page.getByRole('button', { name: 'Öğrenci: Ali Yıldız' }).click();
    await expect(page.getByText('LMS program oturumlarına göre düzenlenmiş egzersizler')).toBeVisible();
    await page.getByRole('button', { name: `Oturum: Oturum ${session}` }).click();
    await page.getByRole('button', { name: 'Egzersiz: Büyüyen Genişleyen E2E' }).click();
    await expect(page.getByText('Deneme Geçmişi (1)')).toBeVisible();
    await expect(page.getByText('Skor: 40')).toBeVisible();
    await expect(page.getByText('Doğruluk (%): 80')).toBeVisible();
    await expect(page.getByText('Seviye 3')).toBeVisible();

    await page.getByRole('button', { name: /^Deneme / }).click();
    const settings = page.getByTestId('selected-attempt-settings');
    await expect(settings.getByText('Seçili Deneme Ayarları')).toBeVisible();
    await expect(settings.getByText('Daire')).toBeVisible();
    await expect(settings.getByText('Değişken')).toBeVisible();
    await expect(settings.getByText('Açık')).toBeVisible();
    await expect(settings.getByText('Kapalı')).toBeVisible();
    await page.getByRole('button', { name: /^Deneme / }).click();
    await expect(settings).toHaveCount(0);

    await page.getByRole('button', { name: 'Oturumdaki Egzersizlere Dön' }).click();
    await page.getByRole('button', { name: 'Oturumlara Dön' }).click();
    await page.getByRole('button', { name: 'Öğrencilere Dön' }).click();
    await expect(page.getByLabel('Öğrenci ara')).toBeVisible();

    // Okullar: school cards; a school's students; back to the schools
    await page.getByRole('button', { name: 'Okullar', exact: true }).click();
    await page.getByRole('button', { name: 'Konak Kemeraltı İlkokulu' }).click();
    await page.getByRole('button', { name: 'Öğrenci: Ali Yıldız' }).click();
    await page.getByRole('button', { name: 'Öğrenci Listesine Dön' }).click();
    await page.getByRole('button', { name: 'Okullara Dön' }).click();
    await page.getByRole('button', { name: 'Sınıflar', exact: true }).click();
    await expect(page.getByText(/^\d+ öğrenci$/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Raporlar', exact: true }).click();
    await expect(page.getByText('Rapor araçları yakında eklenecek')).toBeVisible();
  });

  test('a session note is written, reloaded (amber) and edited', async ({ page }) => {
    const session = `e2e-not-${Date.now()}`;
    await recordAttempt(session, `benzer-kelimeler-e2e-${Date.now()}`);
    await openStudent(page);
    const notes = page.getByRole('button', { name: `Notlar: Oturum ${session}` });
    await expect(notes).toHaveAttribute('data-has-note', 'false');
    await notes.click();
    const popover = page.getByTestId('notes-popover');
    await expect(popover.getByText('Oturum Notu')).toBeVisible();
    // measured once the opening animation has settled
    await expect.poll(async () => Math.round((await popover.boundingBox())?.width ?? 0)).toBe(400);
    await expect.poll(async () => Math.round((await popover.boundingBox())?.height ?? 0)).toBe(500);
    await expect(popover.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
    await popover.getByPlaceholder('Notunuzu buraya yazın...').fill('İlk oturumda dikkat iyiydi');
    await popover.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Not kaydedildi')).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: 'Öğrenciler', exact: true }).click();
    await page.getByRole('button', { name: 'Öğrenci: Ali Yıldız' }).click();
    await expect(notes).toHaveAttribute('data-has-note', 'true');
    await notes.click();
    await expect(popover.getByTestId('note-text')).toHaveText('İlk oturumda dikkat iyiydi');
    await popover.getByRole('button', { name: 'Düzenle' }).click();
    await popover.getByPlaceholder('Notunuzu buraya yazın...').fill('Güncellendi: dikkat çok iyi');
    await popover.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Not güncellendi')).toBeVisible();
    await notes.click();
    await expect(popover.getByTestId('note-text')).toHaveText('Güncellendi: dikkat çok iyi');
  });
});
