// Exercises of this group; each lives in its own folder and is listed here.
import type { ExerciseDefinition } from '../core/types';
import { AKAN_YAZILAR } from './akan-yazilar';
import { GRUPLAYARAK_OKUMA } from './gruplayarak-okuma';
import { METINDE_KELIME_ARAMA } from './metinde-kelime-arama';
import { OKUMA_VE_ANLAMA } from './okuma-ve-anlama';

export const READING_EXERCISES: readonly ExerciseDefinition[] = [AKAN_YAZILAR, OKUMA_VE_ANLAMA, GRUPLAYARAK_OKUMA, METINDE_KELIME_ARAMA];
