import type { ExerciseDefinition } from '../../core/types';
import { AkanYazilar } from './AkanYazilar';
import { MAX_LEVEL, SETTINGS } from './logic';

export const AKAN_YAZILAR: ExerciseDefinition = {
  type: 'akan-yazilar',
  instructions: [
    'Ekrandaki pencerede bir metin akacak: önce tek tek kelimeler, seviye yükseldikçe kelime grupları ve satırlar. Gözlerini pencerede tut ve metni akışla birlikte oku.',
    'Metin bitince metinle ilgili sorular gelecek. Doğru cevabı fareyle, dokunarak ya da 1–4 tuşlarıyla seç. Soruların hepsini doğru bilirsen bir üst seviyeye geçersin.',
  ],
  settings: SETTINGS,
  levelSetting: 'level',
  maxLevel: MAX_LEVEL,
  Component: AkanYazilar,
};
