import type { ExerciseDefinition } from '../../core/types';
import { OkumaVeAnlama } from './OkumaVeAnlama';
import { MAX_LEVEL, SETTINGS } from './logic';

export const OKUMA_VE_ANLAMA: ExerciseDefinition = {
  type: 'okuma-ve-anlama',
  instructions: [
    'Listeden bir metin seç ve kendi hızında, dikkatle oku. Bitirince “Okumayı Bitirdim” düğmesine bas; okuma hızın ölçülür.',
    'Sonra metinle ilgili soruları cevapla: fareyle, dokunarak ya da 1–4 tuşlarıyla. Seviye yükseldikçe metin sorular gelince kapanır ve soru sayısı artar; en üst seviyede okuma süresi de sınırlıdır.',
  ],
  settings: SETTINGS,
  maxLevel: MAX_LEVEL,
  Component: OkumaVeAnlama,
};
