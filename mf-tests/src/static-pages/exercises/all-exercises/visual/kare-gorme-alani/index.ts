import type { ExerciseDefinition } from '../../core/types';
import { KareGormeAlani } from './KareGormeAlani';
import { MAX_LEVEL, SQUARE_SETTINGS } from './logic';

export const KARE_GORME_ALANI: ExerciseDefinition = {
  type: 'kare-gorme-alani',
  instructions: [
    'Gözlerini ızgaranın ortasındaki kırmızı noktaya dik. Birkaç karede kısa bir an semboller belirecek; gözlerini kaydırmadan onları fark etmeye çalış.',
    'Semboller kaybolunca, göründükleri kareleri fareyle ya da dokunarak seç. Klavyede ok tuşlarıyla karelerde gezinip Enter ya da boşluk tuşuyla seçebilirsin.',
    'Seviye arttıkça semboller çoğalır, kenarlara yaklaşır ve daha kısa görünür.',
  ],
  settings: SQUARE_SETTINGS,
  levelSetting: 'starting_level',
  maxLevel: MAX_LEVEL,
  Component: KareGormeAlani,
};
