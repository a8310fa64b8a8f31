// Dikkat Okları (attention arrows): a row of arrows; the child answers the direction of the target
// arrow (the middle one, or from level 8 the orange one anywhere in the row). Pure logic.
import { entryAt, randomInt } from '@akademi/shared/domain';
import type { SettingField } from '../../core/types';
import { clampLevel } from '../../core/levels';

export type Dir = 'left' | 'right' | 'up' | 'down';
export const DIRS: readonly Dir[] = ['left', 'right', 'up', 'down'];
export const ARROW_CHAR: Readonly<Record<Dir, string>> = { left: '←', right: '→', up: '↑', down: '↓' };
export const DIR_LABEL: Readonly<Record<Dir, string>> = { left: 'Sol', right: 'Sağ', up: 'Yukarı', down: 'Aşağı' };
export const KEY_DIR: Readonly<Record<string, Dir>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

export const MAX_LEVEL = 10;
/** Ours: answers per round before the level rule runs. */
export const ROUND_SIZE = 10;
/** Ours: how long the right/wrong flash lasts between two rows. */
export const FEEDBACK_MS = 350;

export interface ArrowLevel {
  /** arrows on each side of the target (the row has 2 × flankers + 1 arrows) */
  flankers: number;
  /** chance that the flankers point the same way as the target */
  congruentChance: number;
  /** 2: left/right only; 4: also up/down */
  dirCount: 2 | 4;
  /** time to answer before the row counts as wrong */
  timeLimitMs: number;
  /** the target is the marked (orange) arrow at any place, not the middle one */
  markedTarget: boolean;
}

/** Ours: levels add flankers, make them disagree more often, add up/down, shorten the time, then move the target. */
export const ARROW_LEVELS: readonly ArrowLevel[] = [
  { flankers: 0, congruentChance: 1, dirCount: 2, timeLimitMs: 3000, markedTarget: false },
  { flankers: 1, congruentChance: 0.7, dirCount: 2, timeLimitMs: 2800, markedTarget: false },
  { flankers: 2, congruentChance: 0.5, dirCount: 2, timeLimitMs: 2600, markedTarget: false },
  { flankers: 2, congruentChance: 0.3, dirCount: 2, timeLimitMs: 2200, markedTarget: false },
  { flankers: 2, congruentChance: 0.3, dirCount: 4, timeLimitMs: 2200, markedTarget: false },
  { flankers: 3, congruentChance: 0.3, dirCount: 4, timeLimitMs: 2000, markedTarget: false },
  { flankers: 3, congruentChance: 0.2, dirCount: 4, timeLimitMs: 1800, markedTarget: false },
  { flankers: 3, congruentChance: 0.2, dirCount: 4, timeLimitMs: 1700, markedTarget: true },
  { flankers: 4, congruentChance: 0.2, dirCount: 4, timeLimitMs: 1500, markedTarget: true },
  { flankers: 4, congruentChance: 0.1, dirCount: 4, timeLimitMs: 1200, markedTarget: true },
];

export const arrowLevel = (level: number): ArrowLevel => entryAt(ARROW_LEVELS, clampLevel(level, MAX_LEVEL) - 1);

export interface ArrowRow {
  arrows: Dir[];
  /** index of the target arrow in `arrows` */
  target: number;
  answer: Dir;
  /** whether the target is drawn marked */
  marked: boolean;
}

/** One row of arrows for `level`. Incongruent flankers all point one other way (the classic flanker task). */
export function makeRow(level: number, rng: () => number): ArrowRow {
  const cfg = arrowLevel(level);
  const dirs = DIRS.slice(0, cfg.dirCount);
  const answer = entryAt(dirs, randomInt(rng, 0, dirs.length - 1));
  const n = cfg.flankers * 2 + 1;
  const target = cfg.markedTarget ? randomInt(rng, 0, n - 1) : cfg.flankers;
  let flank = answer;
  if (rng() >= cfg.congruentChance) {
    const others = dirs.filter((d) => d !== answer);
    flank = entryAt(others, randomInt(rng, 0, others.length - 1));
  }
  const arrows = Array.from({ length: n }, (_, i) => (i === target ? answer : flank));
  return { arrows, target, answer, marked: cfg.markedTarget };
}

export const isCorrect = (row: ArrowRow, given: Dir | null): boolean => given === row.answer;

/** Spec 3 §9 'default' kind: level and duration (seconds; 15 s minimum so a short drill is possible). */
export const ARROW_SETTINGS: readonly SettingField[] = [
  { key: 'level', kind: 'number', min: 1, max: MAX_LEVEL, step: 1, default: 1 },
  { key: 'duration', kind: 'number', min: 15, max: 300, step: 1, default: 60 },
];
