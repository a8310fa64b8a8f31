// Hafıza Kartları: definition for the exercises app (settings of spec 3 §9, memory cards).
import { settingValueLabel } from '../../core/settings';
import type { ExerciseDefinition } from '../../core/types';
import { HafizaKartlari } from './HafizaKartlari';
import { CARD_TYPES, MAX_CARDS, MAX_LEVEL, MIN_CARDS, MODES } from './logic';

export const hafizaKartlari: ExerciseDefinition = {
  type: 'hafiza-kartlari',
  instructions: [
    'Kartlar önce açık gösterilecek. Hangi kartın nerede olduğunu aklında tut.',
    'Sonra kartlar kapanır. İki kart aç: aynıysa açık kalır, değilse yeniden kapanır. Bütün eşleri bul!',
    'Tüm eşleri az hatayla bulursan seviye yükselir ve kart sayısı artar.',
  ],
  settings: [
    { key: 'mode', kind: 'select', options: MODES.map((m) => ({ value: m, label: settingValueLabel('mode', m) })), default: 'medium' },
    { key: 'card_type', kind: 'select', options: CARD_TYPES.map((t) => ({ value: t, label: settingValueLabel('card_type', t) })), default: 'colors' },
    // the number of cards (even; an odd number is rounded down), before the level's extra pairs
    { key: 'unit_count', kind: 'number', min: MIN_CARDS, max: MAX_CARDS - 4, step: 1, default: 8 },
    { key: 'display_time', kind: 'number', min: 1, max: 10, step: 1, default: 3 },
    { key: 'exercise_duration', kind: 'number', min: 15, max: 600, step: 1, default: 90 },
  ],
  maxLevel: MAX_LEVEL,
  Component: HafizaKartlari,
};
