// Platform core, dashboard (spec 1 §2 Dashboard): welcome, quick actions per role, kullanici cards.
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, DEMO_ACCOUNTS } from '../support/env.ts';

/** Supabase CLI's well-known local demo service_role key (not a secret). */
const DEMO_SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const service = { apikey: DEMO_SERVICE_KEY, authorization: `Bearer ${DEMO_SERVICE_KEY}` };

type Row = Record<string, number | string | null>;
const num = (v: number | string | null | undefined) => (v === null || v === undefined || v === '' ? null : Number(v));

/**
 * 'Başarı Ortalaması' computed here, independently of the app's code, from the result rows the
 * role sees (all for admin; the trainer's own students): each result on 0–100 — cognitive the mean
 * of its skill scores, Burdon correct / (correct + wrong + missed), d2 100 − E / TN, survey
 * (total − 40) / 120 — then the rounded mean.
 */
async function expectedSuccess(request: APIRequestContext, studentIds: string[] | null): Promise<number | null> {
  const get = async (table: string, columns: string) => {
    const filter = studentIds ? `&student_id=in.(${studentIds.join(',')})` : '';
    const res = await request.get(`${API_URL}/rest/v1/${table}?select=${columns}${filter}`, { headers: service });
    expect(res.ok()).toBeTruthy();
    return (await res.json()) as Row[];
  };
  const skills = ['dikkat_skoru', 'hafiza_skoru', 'isleme_hizi_skoru', 'gorsel_isleme_skoru', 'akil_mantik_yurutme_skoru', 'bilissel_esneklik_skoru'];
  const values: number[] = [];
  for (const r of await get('cognitive_test_result', skills.join(','))) {
    const s = skills.map((k) => num(r[k])).filter((v): v is number => v !== null);
    if (s.length) values.push(s.reduce((a, b) => a + b, 0) / s.length);
  }
  for (const r of await get('burdon_test_results', 'total_correct,total_wrong,total_missed')) {
    const all = Number(r.total_correct) + Number(r.total_wrong) + Number(r.total_missed);
    if (all > 0) values.push((100 * Number(r.total_correct)) / all);
  }
  for (const r of await get('d2_test_results', 'total_items_processed,total_errors')) {
    const tn = num(r.total_items_processed) ?? 0;
    if (tn > 0) values.push(100 - (100 * (num(r.total_errors) ?? 0)) / tn);
  }
  for (const r of await get('parent_survey_results', 'total_score')) {
    const t = num(r.total_score);
    if (t !== null) values.push(((t - 40) / 120) * 100);
  }
  const bounded = values.map((v) => Math.min(100, Math.max(0, v)));
  return bounded.length ? Math.round(bounded.reduce((a, b) => a + b, 0) / bounded.length) : null;
}

/** The card shows '%NN' (0–100) equal to the independent computation (re-read if rows changed meanwhile). */
async function expectSuccessCard(page: Page, request: APIRequestContext, studentIds: string[] | null, label = 'Başarı Ortalaması') {
  const card = page.getByRole('list', { name: 'İstatistikler' }).getByRole('listitem', { name: label });
  await expect(async () => {
    await page.goto('/dashboard');
    const expected = await expectedSuccess(request, studentIds);
    expect(expected).not.toBeNull();
    expect(expected!).toBeGreaterThanOrEqual(0);
    expect(expected!).toBeLessThanOrEqual(100);
    await expect(card).toHaveText(`${label}%${expected}`, { timeout: 5000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('dashboard quick actions', () => {
  test('trainer: Öğrenci Ekle, Öğrenci Raporları, Aktiviteler, Test Tanımla @antrenor', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /^Hoş geldiniz, / })).toBeVisible();
    const actions = page.getByRole('region', { name: 'Hızlı İşlemler' });
    await expect(actions.getByRole('link')).toHaveText(['Öğrenci Ekle', 'Öğrenci Raporları', 'Aktiviteler', 'Test Tanımla']);
    await actions.getByRole('link', { name: 'Öğrenci Raporları' }).click();
    await expect(page).toHaveURL(/\/reports$/);
  });

  test('temsilci: Antrenör Ekle, Antrenörlerim, Test Tanımla @temsilci', async ({ page }) => {
    await page.goto('/dashboard');
    const actions = page.getByRole('region', { name: 'Hızlı İşlemler' });
    await expect(actions.getByRole('link')).toHaveText(['Antrenör Ekle', 'Antrenörlerim', 'Test Tanımla']);
    await expect(actions.getByRole('link', { name: 'Antrenör Ekle' })).toHaveAttribute('href', '/add-user?dialog=create-user');
  });

  test('temsilci: Bölge Performansı is the 0–100 mean over the students of their trainers @temsilci', async ({ page, request }) => {
    const ids = async (query: string) => ((await (await request.get(`${API_URL}/rest/v1/users?select=id&${query}`, { headers: service })).json()) as { id: string }[]).map((u) => u.id);
    const [me] = await ids(`email=eq.${encodeURIComponent(DEMO_ACCOUNTS.temsilci)}`);
    const trainers = await ids(`supervisor_id=eq.${me}&roles=cs.{beyin_antrenoru}`);
    const students = await ids(`supervisor_id=in.(${trainers.join(',')})&roles=cs.{kullanici}`);
    await expectSuccessCard(page, request, students, 'Bölge Performansı');
  });

  test('kullanici: no quick actions; a test card opens the test page with a registered session @ogrenci', async ({ page, context }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Hızlı İşlemler' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Bilişsel Beceri Testleri' })).toBeVisible();
    const popupPromise = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Teste Başla: Stroop' }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(/\/cognitive-tests\/stroop\/stroop\.html\?session_id=[0-9a-f-]{36}&student_id=[0-9a-f-]{36}$/);
  });

  test('trainer cards come from the database; Son Aktiviteler loads @antrenor', async ({ page, request }) => {
    const me = (await (await request.get(`${API_URL}/rest/v1/users?select=id&email=eq.${encodeURIComponent(DEMO_ACCOUNTS.antrenor)}`, { headers: service })).json()) as { id: string }[];
    const students = (await (
      await request.get(`${API_URL}/rest/v1/users?select=id&supervisor_id=eq.${me[0].id}&roles=cs.{kullanici}`, { headers: service })
    ).json()) as { id: string }[];
    await page.goto('/dashboard');
    const stats = page.getByRole('list', { name: 'İstatistikler' });
    for (const label of ['Öğrencilerim', 'Tamamlanan Testler', 'Başarı Ortalaması', 'Bu hafta']) await expect(stats.getByRole('listitem', { name: label })).toBeVisible();
    await expect(stats.getByRole('listitem', { name: 'Öğrencilerim' })).toContainText(String(students.length));
    const recent = page.getByRole('region', { name: 'Son Aktiviteler' });
    await expect(recent.getByText('Yükleniyor...')).toHaveCount(0);
    await expect(recent.getByRole('listitem').first().or(recent.getByText('Son aktivite bulunamadı'))).toBeVisible();
    await expectSuccessCard(page, request, students.map((s) => s.id));
  });

  test('admin cards; Başarı Ortalaması is the 0–100 mean over all results @admin', async ({ page, request }) => {
    await page.goto('/dashboard');
    const stats = page.getByRole('list', { name: 'İstatistikler' });
    for (const label of ['Toplam Kullanıcı', 'Toplam Test', 'Başarı Ortalaması', 'Bu hafta']) await expect(stats.getByRole('listitem', { name: label })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hızlı İşlemler' }).getByRole('link')).toHaveText(['Kullanıcı Ekle', 'Test Tanımla']);
    await expectSuccessCard(page, request, null);
  });
});
