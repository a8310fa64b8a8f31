// Exercises of this group; each lives in its own folder and is listed here.
import type { ExerciseDefinition } from '../core/types';
import { benzerKelimeler } from './benzer-kelimeler';
import { hafizaKartlari } from './hafiza-kartlari';
import { sozcukAvi } from './sozcuk-avi';
import { takistoskop } from './takistoskop';

export const WORD_EXERCISES: readonly ExerciseDefinition[] = [hafizaKartlari, takistoskop, sozcukAvi, benzerKelimeler];
