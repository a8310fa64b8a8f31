// Student list search and cards (spec 1 §2 "Student management", §5 Search).
import type { ManagedUser } from '../../users/api/users-api';
import { normalizeDemographicInfo, studentNumberLabel } from '../../user-creation/lib/student-label';

/** spec 1 §9: search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

const lower = (s: string) => s.toLocaleLowerCase('tr-TR');

/** Case-insensitive substring over first name, last name, student number (or 'STU…' label), school. */
export function matchesStudentSearch(student: ManagedUser, term: string): boolean {
  const q = lower(term.trim());
  if (!q) return true;
  const info = normalizeDemographicInfo(student.demographic_info);
  const fields = [student.first_name, student.last_name, studentNumberLabel({ id: student.id, demographic_info: info }), String(info.school_name ?? '')];
  return fields.some((f) => lower(f ?? '').includes(q));
}

/** Users by first name, last name or e-mail (spec 1 §5). */
export function matchesUserSearch(user: Pick<ManagedUser, 'first_name' | 'last_name' | 'email'>, term: string): boolean {
  const q = lower(term.trim());
  if (!q) return true;
  return [user.first_name, user.last_name, user.email].some((f) => lower(f ?? '').includes(q));
}

export interface StudentCards {
  total: number;
  /** Students whose birth month is the current month (spec 1 §2). */
  active: number;
  /** Students created in the current month. */
  thisMonth: number;
}

/** Month (0-11) of a 'YYYY-MM-DD…' date without time-zone shifts; null when unreadable. */
function monthOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})/.exec(value.trim());
  if (!m) return null;
  const month = Number(m[2]) - 1;
  return month >= 0 && month < 12 ? month : null;
}

export function studentCards(students: readonly ManagedUser[], now: Date = new Date()): StudentCards {
  const month = now.getMonth();
  const year = now.getFullYear();
  let active = 0;
  let thisMonth = 0;
  for (const s of students) {
    const info = normalizeDemographicInfo(s.demographic_info);
    if (monthOf(info.birth_date) === month) active++;
    const created = new Date(s.created_at);
    if (created.getFullYear() === year && created.getMonth() === month) thisMonth++;
  }
  return { total: students.length, active, thisMonth };
}
