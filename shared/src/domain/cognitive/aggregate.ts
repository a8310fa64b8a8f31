// Aggregation of a cognitive session into one combined record (spec 2 §4 "Aggregation of a
// session", §9 "Six scores") and the skill levels of spec 3 §5. Pure: the caller reads the latest
// row of each sub-test (and retries on missing_subtests), this decides and builds the insert.

import { meanOf, roundTo, toEpochMs, toNumber, toNumberOrNull } from '../numbers.ts';
import { computeProcessingSpeed, type TestProcessingSpeed } from './processing-speed.ts';
import { COGNITIVE_TEST_KEYS, COGNITIVE_TEST_NAMES, type CognitiveTestKey, type NumericValue, type SessionSubTestRows } from './types.ts';

export interface AggregateSessionInput extends SessionSubTestRows {
  sessionId: string | null | undefined;
}

export const COGNITIVE_SCORE_KEYS = [
  'dikkat_skoru',
  'hafiza_skoru',
  'isleme_hizi_skoru',
  'gorsel_isleme_skoru',
  'akil_mantik_yurutme_skoru',
  'bilissel_esneklik_skoru',
] as const;
export type CognitiveScoreKey = (typeof COGNITIVE_SCORE_KEYS)[number];

/**
 * Turkish names of the six skills (spec 3 §1 lists them in English: attention, memory, processing
 * speed, visual processing, reasoning, cognitive flexibility).
 */
export const COGNITIVE_SCORE_LABELS: Readonly<Record<CognitiveScoreKey, string>> = {
  dikkat_skoru: 'Dikkat',
  hafiza_skoru: 'Hafıza',
  isleme_hizi_skoru: 'İşleme Hızı',
  gorsel_isleme_skoru: 'Görsel İşleme',
  akil_mantik_yurutme_skoru: 'Akıl Yürütme',
  bilissel_esneklik_skoru: 'Bilişsel Esneklik',
};

type SubTestSummary = Record<string, number | null | string | Record<string, number | null>>;

// a type alias (not an interface) so that it is assignable to the Json column type
export type AltTestOzetleri = {
  attention_id: string;
  memory_id: string;
  stroop_id: string;
  puzzle_id: string;
  akil_mantik_id: string;
  attention: SubTestSummary;
  memory: SubTestSummary;
  stroop: SubTestSummary;
  puzzle: SubTestSummary;
  akil_mantik: SubTestSummary;
  /** per-test processing speed parts, or the failure text */
  isleme_hizi: { overall: number | null; error?: string; missing?: CognitiveTestKey[] };
};

export interface CognitiveResultInsert {
  student_id: string;
  conducted_by: string;
  session_id: string;
  test_start_time: string;
  test_end_time: string;
  duration_seconds: number;
  dikkat_skoru: number;
  hafiza_skoru: number;
  /** null when processing speed cannot be computed (see alt_test_ozetleri.isleme_hizi.error) */
  isleme_hizi_skoru: number | null;
  gorsel_isleme_skoru: number;
  akil_mantik_yurutme_skoru: number;
  bilissel_esneklik_skoru: number;
  alt_test_ozetleri: AltTestOzetleri;
}

export type AggregateFailureReason = 'missing_session_info' | 'invalid_time' | 'missing_subtests';

export type AggregateSessionResult =
  | { ok: true; record: CognitiveResultInsert }
  | { ok: false; reason: AggregateFailureReason; details: AggregateFailureDetails };

export interface AggregateFailureDetails {
  message: string;
  /** missing_subtests: the missing tests (keys and Turkish names) */
  missing?: CognitiveTestKey[];
  missingNames?: string[];
  /** missing_session_info: which start fields were absent */
  missingFields?: string[];
}

const round2 = (value: number): number => roundTo(value, 2);
const score = (value: NumericValue): number => round2(toNumber(value));
const opt = (value: NumericValue): number | null => {
  const n = toNumberOrNull(value);
  return n === null ? null : round2(n);
};

function speedSummary(t: TestProcessingSpeed | undefined): Record<string, number | null> {
  if (!t) return { speed_score: null, efficiency_score: null, value: null };
  return {
    speed_score: round2(t.speedScore),
    efficiency_score: round2(t.efficiencyScore),
    value: round2(t.value),
    valid_correct_count: t.validCorrectCount,
    mean_valid_response_time_ms: round2(t.meanResponseTimeMs),
  };
}

function missingSubtests(input: AggregateSessionInput): CognitiveTestKey[] {
  return COGNITIVE_TEST_KEYS.filter((k) => !input[k]);
}

function missingSubtestsFailure(missing: CognitiveTestKey[]): AggregateSessionResult {
  const names = missing.map((k) => COGNITIVE_TEST_NAMES[k]);
  return {
    ok: false,
    reason: 'missing_subtests',
    details: { message: `Eksik testler: ${names.join(', ')}`, missing, missingNames: names },
  };
}

/**
 * Decides and builds the combined record of one session (spec 2 §4 steps 1, 2, 4, 5).
 * Order: no session id → missing_session_info; no attention row → missing_subtests; attention
 * without student, conductor or start time → missing_session_info; other sub-tests missing →
 * missing_subtests; non-finite start or end time → invalid_time.
 */
export function aggregateSession(input: AggregateSessionInput): AggregateSessionResult {
  const sessionId = (input.sessionId ?? '').trim();
  if (!sessionId) return { ok: false, reason: 'missing_session_info', details: { message: 'session id is missing', missingFields: ['session_id'] } };

  const { attention, memory, stroop, puzzle, logic } = input;
  if (!attention) return missingSubtestsFailure(missingSubtests(input));

  const missingFields = (['student_id', 'conducted_by', 'test_start_time'] as const).filter((f) => !attention[f]);
  if (missingFields.length > 0) {
    return {
      ok: false,
      reason: 'missing_session_info',
      details: { message: `missing start info: ${missingFields.join(', ')}`, missingFields: [...missingFields] },
    };
  }

  if (!memory || !stroop || !puzzle || !logic) return missingSubtestsFailure(missingSubtests(input));

  const startMs = toEpochMs(attention.test_start_time);
  const endMs = toEpochMs(logic.test_end_time);
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs)) {
    return { ok: false, reason: 'invalid_time', details: { message: `invalid time: start=${String(attention.test_start_time)}, end=${String(logic.test_end_time)}` } };
  }

  const speed = computeProcessingSpeed({ attention, memory, puzzle, logic, stroop });
  const perTest = speed.ok ? speed.perTest : undefined;

  const record: CognitiveResultInsert = {
    student_id: attention.student_id as string,
    conducted_by: attention.conducted_by as string,
    session_id: sessionId,
    test_start_time: new Date(startMs).toISOString(),
    test_end_time: new Date(endMs).toISOString(),
    // A redone attention test can start after logic ended; a duration is never negative.
    duration_seconds: Math.max(0, Math.round((endMs - startMs) / 1000)),
    dikkat_skoru: score(attention.accuracy_percentage ?? attention.success_rate),
    hafiza_skoru: score(memory.accuracy_percentage ?? memory.success_rate),
    isleme_hizi_skoru: speed.ok ? round2(speed.overall) : null,
    gorsel_isleme_skoru: score(puzzle.accuracy_percentage),
    akil_mantik_yurutme_skoru: score(logic.success_rate),
    bilissel_esneklik_skoru: score(stroop.flexibility_score),
    alt_test_ozetleri: {
      attention_id: attention.id,
      memory_id: memory.id,
      stroop_id: stroop.id,
      puzzle_id: puzzle.id,
      akil_mantik_id: logic.id,
      attention: {
        accuracy: opt(attention.accuracy_percentage ?? attention.success_rate),
        avg_response_time_ms: opt(attention.avg_response_time_ms ?? attention.average_response_time_ms),
        total_correct: opt(attention.total_correct),
        test_duration_seconds: opt(attention.test_duration_seconds),
        processing_speed: speedSummary(perTest?.attention),
      },
      memory: {
        accuracy: opt(memory.accuracy_percentage ?? memory.success_rate),
        avg_response_time_ms: perTest ? round2(perTest.memory.meanResponseTimeMs) : null,
        short_visual_accuracy: opt(memory.short_visual_accuracy),
        short_auditory_accuracy: opt(memory.short_auditory_accuracy),
        long_visual_accuracy: opt(memory.long_visual_accuracy),
        long_auditory_accuracy: opt(memory.long_auditory_accuracy),
        correct_answers: opt(memory.correct_answers),
        total_questions: opt(memory.total_questions),
        processing_speed: speedSummary(perTest?.memory),
      },
      stroop: {
        accuracy: opt(stroop.accuracy_percentage ?? stroop.success_rate),
        avg_response_time_ms: opt(stroop.avg_response_time_ms ?? stroop.average_response_time_ms),
        interference_ms: opt(stroop.interference_ms),
        flexibility_score: opt(stroop.flexibility_score),
        stage2_accuracy: opt(stroop.stage2_accuracy),
        stage3_accuracy: opt(stroop.stage3_accuracy),
        processing_speed: speedSummary(perTest?.stroop),
      },
      puzzle: {
        accuracy: opt(puzzle.accuracy_percentage),
        avg_response_time_ms: opt(puzzle.average_response_time_ms),
        four_piece_score: opt(puzzle.four_piece_score),
        six_piece_score: opt(puzzle.six_piece_score),
        nine_piece_score: opt(puzzle.nine_piece_score),
        sixteen_piece_score: opt(puzzle.sixteen_piece_score),
        spatial_reasoning_score: opt(puzzle.spatial_reasoning_score),
        pattern_recognition_score: opt(puzzle.pattern_recognition_score),
        problem_solving_score: opt(puzzle.problem_solving_score),
        cognitive_flexibility_score: opt(puzzle.cognitive_flexibility_score),
        processing_speed: speedSummary(perTest?.puzzle),
      },
      akil_mantik: {
        success_rate: opt(logic.success_rate),
        avg_response_time_ms: opt(logic.avg_response_time_ms),
        correct_answers: opt(logic.correct_answers),
        total_questions: opt(logic.total_questions),
        dortlu_yatay_accuracy_percentage: opt(logic.dortlu_yatay_accuracy_percentage),
        dortlu_kare_accuracy_percentage: opt(logic.dortlu_kare_accuracy_percentage),
        altili_kare_accuracy_percentage: opt(logic.altili_kare_accuracy_percentage),
        l_format_accuracy_percentage: opt(logic.l_format_accuracy_percentage),
        dokuzlu_format_accuracy_percentage: opt(logic.dokuzlu_format_accuracy_percentage),
        processing_speed: speedSummary(perTest?.logic),
      },
      isleme_hizi: speed.ok
        ? { overall: round2(speed.overall) }
        : { overall: null, error: speed.message, missing: speed.missing },
    },
  };
  return { ok: true, record };
}

export type SkillLevel = 'Güçlü' | 'Gelişmiş' | 'Gelişim Öncelikli';

/** Spec 3 §5: 75 or more Güçlü, 50 to under 75 Gelişmiş, below 50 Gelişim Öncelikli. */
export function skillLevel(percentage: number): SkillLevel {
  if (percentage >= 75) return 'Güçlü';
  if (percentage >= 50) return 'Gelişmiş';
  return 'Gelişim Öncelikli';
}

export type CognitiveScores = Partial<Record<CognitiveScoreKey, NumericValue>>;

/**
 * Spec 3 §9 / spec 1 §9: the cognitive score is the rounded mean of the available six skill
 * scores; null when none is available.
 */
export function cognitiveMeanScore(record: CognitiveScores | null | undefined): number | null {
  if (!record) return null;
  const mean = meanOf(COGNITIVE_SCORE_KEYS.map((k) => toNumberOrNull(record[k])));
  return mean === null ? null : Math.round(mean);
}
