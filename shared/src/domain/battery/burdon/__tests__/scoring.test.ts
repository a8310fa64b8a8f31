import {
  BURDON_INTERPRETATIONS,
  burdonInterpretation,
  burdonNeedleAngle,
  burdonPerformancePercentage,
  burdonSectionPercentage,
  burdonSections,
  burdonTargetChars,
} from '../scoring.ts';
import type { BurdonTestResultRow } from '../../../../db/database.ts';

describe('Burdon percentages', () => {
  it('section percentage = correct / (correct + wrong + missed) × 100', () => {
    expect(burdonSectionPercentage(30, 5, 15)).toBe(60);
    expect(burdonSectionPercentage('9', null, 1)).toBe(90);
    expect(burdonSectionPercentage(0, 0, 0)).toBe(0);
  });
  it('performance percentage uses the totals, 0 when the denominator is 0', () => {
    expect(burdonPerformancePercentage({ total_correct: 85, total_wrong: 10, total_missed: 5 })).toBe(85);
    expect(burdonPerformancePercentage({})).toBe(0);
  });
  it('lists the three sections start, middle, end', () => {
    const sections = burdonSections({ section1_correct: 20, section1_wrong: 0, section1_missed: 5, section3_correct: 'x' });
    expect(sections.map((s) => s.label)).toEqual(['Başlangıç', 'Orta', 'Son']);
    expect(sections[0].percentage).toBe(80);
    expect(sections[2]).toMatchObject({ correct: 0, percentage: 0 });
  });
});

describe('burdonInterpretation', () => {
  it('has six bands with a title and a 2–3 sentence comment', () => {
    expect(BURDON_INTERPRETATIONS).toHaveLength(6);
    for (const band of BURDON_INTERPRETATIONS) {
      const sentences = band.comment.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
  });
  it('uses the cut points 85, 70, 50, 35, 20', () => {
    const at = (p: number) => burdonInterpretation(p).id;
    expect(at(100)).toBe('ustun');
    expect(at(85)).toBe('ustun');
    expect(at(84.99)).toBe('iyi');
    expect(at(70)).toBe('iyi');
    expect(at(69.9)).toBe('orta');
    expect(at(50)).toBe('orta');
    expect(at(49)).toBe('gelisime_acik');
    expect(at(35)).toBe('gelisime_acik');
    expect(at(34)).toBe('destek');
    expect(at(20)).toBe('destek');
    expect(at(19.99)).toBe('yogun_destek');
    expect(at(0)).toBe('yogun_destek');
    expect(at(Number.NaN)).toBe('yogun_destek');
  });
});

describe('burdonNeedleAngle', () => {
  it('runs from -90° to +90°', () => {
    expect(burdonNeedleAngle(0)).toBe(-90);
    expect(burdonNeedleAngle(50)).toBe(0);
    expect(burdonNeedleAngle(75)).toBe(45);
    expect(burdonNeedleAngle(100)).toBe(90);
    expect(burdonNeedleAngle(130)).toBe(90);
    expect(burdonNeedleAngle(-5)).toBe(-90);
  });
});

describe('burdonTargetChars', () => {
  it('defaults to a, b, d, g', () => {
    expect(burdonTargetChars(null)).toEqual(['a', 'b', 'd', 'g']);
    expect(burdonTargetChars({ target_chars: [] })).toEqual(['a', 'b', 'd', 'g']);
    expect(burdonTargetChars({ target_chars: ['k', 'm'] })).toEqual(['k', 'm']);
  });
});

// Compile-time: a database row is a valid input (tsc -p shared).
export const typeChecks = {
  sections: (r: BurdonTestResultRow) => burdonSections(r),
  performance: (r: BurdonTestResultRow) => burdonPerformancePercentage(r),
};
