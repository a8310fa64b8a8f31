// lms-integration routes for the tracking portal's notes (spec 3 §2.8, §5, §7). The portal has no
// app login and the database refuses anon access to student_notes, so these calls go through the
// function, behind the access key, with the checks the RLS policies would make:
//   get-note      {trainer_id, student_id, note_level, scope…}            → {success, note|null}
//   save-note     {trainer_id, student_id, note_level, note_text, scope…, note_id?} → {success, note, updated}
//   delete-note   {trainer_id, note_id}                                   → {success} (soft: deleted_at)
// With a per-trainer link (access.ts) the trainer is the link's: notes only on the trainer's own
// students (a body trainer_id naming anyone else is 403). With the legacy shared key (opt-in) the
// spec's behaviour: the body's trainer_id, who must manage the student like public.manages_user
// (admin → everyone; beyin_antrenoru → students they supervise; temsilci → those and their
// trainers' students). Database errors reach the client only as the clear messages of
// _shared/db-errors.ts.
import type { SupabaseClient } from '@supabase/supabase-js';
import { NOTE_LEVELS, type NoteLevel } from '@akademi/shared/db/column-values.ts';
import { dbError } from '../_shared/db-errors.ts';
import { HttpError } from '../_shared/http.ts';
import { knownRoles } from '../_shared/roles.ts';
import { isUuid, optionalText, requireUuid } from '../_shared/validators.ts';
import { logLmsLook, MSG_NOT_MANAGED, requestedTrainerId, requireLinkStudent, type LmsAccess } from './access.ts';

export const MSG_TRAINER_MISSING = 'Trainer not logged in. Please reload the tracking page.'; // spec 3 §5
export const MSG_NO_NOTE_TO_UPDATE = 'No note to update'; // spec 3 §5
export const MSG_NO_NOTE_TO_DELETE = 'No note to delete'; // spec 3 §5
export const MSG_NOTE_EMPTY = 'Not metni boş olamaz';
export const MSG_BAD_LEVEL = 'Geçersiz not seviyesi';
export const MAX_NOTE_LENGTH = 5000;

const NOTE_COLUMNS =
  'id, created_by, student_id, note_level, note_text, note_category, note_title, priority_level, tags, metadata, white_exercise_id, exercise_slug, session_index, test_type, test_result_id, created_at, updated_at';

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

export function parseNoteScope(body: Record<string, unknown>): NoteScope {
  const level = body.note_level;
  if (typeof level !== 'string' || !(NOTE_LEVELS as readonly string[]).includes(level)) throw new HttpError(400, MSG_BAD_LEVEL);
  const idx = body.session_index;
  const sessionIndex = typeof idx === 'number' && Number.isInteger(idx) ? idx : typeof idx === 'string' && /^-?\d+$/.test(idx) ? Number(idx) : null;
  const testResultId = optionalText(body.test_result_id);
  return {
    level: level as NoteLevel,
    sessionId: optionalText(body.session_id),
    whiteExerciseId: optionalText(body.white_exercise_id),
    exerciseSlug: optionalText(body.exercise_slug),
    sessionIndex,
    testType: optionalText(body.test_type),
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
