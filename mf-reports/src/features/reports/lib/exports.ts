// Excel and CSV downloads (spec 3 §2.2, §8, §9). Every cell goes through the shared escaping
// (formula injection, ASVS 5.0 §1.2.10); CSV is for Turkish Excel (';', decimal comma, BOM, CRLF:
// shared/src/domain/exports/cells.ts), downloaded by the shared helpers.
import { downloadBlob, downloadCsv } from '@akademi/shared/export';
import { fileDate, fileNamePart, toSheetRows, type CellValue } from '@akademi/shared/domain';

export { downloadBlob, downloadCsv, fileDate };

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
  // cast: XLSX.write is typed any; type 'array' makes it return an ArrayBuffer
  const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
  downloadBlob(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
}
