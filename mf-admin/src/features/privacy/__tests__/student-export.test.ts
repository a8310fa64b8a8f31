// The export's Excel sheets and file names (issue 26 §3).
import * as XLSX from 'xlsx';
import { CUT_NOTE, EXCEL_CELL_MAX, buildExportWorkbook, exportFileName, exportSheets } from '../lib/student-export';
import { isOverdue } from '../lib/requests';

const data = {
  'public.users': [{ id: 'u1', first_name: 'Ali', last_name: 'Yıldız', demographic_info: { parent_name: 'Pınar Yıldız' }, created_at: '2026-01-05T10:00:00Z' }],
  'public.d2_test_results': [{ id: 'd1', total_score: 412, created_at: '2026-02-01T09:30:00Z' }],
  'public.lms_links': [],
  'public.some_table_added_later': [{ id: 'x', note: '=HYPERLINK("http://evil")' }],
};

describe('student export workbook', () => {
  it('lists every table in Özet (empty ones too) and gives each table with rows its own Turkish sheet', () => {
    const sheets = exportSheets(data);
    expect(sheets[0].name).toBe('Özet');
    expect(sheets[0].rows.map((r) => r[1])).toEqual(expect.arrayContaining(Object.keys(data)));
    expect(sheets[0].rows.find((r) => r[1] === 'public.lms_links')?.[2]).toBe(0);
    const names = sheets.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Profil', 'D2 Testi', 'public.some_table_added_later']));
    expect(names).not.toContain('LMS Bağlantıları');
    const profil = sheets.find((s) => s.name === 'Profil')!;
    expect(profil.header).toEqual(['Kayıt No', 'Ad', 'Soyad', 'Demografik Bilgiler', 'Oluşturulma']);
    expect(profil.rows[0][3]).toBe('{"parent_name":"Pınar Yıldız"}');
    expect(String(profil.rows[0][4])).toMatch(/^05\.01\.2026/);
  });

  it('writes an xlsx whose cells are escaped (no formulas)', async () => {
    const book = XLSX.read(new Uint8Array(await buildExportWorkbook(exportSheets(data))), { type: 'array' });
    const later = XLSX.utils.sheet_to_json<string[]>(book.Sheets['public.some_table_added_later'], { header: 1 });
    expect(later[1][1]).toBe('\'=HYPERLINK("http://evil")');
    expect(book.SheetNames[0]).toBe('Özet');
  });

  it('cuts a cell Excel would refuse (over 32,767 characters) and says so', async () => {
    const big = { 'public.d2_test_results': [{ id: 'd', line_results: Array.from({ length: 5000 }, (_, i) => ({ line: i, marks: 'xxxxxxxx' })) }] };
    const sheet = exportSheets(big)[1];
    const text = String(sheet.rows[0][1]);
    expect(text.length).toBeLessThanOrEqual(EXCEL_CELL_MAX);
    expect(text.endsWith(CUT_NOTE)).toBe(true);
    const book = XLSX.read(new Uint8Array(await buildExportWorkbook(exportSheets(big))), { type: 'array' });
    expect(book.SheetNames).toEqual(['Özet', 'D2 Testi']);
  });

  it('names files after the student and the day', () => {
    expect(exportFileName({ first_name: 'Ali', last_name: 'Yıldız' }, 'json', new Date(2026, 10, 26))).toBe('Ogrenci_Verileri_Ali_Yıldız_2026-11-26.json');
    expect(exportFileName(null, 'xlsx', new Date(2026, 0, 2))).toBe('Ogrenci_Verileri_Ogrenci_2026-01-02.xlsx');
  });

  it('an open request past its due date is overdue; a closed one never is', () => {
    const now = Date.parse('2026-03-01T00:00:00Z');
    expect(isOverdue({ status: 'acik', due_at: '2026-02-28T00:00:00Z' }, now)).toBe(true);
    expect(isOverdue({ status: 'acik', due_at: '2026-03-02T00:00:00Z' }, now)).toBe(false);
    expect(isOverdue({ status: 'tamamlandi', due_at: '2026-02-28T00:00:00Z' }, now)).toBe(false);
  });
});
