// Takistoskop: definition for the exercises app (spec 3 §9 default fields: level, duration in seconds).
import type { ExerciseDefinition } from '../../core/types';
import { MAX_LEVEL } from './logic';
import { Takistoskop } from './Takistoskop';

export const takistoskop: ExerciseDefinition = {
  type: 'takistoskop',
  instructions: [
    'Ekranın ortasındaki + işaretine bak. Bir kelime çok kısa bir an görünüp kaybolacak.',
    'Sonra dört seçenek çıkar: gördüğün kelimeyi seç. Fare ile tıklayabilir ya da 1, 2, 3, 4 tuşlarına basabilirsin.',
    'Doğru bildikçe kelime daha kısa süre görünür; seviye yükseldikçe kelimeler uzar ve kelime grupları gelir.',
  ],
  settings: [
    { key: 'level', kind: 'number', min: 1, max: MAX_LEVEL, step: 1, default: 1 },
    { key: 'duration', kind: 'number', min: 15, max: 600, step: 1, default: 90 },
  ],
  levelSetting: 'level',
  maxLevel: MAX_LEVEL,
  Component: Takistoskop,
};
