// Display names (spec 3 §3: unresolved names show 'Bilinmeyen Öğrenci' / 'Bilinmeyen Kullanıcı').
import { matchesPersonSearch, personName, sortByPersonName } from '@akademi/shared/domain';
import type { PersonName } from '../api/reports-api';

export const UNKNOWN_STUDENT = 'Bilinmeyen Öğrenci';
export const UNKNOWN_USER = 'Bilinmeyen Kullanıcı';

// one join for every app (shared/domain/person-name)
export { personName };

export function nameLookup(people: readonly PersonName[] | undefined): (id: string | null | undefined, fallback?: string) => string {
  const map = new Map((people ?? []).map((p) => [p.id, p]));
  return (id, fallback = UNKNOWN_USER) => (id ? personName(map.get(id), fallback) : fallback);
}

/** Spec 3 §2.2 query parameter values → the view they open. */
export type ReportTestType = 'burdon' | 'd2' | 'cognitive';
const TEST_PARAM: Readonly<Record<string, ReportTestType>> = {
  burdon: 'burdon',
  burdon_test: 'burdon',
  d2: 'd2',
  d2_test: 'd2',
  cognitive: 'cognitive',
  cognitive_test: 'cognitive',
};

export function parseTestParam(value: string | null): ReportTestType | null {
  return value ? (TEST_PARAM[value] ?? null) : null;
}

/** Spec 3 §5 with issue 17 §4: every word in the first name, last name or student number ('Ali Yıldız'). */
export function matchesStudentSearch(student: { first_name: string; last_name: string; student_number?: string | null }, search: string): boolean {
  return matchesPersonSearch(student, search, [student.student_number ?? '']);
}

/** The Raporlar student list: the rows the search finds, in Turkish order by surname, then first
 * name (issue 25 §4; the shared collation, as every list of names), whatever order the server gave. */
export function studentListRows<T extends { first_name: string; last_name: string; student_number?: string | null }>(students: readonly T[], search: string): T[] {
  return sortByPersonName(
    students.filter((s) => matchesStudentSearch(s, search)),
    (s) => s,
  );
}
