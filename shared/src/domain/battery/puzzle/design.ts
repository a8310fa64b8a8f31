// Puzzle (visual processing) test design and scoring — documented in docs/tests/puzzle.md.
// Four picture puzzles of 4, 6, 9 and 16 pieces (spec 2 §3 puzzle_test_results). The child picks
// a piece from the shuffled tray and puts it on a cell of the board; a piece on its own cell stays,
// a piece on a wrong cell goes back to the tray. Each puzzle has a time limit. Identical pictures
// and tray orders for every child.
import { PUZZLE_MIN_PLAUSIBLE_RT_MS, PUZZLE_TIME_LIMITS_SECONDS } from './scoring.ts';
import { PRACTICE_SCENE, SCORED_SCENES, type Scene } from './scenes.ts';
import { mulberry32 } from '../../random.ts';
import { entryOf, swapAt } from '../../../guards.ts';

// the scoring (placements, per-puzzle items, row fields) is the shared function the database
// mirrors (issue 15)
export {
  errorRecovery, pieceScore, placementResponse, PRECISION_WEIGHT, puzzleCounts, puzzleFields, puzzleItem, timeLeftShare, timeoutResponse, TIME_WEIGHT, validTimesMs,
  type PieceResponse, type PuzzleItem, type PuzzleOutcome, type PuzzleRowFields,
} from './scoring.ts';

export interface PuzzleDef {
  /** 1-based number among the scored puzzles (0 for the practice) */
  n: number;
  scene: Scene;
  pieceCount: number;
  /** time limit in seconds; null = none (practice) */
  timeLimitSeconds: number | null;
  /** the pieces (= their correct cell index, row-major) in tray order */
  trayOrder: readonly number[];
}

/** Time limits per piece count, in seconds (spec 2 leaves them open; docs/tests/puzzle.md). */
export const TIME_LIMITS_SECONDS = PUZZLE_TIME_LIMITS_SECONDS;
/** Spec 2 §5: puzzle response times under 150 ms are implausible and discarded. */
export const MIN_PLAUSIBLE_RT_MS = PUZZLE_MIN_PLAUSIBLE_RT_MS;
/** How long the finished picture stays before the next screen. */
export const COMPLETE_PAUSE_MS = 700;


/**
 * A fixed shuffle of 0…n−1 in which no piece sits at its own position (so the tray order never
 * gives the answer away).
 */
export function trayOrder(n: number, seed: number): number[] {
  for (let s = seed; ; s += 1) {
    const rand = mulberry32(s);
    const order = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i -= 1) {
      const j = Math.floor(rand() * (i + 1));
      swapAt(order, i, j);
    }
    if (order.every((p, i) => p !== i)) return order;
  }
}

const def = (n: number, scene: Scene, seed: number, timeLimitSeconds: number | null): PuzzleDef => {
  const pieceCount = scene.rows * scene.cols;
  return { n, scene, pieceCount, timeLimitSeconds, trayOrder: trayOrder(pieceCount, seed) };
};

export const PRACTICE_PUZZLE: PuzzleDef = def(0, PRACTICE_SCENE, 7, null);
export const SCORED_PUZZLES: readonly PuzzleDef[] = SCORED_SCENES.map((scene, i) =>
  def(i + 1, scene, 101 + i * 17, entryOf(TIME_LIMITS_SECONDS, scene.rows * scene.cols)),
);

/** Placement state of one puzzle being played (pure; the page keeps it in React state). */
export interface BoardState {
  /** pieces still in the tray, in tray order */
  tray: number[];
  /** placed[cell] = true once its piece is there */
  placed: boolean[];
  /** pieces tried at least once */
  tried: number[];
}

export function initialBoard(d: PuzzleDef): BoardState {
  return { tray: [...d.trayOrder], placed: Array.from({ length: d.pieceCount }, () => false), tried: [] };
}

/** Applies one placement: a correct piece leaves the tray; a wrong one stays there. */
export function place(state: BoardState, piece: number, cell: number): { state: BoardState; correct: boolean; firstAttempt: boolean } {
  const firstAttempt = !state.tried.includes(piece);
  const tried = firstAttempt ? [...state.tried, piece] : state.tried;
  if (piece !== cell) return { state: { ...state, tried }, correct: false, firstAttempt };
  const placed = state.placed.map((v, i) => (i === cell ? true : v));
  return { state: { tray: state.tray.filter((p) => p !== piece), placed, tried }, correct: true, firstAttempt };
}

export const isSolved = (s: BoardState): boolean => s.placed.every(Boolean);
