// Seedable randomness for the word exercises: every generator takes an rng (shared's mulberry32
// createRng) so unit tests are reproducible; the components seed it from the clock.
import { createRng, swapAt } from '@akademi/shared/domain';

export type Rng = () => number;
export { createRng };

/** A fresh seed for one play. */
export const clockSeed = (): number => (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) >>> 0;

/** Integer in [0, n). */
export const randomIndex = (rng: Rng, n: number): number => Math.min(n - 1, Math.floor(rng() * n));

/** Fisher–Yates on a copy. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    swapAt(a, i, randomIndex(rng, i + 1));
  }
  return a;
}

/** n distinct items (fewer if the pool is smaller). */
export const pickDistinct = <T,>(rng: Rng, pool: readonly T[], n: number): T[] => shuffle(rng, pool).slice(0, n);
