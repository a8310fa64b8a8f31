// Puzzle (visual processing) scoring and summary fields — the pure functions the Puzzle page stores
// with its row and the database recomputes on every insert/update from the stored placements and
// its own copy of the puzzle design (puzzle_derive_scores and the puzzle_design table, migrations 20261124000100 and
// …0110; parity test supabase/tests/schema/derived-scores.test.ts). Formulas:
// docs/tests/puzzle.md. Everything per placement (correct, first attempt, implausible) and per
// puzzle (counts, completed, score) follows from the placements themselves: a piece's correct cell
// is its own number, so nothing the page claims about correctness is needed.
import { roundTo } from '../../numbers.ts';

/** Spec 2 §5: puzzle response times under 150 ms are implausible and discarded. */
export const PUZZLE_MIN_PLAUSIBLE_RT_MS = 150;
/** Weights of the piece-count score: placement precision vs. time left (sum 1). */
export const PRECISION_WEIGHT = 0.75;
export const TIME_WEIGHT = 0.25;
/** Time limits per piece count, in seconds (spec 2 leaves them open; docs/tests/puzzle.md). */
export const PUZZLE_TIME_LIMITS_SECONDS: Readonly<Record<number, number>> = { 4: 45, 6: 60, 9: 90, 16: 120 };

/** What scoring needs of a puzzle (the page's PuzzleDef has these fields). */
export interface PuzzleSpec {
  /** 1-based number among the scored puzzles (0 for the practice) */
  n: number;
  pieceCount: number;
  /** time limit in seconds; null = none (practice) */
  timeLimitSeconds: number | null;
  scene: { name: string; rows: number; cols: number };
}

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

/** Milliseconds → seconds with 1 ms resolution (never below 0). */
const toSeconds = (ms: number): number => Math.max(0, Math.round(ms)) / 1000;
const timed = (rt: number): boolean => typeof rt === 'number' && Number.isFinite(rt);
const isImplausible = (rtSeconds: number): boolean => timed(rtSeconds) && Math.round(rtSeconds * 1000) < PUZZLE_MIN_PLAUSIBLE_RT_MS;

export function placementResponse(piece: number, cell: number, rtMs: number, firstAttempt: boolean, flags: Flags = NO_FLAGS): PieceResponse {
  const responseTime = toSeconds(rtMs);
  return { piece, cell, responseTime, isCorrect: piece === cell, isTimeout: false, implausible: isImplausible(responseTime), firstAttempt, ...flags };
}

export function timeoutResponse(rtMs: number, flags: Flags = NO_FLAGS): PieceResponse {
  return { piece: null, cell: null, responseTime: toSeconds(rtMs), isCorrect: false, isTimeout: true, implausible: false, firstAttempt: false, ...flags };
}

/**
 * The placements as scored: correct = put on its own cell, first attempt = the piece's first entry
 * in the puzzle, implausible = under 150 ms, timeout = the entry without a piece. The database
 * rewrites the stored flags with exactly these.
 */
export function scoredPieces(pieces: readonly PieceResponse[]): PieceResponse[] {
  const tried = new Set<number>();
  return pieces.map((p) => {
    if (p.piece === null) return { ...p, isCorrect: false, isTimeout: true, implausible: false, firstAttempt: false };
    const firstAttempt = !tried.has(p.piece);
    tried.add(p.piece);
    return { ...p, isCorrect: p.piece === p.cell, isTimeout: false, implausible: isImplausible(p.responseTime), firstAttempt };
  });
}

/** What one played puzzle produced (the page fills this in). */
export interface PuzzleOutcome {
  def: PuzzleSpec;
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

export function puzzleCounts(o: { pieces: readonly PieceResponse[] }): { correct: number; wrong: number; firstTryCorrect: number } {
  const placements = scoredPieces(o.pieces).filter((p) => !p.isTimeout);
  return {
    correct: placements.filter((p) => p.isCorrect).length,
    wrong: placements.filter((p) => !p.isCorrect).length,
    firstTryCorrect: placements.filter((p) => p.isCorrect && p.firstAttempt).length,
  };
}

/** Every piece of the puzzle was put on its cell. */
function solved(pieces: readonly PieceResponse[], pieceCount: number): boolean {
  const placed = new Set(scoredPieces(pieces).filter((p) => p.isCorrect).map((p) => p.piece));
  return placed.size === pieceCount;
}

/** Share of the time limit left at completion (0 when not completed or no limit). */
function shareLeft(completed: boolean, durationSeconds: number, timeLimitSeconds: number | null): number {
  if (!completed || timeLimitSeconds === null) return 0;
  return clamp01(1 - durationSeconds / timeLimitSeconds);
}

/** Share of the time limit left at completion (0 when not completed or no limit). */
export function timeLeftShare(o: PuzzleOutcome): number {
  return shareLeft(solved(o.pieces, o.def.pieceCount), toSeconds(o.durationMs), o.def.timeLimitSeconds);
}

/**
 * Piece-count score (0–100, 2 decimals):
 *   100 × C × (0.75 × P + 0.25 × S)
 * C = correct placements / pieces, P = correct / (correct + wrong) placements (0 without any),
 * S = share of the time limit left when the puzzle was completed (0 on timeout).
 */
function itemScore(correct: number, wrong: number, pieceCount: number, share: number): number {
  const c = correct / pieceCount;
  const p = correct + wrong === 0 ? 0 : correct / (correct + wrong);
  return round2(100 * c * (PRECISION_WEIGHT * p + TIME_WEIGHT * share));
}

export function pieceScore(o: PuzzleOutcome): number {
  const { correct, wrong } = puzzleCounts(o);
  return itemScore(correct, wrong, o.def.pieceCount, timeLeftShare(o));
}

/** detailed_responses[i] of one played puzzle; every derived field follows from the placements. */
export function puzzleItem(o: PuzzleOutcome): PuzzleItem {
  const pieces = scoredPieces(o.pieces);
  const { correct, wrong, firstTryCorrect } = puzzleCounts(o);
  const durationSeconds = toSeconds(o.durationMs);
  const completed = solved(pieces, o.def.pieceCount);
  return {
    puzzle: o.def.n,
    pieceCount: o.def.pieceCount,
    rows: o.def.scene.rows,
    cols: o.def.scene.cols,
    scene: o.def.scene.name,
    timeLimitSeconds: o.def.timeLimitSeconds,
    durationSeconds,
    completed,
    isTimeout: !completed,
    correctCount: correct,
    wrongCount: wrong,
    firstTryCorrect,
    score: itemScore(correct, wrong, o.def.pieceCount, shareLeft(completed, durationSeconds, o.def.timeLimitSeconds)),
    pieces,
  };
}

/** Response times (ms) that count for the time measures: correct, plausible, timed, not timeouts. */
export function validTimesMs(puzzles: readonly { pieces: readonly PieceResponse[] }[]): number[] {
  return puzzles.flatMap((o) =>
    scoredPieces(o.pieces).filter((p) => p.isCorrect && !p.implausible && timed(p.responseTime)).map((p) => Math.round(p.responseTime * 1000)),
  );
}

/** Errors directly followed (same puzzle) by a correct placement, and all errors. */
export function errorRecovery(puzzles: readonly { pieces: readonly PieceResponse[] }[]): { recovered: number; errors: number } {
  let recovered = 0;
  let errors = 0;
  for (const o of puzzles) {
    const pieces = scoredPieces(o.pieces);
    pieces.forEach((p, i) => {
      if (p.isTimeout || p.isCorrect) return;
      errors += 1;
      const next = pieces[i + 1];
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

/** Every computed column of puzzle_test_results from the stored puzzle items (formulas: docs/tests/puzzle.md). */
export function puzzleRowFromItems(items: PuzzleItem[]): PuzzleRowFields {
  const scoreOf = (n: number): number => items.find((it) => it.pieceCount === n)?.score ?? 0;
  const sum = (f: (it: PuzzleItem) => number, list: readonly PuzzleItem[] = items): number => list.reduce((s, it) => s + f(it), 0);

  const totalPieces = sum((it) => it.pieceCount);
  const totalCorrect = sum((it) => it.correctCount);
  const totalWrong = sum((it) => it.wrongCount);

  const times = validTimesMs(items);
  const mean = times.length === 0 ? null : times.reduce((s, t) => s + t, 0) / times.length;
  const variance = mean === null ? null : times.reduce((s, t) => s + (t - mean) * (t - mean), 0) / times.length;

  // pattern recognition: the two detailed pictures (9 and 16 pieces), where pieces are matched by content
  const detailed = items.filter((it) => it.pieceCount >= 9);
  const detailedDenominator = sum((it) => it.pieceCount + it.wrongCount, detailed);

  // problem solving: per puzzle, finishing in time (faster = more) or partial progress
  const solving =
    items.length === 0
      ? 0
      : items.reduce(
          (s, it) => s + (it.completed ? 0.5 + 0.5 * shareLeft(true, it.durationSeconds, it.timeLimitSeconds) : 0.5 * (it.correctCount / it.pieceCount)),
          0,
        ) / items.length;

  // cognitive flexibility: recovering right after an error, and holding up from small to large puzzles
  const { recovered, errors } = errorRecovery(items);
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
    test_duration_seconds: round2(sum((it) => Math.round(it.durationSeconds * 1000)) / 1000),
    detailed_responses: items,
  };
}

/** Every computed column of puzzle_test_results from the four played puzzles (in order 4, 6, 9, 16 pieces). */
export function puzzleFields(outcomes: readonly PuzzleOutcome[]): PuzzleRowFields {
  return puzzleRowFromItems(outcomes.map(puzzleItem));
}
