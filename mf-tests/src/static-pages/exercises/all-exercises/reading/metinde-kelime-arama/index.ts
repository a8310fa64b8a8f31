import type { ExerciseDefinition } from '../../core/types';
import { MetindeKelimeArama } from './MetindeKelimeArama';
import { MAX_LEVEL, SETTINGS } from './logic';

export const METINDE_KELIME_ARAMA: ExerciseDefinition = {
  type: 'metinde-kelime-arama',
  instructions: [
    'Ayarlarda yazdığın hedef kelimeyi metinde ara. Kelimeyi her gördüğünde üzerine tıkla ya da dokun; bulduğun kelimeler yeşil olur. Yanlış kelimeye tıklarsan puan kaybedersin.',
    'Hepsini bulunca yeni bir metin gelir. Dikkat: seviye yükseldikçe metin uzar ve hedef kelimeye çok benzeyen kelimeler de çıkar. Süre bitene kadar olabildiğince çok kelime bul!',
  ],
  settings: SETTINGS,
  maxLevel: MAX_LEVEL,
  Component: MetindeKelimeArama,
};
