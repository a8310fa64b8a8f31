/**
 * A lookup that cannot miss, under `noUncheckedIndexedAccess`: the first row of an INSERT/UPDATE …
 * RETURNING that just wrote it, `count(*)`'s one row, a key taken from the same map. A miss is a bug
 * in this server, never a bad request, so it throws a plain Error (a 500) naming what was expected.
 * Where a value can really be absent (request input, a header, a row another transaction may have
 * deleted), handle `undefined` with the GoTrue/PostgREST error instead of calling this.
 */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`internal error: ${what} is missing`);
  return value;
}
