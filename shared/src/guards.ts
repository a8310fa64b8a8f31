// Reading values of unknown shape (parsed JSON, config globals, caught errors) without casts.

/** A non-null, non-array object, readable key by key. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The page's global object, read and written by name (runtime config, install marks): window in
 * the browser, globalThis elsewhere.
 */
export function pageGlobals(): Record<string, unknown> {
  // cast: a global scope is an open record of names
  return (typeof window === 'undefined' ? globalThis : window) as unknown as Record<string, unknown>;
}

/**
 * The entry at `index` of a list the code indexes by construction (a fixed data table, the last
 * band, the other end of a swap): under noUncheckedIndexedAccess such a read is `T | undefined`,
 * and a miss is a bug in the table or the caller, so it throws with a clear message instead of
 * letting `undefined` travel on.
 */
export function entryAt<T>(list: readonly T[], index: number, what = 'list'): T {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new RangeError(`${what}: no entry at index ${index} (length ${list.length})`);
  }
  // in range, checked above: the element is a T (the lists passed here have no holes)
  return list[index] as T;
}

/** `table[key]` of a complete table the code built itself; a missing key throws (a bug in the table). */
export function entryOf<K extends PropertyKey, V>(table: Readonly<Partial<Record<K, V>>>, key: K, what = 'table'): V {
  const value = table[key];
  if (value === undefined) throw new RangeError(`${what}: no entry for ${String(key)}`);
  return value;
}

/** Swaps two elements in place (the Fisher–Yates shuffles); both indices must be inside the list. */
export function swapAt<T>(list: T[], i: number, j: number): void {
  const x = entryAt(list, i);
  list[i] = entryAt(list, j);
  list[j] = x;
}

/** One item of a non-empty list chosen with `rng` (a RangeError for an empty list). */
export const pickOne = <T>(items: readonly T[], rng: () => number): T => entryAt(items, Math.floor(rng() * items.length));
