import { scoreD2 } from '../scoring.ts';
import { buildLineResults, d2Row, generateD2Sheet, isD2Target, lineSecondsFrom } from '../sheet.ts';

describe('d2 run logic', () => {
  it('builds 14 lines of 47 d/p items with one to four marks; targets are d with two marks', () => {
    const sheet = generateD2Sheet(5);
    expect(sheet).toHaveLength(14);
    for (const line of sheet) {
      expect(line).toHaveLength(47);
      for (const item of line) {
        expect(['d', 'p']).toContain(item.letter);
        expect(item.top + item.bottom).toBeGreaterThanOrEqual(1);
        expect(item.top + item.bottom).toBeLessThanOrEqual(4);
        expect(item.isTarget).toBe(isD2Target(item));
      }
      expect(line.some((i) => i.isTarget)).toBe(true);
    }
    expect(generateD2Sheet(5)).toEqual(sheet);
  });

  it('writes line_results for every item and the derived columns from scoreD2', () => {
    const sheet = generateD2Sheet(9);
    const line0Targets = sheet[0].map((x, i) => (x.isTarget ? i : -1)).filter((i) => i >= 0);
    const line0Distractor = sheet[0].findIndex((x) => !x.isTarget);
    // line 1: all targets but the first, plus one distractor; line 2: the first item only
    const clicked = new Set([...line0Targets.slice(1), line0Distractor, 47]);
    const row = d2Row({ sessionId: 's', studentId: 'u', conductedBy: 'c', sheet, clicked, lineSeconds: 20, start: new Date('2026-11-22T10:00:00Z'), end: new Date('2026-11-22T10:04:40Z') });
    const items = row.line_results as { lineIndex: number; globalIndex: number; isTarget: boolean; isClicked: boolean }[];
    expect(items).toHaveLength(14 * 47);
    expect(items[47]).toEqual({ lineIndex: 1, globalIndex: 47, isTarget: sheet[1][0].isTarget, isClicked: true });
    const s = scoreD2(buildLineResults(sheet, clicked));
    expect(row).toMatchObject({
      total_items_processed: s.TN, correct_selections: s.D, omission_errors: s.E1, commission_errors: s.E2, total_errors: s.E,
      total_net_performance: s.TN - s.E, total_score: s.TN - s.E, concentration_performance: s.D - s.E2, fluctuation_rate: s.FR,
      test_duration_seconds: 280, session_id: 's', student_id: 'u', conducted_by: 'c',
    });
    expect(s.E2).toBe(1 + (sheet[1][0].isTarget ? 0 : 1));
    expect(s.E1).toBeGreaterThanOrEqual(line0Targets[0] < Math.max(...line0Targets.slice(1), line0Distractor) ? 1 : 0);
    expect(row.attention_stability).toBe(Math.max(0, 100 - 4 * s.FR));
    expect(row.processing_speed).toBe(Math.round((s.TN / 280) * 100) / 100);
  });

  it('reads line_seconds within 5–60', () => {
    expect(lineSecondsFrom('?line_seconds=6')).toBe(6);
    expect(lineSecondsFrom('?line_seconds=600')).toBe(20);
  });
});
