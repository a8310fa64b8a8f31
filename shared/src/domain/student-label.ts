// Student number label and demographic_info aliases (spec 1 §3 "demographic_info keys",
// spec 3 §3 "Student").

import type { DemographicInfo } from '../db/column-values.ts';
import type { Json } from '../db/types.ts';
import { isRecord } from '../guards.ts';

/** Spec 1 §3: shown when a student has no student number: 'STU' + last 8 characters of the id. */
export function studentNumberLabel(student: { id: string; student_number?: string | null; demographic_info?: { student_number?: unknown } | null }): string {
  // users.student_number (generated from demographic_info, readable without the demographics) first
  const number = student.student_number ?? student.demographic_info?.student_number;
  if (typeof number === 'string' && number.trim() !== '') return number.trim();
  if (typeof number === 'number' && Number.isFinite(number)) return String(number);
  return `STU${student.id.slice(-8)}`;
}

/** Spec 1 §3: a new student number when none is given: 'STU-' + last 8 digits of the timestamp. */
export function generateStudentNumber(nowMs: number = Date.now()): string {
  return `STU-${String(Math.trunc(nowMs)).slice(-8).padStart(8, '0')}`;
}

/** Spec 1 §3: alias → canonical key of demographic_info. */
export const DEMOGRAPHIC_ALIASES: Readonly<Record<string, string>> = {
  date_of_birth: 'birth_date',
  grade: 'grade_level',
  school: 'school_name',
  guardian_name: 'parent_name',
  guardian_phone: 'parent_phone',
  guardian_email: 'parent_email',
};

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * demographic_info with the aliases folded into the canonical keys (the canonical value wins when
 * both are filled); alias keys are dropped, other keys kept. grade_level is kept as a string
 * (spec 1 §3: '1' to '12'). null/non-object input gives an empty object.
 */
export function normalizeDemographicInfo(raw: unknown): DemographicInfo {
  if (!isRecord(raw)) return {};
  const out: DemographicInfo = {};
  const source = raw;
  for (const [key, value] of Object.entries(source)) {
    if (key in DEMOGRAPHIC_ALIASES) continue;
    // cast: raw is the demographic_info json column (or its parsed copy), so its values are Json
    out[key] = value as Json;
  }
  for (const [alias, canonical] of Object.entries(DEMOGRAPHIC_ALIASES)) {
    // cast: as above, a value of the json column
    if (isEmpty(out[canonical]) && !isEmpty(source[alias])) out[canonical] = source[alias] as Json;
  }
  if (typeof out.grade_level === 'number') out.grade_level = String(out.grade_level);
  return out;
}
