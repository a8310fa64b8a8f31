// Exports that open in Turkish Excel and printed reports that read as the academy's document
// (issue 17 items 5 and 6), on the real stack: a d2 CSV is downloaded and read back; the d2 and
// Burdon print windows are printed to PDF by Chromium and the PDF's text and page count are checked.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { APP_URL, DEMO_ANON_KEY } from '../support/env.ts';
import { serviceRest, studentIdsOf } from '../support/service.ts';

const ALI = '00000000-0000-4000-a000-000000000101'; // Ali Yıldız, student of antrenor1 (seed)
const D2_STUDENT = '00000000-0000-4000-a000-000000000111'; // antrenor1's student with d2 results
/** shared/src/config/runtime-config.ts DEFAULT_ACADEMY_NAME (when /config.json sets none). */
const DEFAULT_ACADEMY_NAME = 'Akademi Beyin Gelişim Merkezi';

async function academyName(): Promise<string> {
  const config = (await (await fetch(`${APP_URL}/config.json`)).json()) as { academyName?: string };
  return config.academyName?.trim() || DEFAULT_ACADEMY_NAME;
}

/** Prints the page to an A4 PDF as Chromium's print dialog would, returns its text and page count. */
async function printToPdf(page: Page, name: string): Promise<{ text: string; pages: number; file: string }> {
  await page.emulateMedia({ media: 'print' });
  const bytes = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const file = join(mkdtempSync(join(tmpdir(), 'akademi-print-')), `${name}.pdf`);
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1] ?? 0);
  await test.info().attach(`${name}.pdf`, { path: file, contentType: 'application/pdf' });
  return { text, pages, file };
}

async function openReports(page: Page, query: string) {
  await page.goto(`/reports${query}`);
  await expect(page.getByRole('heading', { name: 'Test Raporları' })).toBeVisible();
}

/**
 * Clicks `button` and returns the print window the report opens, once the app has called print() in
 * it (mf-reports lib/print.ts, PRINT_DELAY_MS after writing it). That call is recorded instead of
 * run: Chromium refuses page.pdf while the window's own print job runs ('Page is already being
 * printed', both tries of the Burdon print on a loaded machine), and the test prints the window
 * itself as the print dialog would.
 */
async function printWindow(context: BrowserContext, page: Page, button: string): Promise<Page> {
  await page.evaluate(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const w = open(...args);
      if (w) {
        w.print = () => {
          Object.assign(w, { akademiPrintCalled: true });
        };
      }
      return w;
    };
  });
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.waitForFunction(() => (window as Window & { akademiPrintCalled?: boolean }).akademiPrintCalled === true, null, { timeout: 30_000 });
  return popup;
}

test.describe('exports and print @antrenor', () => {
  test('d2 CSV opens in Turkish Excel: BOM, ";" header, decimal comma, CRLF', async ({ page }) => {
    await openReports(page, `?student=${D2_STUDENT}&test=d2`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('row').nth(1).getByRole('button', { name: 'CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^D2_Test_.+_\d{4}-\d{2}-\d{2}\.csv$/);
    const raw = readFileSync((await download.path()) as string);
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Tarih;D;E1;E2;E;CP;TN;TN-E;%Hata;FR;Antrenör');
    const cells = lines[1].split(';');
    expect(cells).toHaveLength(11);
    expect(cells[0]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    // %Hata = E / TN × 100, one decimal: written with a decimal comma, never a point
    expect(cells[8]).toMatch(/^\d+(,\d)?$/);
    expect(lines.slice(1).join('\n')).toMatch(/;\d+,\d;/);
    expect(text).not.toMatch(/\d\.\d;/);
  });

  test('d2 report prints as the academy’s document: letterhead, page numbers, print date, signature, ≤ 2 pages', async ({ page, context }) => {
    const academy = await academyName();
    await openReports(page, `?student=${D2_STUDENT}&test=d2`);
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Rapor' }).click();
    await expect(page.getByRole('dialog').getByTestId('d2-chart').locator('canvas')).toBeVisible({ timeout: 10_000 });
    const popup = await printWindow(context, page, 'PDF Olarak Kaydet');
    const { text, pages } = await printToPdf(popup, 'd2-report');
    test.info().annotations.push({ type: 'pdf-pages', description: `d2 report: ${pages}` });
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain(academy);
    expect(text).toContain('D2 Dikkat Testi Raporu');
    expect(text).toMatch(new RegExp(`Sayfa 1 / ${pages}`));
    const today = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Istanbul' }).format(new Date());
    expect(text).toContain(`Yazdırma tarihi: ${today}`);
    expect(text).toContain('İmza');
    await popup.close();
  });

  test('Burdon report prints on one A4 page with the letterhead and page number', async ({ page, context }) => {
    const academy = await academyName();
    await openReports(page, `?student=${ALI}&test=burdon`);
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Raporu aç' }).click();
    // the report is drawn before it is printed (a click during the modal's opening printed nothing once)
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Burdon Dikkat Testi Raporu' })).toBeVisible();
    const popup = await printWindow(context, page, 'PDF Olarak İndir');
    const { text, pages } = await printToPdf(popup, 'burdon-report');
    test.info().annotations.push({ type: 'pdf-pages', description: `Burdon report: ${pages}` });
    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain(academy);
    expect(text).toContain('Bölüm Sonuçları');
    expect(text).toMatch(new RegExp(`Sayfa 1 / ${pages}`));
    expect(text).toContain('İmza');
    await popup.close();
  });

  test('the cognitive report page prints with the letterhead, page number and signature lines on one page', async ({ page }) => {
    const academy = await academyName();
    // a session of antrenor1's students, read as the service role (staff read results only through the logging functions)
    const mine = await studentIdsOf('00000000-0000-4000-a000-000000000004');
    const [row] = await serviceRest<{ session_id: string }[]>(`cognitive_test_result?select=session_id&student_id=in.(${mine.join(',')})&order=created_at.desc&limit=1`);
    expect(row, 'seed has a cognitive result of a student of antrenor1').toBeTruthy();
    await page.goto(`/cognitive-tests/rapor/rapor.html?${new URLSearchParams({ session_id: row.session_id, key: DEMO_ANON_KEY })}`);
    await expect(page.getByRole('img', { name: 'Beceri puanları grafiği' })).toBeVisible();
    const { text, pages } = await printToPdf(page, 'cognitive-report');
    test.info().annotations.push({ type: 'pdf-pages', description: `cognitive report: ${pages}` });
    expect(pages).toBe(1);
    expect(text).toContain(academy);
    expect(text).toContain('Sayfa 1 / 1');
    expect(text).toContain('Ad Soyad / İmza');
    expect(text).not.toContain('PDF Olarak İndir');
  });
});
