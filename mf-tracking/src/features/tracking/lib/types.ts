// Shapes of the lms-integration answers the portal reads (spec 3 §3 "Tracking student",
// "Exercise record per student", student_notes).
import type { ConsentStatus } from '@akademi/shared';
import type { AttemptEntry, TrackingExercise } from '@akademi/shared/domain';

export interface TrackingTrainer {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email?: string | null;
}

export interface TrackingStudent {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  school_name: string | null;
  school?: string | null;
  grade_level: string | null;
  /** guardian consent state (issue 26); absent from older servers */
  consent_status?: ConsentStatus;
  total_exercises: number;
  total_sessions: number;
  total_time_minutes: number;
  avg_success_rate: number | null;
}

export interface TrackingExerciseRecord extends TrackingExercise {
  exercise_slug: string;
  session_history?: AttemptEntry[];
}

export type NoteLevel = 'student' | 'session' | 'exercise' | 'test_result' | 'group';

export interface NoteScopeArgs {
  level: NoteLevel;
  sessionId?: string | null;
  whiteExerciseId?: string | null;
  exerciseSlug?: string | null;
  sessionIndex?: number | null;
}

export interface NoteRow {
  id: string;
  note_text: string;
  created_at: string;
  updated_at?: string;
}
