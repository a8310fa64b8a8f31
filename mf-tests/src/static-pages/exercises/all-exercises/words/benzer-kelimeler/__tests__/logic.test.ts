import { defaultSettings, validateSettings } from '../../../core/settings';
import { createRng } from '../../random';
import { benzerKelimeler } from '..';
import { DIACRITIC, isCorrect, levelSpec, levelWords, makeRound, pointsFor, roundAccuracy, SHAPE, variant } from '../logic';

/** differing positions of two equal-length words */
const diff = (a: string, b: string) => [...a].map((ch, i) => (ch === [...b][i] ? -1 : i)).filter((i) => i >= 0);

describe('benzer-kelimeler logic', () => {
  it('time per pair: 6 s at level 1, 0.45 s less per level', () => {
    expect(levelSpec(1).pairMs).toBe(6000);
    expect(levelSpec(2).pairMs).toBe(5550);
    expect(levelSpec(10).pairMs).toBe(1950);
    expect(levelSpec(1).changes).toEqual(['replace']);
    expect(levelSpec(9).changes).toContain('diacritic');
    expect(levelSpec(0)).toEqual(levelSpec(1));
  });

  it('variants: a mark, a similar shape, two neighbours swapped, or another letter', () => {
    const rng = createRng(1);
    expect(variant(rng, 'kış', 'diacritic')).toMatch(/^(kiş|kıs)$/);
    const d = variant(rng, 'sıcak', 'diacritic') as string;
    expect(diff('sıcak', d)).toHaveLength(1);
    expect(DIACRITIC['sıcak'[diff('sıcak', d)[0]]]).toBe(d[diff('sıcak', d)[0]]);
    const s = variant(rng, 'kalem', 'shape') as string;
    expect(diff('kalem', s)).toHaveLength(1);
    expect(SHAPE['kalem'[diff('kalem', s)[0]]]).toBe(s[diff('kalem', s)[0]]);
    expect(variant(rng, 'kalem', 'swap')).toMatch(/^(kaelm|klaem|kalme)$/);
    expect(variant(rng, 'elma', 'swap')).toMatch(/^(emla|elam)$/);
    expect(variant(rng, 'fil', 'diacritic')).toBe('fıl');
    expect(variant(rng, 'kar', 'diacritic')).toBeNull(); // no letter with a mark partner
    expect(variant(rng, 'aa', 'swap')).toBeNull();
    const r = variant(rng, 'top', 'replace') as string;
    expect(r).not.toBe('top');
    expect(diff('top', r)).toHaveLength(1);
  });

  it('a round has the asked number of pairs, half of them the same word, the rest different', () => {
    for (const level of [1, 3, 5, 7, 9, 10]) {
      const round = makeRound(createRng(level), level, 11);
      expect(round).toHaveLength(11);
      expect(round.filter((p) => p.same)).toHaveLength(5);
      for (const p of round) expect(p.same ? p.left === p.right : p.left !== p.right).toBe(true);
      expect(makeRound(createRng(level), level, 11)).toEqual(round);
    }
    expect(levelWords(9).every((w) => w.length >= 8)).toBe(true);
  });

  it('answers, points and accuracy', () => {
    const same = { left: 'kedi', right: 'kedi', same: true };
    const other = { left: 'kedi', right: 'kadı', same: false };
    expect(isCorrect(same, true)).toBe(true);
    expect(isCorrect(same, false)).toBe(false);
    expect(isCorrect(other, false)).toBe(true);
    expect(isCorrect(other, null)).toBe(false);
    expect(pointsFor(4)).toBe(40);
    expect(roundAccuracy([true, true, true, false])).toBe(75);
    expect(roundAccuracy([])).toBe(0);
  });

  it('settings: 4–30 pairs per round, 15–600 s, metronome on/off', () => {
    const f = benzerKelimeler.settings;
    expect(validateSettings('benzer-kelimeler', f, defaultSettings(f))).toEqual({ ok: true, values: { word_count_per_round: 10, duration_seconds: 90, metronome_enabled: false } });
    const r = validateSettings('benzer-kelimeler', f, { word_count_per_round: '3', duration_seconds: '0', metronome_enabled: 'evet' });
    expect(r.ok ? {} : r.errors).toEqual({
      word_count_per_round: 'Tur Başına Kelime Sayısı 4 ile 30 arasında olmalıdır.',
      duration_seconds: 'Süre (sn) 15 ile 600 arasında olmalıdır.',
      metronome_enabled: 'Metronom açık ya da kapalı olmalıdır.',
    });
  });
});
