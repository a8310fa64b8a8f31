// create-user: staff create accounts below them (spec 1 §5 "User creation dialog", §6, §7).
// Body: {email, password, firstName|first_name, lastName|last_name, roles: string[],
//        demographicInfo?|demographic_info?}
// Rule (server-side, _shared/roles.ts): trainer → ['kullanici'] only, temsilci →
// ['beyin_antrenoru'] only, admin → any non-empty combination. The new user's supervisor_id is
// the caller's users.id. The password rule (issue 28, shared/src/domain/password-rule.ts) is
// checked here with the new user's roles, e-mail and name: 422 {error, code: 'weak_password',
// reasons}. Answers {success: true, user: {id, auth_user_id, email, first_name, last_name, roles,
// supervisor_id}}; on any failure after the auth account exists, the account is
// deleted again so no half-created user remains.
// A student created with a guardian e-mail (demographicInfo.parent_email) gets a consent link
// mailed to the guardian (issue 26, _shared/consent-link.ts); the answer's consentLink says
// whether it went out ({sent: true, to} or {sent: false, message}) — a failed mail never undoes
// the account (staff can resend from the student list).
import { getEnv, type EnvReader } from '../_shared/env.ts';
import { HttpError, json, readJsonObject, serveJson } from '../_shared/http.ts';
import { canCreateAnyone, canCreateWithRoles } from '../_shared/roles.ts';
import { sendConsentLink } from '../_shared/consent-link.ts';
import { MSG_FORBIDDEN, requireCaller, serviceClient } from '../_shared/supabase.ts';
import {
  MAX_NAME_LENGTH,
  MSG,
  generateStudentNumber,
  parseDemographicInfo,
  pick,
  requireEmail,
  requirePassword,
  requireRoles,
  requireText,
  type DemographicInfo,
} from '../_shared/validators.ts';
import { weakPasswordMessage } from '@akademi/shared/domain/password-rule.ts';
import type { CreatedUser, CreateUserRequest } from '@akademi/shared/domain/create-user.ts';

export const MSG_DUPLICATE_EMAIL = 'Bu e-posta adresi zaten kayıtlı';
export const MSG_CREATE_FAILED = 'Kullanıcı oluşturulamadı.';
export const MSG_PROFILE_FAILED = 'Kullanıcı profili oluşturulamadı: ';

/** The request as the function validates it (shared/src/domain/create-user.ts, one definition with the app). */
export type CreateUserInput = CreateUserRequest<DemographicInfo>;

/** Validates the body (pure; unit-tested). */
export function parseCreateUserBody(body: Record<string, unknown>, now: number = Date.now()): CreateUserInput {
  const firstName = requireText(pick(body, 'firstName', 'first_name'), MSG.firstNameRequired, MAX_NAME_LENGTH);
  const lastName = requireText(pick(body, 'lastName', 'last_name'), MSG.lastNameRequired, MAX_NAME_LENGTH);
  const email = requireEmail(body.email);
  const roles = requireRoles(body.roles);
  // issue 28: staff ≥ 10, everyone ≥ 8 with letters and digits, not common, not the e-mail or name
  const password = requirePassword(body.password, { roles, email, firstName, lastName }, true);
  let demographicInfo = parseDemographicInfo(pick(body, 'demographicInfo', 'demographic_info'), new Date(now));
  // spec 1 §3: an empty student number is generated as 'STU-' + last 8 digits of the timestamp.
  if (demographicInfo && roles.includes('kullanici') && !demographicInfo.student_number) {
    demographicInfo = { ...demographicInfo, student_number: generateStudentNumber(now) };
  }
  return { email, password, firstName, lastName, roles, demographicInfo };
}

interface AuthErrorLike {
  message?: string;
  status?: number;
  code?: string;
}

/** GoTrue says "already registered" in several ways across versions. */
export function isDuplicateEmailError(err: AuthErrorLike): boolean {
  return (
    err.code === 'email_exists' ||
    err.code === 'user_already_exists' ||
    /already (been )?registered|already exists/i.test(err.message ?? '')
  );
}

export function createUserHandler(
  env: EnvReader = getEnv,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): (req: Request) => Promise<Response> {
  return serveJson('create-user', async (req) => {
    const caller = await requireCaller(req, env);
    if (!canCreateAnyone(caller.roles)) throw new HttpError(403, MSG_FORBIDDEN);
    const body = await readJsonObject(req);
    // who may create which roles first: a refused caller learns nothing about the password rule
    const decision = canCreateWithRoles(caller.roles, requireRoles(body.roles));
    if (!decision.ok) throw new HttpError(decision.status, decision.message);
    const input = parseCreateUserBody(body);

    const admin = serviceClient(env);
    const { data: existing, error: existingError } = await admin
      .from('users')
      .select('id')
      .eq('email', input.email)
      .limit(1);
    if (existingError) throw new Error(`duplicate check failed: ${existingError.message}`);
    if (existing && existing.length > 0) throw new HttpError(409, MSG_DUPLICATE_EMAIL);

    const { data: created, error: createError } = await admin.auth.admin.createUser({
      email: input.email,
      password: input.password,
      email_confirm: true,
      user_metadata: { first_name: input.firstName, last_name: input.lastName },
    });
    if (createError || !created?.user) {
      const err = (createError ?? {}) as AuthErrorLike;
      if (isDuplicateEmailError(err)) throw new HttpError(409, MSG_DUPLICATE_EMAIL);
      if (err.code === 'weak_password') {
        // the auth server's own rule (config.toml); ours is stricter, so this is a misconfiguration
        const reasons = (createError as { reasons?: string[] } | null)?.reasons ?? [];
        throw new HttpError(422, weakPasswordMessage(reasons, input.roles, true), { code: 'weak_password', reasons });
      }
      if (err.status && err.status >= 400 && err.status < 500) {
        throw new HttpError(400, `${MSG_CREATE_FAILED} ${err.message ?? ''}`.trim());
      }
      console.error('[create-user] auth admin createUser failed:', err.message);
      throw new HttpError(502, MSG_CREATE_FAILED);
    }
    const authUserId = created.user.id;

    let createdRow: CreatedUser | null | undefined;
    try {
      const profile = {
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        roles: input.roles,
        supervisor_id: caller.id,
        demographic_info: input.demographicInfo,
        is_active: true,
      };
      const columns = 'id, auth_user_id, email, first_name, last_name, roles, supervisor_id';
      // The users row normally exists already (DB trigger on auth.users, roles = [kullanici]).
      const { data: updated, error: updateError } = await admin
        .from('users')
        .update(profile)
        .eq('auth_user_id', authUserId)
        .select(columns);
      if (updateError) throw new Error(updateError.message);
      let row = updated?.[0];
      if (!row) {
        const { data: inserted, error: insertError } = await admin
          .from('users')
          .insert({ ...profile, auth_user_id: authUserId })
          .select(columns)
          .single();
        if (insertError) throw new Error(insertError.message);
        row = inserted;
      }
      createdRow = row;
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      console.error('[create-user] profile step failed, removing the auth user again:', detail);
      await admin.from('users').delete().eq('auth_user_id', authUserId);
      const { error: deleteError } = await admin.auth.admin.deleteUser(authUserId);
      if (deleteError) console.error('[create-user] rollback deleteUser failed:', deleteError.message);
      throw new HttpError(500, `${MSG_PROFILE_FAILED}${detail}`);
    }
    // outside the try: a consent mail problem never removes the account
    const guardianEmail = input.demographicInfo?.parent_email;
    if (!createdRow || !input.roles.includes('kullanici') || !guardianEmail) return json({ success: true, user: createdRow });
    const link = await sendConsentLink(admin, createdRow.id, caller.id, env, fetchImpl).catch((e: unknown) => ({
      sent: false as const,
      status: 500,
      message: e instanceof Error ? e.message : String(e),
    }));
    return json({
      success: true,
      user: createdRow,
      consentLink: link.sent ? { sent: true, to: link.to, expiresAt: link.expiresAt } : { sent: false, message: link.message },
    });
  });
}

const run = createUserHandler();
export default async function handler(req: Request): Promise<Response> {
  return run(req);
}
