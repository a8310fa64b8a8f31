// Student list search and cards (spec 1 §2 "Student management", §5 Search).
import type { ManagedUser } from './users-api';
import { matchesPersonSearch, normalizeDemographicInfo, studentNumberLabel } from '@akademi/shared/domain';

/** spec 1 §9: search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Full-name search (issue 17 §4: 'Ali Yıldız' finds Ali + Yıldız), case and Turkish diacritics
 * ignored ('isil' finds 'Işıl', issue 25 §4), over first name, last name, e-mail, student number
 * (or the 'STU…' label) and school — the fields public.list_students searches on the server.
 */
export function matchesStudentSearch(student: ManagedUser, term: string): boolean {
  const info = normalizeDemographicInfo(student.demographic_info);
  return matchesPersonSearch(student, term, [student.email, studentNumberLabel({ id: student.id, student_number: student.student_number, demographic_info: info }), String(info.school_name ?? '')]);
}

/** Users by first name, last name (also both: 'Ali Yıldız') or e-mail (spec 1 §5). */
export function matchesUserSearch(user: Pick<ManagedUser, 'first_name' | 'last_name' | 'email'>, term: string): boolean {
  return matchesPersonSearch(user, term, [user.email]);
}

export interface StudentCards {
  total: number;
  /** Students created in the current month. */
  thisMonth: number;
}

/**
 * Öğrenciler cards 'Toplam Öğrenci' and 'Bu Ay Kayıt'. 'Aktif Öğrenci' (birthday this month,
 * spec 1 §2) is counted by the database (public.student_birthdays_this_month): the list never
 * reads the birth dates of every student (issue 26 §2).
 */
export function studentCards(students: readonly ManagedUser[], now: Date = new Date()): StudentCards {
  const month = now.getMonth();
  const year = now.getFullYear();
  let thisMonth = 0;
  for (const s of students) {
    const created = new Date(s.created_at);
    if (created.getFullYear() === year && created.getMonth() === month) thisMonth++;
  }
  return { total: students.length, thisMonth };
}
