import { createRequire } from 'node:module';
import { test, expect, type Page } from '@playwright/test';
import { API_URL, DEMO_ACCOUNTS, DEMO_ANON_KEY } from '../support/env.ts';
import { demoSession } from '../support/auth.ts';
import { serviceRest } from '../support/service.ts';

// Reports page (spec 3 §2.2–2.5): the numbers shown come from the stored rows, read here
// independently through the REST API as the same trainer.
const ALI = '00000000-0000-4000-a000-000000000101'; // Ali Yıldız, student of antrenor1 (seed)
const D2_STUDENT = '00000000-0000-4000-a000-000000000111'; // antrenor1's student with d2 results
const ANTRENOR1 = '00000000-0000-4000-a000-000000000004'; // antrenor1's users.id (seed)
const OTHER_TRAINERS_STUDENT = '00000000-0000-4000-a000-000000000127'; // antrenor2's student

async function restAs(email: string, path: string): Promise<unknown> {
  const session = await demoSession(email);
  const res = await fetch(`${API_URL}/rest/v1/${path}`, { headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${session.access_token}` } });
  expect(res.ok).toBeTruthy();
  return res.json();
}

const trPercent = (value: number) => `%${value.toFixed(1).replace('.', ',')}`;

async function openReports(page: Page, query: string) {
  await page.goto(`/reports${query}`);
  await expect(page.getByRole('heading', { name: 'Test Raporları' })).toBeVisible();
}

test.describe('reports @antrenor', () => {
  test('student list shows per-type counts and search narrows it', async ({ page }) => {
    await openReports(page, '');
    // Turkish name order, 20 a page, and other journeys add students of antrenor1: search by name first
    await page.getByLabel('Öğrenci ara').fill('ali yildiz');
    const row = page.getByRole('row').filter({ hasText: 'Ali Yıldız' });
    await expect(row.getByRole('button', { name: /^Burdon \(\d+\)$/ })).toBeVisible();
    await page.getByLabel('Öğrenci ara').fill('STU-26000001');
    await expect(page.getByRole('row').filter({ hasText: 'Ali Yıldız' })).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2); // header + Ali
    await page.getByLabel('Öğrenci ara').fill('zzz-yok');
    await expect(page.getByText('Öğrenci bulunamadı.')).toBeVisible();
  });

  test('Burdon report shows the stored numbers, gauge and three sections; Excel downloads', async ({ page }) => {
    type Burdon = { id: string; total_correct: number; total_wrong: number; total_missed: number; section1_correct: number; section2_correct: number; section3_correct: number; section1_missed: number; created_at: string };
    const rows = (await serviceRest(`burdon_test_results?student_id=eq.${ALI}&order=created_at.desc`)) as Burdon[];
    expect(rows.length).toBeGreaterThan(0);
    const stored = rows[0];
    const perf = (100 * stored.total_correct) / (stored.total_correct + stored.total_wrong + stored.total_missed);

    await openReports(page, `?student=${ALI}&test=burdon_test`);
    await expect(page.getByText('Burdon Dikkat Testi Sonuçları')).toBeVisible();
    const first = page.getByRole('row').nth(1);
    await expect(first).toContainText(`${stored.total_correct} / ${stored.total_wrong} / ${stored.total_missed}`);

    await first.getByRole('button', { name: 'Raporu aç' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Burdon Dikkat Testi Raporu').first()).toBeVisible();
    await expect(dialog.getByTestId('burdon-performance')).toHaveText(trPercent(perf));
    await expect(dialog.getByTestId('burdon-total-correct')).toHaveText(String(stored.total_correct));
    await expect(dialog.getByTestId('burdon-total-wrong')).toHaveText(String(stored.total_wrong));
    await expect(dialog.getByTestId('burdon-total-missed')).toHaveText(String(stored.total_missed));
    for (const [i, correct] of [stored.section1_correct, stored.section2_correct, stored.section3_correct].entries()) {
      await expect(dialog.getByTestId(`burdon-section-${i + 1}`)).toContainText(String(correct));
    }
    // the needle starts at -90° and turns to its angle about 500 ms after opening
    const expectedAngle = -90 + (Math.min(100, Math.max(0, perf)) / 100) * 180;
    await expect.poll(async () => Number(await dialog.getByTestId('burdon-needle').getAttribute('data-angle'))).toBeCloseTo(expectedAngle, 3);
    await expect(dialog.getByRole('button', { name: 'PDF Olarak İndir' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Kapat' }).click();

    const download = page.waitForEvent('download');
    await first.getByRole('button', { name: 'Excel indir' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Burdon_Test_Ali_Yıldız_\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(page.getByText('Excel raporu indirildi.')).toBeVisible();
    const require = createRequire(new URL('../../mf-reports/package.json', import.meta.url));
    const XLSX = require('xlsx') as typeof import('xlsx');
    const book = XLSX.readFile(await file.path());
    const cells = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(cells).toContainEqual(['Öğrenci', 'Ali Yıldız']);
    expect(cells).toContainEqual(expect.arrayContaining(['Toplam', stored.total_correct, stored.total_wrong, stored.total_missed]));
  });

  test('Burdon detail view has summary, sections and test info; back returns to the table', async ({ page }) => {
    await openReports(page, `?student=${ALI}&test=burdon`);
    await page.getByRole('row').nth(1).getByRole('cell').first().click();
    await expect(page.getByText('Bölüm Sonuçları')).toBeVisible();
    await expect(page.getByText('Test Bilgileri')).toBeVisible();
    await page.getByRole('button', { name: 'Sonuçlara Dön' }).click();
    await expect(page.getByText('Burdon Dikkat Testi Sonuçları')).toBeVisible();
    await page.getByRole('button', { name: 'Öğrenci Listesine Dön' }).click();
    await expect(page).toHaveURL(/\/reports$/);
  });

  test('d2 view: legend, report modal with chart and score table', async ({ page }) => {
    // a chart library that throws while drawing leaves a blank canvas: no page error is allowed
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await openReports(page, `?student=${D2_STUDENT}&test=d2_test`);
    await expect(page.getByTestId('d2-legend')).toContainText('CP = D − E2');
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Rapor' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('d2-chart').locator('canvas')).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByTestId('d2-score-row')).toBeVisible();
    await expect(dialog.getByTestId('d2-norms-footer')).toContainText('lisanslı');
    await dialog.getByTestId('d2-chart').screenshot({ path: test.info().outputPath('d2-chart.png') });
    expect(pageErrors).toEqual([]);
  });

  test('d2 table: every number equals an independent computation from the stored line_results (issue 15)', async ({ page }) => {
    type Item = { lineIndex: number; globalIndex: number; isTarget: boolean; isClicked: boolean };
    const rows = (await serviceRest(`d2_test_results?select=id,created_at,line_results&student_id=eq.${D2_STUDENT}&order=created_at.desc`)) as { line_results: Item[] }[];
    expect(rows.length).toBeGreaterThan(0);
    // per line, the items up to the last marked one are processed (the legend's TN); FR = max − min line TN
    const lines = Array.from({ length: 14 }, (_, l) => {
      const items = rows[0].line_results.filter((i) => i.lineIndex === l).sort((a, b) => a.globalIndex - b.globalIndex);
      const last = items.map((i) => i.isClicked).lastIndexOf(true);
      const done = items.slice(0, last + 1);
      return {
        tn: done.length,
        d: done.filter((i) => i.isTarget && i.isClicked).length,
        e1: done.filter((i) => i.isTarget && !i.isClicked).length,
        e2: done.filter((i) => !i.isTarget && i.isClicked).length,
      };
    });
    const sum = (k: 'tn' | 'd' | 'e1' | 'e2') => lines.reduce((t, l) => t + l[k], 0);
    const [TN, D, E1, E2] = [sum('tn'), sum('d'), sum('e1'), sum('e2')];
    const FR = Math.max(...lines.map((l) => l.tn)) - Math.min(...lines.map((l) => l.tn));
    expect(lines[12].tn + lines[13].tn).toBeGreaterThan(0); // the last lines were worked on too
    const oneDecimal = (n: number) => n.toFixed(1).replace('.', ',');

    await openReports(page, `?student=${D2_STUDENT}&test=d2_test`);
    const cells = page.getByRole('row').nth(1).getByRole('cell');
    // columns: Tarih, D, E1, E2, E, CP, TN, FR, …
    await expect(cells.nth(1)).toHaveText(String(D));
    await expect(cells.nth(2)).toHaveText(String(E1));
    await expect(cells.nth(3)).toHaveText(String(E2));
    await expect(cells.nth(4)).toHaveText(String(E1 + E2));
    await expect(cells.nth(5)).toHaveText(oneDecimal(D - E2));
    await expect(cells.nth(6)).toHaveText(String(TN));
    await expect(cells.nth(7)).toHaveText(oneDecimal(FR));
  });

  test('cognitive summary modal renders its bar chart and skill levels', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await openReports(page, `?student=${ALI}&test=cognitive_test`);
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Özet' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('cognitive-age')).toContainText(/\d+ yıl \d+ ay \d+ gün/);
    await expect(dialog.getByText(/Güçlü|Gelişmiş|Gelişim Öncelikli/).first()).toBeVisible();
    await expect(dialog.getByTestId('cognitive-chart').locator('canvas')).toBeVisible({ timeout: 10_000 });
    expect(pageErrors).toEqual([]);
  });

  test('PDF Olarak İndir opens an A4 print window with the report (charts as images)', async ({ page, context }) => {
    await openReports(page, `?student=${ALI}&test=burdon`);
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Raporu aç' }).click();
    const popupPromise = context.waitForEvent('page');
    await page.getByRole('dialog').getByRole('button', { name: 'PDF Olarak İndir' }).click();
    const popup = await popupPromise;
    await expect.poll(() => popup.content()).toContain('size: A4');
    await expect(popup.getByText('Bölüm Sonuçları')).toBeAttached();
    await popup.close();

    await openReports(page, `?student=${D2_STUDENT}&test=d2`);
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Rapor' }).click();
    await expect(page.getByRole('dialog').getByTestId('d2-chart').locator('canvas')).toBeVisible({ timeout: 10_000 });
    const d2Popup = context.waitForEvent('page');
    await page.getByRole('dialog').getByRole('button', { name: 'PDF Olarak Kaydet' }).click();
    const d2 = await d2Popup;
    await expect(d2.locator('img[src^="data:image/png"]')).toHaveCount(1);
    await expect(d2.getByText('TN-E').first()).toBeAttached();
    await d2.close();
  });

  for (const test_ of ['burdon', 'd2', 'cognitive']) {
    test(`query parameter test=${test_} opens that view`, async ({ page }) => {
      await openReports(page, `?student=${ALI}&test=${test_}`);
      const titles: Record<string, string> = { burdon: 'Burdon Dikkat Testi Sonuçları', d2: 'D2 Dikkat Testi Sonuçları', cognitive: 'Bilişsel Beceri Testi Sonuçları' };
      await expect(page.getByText(titles[test_])).toBeVisible();
    });
  }

  test("another trainer's student is not reachable through the student parameter", async ({ page }) => {
    await openReports(page, `?student=${OTHER_TRAINERS_STUDENT}&test=burdon`);
    await expect(page.getByText('Öğrenci bulunamadı.')).toBeVisible();
    await expect(page.getByText('Burdon Dikkat Testi Sonuçları')).toHaveCount(0);
  });
});

test.describe('reports scope @temsilci', () => {
  test("a temsilci finds students of each of their trainers", async ({ page }) => {
    const [other] = (await restAs(DEMO_ACCOUNTS.temsilci, `users?select=first_name,last_name&id=eq.${OTHER_TRAINERS_STUDENT}`)) as { first_name: string; last_name: string }[];
    expect(other).toBeTruthy();
    await openReports(page, '');
    for (const name of ['Ali Yıldız', `${other.first_name} ${other.last_name}`]) {
      await page.getByLabel('Öğrenci ara').fill(name);
      await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    }
    await openReports(page, `?student=${OTHER_TRAINERS_STUDENT}&test=burdon`);
    await expect(page.getByText('Burdon Dikkat Testi Sonuçları')).toBeVisible();
  });
});

test.describe('reports access @ogrenci', () => {
  test('a kullanıcı gets the denial text', async ({ page }) => {
    await page.goto('/reports');
    await expect(page.getByText('Erişim Yetkisi Yok')).toBeVisible();
    await expect(page.getByText('Bu sayfayı görüntüleme yetkiniz bulunmamaktadır.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Test Raporları' })).toHaveCount(0);
  });
});

test.describe('activities @antrenor', () => {
  test('lists the trainer’s students’ results with scores, filter and count header', async ({ page }) => {
    type Row = { id: string; student_id: string; total_score: number | null };
    const students = (await restAs(DEMO_ACCOUNTS.antrenor, `users?select=id&roles=cs.{kullanici}&supervisor_id=eq.${ANTRENOR1}`)) as { id: string }[];
    const ids = new Set(students.map((s) => s.id));
    const burdon = ((await serviceRest('burdon_test_results?select=id,student_id,total_score')) as Row[]).filter((r) => ids.has(r.student_id));
    await page.goto('/activities');
    await expect(page.getByRole('heading', { name: 'Öğrenci Aktiviteleri' })).toBeVisible();
    await expect(page.getByText(/^Toplam \d+ aktivite bulundu$/)).toBeVisible();
    await page.getByLabel('Test türü').click();
    await page.getByTitle('Burdon Testi').click();
    await expect(page.getByText(`Toplam ${burdon.length} aktivite bulundu`)).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toContainText('Tamamlandı');
    await page.getByLabel('Öğrenci ara').fill('zzz-yok');
    await expect(page.getByText('Henüz aktivite bulunmuyor.')).toBeVisible();
  });
});

test.describe('activities @ogrenci', () => {
  test('a kullanıcı sees no activities', async ({ page }) => {
    await page.goto('/activities');
    await expect(page.getByText('Toplam 0 aktivite bulundu')).toBeVisible();
    await expect(page.getByText('Henüz aktivite bulunmuyor.')).toBeVisible();
  });
});
