import type { ExerciseDefinition } from '../../core/types';
import { MAX_LEVEL, ZIGZAG_SETTINGS } from './logic';
import { YatayDikeyZikzak } from './YatayDikeyZikzak';

export const YATAY_DIKEY_ZIKZAK: ExerciseDefinition = {
  type: 'yatay-dikey-zikzak',
  instructions: [
    'Ekranda zikzak çizen noktalar var. Mavi işaret noktadan noktaya sıçrayacak; başını oynatmadan sadece gözlerinle onu takip et.',
    'İşaretin içinde bir sembol belirir. Sembol, yukarıda yazan hedefle aynıysa boşluk tuşuna bas ya da "Gördüm!" düğmesine dokun. Hedef değilse basma.',
    'Seviye arttıkça sıçramalar genişler, sembol daha kısa görünür ve hedef, diğer sembollere daha çok benzer.',
  ],
  settings: ZIGZAG_SETTINGS,
  maxLevel: MAX_LEVEL,
  Component: YatayDikeyZikzak,
};
