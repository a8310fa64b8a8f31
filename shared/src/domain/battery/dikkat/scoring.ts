// Dikkat (attention) summary fields — the pure function the Dikkat page stores with its row and
// the database recomputes on every insert/update (attention_derive_scores, migration
// 20261123000900; parity test supabase/tests/schema/derived-scores.test.ts). Documented in
// docs/tests/dikkat.md.
import { roundTo } from '../../numbers.ts';

export type ShapeKind = 'star' | 'circle' | 'square' | 'triangle';

/** One stored answer (detailed_responses[n]). */
export interface DikkatResponse {
  shape: ShapeKind;
  isTarget: boolean;
  responded: boolean;
  /** ms from stimulus onset to the press (1 ms); null without a press */
  reactionTime: number | null;
  isCorrect: boolean;
  /** press faster than MIN_PLAUSIBLE_RT_MS */
  implausible: boolean;
  focusLost: boolean;
  droppedFrames: boolean;
}

/** Spec 2 §5: presses faster than this are implausible (scored incorrect). */
export const DIKKAT_MIN_PLAUSIBLE_RT_MS = 150;

/**
 * One response scored (the database applies the same rule to the stored reactionTime and the
 * shape of its own copy of the sequence, attention_items — migration 20261124000150): a star must
 * be pressed in at least 150 ms, any other shape must not be pressed.
 */
export function scoreDikkatResponse(
  shape: ShapeKind,
  reactionTime: number | null,
  flags: { focusLost: boolean; droppedFrames: boolean } = { focusLost: false, droppedFrames: false },
): DikkatResponse {
  const target = shape === 'star';
  const responded = reactionTime !== null;
  const implausible = responded && reactionTime < DIKKAT_MIN_PLAUSIBLE_RT_MS;
  const isCorrect = target ? responded && !implausible : !responded;
  return { shape, isTarget: target, responded, reactionTime, isCorrect, implausible, ...flags };
}

export interface AttentionRowFields {
  accuracy_percentage: number;
  success_rate: number;
  avg_response_time_ms: number | null;
  average_response_time_ms: number | null;
  test_duration_seconds: number;
  total_correct: number;
  detailed_responses: Record<string, DikkatResponse>;
}

/**
 * accuracy = correct items / scored items × 100 (2 decimals); average response time = mean of
 * the correct, plausible presses on targets (1 ms), null when there is none; duration = scored
 * block wall time in seconds (2 decimals).
 */
export function attentionFields(responses: DikkatResponse[], scoredDurationMs: number): AttentionRowFields {
  const total = responses.length;
  const correct = responses.filter((r) => r.isCorrect).length;
  const hits = responses.filter((r) => r.isCorrect && r.isTarget && r.reactionTime !== null).map((r) => r.reactionTime as number);
  const accuracy = total === 0 ? 0 : roundTo((correct / total) * 100, 2);
  const avg = hits.length === 0 ? null : Math.round(hits.reduce((a, b) => a + b, 0) / hits.length);
  return {
    accuracy_percentage: accuracy,
    success_rate: accuracy,
    avg_response_time_ms: avg,
    average_response_time_ms: avg,
    test_duration_seconds: roundTo(scoredDurationMs / 1000, 2),
    total_correct: correct,
    detailed_responses: Object.fromEntries(responses.map((r, i) => [String(i + 1), r])),
  };
}
