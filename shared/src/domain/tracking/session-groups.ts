// Tracking portal: exercises grouped by LMS session and attempt history (spec 3 §2.8, §3
// "Derived session group", "Attempt history entry").

import { toEpochMs, toNumber } from '../numbers.ts';
import { isRecord } from '../../guards.ts';

/** Spec 3 §3: the group of exercises without a session. */
export const NO_SESSION_ID = 'no-session';
export const NO_SESSION_NAME = 'Oturumsuz Egzersizler';
export const UNKNOWN_DATE_TEXT = 'Tarih bilinmiyor';
export const INVALID_DATE_TEXT = 'Geçersiz tarih';

export interface TrackingExercise {
  exercise_slug?: string | null;
  exercise_title?: string | null;
  session_id?: string | number | null;
  total_sessions?: number | string | null;
  total_time_seconds?: number | string | null;
  max_level_reached?: number | string | null;
  accuracy_percentage?: number | string | null;
  last_played_at?: string | null;
  updated_at?: string | null;
  session_history?: unknown;
  detailed_stats?: unknown;
  user_settings?: unknown;
}

export interface SessionGroup<T extends TrackingExercise = TrackingExercise> {
  session_id: string;
  session_name: string;
  total_exercises: number;
  /** sum of the exercises' total_sessions */
  total_attempts: number;
  /** rounded sum of seconds / 60 */
  total_time_minutes: number;
  exercises: T[];
}

export function sessionGroupName(sessionId: string): string {
  return sessionId === NO_SESSION_ID ? NO_SESSION_NAME : `Oturum ${sessionId}`;
}

/** Totals of a list of exercise records (student, session and exercise detail headers). */
export function exerciseTotals(exercises: readonly TrackingExercise[]): {
  total_exercises: number;
  total_attempts: number;
  total_time_minutes: number;
  max_level: number;
} {
  const seconds = exercises.reduce((s, e) => s + toNumber(e.total_time_seconds), 0);
  return {
    total_exercises: exercises.length,
    total_attempts: exercises.reduce((s, e) => s + toNumber(e.total_sessions), 0),
    total_time_minutes: Math.round(seconds / 60),
    max_level: exercises.reduce((m, e) => Math.max(m, toNumber(e.max_level_reached)), 0),
  };
}

/**
 * Groups exercise records by session_id ('no-session' when missing). Groups are sorted by
 * session id (natural order: 2 before 10) with the no-session group last.
 */
export function groupExercisesBySession<T extends TrackingExercise>(exercises: readonly T[]): SessionGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const exercise of exercises) {
    const raw = exercise.session_id;
    const id = raw === null || raw === undefined || String(raw).trim() === '' ? NO_SESSION_ID : String(raw);
    const list = groups.get(id);
    if (list) list.push(exercise);
    else groups.set(id, [exercise]);
  }
  const result = [...groups.entries()].map(([sessionId, list]): SessionGroup<T> => {
    const totals = exerciseTotals(list);
    return {
      session_id: sessionId,
      session_name: sessionGroupName(sessionId),
      total_exercises: totals.total_exercises,
      total_attempts: totals.total_attempts,
      total_time_minutes: totals.total_time_minutes,
      exercises: list,
    };
  });
  return result.sort((a, b) => {
    if (a.session_id === NO_SESSION_ID) return b.session_id === NO_SESSION_ID ? 0 : 1;
    if (b.session_id === NO_SESSION_ID) return -1;
    return a.session_id.localeCompare(b.session_id, 'tr-TR', { numeric: true });
  });
}

export interface AttemptEntry {
  timestamp?: string | number | null;
  date?: string | number | null;
  session_end?: string | number | null;
  session_start?: string | number | null;
  score?: number | null;
  correct?: number | null;
  wrong?: number | null;
  accuracy?: number | null;
  level?: number | null;
  settings?: Record<string, unknown> | null;
}

/** The date of an attempt: timestamp, else date, else session_end, else session_start. */
export function attemptDateValue(entry: AttemptEntry): string | number | null {
  for (const key of ['timestamp', 'date', 'session_end', 'session_start'] as const) {
    const v = entry[key];
    if (v !== null && v !== undefined && v !== '') return v;
  }
  return null;
}

function attemptTime(entry: AttemptEntry): number {
  const v = attemptDateValue(entry);
  return v === null ? NaN : toEpochMs(v);
}

/** The attempt history of an exercise record (session_history, else detailed_stats.session_history). */
export function attemptHistoryOf(exercise: TrackingExercise): AttemptEntry[] {
  const own = exercise.session_history;
  const nested = isRecord(exercise.detailed_stats) ? exercise.detailed_stats.session_history : undefined;
  const list = Array.isArray(own) ? own : Array.isArray(nested) ? nested : [];
  return list.filter((e): e is AttemptEntry => typeof e === 'object' && e !== null);
}

/** Newest first; attempts without a usable date keep their order at the end. */
export function sortAttemptsNewestFirst<T extends AttemptEntry>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index, time: attemptTime(entry) }))
    .sort((a, b) => {
      const aOk = Number.isFinite(a.time);
      const bOk = Number.isFinite(b.time);
      if (aOk && bOk) return b.time - a.time || a.index - b.index;
      if (aOk !== bOk) return aOk ? -1 : 1;
      return a.index - b.index;
    })
    .map((x) => x.entry);
}

const DATE_TIME_FORMAT = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});

/** '22.11.2026 13:00' (Turkey time), 'Tarih bilinmiyor' without a date, 'Geçersiz tarih' when unparsable. */
export function attemptDateLabel(entry: AttemptEntry): string {
  const value = attemptDateValue(entry);
  if (value === null) return UNKNOWN_DATE_TEXT;
  const ms = toEpochMs(value);
  return Number.isFinite(ms) ? DATE_TIME_FORMAT.format(new Date(ms)) : INVALID_DATE_TEXT;
}
