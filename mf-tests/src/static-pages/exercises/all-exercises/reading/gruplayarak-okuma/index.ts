import type { ExerciseDefinition } from '../../core/types';
import { GruplayarakOkuma } from './GruplayarakOkuma';
import { MAX_LEVEL, SETTINGS } from './logic';

export const GRUPLAYARAK_OKUMA: ExerciseDefinition = {
  type: 'gruplayarak-okuma',
  instructions: [
    'Metnin üzerinde sarı bir vurgu ilerleyecek. Her seferinde vurgulanan kelime grubunu tek bakışta okumaya çalış; gözlerin kelime kelime değil, grup grup ilerlesin.',
    'Metin bitince soruları cevapla: fareyle, dokunarak ya da 1–4 tuşlarıyla. Hepsini doğru bilirsen gruplar büyür (2, 3, en çok 4 kelime).',
  ],
  settings: SETTINGS,
  maxLevel: MAX_LEVEL,
  Component: GruplayarakOkuma,
};
