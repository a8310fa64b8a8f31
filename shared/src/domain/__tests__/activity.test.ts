import { ACTIVITY_TEST_LABELS, activityScore, averageSuccess, batteryProgressLabel, filterActivities, formatActivityScore, mergeActivities, toActivityItem, toIncompleteBatteryItem } from '../activity.ts';
import type { BurdonTestResultRow, CognitiveTestResultRow, D2TestResultRow, ParentSurveyResultRow } from '../../db/database.ts';
import type { ActivityResultRow } from '../activity.ts';

const row = (over: Record<string, unknown> = {}) => ({ id: 'r1', student_id: 's1', created_at: '2026-11-20T10:00:00Z', ...over });

describe('activityScore', () => {
  it('cognitive: rounded mean of the available six scores, null when none', () => {
    expect(activityScore('cognitive', row({ dikkat_skoru: 70, hafiza_skoru: 81, isleme_hizi_skoru: null }))).toBe(76); // 75.5
    expect(activityScore('cognitive', row())).toBeNull();
  });
  it('others: rounded total_score, null when missing or zero', () => {
    expect(activityScore('burdon', row({ total_score: 42.5 }))).toBe(43);
    expect(activityScore('burdon', row({ total_score: -12.4 }))).toBe(-12);
    expect(activityScore('d2', row({ total_score: '388' }))).toBe(388);
    expect(activityScore('parent_survey', row({ total_score: 0 }))).toBeNull();
    expect(activityScore('d2', row({ total_score: null }))).toBeNull();
  });
});

describe('activity items', () => {
  it('labels the four test types', () => {
    expect(ACTIVITY_TEST_LABELS).toEqual({ cognitive: 'Bilişsel Beceriler Testi', burdon: 'Burdon Testi', d2: 'D2 Testi', parent_survey: 'Veli Anketi' });
  });
  it('prefixes the id with the type and names unknown students Bilinmeyen', () => {
    const item = toActivityItem('d2', row({ total_score: 300 }), null);
    expect(item).toMatchObject({ id: 'd2-r1', result_id: 'r1', student_name: 'Bilinmeyen', score: 300, test_type: 'd2' });
    expect(toActivityItem('d2', row(), 'Ayşe Yılmaz').student_name).toBe('Ayşe Yılmaz');
  });
  it('merges newest first and cuts to N', () => {
    const a = [{ created_at: '2026-11-20T10:00:00Z', n: 1 }, { created_at: '2026-11-22T10:00:00Z', n: 2 }];
    const b = [{ created_at: '2026-11-21T10:00:00Z', n: 3 }, { created_at: 'bad', n: 4 }];
    expect(mergeActivities([a, b], 3).map((x) => x.n)).toEqual([2, 3, 1]);
    expect(mergeActivities([a, b]).map((x) => x.n)).toEqual([2, 3, 1, 4]);
    expect(mergeActivities([a, b], 0)).toEqual([]);
  });
  it('filters by Turkish case-insensitive name and type', () => {
    const items = [toActivityItem('burdon', row({ total_score: 5 }), 'İsmail Işık'), toActivityItem('d2', row({ id: 'r2', total_score: 5 }), 'Ali Veli')];
    expect(filterActivities(items, 'ismail', 'all').map((i) => i.id)).toEqual(['burdon-r1']);
    expect(filterActivities(items, 'IŞIK', 'all')).toHaveLength(1);
    expect(filterActivities(items, '', 'd2').map((i) => i.id)).toEqual(['d2-r2']);
  });
});

describe('averageSuccess', () => {
  it('is the rounded mean of the available scores', () => {
    expect(averageSuccess([70, 81, null])).toBe(76);
    expect(averageSuccess([])).toBeNull();
  });
});

// Compile-time: database rows are valid inputs (tsc -p shared).

export const typeChecks = {
  cognitive: (r: CognitiveTestResultRow): ActivityResultRow => r,
  burdon: (r: BurdonTestResultRow): ActivityResultRow => r,
  d2: (r: D2TestResultRow): ActivityResultRow => r,
  survey: (r: ParentSurveyResultRow): ActivityResultRow => r,
};

describe('formatActivityScore (honest units)', () => {
  it('shows the cognitive mean as a percentage and raw totals as points', () => {
    expect(formatActivityScore('cognitive', 72)).toBe('%72');
    expect(formatActivityScore('d2', 516)).toBe('516 puan');
    expect(formatActivityScore('parent_survey', 127)).toBe('127 puan');
    expect(formatActivityScore('burdon', 1234)).toBe('1.234 puan');
    expect(formatActivityScore('burdon', null)).toBe('-');
  });
});

describe('unfinished batteries in Aktiviteler (issue 25 §3)', () => {
  const row = { session_id: 's9', student_id: 'u2', started_at: '2026-11-24T09:00:00Z', started_by_first_name: 'Zeynep', started_by_last_name: 'Çelik', completed_count: 3, total_count: 5 };
  it("reads '3/5 tamamlandı', has no score and names who started it", () => {
    expect(batteryProgressLabel(3, 5)).toBe('3/5 tamamlandı');
    const item = toIncompleteBatteryItem(row, 'Işıl Şahinoğlu');
    expect(item).toEqual(expect.objectContaining({ id: 'cognitive-incomplete-s9', test_type: 'cognitive', score: null, created_at: row.started_at, progress: { completed: 3, total: 5 }, started_by: 'Zeynep Çelik', student_name: 'Işıl Şahinoğlu' }));
    expect(toIncompleteBatteryItem({ ...row, started_by_first_name: null, started_by_last_name: null }, null)).toEqual(expect.objectContaining({ started_by: null, student_name: 'Bilinmeyen' }));
  });
  it("the Aktiviteler search folds Turkish letters: 'isil' finds 'Işıl'", () => {
    const item = toIncompleteBatteryItem(row, 'Işıl Şahinoğlu');
    expect(filterActivities([item], 'isil', 'all')).toHaveLength(1);
    expect(filterActivities([item], 'SAHINOGLU', 'cognitive')).toHaveLength(1);
    expect(filterActivities([item], 'isil', 'burdon')).toHaveLength(0);
  });
});
