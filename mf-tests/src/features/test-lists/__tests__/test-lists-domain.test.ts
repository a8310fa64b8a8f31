import { durationLabel, filterTests, launchKind, resultsCsv, startRecords, startedMessage, testPageUrl, truncateDescription, type TestItem } from '../lib/domain';

const t = (over: Partial<TestItem>): TestItem => ({ id: 'x', title: 'T', description: null, test_type: 'reading', duration_minutes: null, is_active: true, created_at: '2026-01-01T00:00:00Z', ...over });

describe('test list rules', () => {
  it('cuts descriptions at 100 characters', () => {
    expect(truncateDescription('ş'.repeat(100))).toBe('ş'.repeat(100));
    expect(truncateDescription('ğ'.repeat(101))).toBe(`${'ğ'.repeat(100)}...`);
    expect(truncateDescription(null)).toBe('');
  });
  it("shows minutes as 'dk' or 'Sınırsız'", () => {
    expect(durationLabel(15)).toBe('15 dk');
    expect(durationLabel(null)).toBe('Sınırsız');
    expect(durationLabel(0)).toBe('Sınırsız');
  });
  it('filters by Turkish text and Aktif/Pasif', () => {
    const list = [t({ id: 'a', title: 'İLERİ Okuma' }), t({ id: 'b', title: 'Pisa', is_active: false })];
    expect(filterTests(list, 'ileri', 'all').map((x) => x.id)).toEqual(['a']);
    expect(filterTests(list, '', 'inactive').map((x) => x.id)).toEqual(['b']);
    expect(filterTests(list, '', 'active').map((x) => x.id)).toEqual(['a']);
  });
  it('builds in_progress start records and the toast', () => {
    const rows = startRecords('t1', ['s1', 's2'], 'c1', new Date('2026-11-22T10:00:00Z'));
    expect(rows).toEqual([
      { test_id: 't1', student_id: 's1', conducted_by: 'c1', start_time: '2026-11-22T10:00:00.000Z', status: 'in_progress' },
      { test_id: 't1', student_id: 's2', conducted_by: 'c1', start_time: '2026-11-22T10:00:00.000Z', status: 'in_progress' },
    ]);
    expect(startedMessage('Okuma', 2)).toBe('Okuma testi 2 öğrenci için başlatıldı.');
  });
  it('knows the Burdon and d2 test pages', () => {
    expect(launchKind('burdon')).toBe('burdon');
    expect(launchKind('field')).toBeNull();
    expect(testPageUrl('d2', { sessionId: 's', studentId: 'u', conductedBy: 'c' })).toBe('/cognitive-tests/d2/d2.html?session_id=s&student_id=u&conducted_by=c');
  });
  it('writes a CSV with BOM whose formula-like cells are inert', () => {
    const csv = resultsCsv([
      { id: '1', start_time: '2026-11-22T10:00:00Z', status: 'in_progress', created_at: '', test: { title: '=HYPERLINK("x")', test_type: 'reading' }, student: { first_name: 'Ayşe', last_name: 'Yılmaz', student_number: '+90' }, conductor: null },
    ]);
    expect(csv.startsWith('\uFEFFTest;Test Türü;Öğrenci')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain("Ayşe Yılmaz;'+90;Bilinmeyen Kullanıcı;22.11.2026 13:00;");
    expect(csv).toContain('Devam Ediyor');
  });
});
