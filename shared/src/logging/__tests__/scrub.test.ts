import { scrubLogRow, scrubText, scrubUrl, scrubValue } from '../scrub';
import { restSender } from '../transport';

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';

describe('scrubUrl (issue 26 §5)', () => {
  it('drops the LMS link key from the tracking portal URL and keeps the rest', () => {
    expect(scrubUrl('http://localhost:3000/tracking?key=lms_abcdef0123456789&tab=notlar')).toBe('http://localhost:3000/tracking?tab=notlar');
    expect(scrubUrl('http://localhost:3000/tracking?key=lms_abcdef0123456789')).toBe('http://localhost:3000/tracking');
  });

  it.each([
    ['token', 'https://x.test/onay?token=abc123'],
    ['access_token', 'https://x.test/p?access_token=abc'],
    ['refresh_token', 'https://x.test/p?refresh_token=abc'],
    ['code', 'https://x.test/callback?code=xyz'],
    ['token_hash', 'https://x.test/verify?token_hash=pkce_1&type=recovery'],
    ['apikey', 'https://x.test/rest/v1/x?apikey=sb_publishable_1'],
    ['lms_key', 'https://x.test/x?lms_key=1'],
    ['API-Key (encoded)', 'https://x.test/x?API%2DKey=1'],
  ])('drops %s', (_name, url) => {
    const out = scrubUrl(url);
    expect(out).not.toMatch(/abc|xyz|pkce_1|sb_publishable_1|=1/);
    expect(out.startsWith('https://x.test/')).toBe(true);
  });

  it('scrubs a fragment of parameters (auth redirect) but keeps a route fragment', () => {
    expect(scrubUrl(`https://x.test/#access_token=${JWT}&expires_in=3600&type=recovery`)).toBe('https://x.test/#expires_in=3600&type=recovery');
    expect(scrubUrl('https://x.test/app#/reports')).toBe('https://x.test/app#/reports');
  });

  it('keeps harmless parameters and masks personal data left in them', () => {
    expect(scrubUrl('https://x.test/tests/d2?sessionId=7d1f&student=ali@okul.test')).toBe('https://x.test/tests/d2?sessionId=7d1f&student=[e-posta]');
  });
});

describe('scrubText', () => {
  it('masks e-mail addresses, JWTs and phone numbers', () => {
    expect(scrubText('Giriş: veli.ayse+1@example.com.tr başarısız')).toBe('Giriş: [e-posta] başarısız');
    expect(scrubText(`Bearer ${JWT}`)).toBe('Bearer [jwt]');
    for (const phone of ['+90 532 123 45 67', '+905321234567', '0532 123 45 67', '05321234567', '532 123 45 67', '(532) 123-4567', '0 (532) 123 45 67'.slice(2)]) {
      expect(scrubText(`Veli telefonu: ${phone}.`)).toBe('Veli telefonu: [telefon].');
    }
  });

  it('leaves ids, UUIDs, dates, timestamps and scores alone', () => {
    const keep = [
      'student 7d1f2c3a-1b2c-4d5e-8f90-123456789012 saved',
      '2026-11-26T12:00:00.000Z',
      'Date.now() = 1764158400000',
      'reaction 412 ms, score 87.5, items 1234567890',
      'version 1.2.3',
    ];
    for (const t of keep) expect(scrubText(t)).toBe(t);
  });

  it('masks inside nested details (values and keys)', () => {
    expect(scrubValue({ user: { email: 'a@b.co', phone: '05321234567', n: 5, list: [JWT, 'ok'] }, 'x@y.io': true })).toEqual({
      user: { email: '[e-posta]', phone: '[telefon]', n: 5, list: ['[jwt]', 'ok'] },
      '[e-posta]': true,
    });
  });
});

describe('the transport scrubs before the row leaves the browser', () => {
  it('sends rows with message, source, URL and details scrubbed', async () => {
    const bodies: unknown[] = [];
    const send = restSender(
      () => ({ supabaseUrl: 'http://api', anonKey: 'ANON' }),
      (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return Promise.resolve({ ok: true, status: 201 });
      },
    );
    const row = {
      message: 'Oturum hatası: ali@okul.test 0532 123 45 67',
      log_source: 'console',
      current_url: 'http://localhost:3000/tracking?key=lms_secret123#x',
      details: { token: JWT },
    };
    await send([row], 'normal');
    expect(bodies[0]).toEqual([
      { message: 'Oturum hatası: [e-posta] [telefon]', log_source: 'console', current_url: 'http://localhost:3000/tracking#x', details: { token: '[jwt]' } },
    ]);
    expect(JSON.stringify(bodies)).not.toContain('lms_secret123');
    expect(scrubLogRow({ message: 'm' })).toEqual({ message: 'm' });
  });
});
