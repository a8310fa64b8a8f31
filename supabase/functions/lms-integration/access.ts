// Who is calling lms-integration (issue 14 item 6). Every call carries the LMS link's key as
// `access_key`:
//   - a per-trainer link token (LMS_TOKEN_PATTERN): its SHA-256 must name a link in
//     public.lms_links that is not revoked and not expired, whose trainer is an active
//     beyin_antrenoru. The trainer comes from that row; the body's trainer_id / e-mails are only
//     requested targets, checked against the trainer's own students.
//   - the legacy shared key, only where a deployment set LMS_LEGACY_SHARED_KEY (off by default):
//     the spec's behaviour, trusting the body, kept for LMSs that cannot change their links yet.
// A link token that names a revoked or expired link (or a trainer who lost access) is 401
// 'Erişim sona erdi' with code 'access_ended'; anything else is 401 'Geçersiz erişim anahtarı'.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { EnvReader } from '../_shared/env.ts';
import { HttpError } from '../_shared/http.ts';
import { constantTimeEqual, legacySharedKey, LMS_TOKEN_PATTERN, sha256Hex } from '../_shared/lms-key.ts';
import { dbError } from '../_shared/db-errors.ts';
import { knownRoles } from '../_shared/roles.ts';
import { isUuid } from '../_shared/validators.ts';

export const MSG_BAD_KEY = 'Geçersiz erişim anahtarı'; // spec 3 §5, §8
export const MSG_NOT_REGISTERED = 'Bu email sistemde kayıtlı değil'; // spec 3 §8
export const MSG_NOT_MANAGED = 'Bu öğrenci için yetkiniz yok';
/** A link that existed and was revoked or expired, or whose trainer lost access (issue 25). */
export const MSG_ACCESS_ENDED = 'Erişim sona erdi';
/** The code a portal recognises (`{ success: false, error, code }`) to say the access ended. */
export const CODE_ACCESS_ENDED = 'access_ended';
const accessEnded = () => new HttpError(401, MSG_ACCESS_ENDED, { code: CODE_ACCESS_ENDED });

export interface LinkTrainer {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  roles: string[];
}

export type LmsAccess = { mode: 'link'; linkId: string; trainer: LinkTrainer } | { mode: 'legacy' };

/** last_used_at is refreshed at most this often (not one write per request). */
const LAST_USED_EVERY_MS = 60_000;

export async function resolveAccess(body: Record<string, unknown>, env: EnvReader, admin: SupabaseClient): Promise<LmsAccess> {
  const given = body.access_key ?? body.accessKey;
  if (typeof given !== 'string' || given === '' || given.length > 200) throw new HttpError(401, MSG_BAD_KEY);
  if (LMS_TOKEN_PATTERN.test(given)) {
    const hash = await sha256Hex(given);
    const { data, error } = await admin
      .from('lms_links')
      .select('id, trainer_id, expires_at, revoked_at, last_used_at')
      .eq('token_hash', hash)
      .limit(1);
    if (error) throw dbError('lms-integration', error);
    const link = ((data ?? []) as { id: string; trainer_id: string; expires_at: string | null; revoked_at: string | null; last_used_at: string | null }[])[0];
    const now = Date.now();
    if (!link) throw new HttpError(401, MSG_BAD_KEY);
    // Only the holder of the token itself learns that it once worked: a revoked or expired link
    // says so, so a portal left open can tell "access ended" from a mistyped key (issue 25).
    if (link.revoked_at !== null || (link.expires_at !== null && Date.parse(link.expires_at) <= now)) throw accessEnded();
    const { data: users, error: uError } = await admin
      .from('users')
      .select('id, email, first_name, last_name, roles, is_active')
      .eq('id', link.trainer_id)
      .limit(1);
    if (uError) throw dbError('lms-integration', uError);
    const u = ((users ?? []) as (Omit<LinkTrainer, 'roles'> & { roles: unknown; is_active: boolean | null })[])[0];
    const roles = knownRoles(u?.roles);
    // a trainer who was deactivated or lost the role loses their links with it
    if (!u || u.is_active === false || !roles.includes('beyin_antrenoru')) throw accessEnded();
    if (link.last_used_at === null || now - Date.parse(link.last_used_at) > LAST_USED_EVERY_MS) {
      const { error: touchError } = await admin.from('lms_links').update({ last_used_at: new Date(now).toISOString() }).eq('id', link.id);
      if (touchError) console.error(`[lms-integration] last_used_at not updated: ${touchError.message}`);
    }
    return { mode: 'link', linkId: link.id, trainer: { id: u.id, email: u.email, first_name: u.first_name, last_name: u.last_name, roles } };
  }
  const legacy = legacySharedKey(env);
  if (legacy !== null && constantTimeEqual(given, legacy)) return { mode: 'legacy' };
  throw new HttpError(401, MSG_BAD_KEY);
}

const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** With a link, a requested trainer_id must be the link's own trainer (403 otherwise). */
export function requestedTrainerId(access: Extract<LmsAccess, { mode: 'link' }>, body: Record<string, unknown>): string {
  const raw = body.trainer_id ?? body.trainerId;
  if (raw !== undefined && raw !== null && raw !== '' && raw !== access.trainer.id) throw new HttpError(403, MSG_NOT_MANAGED);
  return access.trainer.id;
}

/** A user an LMS call acts on or answers with. */
export interface LmsUser {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  roles: unknown;
  is_active: boolean | null;
}

interface ScopedUser extends LmsUser {
  supervisor_id: string | null;
}

const USER_COLUMNS = 'id, email, first_name, last_name, roles, is_active';
const SCOPED_COLUMNS = `${USER_COLUMNS}, supervisor_id`;

/**
 * The user with this e-mail if the link's trainer may act on them: the trainer themself or one of
 * their own students (supervisor_id = trainer). Anyone else — unknown or another trainer's — is
 * the same 404 'Bu email sistemde kayıtlı değil', so a link cannot probe which e-mails exist.
 */
export async function linkUserByEmail(admin: SupabaseClient, trainer: LinkTrainer, email: string): Promise<ScopedUser> {
  if (sameEmail(email, trainer.email)) {
    return { id: trainer.id, email: trainer.email, first_name: trainer.first_name, last_name: trainer.last_name, roles: trainer.roles, is_active: true, supervisor_id: null };
  }
  const { data, error } = await admin.from('users').select(SCOPED_COLUMNS).eq('email', email.trim().toLowerCase()).eq('supervisor_id', trainer.id).limit(1);
  if (error) throw dbError('lms-integration', error);
  const row = ((data ?? []) as ScopedUser[])[0];
  if (!row) throw new HttpError(404, MSG_NOT_REGISTERED);
  return row;
}

/** A student id the link's trainer supervises (403 'Bu öğrenci için yetkiniz yok' otherwise). */
export async function requireLinkStudent(admin: SupabaseClient, trainer: LinkTrainer, studentId: unknown): Promise<string> {
  if (!isUuid(studentId)) throw new HttpError(400, 'student_id geçerli bir kullanıcı kimliği olmalıdır');
  const { data, error } = await admin.from('users').select('id').eq('id', studentId).eq('supervisor_id', trainer.id).limit(1);
  if (error) throw dbError('lms-integration', error);
  if (((data ?? []) as unknown[]).length === 0) throw new HttpError(403, MSG_NOT_MANAGED);
  return studentId;
}

/**
 * The registered user with this e-mail whom the caller may act on: with a link, linkUserByEmail's
 * (the trainer or one of their students); with the legacy shared key, anyone registered. Otherwise
 * 404 'Bu email sistemde kayıtlı değil'.
 */
export async function lmsUserByEmail(admin: SupabaseClient, access: LmsAccess, email: string): Promise<LmsUser> {
  if (access.mode === 'link') return linkUserByEmail(admin, access.trainer, email);
  const { data, error } = await admin.from('users').select(USER_COLUMNS).eq('email', email).limit(1);
  if (error) throw new Error(`users lookup failed: ${error.message}`);
  const row = ((data ?? []) as LmsUser[])[0];
  if (!row) throw new HttpError(404, MSG_NOT_REGISTERED);
  return row;
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

export { sameEmail };
