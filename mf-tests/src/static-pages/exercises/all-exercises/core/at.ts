// Checked lookups for indices the code has already made valid: a level clamped to its table, a
// random index drawn below the length, a position inside a grid the code built itself. Such a
// lookup cannot miss unless the code is wrong, so a miss throws an Error that says where, instead of
// an undefined that breaks later (noUncheckedIndexedAccess). Where an index can really miss (user
// input, lists of varying length), the caller handles undefined itself and does not use these.
// An undefined item counts as a miss, so these are for lists and tables that never hold undefined.

/** `items[i]`, or an Error when there is no item at i. */
export function at<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`No item at index ${i} of a list of ${items.length}`);
  return item;
}

/** `record[key]`, or an Error when the record has no value for key. */
export function entry<K extends PropertyKey, V>(record: Readonly<Partial<Record<K, V>>>, key: K): V {
  const value = record[key];
  if (value === undefined) throw new Error(`No entry for key ${String(key)}`);
  return value;
}

/** One item of a non-empty list chosen with `rng` (an Error for an empty list). */
export const pickOne = <T>(items: readonly T[], rng: () => number): T => at(items, Math.floor(rng() * items.length));

/** Swaps two elements in place (Fisher–Yates, letter swaps); both indices must be valid. */
export function swap<T>(items: T[], i: number, j: number): void {
  const x = at(items, i);
  items[i] = at(items, j);
  items[j] = x;
}
