// The seed generator's deterministic randomness, ids and SQL literals (one PRNG stream: the order
// of the draws decides every value of the demo).
import { mulberry32 } from '@akademi/shared/domain/random';
import { must } from '../../local/src/must.ts';
// ---- deterministic randomness -------------------------------------------------------------
export const rnd = mulberry32(20261122);
export const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
export const real = (lo: number, hi: number) => lo + rnd() * (hi - lo);
/** xs[i] for an index computed within bounds (a miss is a bug in this script). */
export const nth = <T,>(xs: readonly T[], i: number): T => must(xs[i], `item ${i} of a list of ${xs.length}`);
export const pick = <T,>(xs: readonly T[]): T => nth(xs, Math.floor(rnd() * xs.length));
export const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
export const r2 = (x: number) => Math.round(x * 100) / 100;

/** Deterministic UUID v4-shaped ids per namespace (hex digit) and counter. */
export function uid(ns: string, n: number): string {
  return `00000000-0000-4000-${ns}000-${String(n).padStart(12, '0')}`;
}
let sessionCounter = 0;
export const nextSession = () => uid('c', ++sessionCounter);
/** How many sessions nextSession has numbered. */
export const sessionCount = () => sessionCounter;
let resultCounter = 0;
export const nextResult = () => uid('d', ++resultCounter);
/** How many results nextResult has numbered. */
export const resultCount = () => resultCounter;

// ---- SQL helpers ---------------------------------------------------------------------------
export const q = (s: string | null | undefined): string => (s == null ? 'null' : `'${s.replace(/'/g, "''")}'`);
export const num = (x: number | null | undefined): string => (x == null ? 'null' : String(x));
/** now() minus a number of minutes: everything in the demo is relative to the time of seeding. */
export const ago = (minutes: number): string => `now() - interval '${Math.round(minutes)} minutes'`;
export const DAY = 24 * 60;
