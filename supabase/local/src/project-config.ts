// supabase/config.toml (the Supabase CLI's project file, pushed to hosted with `supabase config
// push`) as the stand-in reads it: only the keys the stand-in obeys so far, [auth]
// minimum_password_length and password_requirements (issue 28). A deliberately small reader for
// `[section]` headers and `key = "string" | number | true/false` lines; anything else is skipped.
// Environment variables override the file (tests): PASSWORD_MIN_LENGTH, PASSWORD_REQUIREMENTS.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type TomlValue = string | number | boolean;
export type TomlSections = Record<string, Record<string, TomlValue>>;

/** `[a.b]` sections → { 'a.b': { key: value } }; top-level keys go to ''. */
export function parseSimpleToml(text: string): TomlSections {
  const out: TomlSections = { '': {} };
  let section = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/^\s+|\s+$/g, '');
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[([A-Za-z0-9_.-]+)\]\s*(#.*)?$/.exec(line);
    if (header) {
      section = header[1] ?? '';
      out[section] ??= {};
      continue;
    }
    const kv = /^([A-Za-z0-9_-]+)\s*=\s*(.+?)\s*(#[^"]*)?$/.exec(line);
    if (!kv) continue;
    const key = kv[1] ?? '';
    const value = kv[2] ?? '';
    const str = /^"((?:[^"\\]|\\.)*)"$/.exec(value);
    const target = (out[section] ??= {});
    if (str) target[key] = JSON.parse(`"${str[1] ?? ''}"`) as string;
    else if (/^-?\d+$/.test(value)) target[key] = Number(value);
    else if (value === 'true' || value === 'false') target[key] = value === 'true';
  }
  return out;
}

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
  const envMin = env.PASSWORD_MIN_LENGTH?.trim();
  const minLength = envMin && /^\d+$/.test(envMin) ? Number(envMin) : (fileMin ?? GOTRUE_DEFAULT_POLICY.minLength);
  const keyword = env.PASSWORD_REQUIREMENTS ?? (typeof auth.password_requirements === 'string' ? auth.password_requirements : '');
  const sets = PASSWORD_REQUIREMENT_SETS[keyword.trim()];
  if (!sets) throw new Error(`password_requirements: unknown value "${keyword}" (${Object.keys(PASSWORD_REQUIREMENT_SETS).map((k) => `"${k}"`).join(', ')})`);
  return { minLength, requiredCharacters: sets };
}

/** Reads <supabaseDir>/config.toml (absent file = GoTrue's defaults) with env overrides. */
export function loadPasswordPolicy(supabaseDir: string, env: Record<string, string | undefined>): PasswordPolicy {
  const file = join(supabaseDir, 'config.toml');
  const sections = existsSync(file) ? parseSimpleToml(readFileSync(file, 'utf8')) : {};
  return passwordPolicy(sections, env);
}

/** [auth.mfa] max_enrolled_factors and [auth.mfa.totp] enroll_enabled / verify_enabled (the CLI's
 *  keys; GoTrue's defaults 10 / off / off when absent). Env MFA_MAX_ENROLLED_FACTORS,
 *  MFA_TOTP_ENROLL_ENABLED, MFA_TOTP_VERIFY_ENABLED override (tests). */
export interface MfaPolicy {
  maxEnrolledFactors: number;
  totpEnrollEnabled: boolean;
  totpVerifyEnabled: boolean;
}

export function loadMfaPolicy(supabaseDir: string, env: Record<string, string | undefined>): MfaPolicy {
  const file = join(supabaseDir, 'config.toml');
  const sections = existsSync(file) ? parseSimpleToml(readFileSync(file, 'utf8')) : {};
  const mfa = sections['auth.mfa'] ?? {};
  const totp = sections['auth.mfa.totp'] ?? {};
  const bool = (envValue: string | undefined, fileValue: TomlValue | undefined) =>
    envValue !== undefined && envValue.trim() !== '' ? /^true$/i.test(envValue.trim()) : fileValue === true;
  const envMax = env.MFA_MAX_ENROLLED_FACTORS?.trim();
  const maxEnrolledFactors =
    envMax && /^\d+$/.test(envMax) ? Number(envMax) : typeof mfa.max_enrolled_factors === 'number' ? mfa.max_enrolled_factors : 10;
  return {
    maxEnrolledFactors,
    totpEnrollEnabled: bool(env.MFA_TOTP_ENROLL_ENABLED, totp.enroll_enabled),
    totpVerifyEnabled: bool(env.MFA_TOTP_VERIFY_ENABLED, totp.verify_enabled),
  };
}
