// Benzer Kelimeler: definition for the exercises app (spec 3 §9 similar words: word_count_per_round, duration_seconds, metronome_enabled).
import type { ExerciseDefinition } from '../../core/types';
import { BenzerKelimeler } from './BenzerKelimeler';
import { MAX_LEVEL } from './logic';

export const benzerKelimeler: ExerciseDefinition = {
  type: 'benzer-kelimeler',
  instructions: [
    'Ekranda yan yana iki kelime göreceksin. Harf harf aynı mı, yoksa aralarında küçük bir fark mı var?',
    'Aynıysa "Aynı" (A ya da ← tuşu), farklıysa "Farklı" (F ya da → tuşu) düğmesine bas. Çubuk bitmeden cevap ver!',
    'Seviye yükseldikçe süre kısalır, kelimeler uzar ve farklar küçülür (ı/i, s/ş gibi).',
  ],
  settings: [
    { key: 'word_count_per_round', kind: 'number', min: 4, max: 30, step: 1, default: 10 },
    { key: 'duration_seconds', kind: 'number', min: 15, max: 600, step: 1, default: 90 },
    { key: 'metronome_enabled', kind: 'boolean', default: false },
  ],
  maxLevel: MAX_LEVEL,
  Component: BenzerKelimeler,
};
