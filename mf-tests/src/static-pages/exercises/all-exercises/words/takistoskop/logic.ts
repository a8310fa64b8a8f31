// Takistoskop (tachistoscope) — pure logic: what is flashed at each level and for how long, the
// answer choices, scoring and the block rule. See docs/exercises/takistoskop.md.
import { WORD_GROUPS_THREE, WORD_GROUPS_TWO, WORDS_ILKOGRETIM, WORDS_ORTAOGRETIM } from '../content';
import { randomIndex, shuffle, type Rng } from '../random';
import { clampLevel } from '../../core/levels';
import { entryAt } from '@akademi/shared/domain';

export const MAX_LEVEL = 10;
/** Trials per block; the level rule (core/levels nextLevel) is applied after each block. */
export const TRIALS_PER_BLOCK = 5;
export const CHOICES = 4;
export const POINTS_PER_CORRECT = 10;
/** Ours: the fixation cross before each flash, and the feedback after an answer. */
export const FIXATION_MS = 600;
export const FEEDBACK_MS = 700;

export type Band = 'short' | 'medium' | 'two' | 'three';

export interface LevelSpec {
  band: Band;
  /** how long the item stays on screen */
  exposureMs: number;
}

/**
 * The exposure shortens within a band and lengthens again when the content gets longer (ours):
 * short words 350 → 250 → 150 ms; 6–8-letter words 350 → 250 → 150 ms; two-word groups 400 → 250 ms;
 * three-word groups 450 → 300 ms.
 */
export const LEVELS: readonly LevelSpec[] = [
  { band: 'short', exposureMs: 350 },
  { band: 'short', exposureMs: 250 },
  { band: 'short', exposureMs: 150 },
  { band: 'medium', exposureMs: 350 },
  { band: 'medium', exposureMs: 250 },
  { band: 'medium', exposureMs: 150 },
  { band: 'two', exposureMs: 400 },
  { band: 'two', exposureMs: 250 },
  { band: 'three', exposureMs: 450 },
  { band: 'three', exposureMs: 300 },
];

export const levelSpec = (level: number): LevelSpec => entryAt(LEVELS, clampLevel(level, MAX_LEVEL) - 1);

const unique = (xs: readonly string[]) => [...new Set(xs)];

/** The items of a band: 3–5-letter ilköğretim words, 6–8-letter words of both lists, word groups. */
export function bandPool(band: Band): readonly string[] {
  switch (band) {
    case 'short':
      return unique(WORDS_ILKOGRETIM.filter((w) => w.length >= 3 && w.length <= 5));
    case 'medium':
      return unique([...WORDS_ILKOGRETIM, ...WORDS_ORTAOGRETIM].filter((w) => w.length >= 6 && w.length <= 8));
    case 'two':
      return WORD_GROUPS_TWO;
    case 'three':
      return WORD_GROUPS_THREE;
  }
}

/** How much a distractor looks like the target: same first letter 2, length within 1 → 1, same last letter 1. */
export function likeness(target: string, other: string): number {
  return (target[0] === other[0] ? 2 : 0) + (Math.abs(target.length - other.length) <= 1 ? 1 : 0) + (target.at(-1) === other.at(-1) ? 1 : 0);
}

export interface Trial {
  target: string;
  /** CHOICES distinct items in random order, the target among them */
  choices: string[];
  exposureMs: number;
}

/** One trial at `level`; `recent` targets are not repeated. Distractors are the most look-alike items. */
export function makeTrial(rng: Rng, level: number, recent: readonly string[] = []): Trial {
  const spec = levelSpec(level);
  const pool = bandPool(spec.band);
  const fresh = pool.filter((w) => !recent.includes(w));
  const from = fresh.length > 0 ? fresh : pool;
  const target = entryAt(from, randomIndex(rng, from.length));
  const others = shuffle(rng, pool.filter((w) => w !== target))
    .map((w, i) => ({ w, s: likeness(target, w), i }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, CHOICES - 1)
    .map((x) => x.w);
  return { target, choices: shuffle(rng, [target, ...others]), exposureMs: spec.exposureMs };
}

export const pointsFor = (level: number): number => POINTS_PER_CORRECT * level;

/** Accuracy of a block of answers (true = correct), rounded percent. */
export function blockAccuracy(answers: readonly boolean[]): number {
  return answers.length > 0 ? Math.round((answers.filter(Boolean).length / answers.length) * 100) : 0;
}
