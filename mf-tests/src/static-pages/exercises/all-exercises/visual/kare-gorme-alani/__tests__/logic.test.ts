import { createRng } from '@akademi/shared/domain';
import { defaultSettings, validateSettings } from '../../../core/settings';
import { candidateSquares, makeTrial, maxRing, moveFocus, ringOf, scoreRecall, SQUARE_SETTINGS, squareLevel } from '../logic';

const seq = (...xs: number[]) => {
  let i = 0;
  return () => xs[i++ % xs.length];
};

describe('kare-gorme-alani geometry', () => {
  it('rings count from the centre', () => {
    expect(maxRing(5)).toBe(2);
    expect(maxRing(4)).toBe(2);
    expect(maxRing(3)).toBe(1);
    expect(ringOf(12, 5)).toBe(0); // centre of 5 × 5
    expect(ringOf(6, 5)).toBe(1);
    expect(ringOf(0, 5)).toBe(2);
    expect(ringOf(5, 4)).toBe(1); // inner 2 × 2 of an even grid
    expect(ringOf(0, 4)).toBe(2);
  });

  it('level 1 flashes next to the centre only; level 6 reaches the edge', () => {
    expect(candidateSquares(5, 1)).toEqual([6, 7, 8, 11, 13, 16, 17, 18]);
    expect(candidateSquares(5, 6)).toHaveLength(24);
    expect(candidateSquares(3, 1)).toHaveLength(8);
    // 9 × 9 (outer ring 4): level 2 reaches ring ⌈4 × 2/6⌉ = 2 → the 5 × 5 block minus its centre
    expect(candidateSquares(9, 2)).toHaveLength(24);
  });

  it('a trial picks distinct squares from the candidates, as many as the level says', () => {
    // level 3 on 5 × 5: 2 symbols, reach ⌈2 × 3/6⌉ = 1 → the 8 inner squares; picks index 0 (6) then 7 of the remaining (18)
    const t = makeTrial(5, 3, seq(0, 0.99, 0.5, 0.1));
    expect(t.squares).toEqual([6, 18]);
    expect(t.flashMs).toBe(1100);
    const rng = createRng(7);
    for (let level = 1; level <= 10; level++) {
      const tr = makeTrial(3, level, rng);
      expect(new Set(tr.squares).size).toBe(Math.min(squareLevel(level).count, 8));
      expect(tr.squares).not.toContain(4);
    }
  });

  it('scores each pick', () => {
    const t = { squares: [1, 5, 9], symbols: ['★', '●', '▲'], flashMs: 900 };
    expect(scoreRecall(t, [5, 1, 2])).toEqual({ correct: 2, wrong: 1 });
    expect(scoreRecall(t, [])).toEqual({ correct: 0, wrong: 0 });
  });

  it('arrow keys move within the grid', () => {
    expect(moveFocus(12, 'ArrowLeft', 5)).toBe(11);
    expect(moveFocus(10, 'ArrowLeft', 5)).toBe(10);
    expect(moveFocus(2, 'ArrowUp', 5)).toBe(2);
    expect(moveFocus(2, 'ArrowDown', 5)).toBe(7);
    expect(moveFocus(24, 'ArrowRight', 5)).toBe(24);
  });
});

describe('kare-gorme-alani settings', () => {
  it('defaults validate; out-of-range values are refused in Turkish', () => {
    expect(validateSettings('kare-gorme-alani', SQUARE_SETTINGS, defaultSettings(SQUARE_SETTINGS))).toEqual({ ok: true, values: { grid_size: 5, starting_level: 1, duration_seconds: 90 } });
    const r = validateSettings('kare-gorme-alani', SQUARE_SETTINGS, { grid_size: '2', starting_level: '0', duration_seconds: '301' });
    expect(r.ok ? {} : r.errors).toEqual({
      grid_size: 'Izgara Boyutu 3 ile 9 arasında olmalıdır.',
      starting_level: 'Başlangıç Seviyesi 1 ile 10 arasında olmalıdır.',
      duration_seconds: 'Süre (sn) 15 ile 300 arasında olmalıdır.',
    });
  });
});
