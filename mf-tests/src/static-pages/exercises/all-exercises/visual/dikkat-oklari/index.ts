import type { ExerciseDefinition } from '../../core/types';
import { DikkatOklari } from './DikkatOklari';
import { ARROW_SETTINGS, MAX_LEVEL } from './logic';

export const DIKKAT_OKLARI: ExerciseDefinition = {
  type: 'dikkat-oklari',
  instructions: [
    'Ekranda bir sıra ok göreceksin. Ortadaki ok hangi yöne bakıyorsa o yönün düğmesine bas ya da klavyedeki ok tuşunu kullan.',
    'Yandaki oklar seni şaşırtmaya çalışır; sadece hedef oka bak. İleri seviyelerde hedef ok turuncu renktedir ve sıranın herhangi bir yerinde olabilir.',
    'Her 10 cevapta 8 ve üzeri doğru yaparsan seviye atlarsın. Süre bitene kadar hızlı ve dikkatli ol!',
  ],
  settings: ARROW_SETTINGS,
  levelSetting: 'level',
  maxLevel: MAX_LEVEL,
  Component: DikkatOklari,
};
