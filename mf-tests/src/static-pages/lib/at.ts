// Lookups into tables and lists the code built itself (a seeded pick below the length, a row of a
// generated sheet, a key of a complete table): such a lookup cannot miss unless the code is wrong,
// so a miss throws an Error naming the index or key instead of passing undefined on
// (noUncheckedIndexedAccess). Where an index can really miss, callers handle undefined themselves.
// Pure (no DOM). (The battery designs in @akademi/shared use entryAt / entryOf / swapAt of shared/src/guards.ts.)

/** `list[i]`; throws when the list has no element there. */
export function at<T>(list: readonly T[], i: number): T {
  const value = list[i];
  if (value === undefined) throw new Error(`index ${i} is outside a list of ${list.length}`);
  return value;
}

/** `table[key]`; throws when the table has no value for the key. */
export function entry<K extends PropertyKey, V>(table: Readonly<Partial<Record<K, V>>>, key: K): V {
  const value = table[key];
  if (value === undefined) throw new Error(`no table entry for ${String(key)}`);
  return value;
}

/** Swaps two elements in place (the Fisher–Yates shuffles); both indices must be inside the list. */
export function swap<T>(list: T[], i: number, j: number): void {
  const x = at(list, i);
  list[i] = at(list, j);
  list[j] = x;
}

/** One item of a non-empty list chosen with `rng` (an Error for an empty list). */
export const pickOne = <T>(items: readonly T[], rng: () => number): T => at(items, Math.floor(rng() * items.length));
