import { createRng } from '@akademi/shared/domain';
import { defaultSettings, validateSettings } from '../../../core/settings';
import { flowLevel, flowSteps, pacedWpm, pickPassage, SETTINGS } from '../logic';

const TEXT = 'Elif parka koştu. Uçurtma göğe yükseldi ve ip kaydı.';

describe('akan-yazilar levels', () => {
  it('flows one word, two, three words, then lines; ortaöğretim texts from level 6', () => {
    expect(flowSteps(TEXT, 1)).toEqual(['Elif', 'parka', 'koştu.', 'Uçurtma', 'göğe', 'yükseldi', 've', 'ip', 'kaydı.']);
    expect(flowSteps(TEXT, 2)).toEqual(['Elif parka', 'koştu. Uçurtma', 'göğe yükseldi', 've ip', 'kaydı.']);
    expect(flowSteps(TEXT, 3)).toHaveLength(3);
    // lines of at most 28 characters
    expect(flowSteps(TEXT, 4)).toEqual(['Elif parka koştu. Uçurtma', 'göğe yükseldi ve ip kaydı.']);
    expect(flowSteps(TEXT, 5)).toEqual(['Elif parka koştu. Uçurtma göğe yükseldi', 've ip kaydı.']);
    expect(flowLevel(5).grade).toBe('ilkogretim');
    expect(flowLevel(6)).toEqual({ mode: 'words', size: 1, grade: 'ortaogretim' });
    expect(flowLevel(99)).toEqual(flowLevel(10));
    expect(flowLevel(0)).toEqual(flowLevel(1));
    expect(flowLevel(Number.NaN)).toEqual(flowLevel(1)); // a level that is not a number reads the first row, as clampLevel does
  });

  it('picks a passage of the category at the level’s school level', () => {
    expect(pickPassage('bilim', 2, createRng(3))).toMatchObject({ category: 'bilim', level: 'ilkogretim' });
    expect(pickPassage('doga', 8, createRng(3))).toMatchObject({ category: 'doga', level: 'ortaogretim' });
  });

  it('reports the paced reading speed', () => {
    // 9 words in 9 steps of 500 ms = 4.5 s → 120 words/min; level 2: 5 steps → 2.5 s → 216
    expect(pacedWpm(TEXT, 1, 500)).toBe(120);
    expect(pacedWpm(TEXT, 2, 500)).toBe(216);
  });
});

describe('akan-yazilar settings', () => {
  it('defaults validate; out-of-range values are refused in Turkish', () => {
    expect(validateSettings('akan-yazilar', SETTINGS, defaultSettings(SETTINGS)).ok).toBe(true);
    const r = validateSettings('akan-yazilar', SETTINGS, { category: 'spor', level: '11', font_size: '8', reaction_interval_ms: '50', metronome_enabled: true });
    expect(r.ok ? {} : r.errors).toEqual({
      category: 'Kategori için listeden bir seçim yapınız.',
      level: 'Seviye 1 ile 10 arasında olmalıdır.',
      font_size: 'Yazı Boyutu 18 ile 72 arasında olmalıdır.',
      reaction_interval_ms: 'Tepki Aralığı (ms) 100 ile 3.000 arasında olmalıdır.',
    });
  });
});
