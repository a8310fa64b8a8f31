import { test, expect } from '@playwright/test';
import { API_URL, DEMO_ACCOUNTS, DEMO_ANON_KEY } from '../support/env.ts';
import { demoSession } from '../support/auth.ts';
import { serviceRest, studentIdsOf } from '../support/service.ts';

// Static cognitive report page (issue 6 item 8, spec 3 §2.5 / §5): opened with session_id + anon key
// under the app's origin; RLS decides who may read the record.
const SCORES = [
  ['dikkat_skoru', 'Dikkat'],
  ['hafiza_skoru', 'Hafıza'],
  ['isleme_hizi_skoru', 'İşleme Hızı'],
  ['gorsel_isleme_skoru', 'Görsel İşleme'],
  ['akil_mantik_yurutme_skoru', 'Akıl Yürütme'],
  ['bilissel_esneklik_skoru', 'Bilişsel Esneklik'],
] as const;
// the page shows the stored score with two decimals, tr-TR
const trScore = (v: number) => `%${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v)}`;
// spec 3 §5
const level = (v: number) => (v >= 75 ? 'Güçlü' : v >= 50 ? 'Gelişmiş' : 'Gelişim Öncelikli');

type Row = Record<string, unknown> & { session_id: string; student_id: string };

async function rest<T>(email: string, path: string): Promise<T> {
  const session = await demoSession(email);
  const res = await fetch(`${API_URL}/rest/v1/${path}`, { headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${session.access_token}` } });
  expect(res.ok, await res.clone().text()).toBeTruthy();
  return (await res.json()) as T;
}

const reportUrl = (sessionId: string, key = DEMO_ANON_KEY) => `/cognitive-tests/rapor/rapor.html?${new URLSearchParams({ session_id: sessionId, key })}`;

test('@antrenor trainer opens the cognitive report of a student: name, six stored scores and levels', async ({ page }) => {
  // the stored rows of antrenor1's students, read as the service role (staff read results only through the logging functions)
  const mine = await studentIdsOf('00000000-0000-4000-a000-000000000004');
  const rows = await serviceRest<Row[]>(`cognitive_test_result?select=*&student_id=in.(${mine.join(',')})&order=created_at.desc`);
  const row = rows.find((r) => SCORES.every(([k]) => r[k] !== null)) ?? rows[0];
  expect(row, 'seed has a cognitive result of a student of antrenor1').toBeTruthy();
  // newest record of that session is the one shown
  const newest = rows.filter((r) => r.session_id === row.session_id)[0];
  const [student] = await rest<{ first_name: string; last_name: string }[]>(DEMO_ACCOUNTS.antrenor, `users?select=first_name,last_name&id=eq.${newest.student_id}`);

  await page.goto(reportUrl(newest.session_id));
  await expect(page.getByRole('heading', { name: 'Bilişsel Beceri Testi Raporu' })).toBeVisible();
  await expect(page.getByText(`${student.first_name} ${student.last_name}`, { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Beceri puanları' });
  for (const [key, label] of SCORES) {
    const v = newest[key] === null ? null : Number(newest[key]);
    const tr = table.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
    await expect(tr.getByRole('cell').nth(1)).toHaveText(v === null ? '-' : trScore(v));
    await expect(tr.getByRole('cell').nth(2)).toHaveText(v === null ? '-' : level(v));
  }
  await expect(page.getByRole('img', { name: 'Beceri puanları grafiği' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PDF Olarak İndir' })).toBeEnabled();

  // without the key the PDF button is blocked
  await page.goto(`/cognitive-tests/rapor/rapor.html?session_id=${newest.session_id}`);
  await expect(page.getByRole('button', { name: 'PDF Olarak İndir' })).toBeDisabled();
  await expect(page.getByRole('note')).toContainText('PDF indirme engellendi');
});

test('@ogrenci a student opening another student\'s report sees Rapor bulunamadı', async ({ page }) => {
  // the sessions RLS lets ogrenci1 read (its own), versus all of them (service role)
  const own = new Set((await rest<Row[]>(DEMO_ACCOUNTS.ogrenci, 'cognitive_test_result?select=session_id')).map((r) => r.session_id));
  const rows = await serviceRest<Row[]>('cognitive_test_result?select=session_id,student_id');
  const other = rows.find((r) => !own.has(r.session_id));
  expect(other).toBeTruthy();
  await page.goto(reportUrl(other!.session_id));
  await expect(page.getByRole('alert')).toContainText('Rapor bulunamadı');
  await expect(page.getByRole('table')).toHaveCount(0);
});
