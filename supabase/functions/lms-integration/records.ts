// lms-integration routes for the portal's notes and the launcher's progress and attempts
// (spec 3 §2.7, §2.8, §4, §7). The tracking portal and the public exercises launcher have no app
// login, and the database refuses anon access to student_notes, exercise_progress,
// student_exercises and exercise_attempts — so these calls go through the function, behind the
// access key, with the checks the RLS policies would make:
//   get-note      {trainer_id, student_id, note_level, scope…}            → {success, note|null}
//   save-note     {trainer_id, student_id, note_level, note_text, scope…, note_id?} → {success, note, updated}
//   delete-note   {trainer_id, note_id}                                   → {success} (soft: deleted_at)
//   get-progress  {email, exercise_type}                                  → {success, progress|null}
//   save-progress {email, exercise_type, current_level, …}                → {success, progress}
//   record-attempt {email, exercise_slug, exercise_title?, session_id?, score, correct, wrong, level, settings?, duration_seconds?}
//                                                                         → {success}
// With a per-trainer link (access.ts) the trainer is the link's: notes only on the trainer's own
// students (a body trainer_id naming anyone else is 403), progress and attempts only for the
// trainer's own students (or the trainer themself), and played_by_educator_email can only be the
// trainer's. With the legacy shared key (opt-in) the spec's behaviour: the body's trainer_id, who
// must manage the student like public.manages_user (admin → everyone; beyin_antrenoru → students
// they supervise; temsilci → those and their trainers' students). Database errors reach the
// client only as the clear messages of _shared/db-errors.ts.
import type { SupabaseClient } from '@supabase/supabase-js';
import { dbError } from '../_shared/db-errors.ts';
import { HttpError } from '../_shared/http.ts';
import { linkUserByEmail, MSG_NOT_MANAGED, MSG_NOT_REGISTERED, requestedTrainerId, requireLinkStudent, sameEmail, type LmsAccess } from './access.ts';
import { knownRoles } from '../_shared/roles.ts';
import { MATH_LEVEL_COUNT } from '@akademi/shared/domain/math/levels.ts';
import { isEmbeddedExerciseType } from '@akademi/shared/domain/tracking/exercise-catalog.ts';
import { isUuid, requireEmail, requireUuid } from '../_shared/validators.ts';

export const NOTE_LEVELS = ['student', 'session', 'exercise', 'test_result', 'group'] as const;
export type NoteLevel = (typeof NOTE_LEVELS)[number];
export const MSG_TRAINER_MISSING = 'Trainer not logged in. Please reload the tracking page.'; // spec 3 §5
export const MSG_NO_NOTE_TO_UPDATE = 'No note to update'; // spec 3 §5
export const MSG_NO_NOTE_TO_DELETE = 'No note to delete'; // spec 3 §5
export const MSG_NOTE_EMPTY = 'Not metni boş olamaz';
export { MSG_NOT_MANAGED };
export const MSG_BAD_LEVEL = 'Geçersiz not seviyesi';
export const MSG_EXERCISE_TYPE = 'exercise_type gerekli';
/** issue 28 §4: a save may unlock at most the next level. */
export const MSG_LEVEL_SKIP = 'Seviyeler sırayla açılır: bir kayıtta en fazla bir sonraki seviyeye geçilebilir';
export const MAX_NOTE_LENGTH = 5000;

const NOTE_COLUMNS =
  'id, created_by, student_id, note_level, note_text, note_category, note_title, priority_level, tags, metadata, white_exercise_id, exercise_slug, session_index, test_type, test_result_id, created_at, updated_at';
const PROGRESS_COLUMNS =
  'email, user_id, exercise_type, current_level, max_level_reached, total_score, level_scores, level_attempts, played_by_educator_email, played_for_student_email, updated_at';

/** The scope of a note inside its level (spec 3 §7 "student_notes: select filtered by …"). */
export interface NoteScope {
  level: NoteLevel;
  sessionId: string | null;
  whiteExerciseId: string | null;
  exerciseSlug: string | null;
  sessionIndex: number | null;
  testType: string | null;
  testResultId: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null);

export function parseNoteScope(body: Record<string, unknown>): NoteScope {
  const level = body.note_level;
  if (typeof level !== 'string' || !(NOTE_LEVELS as readonly string[]).includes(level)) throw new HttpError(400, MSG_BAD_LEVEL);
  const idx = body.session_index;
  const sessionIndex = typeof idx === 'number' && Number.isInteger(idx) ? idx : typeof idx === 'string' && /^-?\d+$/.test(idx) ? Number(idx) : null;
  const testResultId = str(body.test_result_id);
  return {
    level: level as NoteLevel,
    sessionId: str(body.session_id),
    whiteExerciseId: str(body.white_exercise_id),
    exerciseSlug: str(body.exercise_slug),
    sessionIndex,
    testType: str(body.test_type),
    testResultId: testResultId && isUuid(testResultId) ? testResultId : null,
  };
}

/** Columns written for a new note of this scope. */
export function noteScopeColumns(scope: NoteScope): Record<string, unknown> {
  return {
    note_level: scope.level,
    metadata: scope.level === 'session' && scope.sessionId ? { sessionId: scope.sessionId } : {},
    white_exercise_id: scope.level === 'session' || scope.level === 'exercise' ? scope.whiteExerciseId : null,
    exercise_slug: scope.level === 'exercise' ? scope.exerciseSlug : null,
    session_index: scope.level === 'exercise' ? scope.sessionIndex : null,
    test_type: scope.level === 'test_result' ? scope.testType : null,
    test_result_id: scope.level === 'test_result' ? scope.testResultId : null,
  };
}

// supabase-js filter builder; typed loosely on purpose (the generic builder types of a
// service client without Database types add nothing here).
// deno-lint-ignore no-explicit-any
type Filterable = any; // eslint-disable-line @typescript-eslint/no-explicit-any

function eqOrNull(q: Filterable, column: string, value: string | number | null): Filterable {
  return value === null ? q.is(column, null) : q.eq(column, value);
}

/** Applies the spec's filters of a level to a student_notes query. */
export function applyNoteScope(q: Filterable, scope: NoteScope): Filterable {
  let query = q.eq('note_level', scope.level);
  switch (scope.level) {
    case 'session':
      if (scope.sessionId) query = query.contains('metadata', { sessionId: scope.sessionId });
      query = eqOrNull(query, 'white_exercise_id', scope.whiteExerciseId);
      break;
    case 'exercise':
      query = eqOrNull(query, 'white_exercise_id', scope.whiteExerciseId);
      query = eqOrNull(query, 'exercise_slug', scope.exerciseSlug);
      query = eqOrNull(query, 'session_index', scope.sessionIndex);
      break;
    case 'test_result':
      query = eqOrNull(query, 'test_type', scope.testType);
      query = eqOrNull(query, 'test_result_id', scope.testResultId);
      break;
    default:
      break;
  }
  return query;
}

interface PersonRow {
  id: string;
  roles: unknown;
  supervisor_id: string | null;
  is_active: boolean | null;
}

async function person(admin: SupabaseClient, id: string): Promise<PersonRow | null> {
  const { data, error } = await admin.from('users').select('id, roles, supervisor_id, is_active').eq('id', id).limit(1);
  if (error) throw new Error(`users lookup failed: ${error.message}`);
  return ((data ?? []) as PersonRow[])[0] ?? null;
}

/** Mirrors public.manages_user for a trainer id given by the portal. */
export async function trainerManagesStudent(admin: SupabaseClient, trainerId: string, studentId: string): Promise<boolean> {
  const trainer = await person(admin, trainerId);
  if (!trainer || trainer.is_active === false) return false;
  const roles = knownRoles(trainer.roles);
  if (roles.includes('admin')) return true;
  if (!roles.includes('beyin_antrenoru') && !roles.includes('temsilci')) return false;
  const student = await person(admin, studentId);
  if (!student) return false;
  if (student.supervisor_id === trainerId) return true;
  if (!roles.includes('temsilci') || !student.supervisor_id) return false;
  const sup = await person(admin, student.supervisor_id);
  return sup?.supervisor_id === trainerId;
}

async function requireManagedStudent(admin: SupabaseClient, body: Record<string, unknown>, access: LmsAccess): Promise<{ trainerId: string; studentId: string }> {
  if (access.mode === 'link') {
    const trainerId = requestedTrainerId(access, body);
    return { trainerId, studentId: await requireLinkStudent(admin, access.trainer, body.student_id ?? body.studentId) };
  }
  const rawTrainer = body.trainer_id ?? body.trainerId;
  if (rawTrainer === undefined || rawTrainer === null || rawTrainer === '') throw new HttpError(401, MSG_TRAINER_MISSING);
  const trainerId = requireUuid(rawTrainer, MSG_TRAINER_MISSING);
  const studentId = requireUuid(body.student_id ?? body.studentId, 'student_id geçerli bir kullanıcı kimliği olmalıdır');
  if (!(await trainerManagesStudent(admin, trainerId, studentId))) throw new HttpError(403, MSG_NOT_MANAGED);
  return { trainerId, studentId };
}

/**
 * Records an LMS read of a child's data in the access log (issue 26 §2) through the one logging
 * function, public.log_students_access, with path function:lms-integration; actor kind lms_link
 * and the link's (or the named) trainer. One call and one append statement for any number of
 * students (get-students names a whole list). Fails closed: without a record the data is not returned.
 */
export async function logLmsLook(admin: SupabaseClient, studentIds: string | readonly string[], what: 'results' | 'profile' | 'notes', trainerId: string | null): Promise<void> {
  const ids = typeof studentIds === 'string' ? [studentIds] : [...studentIds];
  if (ids.length === 0) return;
  const { error } = await admin.rpc('log_students_access', {
    p_students: ids,
    p_what: what,
    p_path: 'function:lms-integration',
    p_actor_kind: 'lms_link',
    p_actor: trainerId,
  });
  if (error) throw new Error(`access log failed: ${error.message}`);
}

export async function getNote(admin: SupabaseClient, body: Record<string, unknown>, access: LmsAccess): Promise<Record<string, unknown>> {
  const { trainerId, studentId } = await requireManagedStudent(admin, body, access);
  const scope = parseNoteScope(body);
  const q = admin.from('student_notes').select(NOTE_COLUMNS).eq('student_id', studentId).is('deleted_at', null);
  const { data, error } = await applyNoteScope(q, scope).order('created_at', { ascending: false }).limit(1);
  if (error) throw new Error(`student_notes lookup failed: ${error.message}`);
  const note = ((data ?? []) as unknown[])[0] ?? null;
  // issue 26 §2: an LMS link's look at a child's note is recorded (fails closed: no record, no note)
  if (note) await logLmsLook(admin, studentId, 'notes', trainerId);
  return { success: true, note };
}

export async function saveNote(admin: SupabaseClient, body: Record<string, unknown>, access: LmsAccess): Promise<Record<string, unknown>> {
  const { trainerId, studentId } = await requireManagedStudent(admin, body, access);
  const scope = parseNoteScope(body);
  const text = typeof body.note_text === 'string' ? body.note_text.trim() : '';
  if (text === '') throw new HttpError(400, MSG_NOTE_EMPTY);
  if (text.length > MAX_NOTE_LENGTH) throw new HttpError(400, `Not en fazla ${MAX_NOTE_LENGTH} karakter olabilir`);
  const extra: Record<string, unknown> = { note_text: text };
  if (typeof body.note_title === 'string') extra.note_title = body.note_title;
  if (typeof body.note_category === 'string' && body.note_category.trim() !== '') extra.note_category = body.note_category.trim();
  if (typeof body.priority_level === 'string') extra.priority_level = body.priority_level;
  if (Array.isArray(body.tags)) extra.tags = body.tags.filter((t): t is string => typeof t === 'string');

  const noteId = body.note_id ?? body.id;
  if (noteId !== undefined && noteId !== null && noteId !== '') {
    if (!isUuid(noteId)) throw new HttpError(404, MSG_NO_NOTE_TO_UPDATE);
    const { data, error } = await admin
      .from('student_notes')
      .update(extra)
      .eq('id', noteId)
      .eq('student_id', studentId)
      .is('deleted_at', null)
      .select(NOTE_COLUMNS);
    if (error) throw dbError('lms-integration', error);
    const row = ((data ?? []) as unknown[])[0];
    if (!row) throw new HttpError(404, MSG_NO_NOTE_TO_UPDATE);
    return { success: true, note: row, updated: true };
  }
  const { data, error } = await admin
    .from('student_notes')
    .insert({ ...noteScopeColumns(scope), ...extra, created_by: trainerId, student_id: studentId })
    .select(NOTE_COLUMNS);
  if (error) throw dbError('lms-integration', error);
  return { success: true, note: ((data ?? []) as unknown[])[0] ?? null, updated: false };
}

export async function deleteNote(admin: SupabaseClient, body: Record<string, unknown>, access: LmsAccess): Promise<Record<string, unknown>> {
  const noteId = body.note_id ?? body.id;
  if (!isUuid(noteId)) throw new HttpError(404, MSG_NO_NOTE_TO_DELETE);
  const { data: rows, error } = await admin.from('student_notes').select('id, student_id').eq('id', noteId).is('deleted_at', null).limit(1);
  if (error) throw new Error(`student_notes lookup failed: ${error.message}`);
  const note = ((rows ?? []) as { id: string; student_id: string }[])[0];
  if (!note) throw new HttpError(404, MSG_NO_NOTE_TO_DELETE);
  await requireManagedStudent(admin, { ...body, student_id: note.student_id }, access);
  const { error: upError } = await admin.from('student_notes').update({ deleted_at: new Date().toISOString() }).eq('id', note.id);
  if (upError) throw dbError('lms-integration', upError);
  return { success: true };
}

async function requireRegistered(admin: SupabaseClient, email: string, access: LmsAccess): Promise<{ id: string; email: string }> {
  if (access.mode === 'link') {
    const user = await linkUserByEmail(admin, access.trainer, email);
    return { id: user.id, email: user.email ?? email };
  }
  const { data, error } = await admin.from('users').select('id, email').eq('email', email).limit(1);
  if (error) throw new Error(`users lookup failed: ${error.message}`);
  const row = ((data ?? []) as { id: string; email: string }[])[0];
  if (!row) throw new HttpError(404, MSG_NOT_REGISTERED);
  return row;
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
  const sessionId = str(body.session_id);
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
