// Turkish phone numbers (issue 25 item 5): users.phone and demographic_info.parent_phone /
// guardian_phone. One normaliser for the forms (mf-admin, mf-auth), the create-user edge function
// and the unit tests; public.normalize_tr_phone (migration 20261126120000) is its SQL twin and
// must accept and produce exactly the same (docs/decisions.md "Phone numbers").
//
// Accepted: a national significant number of 10 digits — mobile 5XX XXX XX XX, landline with a
// geographic area code 2XX/3XX/4XX (0212…, 0312…, 0232…) or 850 — written with or without the
// trunk 0 or the country code (+90, 0090, 90), with spaces, dots, hyphens, slashes or
// parentheses between the digits. Canonical form: '+90 532 123 45 67'.

/** Shown when a phone number is refused (client and server). */
export const PHONE_INVALID_MESSAGE = 'Geçerli bir Türkiye telefon numarası giriniz (örn. 0532 123 45 67 veya 0212 123 45 67)';

/** Longest input looked at (users_phone_length: 32 characters). */
const MAX_INPUT = 32;

/** 10 national digits: mobile (5…), geographic landline (2…, 3…, 4…) or 850. */
const NATIONAL_RE = /^(?:[234]\d{9}|5\d{9}|850\d{7})$/;

/**
 * The canonical '+90 XXX XXX XX XX' form of a Turkish mobile or landline number, or null when
 * the input is not one. Blank input is not a number either (callers store blank as null).
 */
export function normalizeTurkishPhone(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '' || trimmed.length > MAX_INPUT) return null;
  // digits with separators only (a leading + for the country code); letters, '*', '#' are refused
  if (!/^\+?[\d\s().\-/]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  let national: string;
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('90')) return null;
    national = digits.slice(2);
  } else if (digits.startsWith('0090')) national = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('90')) national = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) national = digits.slice(1);
  else national = digits;
  if (!NATIONAL_RE.test(national)) return null;
  return `+90 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8, 10)}`;
}

/** True for a blank value or a number normalizeTurkishPhone accepts. */
export function isOptionalTurkishPhone(input: string | null | undefined): boolean {
  return input == null || input.trim() === '' || normalizeTurkishPhone(input) !== null;
}

/** null for blank, the canonical form for a valid number; throws nothing — invalid stays as typed. */
export function phoneForStorage(input: string | null | undefined): string | null {
  if (input == null || input.trim() === '') return null;
  return normalizeTurkishPhone(input) ?? input.trim();
}
