import { averageSuccessPercentage, successPercentage } from '../success-rate.ts';

describe('successPercentage (0–100 per result type)', () => {
  it('cognitive: mean of the available six skill scores, null when none', () => {
    expect(successPercentage('cognitive', { dikkat_skoru: 70, hafiza_skoru: 81, isleme_hizi_skoru: null })).toBe(75.5);
    expect(successPercentage('cognitive', { dikkat_skoru: '60.5' })).toBe(60.5);
    expect(successPercentage('cognitive', {})).toBeNull();
  });
  it('burdon: correct / (correct + wrong + missed) × 100, null when nothing was counted', () => {
    expect(successPercentage('burdon', { total_correct: 90, total_wrong: 5, total_missed: 5, total_score: 312 })).toBe(90);
    expect(successPercentage('burdon', { total_correct: 0, total_wrong: 0, total_missed: 0 })).toBeNull();
  });
  it('d2: 100 − error percentage from the stored columns, null when nothing was processed', () => {
    // TN 531, E 24 → 4.52 % errors
    expect(successPercentage('d2', { total_items_processed: 531, total_errors: 24, total_score: 507 })).toBeCloseTo(100 - (24 / 531) * 100, 10);
    expect(successPercentage('d2', { total_items_processed: 400, omission_errors: 10, commission_errors: 10 })).toBe(95);
    expect(successPercentage('d2', { total_items_processed: 0, total_errors: 0 })).toBeNull();
  });
  it('parent survey: (total − 40) / 120 × 100', () => {
    expect(successPercentage('parent_survey', { total_score: 40 })).toBe(0);
    expect(successPercentage('parent_survey', { total_score: 160 })).toBe(100);
    expect(successPercentage('parent_survey', { total_score: '100' })).toBe(50);
    expect(successPercentage('parent_survey', { total_score: null })).toBeNull();
  });
  it('is bounded to 0–100 whatever the row holds', () => {
    expect(successPercentage('cognitive', { dikkat_skoru: 140 })).toBe(100);
    expect(successPercentage('parent_survey', { total_score: 10 })).toBe(0);
    expect(successPercentage('d2', { total_items_processed: 10, total_errors: 30 })).toBe(0);
  });
});

describe('averageSuccessPercentage', () => {
  it('rounds the mean of the per-result percentages and skips unscored rows', () => {
    expect(
      averageSuccessPercentage([
        { type: 'cognitive', row: { dikkat_skoru: 70, hafiza_skoru: 81 } }, // 75.5
        { type: 'burdon', row: { total_correct: 90, total_wrong: 5, total_missed: 5 } }, // 90
        { type: 'parent_survey', row: { total_score: 100 } }, // 50
        { type: 'd2', row: { total_items_processed: 0 } }, // skipped
      ]),
    ).toBe(72); // 215.5 / 3 = 71.83
  });
  it('null without scored results', () => {
    expect(averageSuccessPercentage([])).toBeNull();
  });
  it('stays within 0–100 on raw totals that used to give %164', () => {
    const v = averageSuccessPercentage([
      { type: 'burdon', row: { total_correct: 300, total_wrong: 12, total_missed: 20, total_score: 268 } },
      { type: 'd2', row: { total_items_processed: 531, total_errors: 24, total_score: 507 } },
    ]);
    expect(v).not.toBeNull();
    expect(v!).toBeGreaterThanOrEqual(0);
    expect(v!).toBeLessThanOrEqual(100);
  });
});
