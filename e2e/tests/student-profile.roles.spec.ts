import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test, expect, type Page } from '@playwright/test';
import { APP_URL } from '../support/env.ts';
import { signInContext } from '../support/auth.ts';
import { serviceCount, serviceRest, studentIdsOf } from '../support/service.ts';

// Öğrenci Profili (issue 18): a trainer opens it from every staff screen that names a student,
// sees the charts, downloads the parent PDF and the full Excel (checked against the database
// read independently through the REST API as the service role); another trainer is refused; no sideways scroll.
const ALI = '00000000-0000-4000-a000-000000000101'; // Ali Yıldız, student of antrenor1 (seed)
const require = createRequire(new URL('../../mf-reports/package.json', import.meta.url));

async function expectProfile(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/students/${ALI}$`));
  await expect(page.getByRole('heading', { name: 'Öğrenci Profili' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ali Yıldız' })).toBeVisible();
}

test.describe('student profile @antrenor', () => {
  // one test per entry point: each opens a staff screen and follows the student's name
  test('opens from the Öğrenciler rows', async ({ page }) => {
    await page.goto('/students');
    await page.getByRole('row').filter({ hasText: 'Ali Yıldız' }).getByRole('link', { name: 'Ali Yıldız' }).click();
    await expectProfile(page);
  });

  test('opens from the user details dialog', async ({ page }) => {
    await page.goto('/students');
    await page.getByRole('row').filter({ hasText: 'Ali Yıldız' }).getByRole('button', { name: 'Detaylar' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Ali Yıldız' }).click();
    await expectProfile(page);
  });

  test('opens from the Raporlar student list', async ({ page }) => {
    await page.goto('/reports');
    // the list is in Turkish name order (Yıldız near the end) and other journeys add students: search
    await page.getByLabel('Öğrenci ara').fill('Ali Yıldız');
    await page.getByRole('row').filter({ hasText: 'Ali Yıldız' }).getByRole('link', { name: 'Ali Yıldız' }).click();
    await expectProfile(page);
  });

  test('opens from the Aktiviteler rows', async ({ page }) => {
    await page.goto('/activities');
    await page.getByLabel('Öğrenci ara').fill('Ali Yıldız');
    await page.getByRole('row').filter({ hasText: 'Ali Yıldız' }).first().getByRole('link', { name: 'Ali Yıldız' }).click();
    await expectProfile(page);
  });

  test('shows the header, the charts and the timeline; a timeline entry opens its report', async ({ page }) => {
    await page.goto(`/students/${ALI}`);
    await expectProfile(page);
    await expect(page.getByText('Antrenör', { exact: true })).toBeVisible();
    await expect(page.getByText('Zeynep Çelik').first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Bilişsel beceri puanlarının zaman içindeki değişimi' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Burdon performans yüzdesinin zaman içindeki değişimi' })).toBeVisible();
    // one line per skill in the cognitive chart, level bands behind them
    const chart = page.getByRole('img', { name: 'Bilişsel beceri puanlarının zaman içindeki değişimi' });
    await expect(chart.locator('[data-series]')).toHaveCount(6);
    await expect(chart.getByText('Gelişim Öncelikli')).toBeAttached();
    for (const title of ['Bilişsel Gelişim', 'Burdon ve D2', 'Veli Anketi', 'Egzersizler', 'Notlar', 'Değerlendirme Geçmişi']) {
      await expect(page.getByRole('region', { name: title })).toBeVisible();
    }
    const timeline = page.getByRole('list', { name: 'Değerlendirme geçmişi' });
    const total =
      (await serviceCount(`cognitive_test_result?student_id=eq.${ALI}`)) +
      (await serviceCount(`burdon_test_results?student_id=eq.${ALI}`)) +
      (await serviceCount(`d2_test_results?student_id=eq.${ALI}`)) +
      (await serviceCount(`parent_survey_results?student_id=eq.${ALI}`));
    await expect(timeline.getByRole('listitem')).toHaveCount(total);
    await timeline.getByRole('link', { name: 'Burdon Dikkat Testi' }).first().click();
    await expect(page).toHaveURL(/\/reports\?student=.*&test=burdon&result=/);
    await expect(page.getByRole('heading', { name: 'Test Raporları' })).toBeVisible();
  });

  test("Veli Raporu (PDF) is a real PDF with the name in its text layer and the trainer's own evaluation, which is stored and offered again", async ({ page }) => {
    await page.goto(`/students/${ALI}`);
    await expectProfile(page);
    // issue 25: the trainer writes 'Antrenör Değerlendirmesi' before downloading
    const evaluation = `Ali bu dönem dikkat çalışmalarında istikrarlı ilerledi ${Date.now()}.`;
    await page.getByRole('button', { name: 'Veli Raporu (PDF)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Veli Raporu' });
    const box = dialog.getByLabel('Antrenör Değerlendirmesi');
    await expect(box).toBeEnabled({ timeout: 20_000 });
    await expect(box).not.toHaveValue('');
    await box.fill('   ');
    await dialog.getByRole('button', { name: 'Kaydet ve İndir' }).click();
    await expect(dialog.getByText('Antrenör değerlendirmesi boş olamaz')).toBeVisible();
    await box.fill(evaluation);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Kaydet ve İndir' }).click();
    const file = await download;
    await expect(dialog).toBeHidden();
    expect(file.suggestedFilename()).toMatch(/^Veli_Raporu_Ali_Yıldız_\d{4}-\d{2}-\d{2}\.pdf$/);
    const path = await file.path();
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // pdf-lib is mf-reports' dependency (the e2e package does not list it): only the call used here is typed
    const { PDFDocument } = require('pdf-lib') as { PDFDocument: { load(bytes: Uint8Array): Promise<{ getPageCount(): number }> } };
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Ali Yıldız');
    expect(text).toContain('Veli Bilgilendirme Raporu');
    expect(text).toMatch(/Sayfa 1 \/ \d+/);
    expect(text).toContain('Antrenör Değerlendirmesi');
    expect(text.replace(/\s+/g, ' ')).toContain(evaluation);
    // stored with the report's date: the next report starts from it, after a reload too
    await page.reload();
    await expectProfile(page);
    await page.getByRole('button', { name: 'Veli Raporu (PDF)' }).click();
    await expect(page.getByRole('dialog', { name: 'Veli Raporu' }).getByLabel('Antrenör Değerlendirmesi')).toHaveValue(evaluation, { timeout: 20_000 });
  });

  test("Tüm Sonuçlar (Excel) has one row per stored result on each test type's sheet", async ({ page }) => {
    await page.goto(`/students/${ALI}`);
    await expectProfile(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Tüm Sonuçlar (Excel)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Tum_Sonuclar_Ali_Yıldız_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const XLSX = require('xlsx') as typeof import('xlsx');
    const book = XLSX.readFile(await file.path());
    expect(book.SheetNames).toEqual(['Bilişsel', 'Burdon', 'D2', 'Veli Anketi', 'Egzersizler']);
    const rows = (sheet: string) => XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheet], { header: 1 }).length - 1;
    expect({
      Bilişsel: rows('Bilişsel'),
      Burdon: rows('Burdon'),
      D2: rows('D2'),
      'Veli Anketi': rows('Veli Anketi'),
      Egzersizler: rows('Egzersizler'),
    }).toEqual({
      Bilişsel: await serviceCount(`cognitive_test_result?student_id=eq.${ALI}`),
      Burdon: await serviceCount(`burdon_test_results?student_id=eq.${ALI}`),
      D2: await serviceCount(`d2_test_results?student_id=eq.${ALI}`),
      'Veli Anketi': await serviceCount(`parent_survey_results?student_id=eq.${ALI}`),
      Egzersizler: await serviceCount(`exercise_attempts?student_id=eq.${ALI}`),
    });
    // dates in Turkish format
    const firstDate = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Burdon, { header: 1 })[1]?.[0];
    if (firstDate) expect(firstDate).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });

  test('a student with one cognitive session: six separate columns with their scores written (issue 25)', async ({ page }) => {
    // a student of antrenor1 with exactly one stored session (the seed has several), read through REST
    const mine = await studentIdsOf('00000000-0000-4000-a000-000000000004'); // antrenor1's users.id (seed)
    const rows = await serviceRest<{ student_id: string; dikkat_skoru: number | null }[]>(`cognitive_test_result?select=student_id,dikkat_skoru&student_id=in.(${mine.join(',')})`);
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.student_id, (counts.get(r.student_id) ?? 0) + 1);
    const single = [...counts].find(([, n]) => n === 1)?.[0];
    expect(single, 'a seeded student with one cognitive session').toBeTruthy();
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`/students/${single}`);
    await expect(page.getByRole('heading', { name: 'Öğrenci Profili' })).toBeVisible();
    await expect(page.getByText(/^1 oturum · son oturum /)).toBeVisible();
    const chart = page.getByRole('img', { name: 'Bilişsel beceri puanlarının zaman içindeki değişimi' });
    await expect(chart.locator('circle')).toHaveCount(6);
    const dots = await chart.locator('circle').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect()));
    // six columns: no two dots share a vertical line or overlap
    const centres = dots.map((d) => d.x + d.width / 2).sort((a, b) => a - b);
    for (let i = 1; i < centres.length; i++) expect(centres[i]! - centres[i - 1]!).toBeGreaterThan(12);
    // the attention score is written in the chart (tr-TR, one decimal)
    const attention = rows.find((r) => r.student_id === single)?.dikkat_skoru;
    expect(attention ?? null).not.toBeNull();
    await expect(chart.getByText(new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 }).format(Number(attention)), { exact: true }).first()).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const width of [390, 768]) {
    test(`fits ${width} px without sideways scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/students/${ALI}`);
      await expectProfile(page);
      await expect(page.getByRole('img', { name: 'Bilişsel beceri puanlarının zaman içindeki değişimi' })).toBeVisible();
      await page.getByRole('region', { name: 'Bilişsel Gelişim' }).screenshot({ path: test.info().outputPath(`profile-cognitive-${width}.png`) });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("another trainer is refused and sees none of the student's data", async ({ browser }) => {
    const context = await browser.newContext();
    await signInContext(context, 'antrenor2@akademi.test', APP_URL);
    const page = await context.newPage();
    const rpcs: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/rest/v1/rpc/student_profile_')) rpcs.push(r.status());
    });
    await page.goto(`/students/${ALI}`);
    await expect(page.getByText('Erişim Yetkisi Yok')).toBeVisible();
    await expect(page.getByText('Ali Yıldız')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Veli Raporu (PDF)' })).toHaveCount(0);
    expect(rpcs.length).toBeGreaterThan(0);
    await context.close();
  });
});
