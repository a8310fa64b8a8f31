// The caller's second-factor state (issue 28 TOTP), as the session knows it: whether the product
// setting requires a factor for their roles, the JWT's assurance level and how many verified
// factors they have (RPC my_mfa_status, which reads the same claims the database's rules read).
// The database is the guard (an aal1 admin has no admin rights while required); the app only leads
// the user: to the code step, or to enrol in /settings.

export type Aal = 'aal1' | 'aal2';

export interface MfaStatus {
  required: boolean;
  aal: Aal;
  verifiedFactors: number;
}

/** What the signed-in app does about it: go on, ask for the code, or lead to enrolment. */
export type MfaGate = 'ok' | 'code' | 'enrol';

/** Nothing to do (e.g. the RPC failed and the token says aal1 without a factor). */
export const MFA_NOT_NEEDED: MfaStatus = { required: false, aal: 'aal1', verifiedFactors: 0 };

/** Where the app leads a user who must enrol (the Güvenlik tab of spec 1 §2). */
export const MFA_ENROL_PATH = '/settings';
/** Where the app asks an aal1 session with a factor for the code (mf-auth's sign-in page, code mode). */
export const MFA_CODE_PATH = '/auth';

export function mfaGate(status: MfaStatus): MfaGate {
  // a verified factor and an aal1 token: supabase-js's nextLevel aal2 > currentLevel aal1
  if (status.verifiedFactors > 0 && status.aal !== 'aal2') return 'code';
  if (status.required && status.verifiedFactors === 0) return 'enrol';
  return 'ok';
}

/** my_mfa_status()'s JSON answer, read by shape (null when it is not one). */
export function toMfaStatus(data: unknown): MfaStatus | null {
  const row: unknown = Array.isArray(data) ? data[0] : data;
  if (!row || typeof row !== 'object') return null;
  const r = row as Record<string, unknown>;
  if (typeof r.required !== 'boolean' || (r.aal !== 'aal1' && r.aal !== 'aal2')) return null;
  const count = typeof r.verified_factors === 'number' ? r.verified_factors : Number(r.verified_factors);
  return { required: r.required, aal: r.aal, verifiedFactors: Number.isFinite(count) ? count : 0 };
}
