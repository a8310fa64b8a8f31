// JSON and CSV export of the listed logs (spec 2 §2, §9), generated in the browser.
import type { SystemLogRow } from '@akademi/shared';
import { downloadBlob } from '@akademi/shared/export';
import { toCsv } from '@akademi/shared/domain';

/** spec 2 §9: CSV columns, in order. */
export const LOG_CSV_COLUMNS = ['created_at', 'session_id', 'test_type', 'log_level', 'log_source', 'message'] as const;

/**
 * `system-logs-<ISO timestamp>.<ext>` (spec 2 §9). The ISO time has ':' and '.' replaced by '-'
 * because ':' is not allowed in file names on Windows and browsers rewrite it anyway.
 */
export function logsExportFileName(ext: 'json' | 'csv', now: Date = new Date()): string {
  return `system-logs-${now.toISOString().replace(/[:.]/g, '-')}.${ext}`;
}

export function logsToJson(rows: readonly SystemLogRow[]): string {
  return JSON.stringify(rows, null, 2);
}

/** CSV with the spec's columns for Turkish Excel (';', tr-TR date-times, BOM); cells escaped against
 * formula injection (shared/domain/exports). */
export function logsToCsv(rows: readonly SystemLogRow[]): string {
  return toCsv(
    LOG_CSV_COLUMNS,
    rows.map((r) => LOG_CSV_COLUMNS.map((c) => (c === 'created_at' ? new Date(r.created_at) : r[c]))),
  );
}

/** Saves text as a file through a temporary object URL. */
export function downloadText(fileName: string, text: string, mime: string): void {
  downloadBlob(new Blob([text], { type: mime }), fileName);
}
