// Small pure validators for request bodies. Each returns the cleaned value or throws an
// HttpError(400) with the Turkish message of the spec (spec 1 §5) where the spec gives one.
import { HttpError } from './http.ts';
import { isRole, type Role } from './roles.ts';
import { normalizeTurkishPhone, PHONE_INVALID_MESSAGE } from '@akademi/shared/domain/phone.ts';
import { isCommonPassword } from '@akademi/shared/domain/common-passwords.ts';
import { MAX_PASSWORD_BYTES, passwordProblemMessage, passwordProblems, type PasswordContext } from '@akademi/shared/domain/password-rule.ts';

export const MAX_PASSWORD_LENGTH = MAX_PASSWORD_BYTES; // bcrypt, the hash GoTrue uses, ignores bytes past 72
export const MIN_CONTACT_NAME = 2; // spec 1 §5 Contact
export const MIN_CONTACT_MESSAGE = 10; // spec 1 §5 Contact
export const MAX_NAME_LENGTH = 100;
export const MAX_TEXT_LENGTH = 5000;
export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const; // spec 1 §3
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const MSG = {
  emailInvalid: 'Geçerli bir e-posta adresi giriniz',
  passwordRequired: 'Şifre zorunludur',
  firstNameRequired: 'Ad alanı zorunludur',
  lastNameRequired: 'Soyad alanı zorunludur',
  rolesRequired: 'En az bir rol seçmelisiniz',
  titleMessageRequired: 'Başlık ve mesaj alanları zorunludur',
  contactName: 'Ad Soyad en az 2 karakter olmalıdır',
  contactSubject: 'Konu seçiniz',
  contactMessage: 'Mesaj en az 10 karakter olmalıdır',
} as const;

function bad(message: string): never {
  throw new HttpError(400, message);
}

// Pragmatic address check (one @, no spaces, a dot in the domain); the auth server is the
// final judge. Kept deliberately simple so it matches the client's check.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL_RE.test(value.trim());
}

/** Trimmed, lower-cased e-mail address. */
export function requireEmail(value: unknown, message: string = MSG.emailInvalid): string {
  if (!isEmail(value)) bad(message);
  return value.trim().toLowerCase();
}

/**
 * The password rule (issue 28, shared/src/domain/password-rule.ts) with the 10,000-most-common
 * list: a weak password is a 422 {error: <Turkish message of the first problem>, code:
 * 'weak_password', reasons: [...]} (reasons: 'length' | 'characters' | 'common' | 'personal' |
 * 'too_long'). `other`: the password is for someone else's account (create-user).
 */
export function requirePassword(value: unknown, ctx: Omit<PasswordContext, 'isCommon'> = {}, other = false): string {
  if (typeof value !== 'string' || value === '') bad(MSG.passwordRequired);
  const reasons = passwordProblems(value, { ...ctx, isCommon: isCommonPassword });
  const [first] = reasons;
  if (first) throw new HttpError(422, passwordProblemMessage(first, ctx.roles, other), { code: 'weak_password', reasons });
  return value;
}

/** Non-blank string after trimming, at most `max` characters. */
export function requireText(value: unknown, message: string, max = MAX_TEXT_LENGTH): string {
  if (typeof value !== 'string' || value.trim() === '') bad(message);
  const trimmed = value.trim();
  if (trimmed.length > max) bad(`${message} (en fazla ${max} karakter)`);
  return trimmed;
}

/** Trimmed string of at least `min` characters. */
export function requireMinLength(value: unknown, min: number, message: string, max = MAX_TEXT_LENGTH): string {
  if (typeof value !== 'string' || value.trim().length < min) bad(message);
  const trimmed = value.trim();
  if (trimmed.length > max) bad(`Metin en fazla ${max} karakter olabilir`);
  return trimmed;
}

/** Known, de-duplicated, non-empty role list in the order given. */
export function requireRoles(value: unknown): Role[] {
  if (!Array.isArray(value) || value.length === 0) bad(MSG.rolesRequired);
  const out: Role[] = [];
  for (const r of value) {
    if (!isRole(r)) bad(`Geçersiz rol: ${typeof r === 'string' ? r : JSON.stringify(r)}`);
    if (!out.includes(r)) out.push(r);
  }
  return out;
}

/** Optional role (absent, null, '' or 'all' mean every role). */
export function optionalRole(value: unknown): Role | null {
  if (value === undefined || value === null || value === '' || value === 'all') return null;
  if (!isRole(value)) bad(`Geçersiz hedef rol: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return value;
}

export function priorityOrDefault(value: unknown, fallback: NotificationPriority): NotificationPriority {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string' || !(NOTIFICATION_PRIORITIES as readonly string[]).includes(value)) {
    bad('Geçersiz öncelik; low, normal, high veya urgent olmalıdır');
  }
  return value as NotificationPriority;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}
export function requireUuid(value: unknown, message: string): string {
  if (!isUuid(value)) bad(message);
  return value.toLowerCase();
}

/** An optional text field: the trimmed string when not blank, a number as its text, else null. */
export function optionalText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() !== '' ? value.trim() : null;
  return typeof value === 'number' ? String(value) : null;
}

/** First present key among aliases (camelCase body vs snake_case body). */
export function pick(body: Record<string, unknown>, ...keys: string[]): unknown {
  for (const k of keys) if (body[k] !== undefined) return body[k];
  return undefined;
}

// ---- demographic_info (spec 1 §3 "demographic_info keys", §5 "Add student") ----

/** Canonical key → accepted aliases. */
const DEMOGRAPHIC_KEYS: Record<string, readonly string[]> = {
  student_number: [],
  birth_date: ['date_of_birth'],
  gender: [],
  grade_level: ['grade'],
  school_name: ['school'],
  parent_name: ['guardian_name'],
  parent_phone: ['guardian_phone'],
  parent_email: ['guardian_email'],
  city: [],
  district: [],
  address: [],
  notes: [],
};
const ALIAS_TO_KEY: Record<string, string> = Object.fromEntries(
  Object.entries(DEMOGRAPHIC_KEYS).flatMap(([key, aliases]) => [[key, key], ...aliases.map((a) => [a, key])]),
);
const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export type DemographicInfo = Record<string, string | null>;

/**
 * Validates demographic info: absent/null → null; otherwise an object of known keys (aliases
 * mapped to the canonical key) with string/number values; empty values become null (spec 1 §5
 * "Empty optional values stored as null"). gender male|female, grade_level 1..12, parent_email
 * an e-mail, parent_phone a Turkish number (normalised), birth_date YYYY-MM-DD not in the future.
 */
export function parseDemographicInfo(value: unknown, now: Date = new Date()): DemographicInfo | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) bad('Demografik bilgiler bir nesne olmalıdır');
  const out: DemographicInfo = {};
  for (const [rawKey, raw] of Object.entries(value as Record<string, unknown>)) {
    const key = ALIAS_TO_KEY[rawKey];
    if (!key) bad(`Bilinmeyen demografik alan: ${rawKey}`);
    let v: string | null;
    if (raw === undefined || raw === null) v = null;
    else if (typeof raw === 'string') v = raw.trim() === '' ? null : raw.trim();
    else if (typeof raw === 'number' && Number.isFinite(raw)) v = String(raw);
    else bad(`Geçersiz demografik değer: ${rawKey}`);
    if (v !== null && v.length > 500) bad(`Demografik değer çok uzun: ${rawKey}`);
    // A canonical key wins over its alias when both are sent.
    if (out[key] !== undefined && out[key] !== null && rawKey !== key) continue;
    out[key] = v;
  }
  const g = out.gender;
  if (g != null && g !== 'male' && g !== 'female') bad('Cinsiyet male veya female olmalıdır');
  const grade = out.grade_level;
  if (grade != null) {
    const n = Number(grade);
    if (!Number.isInteger(n) || n < 1 || n > 12) bad('Sınıf 1 ile 12 arasında olmalıdır');
    out.grade_level = String(n);
  }
  // issue 25: a Turkish mobile or landline number, stored as '+90 532 123 45 67' (the database
  // trigger users_05_normalize_phones holds the same rule for every other writer)
  const pp = out.parent_phone;
  if (pp != null) {
    const phone = normalizeTurkishPhone(pp);
    if (phone === null) bad(`Veli telefonu: ${PHONE_INVALID_MESSAGE}`);
    out.parent_phone = phone;
  }
  const pe = out.parent_email;
  if (pe != null) out.parent_email = requireEmail(pe, 'Veli e-posta adresi geçersiz');
  const bd = out.birth_date;
  if (bd != null) {
    const d = new Date(`${bd}T00:00:00Z`);
    if (!ISO_DATE_RE.test(bd) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== bd) {
      bad('Doğum tarihi YYYY-AA-GG biçiminde olmalıdır');
    }
    if (d.getTime() > now.getTime()) bad('Doğum tarihi gelecekte olamaz');
  }
  return out;
}

/** 'STU-' plus the last 8 digits of the timestamp (spec 1 §3 student number). */
export function generateStudentNumber(now: number = Date.now()): string {
  return `STU-${String(now).slice(-8)}`;
}
