// Akıl-Mantık scoring and the stored row (akil_mantik_test_results, spec 2 §3) — documented in
// docs/tests/akil-mantik.md. The scoring rules and summary fields live in
// shared/src/domain/battery/akil-mantik/scoring.ts, which the database mirrors against its answer key
// (issue 15): this file binds them to the page's items.
import {
  LOGIC_FORMAT_COLUMNS,
  LOGIC_MIN_PLAUSIBLE_RT_MS,
  logicFields as sharedLogicFields,
  scoreLogicAnswer,
  type LogicAnswer as SharedLogicAnswer,
  type LogicIntegrityFlags,
  type LogicRowFields as SharedLogicRowFields,
} from './scoring.ts';
import type { FigureAttr, LogicFormat, LogicItem } from './design.ts';

/** Spec 2 §5: faster answers are implausible (no time to look): stored, flagged, scored incorrect. */
export const MIN_PLAUSIBLE_RT_MS = LOGIC_MIN_PLAUSIBLE_RT_MS;
export const PRACTICE_FEEDBACK_MS = 1600;
export const INTER_ITEM_MS = 300;

/** One stored answer (detailed_answers[n]). */
export type LogicAnswer = SharedLogicAnswer<FigureAttr>;
export type IntegrityFlags = LogicIntegrityFlags;
export type LogicRowFields = SharedLogicRowFields<FigureAttr>;

/** Column of each format's accuracy (spec 2 §3 names). */
export const FORMAT_COLUMNS: Readonly<Record<LogicFormat, string>> = LOGIC_FORMAT_COLUMNS;

/** `chosen` is the 0-based option index, `rtMs` the response time in whole ms. */
export function scoreAnswer(item: LogicItem, n: number, chosen: number, rtMs: number, flags?: IntegrityFlags): LogicAnswer {
  return scoreLogicAnswer(item, n, chosen, rtMs, flags);
}

/** Every computed column of akil_mantik_test_results (formulas: shared logicFields). */
export function logicFields(answers: LogicAnswer[], scoredDurationMs: number): LogicRowFields {
  return sharedLogicFields(answers, scoredDurationMs);
}
