// The launcher's calls (spec 3 §7 "Exercises"): user lookup, the trainer's students, progress
// (select by email and exercise_type; upsert on that pair) and the attempt record the tracking
// portal reads. All through lms-integration with the link's key: the public launcher has no login
// and the database refuses anon access to these tables.
import type { ExerciseProgress } from '@akademi/shared/domain';
import { lmsCall, type ConsentStatus, type LmsResult } from '@akademi/shared';

export interface LauncherUser {
  id: string;
  email: string;
  roles: string[];
  first_name: string | null;
  last_name: string | null;
  /** a student's guardian consent state (issue 26) */
  consent_status?: ConsentStatus;
}

export interface PickerStudent {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  /** guardian consent state from lms-integration (issue 26); absent from older servers */
  consent_status?: ConsentStatus;
}

export function getUserByEmail(email: string, accessKey: string): Promise<LmsResult<{ user: LauncherUser }>> {
  return lmsCall('get-user-id', { email, access_key: accessKey });
}

export function getTrainerStudents(trainerId: string, accessKey: string): Promise<LmsResult<{ students: PickerStudent[] }>> {
  return lmsCall('get-students', { trainer_id: trainerId, access_key: accessKey });
}

export function loadProgress(email: string, exerciseType: string, accessKey: string): Promise<LmsResult<{ progress: Record<string, unknown> | null }>> {
  return lmsCall('get-progress', { email, exercise_type: exerciseType, access_key: accessKey });
}

export interface ProgressOwner {
  /** the student's email (progress is saved under it) */
  email: string;
  /** set when a trainer plays for the student */
  educatorEmail: string | null;
}

export function saveProgress(owner: ProgressOwner, exerciseType: string, progress: ExerciseProgress, accessKey: string): Promise<LmsResult<unknown>> {
  return lmsCall('save-progress', {
    access_key: accessKey,
    email: owner.email,
    exercise_type: exerciseType,
    ...progress,
    played_by_educator_email: owner.educatorEmail,
    played_for_student_email: owner.educatorEmail ? owner.email : null,
  });
}

export interface AttemptRecord {
  exerciseSlug: string;
  exerciseTitle: string;
  sessionId: string | null;
  score: number;
  correct: number | null;
  wrong: number | null;
  level: number;
  settings: Record<string, unknown>;
  durationSeconds: number | null;
}

export function recordAttempt(email: string, attempt: AttemptRecord, accessKey: string): Promise<LmsResult<unknown>> {
  return lmsCall('record-attempt', {
    access_key: accessKey,
    email,
    exercise_slug: attempt.exerciseSlug,
    exercise_title: attempt.exerciseTitle,
    session_id: attempt.sessionId,
    score: attempt.score,
    correct: attempt.correct,
    wrong: attempt.wrong,
    level: attempt.level,
    settings: attempt.settings,
    duration_seconds: attempt.durationSeconds,
  });
}
