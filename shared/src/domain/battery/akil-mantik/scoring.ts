// Akıl-Mantık (logic) answer scoring and summary fields — the pure functions the Akıl-Mantık page
// stores with its row and the database recomputes on every insert/update against its answer key
// (akil_mantik_derive_scores and the akil_mantik_items table, migrations 20261124000120 and …0130; parity
// test supabase/tests/schema/derived-scores.test.ts). Documented in docs/tests/akil-mantik.md.
import { roundTo } from '../../numbers.ts';

/** Spec 2 §5: faster answers are implausible (no time to look): stored, flagged, scored incorrect. */
export const LOGIC_MIN_PLAUSIBLE_RT_MS = 150;

export type LogicFormat = 'dortlu_yatay' | 'dortlu_kare' | 'altili_kare' | 'l_format' | 'dokuzlu';
export const LOGIC_FORMATS: readonly LogicFormat[] = ['dortlu_yatay', 'dortlu_kare', 'altili_kare', 'l_format', 'dokuzlu'];

/** What scoring needs of an item: its answer key (the page's LogicItem has these fields). */
export interface LogicItemKey {
  id: string;
  format: LogicFormat;
  /** 0-based index of the correct option */
  correctIndex: number;
  options: readonly unknown[];
  /** per option: the attribute (= rule) it breaks; null for the correct option */
  optionBreaks: readonly (string | null)[];
}

/** One stored answer (detailed_answers[n]). */
export interface LogicAnswer<Rule extends string = string> {
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
  brokenRule: Rule | null;
  /** answer faster than LOGIC_MIN_PLAUSIBLE_RT_MS */
  implausible: boolean;
  focusLost: boolean;
  droppedFrames: boolean;
}

export interface LogicIntegrityFlags {
  focusLost: boolean;
  droppedFrames: boolean;
}

const NO_FLAGS: LogicIntegrityFlags = { focusLost: false, droppedFrames: false };

/**
 * `chosen` is the 0-based option index, `rtMs` the response time in ms (rounded to 1 ms and never
 * below 0 when stored). Correct = the item's correct option, answered in at least 150 ms — the
 * database applies the same rule to the stored answer and its own answer key.
 */
export function scoreLogicAnswer<Rule extends string>(
  item: LogicItemKey & { optionBreaks: readonly (Rule | null)[] },
  n: number,
  chosen: number,
  rtMs: number,
  flags: LogicIntegrityFlags = NO_FLAGS,
): LogicAnswer<Rule> {
  const ms = Math.max(0, Math.round(rtMs));
  const implausible = !(ms >= LOGIC_MIN_PLAUSIBLE_RT_MS);
  const right = chosen === item.correctIndex;
  return {
    n,
    itemId: item.id,
    format: item.format,
    responseTime: ms / 1000,
    isCorrect: right && !implausible,
    chosenOption: chosen + 1,
    correctOption: item.correctIndex + 1,
    optionCount: item.options.length,
    brokenRule: item.optionBreaks[chosen] ?? null,
    implausible,
    ...flags,
  };
}

export interface LogicRowFields<Rule extends string = string> {
  success_rate: number;
  avg_response_time_ms: number | null;
  test_duration_seconds: number;
  correct_answers: number;
  total_questions: number;
  detailed_answers: LogicAnswer<Rule>[];
  dortlu_yatay_accuracy_percentage: number | null;
  dortlu_kare_accuracy_percentage: number | null;
  altili_kare_accuracy_percentage: number | null;
  l_format_accuracy_percentage: number | null;
  dokuzlu_format_accuracy_percentage: number | null;
}

/** Column of each format's accuracy (spec 2 §3 names). */
export const LOGIC_FORMAT_COLUMNS = {
  dortlu_yatay: 'dortlu_yatay_accuracy_percentage',
  dortlu_kare: 'dortlu_kare_accuracy_percentage',
  altili_kare: 'altili_kare_accuracy_percentage',
  l_format: 'l_format_accuracy_percentage',
  dokuzlu: 'dokuzlu_format_accuracy_percentage',
} as const satisfies Record<LogicFormat, keyof LogicRowFields>;

const percent = (part: number, whole: number): number => (whole === 0 ? 0 : roundTo((part / whole) * 100, 2));

/**
 * success_rate = correct / answered items × 100 (2 decimals); per format the same over that
 * format's items (null when the format had no item); avg_response_time_ms = mean time of the
 * correct (hence plausible) answers in whole ms, rounded to 1 ms, null with none; duration =
 * scored block wall time in seconds (2 decimals).
 */
export function logicFields<Rule extends string>(answers: LogicAnswer<Rule>[], scoredDurationMs: number): LogicRowFields<Rule> {
  const correct = answers.filter((a) => a.isCorrect);
  const times = correct.map((a) => Math.round(a.responseTime * 1000));
  const ofFormat = (f: LogicFormat): number | null => {
    const of = answers.filter((a) => a.format === f);
    return of.length === 0 ? null : percent(of.filter((a) => a.isCorrect).length, of.length);
  };
  return {
    success_rate: percent(correct.length, answers.length),
    avg_response_time_ms: times.length === 0 ? null : Math.round(times.reduce((s, t) => s + t, 0) / times.length),
    test_duration_seconds: roundTo(scoredDurationMs / 1000, 2),
    correct_answers: correct.length,
    total_questions: answers.length,
    detailed_answers: answers,
    dortlu_yatay_accuracy_percentage: ofFormat('dortlu_yatay'),
    dortlu_kare_accuracy_percentage: ofFormat('dortlu_kare'),
    altili_kare_accuracy_percentage: ofFormat('altili_kare'),
    l_format_accuracy_percentage: ofFormat('l_format'),
    dokuzlu_format_accuracy_percentage: ofFormat('dokuzlu'),
  };
}
