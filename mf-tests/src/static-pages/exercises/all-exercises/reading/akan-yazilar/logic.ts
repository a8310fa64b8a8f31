// Akan Yazılar (flowing text): a passage flows through a window one step at a time — words, word
// chunks or whole lines — at the paced interval; then comprehension questions score it. Pure logic.
import type { SettingField } from '../../core/types';
import { CATEGORY_OPTIONS, passagesFor, type Passage, type SchoolLevel } from '../content/texts';
import { chunkWords, lines, words, type Rng } from '../common/logic';
import { clampLevel } from '../../core/levels';
import { entryAt, pickOne } from '@akademi/shared/domain';

export const MAX_LEVEL = 10;

export interface FlowLevel {
  /** 'words': `size` words per step; 'line': a line of at most `size` characters per step */
  mode: 'words' | 'line';
  size: number;
  grade: SchoolLevel;
}

/** Ours: each school level runs from one word per step to long lines; 1–5 ilköğretim, 6–10 ortaöğretim. */
export const FLOW_LEVELS: readonly FlowLevel[] = [
  { mode: 'words', size: 1, grade: 'ilkogretim' },
  { mode: 'words', size: 2, grade: 'ilkogretim' },
  { mode: 'words', size: 3, grade: 'ilkogretim' },
  { mode: 'line', size: 28, grade: 'ilkogretim' },
  { mode: 'line', size: 40, grade: 'ilkogretim' },
  { mode: 'words', size: 1, grade: 'ortaogretim' },
  { mode: 'words', size: 2, grade: 'ortaogretim' },
  { mode: 'words', size: 3, grade: 'ortaogretim' },
  { mode: 'line', size: 28, grade: 'ortaogretim' },
  { mode: 'line', size: 40, grade: 'ortaogretim' },
];

export const flowLevel = (level: number): FlowLevel => entryAt(FLOW_LEVELS, clampLevel(level, MAX_LEVEL) - 1);

/** Spec 3 §9 fields for flowing text, in order: category, level, font_size, reaction_interval_ms, metronome_enabled. */
export const SETTINGS: readonly SettingField[] = [
  { key: 'category', kind: 'select', options: CATEGORY_OPTIONS, default: 'hikaye' },
  { key: 'level', kind: 'number', min: 1, max: MAX_LEVEL, step: 1, default: 1 },
  { key: 'font_size', kind: 'number', min: 18, max: 72, step: 1, default: 40 },
  { key: 'reaction_interval_ms', kind: 'number', min: 100, max: 3000, step: 1, default: 500 },
  { key: 'metronome_enabled', kind: 'boolean', default: false },
];

/** One of the passages of the category at the level's school level. */
export function pickPassage(category: string, level: number, rng: Rng): Passage {
  const list = passagesFor(category, flowLevel(level).grade);
  return pickOne(list, rng);
}

/** What the window shows at each step. */
export function flowSteps(text: string, level: number): string[] {
  const l = flowLevel(level);
  const ws = words(text);
  return (l.mode === 'words' ? chunkWords(ws, l.size) : lines(ws, l.size)).map((c) => c.join(' '));
}

/** Words per minute the flow paces: words shown / (steps × interval). */
export function pacedWpm(text: string, level: number, intervalMs: number): number {
  const steps = flowSteps(text, level).length;
  return steps > 0 ? Math.round(words(text).length / ((steps * intervalMs) / 60000)) : 0;
}
