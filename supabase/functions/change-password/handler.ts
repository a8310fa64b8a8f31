// change-password: the one way the app sets a user's own password (issue 28 §2), so the product's
// password rule (shared/src/domain/password-rule.ts: staff ≥ 10, the 10,000 most common, not the
// e-mail or name) holds on the server for /settings and for the new password after a reset link.
// Body: {password, currentPassword?}. The caller is the JWT's user (auth.getUser), nobody else:
// - a session opened by a recovery link (amr 'recovery', at most RECOVERY_WINDOW_S old) may set a
//   password without the current one;
// - any other session must send currentPassword, checked with the auth server's password grant
//   (its per-address lockout and rate limits apply; the session that check opens is closed again).
// Then the rule with the caller's roles, e-mail and name, then auth.admin.updateUserById.
// Answers {success: true}; 400 bad body, 401 no session / wrong current password, 403 inactive,
// 401 {error, code: 'invalid_credentials'} for a wrong current password,
// 422 {error, code: 'weak_password', reasons} or {error, code: 'same_password'}, 429 too many tries.
import { getEnv, type EnvReader } from '../_shared/env.ts';
import { HttpError, json, readJsonObject, serveJson } from '../_shared/http.ts';
import { anonClient, bearerToken, requireCaller, serviceClient } from '../_shared/supabase.ts';
import { MSG, requirePassword } from '../_shared/validators.ts';
import { weakPasswordMessage } from '@akademi/shared/domain/password-rule.ts';

/** How long after following a recovery link its session may set a password without the old one
 * (GoTrue's recovery link lifetime, 1 hour). */
export const RECOVERY_WINDOW_S = 3600;
export const MSG_CURRENT_REQUIRED = 'Mevcut şifrenizi girin';
export const MSG_CURRENT_WRONG = 'Mevcut şifre hatalı';
export const MSG_SAME_PASSWORD = 'Yeni şifre mevcut şifreden farklı olmalı';
export const MSG_TOO_MANY = 'Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.';
export const MSG_CHANGE_FAILED = 'Şifre güncellenirken bir hata oluştu';

interface AmrEntry {
  method?: unknown;
  timestamp?: unknown;
}

/** The JWT's claims (already verified by the auth server through getUser), or {}. */
export function jwtClaims(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) return {};
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const text = new TextDecoder().decode(Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0)));
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** True when the session was opened by a recovery link less than RECOVERY_WINDOW_S ago. */
export function isFreshRecovery(claims: Record<string, unknown>, nowS: number = Math.floor(Date.now() / 1000)): boolean {
  const amr = Array.isArray(claims.amr) ? (claims.amr as AmrEntry[]) : [];
  return amr.some((a) => a?.method === 'recovery' && typeof a.timestamp === 'number' && nowS - a.timestamp >= -60 && nowS - a.timestamp <= RECOVERY_WINDOW_S);
}

export function changePasswordHandler(env: EnvReader = getEnv): (req: Request) => Promise<Response> {
  return serveJson('change-password', async (req) => {
    const caller = await requireCaller(req, env);
    const token = bearerToken(req) ?? '';
    const body = await readJsonObject(req);
    const current = body.currentPassword ?? body.current_password;
    if (current !== undefined && typeof current !== 'string') throw new HttpError(400, MSG_CURRENT_REQUIRED);
    const recovery = isFreshRecovery(jwtClaims(token));
    if (typeof body.password !== 'string' || body.password === '') throw new HttpError(400, MSG.passwordRequired);

    const admin = serviceClient(env);
    const { data: person, error: personError } = await admin.from('users').select('first_name, last_name').eq('id', caller.id).maybeSingle();
    if (personError) throw new Error(`users lookup failed: ${personError.message}`);
    const email = caller.email ?? '';

    if (!recovery) {
      if (!current) throw new HttpError(400, MSG_CURRENT_REQUIRED);
      const check = anonClient(env);
      const { data: signedIn, error: signInError } = await check.auth.signInWithPassword({ email, password: current });
      if (signInError) {
        if (signInError.status === 429) throw new HttpError(429, MSG_TOO_MANY);
        if (signInError.status === 400) throw new HttpError(401, MSG_CURRENT_WRONG, { code: 'invalid_credentials' });
        console.error('[change-password] current password check failed:', signInError.message);
        throw new HttpError(502, MSG_CHANGE_FAILED);
      }
      // close the session the check opened (only that one)
      if (signedIn.session) await check.auth.signOut({ scope: 'local' }).catch(() => undefined);
      if (current === body.password) throw new HttpError(422, MSG_SAME_PASSWORD, { code: 'same_password' });
    }

    const password = requirePassword(body.password, { roles: caller.storedRoles, email, firstName: person?.first_name, lastName: person?.last_name });
    const { error } = await admin.auth.admin.updateUserById(caller.authUserId, { password });
    if (error) {
      if (error.code === 'weak_password') {
        const reasons = (error as { reasons?: string[] }).reasons ?? [];
        throw new HttpError(422, weakPasswordMessage(reasons, caller.storedRoles), { code: 'weak_password', reasons });
      }
      console.error('[change-password] updateUserById failed:', error.message);
      throw new HttpError(502, MSG_CHANGE_FAILED);
    }
    return json({ success: true });
  });
}

const run = changePasswordHandler();
export default async function handler(req: Request): Promise<Response> {
  return run(req);
}
