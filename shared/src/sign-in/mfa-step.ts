// The sign-in's second step without supabase-js (issue 28 TOTP, for the light sign-in island): the
// same requests supabase-js's mfa.challenge + mfa.verify send (GoTrueClient._challenge, _verify),
// with the aal1 session's access token, and the aal2 session GoTrue answers. Errors become Turkish
// through mfaErrorMessage, as in the app. The code goes in the POST body only.
import { mfaErrorMessage } from '../supabase/auth-errors';
import { errorFromResponse, type SupabasePublicConfig } from './password-grant';
import { MFA_STEP, normalizeMfaCode } from './rules';

/** A verified TOTP factor in a token response's user (what getAuthenticatorAssuranceLevel counts), or null. */
export function verifiedTotpFactorId(session: Record<string, unknown>): string | null {
  const user = session.user;
  const factors = user && typeof user === 'object' ? (user as Record<string, unknown>).factors : undefined;
  if (!Array.isArray(factors)) return null;
  for (const f of factors as unknown[]) {
    if (!f || typeof f !== 'object') continue;
    const factor = f as Record<string, unknown>;
    if (factor.status === 'verified' && factor.factor_type === 'totp' && typeof factor.id === 'string') return factor.id;
  }
  return null;
}

/** The JWT's aal claim (no signature check: only to decide whether to ask for the code). */
export function tokenAal(accessToken: unknown): string | null {
  if (typeof accessToken !== 'string') return null;
  try {
    const part = accessToken.split('.')[1] ?? '';
    const payload: unknown = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=')));
    return payload && typeof payload === 'object' && typeof (payload as Record<string, unknown>).aal === 'string' ? String((payload as Record<string, unknown>).aal) : null;
  } catch (_e) {
    return null;
  }
}

/** supabase-js's nextLevel > currentLevel: a verified factor and a token that is not aal2 yet. */
export function needsMfaCode(session: Record<string, unknown>): string | null {
  const factorId = verifiedTotpFactorId(session);
  return factorId && tokenAal(session.access_token) !== 'aal2' ? factorId : null;
}

export type MfaVerifyResult = { ok: true; session: Record<string, unknown> } | { ok: false; error: string };

async function post(config: SupabasePublicConfig, path: string, accessToken: string, body: unknown, fetchImpl: typeof fetch) {
  const res = await fetchImpl(`${config.supabaseUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: config.supabaseAnonKey,
      Authorization: `Bearer ${accessToken}`,
      'Content-Type': 'application/json;charset=UTF-8',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify(body),
  });
  let json: unknown = null;
  try {
    json = await res.json();
  } catch (_e) {
    // not JSON: decided by the status alone
  }
  return { res, json };
}

/**
 * challenge → verify for one factor (a fresh challenge per code, so a slow typist never meets an
 * expired one); on success the aal2 session (expires_at added as supabase-js adds it).
 */
export async function challengeAndVerify(
  config: SupabasePublicConfig,
  accessToken: string,
  factorId: string,
  code: string,
  fetchImpl: typeof fetch = fetch,
  nowMs: number = Date.now(),
): Promise<MfaVerifyResult> {
  try {
    const id = encodeURIComponent(factorId);
    const challenge = await post(config, `/factors/${id}/challenge`, accessToken, { factorId }, fetchImpl);
    if (!challenge.res.ok) return { ok: false, error: mfaErrorMessage(errorFromResponse(challenge.res.status, challenge.json), MFA_STEP.failed) };
    const challengeId = challenge.json && typeof challenge.json === 'object' ? (challenge.json as Record<string, unknown>).id : undefined;
    if (typeof challengeId !== 'string') return { ok: false, error: MFA_STEP.failed };
    const verify = await post(config, `/factors/${id}/verify`, accessToken, { challenge_id: challengeId, code: normalizeMfaCode(code) }, fetchImpl);
    if (!verify.res.ok) return { ok: false, error: mfaErrorMessage(errorFromResponse(verify.res.status, verify.json), MFA_STEP.failed) };
    const body = verify.json && typeof verify.json === 'object' ? (verify.json as Record<string, unknown>) : null;
    if (!body || !body.access_token || !body.refresh_token || typeof body.expires_in !== 'number') return { ok: false, error: MFA_STEP.failed };
    const session = { ...body };
    if (!session.expires_at) session.expires_at = Math.round(nowMs / 1000) + body.expires_in;
    return { ok: true, session };
  } catch (_e) {
    return { ok: false, error: mfaErrorMessage({ name: 'AuthRetryableFetchError', status: 0 }, MFA_STEP.failed) };
  }
}

/** Ends the unfinished aal1 session (the user went back to the password form). Best effort. */
export async function logoutSession(config: SupabasePublicConfig, accessToken: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    await fetchImpl(`${config.supabaseUrl}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${accessToken}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
  } catch (_e) {
    // the session expires on its own
  }
}
