// Dikkat (attention) test design and scoring — documented in docs/tests/dikkat.md.
// Go/no-go reaction-time task: after a fixation cross and a varying wait, one shape appears.
// The child presses (Space, click or touch) as fast as possible for the yellow star (target) and
// holds back for every other shape. Fixed, identical sequence for every child.
import { DIKKAT_MIN_PLAUSIBLE_RT_MS, scoreDikkatResponse, type ShapeKind } from './scoring.ts';
import { entryAt } from '../../../guards.ts';

// the summary fields are computed by the shared function the database mirrors (issue 15)
export { attentionFields, type AttentionRowFields, type DikkatResponse, type ShapeKind } from './scoring.ts';

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
export const MIN_PLAUSIBLE_RT_MS = DIKKAT_MIN_PLAUSIBLE_RT_MS;
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
  pattern.map((shape, i) => ({ n: i + 1, shape, foreperiodMs: entryAt(FOREPERIODS, (i + offset) % FOREPERIODS.length) }));

export const PRACTICE_ITEMS: readonly DikkatItem[] = toItems(PRACTICE_PATTERN, 2);
export const SCORED_ITEMS: readonly DikkatItem[] = toItems(SCORED_PATTERN, 0);

export const isTarget = (shape: ShapeKind): boolean => shape === 'star';

/** One response scored (the shared rule the database re-applies, issue 15). */
export const scoreResponse = scoreDikkatResponse;
