// Small numeric helpers shared by the domain modules.

/** Spec 2 §5: non-numeric values are read as 0. Numeric strings (PostgREST `numeric`) are read. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/** Like toNumber, but keeps "no value" apart from 0 (null for null/undefined/'' / non-numeric). */
export function toNumberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * Half-up rounding to `decimals` places that is exact on decimal inputs (2.55 → 2.6, 1.005 → 1.01),
 * unlike Math.round(x * 10) / 10 which sees 2.55 as 2.5499….
 */
export function roundTo(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const abs = Math.abs(value);
  // exponent notation (1e-7, 1e21) cannot take the string shift; those are far from any .5 tie
  if (String(abs).includes('e')) return (sign * Math.round(abs * 10 ** decimals)) / 10 ** decimals;
  const shifted = Math.round(Number(`${abs}e${decimals}`));
  return sign * Number(`${shifted}e-${decimals}`);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Mean of the non-null finite values; null when there are none. */
export function meanOf(values: readonly (number | null | undefined)[]): number | null {
  const nums = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (nums.length === 0) return null;
  return nums.reduce((s, v) => s + v, 0) / nums.length;
}

/** tr-TR number with exactly `decimals` places ('12,3'); '-' when there is no number. */
export function formatFixedTr(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return new Intl.NumberFormat('tr-TR', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  }).format(roundTo(value, decimals));
}

/** Epoch milliseconds of a date-like value, or NaN. */
export function toEpochMs(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value === 'string' && value.trim() !== '') return Date.parse(value);
  return NaN;
}
