// Local-storage keys of the test battery (spec 2 §3 "Local storage keys"). The active-test key
// is the one the log capture already reads (shared/src/logging/test-type.ts).
export const ACTIVE_TEST_KEY = 'activeTest';
/** id of the latest combined cognitive record (spec 2 §4 step 6) */
export const LAST_COGNITIVE_RESULT_KEY = 'lastCognitiveResultId';
/** result rows not yet stored, and aggregation failures (spec 2 §4 step 6, §8) */
export const PENDING_RESULTS_KEY = 'pendingResults';
/** set once when the battery ends (spec 2 §4 step 6) */
export const SESSION_END_KEY = 'sessionEndTime';

/** The part of Storage the battery uses (tests pass an in-memory one). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the saver keeps pending rows in memory only
  }
}
