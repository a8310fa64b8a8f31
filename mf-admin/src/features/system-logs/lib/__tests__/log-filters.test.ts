import { DEFAULT_LOG_QUERY, countLogs, formatLogTime, matchesSearch, shortId, sinceFor } from '../log-filters';

describe('log viewer filters (spec 2 §2, §9)', () => {
  it('defaults: limit 100, 24h, everything', () => {
    expect(DEFAULT_LOG_QUERY).toEqual({ sessionId: '', remote: 'all', testType: 'all', level: 'all', range: '24h', limit: 100, search: '' });
  });

  it('computes the time range start', () => {
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    expect(sinceFor('1h', now)).toBe('2026-11-22T11:00:00.000Z');
    expect(sinceFor('6h', now)).toBe('2026-11-22T06:00:00.000Z');
    expect(sinceFor('24h', now)).toBe('2026-11-21T12:00:00.000Z');
    expect(sinceFor('7d', now)).toBe('2026-11-15T12:00:00.000Z');
    expect(sinceFor('all', now)).toBeNull();
  });

  it('searches message, source and details, trimmed and case-insensitive', () => {
    const r = { message: 'Kayıt Hatası', log_source: 'console.warn', details: { code: 'PGRST301' } };
    expect(matchesSearch(r, '  ')).toBe(true);
    expect(matchesSearch(r, ' kayıt ')).toBe(true);
    expect(matchesSearch(r, 'WARN')).toBe(true);
    expect(matchesSearch(r, 'pgrst301')).toBe(true);
    expect(matchesSearch(r, 'nothing')).toBe(false);
    // Turkish I/ı/İ: upper-case Latin I in stored text is still found with a typed i
    expect(matchesSearch({ message: 'x', log_source: null, details: { code: 'ALPHA-DETAIL' } }, 'alpha-detail')).toBe(true);
    expect(matchesSearch({ message: 'KAYIT', log_source: null, details: null }, 'kayıt')).toBe(true);
    expect(matchesSearch({ message: 'İSTANBUL', log_source: null, details: null }, 'istanbul')).toBe(true);
    expect(matchesSearch({ message: 'x', log_source: null, details: null }, 'null')).toBe(false);
  });

  it('counts total, errors and warnings', () => {
    expect(countLogs([{ log_level: 'error' }, { log_level: 'warn' }, { log_level: 'warn' }, { log_level: 'info' }])).toEqual({ total: 4, errors: 1, warnings: 2 });
  });

  it('shortens ids to 8 characters and formats Turkish time with seconds', () => {
    expect(shortId('0123456789abcdef')).toBe('01234567');
    expect(shortId(null)).toBe('-');
    expect(formatLogTime('2026-11-22T11:05:09.000Z')).toBe('22.11.2026 14:05:09');
  });
});
