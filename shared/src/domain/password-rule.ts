// The password rule (issue 28 §2), one module for every path: the user-creation dialogs
// (mf-admin), /settings and the new-password form after a reset link (mf-auth), and the server
// (create-user and change-password edge functions). Pure: no React, no supabase-js, no list.
//
// - at least 8 characters with a letter and a digit for everyone (students are children: no more);
// - staff (admin, temsilci, beyin_antrenoru) at least 10;
// - not one of the 10,000 most common passwords — the caller passes the check (`isCommon`): the
//   server passes ./common-passwords.ts, the browser forms leave it out and show the server's answer;
// - not the e-mail, its local part or the person's first or last name (case and Turkish letters
//   ignored: 'Ayşe2015' is refused for Ayşe).
// The hosted auth server enforces the first rule too (supabase/config.toml [auth]
// minimum_password_length = 8, password_requirements = "letters_digits") and answers
// `weak_password` with reasons 'length' | 'characters' | 'pwned'; weakPasswordMessage maps those.
import { foldTr } from '../format/turkish.ts';

export const MIN_PASSWORD_LENGTH = 8;
export const STAFF_MIN_PASSWORD_LENGTH = 10;
/** bcrypt (GoTrue's hash) ignores bytes past 72; GoTrue refuses longer passwords. */
export const MAX_PASSWORD_BYTES = 72;
/** Name and e-mail parts shorter than this are not looked for inside a password. */
export const MIN_PERSONAL_PART = 3;
export const STAFF_ROLES = ['admin', 'temsilci', 'beyin_antrenoru'] as const;

export type PasswordProblem = 'length' | 'characters' | 'common' | 'personal' | 'too_long';

export interface PasswordContext {
  /** The account's roles: any staff role raises the minimum to 10. */
  roles?: readonly string[] | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** The 10,000-most-common check; absent in the browser (the server runs it). */
  isCommon?: (password: string) => boolean;
}

export function isStaff(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).some((r) => (STAFF_ROLES as readonly string[]).includes(r));
}

export function minPasswordLength(roles: readonly string[] | null | undefined): number {
  return isStaff(roles) ? STAFF_MIN_PASSWORD_LENGTH : MIN_PASSWORD_LENGTH;
}

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

/** The parts of e-mail and name that a password must not contain (folded, at least 3 characters). */
export function personalParts(ctx: Pick<PasswordContext, 'email' | 'firstName' | 'lastName'>): string[] {
  const parts = new Set<string>();
  const email = foldTr((ctx.email ?? '').trim());
  if (email) {
    parts.add(email);
    const local = email.split('@')[0] ?? '';
    parts.add(local);
    for (const p of local.split(/[^\p{L}\p{N}]+/u)) parts.add(p);
  }
  for (const name of [ctx.firstName, ctx.lastName]) {
    const folded = foldTr((name ?? '').trim());
    parts.add(folded);
    for (const p of folded.split(/[^\p{L}\p{N}]+/u)) parts.add(p);
  }
  return [...parts].filter((p) => [...p].length >= MIN_PERSONAL_PART);
}

/** Every rule the password breaks, in the order the messages are shown; [] = acceptable. */
export function passwordProblems(password: string, ctx: PasswordContext = {}): PasswordProblem[] {
  const out: PasswordProblem[] = [];
  if (utf8Length(password) > MAX_PASSWORD_BYTES) return ['too_long'];
  if ([...password].length < minPasswordLength(ctx.roles)) out.push('length');
  // Any letter counts (ç ğ ı ö ş ü too); digits are 0–9 as the auth server counts them.
  if (!/\p{L}/u.test(password) || !/[0-9]/.test(password)) out.push('characters');
  if (ctx.isCommon?.(password)) out.push('common');
  const folded = foldTr(password);
  if (personalParts(ctx).some((p) => folded.includes(p))) out.push('personal');
  return out;
}

export const PASSWORD_MESSAGES = {
  length: (min: number) => `Şifre en az ${min} karakter olmalı`,
  characters: 'Şifre harf ve rakam içermeli',
  common: 'Bu şifre çok yaygın, başka bir şifre seçin',
  personal: 'Şifre e-posta adresinizi veya adınızı içermemeli',
  /** The same rule said to staff creating someone else's account. */
  personalOther: 'Şifre kullanıcının e-posta adresini veya adını içermemeli',
  tooLong: `Şifre en fazla ${MAX_PASSWORD_BYTES} bayt olabilir`,
} as const;

/** The Turkish message for one problem. `other`: the password is for someone else's account. */
export function passwordProblemMessage(problem: PasswordProblem, roles?: readonly string[] | null, other = false): string {
  switch (problem) {
    case 'length':
      return PASSWORD_MESSAGES.length(minPasswordLength(roles));
    case 'characters':
      return PASSWORD_MESSAGES.characters;
    case 'common':
      return PASSWORD_MESSAGES.common;
    case 'personal':
      return other ? PASSWORD_MESSAGES.personalOther : PASSWORD_MESSAGES.personal;
    case 'too_long':
      return PASSWORD_MESSAGES.tooLong;
  }
}

/** The first problem's message, or null when the password passes. */
export function passwordError(password: string, ctx: PasswordContext = {}, other = false): string | null {
  const [first] = passwordProblems(password, ctx);
  return first ? passwordProblemMessage(first, ctx.roles, other) : null;
}

/** GoTrue's weak_password reasons ('length' | 'characters' | 'pwned') and ours, as one message. */
export function weakPasswordMessage(reasons: readonly string[], roles?: readonly string[] | null, other = false): string {
  const map: Record<string, PasswordProblem> = { length: 'length', characters: 'characters', pwned: 'common', common: 'common', personal: 'personal', too_long: 'too_long' };
  const known = reasons.map((r) => map[r]).filter((p): p is PasswordProblem => p !== undefined);
  return known.length > 0 ? known.map((p) => passwordProblemMessage(p, roles, other)).join('. ') : PASSWORD_MESSAGES.characters;
}

interface WeakPasswordErrorLike {
  code?: unknown;
  reasons?: unknown;
  weak_password?: { reasons?: unknown } | null;
}

/** The reasons of a weak_password error (supabase-js AuthWeakPasswordError, or GoTrue's JSON). */
export function weakPasswordReasons(error: unknown): string[] | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as WeakPasswordErrorLike;
  const isWeak = e.code === 'weak_password' || (error as { name?: unknown }).name === 'AuthWeakPasswordError';
  if (!isWeak) return null;
  const raw = Array.isArray(e.reasons) ? e.reasons : Array.isArray(e.weak_password?.reasons) ? e.weak_password.reasons : [];
  return raw.filter((r): r is string => typeof r === 'string');
}
