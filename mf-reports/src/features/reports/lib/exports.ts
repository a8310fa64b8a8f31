// Excel and CSV downloads (spec 3 §2.2, §8, §9). Every cell goes through the shared escaping
// (formula injection, ASVS 5.0 §1.2.10); CSV is UTF-8 with a BOM.
import { fileNamePart, toCsv, toSheetRows, type CellValue } from '@akademi/shared/domain';
import { downloadBlob } from '@akademi/shared';

export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly CellValue[])[]): void {
  downloadBlob(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** yyyy-mm-dd of a date in the local calendar (file names). */
export function fileDate(date: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

/** Spec 3 §9: Burdon_Test_{student}_{date}.xlsx */
export function burdonExcelFileName(studentName: string, date: Date = new Date()): string {
  return `Burdon_Test_${fileNamePart(studentName)}_${fileDate(date)}.xlsx`;
}

/** Builds an XLSX workbook (xlsx is loaded only when an export runs) and downloads it. */
export async function downloadXlsx(fileName: string, sheetName: string, header: readonly string[], rows: readonly (readonly CellValue[])[]): Promise<void> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(toSheetRows(header, rows));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
  downloadBlob(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
}
