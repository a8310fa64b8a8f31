import {
  errorRecovery,
  initialBoard,
  isSolved,
  pieceScore,
  place,
  placementResponse,
  PRACTICE_PUZZLE,
  puzzleFields,
  puzzleItem,
  SCORED_PUZZLES,
  TIME_LIMITS_SECONDS,
  timeoutResponse,
  trayOrder,
  validTimesMs,
  type PieceResponse,
  type PuzzleDef,
  type PuzzleOutcome,
} from '../design.ts';
import { cellBox, elementBox, overlapArea, PRACTICE_SCENE, SCORED_SCENES, type Scene } from '../scenes.ts';

const [P4, P6, P9, P16] = SCORED_PUZZLES;

/** Correct placements only, `rtMs` apart. */
const clean = (d: PuzzleDef, rtMs: number, durationMs: number): PuzzleOutcome => ({
  def: d,
  durationMs,
  completed: true,
  pieces: Array.from({ length: d.pieceCount }, (_, i) => placementResponse(i, i, rtMs, true)),
});

describe('puzzles', () => {
  test('four scored puzzles of 4, 6, 9 and 16 pieces (2×2, 2×3, 3×3, 4×4) with 45/60/90/120 s; a 2-piece practice without limit', () => {
    expect(SCORED_PUZZLES.map((p) => [p.pieceCount, p.scene.rows, p.scene.cols, p.timeLimitSeconds])).toEqual([
      [4, 2, 2, 45],
      [6, 2, 3, 60],
      [9, 3, 3, 90],
      [16, 4, 4, 120],
    ]);
    expect(SCORED_PUZZLES.map((p) => p.n)).toEqual([1, 2, 3, 4]);
    expect(TIME_LIMITS_SECONDS).toEqual({ 4: 45, 6: 60, 9: 90, 16: 120 });
    expect(PRACTICE_PUZZLE).toMatchObject({ pieceCount: 2, timeLimitSeconds: null });
    expect(new Set(SCORED_PUZZLES.map((p) => p.scene.name)).size).toBe(4);
  });

  test('tray orders are fixed permutations with no piece at its own position', () => {
    for (const p of [PRACTICE_PUZZLE, ...SCORED_PUZZLES]) {
      expect([...p.trayOrder].sort((a, b) => a - b)).toEqual(Array.from({ length: p.pieceCount }, (_, i) => i));
      p.trayOrder.forEach((piece, i) => expect(piece).not.toBe(i));
    }
    expect(trayOrder(9, 5)).toEqual(trayOrder(9, 5));
    expect(trayOrder(16, 101)).not.toEqual(trayOrder(16, 200));
  });

  /** The objects (not the background) covering a cell with at least 4 % of its area. */
  const cellContent = (scene: Scene, cell: number): string =>
    scene.elements
      .map((el, i) => ({ el, i }))
      .filter(({ el }) => !el.bg && overlapArea(elementBox(el), cellBox(scene, cell)) >= 400)
      .map(({ i }) => i)
      .join(',');

  test.each([PRACTICE_SCENE, ...SCORED_SCENES].map((s) => [s.name, s] as const))('picture "%s": every piece shows objects of its own (distinguishable)', (_name, scene) => {
    const contents = Array.from({ length: scene.rows * scene.cols }, (_, cell) => cellContent(scene, cell));
    for (const c of contents) expect(c).not.toBe('');
    expect(new Set(contents).size).toBe(contents.length);
    for (const el of scene.elements) {
      const b = elementBox(el);
      expect(b.x0).toBeGreaterThanOrEqual(0);
      expect(b.y0).toBeGreaterThanOrEqual(0);
      expect(b.x1).toBeLessThanOrEqual(scene.cols * 100);
      expect(b.y1).toBeLessThanOrEqual(scene.rows * 100);
    }
  });
});

describe('placing pieces', () => {
  test('a correct piece leaves the tray and fills its cell; a wrong one stays in the tray; first attempts are tracked', () => {
    let s = initialBoard(P4);
    expect(s.tray).toEqual([...P4.trayOrder]);
    let r = place(s, 2, 1);
    expect(r).toMatchObject({ correct: false, firstAttempt: true });
    expect(r.state.tray).toEqual(s.tray);
    expect(r.state.placed).toEqual([false, false, false, false]);
    s = r.state;
    r = place(s, 2, 2);
    expect(r).toMatchObject({ correct: true, firstAttempt: false });
    expect(r.state.tray).not.toContain(2);
    expect(r.state.placed).toEqual([false, false, true, false]);
    s = r.state;
    for (const p of [0, 1, 3]) s = place(s, p, p).state;
    expect(isSolved(s)).toBe(true);
  });

  test('responses: seconds with 1 ms resolution; under 150 ms implausible; the timeout entry', () => {
    expect(placementResponse(3, 3, 1234.4, true)).toEqual({
      piece: 3, cell: 3, responseTime: 1.234, isCorrect: true, isTimeout: false, implausible: false, firstAttempt: true, focusLost: false, droppedFrames: false,
    });
    expect(placementResponse(3, 2, 149, false)).toMatchObject({ isCorrect: false, implausible: true, responseTime: 0.149 });
    expect(placementResponse(3, 3, 150, false)).toMatchObject({ implausible: false });
    expect(timeoutResponse(5000.6, { focusLost: true, droppedFrames: false })).toEqual({
      piece: null, cell: null, responseTime: 5.001, isCorrect: false, isTimeout: true, implausible: false, firstAttempt: false, focusLost: true, droppedFrames: false,
    });
  });
});

describe('scoring (hand-computed)', () => {
  test('piece-count score = 100 × C × (0.75 × P + 0.25 × S)', () => {
    // 4/4 correct, no error, 9 s of 45 → S = 0.8 → 100 × (0.75 + 0.2) = 95
    expect(pieceScore(clean(P4, 2000, 9000))).toBe(95);
    // 9/9 correct, 1 wrong, 27 s of 90 → P = 0.9, S = 0.7 → 100 × (0.675 + 0.175) = 85
    const nine: PuzzleOutcome = { ...clean(P9, 3000, 27000), pieces: [placementResponse(0, 1, 2000, true), ...clean(P9, 3000, 27000).pieces] };
    nine.pieces[1] = { ...nine.pieces[1], firstAttempt: false };
    expect(pieceScore(nine)).toBe(85);
    // timeout on 16: 8 correct, 4 wrong → C = 0.5, P = 2/3, S = 0 → 100 × 0.5 × 0.5 = 25
    const sixteen: PuzzleOutcome = {
      def: P16,
      durationMs: 120000,
      completed: false,
      pieces: [
        ...Array.from({ length: 8 }, (_, i) => placementResponse(i, i, 4000, true)),
        ...Array.from({ length: 4 }, (_, i) => placementResponse(8 + i, 15 - i, 4000, true)),
        timeoutResponse(20000),
      ],
    };
    expect(pieceScore(sixteen)).toBe(25);
    // nothing tried → 0; slower than the limit never goes negative
    expect(pieceScore({ def: P6, durationMs: 60000, completed: false, pieces: [timeoutResponse(60000)] })).toBe(0);
    expect(pieceScore(clean(P6, 1000, 70000))).toBe(75);
  });

  test('item per puzzle: counts, first-try count, timeout flag, duration in s', () => {
    const o: PuzzleOutcome = {
      def: P4,
      durationMs: 45000.4,
      completed: false,
      pieces: [placementResponse(0, 1, 900, true), placementResponse(0, 0, 800, false), placementResponse(1, 1, 700, true), timeoutResponse(42600)],
    };
    expect(puzzleItem(o)).toMatchObject({
      puzzle: 1, pieceCount: 4, rows: 2, cols: 2, scene: 'ev', timeLimitSeconds: 45, durationSeconds: 45,
      completed: false, isTimeout: true, correctCount: 2, wrongCount: 1, firstTryCorrect: 1,
      // C = 0.5, P = 2/3, S = 0 → 25
      score: 25,
    });
    expect(puzzleItem(o).pieces).toHaveLength(4);
  });

  /** A played battery: 4 clean; 6 clean; 9 with one error (recovered); 16 timed out with an unrecovered error. */
  function played(): PuzzleOutcome[] {
    const o4 = clean(P4, 1000, 4000); // S = 1 − 4/45
    const o6 = clean(P6, 1000, 6000); // S = 0.9
    const o9: PuzzleOutcome = {
      def: P9,
      durationMs: 18000, // S = 0.8
      completed: true,
      pieces: [placementResponse(0, 1, 2000, true), placementResponse(0, 0, 2000, false), ...Array.from({ length: 8 }, (_, i) => placementResponse(i + 1, i + 1, 2000, true))],
    };
    const o16: PuzzleOutcome = {
      def: P16,
      durationMs: 120000,
      completed: false,
      pieces: [
        ...Array.from({ length: 12 }, (_, i) => placementResponse(i, i, 3000, true)),
        placementResponse(12, 13, 100, true), // wrong and implausible
        timeoutResponse(83900),
      ],
    };
    return [o4, o6, o9, o16];
  }

  test('row fields from the four puzzles', () => {
    const f = puzzleFields(played());
    // four: 100 × (0.75 + 0.25 × (1 − 4/45)) = 97.777… → 97.78
    expect(f.four_piece_score).toBe(97.78);
    // six: 100 × (0.75 + 0.25 × 0.9) = 97.5
    expect(f.six_piece_score).toBe(97.5);
    // nine: C = 1, P = 0.9, S = 0.8 → 100 × (0.675 + 0.2) = 87.5
    expect(f.nine_piece_score).toBe(87.5);
    // sixteen: C = 12/16, P = 12/13, S = 0 → 100 × 0.75 × 0.75 × 12/13 = 51.923… → 51.92
    expect(f.sixteen_piece_score).toBe(51.92);
    // correct 4 + 6 + 9 + 12 = 31; pieces 35; wrong 1 + 1 → 31 / 37
    expect(f.total_correct).toBe(31);
    expect(f.accuracy_percentage).toBe(83.78);
    // valid times: 4 × 1000, 6 × 1000, 9 × 2000, 12 × 3000 (31 values)
    const mean = (10 * 1000 + 9 * 2000 + 12 * 3000) / 31; // 2064.516…
    expect(f.average_response_time_ms).toBe(2065);
    const variance = (10 * (1000 - mean) ** 2 + 9 * (2000 - mean) ** 2 + 12 * (3000 - mean) ** 2) / 31;
    expect(f.response_time_variance).toBe(Math.round(variance * 100) / 100);
    // first try correct: 4 + 6 + 8 + 12 = 30 of 35
    expect(f.spatial_reasoning_score).toBe(85.71);
    // 9 and 16: correct 9 + 12 = 21 / (25 + 2) = 77.777… → 77.78
    expect(f.pattern_recognition_score).toBe(77.78);
    // mean of (0.5 + 0.5 × (41/45)), 0.95, 0.9, 0.5 × 0.75 → (0.955556 + 0.95 + 0.9 + 0.375) / 4 = 0.795139 → 79.51
    expect(f.problem_solving_score).toBe(79.51);
    // recovery 1/2; hold-up (87.5 + 51.92)/2 ÷ (97.78 + 97.5)/2 = 69.71 / 97.64 = 0.71395… → 100 × (0.25 + 0.356975) = 60.70
    expect(f.cognitive_flexibility_score).toBe(60.7);
    expect(f.test_duration_seconds).toBe(148);
    expect(f.detailed_responses.map((d) => [d.pieceCount, d.isTimeout, d.pieces.length])).toEqual([
      [4, false, 4],
      [6, false, 6],
      [9, false, 10],
      [16, true, 14],
    ]);
  });

  test('implausible and timed-out entries are left out of the time measures; recovery counts only the very next placement', () => {
    const o = played();
    expect(validTimesMs(o)).toHaveLength(31);
    expect(errorRecovery(o)).toEqual({ recovered: 1, errors: 2 });
  });

  test('a perfect run: 100 on every accuracy-type field, flexibility 100', () => {
    const f = puzzleFields([clean(P4, 500, 0), clean(P6, 500, 0), clean(P9, 500, 0), clean(P16, 500, 0)]);
    expect(f).toMatchObject({
      four_piece_score: 100, six_piece_score: 100, nine_piece_score: 100, sixteen_piece_score: 100,
      accuracy_percentage: 100, spatial_reasoning_score: 100, pattern_recognition_score: 100,
      problem_solving_score: 100, cognitive_flexibility_score: 100, total_correct: 35,
      average_response_time_ms: 500, response_time_variance: 0,
    });
  });

  test('nothing placed: zeros and no time measures', () => {
    const none = SCORED_PUZZLES.map((d) => ({ def: d, durationMs: (d.timeLimitSeconds ?? 0) * 1000, completed: false, pieces: [timeoutResponse((d.timeLimitSeconds ?? 0) * 1000)] }));
    const f = puzzleFields(none);
    expect(f).toMatchObject({
      four_piece_score: 0, six_piece_score: 0, nine_piece_score: 0, sixteen_piece_score: 0,
      accuracy_percentage: 0, spatial_reasoning_score: 0, pattern_recognition_score: 0, problem_solving_score: 0,
      // no errors → recovery 1; no score anywhere → hold-up 0
      cognitive_flexibility_score: 50, total_correct: 0, average_response_time_ms: null, response_time_variance: null,
      test_duration_seconds: 315,
    });
    const all: PieceResponse[] = f.detailed_responses.flatMap((d) => d.pieces);
    expect(all.every((p) => p.isTimeout)).toBe(true);
  });
});
