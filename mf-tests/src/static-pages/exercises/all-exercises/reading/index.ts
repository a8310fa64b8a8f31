// Exercises of this group; each lives in its own folder and is listed here.
import type { ExerciseDefinition } from '../core/types';

export const READING_EXERCISES: readonly ExerciseDefinition[] = [];
