import type { ExerciseDefinition } from '../../core/types';
import { BuyuyenGenisleyen } from './BuyuyenGenisleyen';
import { GROW_SETTINGS, MAX_LEVEL } from './logic';

export const BUYUYEN_GENISLEYEN: ExerciseDefinition = {
  type: 'buyuyen-genisleyen',
  instructions: [
    'Gözlerini ortadaki kırmızı noktadan ayırma. Bir şekil ortadan başlayıp her vuruşta biraz daha büyüyecek; kenarında küçük semboller olacak.',
    'Kenarda ★ yıldızını görünce hemen boşluk tuşuna bas ya da "Gördüm!" düğmesine dokun. Yıldız yokken basarsan yanlış sayılır, yıldızı kaçırırsan da yanlış sayılır.',
    'Seviye arttıkça şekil daha da genişler, sembollerin sayısı artar ve yıldıza benzeyen semboller gelir.',
  ],
  settings: GROW_SETTINGS,
  maxLevel: MAX_LEVEL,
  Component: BuyuyenGenisleyen,
};
