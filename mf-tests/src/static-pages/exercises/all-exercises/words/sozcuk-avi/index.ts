// Sözcük Avı: definition for the exercises app (spec 3 §9 word hunt: grid_size, word_count_per_round, duration_seconds).
import type { ExerciseDefinition } from '../../core/types';
import { MAX_GRID, MAX_LEVEL, MIN_GRID } from './logic';
import { SozcukAvi } from './SozcukAvi';

export const sozcukAvi: ExerciseDefinition = {
  type: 'sozcuk-avi',
  instructions: [
    'Harf tablosunda saklanan kelimeleri bul. Bulunacak kelimeler tablonun yanında yazıyor.',
    'Kelimenin ilk harfinden son harfine sürükle ya da önce ilk harfe, sonra son harfe tıkla. Klavyede ok tuşları ve Enter ile de seçebilirsin.',
    'Bütün kelimeleri bulunca yeni tablo gelir. Seviye yükseldikçe kelimeler uzar; aşağı, çapraz ve ters yönde de saklanırlar.',
  ],
  settings: [
    { key: 'grid_size', kind: 'number', min: MIN_GRID, max: MAX_GRID, step: 1, default: 10 },
    { key: 'word_count_per_round', kind: 'number', min: 2, max: 10, step: 1, default: 5 },
    { key: 'duration_seconds', kind: 'number', min: 15, max: 600, step: 1, default: 120 },
  ],
  maxLevel: MAX_LEVEL,
  Component: SozcukAvi,
};
