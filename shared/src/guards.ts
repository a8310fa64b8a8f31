// Reading values of unknown shape (parsed JSON, config globals, caught errors) without casts.

/** A non-null, non-array object, readable key by key. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The page's global object, read and written by name (runtime config, install marks): window in
 * the browser, globalThis elsewhere. The one cast: a global scope is an open record of names.
 */
export function pageGlobals(): Record<string, unknown> {
  return (typeof window === 'undefined' ? globalThis : window) as unknown as Record<string, unknown>;
}
