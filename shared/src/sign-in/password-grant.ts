// Password sign-in without supabase-js (issue 19): the same request GoTrue receives from
// supabase-js's signInWithPassword, and the session stored where and how supabase-js stores it
// (GoTrueClient._saveSession, lib/fetch.ts _sessionResponse), so the app's client, started
// afterwards, finds a signed-in session. Errors become the app's Turkish texts through the same
// authErrorMessage the app uses. The password goes in the POST body only (never a URL, never a log).
import { authErrorMessage, type AuthErrorLike } from '../supabase/auth-errors';
import { SIGN_IN_FALLBACK_ERROR } from './rules';

export interface SupabasePublicConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** supabase-js's default storage key: `sb-<first hostname label>-auth-token` (SupabaseClient). */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** GoTrue answers with these (lib/fetch.ts NETWORK_ERROR_CODES): supabase-js reports them as retryable. */
function isGatewayStatus(status: number): boolean {
  return (status >= 500 && status <= 504) || (status >= 520 && status <= 530);
}

/** What supabase-js's handleError makes of a failed response, as the fields authErrorMessage reads. */
export function errorFromResponse(status: number, body: unknown): AuthErrorLike {
  if (isGatewayStatus(status)) return { name: 'AuthRetryableFetchError', status };
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code = typeof b.code === 'string' ? b.code : typeof b.error_code === 'string' ? b.error_code : undefined;
  return { name: 'AuthApiError', status, code };
}

/** A token response supabase-js accepts as a session (helpers hasSession + signInWithPassword's check). */
function isSession(body: unknown): body is Record<string, unknown> & { expires_in: number } {
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  return Boolean(b.access_token && b.refresh_token && b.expires_in && b.user);
}

export type PasswordGrantResult = { ok: true; session: Record<string, unknown> } | { ok: false; error: string };

/**
 * POST {supabaseUrl}/auth/v1/token?grant_type=password with supabase-js's auth headers; on success
 * the session (with expires_at added when missing), else the Turkish error text.
 */
export async function passwordGrant(
  config: SupabasePublicConfig,
  email: string,
  password: string,
  fetchImpl: typeof fetch = fetch,
  nowMs: number = Date.now(),
): Promise<PasswordGrantResult> {
  let res: Response;
  try {
    res = await fetchImpl(`${config.supabaseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: config.supabaseAnonKey,
        Authorization: `Bearer ${config.supabaseAnonKey}`,
        'Content-Type': 'application/json;charset=UTF-8',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ email: email.trim(), password, gotrue_meta_security: {} }),
    });
  } catch (_e) {
    // the request never reached the server (offline, DNS, refused): supabase-js's retryable error
    return { ok: false, error: authErrorMessage({ name: 'AuthRetryableFetchError', status: 0 }, SIGN_IN_FALLBACK_ERROR) };
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch (_e) {
    // not JSON: decided by the status alone
  }
  if (!res.ok) return { ok: false, error: authErrorMessage(errorFromResponse(res.status, body), SIGN_IN_FALLBACK_ERROR) };
  if (!isSession(body)) return { ok: false, error: SIGN_IN_FALLBACK_ERROR };
  const session = { ...body };
  if (!session.expires_at) session.expires_at = Math.round(nowMs / 1000) + body.expires_in;
  return { ok: true, session };
}

/** Stores the session exactly as supabase-js's _saveSession does (JSON under the default key). */
export function saveSession(storage: Storage, supabaseUrl: string, session: Record<string, unknown>): void {
  storage.setItem(sessionStorageKey(supabaseUrl), JSON.stringify(session));
}
