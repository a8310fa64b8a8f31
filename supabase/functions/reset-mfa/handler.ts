// reset-mfa (issue 28 §1): an admin whose session passed the second step (aal2) resets another
// user's lost second factor. Body {user_id (public.users.id or the auth user id), reason}.
// Records the reset in public.mfa_factor_resets FIRST (that row is also the grant the last-factor
// trigger on auth.mfa_factors looks for), then deletes every factor of the target through GoTrue's
// admin API (auth.admin.mfa.deleteFactor), which ends their sessions' aal2. Answers
// {success: true, removed: n}. An admin may not reset themself (they would remove their own last
// factor this way); a target without factors is 409 and nothing is recorded.
import { getEnv, type EnvReader } from '../_shared/env.ts';
import { HttpError, json, readJsonObject, serveJson } from '../_shared/http.ts';
import { MSG_FORBIDDEN, requireCaller, serviceClient } from '../_shared/supabase.ts';

export const MSG_RESET = {
  needsAal2: 'Bu işlem için iki adımlı doğrulama ile giriş yapmalısınız',
  userRequired: 'Kullanıcı seçilmedi',
  reasonRequired: 'Sıfırlama nedeni 3–200 karakter olmalıdır',
  self: 'Kendi iki adımlı doğrulamanızı sıfırlayamazsınız',
  notFound: 'Kullanıcı bulunamadı',
  noFactors: 'Bu kullanıcının kayıtlı doğrulayıcısı yok',
} as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ResetMfaInput {
  userId: string;
  reason: string;
}

/** Validates the body (pure). */
export function parseResetMfaBody(body: Record<string, unknown>): ResetMfaInput {
  const userId = typeof body.user_id === 'string' ? body.user_id.trim() : typeof body.userId === 'string' ? body.userId.trim() : '';
  if (!UUID_RE.test(userId)) throw new HttpError(400, MSG_RESET.userRequired);
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (reason.length < 3 || reason.length > 200) throw new HttpError(400, MSG_RESET.reasonRequired);
  return { userId: userId.toLowerCase(), reason };
}

export function resetMfaHandler(env: EnvReader = getEnv): (req: Request) => Promise<Response> {
  return serveJson('reset-mfa', async (req) => {
    const caller = await requireCaller(req, env);
    if (!caller.roles.includes('admin')) throw new HttpError(403, MSG_FORBIDDEN);
    if (caller.aal !== 'aal2') throw new HttpError(403, MSG_RESET.needsAal2, { code: 'insufficient_aal' });
    const input = parseResetMfaBody(await readJsonObject(req));

    const admin = serviceClient(env);
    const { data: target, error: lookupError } = await admin
      .from('users')
      .select('id, auth_user_id')
      .or(`id.eq.${input.userId},auth_user_id.eq.${input.userId}`)
      .maybeSingle();
    if (lookupError) throw new Error(`user lookup failed: ${lookupError.message}`);
    if (!target?.auth_user_id) throw new HttpError(404, MSG_RESET.notFound);
    if (target.auth_user_id === caller.authUserId) throw new HttpError(403, MSG_RESET.self);

    const { data: listed, error: listError } = await admin.auth.admin.mfa.listFactors({ userId: target.auth_user_id });
    if (listError) throw new Error(`factor lookup failed: ${listError.message}`);
    const factors = listed?.factors ?? [];
    if (factors.length === 0) throw new HttpError(409, MSG_RESET.noFactors);

    const { error: insertError } = await admin.from('mfa_factor_resets').insert({
      actor_user_id: caller.authUserId,
      target_user_id: target.auth_user_id,
      factor_count: factors.length,
      reason: input.reason,
    });
    if (insertError) throw new Error(`reset record failed: ${insertError.message}`);
    for (const f of factors) {
      const { error } = await admin.auth.admin.mfa.deleteFactor({ userId: target.auth_user_id, id: f.id });
      if (error) throw new Error(`factor delete failed: ${error.message}`);
    }
    return json({ success: true, removed: factors.length });
  });
}

const run = resetMfaHandler();
export default async function handler(req: Request): Promise<Response> {
  return run(req);
}
