import { entryAt } from '@akademi/shared/domain';

// Level rules shared by the exercises (ours; spec 3 only says exercises have levels): a round with
// at least 80 % correct moves up one level, under 50 % moves down one, otherwise the level stays.
export const LEVEL_UP_ACCURACY = 80;
export const LEVEL_DOWN_ACCURACY = 50;

export function nextLevel(level: number, accuracy: number, maxLevel: number): number {
  if (accuracy >= LEVEL_UP_ACCURACY) return Math.min(maxLevel, level + 1);
  if (accuracy < LEVEL_DOWN_ACCURACY) return Math.max(1, level - 1);
  return level;
}

export function clampLevel(level: number, maxLevel: number): number {
  return Math.min(maxLevel, Math.max(1, Math.trunc(Number.isFinite(level) ? level : 1)));
}

/**
 * A per-level table written by column: each parameter lists its value at levels 1…maxLevel, so its
 * progression reads on one line. A column without exactly maxLevel values throws (a bug in the table).
 */
export function levelTable<T extends object>(maxLevel: number, columns: { readonly [K in keyof T]: readonly T[K][] }): readonly T[] {
  const keys = Object.keys(columns) as (keyof T & string)[];
  for (const k of keys) if (columns[k].length !== maxLevel) throw new RangeError(`levelTable: ${k} has ${columns[k].length} values, not ${maxLevel}`);
  // every key of T is a column (the mapped type asks for all of them): the entries make a T
  return Array.from({ length: maxLevel }, (_, i) => Object.fromEntries(keys.map((k) => [k, columns[k][i]])) as T);
}

/** The row of a level table for `level` (clamped to 1…the table's length). */
export const levelRow = <T>(table: readonly T[], level: number): T => entryAt(table, clampLevel(level, table.length) - 1);
