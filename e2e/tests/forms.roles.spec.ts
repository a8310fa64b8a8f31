// Formlar (/forms; spec 3 §2.6, §4): the trainer starts the parent survey for a student; the survey
// opens in a popup for a registered 'parent_survey' session, refuses a missing answer, stores
// total_score + 40 answers, thanks; the launcher returns to idle when the window closes.
import { test, expect, type Page } from '@playwright/test';
import { API_URL, DEMO_ACCOUNTS } from '../support/env.ts';

/** Supabase CLI's well-known local demo service_role key (not a secret). */
const DEMO_SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const service = { apikey: DEMO_SERVICE_KEY, authorization: `Bearer ${DEMO_SERVICE_KEY}` };
const SCALE = ['Hiçbir zaman', 'Bazen', 'Sık sık', 'Her zaman'];

// the group is found by its labelling question id (a role+name lookup over 40 groups costs ~0.5 s each)
const answer = (popup: Page, id: number, value: number) =>
  popup.locator(`[role="radiogroup"][aria-labelledby="va-q-${id}"]`).getByRole('radio', { name: SCALE[value - 1] }).check();

test.describe('parent survey @antrenor', () => {
  test('pick a student → survey popup → missing answer refused → row stored with its total → idle on close', async ({ page, request }) => {
    await page.goto('/forms');
    const card = page.getByRole('region', { name: 'Veli Anketi' });
    await expect(card.getByText('40 soru · 10-15 dakika')).toBeVisible();
    const start = card.getByRole('button', { name: 'Anketi Başlat' });
    await expect(start).toBeDisabled();
    await card.getByRole('combobox', { name: 'Öğrenci' }).click();
    // typed, not scrolled to: the list is in Turkish surname order and virtual, so Ali Yıldız may be out of view
    await card.getByRole('combobox', { name: 'Öğrenci' }).fill('Ali Yıldız');
    await page.getByTitle('Ali Yıldız').click();
    const popupPromise = page.waitForEvent('popup');
    await start.click();
    const popup = await popupPromise;
    await popup.waitForURL(/\/cognitive-tests\/veli-anketi\/veli-anketi\.html\?user_id=[0-9a-f-]{36}&session_id=[0-9a-f-]{36}&conducted_by=[0-9a-f-]{36}$/);
    await expect(card.getByRole('button', { name: 'Anket Devam Ediyor...' })).toBeDisabled();
    const sessionId = new URL(popup.url()).searchParams.get('session_id');
    const userId = new URL(popup.url()).searchParams.get('user_id');

    await expect(popup.getByRole('heading', { name: 'Veli Anketi' })).toBeVisible();
    await expect(popup.getByRole('radiogroup')).toHaveCount(40);
    await expect(popup.getByRole('radiogroup', { name: /^23\. / })).toBeVisible();
    // everything but question 23: 1 + (id mod 4) → 10 × (1+2+3+4) = 100, minus question 23's 4
    for (let id = 1; id <= 40; id++) if (id !== 23) await answer(popup, id, 1 + (id % 4));
    await expect(popup.getByText('Yanıtlanan: 39 / 40')).toBeVisible();
    await popup.getByRole('button', { name: 'Anketi Gönder' }).click();
    await expect(popup.getByRole('alert')).toHaveText('Lütfen tüm soruları yanıtlayın: 1 soru yanıtlanmadı. İlk yanıtlanmamış soru: 23.');
    await answer(popup, 23, 1 + (23 % 4));
    await popup.getByRole('button', { name: 'Anketi Gönder' }).click();
    await expect(popup.getByRole('heading', { name: 'Teşekkür ederiz' })).toBeVisible();
    await expect(popup.getByText('Anket yanıtlarınız kaydedildi. Bu pencereyi kapatabilirsiniz.')).toBeVisible();

    const res = await request.get(`${API_URL}/rest/v1/parent_survey_results?select=student_id,total_score,answers&session_id=eq.${sessionId}`, { headers: service });
    const rows = (await res.json()) as { student_id: string; total_score: number | string; answers: { questionId: number; value: number }[] }[];
    expect(rows).toHaveLength(1);
    expect(rows[0].student_id).toBe(userId);
    expect(Number(rows[0].total_score)).toBe(100);
    expect(rows[0].answers).toHaveLength(40);
    expect(rows[0].answers[22]).toEqual({ questionId: 23, value: 4 });

    await popup.close();
    await expect(card.getByRole('button', { name: 'Anketi Başlat' })).toBeEnabled({ timeout: 5000 });
  });

  test('a link with user_id but no session shows the invalid-link message, not the questions', async ({ page }) => {
    await page.goto('/cognitive-tests/veli-anketi/veli-anketi.html?user_id=00000000-0000-4000-a000-000000000101');
    await expect(page.getByRole('alert')).toContainText('Geçersiz test bağlantısı');
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
  });
});

test.describe('parent survey for oneself @ogrenci', () => {
  test('a kullanici has no student picker; the survey opens about their own account', async ({ page, request }) => {
    const me = (await (await request.get(`${API_URL}/rest/v1/users?select=id&email=eq.${encodeURIComponent(DEMO_ACCOUNTS.ogrenci)}`, { headers: service })).json()) as { id: string }[];
    await page.goto('/forms');
    const card = page.getByRole('region', { name: 'Veli Anketi' });
    await expect(card.getByRole('combobox', { name: 'Öğrenci' })).toHaveCount(0);
    const popupPromise = page.waitForEvent('popup');
    await card.getByRole('button', { name: 'Anketi Başlat' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(new RegExp(`/veli-anketi\\.html\\?user_id=${me[0].id}&session_id=[0-9a-f-]{36}&conducted_by=${me[0].id}$`));
    await expect(popup.getByRole('heading', { name: 'Veli Anketi' })).toBeVisible();
    await popup.close();
    await expect(card.getByRole('button', { name: 'Anketi Başlat' })).toBeEnabled({ timeout: 5000 });
  });
});
