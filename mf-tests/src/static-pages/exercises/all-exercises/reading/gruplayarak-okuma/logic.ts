// Gruplayarak Okuma (group reading): the whole passage is on screen and a highlight moves over it
// one word group (2–4 words, never across punctuation) per paced interval; the eye learns to take
// in a group at a glance. Then comprehension questions score it. Pure logic.
import type { SettingField } from '../../core/types';
import { CATEGORY_OPTIONS, passagesFor, SCHOOL_LEVEL_OPTIONS, type Passage } from '../content/texts';
import { phraseGroups, words, type Rng } from '../common/logic';
import { clampLevel } from '../../core/levels';
import { entryAt, pickOne } from '@akademi/shared/domain';

export const MAX_LEVEL = 3;

/** Ours: the largest group per level (groups are cut evenly inside phrases, see phraseGroups). */
export const GROUP_SIZE_BY_LEVEL: readonly number[] = [2, 3, 4];

export const groupSize = (level: number): number => entryAt(GROUP_SIZE_BY_LEVEL, clampLevel(level, MAX_LEVEL) - 1);

/** Spec 3 §9 fields for group reading, in order (camelCase as the spec lists them): category, level, fontSize, reactionInterval, metronome. */
export const SETTINGS: readonly SettingField[] = [
  { key: 'category', kind: 'select', options: CATEGORY_OPTIONS, default: 'hikaye' },
  { key: 'level', kind: 'select', options: SCHOOL_LEVEL_OPTIONS, default: 'ilkogretim' },
  { key: 'fontSize', kind: 'number', min: 16, max: 40, step: 1, default: 24 },
  { key: 'reactionInterval', kind: 'number', min: 200, max: 3000, step: 1, default: 800 },
  { key: 'metronome', kind: 'boolean', default: false },
];

export function pickPassage(category: string, grade: string, rng: Rng): Passage {
  const list = passagesFor(category, grade);
  return pickOne(list, rng);
}

/** The highlighted groups of a passage at a level. */
export function readingGroups(text: string, level: number): string[][] {
  return phraseGroups(words(text), groupSize(level));
}
