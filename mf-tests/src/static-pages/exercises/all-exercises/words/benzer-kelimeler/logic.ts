// Benzer Kelimeler (similar words) — pure logic: look-alike variants of a word, the pairs of a
// round, the time per pair and the kind of difference at each level, scoring.
// See docs/exercises/benzer-kelimeler.md.
import { LOOKALIKE_PAIRS, WORDS_ILKOGRETIM, WORDS_ORTAOGRETIM } from '../content';
import { randomIndex, shuffle, type Rng } from '../random';
import { entryAt, entryOf, swapAt } from '@akademi/shared/domain';

export const MAX_LEVEL = 10;
export const POINTS_PER_CORRECT = 10;
/** Ours: the feedback after each answer. */
export const FEEDBACK_MS = 500;

/** How the different word of a pair differs from the first. */
export type Change = 'replace' | 'swap' | 'shape' | 'diacritic';

/** Letters that differ only by a mark (ı/i, s/ş, c/ç, o/ö, u/ü, g/ğ). */
export const DIACRITIC: Readonly<Record<string, string>> = { ı: 'i', i: 'ı', s: 'ş', ş: 's', c: 'ç', ç: 'c', o: 'ö', ö: 'o', u: 'ü', ü: 'u', g: 'ğ', ğ: 'g' };
/** Letters of a similar shape. */
export const SHAPE: Readonly<Record<string, string>> = { a: 'e', e: 'a', m: 'n', n: 'm', b: 'd', d: 'b', o: 'u', u: 'o', h: 'n', l: 't', t: 'l' };
/** Clearly different letters for the easiest level. */
const PLAIN = ['k', 'm', 't', 'z', 's', 'y', 'r', 'l', 'p', 'a', 'o'];

export interface LevelSpec {
  /** time to answer one pair */
  pairMs: number;
  minLen: number;
  maxLen: number;
  /** the kinds of difference used at this level (one is picked per pair) */
  changes: readonly Change[];
  /** share of different pairs taken from the hand-written real-word pairs */
  realPairShare: number;
  /** the ortaöğretim list is used too */
  secondary: boolean;
}

/** Ours: 6 s per pair at level 1, 0.45 s less per level (1.95 s at level 10); subtler differences in longer words. */
export function levelSpec(level: number): LevelSpec {
  const l = Math.min(MAX_LEVEL, Math.max(1, Math.trunc(level)));
  const pairMs = 6000 - 450 * (l - 1);
  if (l <= 2) return { pairMs, minLen: 3, maxLen: 5, changes: ['replace'], realPairShare: 0.5, secondary: false };
  if (l <= 4) return { pairMs, minLen: 4, maxLen: 6, changes: ['swap', 'replace'], realPairShare: 0.3, secondary: false };
  if (l <= 6) return { pairMs, minLen: 5, maxLen: 8, changes: ['shape', 'swap'], realPairShare: 0.2, secondary: false };
  if (l <= 8) return { pairMs, minLen: 6, maxLen: 10, changes: ['diacritic', 'shape'], realPairShare: 0, secondary: true };
  return { pairMs, minLen: 8, maxLen: 12, changes: ['diacritic', 'swap'], realPairShare: 0, secondary: true };
}

/** Positions that a change can alter (never the first letter for swaps: the eye catches that at once). */
function positions(word: string, change: Change): number[] {
  const chars = [...word];
  const out: number[] = [];
  chars.forEach((ch, i) => {
    if (change === 'diacritic' && DIACRITIC[ch]) out.push(i);
    if (change === 'shape' && SHAPE[ch]) out.push(i);
    if (change === 'replace') out.push(i);
    if (change === 'swap' && i >= 1 && i < chars.length - 1 && chars[i] !== chars[i + 1]) out.push(i);
  });
  return out;
}

/** A look-alike of `word` made by `change`, or null if the word has no letter for it. */
export function variant(rng: Rng, word: string, change: Change): string | null {
  const spots = positions(word, change);
  if (spots.length === 0) return null;
  const i = entryAt(spots, randomIndex(rng, spots.length));
  const chars = [...word];
  if (change === 'swap') swapAt(chars, i, i + 1);
  else if (change === 'diacritic') chars[i] = entryOf(DIACRITIC, entryAt(chars, i));
  else if (change === 'shape') chars[i] = entryOf(SHAPE, entryAt(chars, i));
  else {
    const options = PLAIN.filter((p) => p !== chars[i]);
    chars[i] = entryAt(options, randomIndex(rng, options.length));
  }
  const v = chars.join('');
  return v === word ? null : v;
}

export interface Pair {
  left: string;
  right: string;
  same: boolean;
}

export function levelWords(level: number): string[] {
  const s = levelSpec(level);
  const src = s.secondary ? [...WORDS_ILKOGRETIM, ...WORDS_ORTAOGRETIM] : WORDS_ILKOGRETIM;
  return [...new Set(src)].filter((w) => w.length >= s.minLen && w.length <= s.maxLen);
}

/** The `count` pairs of a round: half the same word twice (rounded down), the rest look-alikes, shuffled. */
export function makeRound(rng: Rng, level: number, count: number): Pair[] {
  const spec = levelSpec(level);
  const words = shuffle(rng, levelWords(level));
  const pairs: Pair[] = [];
  const sameCount = Math.floor(count / 2);
  let k = 0;
  const nextWord = () => entryAt(words, k++ % words.length);
  for (let i = 0; i < sameCount; i++) {
    const w = nextWord();
    pairs.push({ left: w, right: w, same: true });
  }
  const real = shuffle(rng, LOOKALIKE_PAIRS.filter(([a, b]) => a !== b));
  let r = 0;
  while (pairs.length < count) {
    if (r < real.length && rng() < spec.realPairShare) {
      const [a, b] = entryAt(real, r++);
      pairs.push(rng() < 0.5 ? { left: a, right: b, same: false } : { left: b, right: a, same: false });
      continue;
    }
    const w = nextWord();
    const change = entryAt(spec.changes, randomIndex(rng, spec.changes.length));
    const v = variant(rng, w, change) ?? spec.changes.map((c) => variant(rng, w, c)).find((x) => x !== null) ?? variant(rng, w, 'replace');
    if (v) pairs.push({ left: w, right: v, same: false });
  }
  return shuffle(rng, pairs);
}

export const pointsFor = (level: number): number => POINTS_PER_CORRECT * level;

/** An answer (true = 'Aynı', false = 'Farklı', null = time ran out) is correct if it matches the pair. */
export const isCorrect = (pair: Pair, answer: boolean | null): boolean => answer !== null && answer === pair.same;

export function roundAccuracy(results: readonly boolean[]): number {
  return results.length > 0 ? Math.round((results.filter(Boolean).length / results.length) * 100) : 0;
}
