// Okuma ve Anlama (reading and comprehension): the child picks a passage from a list (category and
// school level from the settings, in the 'sort' order), reads it at their own pace, then answers
// multiple-choice questions. Reading speed (words per minute) is part of the score. Pure logic.
import type { SettingField } from '../../core/types';
import { CATEGORY_OPTIONS, passagesFor, SCHOOL_LEVEL_OPTIONS, type Passage, type SchoolLevel } from '../content/texts';
import { orderPassages, POINTS_PER_ANSWER, wordCount, type PassageSort, type Rng } from '../common/logic';
import { clampLevel } from '../../core/levels';
import { entryAt } from '@akademi/shared/domain';

export const MAX_LEVEL = 5;

/** Labels as shared's exerciseSettingValueLabel shows them in the portal (spec 3 §9). */
export const SORT_OPTIONS: readonly { value: PassageSort; label: string }[] = [
  { value: 'random', label: 'Rastgele' },
  { value: 'alpha', label: 'Alfabetik' },
  { value: 'words', label: 'Kelimeye Göre' },
];

/** Spec 3 §9 fields for reading-and-comprehension, in order: category, level, sort, font_size. */
export const SETTINGS: readonly SettingField[] = [
  { key: 'category', kind: 'select', options: CATEGORY_OPTIONS, default: 'hikaye' },
  { key: 'level', kind: 'select', options: SCHOOL_LEVEL_OPTIONS, default: 'ilkogretim' },
  { key: 'sort', kind: 'select', options: SORT_OPTIONS, default: 'random' },
  { key: 'font_size', kind: 'number', min: 14, max: 40, step: 1, default: 20 },
];

export interface ComprehensionLevel {
  /** questions asked (capped at the passage's number of questions) */
  questions: number;
  /** the passage stays on screen while the child answers */
  textVisible: boolean;
  /** reading time is limited (see readingLimitSeconds) */
  timed: boolean;
}

/** Ours: open book with few questions → closed book with every question → a reading time limit. */
export const COMPREHENSION_LEVELS: readonly ComprehensionLevel[] = [
  { questions: 3, textVisible: true, timed: false },
  { questions: 5, textVisible: true, timed: false },
  { questions: 3, textVisible: false, timed: false },
  { questions: 5, textVisible: false, timed: false },
  { questions: 5, textVisible: false, timed: true },
];

export const comprehensionLevel = (level: number): ComprehensionLevel => entryAt(COMPREHENSION_LEVELS, clampLevel(level, MAX_LEVEL) - 1);

/** The passages offered, in the order of the sort setting. */
export function offeredPassages(category: string, grade: string, sort: PassageSort, rng: Rng): Passage[] {
  return orderPassages(passagesFor(category, grade), sort, rng);
}

/** Ours: the reading pace level 5 expects — 100 words/min in ilköğretim, 140 in ortaöğretim. */
export const TARGET_WPM: Readonly<Record<SchoolLevel, number>> = { ilkogretim: 100, ortaogretim: 140 };

/** Level 5's reading time limit for a passage, in whole seconds. */
export function readingLimitSeconds(text: string, grade: SchoolLevel): number {
  return Math.ceil((wordCount(text) / TARGET_WPM[grade]) * 60);
}

/** Words per minute for `words` read in `ms`; 0 when no time passed. */
export function wordsPerMinute(words: number, ms: number): number {
  return ms > 0 ? Math.round(words / (ms / 60000)) : 0;
}

/** Ours: a speed bonus of 1 point per 10 words/min, at most 20, only when at least half the answers are right. */
export const MAX_SPEED_BONUS = 20;

export function speedBonus(wpm: number, correct: number, total: number): number {
  if (total === 0 || correct * 2 < total) return 0;
  return Math.min(MAX_SPEED_BONUS, Math.floor(wpm / 10));
}

export interface ScoreBreakdown {
  wpm: number;
  seconds: number;
  correct: number;
  total: number;
  answerPoints: number;
  bonus: number;
  score: number;
}

export function scoreBreakdown(words: number, readMs: number, correct: number, total: number): ScoreBreakdown {
  const wpm = wordsPerMinute(words, readMs);
  const bonus = speedBonus(wpm, correct, total);
  const answerPoints = correct * POINTS_PER_ANSWER;
  return { wpm, seconds: Math.round(readMs / 1000), correct, total, answerPoints, bonus, score: answerPoints + bonus };
}
