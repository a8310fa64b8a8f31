// The twelve exercises (spec 3 §2.7), grouped by what they train; each group's index lists its own.
import type { ExerciseDefinition } from './core/types';
import { READING_EXERCISES } from './reading';
import { WORD_EXERCISES } from './words';
import { VISUAL_EXERCISES } from './visual';

export const EXERCISES: readonly ExerciseDefinition[] = [...VISUAL_EXERCISES, ...WORD_EXERCISES, ...READING_EXERCISES];
