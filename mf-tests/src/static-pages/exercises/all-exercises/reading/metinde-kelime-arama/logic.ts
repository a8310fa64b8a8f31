// Metinde Kelime Arama (word search in a text): a passage is shown as clickable words; the child
// finds every occurrence of the target word before the time runs out. The target is also placed
// at a few random spots (replacing a word, so the sentence may read oddly there — the aim is
// scanning), and from level 2 look-alike words (one letter changed or two swapped) are mixed in.
// Pure logic.
import { clampLevel, nextLevel } from '../../core/levels';
import type { SettingField } from '../../core/types';
import { PASSAGES, type SchoolLevel } from '../content/texts';
import { normalizeWord, shuffle, words, type Rng } from '../common/logic';
import { entryAt, pickOne, swapAt } from '@akademi/shared/domain';

export const MAX_LEVEL = 8;

/** Letters only (Turkish letters and â î û allowed), 2–20 characters. */
export const TARGET_WORD_PATTERN = /^[a-zA-ZçğıöşüÇĞİÖŞÜâîûÂÎÛ]+$/;

/** Spec 3 §9 fields for word-search-in-text, in order: target_word, duration_seconds, metronome_enabled. */
export const SETTINGS: readonly SettingField[] = [
  { key: 'target_word', kind: 'text', default: 'kitap', minLength: 2, maxLength: 20, pattern: TARGET_WORD_PATTERN, patternMessage: 'Hedef Kelime yalnızca harflerden oluşmalıdır.' },
  // ours: at least 15 s so a scripted check stays short; 90 s is a usual trainer's choice
  { key: 'duration_seconds', kind: 'number', min: 15, max: 600, step: 1, default: 90 },
  { key: 'metronome_enabled', kind: 'boolean', default: false },
];

export interface SearchLevel {
  grade: SchoolLevel;
  /** at least this many words in the text (cut at the next sentence end) */
  words: number;
  /** extra occurrences of the target placed in the text */
  inserts: number;
  /** look-alike words placed in the text */
  lookalikes: number;
}

/** Ours: longer texts, more targets and more look-alikes; ortaöğretim passages from level 5. */
export const SEARCH_LEVELS: readonly SearchLevel[] = [
  { grade: 'ilkogretim', words: 40, inserts: 2, lookalikes: 0 },
  { grade: 'ilkogretim', words: 50, inserts: 3, lookalikes: 1 },
  { grade: 'ilkogretim', words: 60, inserts: 3, lookalikes: 2 },
  { grade: 'ilkogretim', words: 75, inserts: 4, lookalikes: 3 },
  { grade: 'ortaogretim', words: 70, inserts: 4, lookalikes: 3 },
  { grade: 'ortaogretim', words: 85, inserts: 5, lookalikes: 4 },
  { grade: 'ortaogretim', words: 100, inserts: 5, lookalikes: 5 },
  { grade: 'ortaogretim', words: 130, inserts: 6, lookalikes: 6 },
];

export const searchLevel = (level: number): SearchLevel => entryAt(SEARCH_LEVELS, clampLevel(level, MAX_LEVEL) - 1);

/** Ours: letters a child confuses, used to make look-alikes. */
const SIMILAR: Readonly<Record<string, string>> = { a: 'e', e: 'a', ı: 'i', i: 'ı', o: 'ö', ö: 'o', u: 'ü', ü: 'u', c: 'ç', ç: 'c', s: 'ş', ş: 's', g: 'ğ', ğ: 'g', b: 'd', d: 'b', m: 'n', n: 'm', k: 'h', h: 'k', l: 't', t: 'l', r: 'n', p: 'b', y: 'v', v: 'y', z: 's', f: 'v', j: 'c' };

/** A word that looks like `target` but is not it: two inner letters swapped, or one letter changed. */
export function lookalike(target: string, rng: Rng): string {
  const t = target.toLocaleLowerCase('tr-TR');
  const chars = [...t];
  const tries: string[] = [];
  for (let i = 1; i + 1 < chars.length; i++) {
    if (chars[i] !== chars[i + 1]) {
      const c = [...chars];
      swapAt(c, i, i + 1);
      tries.push(c.join(''));
    }
  }
  chars.forEach((ch, i) => {
    const sub = SIMILAR[ch];
    if (i >= 1 && sub) tries.push([...chars.slice(0, i), sub, ...chars.slice(i + 1)].join(''));
  });
  const ok = tries.filter((w) => w !== t);
  return ok.length > 0 ? pickOne(ok, rng) : `${t}a`;
}

export interface SearchRound {
  /** the words shown, punctuation attached */
  tokens: string[];
  /** indices of the tokens that are the target */
  targets: number[];
}

const PLAIN = /^\p{L}+[.,;:!?]?$/u;

function withCaseOf(original: string, word: string): string {
  const first = original.charAt(0);
  return first !== first.toLocaleLowerCase('tr-TR') ? word.charAt(0).toLocaleUpperCase('tr-TR') + word.slice(1) : word;
}

/** Replaces the letters of a plain token, keeping its trailing mark and its capital. */
function replaceWord(token: string, word: string): string {
  const mark = /[.,;:!?]$/.test(token) ? token.slice(-1) : '';
  return withCaseOf(token, word) + mark;
}

/** The text of a round: passages of the level's school level, target and look-alikes placed in it. */
export function makeRound(target: string, level: number, rng: Rng): SearchRound {
  const rules = searchLevel(level);
  const goal = normalizeWord(target);
  const pool = shuffle(
    PASSAGES.filter((p) => p.level === rules.grade),
    rng,
  );
  let ws: string[] = [];
  for (const p of pool) {
    if (ws.length >= rules.words) break;
    ws = ws.concat(words(p.text));
  }
  const end = ws.findIndex((w, i) => i >= rules.words - 1 && /[.!?]$/.test(w));
  const tokens = end >= 0 ? ws.slice(0, end + 1) : ws;
  const candidates = shuffle(
    tokens.flatMap((t, i) => (PLAIN.test(t) && normalizeWord(t).length >= 2 && normalizeWord(t) !== goal ? [i] : [])),
    rng,
  );
  const inserts = candidates.slice(0, rules.inserts);
  const looks = candidates.slice(rules.inserts, rules.inserts + rules.lookalikes);
  for (const i of inserts) tokens[i] = replaceWord(entryAt(tokens, i), goal);
  for (const i of looks) tokens[i] = replaceWord(entryAt(tokens, i), lookalike(goal, rng));
  const targets = tokens.map((t, i) => (normalizeWord(t) === goal ? i : -1)).filter((i) => i >= 0);
  return { tokens, targets };
}

/** Ours: 10 points per word found, 5 off per wrong click, never below 0. */
export const POINTS_FOUND = 10;
export const PENALTY_WRONG = 5;

export const searchScore = (correct: number, wrong: number): number => Math.max(0, correct * POINTS_FOUND - wrong * PENALTY_WRONG);

/** The level after a round: accuracy = found / (occurrences + wrong clicks), core 80 % / 50 % rule. */
export function levelAfterRound(level: number, found: number, occurrences: number, wrong: number): { accuracy: number; level: number; passed: boolean } {
  const n = occurrences + wrong;
  const accuracy = n > 0 ? Math.round((found / n) * 100) : 100;
  const next = nextLevel(level, accuracy, MAX_LEVEL);
  return { accuracy, level: next, passed: next > level };
}
