import { exerciseSettingLabel, exerciseSettingValueLabel, exerciseSettingsKind, exerciseSettingsRows } from '../exercise-settings.ts';

describe('exerciseSettingsKind', () => {
  it('matches the Turkish and English slugs by containment', () => {
    expect(exerciseSettingsKind('metinde-kelime-arama')).toBe('word-search');
    expect(exerciseSettingsKind('hafiza-kartlari-v2')).toBe('memory-cards');
    expect(exerciseSettingsKind('gruplayarak-okuma')).toBe('group-reading');
    expect(exerciseSettingsKind('okuma-ve-anlama')).toBe('reading-comprehension');
    expect(exerciseSettingsKind('sozcuk-avi')).toBe('word-hunt');
    expect(exerciseSettingsKind('word-hunt')).toBe('word-hunt');
    expect(exerciseSettingsKind('dikkat-oklari')).toBe('default');
    expect(exerciseSettingsKind(null)).toBe('default');
  });
});

describe('labels', () => {
  it("labels level 'Hedef Kelime' for word-search and word-hunt, else 'Seviye'", () => {
    expect(exerciseSettingLabel('metinde-kelime-arama', 'level')).toBe('Hedef Kelime');
    expect(exerciseSettingLabel('sozcuk-avi', 'level')).toBe('Hedef Kelime');
    expect(exerciseSettingLabel('akan-yazilar', 'level')).toBe('Seviye');
    expect(exerciseSettingLabel('akan-yazilar', 'unknown_field')).toBe('unknown_field');
  });
  it('shows values with the Turkish labels', () => {
    expect(exerciseSettingValueLabel('mode', 'easy')).toBe('Kolay');
    expect(exerciseSettingValueLabel('mode', 'medium')).toBe('Orta');
    expect(exerciseSettingValueLabel('category', 'doga')).toBe('Doğa');
    expect(exerciseSettingValueLabel('category', 'Hikaye')).toBe('Hikâye');
    expect(exerciseSettingValueLabel('mode', 'hard')).toBe('Zor');
    expect(exerciseSettingValueLabel('level', 'ilkogretim')).toBe('İlköğretim');
    expect(exerciseSettingValueLabel('level', 'ortaogretim')).toBe('Ortaöğretim');
    expect(exerciseSettingValueLabel('sort', 'random')).toBe('Rastgele');
    expect(exerciseSettingValueLabel('sort', 'alpha')).toBe('Alfabetik');
    expect(exerciseSettingValueLabel('sort', 'words')).toBe('Kelimeye Göre');
    expect(exerciseSettingValueLabel('card_type', 'words')).toBe('Kelimeler');
    expect(exerciseSettingValueLabel('orientation', 'horizontal')).toBe('Yatay');
    expect(exerciseSettingValueLabel('orientation', 'vertical')).toBe('Dikey');
    expect(exerciseSettingValueLabel('card_type', 'emojis')).toBe('Emojiler');
    expect(exerciseSettingValueLabel('metronome_enabled', true)).toBe('Açık');
    expect(exerciseSettingValueLabel('metronome_enabled', false)).toBe('Kapalı');
    expect(exerciseSettingValueLabel('target_word', '')).toBe('-');
    expect(exerciseSettingValueLabel('target_word', null)).toBe('-');
    expect(exerciseSettingValueLabel('target_word', 'kitap')).toBe('kitap');
    expect(exerciseSettingValueLabel('reaction_interval_ms', 1500)).toBe('1.500');
  });
});

describe('exerciseSettingsRows', () => {
  it('lists the fields of the type in order with labels and values', () => {
    expect(exerciseSettingsRows('metinde-kelime-arama', { target_word: 'kitap', duration_seconds: 120, metronome_enabled: false })).toEqual([
      { field: 'target_word', label: 'Hedef Kelime', value: 'kitap' },
      { field: 'duration_seconds', label: 'Süre (sn)', value: '120' },
      { field: 'metronome_enabled', label: 'Metronom', value: 'Kapalı' },
    ]);
    expect(exerciseSettingsRows('dikkat-oklari', null)).toEqual([
      { field: 'level', label: 'Seviye', value: '-' },
      { field: 'duration', label: 'Süre', value: '-' },
    ]);
    expect(exerciseSettingsRows('gruplayarak-okuma', { level: 'ilkogretim', metronome: true }).map((r) => r.value)).toEqual(['-', 'İlköğretim', '-', '-', 'Açık']);
  });
});
