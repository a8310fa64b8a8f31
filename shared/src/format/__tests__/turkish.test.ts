import { formatDate, formatDateTime, formatDecimal, formatLongDate, formatNumber, formatPercent, formatRelativeTime, lowerTr } from '../turkish';

describe('Turkish number formatting', () => {
  it('uses dot for thousands and comma for decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(null)).toBe('-');
    expect(formatDecimal(12.3, 1)).toBe('12,3');
    expect(formatDecimal(0.5, 6)).toBe('0,500000');
  });

  it('puts the percent sign first', () => {
    expect(formatPercent(85)).toBe('%85');
    expect(formatPercent(12.34, 1)).toBe('%12,3');
  });
});

describe('Turkish dates (Europe/Istanbul)', () => {
  const iso = '2026-11-22T11:05:00Z'; // 14:05 in Istanbul

  it('formats short, long and date-time forms', () => {
    expect(formatDate(iso)).toBe('22.11.2026');
    expect(formatLongDate(iso)).toBe('22 Kasım 2026');
    expect(formatDateTime(iso)).toBe('22.11.2026 14:05');
    expect(formatDate('not a date')).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
  });
});

describe('relative time (spec 3 §9)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it("says 'Az önce' under an hour, hours under a day, then days", () => {
    expect(formatRelativeTime(now - 59 * 60_000, now)).toBe('Az önce');
    expect(formatRelativeTime(now - 60 * 60_000, now)).toBe('1 saat önce');
    expect(formatRelativeTime(now - 23.5 * 3_600_000, now)).toBe('23 saat önce');
    expect(formatRelativeTime(now - 24 * 3_600_000, now)).toBe('1 gün önce');
    expect(formatRelativeTime(now - 9 * 86_400_000, now)).toBe('9 gün önce');
    expect(formatRelativeTime(now + 5000, now)).toBe('Az önce');
  });
});

describe('lowerTr', () => {
  it('lower-cases with Turkish rules', () => {
    expect(lowerTr('İSTANBUL IRMAK')).toBe('istanbul ırmak');
  });
});
