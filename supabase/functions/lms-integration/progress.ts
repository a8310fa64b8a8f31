// lms-integration routes for the exercises launcher's progress and attempts (spec 3 §2.7, §4, §7).
// The launcher has no app login and the database refuses anon access to exercise_progress,
// student_exercises and exercise_attempts, so these calls go through the function, behind the
// access key, with the checks the RLS policies would make:
//   get-progress  {email, exercise_type}                                  → {success, progress|null}
//   save-progress {email, exercise_type, current_level, …}                → {success, progress}
//   record-attempt {email, exercise_slug, exercise_title?, session_id?, score, correct, wrong, level, settings?, duration_seconds?}
//                                                                         → {success}
// With a per-trainer link (access.ts) progress and attempts only for the trainer's own students
// (or the trainer themself), and played_by_educator_email can only be the trainer's; with the
// legacy shared key (opt-in) anyone registered. Database errors reach the client only as the clear
// messages of _shared/db-errors.ts.
import type { SupabaseClient } from '@supabase/supabase-js';
import { MATH_LEVEL_COUNT } from '@akademi/shared/domain/math/levels.ts';
import { isEmbeddedExerciseType } from '@akademi/shared/domain/tracking/exercise-catalog.ts';
import { dbError } from '../_shared/db-errors.ts';
import { HttpError } from '../_shared/http.ts';
import { optionalText, requireEmail } from '../_shared/validators.ts';
import { linkUserByEmail, lmsUserByEmail, logLmsLook, MSG_NOT_MANAGED, sameEmail, type LmsAccess } from './access.ts';

export const MSG_EXERCISE_TYPE = 'exercise_type gerekli';
/** issue 28 §4: a save may unlock at most the next level. */
export const MSG_LEVEL_SKIP = 'Seviyeler sırayla açılır: bir kayıtta en fazla bir sonraki seviyeye geçilebilir';

const PROGRESS_COLUMNS =
  'email, user_id, exercise_type, current_level, max_level_reached, total_score, level_scores, level_attempts, played_by_educator_email, played_for_student_email, updated_at';

/** The registered user with this e-mail whom the caller may act on (404 otherwise; access.ts). */
async function requireRegistered(admin: SupabaseClient, email: string, access: LmsAccess): Promise<{ id: string; email: string }> {
  const user = await lmsUserByEmail(admin, access, email);
  return { id: user.id, email: user.email ?? email };
}

function requireType(value: unknown, message = MSG_EXERCISE_TYPE): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 100) throw new HttpError(400, message);
  return value.trim();
}

export async function getProgress(admin: SupabaseClient, body: Record<string, unknown>, access: LmsAccess): Promise<Record<string, unknown>> {
  const email = requireEmail(body.email).toLowerCase();
  const type = requireType(body.exercise_type);
  if (access.mode === 'link') await linkUserByEmail(admin, access.trainer, email);
  const { data, error } = await admin.from('exercise_progress').select(PROGRESS_COLUMNS).eq('email', email).eq('exercise_type', type).limit(1);
  if (error) throw new Error(`exercise_progress lookup failed: ${error.message}`);
  const progress = ((data ?? []) as { user_id?: string | null }[])[0] ?? null;
  // issue 26 §2: a look at the student's progress is recorded
  if (progress?.user_id) await logLmsLook(admin, progress.user_id, 'results', access.mode === 'link' ? access.trainer.id : null);
  return { success: true, progress };
}

const int = (v: unknown, fallback: number, min = 0): number => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? Math.max(min, Math.trunc(n)) : fallback;
};
const numberMap = (v: unknown): Record<string, number> => {
  const out: Record<string, number> = {};
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    for (const [k, x] of Object.entries(v)) if (typeof x === 'number' && Number.isFinite(x)) out[k] = x;
  }
  return out;
};
const optEmail = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? requireEmail(v).toLowerCase() : null);

/** The maths exercise's level rule: a save opens at most the level after the highest one reached
 *  so far (and none past the last), never lowers it (a replay of level 1 keeps the maximum), and
 *  the current level is an open one. */
async function checkMathLevels(
  admin: SupabaseClient,
  email: string,
  type: string,
  row: { current_level: number; max_level_reached: number },
): Promise<void> {
  const { data: stored, error } = await admin.from('exercise_progress').select('max_level_reached').eq('email', email).eq('exercise_type', type).maybeSingle();
  if (error) throw dbError('lms-integration', error);
  const reached = (stored as { max_level_reached: number } | null)?.max_level_reached ?? 1;
  if (row.max_level_reached > Math.min(reached + 1, MATH_LEVEL_COUNT)) throw new HttpError(422, MSG_LEVEL_SKIP);
  row.max_level_reached = Math.max(reached, row.max_level_reached);
  if (row.current_level > row.max_level_reached) throw new HttpError(422, MSG_LEVEL_SKIP);
}

/** Upsert on (email, exercise_type) (spec 3 §7). */
export async function saveProgress(admin: SupabaseClient, body: Record<string, unknown>, access: LmsAccess): Promise<Record<string, unknown>> {
  const email = requireEmail(body.email).toLowerCase();
  await requireRegistered(admin, email, access);
  const type = requireType(body.exercise_type);
  const current = int(body.current_level, 1, 1);
  const row = {
    email,
    exercise_type: type,
    current_level: current,
    max_level_reached: Math.max(current, int(body.max_level_reached, 1, 1)),
    total_score: int(body.total_score, 0, Number.MIN_SAFE_INTEGER),
    level_scores: numberMap(body.level_scores),
    level_attempts: numberMap(body.level_attempts),
    played_by_educator_email: optEmail(body.played_by_educator_email),
    played_for_student_email: optEmail(body.played_for_student_email),
  };
  // with a link, the only educator who can have played is the link's trainer
  if (access.mode === 'link' && row.played_by_educator_email !== null && !sameEmail(row.played_by_educator_email, access.trainer.email)) {
    throw new HttpError(403, MSG_NOT_MANAGED);
  }
  // The level rule (issue 28 §4) where the launcher itself decides the levels — the maths exercise
  // (spec 3 §4: 3 of 5 correct opens the next level, at most 10). The embedded exercises app (spec 3
  // §2.7) reports its own levels (LEVEL_PROGRESS), which the host cannot check. The database lets
  // only this function (service role) write progress.
  if (!isEmbeddedExerciseType(type)) await checkMathLevels(admin, email, type, row);
  const { data, error } = await admin.from('exercise_progress').upsert(row, { onConflict: 'email,exercise_type' }).select(PROGRESS_COLUMNS);
  if (error) throw dbError('lms-integration', error);
  return { success: true, progress: ((data ?? []) as unknown[])[0] ?? null };
}

const optNum = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * One finished play of an exercise for a student: the per-student exercise record (one per
 * student, slug and LMS session) is created or its totals raised, and the attempt is added to
 * its history — what the tracking portal reads through get-student-sessions.
 */
export async function recordAttempt(admin: SupabaseClient, body: Record<string, unknown>, access: LmsAccess): Promise<Record<string, unknown>> {
  const email = requireEmail(body.email).toLowerCase();
  const student = await requireRegistered(admin, email, access);
  const slug = requireType(body.exercise_slug, 'exercise_slug gerekli');
  const title = typeof body.exercise_title === 'string' && body.exercise_title.trim() !== '' ? body.exercise_title.trim() : null;
  const sessionId = optionalText(body.session_id);
  const level = optNum(body.level);
  const correct = optNum(body.correct);
  const wrong = optNum(body.wrong);
  const duration = optNum(body.duration_seconds);
  const accuracy = optNum(body.accuracy) ?? (correct !== null && wrong !== null && correct + wrong > 0 ? Math.round((correct / (correct + wrong)) * 100) : null);
  const settings = body.settings && typeof body.settings === 'object' && !Array.isArray(body.settings) ? (body.settings as Record<string, unknown>) : {};
  const playedAt = new Date().toISOString();

  let q = admin.from('student_exercises').select('id, total_sessions, total_time_seconds, max_level_reached').eq('student_id', student.id).eq('exercise_slug', slug);
  q = sessionId === null ? q.is('lms_session_id', null) : q.eq('lms_session_id', sessionId);
  const { data: found, error } = await q.limit(1);
  if (error) throw new Error(`student_exercises lookup failed: ${error.message}`);
  const existing = ((found ?? []) as { id: string; total_sessions: number; total_time_seconds: number; max_level_reached: number }[])[0];
  let recordId: string;
  const seconds = duration !== null ? Math.max(0, Math.round(duration)) : 0;
  if (existing) {
    const { error: upError } = await admin
      .from('student_exercises')
      .update({
        total_sessions: existing.total_sessions + 1,
        total_time_seconds: existing.total_time_seconds + seconds,
        max_level_reached: Math.max(existing.max_level_reached, level ?? 1),
        accuracy_percentage: accuracy,
        last_played_at: playedAt,
        user_settings: settings,
        ...(title ? { exercise_title: title } : {}),
      })
      .eq('id', existing.id);
    if (upError) throw dbError('lms-integration', upError);
    recordId = existing.id;
  } else {
    const { data: created, error: inError } = await admin
      .from('student_exercises')
      .insert({
        student_id: student.id,
        exercise_slug: slug,
        exercise_title: title,
        lms_session_id: sessionId,
        total_sessions: 1,
        total_time_seconds: seconds,
        max_level_reached: Math.max(1, level ?? 1),
        accuracy_percentage: accuracy,
        last_played_at: playedAt,
        user_settings: settings,
      })
      .select('id');
    if (inError) throw dbError('lms-integration', inError);
    const row = ((created ?? []) as { id: string }[])[0];
    if (!row) throw new Error('student_exercises insert returned no row');
    recordId = row.id;
  }
  const { error: atError } = await admin.from('exercise_attempts').insert({
    student_exercise_id: recordId,
    played_at: playedAt,
    score: optNum(body.score),
    correct,
    wrong,
    accuracy,
    level,
    settings,
    duration_seconds: duration !== null ? Math.round(duration) : null,
  });
  if (atError) throw dbError('lms-integration', atError);
  return { success: true };
}
