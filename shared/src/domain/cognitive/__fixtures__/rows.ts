// Test rows for the cognitive sub-tests (shapes of spec 2 §3).
import type { AttentionResultRow, LogicResultRow, MemoryResultRow, PuzzleResultRow, StroopResultRow } from '../types.ts';

export const SESSION_ID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

export function attentionRow(overrides: Partial<AttentionResultRow> = {}): AttentionResultRow {
  return {
    id: 'att-1',
    session_id: SESSION_ID,
    student_id: 'student-1',
    conducted_by: 'trainer-1',
    test_start_time: '2026-11-22T10:00:00.000Z',
    test_end_time: '2026-11-22T10:05:00.000Z',
    accuracy_percentage: 80,
    avg_response_time_ms: 1900,
    test_duration_seconds: 20,
    total_correct: 2,
    detailed_responses: {
      '1': { reactionTime: 100, isCorrect: true }, // implausible, discarded
      '2': { reactionTime: 1000, isCorrect: true },
      '3': { reactionTime: 3000, isCorrect: true },
      '4': { reactionTime: 500, isCorrect: false },
    },
    ...overrides,
  };
}

export function memoryRow(overrides: Partial<MemoryResultRow> = {}): MemoryResultRow {
  return {
    id: 'mem-1',
    session_id: SESSION_ID,
    accuracy_percentage: 75.555,
    short_visual_accuracy: 80,
    short_auditory_accuracy: 70,
    long_visual_accuracy: 60,
    long_auditory_accuracy: 50,
    test_duration_seconds: 40,
    correct_answers: 3,
    total_questions: 4,
    detailed_answers: [
      { responseTime: 2, isCorrect: true },
      { responseTime: 4, isCorrect: true },
      { responseTime: 3.5, isCorrect: false },
    ],
    ...overrides,
  };
}

export function stroopRow(overrides: Partial<StroopResultRow> = {}): StroopResultRow {
  return {
    id: 'str-1',
    session_id: SESSION_ID,
    accuracy_percentage: 90,
    avg_response_time_ms: 800,
    interference_ms: 120,
    flexibility_score: 66.666,
    test_duration_seconds: 10,
    stage2_accuracy: 100,
    stage3_accuracy: 80,
    detailed_responses: {
      stage2: { responses: [{ correct: true, responseTime: 1000 }, { correct: true, responseTime: 200 }] },
      stage3: { responses: [{ correct: true, responseTime: 1300 }, { correct: false, responseTime: 900 }] },
    },
    ...overrides,
  };
}

export function puzzleRow(overrides: Partial<PuzzleResultRow> = {}): PuzzleResultRow {
  return {
    id: 'puz-1',
    session_id: SESSION_ID,
    accuracy_percentage: 70,
    average_response_time_ms: 4500,
    four_piece_score: 100,
    six_piece_score: 80,
    nine_piece_score: 60,
    sixteen_piece_score: 40,
    spatial_reasoning_score: 71,
    pattern_recognition_score: 72,
    problem_solving_score: 73,
    cognitive_flexibility_score: 74,
    test_duration_seconds: 50,
    detailed_responses: [
      { item: 1, pieces: 4, responseTime: 3, isCorrect: true, isTimeout: false },
      { item: 2, pieces: 6, responseTime: 6, isCorrect: true, isTimeout: false },
      { item: 3, pieces: 9, responseTime: 9, isCorrect: true, isTimeout: true }, // timed out: not counted
    ],
    ...overrides,
  };
}

export function logicRow(overrides: Partial<LogicResultRow> = {}): LogicResultRow {
  return {
    id: 'log-1',
    session_id: SESSION_ID,
    test_start_time: '2026-11-22T10:20:00.000Z',
    test_end_time: '2026-11-22T10:30:30.000Z',
    success_rate: 60.005,
    avg_response_time_ms: 4000,
    test_duration_seconds: 100,
    correct_answers: 4,
    total_questions: 5,
    detailed_answers: [
      { responseTime: 1, isCorrect: true },
      { responseTime: 8, isCorrect: true },
      { responseTime: 0.1, isCorrect: true }, // implausible
    ],
    dortlu_yatay_accuracy_percentage: 60,
    ...overrides,
  };
}

// Detailed data the database accepts for a stored row (issue 15: it re-scores Puzzle placements
// and Akıl-Mantık answers against the fixed designs and derives the summary from them). The
// rows above keep their hand-made shapes for the pure aggregation tests.
/** puzzle_test_results.detailed_responses: 4-piece solved, 6-piece solved, 9-piece timed out. */
export const STORABLE_PUZZLE_DETAILS = [
  { puzzle: 1, durationSeconds: 12, pieces: [0, 1, 2, 3].map((p) => ({ piece: p, cell: p, responseTime: 3 })) },
  { puzzle: 2, durationSeconds: 36, pieces: [0, 1, 2, 3, 4, 5].map((p) => ({ piece: p, cell: p, responseTime: 6 })) },
  { puzzle: 3, durationSeconds: 90, pieces: [{ piece: 0, cell: 0, responseTime: 9 }, { piece: null, cell: null, responseTime: 81 }] },
];
/** akil_mantik_test_results.detailed_answers: dy1 right, dy2 right, dy3 right but too fast (the key: dy1 4, dy2 1, dy3 2). */
export const STORABLE_LOGIC_ANSWERS = [
  { n: 1, itemId: 'dy1', chosenOption: 4, responseTime: 1 },
  { n: 2, itemId: 'dy2', chosenOption: 1, responseTime: 8 },
  { n: 3, itemId: 'dy3', chosenOption: 2, responseTime: 0.1 },
];
/** stroop_test_results.detailed_responses the database can re-score (stage 2 inks red, green; stage 3 inks blue, green): right, right but too fast, right, wrong. */
export const STORABLE_STROOP_DETAILS = {
  stage2: { responses: [{ answer: 'red', responseTime: 1000 }, { answer: 'green', responseTime: 200 }] },
  stage3: { responses: [{ answer: 'blue', responseTime: 1300 }, { answer: 'red', responseTime: 900 }] },
};
/** memory_test_results.detailed_answers the database can re-score (short_visual correct options 2, 0, 3): right, right, wrong. */
export const STORABLE_MEMORY_ANSWERS = { short_visual: [{ chosenIndex: 2, responseTime: 2 }, { chosenIndex: 0, responseTime: 4 }, { chosenIndex: 0, responseTime: 3.5 }] };
