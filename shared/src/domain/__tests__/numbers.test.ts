import { formatFixedTr, meanOf, roundTo, toEpochMs, toNumber, toNumberOrNull } from '../numbers.ts';

describe('numbers', () => {
  it('reads non-numeric values as 0 (spec 2 §5) and numeric strings as numbers', () => {
    expect(toNumber('12.5')).toBe(12.5);
    expect(toNumber('abc')).toBe(0);
    expect(toNumber(null)).toBe(0);
    expect(toNumber(Number.NaN)).toBe(0);
    expect(toNumber(true)).toBe(0);
    expect(toNumberOrNull('')).toBeNull();
    expect(toNumberOrNull('3')).toBe(3);
  });
  it('rounds half-up exactly on decimal inputs', () => {
    expect(roundTo(2.55, 1)).toBe(2.6);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(75.555, 2)).toBe(75.56);
    expect(roundTo(-2.55, 1)).toBe(-2.6);
    expect(roundTo(1e-7, 2)).toBe(0);
    expect(roundTo(12, 2)).toBe(12);
  });
  it('means only the numbers', () => {
    expect(meanOf([1, null, 2, undefined])).toBe(1.5);
    expect(meanOf([])).toBeNull();
  });
  it('formats tr-TR with fixed decimals', () => {
    expect(formatFixedTr(1234.25, 1)).toBe('1.234,3');
    expect(formatFixedTr(Number.NaN, 1)).toBe('-');
  });
  it('reads dates', () => {
    expect(toEpochMs('2026-11-22T00:00:00Z')).toBe(Date.UTC(2026, 10, 22));
    expect(toEpochMs('nope')).toBeNaN();
    expect(toEpochMs(null)).toBeNaN();
  });
});
