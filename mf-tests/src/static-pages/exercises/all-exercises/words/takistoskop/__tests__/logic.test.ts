import { defaultSettings, validateSettings } from '../../../core/settings';
import { createRng } from '../../random';
import { takistoskop } from '..';
import { bandPool, blockAccuracy, CHOICES, LEVELS, levelSpec, likeness, makeTrial, MAX_LEVEL, pointsFor } from '../logic';

describe('takistoskop logic', () => {
  it('exposure shortens within a band and lengthens when the content gets longer', () => {
    expect(LEVELS).toHaveLength(MAX_LEVEL);
    expect(LEVELS.map((l) => l.exposureMs)).toEqual([350, 250, 150, 350, 250, 150, 400, 250, 450, 300]);
    expect(levelSpec(1).band).toBe('short');
    expect(levelSpec(4).band).toBe('medium');
    expect(levelSpec(7).band).toBe('two');
    expect(levelSpec(10).band).toBe('three');
    expect(levelSpec(0)).toBe(LEVELS[0]);
    expect(levelSpec(99)).toBe(LEVELS[9]);
  });

  it('band pools hold the right lengths and enough items', () => {
    expect(bandPool('short').every((w) => w.length >= 3 && w.length <= 5)).toBe(true);
    expect(bandPool('medium').every((w) => w.length >= 6 && w.length <= 8)).toBe(true);
    expect(bandPool('two').every((w) => w.split(' ').length === 2)).toBe(true);
    expect(bandPool('three').every((w) => w.split(' ').length === 3)).toBe(true);
    for (const b of ['short', 'medium', 'two', 'three'] as const) expect(bandPool(b).length).toBeGreaterThanOrEqual(15);
  });

  it('likeness: first letter 2, length within one 1, last letter 1', () => {
    expect(likeness('kalem', 'kalem')).toBe(4);
    expect(likeness('kalem', 'kedi')).toBe(3);
    expect(likeness('kalem', 'masa')).toBe(1);
    expect(likeness('kalem', 'bisiklet')).toBe(0);
  });

  it('a trial has 4 distinct choices with the target, look-alike distractors, no recent repeat, reproducible', () => {
    const t = makeTrial(createRng(3), 2);
    expect(t.choices).toHaveLength(CHOICES);
    expect(new Set(t.choices).size).toBe(CHOICES);
    expect(t.choices).toContain(t.target);
    expect(t.exposureMs).toBe(250);
    // every distractor scores at least as high as any item left out
    const left = bandPool('short').filter((w) => !t.choices.includes(w));
    const minChosen = Math.min(...t.choices.filter((c) => c !== t.target).map((c) => likeness(t.target, c)));
    expect(Math.max(...left.map((w) => likeness(t.target, w)))).toBeLessThanOrEqual(minChosen);
    expect(makeTrial(createRng(3), 2)).toEqual(t);
    const recent = bandPool('short').filter((w) => w !== 'kedi');
    expect(makeTrial(createRng(9), 1, recent).target).toBe('kedi');
  });

  it('scores 10 × level; block accuracy is the rounded share correct', () => {
    expect(pointsFor(1)).toBe(10);
    expect(pointsFor(7)).toBe(70);
    expect(blockAccuracy([true, true, true, true, false])).toBe(80);
    expect(blockAccuracy([true, false, false])).toBe(33);
    expect(blockAccuracy([])).toBe(0);
  });

  it('settings: level 1–10 and duration 15–600 s', () => {
    const f = takistoskop.settings;
    expect(validateSettings('takistoskop', f, defaultSettings(f))).toEqual({ ok: true, values: { level: 1, duration: 90 } });
    const r = validateSettings('takistoskop', f, { level: '11', duration: '14' });
    expect(r.ok ? {} : r.errors).toEqual({ level: 'Seviye 1 ile 10 arasında olmalıdır.', duration: 'Süre 15 ile 600 arasında olmalıdır.' });
  });
});
