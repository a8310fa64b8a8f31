import { DEFAULT_ACADEMY_NAME, parseAcademyBranding } from '../runtime-config';

describe('academy branding from /config.json', () => {
  it('defaults to the academy name and no logo', () => {
    expect(parseAcademyBranding(undefined)).toEqual({ academyName: DEFAULT_ACADEMY_NAME, academyLogoUrl: null });
    expect(parseAcademyBranding({ academyName: '   ' }).academyName).toBe(DEFAULT_ACADEMY_NAME);
  });
  it('takes a name (trimmed, at most 120 characters) and an http(s) or same-site logo', () => {
    expect(parseAcademyBranding({ academyName: ' Işık Akademi ', academyLogoUrl: 'https://cdn.example/logo.png' })).toEqual({ academyName: 'Işık Akademi', academyLogoUrl: 'https://cdn.example/logo.png' });
    expect(parseAcademyBranding({ academyLogoUrl: '/logo.png' }).academyLogoUrl).toBe('/logo.png');
    expect(parseAcademyBranding({ academyName: 'x'.repeat(300) }).academyName).toHaveLength(120);
  });
  it('refuses other logo addresses (javascript:, data:, protocol-relative)', () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/logo.png', 'file:///etc/passwd']) {
      expect(parseAcademyBranding({ academyLogoUrl: url }).academyLogoUrl).toBeNull();
    }
  });
});
