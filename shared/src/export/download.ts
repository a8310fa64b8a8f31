// Browser downloads of generated files (CSV, XLSX, PDF): one object URL, one temporary link.
// The file contents come from the pure builders in '@akademi/shared/domain' (exports/cells.ts).
import { toCsv, type CellValue } from '../domain/exports/cells.ts';

/** Saves a Blob as `fileName` through a temporary object URL (revoked a second later). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A ';'-separated, decimal-comma, BOM-prefixed CSV for Turkish Excel (see toCsv), downloaded. */
export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly CellValue[])[]): void {
  downloadBlob(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
