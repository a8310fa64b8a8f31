// Length limits on user-written text, as the database enforces them (CHECK constraints of
// migration 20261123000320; docs/decisions.md "Text length limits"). Forms check these before
// submitting; a refusal that still reaches the server (SQLSTATE 23514) is shown in Turkish.

export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  /** school, class, titles */
  short: 200,
  /** notes, descriptions, support and notification messages */
  freeText: 5000,
  /** system_logs.message (spec 2 §3) */
  logMessage: 10_000,
  url: 2000,
  userAgent: 1000,
  /** ids and test types in system_logs */
  logId: 100,
  logSource: 200,
} as const;

/** Per demographic_info key (spec 1 §3), the same as public.demographic_info_within_limits. */
export const DEMOGRAPHIC_LIMITS: Record<string, number> = {
  notes: TEXT_LIMITS.freeText,
  parent_name: TEXT_LIMITS.name,
  guardian_name: TEXT_LIMITS.name,
  city: TEXT_LIMITS.name,
  district: TEXT_LIMITS.name,
  parent_phone: TEXT_LIMITS.phone,
  guardian_phone: TEXT_LIMITS.phone,
  parent_email: TEXT_LIMITS.email,
  guardian_email: TEXT_LIMITS.email,
  school_name: TEXT_LIMITS.short,
  school: TEXT_LIMITS.short,
  grade_level: TEXT_LIMITS.short,
  grade: TEXT_LIMITS.short,
  student_number: 50,
  address: 500,
};

/** Characters as the database counts them (code points, not UTF-16 units). */
export function charLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** Turkish form message for a field over its limit. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} en fazla ${max.toLocaleString('tr-TR')} karakter olabilir`;
}

/** The message shown when the server refuses a value as too long (or otherwise out of range). */
export const CHECK_VIOLATION_MESSAGE = 'Girilen bilgilerden biri izin verilen uzunluğu aşıyor. Lütfen kısaltıp tekrar deneyin.';

/** True for PostgREST's check_violation (a CHECK constraint refused the row). */
export function isCheckViolation(error: { code?: unknown } | null | undefined): boolean {
  return !!error && error.code === '23514';
}

/** Cuts to at most `max` characters (code points), never splitting a surrogate pair. */
export function clampText(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return value ?? null;
  if (value.length <= max) return value; // UTF-16 length ≥ code points
  return Array.from(value).slice(0, max).join('');
}
