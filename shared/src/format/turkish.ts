// Turkish formatting (tr-TR) for numbers, dates and relative time.

const LOCALE = 'tr-TR';
/** Times are shown in Turkey's time zone whatever the machine's zone is. */
export const DISPLAY_TIME_ZONE = 'Europe/Istanbul';

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 1234567.891 → '1.234.567,89' (up to `maxDecimals`, default 2). */
export function formatNumber(value: number | null | undefined, maxDecimals = 2): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: maxDecimals }).format(value);
}

/** Fixed decimals: formatDecimal(12.3, 1) → '12,3'. */
export function formatDecimal(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  return new Intl.NumberFormat(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** 85 → '%85' (Turkish puts the sign first). */
export function formatPercent(value: number | null | undefined, maxDecimals = 0): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  return new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: maxDecimals }).format(value / 100);
}

/** '22.11.2026' */
export function formatDate(value: DateInput): string {
  const d = toDate(value);
  if (!d) return '-';
  return new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: DISPLAY_TIME_ZONE }).format(d);
}

/** '22 Kasım 2026' */
export function formatLongDate(value: DateInput): string {
  const d = toDate(value);
  if (!d) return '-';
  return new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: DISPLAY_TIME_ZONE }).format(d);
}

/** '22.11.2026 14:05' */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  if (!d) return '-';
  const parts = new Intl.DateTimeFormat(LOCALE, {
    day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: DISPLAY_TIME_ZONE,
  }).formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')} ${get('hour')}:${get('minute')}`;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Relative time (spec 3 §9): under 1 hour 'Az önce', under 24 hours '{n} saat önce', else '{n} gün önce'. */
export function formatRelativeTime(value: DateInput, now: Date | number = Date.now()): string {
  const d = toDate(value);
  if (!d) return '-';
  const diff = Math.max(0, (typeof now === 'number' ? now : now.getTime()) - d.getTime());
  if (diff < HOUR_MS) return 'Az önce';
  if (diff < DAY_MS) return `${Math.floor(diff / HOUR_MS)} saat önce`;
  return `${Math.floor(diff / DAY_MS)} gün önce`;
}

/** Turkish-locale lower case ('İ' → 'i', 'I' → 'ı') for case-insensitive search. */
export function lowerTr(value: string): string {
  return value.toLocaleLowerCase(LOCALE);
}

// ---- Turkish search folding and sort keys (issue 25 §4) ---------------------------------------
// One folding for the browser and the database: public.tr_fold(text) (migration
// 20261126110000_tr_fold.sql) applies the same table with translate() and then lower(); a backend
// test (supabase/tests/schema/tr-fold.test.ts) checks that both agree on every letter below.

/** Letters folded before lower-casing: Turkish dotted/dotless I, ş ğ ç ö ü and the circumflexes (â î û). */
export const TR_FOLD_FROM = 'İIıŞşĞğÇçÖöÜüÂâÎîÛû';
/** What each letter of TR_FOLD_FROM folds to (same position). */
export const TR_FOLD_TO = 'iiissggccoouuaaiiuu';

const FOLD_MAP: ReadonlyMap<string, string> = new Map([...TR_FOLD_FROM].map((c, i) => [c, TR_FOLD_TO.charAt(i)]));

/**
 * Search form of a text: case and Turkish diacritics ignored both ways, so 'Işıl', 'IŞIL', 'isil'
 * and 'ışıl' all fold to 'isil', and 'Şahinoğlu' / 'SAHINOGLU' to 'sahinoglu'. NFC first, so a
 * decomposed 'S' + U+0327 folds like 'Ş'. Mirrors SQL public.tr_fold.
 */
export function foldTr(value: string | null | undefined): string {
  if (!value) return '';
  let out = '';
  for (const c of value.normalize('NFC')) out += FOLD_MAP.get(c) ?? c;
  return out.toLowerCase();
}

/** Turkish alphabetical order (ICU 'tr'): c < ç, g < ğ, ı < i, o < ö, s < ş, u < ü; case ignored, numbers by value. */
const TR_COLLATOR = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/** A comparator for sort() in Turkish order; null/undefined sort as ''. */
export function compareTr(a: string | null | undefined, b: string | null | undefined): number {
  return TR_COLLATOR.compare(a ?? '', b ?? '');
}
