// The export's files (issue 26 §3): the JSON exactly as export_student_data returns it, and a
// Turkish Excel workbook — an 'Özet' sheet listing every table with its row count, then one sheet
// per table that holds rows, Turkish sheet and column headings where a label is known (the raw
// name otherwise, so a table added later still appears), dates in tr-TR, nested values as JSON,
// every cell through the shared formula-injection escaping (toSheetRows).
import { formatDateTime } from '@akademi/shared';
import { fileDate, fileNamePart, toSheetRows, type CellValue } from '@akademi/shared/domain';
import type { StudentExport } from '../api/privacy-api';

/** Turkish names of the tables a student's data lives in ("schema.table"). */
export const TABLE_LABELS: Record<string, string> = {
  'public.users': 'Profil',
  'auth.users': 'Giriş Hesabı',
  'auth.identities': 'Giriş Kimlikleri',
  'auth.sessions': 'Giriş Oturumları',
  'auth.refresh_tokens': 'Oturum Yenilemeleri',
  'public.test_sessions': 'Test Oturumları',
  'public.test_results': 'Test Atamaları',
  'public.cognitive_test_result': 'Bilişsel Sonuçlar',
  'public.attention_test_results': 'Dikkat Testi',
  'public.memory_test_results': 'Hafıza Testi',
  'public.stroop_test_results': 'Stroop Testi',
  'public.puzzle_test_results': 'Puzzle Testi',
  'public.akil_mantik_test_results': 'Akıl Mantık Testi',
  'public.burdon_test_results': 'Burdon Testi',
  'public.d2_test_results': 'D2 Testi',
  'public.parent_survey_results': 'Veli Anketi',
  'public.student_notes': 'Notlar',
  'public.student_exercises': 'Egzersizler',
  'public.exercise_attempts': 'Egzersiz Denemeleri',
  'public.exercise_progress': 'Egzersiz İlerlemesi',
  'public.notifications': 'Bildirimler',
  'public.system_logs': 'Sistem Kayıtları',
  'public.support_messages': 'Destek Mesajları',
  'public.data_requests': 'Veri Talepleri',
  'public.aggregation_queue': 'Hesaplama Kuyruğu',
  'public.lms_links': 'LMS Bağlantıları',
  'public.destruction_log': 'İmha Kayıtları',
  'public.retention_settings': 'Saklama Ayarları',
  'public.report_student_test_counts': 'Test Sayıları',
  'local_mailbox.messages': 'E-postalar',
};

/** Turkish column headings for the columns most tables share. */
export const COLUMN_LABELS: Record<string, string> = {
  id: 'Kayıt No',
  created_at: 'Oluşturulma',
  updated_at: 'Güncellenme',
  student_id: 'Öğrenci',
  user_id: 'Kullanıcı',
  conducted_by: 'Uygulayan',
  created_by: 'Oluşturan',
  session_id: 'Oturum',
  first_name: 'Ad',
  last_name: 'Soyad',
  email: 'E-posta',
  phone: 'Telefon',
  roles: 'Roller',
  is_active: 'Aktif',
  supervisor_id: 'Sorumlu',
  demographic_info: 'Demografik Bilgiler',
  notification_preferences: 'Bildirim Tercihleri',
  test_start_time: 'Başlangıç',
  test_end_time: 'Bitiş',
  test_type: 'Test Türü',
  total_score: 'Toplam Puan',
  detailed_results: 'Ayrıntılı Sonuçlar',
  detailed_responses: 'Ayrıntılı Yanıtlar',
  detailed_answers: 'Ayrıntılı Cevaplar',
  title: 'Başlık',
  message: 'Mesaj',
  note_text: 'Not',
  note_title: 'Not Başlığı',
  played_at: 'Oynanma',
  level: 'Seviye',
  score: 'Puan',
  request_type: 'Talep Türü',
  requested_by: 'Talep Eden',
  status: 'Durum',
  due_at: 'Son Tarih',
  completed_at: 'Tamamlanma',
  last_sign_in_at: 'Son Giriş',
  log_level: 'Düzey',
  current_url: 'Sayfa',
  user_agent: 'Tarayıcı',
};

export const tableLabel = (key: string): string => TABLE_LABELS[key] ?? key;
export const columnLabel = (key: string): string => COLUMN_LABELS[key] ?? key;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Excel refuses a cell longer than 32,767 characters (a test's detailed answers can be). */
export const EXCEL_CELL_MAX = 32_767;
export const CUT_NOTE = ' … (kısaltıldı; tamamı JSON dosyasında)';

function fit(text: string): string {
  return text.length <= EXCEL_CELL_MAX ? text : text.slice(0, EXCEL_CELL_MAX - CUT_NOTE.length - 1) + CUT_NOTE;
}

function cell(v: unknown): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'string') return ISO_DATE.test(v) ? formatDateTime(v) : fit(v);
  return fit(JSON.stringify(v));
}

export interface SheetSpec {
  name: string;
  header: string[];
  rows: CellValue[][];
}

/** Excel sheet names: at most 31 characters, none of []:*?/\ , unique. */
function sheetName(label: string, used: Set<string>): string {
  const base = label.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'Tablo';
  let name = base;
  for (let i = 2; used.has(name.toLocaleLowerCase('tr')); i++) name = `${base.slice(0, 27)} (${i})`;
  used.add(name.toLocaleLowerCase('tr'));
  return name;
}

/** 'Özet' (every table with its row count), then one sheet per table with rows. */
export function exportSheets(data: StudentExport): SheetSpec[] {
  const keys = Object.keys(data).sort((a, b) => tableLabel(a).localeCompare(tableLabel(b), 'tr'));
  const used = new Set<string>(['özet']);
  const sheets: SheetSpec[] = [
    { name: 'Özet', header: ['Tablo', 'Veritabanı Adı', 'Kayıt Sayısı'], rows: keys.map((k) => [tableLabel(k), k, (data[k] ?? []).length]) },
  ];
  for (const key of keys) {
    const rows = data[key] ?? [];
    if (rows.length === 0) continue;
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    sheets.push({ name: sheetName(tableLabel(key), used), header: columns.map(columnLabel), rows: rows.map((r) => columns.map((c) => cell(r[c]))) });
  }
  return sheets;
}

/** Ogrenci_Verileri_{Ad}_{Soyad}_{yyyy-mm-dd}.{json|xlsx} */
export function exportFileName(student: { first_name: string; last_name: string } | null, ext: 'json' | 'xlsx', date: Date = new Date()): string {
  const who = student ? `${fileNamePart(student.first_name)}_${fileNamePart(student.last_name)}` : 'Ogrenci';
  return `Ogrenci_Verileri_${who}_${fileDate(date)}.${ext}`;
}

/** XLSX bytes of the sheets (xlsx is loaded only when the button is pressed). */
export async function buildExportWorkbook(sheets: readonly SheetSpec[]): Promise<ArrayBuffer> {
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  for (const s of sheets) {
    const ws = XLSX.utils.aoa_to_sheet(toSheetRows(s.header, s.rows));
    ws['!cols'] = s.header.map((h) => ({ wch: Math.max(10, Math.min(40, h.length + 2)) }));
    XLSX.utils.book_append_sheet(book, ws, s.name);
  }
  // cast: XLSX.write is typed any; type 'array' makes it return an ArrayBuffer
  return XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
}
