import { burdonPerformancePercentage } from '../scoring.ts';
import { attentionRatio, burdonRow, generateSheet, LETTERS_PER_ROW, ROWS_PER_SECTION, scoreSection, sectionSecondsFrom, TARGET_SHARE } from '../sheet.ts';

describe('Burdon run logic', () => {
  it('builds three reproducible sections with a quarter of targets per row', () => {
    const a = generateSheet(42);
    expect(a).toEqual(generateSheet(42));
    expect(a).toHaveLength(3);
    expect(a[0]).toHaveLength(ROWS_PER_SECTION);
    for (const row of a.flat()) {
      expect(row).toHaveLength(LETTERS_PER_ROW);
      expect(row.filter((c) => c.isTarget)).toHaveLength(LETTERS_PER_ROW * TARGET_SHARE);
      for (const c of row) expect(['a', 'b', 'd', 'g'].includes(c.char)).toBe(c.isTarget);
    }
  });

  it('scores a section: correct, wrong, missed and score = correct − wrong − missed', () => {
    const rows = [[{ char: 'a', isTarget: true }, { char: 'c', isTarget: false }, { char: 'b', isTarget: true }]];
    expect(scoreSection(rows, new Set(['0:0', '0:1']))).toEqual({ correct: 1, wrong: 1, missed: 1, score: -1 });
  });

  it('matches the seed convention for the attention ratio', () => {
    expect(attentionRatio(81, 11, 21)).toBe(0.686275);
    expect(attentionRatio(0, 0, 0)).toBeNull();
  });

  it('fills every stored column', () => {
    const sheet = generateSheet(7);
    const firstTarget = sheet[0][0].findIndex((c) => c.isTarget);
    const row = burdonRow({
      sessionId: 's', studentId: 'u', conductedBy: 'c', sheet, seed: 7, targets: ['a', 'b', 'd', 'g'], sectionSeconds: 120,
      sections: [
        { marked: new Set([`0:${firstTarget}`]), elapsedSeconds: 30, autoCompleted: false },
        { marked: new Set(), elapsedSeconds: 120, autoCompleted: true },
        { marked: new Set(), elapsedSeconds: 120, autoCompleted: true },
      ],
      start: new Date('2026-11-22T10:00:00Z'), end: new Date('2026-11-22T10:04:31Z'),
    });
    const perSection = ROWS_PER_SECTION * LETTERS_PER_ROW * TARGET_SHARE;
    expect(row).toMatchObject({
      section1_correct: 1, section1_wrong: 0, section1_missed: perSection - 1, section1_score: 1 - (perSection - 1),
      section2_correct: 0, section2_missed: perSection, section3_missed: perSection,
      total_correct: 1, total_wrong: 0, total_missed: 3 * perSection - 1, total_score: 1 - (3 * perSection - 1),
      test_elapsed_time_seconds: 271, test_auto_completed: true, session_id: 's', student_id: 'u', conducted_by: 'c',
      test_start_time: '2026-11-22T10:00:00.000Z', test_end_time: '2026-11-22T10:04:31.000Z',
    });
    expect(row.attention_ratio).toBe(attentionRatio(1, 0, 3 * perSection - 1));
    expect((row.detailed_results as { target_chars: string[] }).target_chars).toEqual(['a', 'b', 'd', 'g']);
    // the reports' percentage from these numbers (shared formula)
    expect(burdonPerformancePercentage(row as never)).toBeCloseTo((100 * 1) / (3 * perSection), 6);
    const cols = ['section1_correct','section1_wrong','section1_missed','section1_score','section2_correct','section2_wrong','section2_missed','section2_score','section3_correct','section3_wrong','section3_missed','section3_score','total_correct','total_wrong','total_missed','total_score','attention_ratio','test_start_time','test_end_time','test_elapsed_time_seconds','test_auto_completed','detailed_results','student_id','conducted_by','session_id'];
    for (const c of cols) expect(row).toHaveProperty(c);
  });

  it('reads section_seconds from the link within 5–600', () => {
    expect(sectionSecondsFrom('?section_seconds=10')).toBe(10);
    expect(sectionSecondsFrom('?section_seconds=1')).toBe(120);
    expect(sectionSecondsFrom('')).toBe(120);
  });
});
