// 'Tüm Sonuçlar (Excel)' and 'Veli Raporu (PDF)' builders: the workbook has the five sheets with
// one row per result and escaped cells; the PDF is a real A4 PDF whose text layer holds the
// student's name in Turkish letters (read back with poppler's pdftotext when installed).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { PDFDocument } from 'pdf-lib';
import { buildWorkbook, profileExcelFileName, profileSheets } from '../lib/profile-excel';
import { buildParentReportPdf, A4 } from '../lib/parent-report-builder';
import { parentReportFileName } from '../lib/parent-report-pdf';
import { cognitiveSeries, type ProfileResults, type ResultRow } from '../lib/progress';
import type { ProfileAttempt } from '../api/profile-api';

jest.mock('../lib/pdf-assets', () => ({ FONT_URL: 'font.ttf', BOLD_FONT_URL: 'bold.ttf' }));

const FONTS = join(__dirname, '..', 'assets', 'fonts');
const cog = (id: string, at: string, v: number): ResultRow => ({
  id,
  created_at: at,
  test_end_time: at,
  session_id: '=HYPERLINK("http://evil")',
  dikkat_skoru: v,
  hafiza_skoru: v - 10,
  isleme_hizi_skoru: 45,
  gorsel_isleme_skoru: 80,
  akil_mantik_yurutme_skoru: 62.5,
  bilissel_esneklik_skoru: null,
});
const results: ProfileResults = {
  cognitive: [cog('c1', '2026-01-10T09:00:00Z', 40), cog('c2', '2026-05-10T09:00:00Z', 78)],
  burdon: [{ id: 'b1', created_at: '2026-02-01T12:00:00Z', total_correct: 100, total_wrong: 5, total_missed: 10, performance_percentage: 86.96, test_auto_completed: true }],
  d2: [{ id: 'd1', created_at: '2026-03-01T12:00:00Z', total_items_processed: 400, total_errors: 20, concentration_performance: 150 }],
  survey: [],
};
const attempts: ProfileAttempt[] = [
  { id: 'a1', student_exercise_id: 'e', played_at: '2026-04-01T08:00:00Z', level: 3, score: 20, correct: 4, wrong: 1, accuracy: 80, duration_seconds: 60, student_exercises: { exercise_slug: 'x', exercise_title: '@SUM(A1)' } },
];

describe('Tüm Sonuçlar (Excel)', () => {
  it('has the five sheets in order with one row per result', async () => {
    const book = XLSX.read(new Uint8Array(await buildWorkbook(profileSheets(results, attempts))), { type: 'array' });
    expect(book.SheetNames).toEqual(['Bilişsel', 'Burdon', 'D2', 'Veli Anketi', 'Egzersizler']);
    const rows = (name: string) => XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name], { header: 1 }).length - 1;
    expect([rows('Bilişsel'), rows('Burdon'), rows('D2'), rows('Veli Anketi'), rows('Egzersizler')]).toEqual([2, 1, 1, 0, 1]);
  });
  it('writes Turkish dates, typed numbers, Evet/Hayır, and escapes formula-like text', () => {
    const [bilissel, burdon, d2, , ex] = profileSheets(results, attempts);
    const col = (s: { header: string[] }, h: string) => s.header.indexOf(h);
    expect(bilissel.rows[0][col(bilissel, 'Tarih')]).toBe('10.01.2026 12:00'); // Europe/Istanbul
    expect(bilissel.rows[1][col(bilissel, 'Dikkat')]).toBe(78);
    expect(burdon.rows[0][col(burdon, 'Otomatik Tamamlandı')]).toBe('Evet');
    expect(d2.rows[0][col(d2, 'E% (Hata Yüzdesi)')]).toBe(5);
    // the raw cell values are escaped when the sheet is written
    return buildWorkbook([bilissel, ex]).then((bytes) => {
      const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
      const cells = (n: string) => XLSX.utils.sheet_to_json<string[]>(book.Sheets[n], { header: 1 }).flat();
      expect(cells('Bilişsel')).toContain(`'=HYPERLINK("http://evil")`);
      expect(cells('Egzersizler')).toContain(`'@SUM(A1)`);
      expect(cells('Egzersizler').some((c) => c === '@SUM(A1)')).toBe(false);
    });
  });
  it('names the file after the student and the day', () => {
    expect(profileExcelFileName({ first_name: 'Ayşe Nur', last_name: 'Öztürk' }, new Date(2026, 10, 23))).toBe('Tum_Sonuclar_Ayşe_Nur_Öztürk_2026-11-23.xlsx');
  });
});

describe('Veli Raporu (PDF)', () => {
  const facts = { name: 'Çağrı Şükrü Güneş', studentNumber: 'OGR-1', age: '10 yıl 2 ay', grade: '4', school: 'İnönü İlkokulu', trainer: 'Zeynep Çelik', parent: '-' };
  const build = (series = cognitiveSeries(results.cognitive)) =>
    buildParentReportPdf(
      { academyName: 'Işık Akademi', facts, series, burdonCount: 1, d2Count: 1, generatedAt: new Date('2026-11-23T10:00:00Z') },
      { font: new Uint8Array(readFileSync(join(FONTS, 'DejaVuSans.ttf'))), bold: new Uint8Array(readFileSync(join(FONTS, 'DejaVuSans-Bold.ttf'))) },
    );

  it('is an A4 PDF of one page or more', async () => {
    const bytes = await build();
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([Math.round(A4[0]), Math.round(A4[1])]);
    expect(doc.getTitle()).toBe('Veli Raporu — Çağrı Şükrü Güneş');
  });

  it("has the student's name, the levels and page numbers in its text layer (pdftotext)", async () => {
    let hasPoppler = true;
    try {
      execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    } catch {
      hasPoppler = false;
    }
    if (!hasPoppler) return; // the page-count/A4 checks above still ran
    const dir = mkdtempSync(join(tmpdir(), 'veli-'));
    const file = join(dir, 'r.pdf');
    writeFileSync(file, await build());
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Çağrı Şükrü Güneş');
    expect(text).toContain('Işık Akademi');
    expect(text).toContain('Güçlü');
    expect(text).toContain('Gelişim Öncelikli');
    expect(text).toMatch(/Sayfa 1 \/ \d/);
    expect(text).toContain('İlk Değerlendirmeden Bu Yana Gelişim');
    expect(text).toContain('Anlamlı gelişme'); // dikkat 40 → 78
  });

  it('draws the academy logo from the configuration, and leaves out one it cannot read', async () => {
    // a 1×1 PNG
    const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
    const fonts = { font: new Uint8Array(readFileSync(join(FONTS, 'DejaVuSans.ttf'))), bold: new Uint8Array(readFileSync(join(FONTS, 'DejaVuSans-Bold.ttf'))) };
    const input = { academyName: 'Işık Akademi', facts, series: [], burdonCount: 0, d2Count: 0, generatedAt: new Date('2026-11-23T10:00:00Z') };
    const withLogo = await buildParentReportPdf(input, { ...fonts, logo: { bytes: png, type: 'png' } });
    expect(Buffer.from(withLogo).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    const broken = await buildParentReportPdf(input, { ...fonts, logo: { bytes: new Uint8Array([1, 2, 3]), type: 'png' } });
    expect(Buffer.from(broken.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(broken).toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it('still makes a report without any cognitive session', async () => {
    const doc = await PDFDocument.load(await build([]));
    expect(doc.getPageCount()).toBe(1);
  });

  it('names the file Veli_Raporu_{Ad}_{Soyad}_{yyyy-mm-dd}.pdf', () => {
    expect(parentReportFileName({ first_name: 'Ali', last_name: 'Yıldız' }, new Date(2026, 10, 23))).toBe('Veli_Raporu_Ali_Yıldız_2026-11-23.pdf');
  });
});
