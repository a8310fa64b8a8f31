import { describeDevice, toSessions } from '../lib/sessions';

describe('describeDevice', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36', 'Chrome · Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'Safari · iPhone'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox · Linux'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0', 'Edge · macOS'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36', 'Chrome · Android'],
    ['node', 'Bilinmeyen cihaz'],
    [null, 'Bilinmeyen cihaz'],
  ])('%s → %s', (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected);
  });
});

describe('toSessions', () => {
  it('maps the RPC rows, current first, and drops rows without an id', () => {
    const rows = [
      { id: 'b', user_agent: null, created_at: '2026-11-26T10:00:00Z', last_used_at: '2026-11-26T11:00:00Z', current: false },
      { id: 'a', user_agent: 'UA', created_at: '2026-11-26T09:00:00Z', last_used_at: '2026-11-26T09:30:00Z', current: true },
      { user_agent: 'x' },
    ];
    expect(toSessions(rows).map((s) => [s.id, s.current, s.userAgent])).toEqual([
      ['a', true, 'UA'],
      ['b', false, null],
    ]);
    expect(toSessions(null)).toEqual([]);
  });
});
