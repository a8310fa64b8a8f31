// 'Rapor İndir' (issue 17 item 5): the students the Öğrenciler list shows (search applied), one
// row each with the list's numbers, as a CSV for Turkish Excel (shared toCsv: ';', decimal comma,
// BOM, formula-injection escape). Sınıflar cards read '2. Sınıf' (issue 17 item 2).
import { fileDate, type CellValue } from '@akademi/shared/domain';
import { fullName } from './access';
import type { TrackingStudent } from './types';

/** '2' → '2. Sınıf'; a label that is not a plain grade number ('Hazırlık', '2. Sınıf') stays as it is. */
export function gradeLabel(grade: string | number | null | undefined): string {
  const text = grade === null || grade === undefined ? '' : String(grade).trim();
  return /^\d{1,2}$/.test(text) ? `${Number(text)}. Sınıf` : text;
}

/** The columns of the student list (name, e-mail, Egzersiz, Oturum, Süre (dk)) plus the school and
 * grade the Okullar / Sınıflar tabs group by. */
export const STUDENT_REPORT_HEADER = ['Öğrenci', 'E-posta', 'Okul', 'Sınıf', 'Egzersiz', 'Oturum', 'Süre (dk)'] as const;

const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
};

export function studentReportRows(students: readonly TrackingStudent[]): CellValue[][] {
  return students.map((s) => [
    fullName(s) || 'Bilinmeyen Öğrenci',
    s.email ?? '',
    s.school_name ?? s.school ?? '',
    gradeLabel(s.grade_level),
    num(s.total_exercises),
    num(s.total_sessions),
    num(s.total_time_minutes),
  ]);
}

/** Ogrenci_Raporu_{yyyy-mm-dd}.csv */
export function studentReportFileName(date: Date = new Date()): string {
  return `Ogrenci_Raporu_${fileDate(date)}.csv`;
}
