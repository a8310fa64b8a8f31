// Pure shaping of tracking data for the LMS calls (spec 3 §3 "Tracking student", "Exercise
// record per student", "Attempt history entry"). Unit-tested in tests/functions/lms-summaries.test.ts.

export interface StudentExerciseRow {
  id: string;
  student_id: string;
  exercise_slug: string;
  exercise_title: string | null;
  lms_session_id: string | null;
  total_sessions: number | null;
  total_time_seconds: number | null;
  max_level_reached: number | null;
  accuracy_percentage: number | string | null;
  last_played_at: string | null;
  detailed_stats: Record<string, unknown> | null;
  user_settings: Record<string, unknown> | null;
}

export interface ExerciseAttemptRow {
  student_exercise_id: string;
  played_at: string | null;
  score: number | string | null;
  correct: number | null;
  wrong: number | null;
  accuracy: number | string | null;
  level: number | null;
  settings: Record<string, unknown> | null;
}

export interface StudentTotals {
  total_exercises: number;
  total_sessions: number;
  total_time_minutes: number;
  avg_success_rate: number | null;
}

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * Totals over one student's exercise records: count of exercises, sum of sessions, minutes
 * (rounded sum of seconds / 60, like spec 3 §3's session groups) and the rounded mean accuracy
 * of the exercises that have one (null when none has).
 */
export function studentTotals(rows: Pick<StudentExerciseRow, 'total_sessions' | 'total_time_seconds' | 'accuracy_percentage'>[]): StudentTotals {
  let sessions = 0;
  let seconds = 0;
  let accSum = 0;
  let accCount = 0;
  for (const r of rows) {
    sessions += num(r.total_sessions) ?? 0;
    seconds += num(r.total_time_seconds) ?? 0;
    const acc = num(r.accuracy_percentage);
    if (acc !== null) {
      accSum += acc;
      accCount += 1;
    }
  }
  return {
    total_exercises: rows.length,
    total_sessions: sessions,
    total_time_minutes: Math.round(seconds / 60),
    avg_success_rate: accCount > 0 ? Math.round(accSum / accCount) : null,
  };
}

/** Guardian consent state (issue 26): 'onayli' | 'bekliyor' | 'geri_cekildi'. */
export type ConsentState = 'onayli' | 'bekliyor' | 'geri_cekildi';

/** The state from a student's guardian_consents rows (any order). */
export function consentStateOf(rows: readonly { withdrawn_at: string | null }[]): ConsentState {
  if (rows.some((r) => r.withdrawn_at === null)) return 'onayli';
  return rows.length > 0 ? 'geri_cekildi' : 'bekliyor';
}

export interface TrackingStudent extends StudentTotals {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  school_name: string | null;
  grade_level: string | null;
  consent_status: ConsentState;
}

/** demographic_info value of a key or its alias (spec 1 §3). */
function demo(info: unknown, key: string, alias: string): string | null {
  if (!info || typeof info !== 'object') return null;
  const o = info as Record<string, unknown>;
  const v = o[key] ?? o[alias];
  return v === undefined || v === null || v === '' ? null : String(v);
}

export function trackingStudent(
  user: { id: string; first_name: string | null; last_name: string | null; email: string | null; demographic_info?: unknown },
  exercises: Pick<StudentExerciseRow, 'total_sessions' | 'total_time_seconds' | 'accuracy_percentage'>[],
  consent: ConsentState = 'bekliyor',
): TrackingStudent {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    school_name: demo(user.demographic_info, 'school_name', 'school'),
    grade_level: demo(user.demographic_info, 'grade_level', 'grade'),
    consent_status: consent,
    ...studentTotals(exercises),
  };
}

export interface HistoryEntry {
  timestamp: string | null;
  score: number | null;
  correct: number | null;
  wrong: number | null;
  accuracy: number | null;
  level: number | null;
  settings: Record<string, unknown>;
}

export interface ExerciseRecord {
  exercise_slug: string;
  exercise_title: string | null;
  session_id: string | null;
  total_sessions: number;
  total_time_seconds: number;
  max_level_reached: number | null;
  accuracy_percentage: number | null;
  last_played_at: string | null;
  session_history: HistoryEntry[];
  detailed_stats: Record<string, unknown>;
  user_settings: Record<string, unknown>;
}

const time = (s: string | null): number => (s ? Date.parse(s) || 0 : 0);

/** One exercise record with its attempts newest first. */
export function exerciseRecord(row: StudentExerciseRow, attempts: ExerciseAttemptRow[]): ExerciseRecord {
  const history = attempts
    .filter((a) => a.student_exercise_id === row.id)
    .sort((a, b) => time(b.played_at) - time(a.played_at))
    .map((a) => ({
      timestamp: a.played_at,
      score: num(a.score),
      correct: num(a.correct),
      wrong: num(a.wrong),
      accuracy: num(a.accuracy),
      level: num(a.level),
      settings: a.settings ?? {},
    }));
  return {
    exercise_slug: row.exercise_slug,
    exercise_title: row.exercise_title,
    session_id: row.lms_session_id,
    total_sessions: num(row.total_sessions) ?? 0,
    total_time_seconds: num(row.total_time_seconds) ?? 0,
    max_level_reached: num(row.max_level_reached),
    accuracy_percentage: num(row.accuracy_percentage),
    last_played_at: row.last_played_at,
    session_history: history,
    detailed_stats: row.detailed_stats ?? {},
    user_settings: row.user_settings ?? {},
  };
}
