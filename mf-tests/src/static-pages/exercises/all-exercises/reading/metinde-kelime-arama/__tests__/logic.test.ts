import { createRng } from '@akademi/shared/domain';
import { defaultSettings, validateSettings } from '../../../core/settings';
import { normalizeWord } from '../../common/logic';
import { levelAfterRound, lookalike, makeRound, searchLevel, searchScore, SETTINGS } from '../logic';

describe('metinde-kelime-arama rounds', () => {
  it('places the target at least as often as the level says, and marks every occurrence', () => {
    for (let level = 1; level <= 8; level++) {
      const rules = searchLevel(level);
      const round = makeRound('kitap', level, createRng(level));
      expect(round.tokens.length).toBeGreaterThanOrEqual(rules.words);
      expect(round.targets.length).toBeGreaterThanOrEqual(rules.inserts); // 'kitap' also stands in one passage
      for (const i of round.targets) expect(normalizeWord(round.tokens[i])).toBe('kitap');
      const others = round.tokens.filter((_, i) => !round.targets.includes(i));
      expect(others.some((t) => normalizeWord(t) === 'kitap')).toBe(false);
      // the text ends at a sentence end
      expect(round.tokens[round.tokens.length - 1]).toMatch(/[.!?]$/);
    }
  });

  it('counts natural occurrences too, whatever the case', () => {
    // 've' occurs in the passages by itself; level 1 adds 2 more
    const round = makeRound('VE', 1, createRng(11));
    const natural = round.tokens.filter((t) => normalizeWord(t) === 've').length;
    expect(round.targets).toHaveLength(natural);
    expect(natural).toBeGreaterThanOrEqual(2);
  });

  it('is the same for the same seed', () => {
    expect(makeRound('arı', 4, createRng(9))).toEqual(makeRound('arı', 4, createRng(9)));
  });

  it('look-alikes differ from the target', () => {
    // rng 0 → first candidate: 'kitap' with 'i' and 't' swapped
    expect(lookalike('kitap', () => 0)).toBe('ktiap');
    expect(lookalike('Su', () => 0)).toBe('sü');
    for (let s = 0; s < 20; s++) expect(lookalike('çiçek', createRng(s))).not.toBe('çiçek');
    expect(lookalike('xx', () => 0)).toBe('xxa');
  });
});

describe('metinde-kelime-arama scoring and levels', () => {
  it('scores 10 per find, −5 per wrong click, never below 0', () => {
    expect(searchScore(4, 1)).toBe(35);
    expect(searchScore(0, 3)).toBe(0);
  });

  it('moves up when nearly everything was found with few wrong clicks', () => {
    expect(levelAfterRound(2, 4, 4, 0)).toEqual({ accuracy: 100, level: 3, passed: true });
    expect(levelAfterRound(2, 4, 4, 1)).toEqual({ accuracy: 80, level: 3, passed: true });
    expect(levelAfterRound(2, 3, 4, 1)).toEqual({ accuracy: 60, level: 2, passed: false });
    expect(levelAfterRound(2, 1, 4, 0)).toEqual({ accuracy: 25, level: 1, passed: false });
    expect(levelAfterRound(8, 5, 5, 0)).toEqual({ accuracy: 100, level: 8, passed: false });
  });
});

describe('metinde-kelime-arama settings', () => {
  it('defaults validate; the target word must be 2–20 letters (Turkish letters allowed)', () => {
    expect(validateSettings('metinde-kelime-arama', SETTINGS, defaultSettings(SETTINGS)).ok).toBe(true);
    expect(validateSettings('metinde-kelime-arama', SETTINGS, { target_word: 'Çiğdem', duration_seconds: '15', metronome_enabled: false }).ok).toBe(true);
    const bad = (target_word: string, duration_seconds = '60') => {
      const r = validateSettings('metinde-kelime-arama', SETTINGS, { target_word, duration_seconds, metronome_enabled: true });
      return r.ok ? {} : r.errors;
    };
    expect(bad('a')).toEqual({ target_word: 'Hedef Kelime en az 2 karakter olmalıdır.' });
    expect(bad('kitap1')).toEqual({ target_word: 'Hedef Kelime yalnızca harflerden oluşmalıdır.' });
    expect(bad('iki kelime')).toEqual({ target_word: 'Hedef Kelime yalnızca harflerden oluşmalıdır.' });
    expect(bad('a'.repeat(21))).toEqual({ target_word: 'Hedef Kelime en fazla 20 karakter olabilir.' });
    expect(bad('kitap', '14')).toEqual({ duration_seconds: 'Süre (sn) 15 ile 600 arasında olmalıdır.' });
    expect(bad('kitap', '601')).toEqual({ duration_seconds: 'Süre (sn) 15 ile 600 arasında olmalıdır.' });
  });
});
