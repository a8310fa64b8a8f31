// Spreadsheet export cells (CSV and XLSX): formula-injection escaping and CSV text that opens
// cleanly in Excel with Turkish regional settings (issue 17 item 5).
// OWASP "CSV injection" / ASVS 5.0 §1.2.10: a cell that a spreadsheet could read as a formula
// (it begins with =, +, -, @, tab or carriage return) is prefixed with a single quote so it
// stays inert text.
// Turkish Excel: the list separator is ';' and the decimal separator ',' — a ','-separated file
// opens as one column and '12.5' is read as a date or text. So every CSV here is UTF-8 with a BOM,
// ';'-separated, CRLF, numbers with a decimal comma (no thousands separator, so Excel reads them
// as numbers) and dates as tr-TR 'dd.mm.yyyy HH:mm' in Turkey's time zone.
import { formatDateTime } from '../../format/turkish.ts';

export type CellValue = string | number | boolean | Date | null | undefined;

/** Characters that make a spreadsheet treat a cell as a formula (ASVS 5.0 §1.2.10). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** The list separator of Excel with Turkish regional settings. */
export const CSV_SEPARATOR = ';';

/** True when a text cell would be read as a formula. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_TRIGGERS.includes(text.charAt(0)); // '' for an empty text: no trigger
}

/**
 * The value to put in a spreadsheet cell: numbers and booleans stay typed (a negative number is a
 * number, not a formula); a date becomes tr-TR text ('24.11.2026 09:30'); text starting with a
 * trigger gets a leading single quote; null → ''.
 */
export function escapeSpreadsheetCell(value: CellValue): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatDateTime(value);
  return isFormulaLike(value) ? `'${value}` : value;
}

const CSV_NUMBER = new Intl.NumberFormat('tr-TR', { useGrouping: false, maximumFractionDigits: 10 });

/** A number as Turkish Excel reads it: decimal comma, no grouping ('-1234,5'). */
export function csvNumber(value: number): string {
  return CSV_NUMBER.format(value).replace(/\u2212/g, '-');
}

/** One CSV field: formula escape, then RFC 4180 quoting when it holds ';', ',', '"' or a line break. */
export function csvField(value: CellValue): string {
  const cell = escapeSpreadsheetCell(value);
  if (typeof cell === 'number') return csvNumber(cell);
  const text = typeof cell === 'boolean' ? (cell ? 'Evet' : 'Hayır') : cell;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 byte order mark, so Excel reads Turkish letters in a CSV correctly. */
export const UTF8_BOM = '\uFEFF';

/** A CSV document for Turkish Excel: BOM, header row, data rows, ';' separators, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CellValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(CSV_SEPARATOR));
  return UTF8_BOM + lines.join('\r\n') + '\r\n';
}

/** Escaped rows for an XLSX sheet (header + data), ready for an array-of-arrays sheet builder:
 * numbers stay numeric cells. */
export function toSheetRows(header: readonly string[], rows: readonly (readonly CellValue[])[]): (string | number | boolean)[][] {
  return [header, ...rows].map((row) => row.map(escapeSpreadsheetCell));
}

/** A file-name-safe piece: letters (Turkish too), digits, '-' and '_'; spaces become '_'. */
export function fileNamePart(text: string): string {
  return text.trim().replace(/\s+/g, '_').replace(/[^\p{L}\p{N}_-]/gu, '');
}

/** yyyy-mm-dd of a date in the local calendar (file names). */
export function fileDate(date: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}
