// The System Logs Viewer's filters (spec 2 §2 "System Logs Viewer", §5, §7, §9). Pure.
import { DISPLAY_TIME_ZONE, REMOTE_NAMES, type LogLevel, type RemoteName, type SystemLogRow } from '@akademi/shared';

/** spec 2 §9: default number of rows loaded. */
export const DEFAULT_LOG_LIMIT = 100;
/** Limit choices (the spec names only the default). */
export const LOG_LIMIT_OPTIONS = [50, 100, 250, 500, 1000] as const;
/** spec 2 §9: auto-refresh period. */
export const AUTO_REFRESH_MS = 5_000;
/** spec 2 §9: search debounce. */
export const SEARCH_DEBOUNCE_MS = 500;
/** spec 2 §9: ids shown as their first 8 characters. */
export const SHORT_ID_LENGTH = 8;

/** spec 2 §2: time ranges, default 24h. */
export const TIME_RANGES = ['1h', '6h', '24h', '7d', 'all'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
export const DEFAULT_TIME_RANGE: TimeRange = '24h';
const RANGE_MS: Record<Exclude<TimeRange, 'all'>, number> = {
  '1h': 3_600_000,
  '6h': 6 * 3_600_000,
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
};

export const LOG_LEVEL_FILTERS = ['all', 'debug', 'info', 'warn', 'error'] as const;

/** Remote filter (issue 29 item 4): the load-telemetry rows name their remote in details.remote. */
export const LOG_REMOTE_FILTERS: readonly ('all' | RemoteName)[] = ['all', ...REMOTE_NAMES];

export interface LogQuery {
  sessionId: string;
  /** 'all' or a remote: rows whose details->>'remote' is that remote (filtered by the database). */
  remote: 'all' | RemoteName;
  testType: string; // 'all' or a test type
  level: (typeof LOG_LEVEL_FILTERS)[number];
  range: TimeRange;
  limit: number;
  search: string;
}

export const DEFAULT_LOG_QUERY: LogQuery = {
  sessionId: '',
  remote: 'all',
  testType: 'all',
  level: 'all',
  range: DEFAULT_TIME_RANGE,
  limit: DEFAULT_LOG_LIMIT,
  search: '',
};

/** created_at lower bound of a time range, or null for 'all' (spec 2 §7 "Load logs"). */
export function sinceFor(range: TimeRange, now: number): string | null {
  return range === 'all' ? null : new Date(now - RANGE_MS[range]).toISOString();
}

/**
 * Case-folding for search: Turkish lower-casing, then dotless ı as i, so 'ALPHA-DETAIL' (→ 'detaıl'
 * in Turkish) is found by 'detail' and 'KAYIT' by both 'kayıt' and 'kayit'.
 */
export function foldForSearch(text: string): string {
  return text.toLocaleLowerCase('tr-TR').replace(/ı/g, 'i');
}

/** Free-text search over message, log source and the details JSON (spec 2 §2), case-insensitive. */
export function matchesSearch(row: Pick<SystemLogRow, 'message' | 'log_source' | 'details'>, search: string): boolean {
  const needle = foldForSearch(search.trim());
  if (!needle) return true;
  const hay = [row.message ?? '', row.log_source ?? '', row.details == null ? '' : JSON.stringify(row.details)];
  return hay.some((h) => foldForSearch(h).includes(needle));
}

export interface LogCounters {
  total: number;
  errors: number;
  warnings: number;
}

export function countLogs(rows: readonly Pick<SystemLogRow, 'log_level'>[]): LogCounters {
  let errors = 0;
  let warnings = 0;
  for (const r of rows) {
    if (r.log_level === 'error') errors++;
    else if (r.log_level === 'warn') warnings++;
  }
  return { total: rows.length, errors, warnings };
}

export function shortId(id: string | null | undefined): string {
  return id ? id.slice(0, SHORT_ID_LENGTH) : '-';
}

/** Badge colour per level. */
export const LEVEL_COLORS: Record<LogLevel, string> = {
  debug: 'default',
  info: 'blue',
  warn: 'orange',
  error: 'red',
};

const LOG_TIME_FORMAT = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false,
  timeZone: DISPLAY_TIME_ZONE,
});

/** Timestamp in the Turkish locale with seconds ('22.11.2026 14:05:09'): logs need the seconds. */
export function formatLogTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '-' : LOG_TIME_FORMAT.format(d);
}

/** Turkish names of the log test types (filter and list alike, issue 17). */
export const TEST_TYPE_LABELS: Record<string, string> = {
  all: 'Tümü',
  stroop: 'Stroop',
  puzzle: 'Puzzle',
  memory: 'Hafıza',
  attention: 'Dikkat',
  logic: 'Akıl-Mantık',
  cognitive: 'Bilişsel',
  system: 'Sistem',
  admin: 'Admin',
};
/** Turkish names of the log levels (filter and list alike, issue 17). */
export const LEVEL_LABELS: Record<string, string> = { all: 'Tümü', debug: 'Ayrıntı', info: 'Bilgi', warn: 'Uyarı', error: 'Hata' };
