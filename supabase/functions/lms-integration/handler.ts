// lms-integration: calls from the learning-management system's links (tracking portal and
// exercises launcher; spec 3 §2.7, §2.8, §5, §7). Routed on the path segment after
// 'lms-integration':
//   verify-user          {email, access_key}          → {success, user: {id, first_name, last_name, email, roles}}
//   get-students         {trainer_id?, access_key}    → {success, students: [...]}
//   get-student-sessions {student_email, access_key}  → {success, exercises: [...]}
//   get-user-id          {email, access_key}          → {success, user: {id, email, roles, first_name, last_name}}
//   get-note, save-note, delete-note                 — see notes.ts
//   get-progress, save-progress, record-attempt      — see progress.ts
// access_key is the LMS link's key: a per-trainer link token, or — only where a deployment set
// LMS_LEGACY_SHARED_KEY — the spec's shared key (access.ts). With a link, the trainer is the
// link's and every target is checked against the trainer's own students; the body's trainer_id
// or e-mails never widen that. A missing/wrong/revoked/expired key is 401 {success: false, error:
// 'Geçersiz erişim anahtarı'}. Every answer carries `success`; database errors never reach the
// client raw (_shared/db-errors.ts).
import { getEnv, type EnvReader } from '../_shared/env.ts';
import { HttpError, json, readJsonObject, serveJson } from '../_shared/http.ts';
import { knownRoles, STAFF_ROLES } from '../_shared/roles.ts';
import { comparePersonNames } from '@akademi/shared/domain/person-name.ts';
import { subRoute } from '../_shared/route.ts';
import { serviceClient, type DbClient } from '../_shared/supabase.ts';
import { requireEmail, requireUuid } from '../_shared/validators.ts';
import {
  consentStateOf,
  exerciseRecord,
  trackingStudent,
  type ExerciseAttemptRow,
  type StudentExerciseRow,
} from './summaries.ts';
import { deleteNote, getNote, saveNote } from './notes.ts';
import { getProgress, recordAttempt, saveProgress } from './progress.ts';
import { lmsUserByEmail, logLmsLook, MSG_BAD_KEY, MSG_NOT_REGISTERED, requestedTrainerId, resolveAccess, sameEmail } from './access.ts';

export { MSG_BAD_KEY, MSG_NOT_REGISTERED };
export const MSG_EMAIL_MISSING = 'Email parametresi eksik'; // spec 3 §8
export const MSG_NO_TRACKING_ACCESS = 'Bu kullanıcının takip sistemine erişim yetkisi yok';
export const MSG_INACTIVE = 'Bu kullanıcı hesabı pasif durumda';
export const MSG_UNKNOWN_ROUTE =
  'Bilinmeyen işlem; verify-user, get-students, get-student-sessions, get-user-id, get-note, save-note, delete-note, get-progress, save-progress veya record-attempt bekleniyor';

/** Who may open the tracking portal: the staff roles of the one role list. */
export const TRACKING_ROLES = STAFF_ROLES;

const FAIL = { success: false } as const;

const ROUTES = [
  'verify-user',
  'get-students',
  'get-student-sessions',
  'get-user-id',
  'get-note',
  'save-note',
  'delete-note',
  'get-progress',
  'save-progress',
  'record-attempt',
] as const;
type Route = (typeof ROUTES)[number];

function requireLmsEmail(value: unknown): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new HttpError(400, MSG_EMAIL_MISSING);
  }
  return requireEmail(value);
}

/** A listed student as get-students reads them. */
type StudentRow = Parameters<typeof trackingStudent>[0];

export function lmsIntegrationHandler(env: EnvReader = getEnv): (req: Request) => Promise<Response> {
  return serveJson(
    'lms-integration',
    async (req) => {
      const route = subRoute(req, 'lms-integration');
      if (!route || !(ROUTES as readonly string[]).includes(route)) throw new HttpError(404, MSG_UNKNOWN_ROUTE);
      const body = await readJsonObject(req);
      const admin = serviceClient(env);
      const access = await resolveAccess(body, env, admin);

      switch (route as Route) {
        case 'verify-user': {
          if (access.mode === 'link') {
            // the link names its trainer; an e-mail in the link that is not theirs is a forged link
            const email = requireLmsEmail(body.email);
            if (!sameEmail(email, access.trainer.email)) throw new HttpError(401, MSG_BAD_KEY);
            const t = access.trainer;
            return json({ success: true, user: { id: t.id, first_name: t.first_name, last_name: t.last_name, email: t.email, roles: t.roles } });
          }
          const user = await lmsUserByEmail(admin, access, requireLmsEmail(body.email));
          if (user.is_active === false) throw new HttpError(403, MSG_INACTIVE);
          const roles = knownRoles(user.roles);
          if (!roles.some((r) => TRACKING_ROLES.includes(r))) throw new HttpError(403, MSG_NO_TRACKING_ACCESS);
          return json({
            success: true,
            user: { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email, roles },
          });
        }
        case 'get-user-id': {
          // with a link: only the trainer themself or one of their students (else 404, like unknown)
          const email = requireLmsEmail(body.email);
          const user = await lmsUserByEmail(admin, access, email);
          const roles = knownRoles(user.roles);
          // a student's guardian consent state, so the exercises launcher can stop before play (issue 26)
          const consent = roles.includes('kullanici') ? consentStateOf(await consentRows(admin, [user.id])) : null;
          return json({
            success: true,
            user: { id: user.id, email: user.email, roles, first_name: user.first_name, last_name: user.last_name, ...(consent ? { consent_status: consent } : {}) },
          });
        }
        case 'get-students': {
          const trainerId =
            access.mode === 'link' ? requestedTrainerId(access, body) : requireUuid(body.trainer_id ?? body.trainerId, 'trainer_id geçerli bir kullanıcı kimliği olmalıdır');
          const { data: students, error } = await admin
            .from('users')
            .select('id, first_name, last_name, email, demographic_info')
            .eq('supervisor_id', trainerId)
            .contains('roles', ['kullanici'])
            .eq('is_active', true)
            .order('last_name', { ascending: true })
            .order('first_name', { ascending: true });
          if (error) throw new Error(`students lookup failed: ${error.message}`);
          // Turkish order, surname then first name (issue 25 §4): the database's order puts Ç, Ş, İ last
          const list = ((students ?? []) as unknown as StudentRow[]).sort(comparePersonNames);
          const ids = list.map((s) => s.id);
          let exercises: Pick<StudentExerciseRow, 'student_id' | 'total_sessions' | 'total_time_seconds' | 'accuracy_percentage'>[] = [];
          if (ids.length > 0) {
            const { data, error: exError } = await admin
              .from('student_exercises')
              .select('student_id, total_sessions, total_time_seconds, accuracy_percentage')
              .in('student_id', ids);
            if (exError) throw new Error(`student_exercises lookup failed: ${exError.message}`);
            exercises = data ?? [];
          }
          const consents = await consentRows(admin, ids);
          // issue 26 §2: each listed student's profile (demographics, exercise totals) is a look
          await logLmsLook(admin, ids, 'profile', trainerId);
          return json({
            success: true,
            students: list.map((s) =>
              trackingStudent(
                s,
                exercises.filter((e) => e.student_id === s.id),
                consentStateOf(consents.filter((c) => c.student_id === s.id)),
              ),
            ),
          });
        }
        case 'get-student-sessions': {
          const email = requireLmsEmail(body.student_email ?? body.studentEmail ?? body.email);
          const student = await lmsUserByEmail(admin, access, email);
          const { data: rows, error } = await admin
            .from('student_exercises')
            .select('id, student_id, exercise_slug, exercise_title, lms_session_id, total_sessions, total_time_seconds, max_level_reached, accuracy_percentage, last_played_at, detailed_stats, user_settings')
            .eq('student_id', student.id)
            .order('last_played_at', { ascending: false, nullsFirst: false });
          if (error) throw new Error(`student_exercises lookup failed: ${error.message}`);
          const exRows = (rows ?? []) as StudentExerciseRow[];
          let attempts: ExerciseAttemptRow[] = [];
          if (exRows.length > 0) {
            const { data, error: atError } = await admin
              .from('exercise_attempts')
              .select('student_exercise_id, played_at, score, correct, wrong, accuracy, level, settings')
              .in('student_exercise_id', exRows.map((r) => r.id))
              .order('played_at', { ascending: false });
            if (atError) throw new Error(`exercise_attempts lookup failed: ${atError.message}`);
            attempts = (data ?? []) as ExerciseAttemptRow[];
          }
          if (exRows.length > 0) await logLmsLook(admin, student.id, 'results', access.mode === 'link' ? access.trainer.id : null);
          return json({ success: true, exercises: exRows.map((r) => exerciseRecord(r, attempts)) });
        }
        case 'get-note':
          return json(await getNote(admin, body, access));
        case 'save-note':
          return json(await saveNote(admin, body, access));
        case 'delete-note':
          return json(await deleteNote(admin, body, access));
        case 'get-progress':
          return json(await getProgress(admin, body, access));
        case 'save-progress':
          return json(await saveProgress(admin, body, access));
        case 'record-attempt':
          return json(await recordAttempt(admin, body, access));
      }
      throw new HttpError(404, MSG_UNKNOWN_ROUTE);
    },
    FAIL,
  );
}

const run = lmsIntegrationHandler();
/** guardian_consents rows (service role) of the given students. */
async function consentRows(admin: DbClient, ids: string[]): Promise<{ student_id: string; withdrawn_at: string | null }[]> {
  if (ids.length === 0) return [];
  const { data, error } = await admin.from('guardian_consents').select('student_id, withdrawn_at').in('student_id', ids);
  if (error) throw new Error(`guardian_consents lookup failed: ${error.message}`);
  return data ?? [];
}

export default async function handler(req: Request): Promise<Response> {
  return run(req);
}
