import { createRng } from '@akademi/shared/domain';
import { defaultSettings, validateSettings } from '../../../core/settings';
import { groupSize, pickPassage, readingGroups, SETTINGS } from '../logic';

const TEXT = 'Bal arıları birlikte yaşayan, çok çalışkan böceklerdir. Kraliçe arı yumurta bırakır.';

describe('gruplayarak-okuma', () => {
  it('groups grow from 2 to 4 words with the level and never cross punctuation', () => {
    expect(readingGroups(TEXT, 1).map((g) => g.join(' '))).toEqual(['Bal arıları', 'birlikte yaşayan,', 'çok çalışkan', 'böceklerdir.', 'Kraliçe arı', 'yumurta bırakır.']);
    // phrases of 4, 3 and 4 words
    expect(readingGroups(TEXT, 2).map((g) => g.join(' '))).toEqual(['Bal arıları', 'birlikte yaşayan,', 'çok çalışkan böceklerdir.', 'Kraliçe arı', 'yumurta bırakır.']);
    expect(readingGroups(TEXT, 3).map((g) => g.join(' '))).toEqual(['Bal arıları birlikte yaşayan,', 'çok çalışkan böceklerdir.', 'Kraliçe arı yumurta bırakır.']);
    expect([groupSize(0), groupSize(1), groupSize(2), groupSize(3), groupSize(9)]).toEqual([2, 2, 3, 4, 4]);
  });

  it('reads a passage of the chosen category and school level', () => {
    expect(pickPassage('tarih', 'ortaogretim', createRng(2))).toMatchObject({ category: 'tarih', level: 'ortaogretim' });
  });

  it('defaults validate; bad values are refused in Turkish', () => {
    expect(validateSettings('gruplayarak-okuma', SETTINGS, defaultSettings(SETTINGS)).ok).toBe(true);
    const r = validateSettings('gruplayarak-okuma', SETTINGS, { category: 'hikaye', level: 'ilkogretim', fontSize: '10', reactionInterval: '100', metronome: 'evet' });
    expect(r.ok ? {} : r.errors).toEqual({
      fontSize: 'Yazı Boyutu 16 ile 40 arasında olmalıdır.',
      reactionInterval: 'Tepki Aralığı (ms) 200 ile 3.000 arasında olmalıdır.',
      metronome: 'Metronom açık ya da kapalı olmalıdır.',
    });
  });
});
