// Kare Görme Alanı (square vision field): the child fixes the eyes on the centre of a grid, symbols
// flash in some squares, then the child clicks where they were. Pure logic.
import { entryAt, randomInt } from '@akademi/shared/domain';
import type { SettingField } from '../../core/types';
import { clampLevel } from '../../core/levels';

export const MAX_LEVEL = 10;
/** Ours: trials per round before the level rule runs (the round has trials × symbols answers). */
export const ROUND_TRIALS = 3;
/** Ours: how long only the centre point shows before the symbols flash. */
export const FIXATE_MS = 700;
/** Ours: how long the right squares are shown after an answer. */
export const REVEAL_MS = 900;
export const SYMBOLS = ['★', '●', '▲', '◆', '♥'] as const;

export interface SquareLevel {
  /** symbols that flash at once */
  count: number;
  /** how long they stay visible */
  flashMs: number;
  /** how far out they may be: a share of the grid's outermost ring (1 = up to the edge) */
  reach: number;
}

/** Ours: every level adds either a symbol or takes time away; the field widens until level 6. */
export const SQUARE_LEVELS: readonly SquareLevel[] = [
  { count: 1, flashMs: 1200, reach: 1 / 6 },
  { count: 1, flashMs: 900, reach: 2 / 6 },
  { count: 2, flashMs: 1100, reach: 3 / 6 },
  { count: 2, flashMs: 800, reach: 4 / 6 },
  { count: 3, flashMs: 1000, reach: 5 / 6 },
  { count: 3, flashMs: 700, reach: 1 },
  { count: 4, flashMs: 900, reach: 1 },
  { count: 4, flashMs: 600, reach: 1 },
  { count: 5, flashMs: 800, reach: 1 },
  { count: 5, flashMs: 500, reach: 1 },
];

export const squareLevel = (level: number): SquareLevel => entryAt(SQUARE_LEVELS, clampLevel(level, MAX_LEVEL) - 1);

/** The outermost ring of an n × n grid, counted from its centre (5 → 2, 4 → 2, 3 → 1). */
export const maxRing = (n: number): number => Math.ceil((n - 1) / 2);

/** Ring of a square: its chessboard distance from the grid's centre, rounded up (the centre square of an odd grid is ring 0). */
export function ringOf(index: number, n: number): number {
  const c = (n - 1) / 2;
  const r = Math.floor(index / n);
  const col = index % n;
  return Math.ceil(Math.max(Math.abs(r - c), Math.abs(col - c)));
}

/** Squares a symbol may flash in at `level`: not the centre, no further out than the level's reach. */
export function candidateSquares(n: number, level: number): number[] {
  const limit = Math.max(1, Math.ceil(maxRing(n) * squareLevel(level).reach - 1e-9));
  const out: number[] = [];
  for (let i = 0; i < n * n; i++) {
    const ring = ringOf(i, n);
    if (ring >= 1 && ring <= limit) out.push(i);
  }
  return out;
}

export interface SquareTrial {
  /** flashed squares (row-major indices), ascending */
  squares: number[];
  /** symbol shown in each flashed square, same order */
  symbols: string[];
  flashMs: number;
}

export function makeTrial(n: number, level: number, rng: () => number): SquareTrial {
  const pool = candidateSquares(n, level);
  const count = Math.min(squareLevel(level).count, pool.length);
  const picked: number[] = [];
  for (let k = 0; k < count; k++) picked.push(...pool.splice(randomInt(rng, 0, pool.length - 1), 1));
  picked.sort((a, b) => a - b);
  return { squares: picked, symbols: picked.map(() => entryAt(SYMBOLS, randomInt(rng, 0, SYMBOLS.length - 1))), flashMs: squareLevel(level).flashMs };
}

/** Each picked square that flashed is correct, each other pick wrong. */
export function scoreRecall(trial: SquareTrial, picks: readonly number[]): { correct: number; wrong: number } {
  const correct = picks.filter((p) => trial.squares.includes(p)).length;
  return { correct, wrong: picks.length - correct };
}

/** Moves the keyboard focus in the grid with the arrow keys (stays at the edges). */
export function moveFocus(index: number, key: string, n: number): number {
  const r = Math.floor(index / n);
  const c = index % n;
  if (key === 'ArrowLeft') return r * n + Math.max(0, c - 1);
  if (key === 'ArrowRight') return r * n + Math.min(n - 1, c + 1);
  if (key === 'ArrowUp') return Math.max(0, r - 1) * n + c;
  if (key === 'ArrowDown') return Math.min(n - 1, r + 1) * n + c;
  return index;
}

/** Spec 3 §9 square-vision fields: grid_size, starting_level, duration_seconds (15 s minimum for a short drill). */
export const SQUARE_SETTINGS: readonly SettingField[] = [
  { key: 'grid_size', kind: 'number', min: 3, max: 9, step: 1, default: 5 },
  { key: 'starting_level', kind: 'number', min: 1, max: MAX_LEVEL, step: 1, default: 1 },
  { key: 'duration_seconds', kind: 'number', min: 15, max: 300, step: 1, default: 90 },
];
