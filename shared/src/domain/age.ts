// Age from a birth date (spec 3 §2.4 D2 age, §2.5 age in years, months and days).

import { toEpochMs } from './numbers.ts';

export interface AgeParts {
  years: number;
  months: number;
  days: number;
}

function toDate(value: unknown): Date | null {
  const ms = toEpochMs(value);
  return Number.isFinite(ms) ? new Date(ms) : null;
}

/**
 * Whole years, months and days from `birthDate` to `at` (calendar arithmetic on UTC dates, so a
 * date-only birth date '2015-03-10' is read as that calendar day). null when a date is invalid or
 * `at` is before the birth date.
 */
export function ageParts(birthDate: unknown, at: unknown = new Date()): AgeParts | null {
  const b = toDate(birthDate);
  const a = toDate(at);
  if (!b || !a || a.getTime() < b.getTime()) return null;
  let years = a.getUTCFullYear() - b.getUTCFullYear();
  let months = a.getUTCMonth() - b.getUTCMonth();
  let days = a.getUTCDate() - b.getUTCDate();
  if (days < 0) {
    months -= 1;
    // days in the month before `at`'s month
    days += new Date(Date.UTC(a.getUTCFullYear(), a.getUTCMonth(), 0)).getUTCDate();
  }
  if (months < 0) {
    years -= 1;
    months += 12;
  }
  return { years, months, days };
}

/** Full years of age at `at`; null when a date is invalid. */
export function ageInYears(birthDate: unknown, at: unknown = new Date()): number | null {
  return ageParts(birthDate, at)?.years ?? null;
}

/** '10 yıl 3 ay 5 gün' (spec 3 §2.5); '-' when unknown. */
export function formatAgeParts(parts: AgeParts | null): string {
  if (!parts) return '-';
  return `${parts.years} yıl ${parts.months} ay ${parts.days} gün`;
}
