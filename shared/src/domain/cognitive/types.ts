// Minimal input shapes of the five cognitive sub-test rows (spec 2 §3). Numeric columns may
// arrive as numbers or numeric strings; JSON columns are read defensively (unknown).

export type NumericValue = number | string | null | undefined;

interface SubTestRowBase {
  id: string;
  session_id?: string | null;
  student_id?: string | null;
  conducted_by?: string | null;
  test_start_time?: string | null;
  test_end_time?: string | null;
  test_duration_seconds?: NumericValue;
}

export interface AttentionResultRow extends SubTestRowBase {
  accuracy_percentage?: NumericValue;
  success_rate?: NumericValue;
  avg_response_time_ms?: NumericValue;
  average_response_time_ms?: NumericValue;
  total_correct?: NumericValue;
  /** map (or list) of items: { reactionTime (ms), isCorrect } */
  detailed_responses?: unknown;
}

export interface MemoryResultRow extends SubTestRowBase {
  accuracy_percentage?: NumericValue;
  success_rate?: NumericValue;
  short_visual_accuracy?: NumericValue;
  short_auditory_accuracy?: NumericValue;
  long_visual_accuracy?: NumericValue;
  long_auditory_accuracy?: NumericValue;
  correct_answers?: NumericValue;
  total_questions?: NumericValue;
  /** list, or grouped lists, of { responseTime (s), isCorrect } */
  detailed_answers?: unknown;
}

export interface StroopResultRow extends SubTestRowBase {
  accuracy_percentage?: NumericValue;
  success_rate?: NumericValue;
  avg_response_time_ms?: NumericValue;
  average_response_time_ms?: NumericValue;
  interference_ms?: NumericValue;
  flexibility_score?: NumericValue;
  stage2_correct_count?: NumericValue;
  stage3_correct_count?: NumericValue;
  stage2_accuracy?: NumericValue;
  stage3_accuracy?: NumericValue;
  /** { stage2: { responses: [{ correct, responseTime (ms) }] }, stage3: { responses: [...] } } */
  detailed_responses?: unknown;
}

export interface PuzzleResultRow extends SubTestRowBase {
  accuracy_percentage?: NumericValue;
  average_response_time_ms?: NumericValue;
  four_piece_score?: NumericValue;
  six_piece_score?: NumericValue;
  nine_piece_score?: NumericValue;
  sixteen_piece_score?: NumericValue;
  spatial_reasoning_score?: NumericValue;
  pattern_recognition_score?: NumericValue;
  problem_solving_score?: NumericValue;
  cognitive_flexibility_score?: NumericValue;
  response_time_variance?: NumericValue;
  total_correct?: NumericValue;
  /** items { pieces, responseTime (s), isCorrect, isTimeout } (pieces may also be a list of such items) */
  detailed_responses?: unknown;
}

export interface LogicResultRow extends SubTestRowBase {
  success_rate?: NumericValue;
  avg_response_time_ms?: NumericValue;
  correct_answers?: NumericValue;
  total_questions?: NumericValue;
  /** list of { responseTime (s), isCorrect } */
  detailed_answers?: unknown;
  dortlu_yatay_accuracy_percentage?: NumericValue;
  dortlu_kare_accuracy_percentage?: NumericValue;
  altili_kare_accuracy_percentage?: NumericValue;
  l_format_accuracy_percentage?: NumericValue;
  dokuzlu_format_accuracy_percentage?: NumericValue;
}

/** The latest stored row of each of a session's five sub-tests (null: none stored yet): what the
 * aggregation and the processing speed read. */
export interface SessionSubTestRows {
  attention: AttentionResultRow | null;
  memory: MemoryResultRow | null;
  stroop: StroopResultRow | null;
  puzzle: PuzzleResultRow | null;
  logic: LogicResultRow | null;
}

export type CognitiveTestKey = 'attention' | 'memory' | 'puzzle' | 'logic' | 'stroop';

/** Order and Turkish names used in the "Eksik testler" text (spec 2 §5). */
export const COGNITIVE_TEST_KEYS: readonly CognitiveTestKey[] = ['attention', 'memory', 'puzzle', 'logic', 'stroop'];

export const COGNITIVE_TEST_NAMES: Readonly<Record<CognitiveTestKey, string>> = {
  attention: 'Dikkat',
  memory: 'Hafıza',
  puzzle: 'Puzzle',
  logic: 'Akıl-Mantık',
  stroop: 'Stroop',
};
