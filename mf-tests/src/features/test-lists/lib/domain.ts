// Test lists (spec 3 §2.6): display rules, start records, the results CSV and the Burdon/d2
// test-page address. Pure functions (unit-tested).
import { personName, toCsv, type CellValue } from '@akademi/shared/domain';
import { type TestType } from '@akademi/shared';
import { downloadBlob } from '@akademi/shared/export';

export { toCsv };
export type { CellValue };

/** Spec 3 §2.6: descriptions are truncated at 100 characters. */
export const DESCRIPTION_MAX_CHARS = 100;

export function truncateDescription(text: string | null | undefined, max = DESCRIPTION_MAX_CHARS): string {
  const t = (text ?? '').trim();
  // Array.from counts code points, so a Turkish letter or emoji is never cut in half
  const chars = Array.from(t);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : t;
}

/** Spec 3 §2.6: minutes ('dk') or 'Sınırsız' when the duration is absent. */
export function durationLabel(minutes: number | null | undefined): string {
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? `${minutes} dk` : 'Sınırsız';
}

export interface TestItem {
  id: string;
  title: string;
  description: string | null;
  test_type: TestType;
  duration_minutes: number | null;
  is_active: boolean;
  created_at: string;
}

export type StatusFilter = 'all' | 'active' | 'inactive';

/** Case-insensitive (Turkish) substring on title and description, plus the Aktif/Pasif filter. */
export function filterTests(tests: readonly TestItem[], search: string, status: StatusFilter): TestItem[] {
  const q = search.trim().toLocaleLowerCase('tr-TR');
  return tests.filter((t) => {
    if (status === 'active' && !t.is_active) return false;
    if (status === 'inactive' && t.is_active) return false;
    if (!q) return true;
    return `${t.title} ${t.description ?? ''}`.toLocaleLowerCase('tr-TR').includes(q);
  });
}

/** Test types that open their own test page for the student (one student per start). */
export type LaunchKind = 'burdon' | 'd2';
export function launchKind(type: TestType | string): LaunchKind | null {
  return type === 'burdon' || type === 'd2' ? type : null;
}

/** The static test page of a Burdon/d2 session (served by the shell under /cognitive-tests/). */
export function testPageUrl(kind: LaunchKind, p: { sessionId: string; studentId: string; conductedBy: string }): string {
  const q = new URLSearchParams({ session_id: p.sessionId, student_id: p.studentId, conducted_by: p.conductedBy });
  return `/cognitive-tests/${kind}/${kind}.html?${q.toString()}`;
}

/** Spec 3 §8 success toast. */
export function startedMessage(testTitle: string, count: number): string {
  return `${testTitle} testi ${count} öğrenci için başlatıldı.`;
}

export interface StartRecord {
  test_id: string;
  student_id: string;
  conducted_by: string;
  start_time: string;
  status: 'in_progress';
}

/** Spec 3 §4: one test_results row per selected student, status in_progress. */
export function startRecords(testId: string, studentIds: readonly string[], conductedBy: string, now: Date = new Date()): StartRecord[] {
  const start = now.toISOString();
  return studentIds.map((student_id) => ({ test_id: testId, student_id, conducted_by: conductedBy, start_time: start, status: 'in_progress' }));
}

export interface ResultRow {
  id: string;
  start_time: string;
  status: string;
  created_at: string;
  test: { title: string; test_type: string } | null;
  student: { first_name: string | null; last_name: string | null; student_number?: string | null } | null;
  conductor: { first_name: string | null; last_name: string | null } | null;
}

const STATUS_LABELS: Record<string, string> = { assigned: 'Atandı', in_progress: 'Devam Ediyor', completed: 'Tamamlandı', cancelled: 'İptal Edildi' };

export const RESULTS_CSV_HEADER = ['Test', 'Test Türü', 'Öğrenci', 'Öğrenci No', 'Uygulayan', 'Başlangıç', 'Durum'] as const;

/** The results CSV (spec 3 §2.6: the original produced no file; we produce one). */
export function resultsCsv(rows: readonly ResultRow[]): string {
  return toCsv(
    RESULTS_CSV_HEADER,
    rows.map((r): CellValue[] => [
      r.test?.title ?? '',
      r.test?.test_type ?? '',
      personName(r.student, 'Bilinmeyen Öğrenci'),
      r.student?.student_number ?? '',
      personName(r.conductor, 'Bilinmeyen Kullanıcı'),
      new Date(r.start_time),
      STATUS_LABELS[r.status] ?? r.status,
    ]),
  );
}

export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(new Blob([text], { type }), fileName);
}
