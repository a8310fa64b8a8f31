import { defaultSettings, validateSettings } from '../../../core/settings';
import { edgePoints, GROW_SETTINGS, intervalAt, makeStep, shapePolygon, STEPS_PER_CYCLE, TARGET } from '../logic';

const seq = (...xs: number[]) => {
  let i = 0;
  return () => xs[i++ % xs.length];
};

describe('buyuyen-genisleyen pace', () => {
  const fixed = { speed_type: 'fixed', reaction_interval_ms: 800, variable_start_ms: 1500, variable_end_ms: 500 };
  it('fixed speed keeps the reaction interval', () => {
    expect(intervalAt(fixed, 0, 60_000)).toBe(800);
    expect(intervalAt(fixed, 59_000, 60_000)).toBe(800);
  });
  it('variable speed moves evenly from start to end over the play', () => {
    const v = { ...fixed, speed_type: 'variable' };
    expect(intervalAt(v, 0, 60_000)).toBe(1500);
    expect(intervalAt(v, 30_000, 60_000)).toBe(1000);
    expect(intervalAt(v, 90_000, 60_000)).toBe(500);
    expect(intervalAt({ ...v, variable_start_ms: 400, variable_end_ms: 1200 }, 15_000, 60_000)).toBe(600); // slower and slower works too
  });
});

describe('buyuyen-genisleyen steps', () => {
  it('grows in 6 steps to the level reach, then starts again', () => {
    const r = seq(0.5);
    expect(makeStep(1, 0, true, r).size).toBeCloseTo(0.6 / STEPS_PER_CYCLE);
    expect(makeStep(1, 5, true, r).size).toBeCloseTo(0.6);
    expect(makeStep(1, 6, true, r).size).toBeCloseTo(0.1);
    expect(makeStep(10, 5, true, r).size).toBeCloseTo(1);
  });

  it('level 1: four plain symbols; the star replaces one when drawn', () => {
    // symbols: 0.1 → ●, 0.6 → ■, 0.1, 0.1; target chance 0.2 < 0.35 → yes, at floor(0.6 × 4) = 2; offset 0.25
    const s = makeStep(1, 0, false, seq(0.1, 0.6, 0.1, 0.1, 0.2, 0.6, 0.25));
    expect(s).toEqual({ size: expect.closeTo(0.1), symbols: ['●', '■', TARGET, '●'], target: 2, offset: 0.25 });
    // right after a star there is none
    expect(makeStep(1, 1, true, seq(0)).target).toBe(-1);
  });

  it('level 10 has twelve symbols with star look-alikes', () => {
    const s = makeStep(10, 0, true, seq(0.9));
    expect(s.symbols).toEqual(Array(12).fill('✶'));
  });
});

describe('buyuyen-genisleyen edge points', () => {
  it('circle: evenly around, first one at the top', () => {
    expect(edgePoints('circle', 4, 1, 0)).toEqual([
      [0, -90],
      [90, 0],
      [0, 90],
      [-90, 0],
    ]);
  });
  it('square: evenly along the outline from the top-left corner', () => {
    // perimeter 4 × 90 = 360 at size 0.5 (half side 45); 4 points → the corners
    expect(edgePoints('square', 4, 0.5, 0)).toEqual([
      [-45, -45],
      [45, -45],
      [45, 45],
      [-45, 45],
    ]);
    // rectangle 300 × 180 → perimeter 960; offset 0.25 of a half → 120 along the top, then 600 → 120 along the bottom
    expect(edgePoints('rectangle', 2, 1, 0.25)).toEqual([
      [-30, -90],
      [30, 90],
    ]);
  });
  it('triangle outline has three corners', () => {
    expect(shapePolygon('triangle', 1)?.map(([x, y]) => [Math.round(x), Math.round(y)])).toEqual([
      [0, -90],
      [78, 45],
      [-78, 45],
    ]);
    expect(shapePolygon('circle', 1)).toBeNull();
  });
});

describe('buyuyen-genisleyen settings', () => {
  it('defaults validate with Turkish option labels; out-of-range values are refused', () => {
    expect(validateSettings('buyuyen-genisleyen', GROW_SETTINGS, defaultSettings(GROW_SETTINGS)).ok).toBe(true);
    const shape = GROW_SETTINGS[0];
    expect(shape.kind === 'select' && shape.options.map((o) => o.label)).toEqual(['Daire', 'Kare', 'Dikdörtgen', 'Üçgen', 'Elips']);
    const r = validateSettings('buyuyen-genisleyen', GROW_SETTINGS, {
      ...defaultSettings(GROW_SETTINGS),
      shape: 'star',
      reaction_interval_ms: '100',
      variable_end_ms: '5000',
      duration_seconds: '14',
    });
    expect(r.ok ? {} : r.errors).toEqual({
      shape: 'Şekil için listeden bir seçim yapınız.',
      reaction_interval_ms: 'Tepki Aralığı (ms) 300 ile 3.000 arasında olmalıdır.',
      variable_end_ms: 'Bitiş Aralığı (ms) 300 ile 3.000 arasında olmalıdır.',
      duration_seconds: 'Süre (sn) 15 ile 300 arasında olmalıdır.',
    });
  });
});
