import { createRng } from '@akademi/shared/domain';
import { validateSettings, defaultSettings } from '../../../core/settings';
import { ARROW_LEVELS, ARROW_SETTINGS, arrowLevel, isCorrect, makeRow } from '../logic';

/** an rng that replays fixed numbers */
const seq = (...xs: number[]) => {
  let i = 0;
  return () => xs[i++ % xs.length];
};

describe('dikkat-oklari rows', () => {
  it('level 1 is one arrow, left or right', () => {
    // rng 0.7 → answer index floor(0.7 × 2) = 1 → right; congruent chance 1 keeps flankers (none)
    expect(makeRow(1, seq(0.7, 0.5))).toEqual({ arrows: ['right'], target: 0, answer: 'right', marked: false });
  });

  it('level 3: five arrows, the middle one is the target; incongruent flankers point the other way', () => {
    // answer: floor(0.1 × 2) = 0 → left; 0.9 ≥ 0.5 → incongruent; only other direction is right
    const row = makeRow(3, seq(0.1, 0.9, 0));
    expect(row).toEqual({ arrows: ['right', 'right', 'left', 'right', 'right'], target: 2, answer: 'left', marked: false });
    expect(isCorrect(row, 'left')).toBe(true);
    expect(isCorrect(row, 'right')).toBe(false);
    expect(isCorrect(row, null)).toBe(false);
  });

  it('level 8: seven arrows with a marked target at any place and four directions', () => {
    // answer: floor(0.8 × 4) = 3 → down; target: floor(0.0 × 7) = 0; 0.1 < 0.2 → congruent
    const row = makeRow(8, seq(0.8, 0, 0.1));
    expect(row).toEqual({ arrows: ['down', 'down', 'down', 'down', 'down', 'down', 'down'], target: 0, answer: 'down', marked: true });
  });

  it('every row of every level has its target pointing the answer', () => {
    const rng = createRng(42);
    for (let level = 1; level <= 10; level++) {
      for (let i = 0; i < 50; i++) {
        const r = makeRow(level, rng);
        expect(r.arrows).toHaveLength(arrowLevel(level).flankers * 2 + 1);
        expect(r.arrows[r.target]).toBe(r.answer);
      }
    }
  });

  it('levels get harder: never fewer flankers nor more time', () => {
    for (let i = 1; i < ARROW_LEVELS.length; i++) {
      expect(ARROW_LEVELS[i].flankers).toBeGreaterThanOrEqual(ARROW_LEVELS[i - 1].flankers);
      expect(ARROW_LEVELS[i].timeLimitMs).toBeLessThanOrEqual(ARROW_LEVELS[i - 1].timeLimitMs);
    }
    expect(arrowLevel(0)).toBe(ARROW_LEVELS[0]);
    expect(arrowLevel(99)).toBe(ARROW_LEVELS[9]);
  });
});

describe('dikkat-oklari settings', () => {
  it('defaults validate; out-of-range level and duration are refused in Turkish', () => {
    expect(validateSettings('dikkat-oklari', ARROW_SETTINGS, defaultSettings(ARROW_SETTINGS))).toEqual({ ok: true, values: { level: 1, duration: 60 } });
    const r = validateSettings('dikkat-oklari', ARROW_SETTINGS, { level: '11', duration: '10' });
    expect(r.ok ? {} : r.errors).toEqual({ level: 'Seviye 1 ile 10 arasında olmalıdır.', duration: 'Süre 15 ile 300 arasında olmalıdır.' });
  });
});
