// Settings of an exercise attempt as shown in 'Seçili Deneme Ayarları' (spec 3 §2.8, §9 "Setting
// fields shown per exercise type"). The spec names the fields in English; the Turkish labels and
// the slug fragments (the exercises' Turkish slugs, e.g. 'metinde-kelime-arama') are ours.
import { isRecord } from '../../guards.ts';

export type ExerciseSettingsKind =
  | 'word-search'
  | 'memory-cards'
  | 'growing'
  | 'zigzag'
  | 'group-reading'
  | 'reading-comprehension'
  | 'similar-words'
  | 'flowing-text'
  | 'square-vision'
  | 'word-hunt'
  | 'default';

/** Slug fragments per kind, checked in this order (spec: "by slug containing"). */
const KIND_SLUG_FRAGMENTS: readonly [ExerciseSettingsKind, readonly string[]][] = [
  ['word-search', ['metinde-kelime-arama', 'word-search']],
  ['memory-cards', ['hafiza-kartlari', 'memory-card']],
  ['growing', ['buyuyen-genisleyen', 'growing']],
  ['zigzag', ['yatay-dikey-zikzak', 'zigzag']],
  ['group-reading', ['gruplayarak-okuma', 'group-reading']],
  ['reading-comprehension', ['okuma-ve-anlama', 'reading-and-comprehension', 'reading-comprehension']],
  ['similar-words', ['benzer-kelimeler', 'similar-words']],
  ['flowing-text', ['akan-yazilar', 'flowing-text']],
  ['square-vision', ['kare-gorme-alani', 'square-vision']],
  ['word-hunt', ['sozcuk-avi', 'word-hunt']],
];

/** Spec 3 §9: the fields shown per exercise type. */
export const EXERCISE_SETTINGS_FIELDS: Readonly<Record<ExerciseSettingsKind, readonly string[]>> = {
  'word-search': ['target_word', 'duration_seconds', 'metronome_enabled'],
  'memory-cards': ['mode', 'card_type', 'unit_count', 'display_time', 'exercise_duration'],
  growing: ['shape', 'speed_type', 'reaction_interval_ms', 'variable_start_ms', 'variable_end_ms', 'focus_enabled', 'metronome_enabled', 'duration_seconds'],
  zigzag: ['orientation', 'points_count', 'jump_interval_ms', 'metronome_enabled', 'duration_seconds'],
  'group-reading': ['category', 'level', 'fontSize', 'reactionInterval', 'metronome'],
  'reading-comprehension': ['category', 'level', 'sort', 'font_size'],
  'similar-words': ['word_count_per_round', 'duration_seconds', 'metronome_enabled'],
  'flowing-text': ['category', 'level', 'font_size', 'reaction_interval_ms', 'metronome_enabled'],
  'square-vision': ['grid_size', 'starting_level', 'duration_seconds'],
  'word-hunt': ['grid_size', 'word_count_per_round', 'duration_seconds'],
  default: ['level', 'duration'],
};

/** Turkish field labels (ours; 'level' is special-cased by exerciseSettingLabel). */
export const EXERCISE_SETTING_LABELS: Readonly<Record<string, string>> = {
  target_word: 'Hedef Kelime',
  duration_seconds: 'Süre (sn)',
  metronome_enabled: 'Metronom',
  metronome: 'Metronom',
  mode: 'Zorluk',
  card_type: 'Kart Türü',
  unit_count: 'Kart Sayısı',
  display_time: 'Gösterim Süresi (sn)',
  exercise_duration: 'Egzersiz Süresi (sn)',
  shape: 'Şekil',
  speed_type: 'Hız Türü',
  reaction_interval_ms: 'Tepki Aralığı (ms)',
  reactionInterval: 'Tepki Aralığı (ms)',
  variable_start_ms: 'Başlangıç Aralığı (ms)',
  variable_end_ms: 'Bitiş Aralığı (ms)',
  focus_enabled: 'Odak Noktası',
  orientation: 'Yön',
  points_count: 'Nokta Sayısı',
  jump_interval_ms: 'Sıçrama Aralığı (ms)',
  category: 'Kategori',
  level: 'Seviye',
  fontSize: 'Yazı Boyutu',
  font_size: 'Yazı Boyutu',
  sort: 'Sıralama',
  word_count_per_round: 'Tur Başına Kelime Sayısı',
  grid_size: 'Izgara Boyutu',
  starting_level: 'Başlangıç Seviyesi',
  duration: 'Süre',
};

/** Value labels per field where one value could mean different things in different fields. */
const FIELD_VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  sort: { random: 'Rastgele', alpha: 'Alfabetik', words: 'Kelimeye Göre' },
  card_type: {
    colors: 'Renkler',
    colours: 'Renkler',
    numbers: 'Sayılar',
    letters: 'Harfler',
    syllables: 'Heceler',
    emojis: 'Emojiler',
    arrows: 'Oklar',
    shapes: 'Şekiller',
    animals: 'Hayvanlar',
    words: 'Kelimeler',
    fruits: 'Meyveler',
    mixed: 'Karışık',
  },
  shape: { circle: 'Daire', square: 'Kare', rectangle: 'Dikdörtgen', triangle: 'Üçgen', ellipse: 'Elips' },
  speed_type: { fixed: 'Sabit', constant: 'Sabit', variable: 'Değişken' },
  // the reading exercises' text categories (exercises app, reading/content)
  category: { hikaye: 'Hikâye', bilim: 'Bilim', tarih: 'Tarih', doga: 'Doğa' },
};

/** Value labels that mean the same in any field (spec 3 §9). */
const COMMON_VALUE_LABELS: Readonly<Record<string, string>> = {
  easy: 'Kolay',
  medium: 'Orta',
  hard: 'Zor',
  ilkogretim: 'İlköğretim',
  ortaogretim: 'Ortaöğretim',
  horizontal: 'Yatay',
  vertical: 'Dikey',
  random: 'Rastgele',
  alpha: 'Alfabetik',
};

export function exerciseSettingsKind(slug: string | null | undefined): ExerciseSettingsKind {
  const s = (slug ?? '').toLowerCase();
  for (const [kind, fragments] of KIND_SLUG_FRAGMENTS) {
    if (fragments.some((f) => s.includes(f))) return kind;
  }
  return 'default';
}

/** Spec 3 §9: 'level' reads 'Hedef Kelime' for word-search and word-hunt, otherwise 'Seviye'. */
export function exerciseSettingLabel(slug: string | null | undefined, field: string): string {
  if (field === 'level') {
    const kind = exerciseSettingsKind(slug);
    return kind === 'word-search' || kind === 'word-hunt' ? 'Hedef Kelime' : 'Seviye';
  }
  return EXERCISE_SETTING_LABELS[field] ?? field;
}

/** A setting value for display: Açık/Kapalı, Turkish value labels, tr-TR numbers, '-' for empty. */
export function exerciseSettingValueLabel(field: string, value: unknown): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return '-';
  if (value === true) return 'Açık';
  if (value === false) return 'Kapalı';
  if (typeof value === 'number') return Number.isFinite(value) ? new Intl.NumberFormat('tr-TR').format(value) : '-';
  if (typeof value === 'string') {
    const key = value.trim().toLowerCase();
    return FIELD_VALUE_LABELS[field]?.[key] ?? COMMON_VALUE_LABELS[key] ?? value;
  }
  if (Array.isArray(value)) return value.length === 0 ? '-' : value.map((v) => exerciseSettingValueLabel(field, v)).join(', ');
  return JSON.stringify(value);
}

export interface ExerciseSettingRow {
  field: string;
  label: string;
  value: string;
}

/** The settings block rows of one attempt: the type's fields in order, each labelled. */
export function exerciseSettingsRows(slug: string | null | undefined, settings: unknown): ExerciseSettingRow[] {
  const values = isRecord(settings) ? settings : {};
  return EXERCISE_SETTINGS_FIELDS[exerciseSettingsKind(slug)].map((field) => ({
    field,
    label: exerciseSettingLabel(slug, field),
    value: exerciseSettingValueLabel(field, values[field]),
  }));
}
