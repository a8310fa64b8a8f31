// Sözcük Avı (word hunt) — pure logic: which directions and word lengths each level uses, placing
// the words in the letter grid, checking a selection, scoring. See docs/exercises/sozcuk-avi.md.
import { isGridWord, TURKISH_ALPHABET, WORDS_ILKOGRETIM, WORDS_ORTAOGRETIM } from '../content';
import { randomIndex, shuffle, type Rng } from '../random';
import { entryAt } from '@akademi/shared/domain';

export const MAX_LEVEL = 10;
export const MIN_GRID = 6;
export const MAX_GRID = 14;
export const POINTS_PER_WORD = 10;
export const MIN_WORD_LENGTH = 3;
/** Ours: placement attempts per word before the next word is tried. */
const TRIES_PER_WORD = 80;

export type Cell = readonly [number, number];
export type Dir = readonly [number, number];

export const RIGHT: Dir = [0, 1];
export const DOWN: Dir = [1, 0];
export const DOWN_RIGHT: Dir = [1, 1];
export const LEFT: Dir = [0, -1];
export const UP: Dir = [-1, 0];
export const UP_LEFT: Dir = [-1, -1];
export const DOWN_LEFT: Dir = [1, -1];
export const UP_RIGHT: Dir = [-1, 1];

/** Directions the hidden words run in at a level (ours): → ; + ↓ ; + ↘ ; + ← ↑ ; all eight. */
export function levelDirections(level: number): readonly Dir[] {
  if (level <= 2) return [RIGHT];
  if (level <= 4) return [RIGHT, DOWN];
  if (level <= 6) return [RIGHT, DOWN, DOWN_RIGHT];
  if (level <= 8) return [RIGHT, DOWN, DOWN_RIGHT, LEFT, UP];
  return [RIGHT, DOWN, DOWN_RIGHT, LEFT, UP, UP_LEFT, DOWN_LEFT, UP_RIGHT];
}

/** Longest word at a level: 5 letters at level 1, one more per level, never longer than the grid. */
export const maxWordLength = (level: number, gridSize: number): number => Math.min(gridSize, 4 + level);

/** Words of a level: ilköğretim words up to level 5, both lists from level 6. */
export function levelWords(level: number, gridSize: number): string[] {
  const max = maxWordLength(level, gridSize);
  const source = level <= 5 ? WORDS_ILKOGRETIM : [...WORDS_ILKOGRETIM, ...WORDS_ORTAOGRETIM];
  return [...new Set(source)].filter((w) => isGridWord(w) && w.length >= MIN_WORD_LENGTH && w.length <= max);
}

export interface Placed {
  word: string;
  cells: Cell[];
}

export interface Puzzle {
  size: number;
  /** letters, lower case, grid[row][col] */
  grid: string[][];
  words: Placed[];
}

const cellsOf = (start: Cell, dir: Dir, n: number): Cell[] => Array.from({ length: n }, (_, i) => [start[0] + dir[0] * i, start[1] + dir[1] * i] as const);

/** Tries to put `word` into `grid` (letters may cross where they agree). */
function place(rng: Rng, grid: (string | null)[][], word: string, dirs: readonly Dir[]): Cell[] | null {
  const n = grid.length;
  const chars = [...word];
  for (let t = 0; t < TRIES_PER_WORD; t++) {
    const dir = entryAt(dirs, randomIndex(rng, dirs.length));
    // starting cells from which the word stays inside the grid
    const rows: readonly [number, number] = dir[0] === 0 ? [0, n - 1] : dir[0] > 0 ? [0, n - chars.length] : [chars.length - 1, n - 1];
    const cols: readonly [number, number] = dir[1] === 0 ? [0, n - 1] : dir[1] > 0 ? [0, n - chars.length] : [chars.length - 1, n - 1];
    if (rows[1] < rows[0] || cols[1] < cols[0]) return null;
    const start: Cell = [rows[0] + randomIndex(rng, rows[1] - rows[0] + 1), cols[0] + randomIndex(rng, cols[1] - cols[0] + 1)];
    const cells = cellsOf(start, dir, chars.length);
    // the cells lie inside the n × n grid: the start was drawn so that the whole word fits
    const fits = ([r, c]: Cell, i: number) => {
      const ch = entryAt(entryAt(grid, r), c);
      return ch === null || ch === chars[i];
    };
    if (cells.every(fits)) {
      cells.forEach(([r, c], i) => (entryAt(grid, r)[c] = entryAt(chars, i)));
      return cells;
    }
  }
  return null;
}

/** A grid of `size` with up to `wordCount` hidden words of the level (fewer only if they cannot fit). */
export function makePuzzle(rng: Rng, size: number, wordCount: number, level: number): Puzzle {
  const grid: (string | null)[][] = Array.from({ length: size }, () => Array.from({ length: size }, () => null));
  const dirs = levelDirections(level);
  const words: Placed[] = [];
  // longer words first: they are the hardest to fit
  const candidates = shuffle(rng, levelWords(level, size))
    .slice(0, wordCount * 4)
    .sort((a, b) => b.length - a.length);
  const chosen = new Set<string>();
  for (const w of candidates) {
    if (words.length >= wordCount) break;
    if ([...chosen].some((c) => c.includes(w) || w.includes(c))) continue; // 'kar' inside 'karpuz' would be found twice
    const cells = place(rng, grid, w, dirs);
    if (cells) {
      words.push({ word: w, cells });
      chosen.add(w);
    }
  }
  const filled = grid.map((row) => row.map((ch) => ch ?? entryAt(TURKISH_ALPHABET, randomIndex(rng, TURKISH_ALPHABET.length))));
  // the list reads in the order the words are found on the page, not longest first
  return { size, grid: filled, words: shuffle(rng, words) };
}

/** The cells from a to b if they are on one row, column or diagonal; otherwise null. */
export function lineCells(a: Cell, b: Cell): Cell[] | null {
  const dr = b[0] - a[0];
  const dc = b[1] - a[1];
  if (dr !== 0 && dc !== 0 && Math.abs(dr) !== Math.abs(dc)) return null;
  const n = Math.max(Math.abs(dr), Math.abs(dc)) + 1;
  return cellsOf(a, [Math.sign(dr), Math.sign(dc)], n);
}

export type Check = { kind: 'not-line' } | { kind: 'found'; word: string; cells: Cell[] } | { kind: 'already'; word: string } | { kind: 'wrong'; cells: Cell[] };

/** What a selection from a to b means: a hidden word (read either way), one found before, or a miss. */
export function checkSelection(p: Puzzle, found: ReadonlySet<string>, a: Cell, b: Cell): Check {
  const cells = lineCells(a, b);
  if (!cells || cells.length < 2) return { kind: 'not-line' };
  const letters = cells.map(([r, c]) => p.grid[r]?.[c]);
  if (letters.some((l) => l === undefined)) return { kind: 'not-line' }; // runs off the grid
  const text = letters.join('');
  const back = [...text].reverse().join('');
  const hit = p.words.find((w) => w.word === text || w.word === back);
  if (!hit) return { kind: 'wrong', cells };
  if (found.has(hit.word)) return { kind: 'already', word: hit.word };
  return { kind: 'found', word: hit.word, cells };
}

export const pointsFor = (level: number): number => POINTS_PER_WORD * level;

export function roundAccuracy(found: number, wrong: number): number {
  return found + wrong > 0 ? Math.round((found / (found + wrong)) * 100) : 0;
}

/** The next cell from `from` by an arrow key inside the grid. */
export function moveCell(from: Cell, key: string, size: number): Cell {
  const d: Dir = key === 'ArrowUp' ? [-1, 0] : key === 'ArrowDown' ? [1, 0] : key === 'ArrowLeft' ? [0, -1] : key === 'ArrowRight' ? [0, 1] : [0, 0];
  return [Math.min(size - 1, Math.max(0, from[0] + d[0])), Math.min(size - 1, Math.max(0, from[1] + d[1]))];
}
