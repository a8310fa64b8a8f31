// Validation of the user-creation, add-student and edit-user dialogs (spec 1 §5) and the
// demographic_info shapes they store (spec 1 §3).
import { DEMOGRAPHIC_LIMITS, TEXT_LIMITS, charLength, tooLongMessage, type DemographicInfo, type Role } from '@akademi/shared';
import { generateStudentNumber, isOptionalTurkishPhone, PHONE_INVALID_MESSAGE, phoneForStorage } from '@akademi/shared/domain';
import { passwordError } from '@akademi/shared/domain/password-rule';

/** spec 1 §9: grade levels 1 to 12. */
export const GRADE_LEVELS = Array.from({ length: 12 }, (_, i) => String(i + 1));

export const MSG = {
  roleRequired: 'En az bir rol seçmelisiniz',
  editRoleRequired: 'En az bir rol seçilmelidir',
  firstNameRequired: 'Ad zorunludur',
  lastNameRequired: 'Soyad zorunludur',
  emailRequired: 'E-posta zorunludur',
  emailInvalid: 'Geçerli bir e-posta adresi giriniz',
  passwordRequired: 'Şifre zorunludur',
} as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string): boolean => EMAIL_RE.test(value.trim());

export interface NewUserFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  roles: Role[];
}

/**
 * Length limits the database enforces (migration 20261123000320), checked before submitting so
 * the user reads a Turkish message instead of a refused request. First failing field or null.
 */
export function validateProfileLengths(f: { firstName: string; lastName: string; email: string; phone?: string | null }): string | null {
  if (charLength(f.firstName.trim()) > TEXT_LIMITS.name) return tooLongMessage('Ad', TEXT_LIMITS.name);
  if (charLength(f.lastName.trim()) > TEXT_LIMITS.name) return tooLongMessage('Soyad', TEXT_LIMITS.name);
  if (charLength(f.email.trim()) > TEXT_LIMITS.email) return tooLongMessage('E-posta', TEXT_LIMITS.email);
  if (f.phone && charLength(f.phone.trim()) > TEXT_LIMITS.phone) return tooLongMessage('Telefon', TEXT_LIMITS.phone);
  return null;
}

/** demographic_info keys that hold a phone number (spec 1 §3 parent_phone and its alias). */
const PHONE_KEYS = ['parent_phone', 'guardian_phone'] as const;

/**
 * Phone numbers must be Turkish mobile or landline numbers (issue 25; the database trigger
 * users_05_normalize_phones refuses anything else). First failing field's message or null.
 */
export function validatePhones(f: { phone?: string | null; details?: Record<string, unknown> }): string | null {
  if (!isOptionalTurkishPhone(f.phone)) return `Telefon: ${PHONE_INVALID_MESSAGE}`;
  for (const key of PHONE_KEYS) {
    const v = f.details?.[key];
    if (typeof v === 'string' && !isOptionalTurkishPhone(v)) return `Veli Telefonu: ${PHONE_INVALID_MESSAGE}`;
  }
  return null;
}

/** Phone keys of a demographic_info object in the stored form ('+90 532 123 45 67'). */
function withCanonicalPhones<T extends Record<string, unknown>>(info: T): T {
  const out: Record<string, unknown> = { ...info };
  for (const key of PHONE_KEYS) {
    const v = out[key];
    if (typeof v === 'string') out[key] = phoneForStorage(v);
  }
  return out as T;
}

/** Turkish labels of the demographic keys, for the length messages. */
const DEMOGRAPHIC_LABELS: Record<string, string> = {
  student_number: 'Öğrenci No',
  school_name: 'Okul Adı',
  parent_name: 'Veli Adı',
  parent_phone: 'Veli Telefonu',
  parent_email: 'Veli E-posta',
  city: 'İl',
  district: 'İlçe',
  address: 'Adres',
  notes: 'Notlar',
};

/** demographic_info values within public.demographic_info_within_limits; first failing field or null. */
export function validateDemographicLengths(details: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(details)) {
    if (typeof value !== 'string') continue;
    const max = DEMOGRAPHIC_LIMITS[key] ?? 500;
    if (charLength(value.trim()) > max) return tooLongMessage(DEMOGRAPHIC_LABELS[key] ?? key, max);
  }
  return null;
}

/** First failing rule's message (spec 1 §5 "User creation dialog"), or null when valid. */
export function validateNewUser(f: NewUserFields, opts: { requireRole: boolean } = { requireRole: true }): string | null {
  if (!f.firstName.trim()) return MSG.firstNameRequired;
  if (!f.lastName.trim()) return MSG.lastNameRequired;
  if (!f.email.trim()) return MSG.emailRequired;
  if (!isValidEmail(f.email)) return MSG.emailInvalid;
  const tooLong = validateProfileLengths(f);
  if (tooLong) return tooLong;
  if (!f.password) return MSG.passwordRequired;
  // issue 28: the password rule for the new user's roles, e-mail and name (the server checks it
  // again, with the 10,000-most-common list)
  const weak = passwordError(f.password, { roles: f.roles, email: f.email, firstName: f.firstName, lastName: f.lastName }, true);
  if (weak) return weak;
  if (opts.requireRole && f.roles.length === 0) return MSG.roleRequired;
  return null;
}

/** Roles a creator may give (spec 1 §5): trainer → kullanici, temsilci → beyin_antrenoru, admin → any. */
export function allowedCreationRoles(currentRole: Role | null): { roles: Role[]; multiple: boolean } {
  switch (currentRole) {
    case 'admin':
      return { roles: ['admin', 'temsilci', 'beyin_antrenoru', 'kullanici'], multiple: true };
    case 'temsilci':
      return { roles: ['beyin_antrenoru'], multiple: false };
    case 'beyin_antrenoru':
      return { roles: ['kullanici'], multiple: false };
    default:
      return { roles: [], multiple: false };
  }
}

/** Student detail fields of the dialogs (spec 1 §2 "User creation dialog"). */
export const STUDENT_DETAIL_KEYS = [
  'birth_date',
  'gender',
  'grade_level',
  'school_name',
  'parent_name',
  'parent_phone',
  'parent_email',
  'notes',
] as const;
export type StudentDetailKey = (typeof STUDENT_DETAIL_KEYS)[number];
export type StudentDetails = Partial<Record<StudentDetailKey | 'student_number', string | null | undefined>>;

const blankToNull = (v: string | null | undefined): string | null => {
  const t = typeof v === 'string' ? v.trim() : '';
  return t === '' ? null : t;
};

/**
 * Add student (spec 1 §5): empty optional values stored as null; an empty student number is
 * generated ('STU-' + last 8 digits of the timestamp, spec 1 §3).
 */
export function studentDemographics(details: StudentDetails, nowMs: number = Date.now()): DemographicInfo {
  const out: Record<string, string | null> = { student_number: blankToNull(details.student_number) ?? generateStudentNumber(nowMs) };
  for (const key of STUDENT_DETAIL_KEYS) out[key] = blankToNull(details[key]);
  // gender is 'male' | 'female' from the form's select; other keys are free text.
  return withCanonicalPhones(out) as DemographicInfo;
}

/**
 * User-creation dialog: the student details only when kullanici is among the roles, and only the
 * filled ones; null when nothing remains.
 */
export function creationDemographics(roles: readonly Role[], details: StudentDetails): DemographicInfo | null {
  if (!roles.includes('kullanici')) return null;
  return compactDemographics(details);
}

/** Edit user (spec 1 §5): empty values dropped; null when none remain. */
export function compactDemographics(details: Record<string, unknown>): DemographicInfo | null {
  const out: DemographicInfo = {};
  for (const [key, value] of Object.entries(details)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') {
      const t = value.trim();
      if (t !== '') out[key] = t;
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      out[key] = value;
    }
  }
  return Object.keys(out).length > 0 ? withCanonicalPhones(out) : null;
}

/** Edit user: empty phone becomes null (spec 1 §5), a Turkish number its stored form (issue 25). */
export const phoneOrNull = (phone: string | null | undefined): string | null => phoneForStorage(phone);
