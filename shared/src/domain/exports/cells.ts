// Spreadsheet export cells (CSV and XLSX): formula-injection escaping and CSV text.
// OWASP "CSV injection" / ASVS 5.0 §1.2.10: a cell that a spreadsheet could read as a formula
// (it begins with =, +, -, @, tab or carriage return) is prefixed with a single quote so it
// stays inert text.

export type CellValue = string | number | boolean | null | undefined;

/** Characters that make a spreadsheet treat a cell as a formula (ASVS 5.0 §1.2.10). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** True when a text cell would be read as a formula. */
export function isFormulaLike(text: string): boolean {
  return text.length > 0 && FORMULA_TRIGGERS.includes(text[0]);
}

/**
 * The value to put in a spreadsheet cell: numbers and booleans stay typed (a negative number is a
 * number, not a formula); text starting with a trigger gets a leading single quote; null → ''.
 */
export function escapeSpreadsheetCell(value: CellValue): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  return isFormulaLike(value) ? `'${value}` : value;
}

/** One CSV field (RFC 4180 quoting after the formula escape). */
export function csvField(value: CellValue): string {
  const cell = escapeSpreadsheetCell(value);
  const text = typeof cell === 'string' ? cell : String(cell);
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 byte order mark, so Excel reads Turkish letters in a CSV correctly. */
export const UTF8_BOM = '\uFEFF';

/** A CSV document: BOM, header row, data rows, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CellValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return UTF8_BOM + lines.join('\r\n') + '\r\n';
}

/** Escaped rows for an XLSX sheet (header + data), ready for an array-of-arrays sheet builder. */
export function toSheetRows(header: readonly string[], rows: readonly (readonly CellValue[])[]): (string | number | boolean)[][] {
  return [header, ...rows].map((row) => row.map(escapeSpreadsheetCell));
}

/** A file-name-safe piece: letters (Turkish too), digits, '-' and '_'; spaces become '_'. */
export function fileNamePart(text: string): string {
  return text.trim().replace(/\s+/g, '_').replace(/[^\p{L}\p{N}_-]/gu, '');
}
