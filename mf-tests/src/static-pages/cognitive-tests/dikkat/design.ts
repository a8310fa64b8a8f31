// Dikkat (attention) test design and scoring — documented in docs/tests/dikkat.md.
// Go/no-go reaction-time task: after a fixation cross and a varying wait, one shape appears.
// The child presses (Space, click or touch) as fast as possible for the yellow star (target) and
// holds back for every other shape. Fixed, identical sequence for every child.
import { roundTo } from '../../../../../shared/src/domain/numbers';

export type ShapeKind = 'star' | 'circle' | 'square' | 'triangle';

export interface DikkatItem {
  /** 1-based number within its block */
  n: number;
  shape: ShapeKind;
  /** wait after the fixation cross before the shape appears, ms */
  foreperiodMs: number;
}

/** Max time a shape waits for a press (then it counts as "no press"). */
export const RESPONSE_WINDOW_MS = 1500;
/** Spec 2 §5: faster presses are implausible (anticipation): stored, flagged, scored incorrect. */
export const MIN_PLAUSIBLE_RT_MS = 150;
export const PRACTICE_FEEDBACK_MS = 900;
export const INTER_TRIAL_MS = 400;

const FOREPERIODS = [800, 1100, 1400, 950, 1250];

/**
 * Fixed scored sequence: 30 items, 20 star (go) and 10 other shapes (no-go), no more than three
 * stars in a row, distractors of every kind.
 */
const SCORED_PATTERN: ShapeKind[] = [
  'star', 'star', 'circle', 'star', 'square', 'star', 'star', 'star', 'triangle', 'star',
  'circle', 'star', 'star', 'square', 'star', 'triangle', 'star', 'star', 'star', 'circle',
  'star', 'square', 'star', 'star', 'triangle', 'star', 'circle', 'star', 'star', 'star',
];
const PRACTICE_PATTERN: ShapeKind[] = ['star', 'circle', 'star', 'square'];

const toItems = (pattern: ShapeKind[], offset: number): DikkatItem[] =>
  pattern.map((shape, i) => ({ n: i + 1, shape, foreperiodMs: FOREPERIODS[(i + offset) % FOREPERIODS.length] }));

export const PRACTICE_ITEMS: readonly DikkatItem[] = toItems(PRACTICE_PATTERN, 2);
export const SCORED_ITEMS: readonly DikkatItem[] = toItems(SCORED_PATTERN, 0);

export const isTarget = (shape: ShapeKind): boolean => shape === 'star';

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

export function scoreResponse(
  shape: ShapeKind,
  reactionTime: number | null,
  flags: { focusLost: boolean; droppedFrames: boolean } = { focusLost: false, droppedFrames: false },
): DikkatResponse {
  const target = isTarget(shape);
  const responded = reactionTime !== null;
  const implausible = responded && reactionTime < MIN_PLAUSIBLE_RT_MS;
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
