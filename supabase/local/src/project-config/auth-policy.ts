// The auth rules of supabase/config.toml the stand-in enforces beyond plain settings — the password
// rule (issue 28), MFA and the OAuth 2.1 server — each with the environment variables (GoTrue's
// names) that override the file's value in tests.
import type { TomlSections } from './toml.ts';

/** A flag from the environment: "true" (any case) or anything else; unset or blank keeps `fallback`. */
const envFlag = (raw: string | undefined, fallback: boolean): boolean => (raw !== undefined && raw.trim() !== '' ? /^true$/i.test(raw.trim()) : fallback);

/** A whole number from the environment, or undefined when unset or not one. */
function envCount(raw: string | undefined): number | undefined {
  const v = raw?.trim();
  return v && /^\d+$/.test(v) ? Number(v) : undefined;
}

// ---- the password rule (issue 28) -------------------------------------------------------------

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = "!@#$%^&*()_+-=[]{};'\\:\"|<>?,./`~";

/** The CLI's password_requirements keywords → GoTrue's required character sets (each needs one). */
export const PASSWORD_REQUIREMENT_SETS: Record<string, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

export interface PasswordPolicy {
  minLength: number;
  /** GoTrue PASSWORD_REQUIRED_CHARACTERS: a password needs one character of each set. */
  requiredCharacters: string[];
}

/** GoTrue's own default when nothing is configured. */
export const GOTRUE_DEFAULT_POLICY: PasswordPolicy = { minLength: 6, requiredCharacters: [] };

export function passwordPolicy(sections: TomlSections, env: Record<string, string | undefined>): PasswordPolicy {
  const auth = sections.auth ?? {};
  const fileMin = typeof auth.minimum_password_length === 'number' ? auth.minimum_password_length : undefined;
  const minLength = envCount(env.PASSWORD_MIN_LENGTH) ?? fileMin ?? GOTRUE_DEFAULT_POLICY.minLength;
  const keyword = env.PASSWORD_REQUIREMENTS ?? (typeof auth.password_requirements === 'string' ? auth.password_requirements : '');
  const sets = PASSWORD_REQUIREMENT_SETS[keyword.trim()];
  if (!sets) throw new Error(`[auth] password_requirements: unknown value "${keyword}" (${Object.keys(PASSWORD_REQUIREMENT_SETS).map((k) => `"${k}"`).join(', ')})`);
  return { minLength, requiredCharacters: sets };
}

/** env PASSWORD_MIN_LENGTH / PASSWORD_REQUIREMENTS over the file's rule (tests). */
export function passwordPolicyWithEnv(file: PasswordPolicy, env: Record<string, string | undefined>): PasswordPolicy {
  const minLength = envCount(env.PASSWORD_MIN_LENGTH) ?? file.minLength;
  if (env.PASSWORD_REQUIREMENTS === undefined) return { minLength, requiredCharacters: file.requiredCharacters };
  return { minLength, requiredCharacters: passwordPolicy({}, { PASSWORD_REQUIREMENTS: env.PASSWORD_REQUIREMENTS }).requiredCharacters };
}

// ---- MFA (the same shape and env names as branch h28-mfa's loadMfaPolicy) ----------------------

/** [auth.mfa] max_enrolled_factors and [auth.mfa.totp] enroll_enabled / verify_enabled (the CLI's
 *  keys; GoTrue's defaults 10 / off / off when absent). Env MFA_MAX_ENROLLED_FACTORS,
 *  MFA_TOTP_ENROLL_ENABLED, MFA_TOTP_VERIFY_ENABLED override (tests). */
export interface MfaPolicy {
  maxEnrolledFactors: number;
  totpEnrollEnabled: boolean;
  totpVerifyEnabled: boolean;
}

export function mfaPolicyWithEnv(file: MfaPolicy, env: Record<string, string | undefined>): MfaPolicy {
  return {
    maxEnrolledFactors: envCount(env.MFA_MAX_ENROLLED_FACTORS) ?? file.maxEnrolledFactors,
    totpEnrollEnabled: envFlag(env.MFA_TOTP_ENROLL_ENABLED, file.totpEnrollEnabled),
    totpVerifyEnabled: envFlag(env.MFA_TOTP_VERIFY_ENABLED, file.totpVerifyEnabled),
  };
}

// ---- the OAuth 2.1 server -----------------------------------------------------------------------

export interface OAuthServerSettings {
  /** enabled: /admin/oauth/clients and /oauth/* answer; off, GoTrue's 404 "OAuth server is disabled". */
  enabled: boolean;
  /** allow_dynamic_registration: POST /oauth/clients/register (RFC 7591) for anyone, rate-limited. */
  allowDynamicRegistration: boolean;
  /** authorization_url_path: the consent page of the site (kept; the flow is not emulated). */
  authorizationUrlPath: string;
}

/** env GOTRUE_OAUTH_SERVER_ENABLED / GOTRUE_OAUTH_SERVER_ALLOW_DYNAMIC_REGISTRATION (GoTrue's own
 *  names) over the file's [auth.oauth_server] (tests, and the upstream suites' stack). */
export function oauthServerWithEnv(file: OAuthServerSettings, env: Record<string, string | undefined>): OAuthServerSettings {
  return {
    enabled: envFlag(env.GOTRUE_OAUTH_SERVER_ENABLED, file.enabled),
    allowDynamicRegistration: envFlag(env.GOTRUE_OAUTH_SERVER_ALLOW_DYNAMIC_REGISTRATION, file.allowDynamicRegistration),
    authorizationUrlPath: file.authorizationUrlPath,
  };
}
