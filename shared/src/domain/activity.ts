// Student activities and recent-activity lists (spec 3 §2.9, §3 "Activity item", §9 "Activity
// score"; spec 1 §9 "average success").

import { cognitiveMeanScore, type CognitiveScores } from './cognitive/aggregate.ts';
import { meanOf, toEpochMs, toNumberOrNull } from './numbers.ts';
import { foldTr, formatNumber, formatPercent } from '../format/turkish.ts';

export const ACTIVITY_TEST_TYPES = ['cognitive', 'burdon', 'd2', 'parent_survey'] as const;
export type ActivityTestType = (typeof ACTIVITY_TEST_TYPES)[number];

/** Spec 3 §9 test labels. */
export const ACTIVITY_TEST_LABELS: Readonly<Record<ActivityTestType, string>> = {
  cognitive: 'Bilişsel Beceriler Testi',
  burdon: 'Burdon Testi',
  d2: 'D2 Testi',
  parent_survey: 'Veli Anketi',
};

/** Spec 3 §3: an activity whose student cannot be resolved. */
export const UNKNOWN_ACTIVITY_STUDENT = 'Bilinmeyen';

export interface ActivityResultRow extends CognitiveScores {
  id: string;
  student_id: string;
  created_at: string;
  total_score?: number | string | null;
}

export interface ActivityItem {
  /** type prefix plus result id, e.g. 'burdon-…' */
  id: string;
  result_id: string;
  student_id: string;
  student_name: string;
  test_type: ActivityTestType;
  score: number | null;
  created_at: string;
  /** An unfinished cognitive battery (issue 25 §3): sub-tests stored of the five. */
  progress?: { completed: number; total: number };
  /** Who started an unfinished battery ('Zeynep Çelik'), when the caller may see them. */
  started_by?: string | null;
}

/** Issue 25 §3: '3/5 tamamlandı'. */
export function batteryProgressLabel(completed: number, total: number): string {
  return `${completed}/${total} tamamlandı`;
}

/** A row of public.incomplete_batteries (dates, names and counts; no scores). */
export interface IncompleteBatteryRow {
  session_id: string;
  student_id: string;
  started_at: string;
  started_by_first_name: string | null;
  started_by_last_name: string | null;
  completed_count: number;
  total_count: number;
}

/** An unfinished battery as an Aktiviteler item: no score, its progress and who started it. */
export function toIncompleteBatteryItem(row: IncompleteBatteryRow, studentName?: string | null): ActivityItem {
  const name = studentName?.trim();
  const by = [row.started_by_first_name, row.started_by_last_name].map((p) => (p ?? '').trim()).filter(Boolean).join(' ');
  return {
    id: `cognitive-incomplete-${row.session_id}`,
    result_id: row.session_id,
    student_id: row.student_id,
    student_name: name ? name : UNKNOWN_ACTIVITY_STUDENT,
    test_type: 'cognitive',
    score: null,
    created_at: row.started_at,
    progress: { completed: row.completed_count, total: row.total_count },
    started_by: by || null,
  };
}

/**
 * Spec 3 §9: cognitive → rounded mean of the available six sub-scores (null when none);
 * other tests → rounded total_score, null when missing or zero.
 */
export function activityScore(type: ActivityTestType, row: ActivityResultRow): number | null {
  if (type === 'cognitive') return cognitiveMeanScore(row);
  const total = toNumberOrNull(row.total_score);
  if (total === null || total === 0) return null;
  return Math.round(total);
}

/**
 * How an activity score reads (issue 17 "honest units"): the cognitive score is a mean of 0–100
 * skill scores, shown as a percentage ('%72'); Burdon, d2 and the parent survey store raw totals,
 * shown as points ('516 puan'), never as a percentage. Used by the dashboard and Aktiviteler alike.
 */
export function formatActivityScore(type: ActivityTestType, score: number | null): string {
  if (score === null) return '-';
  return type === 'cognitive' ? formatPercent(score) : `${formatNumber(score, 0)} puan`;
}

export function activityItemId(type: ActivityTestType, resultId: string): string {
  return `${type}-${resultId}`;
}

export function toActivityItem(type: ActivityTestType, row: ActivityResultRow, studentName?: string | null): ActivityItem {
  const name = studentName?.trim();
  return {
    id: activityItemId(type, row.id),
    result_id: row.id,
    student_id: row.student_id,
    student_name: name ? name : UNKNOWN_ACTIVITY_STUDENT,
    test_type: type,
    score: activityScore(type, row),
    created_at: row.created_at,
  };
}

/** Newest first (unparsable dates last), then the first `limit` (all when omitted). */
export function mergeActivities<T extends { created_at: string | null | undefined }>(lists: readonly (readonly T[])[], limit?: number): T[] {
  const time = (item: T) => {
    const ms = toEpochMs(item.created_at);
    return Number.isFinite(ms) ? ms : -Infinity;
  };
  const merged = lists.flat().sort((a, b) => time(b) - time(a));
  return limit === undefined ? merged : merged.slice(0, Math.max(0, limit));
}

/** Spec 3 §2.9 filter: student-name substring (case and Turkish diacritics ignored, issue 25 §4) and test type ('all' for every type). */
export function filterActivities(items: readonly ActivityItem[], search: string, type: ActivityTestType | 'all'): ActivityItem[] {
  const needle = foldTr(search.trim());
  return items.filter((item) => (type === 'all' || item.test_type === type) && (!needle || foldTr(item.student_name).includes(needle)));
}

/**
 * Spec 1 §9 "Başarı Ortalaması": the rounded mean of the result scores (each cognitive result
 * counts with the mean of its six skill scores). null when no result has a score.
 */
export function averageSuccess(scores: readonly (number | null | undefined)[]): number | null {
  const mean = meanOf(scores);
  return mean === null ? null : Math.round(mean);
}
