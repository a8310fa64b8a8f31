import { createRng } from '@akademi/shared/domain';
import { defaultSettings, validateSettings } from '../../../core/settings';
import { comprehensionLevel, offeredPassages, readingLimitSeconds, scoreBreakdown, SETTINGS, speedBonus, wordsPerMinute } from '../logic';

describe('okuma-ve-anlama', () => {
  it('offers the passages of the category and school level in the sort order', () => {
    expect(offeredPassages('tarih', 'ortaogretim', 'alpha', createRng(1)).map((p) => p.title)).toEqual(['Göbeklitepe', 'Matbaanın Yayılışı']);
    // Matbaanın Yayılışı has 94 words, Göbeklitepe 99
    expect(offeredPassages('tarih', 'ortaogretim', 'words', createRng(1)).map((p) => p.title)).toEqual(['Matbaanın Yayılışı', 'Göbeklitepe']);
    const random = offeredPassages('doga', 'ilkogretim', 'random', createRng(5));
    expect(random.map((p) => p.category + p.level)).toEqual(['dogailkogretim', 'dogailkogretim']);
  });

  it('levels go from open book with 3 questions to closed book, all questions and a time limit', () => {
    expect(comprehensionLevel(1)).toEqual({ questions: 3, textVisible: true, timed: false });
    expect(comprehensionLevel(4)).toEqual({ questions: 5, textVisible: false, timed: false });
    expect(comprehensionLevel(5).timed).toBe(true);
    expect(comprehensionLevel(12)).toEqual(comprehensionLevel(5));
    // 94 words at 140 words/min = 40.3 s → 41; 'a b c' (3 words) at 100 → 1.8 s → 2
    expect(readingLimitSeconds('a '.repeat(94).trim(), 'ortaogretim')).toBe(41);
    expect(readingLimitSeconds('a b c', 'ilkogretim')).toBe(2);
  });

  it('measures words per minute and adds a capped speed bonus when at least half is right', () => {
    expect(wordsPerMinute(75, 45_000)).toBe(100);
    expect(wordsPerMinute(75, 0)).toBe(0);
    expect(speedBonus(100, 2, 4)).toBe(10);
    expect(speedBonus(100, 1, 4)).toBe(0);
    expect(speedBonus(1000, 3, 3)).toBe(20);
    expect(speedBonus(95, 3, 3)).toBe(9);
    expect(speedBonus(300, 0, 0)).toBe(0);
    // 75 words in 30 s = 150 words/min → bonus 15; 3 right → 30; total 45
    expect(scoreBreakdown(75, 30_000, 3, 4)).toEqual({ wpm: 150, seconds: 30, correct: 3, total: 4, answerPoints: 30, bonus: 15, score: 45 });
  });

  it('defaults validate; bad values are refused in Turkish', () => {
    expect(validateSettings('okuma-ve-anlama', SETTINGS, defaultSettings(SETTINGS)).ok).toBe(true);
    const r = validateSettings('okuma-ve-anlama', SETTINGS, { category: 'bilim', level: 'lise', sort: 'length', font_size: '60' });
    expect(r.ok ? {} : r.errors).toEqual({
      level: 'Seviye için listeden bir seçim yapınız.',
      sort: 'Sıralama için listeden bir seçim yapınız.',
      font_size: 'Yazı Boyutu 14 ile 40 arasında olmalıdır.',
    });
  });
});
