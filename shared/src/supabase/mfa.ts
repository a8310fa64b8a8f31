// TOTP through supabase-js's GoTrue MFA API (issue 28): the app's one place for these calls — the
// session (status), mf-auth's code step and /settings' Güvenlik section (enrol, confirm, remove).
// Never throws; failures come back as Turkish text (mfaErrorMessage). The /settings endpoints run
// the *Request descriptors through baseApi's base query; the sign-in step calls the plain functions. The light sign-in island has
// its own copy of challenge + verify over fetch (../sign-in/mfa-step.ts): it has no supabase-js.
import { getSupabase, type AppSupabaseClient } from './client';
import { runSupabaseCall, type SupabaseRequest } from '../store/supabase-query';
import { mfaErrorMessage } from './auth-errors';
import { MFA_NOT_NEEDED, toMfaStatus, type MfaStatus } from '../session/mfa-status';
import { MFA_STEP, normalizeMfaCode } from '../sign-in/rules';

export const MFA_MESSAGES = {
  enrolFailed: 'Doğrulama uygulaması eklenemedi. Lütfen tekrar deneyin.',
  removeFailed: 'Doğrulama uygulaması kaldırılamadı. Lütfen tekrar deneyin.',
  listFailed: 'İki adımlı doğrulama bilgisi yüklenemedi.',
} as const;

export interface TotpFactor {
  id: string;
  friendlyName: string | null;
  verified: boolean;
  createdAt: string;
}

export interface TotpEnrolment {
  factorId: string;
  /** An SVG data URI (supabase-js prefixes GoTrue's SVG). */
  qrCode: string;
  /** The base32 secret, for typing into the app by hand. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
}

/**
 * The caller's status: my_mfa_status() when it answers; else what the token itself says
 * (getAuthenticatorAssuranceLevel: nextLevel aal2 means a verified factor) — the database still
 * guards what an aal1 token may do.
 */
export async function loadMfaStatus(supabase: AppSupabaseClient = getSupabase()): Promise<MfaStatus> {
  try {
    const { data, error } = await supabase.rpc('my_mfa_status');
    const status = error ? null : toMfaStatus(data);
    if (status) return status;
  } catch (_e) {
    // fall back to the token below
  }
  try {
    const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    if (!data) return MFA_NOT_NEEDED;
    return { required: false, aal: data.currentLevel === 'aal2' ? 'aal2' : 'aal1', verifiedFactors: data.nextLevel === 'aal2' ? 1 : 0 };
  } catch (_e) {
    return MFA_NOT_NEEDED;
  }
}

/** The caller's TOTP factors (verified or not), from GoTrue's user. */
export const totpFactorsRequest: SupabaseRequest<TotpFactor[]> = {
  fallback: MFA_MESSAGES.listFailed,
  call: async (supabase) => {
    const { data, error } = await supabase.auth.mfa.listFactors();
    if (error || !data) return { data: null, error: { message: MFA_MESSAGES.listFailed } };
    const factors = data.all
      .filter((f) => f.factor_type === 'totp')
      .map((f) => ({ id: f.id, friendlyName: f.friendly_name ?? null, verified: f.status === 'verified', createdAt: f.created_at }));
    return { data: factors, error: null };
  },
};

export async function listTotpFactors(): Promise<{ factors: TotpFactor[]; error: string | null }> {
  const res = await runSupabaseCall(totpFactorsRequest);
  return 'error' in res ? { factors: [], error: res.error.message } : { factors: res.data, error: null };
}

/** Starts enrolling an authenticator app; an earlier unconfirmed attempt is dropped first. */
export function enrolTotpRequest(friendlyName: string): SupabaseRequest<TotpEnrolment> {
  return {
    fallback: MFA_MESSAGES.enrolFailed,
    call: async (supabase) => {
      const listed = await listTotpFactors();
      for (const stale of listed.factors.filter((f) => !f.verified)) await supabase.auth.mfa.unenroll({ factorId: stale.id });
      const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName });
      if (error || !data || data.type !== 'totp') return { data: null, error: { message: mfaErrorMessage(error, MFA_MESSAGES.enrolFailed) } };
      return { data: { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri }, error: null };
    },
  };
}

/**
 * challenge + verify for one factor: confirms a new factor, or is the sign-in's second step. On
 * success supabase-js stores the aal2 session and emits MFA_CHALLENGE_VERIFIED.
 */
export function verifyTotpRequest(factorId: string, code: string): SupabaseRequest<null> {
  return {
    fallback: MFA_STEP.failed,
    call: async (supabase) => {
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: normalizeMfaCode(code) });
      return { data: null, error: error ? { message: mfaErrorMessage(error, MFA_STEP.failed) } : null };
    },
  };
}

export async function verifyTotpCode(factorId: string, code: string): Promise<{ error: string | null }> {
  const res = await runSupabaseCall(verifyTotpRequest(factorId, code));
  return { error: 'error' in res ? res.error.message : null };
}

/** Turkish text the server gave (e.g. the refusal to remove an admin's last required factor). */
function turkishServerText(error: unknown): string | null {
  const message = error && typeof error === 'object' ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && /[çğıİöşüÇĞÖŞÜ]/.test(message) ? message : null;
}

/** Removes a factor; the server refuses an admin's last one while MFA is required for them. */
export function unenrolTotpRequest(factorId: string): SupabaseRequest<null> {
  return {
    fallback: MFA_MESSAGES.removeFailed,
    call: async (supabase) => {
      const { error } = await supabase.auth.mfa.unenroll({ factorId });
      if (error) return { data: null, error: { message: turkishServerText(error) ?? mfaErrorMessage(error, MFA_MESSAGES.removeFailed) } };
      // the stored session's user still lists the factor: read the user again
      await supabase.auth.refreshSession().catch(() => undefined);
      return { data: null, error: null };
    },
  };
}

/** The first verified TOTP factor (the sign-in's second step uses it), or null. */
export async function verifiedTotpFactor(): Promise<{ factorId: string | null; error: string | null }> {
  const { factors, error } = await listTotpFactors();
  return { factorId: factors.find((f) => f.verified)?.id ?? null, error };
}
