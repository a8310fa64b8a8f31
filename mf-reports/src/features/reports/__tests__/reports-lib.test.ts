import { matchesStudentSearch, parseTestParam, nameLookup, studentListRows } from '../lib/names';
import { openPrintWindow, PRINT_DELAY_MS } from '../lib/print';
import { burdonExcelFileName } from '../lib/exports';
import { burdonSheetRows } from '../components/burdon/burdon-export';
import { cognitiveReportUrl } from '../components/cognitive/CognitiveSummaryModal';
import type { BurdonRow } from '../api/reports-api';

describe('reports helpers', () => {
  it('maps all six test parameter values (spec 3 §2.2)', () => {
    expect(['burdon', 'burdon_test', 'd2', 'd2_test', 'cognitive', 'cognitive_test'].map(parseTestParam)).toEqual(['burdon', 'burdon', 'd2', 'd2', 'cognitive', 'cognitive']);
    expect(parseTestParam('x')).toBeNull();
    expect(parseTestParam(null)).toBeNull();
  });

  it('searches by name or student number, Turkish case-insensitively', () => {
    const s = { first_name: 'İpek', last_name: 'Işık', student_number: 'STU-26000001' };
    expect(matchesStudentSearch(s, 'ipek ış')).toBe(true);
    expect(matchesStudentSearch(s, 'stu-2600')).toBe(true);
    expect(matchesStudentSearch(s, 'ali')).toBe(false);
    expect(matchesStudentSearch(s, '  ')).toBe(true);
  });

  it('resolves unknown people to the spec fallback', () => {
    const name = nameLookup([{ id: 'a', first_name: 'Ayşe', last_name: 'Kaya' }]);
    expect(name('a')).toBe('Ayşe Kaya');
    expect(name('b')).toBe('Bilinmeyen Kullanıcı');
    expect(name(null, 'Belirtilmedi')).toBe('Belirtilmedi');
  });

  it('names the Excel file Burdon_Test_{student}_{date}.xlsx', () => {
    expect(burdonExcelFileName('Ali Yıldız', new Date(2026, 10, 22))).toBe('Burdon_Test_Ali_Yıldız_2026-11-22.xlsx');
  });

  it('puts the stored totals and the independent performance percentage in the sheet', () => {
    const row = { total_correct: 81, total_wrong: 11, total_missed: 21, total_score: 49, section1_correct: 33, section1_wrong: 4, section1_missed: 8, section1_score: 21, section2_correct: 21, section2_wrong: 2, section2_missed: 2, section2_score: 17, section3_correct: 27, section3_wrong: 5, section3_missed: 11, section3_score: 11, attention_ratio: 0.686275, test_elapsed_time_seconds: 1185, created_at: '2026-10-14T06:00:18Z' } as unknown as BurdonRow;
    const rows = burdonSheetRows(row, '=HYPERLINK("x")', 'Ayşe Kaya');
    expect(rows[0]).toEqual(['Öğrenci', '=HYPERLINK("x")']); // escaping happens when the sheet is built
    expect(rows.find((r) => r[0] === 'Performans (%)')?.[1]).toBe(71.68);
    expect(rows[rows.length - 1]).toEqual(['Toplam', 81, 11, 21, 49, 71.68]);
  });

  it('fails silently when the popup is blocked and prints 500 ms after writing otherwise', () => {
    const timers: [() => void, number][] = [];
    const blocked = { open: () => null, setTimeout: ((fn: () => void, ms: number) => { timers.push([fn, ms]); return 0; }) as unknown as Window['setTimeout'] };
    expect(openPrintWindow('x', '<p>y</p>', blocked)).toBe(false);
    expect(timers).toHaveLength(0);
    const written: string[] = [];
    const print = jest.fn();
    const popup = { document: { open: jest.fn(), write: (h: string) => written.push(h), close: jest.fn() }, focus: jest.fn(), print } as unknown as Window;
    const win = { open: () => popup, setTimeout: blocked.setTimeout };
    expect(openPrintWindow('Rapor <1>', '<p>y</p>', win)).toBe(true);
    expect(written[0]).toContain('size: A4');
    expect(written[0]).toContain('Rapor &lt;1&gt;');
    // the academy's document (issue 17 item 6): letterhead (default name without /config.json),
    // page numbers in the margin, signature lines, and the screen pages' fixed A4 boxes undone
    expect(written[0]).toContain('<div class="academy">Akademi Beyin Gelişim Merkezi</div>');
    expect(written[0]).toContain('"Sayfa " counter(page) " / " counter(pages)');
    expect(written[0]).toContain('Uygulayan Antrenör');
    expect(written[0]).toMatch(/\.page \{[^}]*min-height: 0 !important/);
    expect(timers[0][1]).toBe(PRINT_DELAY_MS);
    expect(print).not.toHaveBeenCalled();
    timers[0][0]();
    expect(print).toHaveBeenCalled();
  });

  it('blocks the cognitive report link without an anon key', () => {
    expect(cognitiveReportUrl('s1', null)).toBeNull();
    expect(cognitiveReportUrl(null, 'k')).toBeNull();
    expect(cognitiveReportUrl('s1', 'k')).toBe('/cognitive-tests/rapor/rapor.html?session_id=s1&key=k');
  });
});

describe('fetchAllPages', () => {
  it('reads 1000-row pages until a short page', async () => {
    const { fetchAllPages } = await import('../api/reports-api');
    const total = 2345;
    const ranges: [number, number][] = [];
    const out = await fetchAllPages((from, to) => {
      ranges.push([from, to]);
      const data = Array.from({ length: Math.max(0, Math.min(to, total - 1) - from + 1) }, (_, i) => from + i);
      return Promise.resolve({ data, error: null });
    });
    expect(ranges).toEqual([[0, 999], [1000, 1999], [2000, 2999]]);
    expect(out.data).toHaveLength(total);
  });

  it('stops at the first error', async () => {
    const { fetchAllPages } = await import('../api/reports-api');
    const out = await fetchAllPages(() => Promise.resolve({ data: null, error: { message: 'x' } }));
    expect(out).toEqual({ data: null, error: { message: 'x' } });
  });
});

describe('studentListRows (the Raporlar student list, issue 25 §4)', () => {
  const named = (first_name: string, last_name: string, student_number?: string) => ({ first_name, last_name, student_number: student_number ?? null });
  // newest first, as the server answers
  const students = [
    named('Onur', 'Yılmaz'),
    named('İpek', 'Ünal'),
    named('Deniz', 'Şahin-Kaya'),
    named('Işıl', 'Şahinoğlu', 'STU-26000002'),
    named('Can', 'Şahin'),
    named('Çağrı', 'Öztürk'),
    named('Onur', 'Bulut'),
    named('Zeynep', 'Ozan'),
    named('Ahmet', 'Çelik'),
    named('Ayşe', 'Celik'),
    named('İlker', 'Irmak'),
    named('Ilgın', 'Irmak'),
    named('Uğur', 'Sarı'),
    named('Gül', 'Sarı'),
    named('Ömer', 'Uçar'),
    named('Ufuk', 'Üçer'),
  ];
  const names = (rows: readonly { first_name: string; last_name: string }[]) => rows.map((s) => `${s.first_name} ${s.last_name}`);

  it('sorts by surname, then first name, in Turkish order (c < ç, ı < i, o < ö, s < ş, u < ü; hyphenated surnames)', () => {
    expect(names(studentListRows(students, ''))).toEqual([
      'Onur Bulut', // surnames first: 'Onur Bulut' before 'Onur Yılmaz'
      'Ayşe Celik', // c < ç
      'Ahmet Çelik',
      'Ilgın Irmak', // same surname: ı < i in the first name
      'İlker Irmak',
      'Zeynep Ozan', // o < ö
      'Çağrı Öztürk',
      'Gül Sarı',
      'Uğur Sarı',
      'Can Şahin', // s < ş; a surname before its hyphenated longer form
      'Deniz Şahin-Kaya',
      'Işıl Şahinoğlu',
      'Ömer Uçar', // u < ü
      'Ufuk Üçer',
      'İpek Ünal',
      'Onur Yılmaz',
    ]);
  });

  it('keeps the order on the rows a search finds, folding Turkish letters both ways', () => {
    expect(names(studentListRows(students, 'sahin'))).toEqual(['Can Şahin', 'Deniz Şahin-Kaya', 'Işıl Şahinoğlu']);
    expect(names(studentListRows(students, 'ONUR'))).toEqual(['Onur Bulut', 'Onur Yılmaz']);
    expect(names(studentListRows(students, 'isil'))).toEqual(['Işıl Şahinoğlu']);
    expect(names(studentListRows(students, 'STU-26000002'))).toEqual(['Işıl Şahinoğlu']);
    expect(names(studentListRows(students, 'celik'))).toEqual(['Ayşe Celik', 'Ahmet Çelik']);
  });

  it('does not change the array it is given', () => {
    const copy = [...students];
    studentListRows(students, '');
    expect(students).toEqual(copy);
  });
});
