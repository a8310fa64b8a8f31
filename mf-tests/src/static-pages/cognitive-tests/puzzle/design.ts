// Puzzle (visual processing) test design and scoring — documented in docs/tests/puzzle.md.
// Four picture puzzles of 4, 6, 9 and 16 pieces (spec 2 §3 puzzle_test_results). The child picks
// a piece from the shuffled tray and puts it on a cell of the board; a piece on its own cell stays,
// a piece on a wrong cell goes back to the tray. Each puzzle has a time limit. Identical pictures
// and tray orders for every child.
import { roundTo } from '@akademi/shared/domain/numbers';
import { PRACTICE_SCENE, SCORED_SCENES, type Scene } from './scenes';
import { mulberry32 } from '@akademi/shared/domain/random';

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
export const TIME_LIMITS_SECONDS: Readonly<Record<number, number>> = { 4: 45, 6: 60, 9: 90, 16: 120 };
/** Spec 2 §5: puzzle response times under 150 ms are implausible and discarded. */
export const MIN_PLAUSIBLE_RT_MS = 150;
/** How long the finished picture stays before the next screen. */
export const COMPLETE_PAUSE_MS = 700;
/** Weights of the piece-count score: placement precision vs. time left (sum 1). */
export const PRECISION_WEIGHT = 0.75;
export const TIME_WEIGHT = 0.25;


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
      [order[i], order[j]] = [order[j], order[i]];
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
  def(i + 1, scene, 101 + i * 17, TIME_LIMITS_SECONDS[scene.rows * scene.cols]),
);

/** One placement attempt (or the closing timeout entry) of a puzzle: detailed_responses[i].pieces[j]. */
export interface PieceResponse {
  /** the piece moved (its correct cell index); null on the timeout entry */
  piece: number | null;
  /** the cell it was put on; null on the timeout entry */
  cell: number | null;
  /** seconds since the previous placement (or the puzzle's onset), 1 ms resolution */
  responseTime: number;
  isCorrect: boolean;
  isTimeout: boolean;
  /** response time under 150 ms (spec 2 §5): kept, but left out of every time measure */
  implausible: boolean;
  /** this was the piece's first attempt in the puzzle */
  firstAttempt: boolean;
  focusLost: boolean;
  droppedFrames: boolean;
}

type Flags = { focusLost: boolean; droppedFrames: boolean };
const NO_FLAGS: Flags = { focusLost: false, droppedFrames: false };

/** Milliseconds → seconds with 1 ms resolution. */
const toSeconds = (ms: number): number => Math.round(ms) / 1000;

export function placementResponse(piece: number, cell: number, rtMs: number, firstAttempt: boolean, flags: Flags = NO_FLAGS): PieceResponse {
  return {
    piece,
    cell,
    responseTime: toSeconds(rtMs),
    isCorrect: piece === cell,
    isTimeout: false,
    implausible: Math.round(rtMs) < MIN_PLAUSIBLE_RT_MS,
    firstAttempt,
    ...flags,
  };
}

export function timeoutResponse(rtMs: number, flags: Flags = NO_FLAGS): PieceResponse {
  return { piece: null, cell: null, responseTime: toSeconds(rtMs), isCorrect: false, isTimeout: true, implausible: false, firstAttempt: false, ...flags };
}

/** What one played puzzle produced (the page fills this in). */
export interface PuzzleOutcome {
  def: PuzzleDef;
  /** onset → last correct placement, or → timeout, in ms */
  durationMs: number;
  /** all pieces placed before the time limit */
  completed: boolean;
  pieces: PieceResponse[];
}

/** detailed_responses[i]: one item per puzzle. */
export interface PuzzleItem {
  puzzle: number;
  pieceCount: number;
  rows: number;
  cols: number;
  scene: string;
  timeLimitSeconds: number | null;
  durationSeconds: number;
  completed: boolean;
  isTimeout: boolean;
  correctCount: number;
  wrongCount: number;
  firstTryCorrect: number;
  /** the piece-count score of this puzzle (0–100) */
  score: number;
  pieces: PieceResponse[];
}

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));
const round2 = (v: number): number => roundTo(v, 2);

export function puzzleCounts(o: PuzzleOutcome): { correct: number; wrong: number; firstTryCorrect: number } {
  const placements = o.pieces.filter((p) => !p.isTimeout);
  return {
    correct: placements.filter((p) => p.isCorrect).length,
    wrong: placements.filter((p) => !p.isCorrect).length,
    firstTryCorrect: placements.filter((p) => p.isCorrect && p.firstAttempt).length,
  };
}

/** Share of the time limit left at completion (0 when not completed or no limit). */
export function timeLeftShare(o: PuzzleOutcome): number {
  if (!o.completed || o.def.timeLimitSeconds === null) return 0;
  return clamp01(1 - o.durationMs / 1000 / o.def.timeLimitSeconds);
}

/**
 * Piece-count score (0–100, 2 decimals):
 *   100 × C × (0.75 × P + 0.25 × S)
 * C = correct placements / pieces, P = correct / (correct + wrong) placements (0 without any),
 * S = share of the time limit left when the puzzle was completed (0 on timeout).
 */
export function pieceScore(o: PuzzleOutcome): number {
  const { correct, wrong } = puzzleCounts(o);
  const c = correct / o.def.pieceCount;
  const p = correct + wrong === 0 ? 0 : correct / (correct + wrong);
  return round2(100 * c * (PRECISION_WEIGHT * p + TIME_WEIGHT * timeLeftShare(o)));
}

export function puzzleItem(o: PuzzleOutcome): PuzzleItem {
  const { correct, wrong, firstTryCorrect } = puzzleCounts(o);
  return {
    puzzle: o.def.n,
    pieceCount: o.def.pieceCount,
    rows: o.def.scene.rows,
    cols: o.def.scene.cols,
    scene: o.def.scene.name,
    timeLimitSeconds: o.def.timeLimitSeconds,
    durationSeconds: toSeconds(o.durationMs),
    completed: o.completed,
    isTimeout: !o.completed,
    correctCount: correct,
    wrongCount: wrong,
    firstTryCorrect,
    score: pieceScore(o),
    pieces: o.pieces,
  };
}

/** Response times (ms) that count for the time measures: correct, plausible, not timeouts. */
export function validTimesMs(outcomes: readonly PuzzleOutcome[]): number[] {
  return outcomes.flatMap((o) => o.pieces.filter((p) => p.isCorrect && !p.isTimeout && !p.implausible).map((p) => Math.round(p.responseTime * 1000)));
}

/** Errors directly followed (same puzzle) by a correct placement, and all errors. */
export function errorRecovery(outcomes: readonly PuzzleOutcome[]): { recovered: number; errors: number } {
  let recovered = 0;
  let errors = 0;
  for (const o of outcomes) {
    o.pieces.forEach((p, i) => {
      if (p.isTimeout || p.isCorrect) return;
      errors += 1;
      const next = o.pieces[i + 1];
      if (next && !next.isTimeout && next.isCorrect) recovered += 1;
    });
  }
  return { recovered, errors };
}

export interface PuzzleRowFields {
  accuracy_percentage: number;
  average_response_time_ms: number | null;
  four_piece_score: number;
  six_piece_score: number;
  nine_piece_score: number;
  sixteen_piece_score: number;
  spatial_reasoning_score: number;
  pattern_recognition_score: number;
  problem_solving_score: number;
  cognitive_flexibility_score: number;
  response_time_variance: number | null;
  total_correct: number;
  test_duration_seconds: number;
  detailed_responses: PuzzleItem[];
}

/**
 * Every computed column of puzzle_test_results from the four played puzzles (in order 4, 6, 9,
 * 16 pieces). Formulas: docs/tests/puzzle.md.
 */
export function puzzleFields(outcomes: readonly PuzzleOutcome[]): PuzzleRowFields {
  const items = outcomes.map(puzzleItem);
  const byCount = (n: number): PuzzleItem | undefined => items.find((it) => it.pieceCount === n);
  const scoreOf = (n: number): number => byCount(n)?.score ?? 0;
  const sum = (f: (it: PuzzleItem) => number, list: readonly PuzzleItem[] = items): number => list.reduce((s, it) => s + f(it), 0);

  const totalPieces = sum((it) => it.pieceCount);
  const totalCorrect = sum((it) => it.correctCount);
  const totalWrong = sum((it) => it.wrongCount);

  const times = validTimesMs(outcomes);
  const mean = times.length === 0 ? null : times.reduce((s, t) => s + t, 0) / times.length;
  const variance = mean === null ? null : times.reduce((s, t) => s + (t - mean) ** 2, 0) / times.length;

  // pattern recognition: the two detailed pictures (9 and 16 pieces), where pieces are matched by content
  const detailed = items.filter((it) => it.pieceCount >= 9);
  const detailedDenominator = sum((it) => it.pieceCount + it.wrongCount, detailed);

  // problem solving: per puzzle, finishing in time (faster = more) or partial progress
  const solving =
    outcomes.length === 0
      ? 0
      : outcomes.reduce((s, o) => {
          const { correct } = puzzleCounts(o);
          return s + (o.completed ? 0.5 + 0.5 * timeLeftShare(o) : 0.5 * (correct / o.def.pieceCount));
        }, 0) / outcomes.length;

  // cognitive flexibility: recovering right after an error, and holding up from small to large puzzles
  const { recovered, errors } = errorRecovery(outcomes);
  const recovery = errors === 0 ? 1 : recovered / errors;
  const easy = (scoreOf(4) + scoreOf(6)) / 2;
  const hard = (scoreOf(9) + scoreOf(16)) / 2;
  const holdUp = easy === 0 ? (hard > 0 ? 1 : 0) : Math.min(1, hard / easy);

  return {
    accuracy_percentage: totalPieces + totalWrong === 0 ? 0 : round2((100 * totalCorrect) / (totalPieces + totalWrong)),
    average_response_time_ms: mean === null ? null : Math.round(mean),
    four_piece_score: scoreOf(4),
    six_piece_score: scoreOf(6),
    nine_piece_score: scoreOf(9),
    sixteen_piece_score: scoreOf(16),
    spatial_reasoning_score: totalPieces === 0 ? 0 : round2((100 * sum((it) => it.firstTryCorrect)) / totalPieces),
    pattern_recognition_score: detailedDenominator === 0 ? 0 : round2((100 * sum((it) => it.correctCount, detailed)) / detailedDenominator),
    problem_solving_score: round2(100 * solving),
    cognitive_flexibility_score: round2(100 * (0.5 * recovery + 0.5 * holdUp)),
    response_time_variance: variance === null ? null : round2(variance),
    total_correct: totalCorrect,
    test_duration_seconds: round2(outcomes.reduce((s, o) => s + o.durationMs, 0) / 1000),
    detailed_responses: items,
  };
}

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
