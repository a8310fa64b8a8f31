// The contract between the exercises app's frame (core/) and the twelve exercises.
import type { ComponentType } from 'react';
import type { EmbeddedExerciseType } from '@akademi/shared/domain';

export type SettingValue = string | number | boolean;
export type SettingsValues = Record<string, SettingValue>;

/** One settings field. Its key is one of spec 3 §9's fields for the type; its label comes from
 *  shared's exerciseSettingLabel (one source for the app and the tracking portal). */
export type SettingField =
  | { key: string; kind: 'number'; min: number; max: number; step?: number; default: number }
  | { key: string; kind: 'select'; options: readonly { value: string | number; label: string }[]; default: string | number }
  | { key: string; kind: 'boolean'; default: boolean }
  | { key: string; kind: 'text'; default: string; minLength: number; maxLength: number; pattern?: RegExp; patternMessage?: string };

/** What one play of an exercise produced; the frame adds accuracy, duration and settings. */
export interface ExerciseOutcome {
  score: number;
  correct: number;
  wrong: number;
  /** the level reached (the frame stores it as the attempt's level) */
  level: number;
}

export interface ExerciseRunProps {
  /** validated settings (every field of the definition present) */
  settings: SettingsValues;
  /** the level to start at: the saved progress (INIT_PROGRESS), or the level setting if the type has one */
  level: number;
  /** a level finished or reached: sent to the host as LEVEL_PROGRESS {level, score} */
  onLevel: (level: number, score: number) => void;
  /** the play is over (time up or content done): sent as EXERCISE_COMPLETE */
  onFinish: (outcome: ExerciseOutcome) => void;
  /** true once the child pressed 'Egzersizi Bitir': call onFinish at once with what was done so far */
  stopRequested: boolean;
}

export interface ExerciseDefinition {
  type: EmbeddedExerciseType;
  /** short Turkish instructions for a child, one paragraph per entry */
  instructions: readonly string[];
  settings: readonly SettingField[];
  /** the setting that holds the starting level, if any (its default follows the saved progress) */
  levelSetting?: string;
  maxLevel: number;
  Component: ComponentType<ExerciseRunProps>;
}
