// Exercises of this group; each lives in its own folder and is listed here.
import type { ExerciseDefinition } from '../core/types';
import { DIKKAT_OKLARI } from './dikkat-oklari';
import { KARE_GORME_ALANI } from './kare-gorme-alani';
import { BUYUYEN_GENISLEYEN } from './buyuyen-genisleyen';
import { YATAY_DIKEY_ZIKZAK } from './yatay-dikey-zikzak';

export const VISUAL_EXERCISES: readonly ExerciseDefinition[] = [DIKKAT_OKLARI, KARE_GORME_ALANI, BUYUYEN_GENISLEYEN, YATAY_DIKEY_ZIKZAK];
