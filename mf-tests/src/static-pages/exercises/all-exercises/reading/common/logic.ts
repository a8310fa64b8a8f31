// Pure helpers of the reading exercises: splitting a passage into words, word groups and lines,
// Turkish word matching, passage ordering, and the comprehension quiz (shuffled options, scoring,
// the level rule after a quiz).
import { nextLevel } from '../../core/levels';
import type { Passage, Question } from '../content/texts';
import { entryAt, swapAt } from '@akademi/shared/domain';

export type Rng = () => number;

/** Fisher–Yates with the given RNG; returns a new array. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    swapAt(a, i, Math.floor(rng() * (i + 1)));
  }
  return a;
}

/** The display words of a text (punctuation stays attached to its word). */
export function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => w.length > 0);
}

export const wordCount = (text: string): number => words(text).length;

/** Consecutive chunks of `size` words (the last may be shorter). */
export function chunkWords(ws: readonly string[], size: number): string[][] {
  const n = Math.max(1, Math.trunc(size));
  const out: string[][] = [];
  for (let i = 0; i < ws.length; i += n) out.push(ws.slice(i, i + n));
  return out;
}

/** Lines of at most `maxChars` characters (a longer single word makes its own line). */
export function lines(ws: readonly string[], maxChars: number): string[][] {
  const out: string[][] = [];
  let cur: string[] = [];
  let len = 0;
  for (const w of ws) {
    const add = cur.length === 0 ? w.length : len + 1 + w.length;
    if (cur.length > 0 && add > maxChars) {
      out.push(cur);
      cur = [w];
      len = w.length;
    } else {
      cur.push(w);
      len = add;
    }
  }
  if (cur.length > 0) out.push(cur);
  return out;
}

const ENDS_PHRASE = /[.,;:!?]["'’”)]*$/;

/**
 * Word groups of at most `maxSize` words that never run across a punctuation mark (ours): the text
 * is cut into phrases after each word ending in . , ; : ! or ?, and each phrase into the fewest
 * groups of at most maxSize words, as equal as possible (5 words, max 4 → 3 + 2, not 4 + 1).
 */
export function phraseGroups(ws: readonly string[], maxSize: number): string[][] {
  const n = Math.max(1, Math.trunc(maxSize));
  const phrases: string[][] = [];
  let cur: string[] = [];
  for (const w of ws) {
    cur.push(w);
    if (ENDS_PHRASE.test(w)) {
      phrases.push(cur);
      cur = [];
    }
  }
  if (cur.length > 0) phrases.push(cur);
  const out: string[][] = [];
  for (const ph of phrases) {
    const parts = Math.ceil(ph.length / n);
    const base = Math.floor(ph.length / parts);
    let extra = ph.length % parts;
    let i = 0;
    for (let k = 0; k < parts; k++) {
      const size = base + (extra > 0 ? 1 : 0);
      if (extra > 0) extra -= 1;
      out.push(ph.slice(i, i + size));
      i += size;
    }
  }
  return out;
}

/**
 * A word as the matcher sees it: Turkish lower case, without surrounding punctuation and without a
 * proper-noun suffix after an apostrophe ("Elif'in" → "elif").
 */
export function normalizeWord(token: string): string {
  return token.replace(/['’].*$/su, '').replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').toLocaleLowerCase('tr-TR');
}

export type PassageSort = 'random' | 'alpha' | 'words';

/**
 * The order passages are offered in (okuma-ve-anlama's 'sort' setting, ours): random = shuffled,
 * alpha = by title in Turkish alphabetical order, words = shortest first (by word count, then title).
 */
export function orderPassages(list: readonly Passage[], sort: PassageSort, rng: Rng): Passage[] {
  if (sort === 'random') return shuffle(list, rng);
  const byTitle = (a: Passage, b: Passage) => a.title.localeCompare(b.title, 'tr');
  if (sort === 'alpha') return [...list].sort(byTitle);
  return [...list].sort((a, b) => wordCount(a.text) - wordCount(b.text) || byTitle(a, b));
}

export interface QuizItem {
  text: string;
  options: string[];
  /** index of the right option in `options` */
  answer: number;
}

/** The first `count` questions of a passage (all when count ≥ their number), options shuffled. */
export function buildQuiz(questions: readonly Question[], count: number, rng: Rng): QuizItem[] {
  return questions.slice(0, Math.max(1, count)).map((qu) => {
    const order = shuffle(
      qu.options.map((_, i) => i),
      rng,
    );
    return { text: qu.text, options: order.map((i) => entryAt(qu.options, i)), answer: order.indexOf(qu.answer) };
  });
}

/** Ours: a right answer to a comprehension question is worth 10 points. */
export const POINTS_PER_ANSWER = 10;

export interface QuizLevelResult {
  accuracy: number;
  level: number;
  /** the level went up: send LEVEL_PROGRESS */
  passed: boolean;
}

/** The core 80 % / 50 % rule applied to one quiz (4 questions: 4 right → up, 1 or 0 right → down). */
export function levelAfterQuiz(level: number, correct: number, total: number, maxLevel: number): QuizLevelResult {
  const accuracy = total > 0 ? Math.round((correct / total) * 100) : 0;
  const next = nextLevel(level, accuracy, maxLevel);
  return { accuracy, level: next, passed: next > level };
}
