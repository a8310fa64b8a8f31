// Spec 1 §9 "average success is the rounded mean of the result scores (the cognitive score is the
// mean of the six skill scores)". The four result types keep their totals on different scales
// (Burdon and d2 raw counts, survey 40–160), so each result is first put on one 0–100 "success
// percentage" (our rule, docs/decisions.md), and the dashboard card averages those.

import { burdonPerformancePercentage, type BurdonTotals } from './battery/burdon/scoring.ts';
import { COGNITIVE_SCORE_KEYS, type CognitiveScores } from './cognitive/aggregate.ts';
import { d2ResultScores, type D2StoredColumns } from './battery/d2/scoring.ts';
import { clamp, meanOf, toNumber, toNumberOrNull } from './numbers.ts';
import { surveyPercentage } from './survey/parent-survey.ts';
import type { ActivityTestType } from './activity.ts';

/** The columns the success percentage reads, per table (select them from the database). */
export const SUCCESS_COLUMNS: Readonly<Record<ActivityTestType, string>> = {
  cognitive: COGNITIVE_SCORE_KEYS.join(', '),
  burdon: 'total_correct, total_wrong, total_missed',
  d2: 'total_items_processed, total_errors, omission_errors, commission_errors',
  parent_survey: 'total_score',
};

export type SuccessRow = CognitiveScores &
  BurdonTotals &
  D2StoredColumns & {
    total_score?: number | string | null;
  };

/**
 * One result's success on 0–100 (unrounded), or null when the row carries nothing to score:
 * - cognitive: mean of the available six skill scores;
 * - burdon: performance % = correct / (correct + wrong + missed) × 100 (spec 3 §3);
 * - d2: 100 − error % (E / TN × 100, spec 3 §5), null when nothing was processed;
 * - parent_survey: (total − 40) / (160 − 40) × 100.
 * Always clamped to 0–100.
 */
export function successPercentage(type: ActivityTestType, row: SuccessRow): number | null {
  let value: number | null;
  switch (type) {
    case 'cognitive':
      value = meanOf(COGNITIVE_SCORE_KEYS.map((k) => toNumberOrNull(row[k])));
      break;
    case 'burdon':
      value = toNumber(row.total_correct) + toNumber(row.total_wrong) + toNumber(row.total_missed) > 0 ? burdonPerformancePercentage(row) : null;
      break;
    case 'd2': {
      const scores = d2ResultScores(row);
      value = scores.TN > 0 ? 100 - scores.errorPercentage : null;
      break;
    }
    case 'parent_survey':
      value = surveyPercentage(row.total_score);
      break;
  }
  return value === null ? null : clamp(value, 0, 100);
}

/** 'Başarı Ortalaması' / 'Bölge Performansı': rounded mean of the success percentages; null when none. */
export function averageSuccessPercentage(results: readonly { type: ActivityTestType; row: SuccessRow }[]): number | null {
  const mean = meanOf(results.map(({ type, row }) => successPercentage(type, row)));
  return mean === null ? null : Math.round(mean);
}
