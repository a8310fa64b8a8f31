/**
 * A lookup that cannot miss, under `noUncheckedIndexedAccess`: the first row of an INSERT/UPDATE …
 * RETURNING that just wrote it, `count(*)`'s one row, an index the code computed within bounds.
 * A miss is a bug, never bad input, so it throws a plain Error naming what was expected (on the
 * local server, a 500; in the seed generator, no seed.sql). Where a value can really be absent
 * (request input, a header, a row another transaction may have deleted, a short CSV line), handle
 * `undefined` with the GoTrue/PostgREST error or the input error instead of calling this.
 */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`internal error: ${what} is missing`);
  return value;
}
