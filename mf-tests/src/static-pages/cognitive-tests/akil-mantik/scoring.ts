// Akıl-Mantık scoring and the stored row (akil_mantik_test_results, spec 2 §3) — documented in
// docs/tests/akil-mantik.md.
import { roundTo } from '@akademi/shared/domain/numbers';
import { FORMATS, type FigureAttr, type LogicFormat, type LogicItem } from './design';

/** Spec 2 §5: faster answers are implausible (no time to look): stored, flagged, scored incorrect. */
export const MIN_PLAUSIBLE_RT_MS = 150;
export const PRACTICE_FEEDBACK_MS = 1600;
export const INTER_ITEM_MS = 300;

/** One stored answer (detailed_answers[n]). */
export interface LogicAnswer {
  /** 1-based position in the scored block */
  n: number;
  itemId: string;
  format: LogicFormat;
  /** seconds from onset to the answer, 3 decimals (1 ms) — spec 2 §3: logic responseTime in seconds */
  responseTime: number;
  isCorrect: boolean;
  /** 1-based option numbers */
  chosenOption: number;
  correctOption: number;
  optionCount: number;
  /** the rule the chosen option breaks (null when the right one was chosen) */
  brokenRule: FigureAttr | null;
  /** answer faster than MIN_PLAUSIBLE_RT_MS */
  implausible: boolean;
  focusLost: boolean;
  droppedFrames: boolean;
}

export interface IntegrityFlags {
  focusLost: boolean;
  droppedFrames: boolean;
}

const NO_FLAGS: IntegrityFlags = { focusLost: false, droppedFrames: false };

/** `chosen` is the 0-based option index, `rtMs` the response time in whole ms. */
export function scoreAnswer(item: LogicItem, n: number, chosen: number, rtMs: number, flags: IntegrityFlags = NO_FLAGS): LogicAnswer {
  const implausible = !(rtMs >= MIN_PLAUSIBLE_RT_MS);
  const right = chosen === item.correctIndex;
  return {
    n,
    itemId: item.id,
    format: item.format,
    responseTime: Math.round(rtMs) / 1000,
    isCorrect: right && !implausible,
    chosenOption: chosen + 1,
    correctOption: item.correctIndex + 1,
    optionCount: item.options.length,
    brokenRule: item.optionBreaks[chosen] ?? null,
    implausible,
    ...flags,
  };
}

export interface LogicRowFields {
  success_rate: number;
  avg_response_time_ms: number | null;
  test_duration_seconds: number;
  correct_answers: number;
  total_questions: number;
  detailed_answers: LogicAnswer[];
  dortlu_yatay_accuracy_percentage: number | null;
  dortlu_kare_accuracy_percentage: number | null;
  altili_kare_accuracy_percentage: number | null;
  l_format_accuracy_percentage: number | null;
  dokuzlu_format_accuracy_percentage: number | null;
}

const percent = (part: number, whole: number): number => (whole === 0 ? 0 : roundTo((part / whole) * 100, 2));

/** Column of each format's accuracy (spec 2 §3 names). */
export const FORMAT_COLUMNS: Readonly<Record<LogicFormat, string>> = {
  dortlu_yatay: 'dortlu_yatay_accuracy_percentage',
  dortlu_kare: 'dortlu_kare_accuracy_percentage',
  altili_kare: 'altili_kare_accuracy_percentage',
  l_format: 'l_format_accuracy_percentage',
  dokuzlu: 'dokuzlu_format_accuracy_percentage',
};

/**
 * success_rate = correct / answered items × 100 (2 decimals); per format the same over that
 * format's items (null when the format had no item); avg_response_time_ms = mean time of the
 * correct (hence plausible) answers in ms, rounded to 1 ms, null with none; duration = scored
 * block wall time in seconds (2 decimals).
 */
export function logicFields(answers: LogicAnswer[], scoredDurationMs: number): LogicRowFields {
  const correct = answers.filter((a) => a.isCorrect);
  const times = correct.map((a) => a.responseTime * 1000);
  const byFormat = Object.fromEntries(
    FORMATS.map((f) => {
      const of = answers.filter((a) => a.format === f);
      return [FORMAT_COLUMNS[f], of.length === 0 ? null : percent(of.filter((a) => a.isCorrect).length, of.length)];
    }),
  ) as Record<string, number | null>;
  return {
    success_rate: percent(correct.length, answers.length),
    avg_response_time_ms: times.length === 0 ? null : Math.round(times.reduce((s, t) => s + t, 0) / times.length),
    test_duration_seconds: roundTo(scoredDurationMs / 1000, 2),
    correct_answers: correct.length,
    total_questions: answers.length,
    detailed_answers: answers,
    dortlu_yatay_accuracy_percentage: byFormat.dortlu_yatay_accuracy_percentage,
    dortlu_kare_accuracy_percentage: byFormat.dortlu_kare_accuracy_percentage,
    altili_kare_accuracy_percentage: byFormat.altili_kare_accuracy_percentage,
    l_format_accuracy_percentage: byFormat.l_format_accuracy_percentage,
    dokuzlu_format_accuracy_percentage: byFormat.dokuzlu_format_accuracy_percentage,
  };
}
