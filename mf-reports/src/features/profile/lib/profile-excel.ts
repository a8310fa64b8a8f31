// 'Tüm Sonuçlar (Excel)' (issue 18): one workbook, one sheet per test type, one row per stored
// result with every stored score; dates in Turkish format; every cell through the shared
// formula-injection escaping. Loaded only when the button is pressed (xlsx is a lazy chunk).
import { formatDateTime } from '@akademi/shared';
import { COGNITIVE_SCORE_KEYS, COGNITIVE_SCORE_LABELS, entryAt, fileNamePart, toNumberOrNull, toSheetRows, type CellValue } from '@akademi/shared/domain';
import { downloadBlob } from '@akademi/shared/export';
import { fileDate } from '../../reports';
import { fetchProfileAttempts, type ProfileAttempt } from '../api/profile-api';
import type { ProfileHeader, ProfileResults, ResultRow } from './progress';

export interface SheetSpec {
  name: string;
  header: string[];
  rows: CellValue[][];
}

type Column = [label: string, key: string, kind?: 'date' | 'number' | 'bool' | 'text'];

function cell(row: ResultRow | Record<string, unknown>, key: string, kind: Column[2] = 'number'): CellValue {
  const v = row[key];
  if (v === null || v === undefined) return null;
  if (kind === 'date') return formatDateTime(String(v));
  if (kind === 'bool') return v === true ? 'Evet' : v === false ? 'Hayır' : null;
  if (kind === 'text') return String(v);
  return toNumberOrNull(v) ?? String(v);
}

const COGNITIVE_COLUMNS: Column[] = [
  ['Tarih', 'created_at', 'date'],
  ['Başlangıç', 'test_start_time', 'date'],
  ['Bitiş', 'test_end_time', 'date'],
  ['Süre (sn)', 'duration_seconds'],
  ...COGNITIVE_SCORE_KEYS.map((k): Column => [COGNITIVE_SCORE_LABELS[k], k]),
  ['Oturum', 'session_id', 'text'],
];

const BURDON_COLUMNS: Column[] = [
  ['Tarih', 'created_at', 'date'],
  ...([1, 2, 3] as const).flatMap((s): Column[] => [
    [`Bölüm ${s} Doğru`, `section${s}_correct`],
    [`Bölüm ${s} Yanlış`, `section${s}_wrong`],
    [`Bölüm ${s} Kaçırılan`, `section${s}_missed`],
    [`Bölüm ${s} Puan`, `section${s}_score`],
  ]),
  ['Toplam Doğru', 'total_correct'],
  ['Toplam Yanlış', 'total_wrong'],
  ['Toplam Kaçırılan', 'total_missed'],
  ['Toplam Puan', 'total_score'],
  ['Dikkat Oranı', 'attention_ratio'],
  ['Performans %', 'performance_percentage'],
  ['Süre (sn)', 'test_elapsed_time_seconds'],
  ['Otomatik Tamamlandı', 'test_auto_completed', 'bool'],
  ['Başlangıç', 'test_start_time', 'date'],
  ['Bitiş', 'test_end_time', 'date'],
];

const D2_COLUMNS: Column[] = [
  ['Tarih', 'created_at', 'date'],
  ['TN (İşlenen)', 'total_items_processed'],
  ['D (Doğru)', 'correct_selections'],
  ['E1 (Atlama)', 'omission_errors'],
  ['E2 (Yanlış İşaret)', 'commission_errors'],
  ['E (Toplam Hata)', 'total_errors'],
  ['TN-E', 'total_net_performance'],
  ['CP (Konsantrasyon)', 'concentration_performance'],
  ['FR (Dalgalanma)', 'fluctuation_rate'],
  ['Dikkat Kararlılığı', 'attention_stability'],
  ['İşleme Hızı', 'processing_speed'],
  ['Toplam Puan', 'total_score'],
  ['Süre (sn)', 'test_duration_seconds'],
  ['Başlangıç', 'test_start_time', 'date'],
  ['Bitiş', 'test_end_time', 'date'],
];

const SURVEY_COLUMNS: Column[] = [
  ['Tarih', 'created_at', 'date'],
  ['Toplam Puan', 'total_score'],
];

function sheet(name: string, columns: Column[], rows: readonly ResultRow[]): SheetSpec {
  const header = columns.map((c) => c[0]);
  return { name, header, rows: rows.map((r) => columns.map(([, key, kind]) => cell(r, key, kind))) };
}

/** E% is derived, not stored: the d2 sheet adds it after the stored scores. */
function d2Sheet(rows: readonly ResultRow[]): SheetSpec {
  const base = sheet('D2', D2_COLUMNS, rows);
  base.header.push('E% (Hata Yüzdesi)');
  base.rows.forEach((r, i) => {
    const row = entryAt(rows, i, 'd2 rows'); // sheet() made one sheet row per result row
    const tn = toNumberOrNull(row.total_items_processed);
    const e = toNumberOrNull(row.total_errors);
    r.push(tn && e !== null ? Math.round((e / tn) * 1000) / 10 : null);
  });
  return base;
}

function exerciseSheet(attempts: readonly ProfileAttempt[]): SheetSpec {
  return {
    name: 'Egzersizler',
    header: ['Tarih', 'Egzersiz', 'Seviye', 'Puan', 'Doğru', 'Yanlış', 'Doğruluk %', 'Süre (sn)'],
    rows: attempts.map((a) => [
      formatDateTime(a.played_at),
      a.student_exercises?.exercise_title || a.student_exercises?.exercise_slug || '-',
      a.level,
      toNumberOrNull(a.score),
      a.correct,
      a.wrong,
      toNumberOrNull(a.accuracy),
      a.duration_seconds,
    ]),
  };
}

/** The five sheets, in the order of the issue (Bilişsel, Burdon, D2, Veli Anketi, Egzersizler). */
export function profileSheets(results: ProfileResults, attempts: readonly ProfileAttempt[]): SheetSpec[] {
  return [sheet('Bilişsel', COGNITIVE_COLUMNS, results.cognitive), sheet('Burdon', BURDON_COLUMNS, results.burdon), d2Sheet(results.d2), sheet('Veli Anketi', SURVEY_COLUMNS, results.survey), exerciseSheet(attempts)];
}

/** Tum_Sonuclar_{Ad}_{Soyad}_{yyyy-mm-dd}.xlsx */
export function profileExcelFileName(header: Pick<ProfileHeader, 'first_name' | 'last_name'>, date: Date = new Date()): string {
  return `Tum_Sonuclar_${fileNamePart(header.first_name)}_${fileNamePart(header.last_name)}_${fileDate(date)}.xlsx`;
}

/** XLSX bytes of the sheets (every cell escaped). */
export async function buildWorkbook(sheets: readonly SheetSpec[]): Promise<ArrayBuffer> {
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  for (const s of sheets) {
    const ws = XLSX.utils.aoa_to_sheet(toSheetRows(s.header, s.rows));
    ws['!cols'] = s.header.map((h) => ({ wch: Math.max(10, h.length + 2) }));
    XLSX.utils.book_append_sheet(book, ws, s.name);
  }
  // cast: XLSX.write is typed any; type 'array' makes it return an ArrayBuffer
  return XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
}

export async function downloadProfileWorkbook(header: ProfileHeader, results: ProfileResults): Promise<void> {
  const attempts = await fetchProfileAttempts(header.id);
  const bytes = await buildWorkbook(profileSheets(results, attempts));
  downloadBlob(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), profileExcelFileName(header));
}
