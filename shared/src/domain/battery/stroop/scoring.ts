// Stroop summary fields — the pure function the Stroop page stores with its row and the database
// recomputes on every insert/update (stroop_derive_scores, migration 20261123000910; parity test
// supabase/tests/schema/derived-scores.test.ts). Documented in docs/tests/stroop.md.
import { clamp, roundTo } from '../../numbers.ts';

export type StroopColor = 'red' | 'blue' | 'green' | 'yellow';
export type InputKind = 'keyboard' | 'pointer';

/** Interference at which the flexibility discount is complete (see flexibilityScore). */
export const INTERFERENCE_CEILING_MS = 600;
/** Share of the flexibility score that interference can take away. */
export const INTERFERENCE_WEIGHT = 0.4;

/** One stored answer (detailed_responses.stageN.responses[i]). */
export interface StroopResponse {
  n: number;
  /** 'XXXXX' or the colour word as shown */
  text: string;
  word: StroopColor | null;
  ink: StroopColor | null;
  /** the colour chosen; null when the time ran out */
  answer: StroopColor | null;
  /** answer = expected colour and responseTime ≥ 250 ms */
  correct: boolean;
  /** ms from onset to the answer (1 ms); null without an answer */
  responseTime: number | null;
  /** answered faster than 250 ms (spec 2 §5) */
  implausible: boolean;
  /** no answer within RESPONSE_WINDOW_MS */
  timedOut: boolean;
  input: InputKind | null;
  focusLost: boolean;
  droppedFrames: boolean;
}

/** Mean response time of the correct (hence plausible) answers; null when there is none. */
export function meanCorrectRt(responses: readonly StroopResponse[]): number | null {
  const rts = responses.filter((r) => r.correct && r.responseTime !== null).map((r) => r.responseTime as number);
  return rts.length === 0 ? null : rts.reduce((a, b) => a + b, 0) / rts.length;
}

const percent = (part: number, whole: number): number => (whole === 0 ? 0 : roundTo((part / whole) * 100, 2));

/**
 * Bilişsel esneklik (0–100): stage-3 accuracy, discounted by up to 40 % for slowing under
 * interference:
 *   flexibility = stage3Accuracy × (1 − 0.4 × clamp(interference, 0, 600) / 600)
 * – increases with stage-3 accuracy, never increases with interference;
 * – a child who answers every conflict item correctly without slowing scores 100, with 300 ms of
 *   slowing 80, with 600 ms or more 60; random answering (25 %) scores at most 25;
 * – a negative interference (faster on conflict items) gives no bonus;
 * – without an interference value (no correct answer in stage 2 or 3) the full discount applies.
 * Rounded to 2 decimals.
 */
export function flexibilityScore(stage3AccuracyPercent: number, interferenceMs: number | null): number {
  const acc = clamp(Number.isFinite(stage3AccuracyPercent) ? stage3AccuracyPercent : 0, 0, 100);
  const slowing = interferenceMs === null || !Number.isFinite(interferenceMs) ? INTERFERENCE_CEILING_MS : clamp(interferenceMs, 0, INTERFERENCE_CEILING_MS);
  return roundTo(acc * (1 - (INTERFERENCE_WEIGHT * slowing) / INTERFERENCE_CEILING_MS), 2);
}

export interface StroopRowFields {
  accuracy_percentage: number;
  success_rate: number;
  avg_response_time_ms: number | null;
  average_response_time_ms: number | null;
  interference_ms: number | null;
  flexibility_score: number;
  test_duration_seconds: number;
  stage2_correct_count: number;
  stage3_correct_count: number;
  stage2_accuracy: number;
  stage3_accuracy: number;
  detailed_responses: { stage2: { responses: StroopResponse[] }; stage3: { responses: StroopResponse[] } };
}

/**
 * The scored fields of a stroop_test_results row (spec 2 §3) from the scored answers of stages 2
 * and 3 and the wall time of those two blocks.
 */
export function stroopFields(stage2: StroopResponse[], stage3: StroopResponse[], scoredDurationMs: number): StroopRowFields {
  const c2 = stage2.filter((r) => r.correct).length;
  const c3 = stage3.filter((r) => r.correct).length;
  const all = [...stage2, ...stage3];
  const accuracy = percent(c2 + c3, all.length);
  const stage3Accuracy = percent(c3, stage3.length);
  const meanAll = meanCorrectRt(all);
  const avg = meanAll === null ? null : Math.round(meanAll);
  const m2 = meanCorrectRt(stage2);
  const m3 = meanCorrectRt(stage3);
  const interference = m2 === null || m3 === null ? null : Math.round(m3 - m2);
  return {
    accuracy_percentage: accuracy,
    success_rate: accuracy,
    avg_response_time_ms: avg,
    average_response_time_ms: avg,
    interference_ms: interference,
    flexibility_score: flexibilityScore(stage3Accuracy, interference),
    test_duration_seconds: roundTo(scoredDurationMs / 1000, 2),
    stage2_correct_count: c2,
    stage3_correct_count: c3,
    stage2_accuracy: percent(c2, stage2.length),
    stage3_accuracy: stage3Accuracy,
    detailed_responses: { stage2: { responses: stage2 }, stage3: { responses: stage3 } },
  };
}
