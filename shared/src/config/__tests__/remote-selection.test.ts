// Issue 29 item 3: remotes.json's richer form (validation, all or nothing), the sticky canary and the
// admin-only tester override.
import { parseRemotesDocument, type RemoteDeployment } from '../remotes-config';
import { canaryBucket, chooseRemote, inCanary, overrideParam, parseOverrideOrigins, resolveOverride, type ChooseRemoteInput } from '../remote-selection';

const CDN = 'https://cdn.example/releases';
const v1 = `${CDN}/mf-reports/1.0.0-abc1234/mf-manifest.json`;
const v2 = `${CDN}/mf-reports/2.0.0-abc1234/mf-manifest.json`;

describe('parseRemotesDocument', () => {
  it('accepts the flat form, the object form, and both mixed', () => {
    const result = parseRemotesDocument({
      mf_auth: 'http://127.0.0.1:3001/mf-manifest.json',
      mf_reports: { entry: v1, version: '1.0.0-abc1234', canary: { entry: v2, version: '2.0.0-abc1234', percent: 50 } },
      mf_tests: { entry: 'https://cdn.example/tests/mf-manifest.json' },
    });
    expect(result).toEqual({
      ok: true,
      remotes: {
        mf_auth: { entry: 'http://127.0.0.1:3001/mf-manifest.json', version: null, canary: null },
        mf_reports: { entry: v1, version: '1.0.0-abc1234', canary: { entry: v2, version: '2.0.0-abc1234', percent: 50 } },
        mf_tests: { entry: 'https://cdn.example/tests/mf-manifest.json', version: null, canary: null },
      },
    });
    expect(parseRemotesDocument({})).toEqual({ ok: true, remotes: {} });
  });

  it.each([
    ['not an object', 'nonsense', 'remotes.json is not a JSON object'],
    ['an array', [v1], 'remotes.json is not a JSON object'],
    ['an unknown remote', { mf_raporlar: v1 }, 'unknown remote "mf_raporlar"'],
    ['an entry that is not a URL', { mf_reports: { entry: 'raporlar', version: '1.0.0-abc1234' } }, 'mf_reports: entry is not a URL'],
    ['a javascript: entry', { mf_reports: 'javascript:alert(1)' }, 'mf_reports: entry is not a URL'],
    ['a protocol-relative entry', { mf_reports: '//evil.example/mf-manifest.json' }, 'mf_reports: entry is not a URL'],
    ['an entry with spaces around it', { mf_reports: ` ${v1}` }, 'mf_reports: entry is not a URL'],
    ['a version with a slash', { mf_reports: { entry: v1, version: '../1.0.0' } }, 'mf_reports: version is not a release version'],
    ['a canary percent over 100', { mf_reports: { entry: v1, version: '1.0.0-a', canary: { entry: v2, version: '2.0.0-a', percent: 101 } } }, 'mf_reports: canary percent must be a number from 0 to 100'],
    ['a negative canary percent', { mf_reports: { entry: v1, version: '1.0.0-a', canary: { entry: v2, version: '2.0.0-a', percent: -1 } } }, 'mf_reports: canary percent must be a number from 0 to 100'],
    ['a canary percent as text', { mf_reports: { entry: v1, version: '1.0.0-a', canary: { entry: v2, version: '2.0.0-a', percent: '50' } } }, 'mf_reports: canary percent must be a number from 0 to 100'],
    ['a canary entry that is not a URL', { mf_reports: { entry: v1, version: '1.0.0-a', canary: { entry: 'ftp://x/m.json', version: '2.0.0-a', percent: 5 } } }, 'mf_reports: canary entry is not a URL'],
    ['a canary without a version', { mf_reports: { entry: v1, version: '1.0.0-a', canary: { entry: v2, percent: 5 } } }, 'mf_reports: canary version is not a release version'],
    ['a remote that is a number', { mf_reports: 3 }, 'mf_reports: expected a URL or { entry, version, canary? }'],
  ])('refuses the whole file for %s, with the reason', (_what, raw, reason) => {
    const result = parseRemotesDocument({ mf_auth: 'http://127.0.0.1:3001/mf-manifest.json', ...(typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) });
    const direct = typeof raw === 'object' && !Array.isArray(raw) ? result : parseRemotesDocument(raw);
    expect(direct).toEqual({ ok: false, reasons: expect.arrayContaining([reason]) });
  });

  it('0 and 100 are valid canary percents', () => {
    for (const percent of [0, 100, 12.5]) {
      expect(parseRemotesDocument({ mf_reports: { entry: v1, version: '1.0.0-a', canary: { entry: v2, version: '2.0.0-a', percent } } }).ok).toBe(true);
    }
  });
});

describe('canary buckets', () => {
  const users = Array.from({ length: 4000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

  it('a user always lands in the same bucket, 0–99', () => {
    for (const u of users.slice(0, 50)) {
      const b = canaryBucket('mf_reports', u);
      expect(b).toBe(canaryBucket('mf_reports', u));
      expect(b).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThan(100);
    }
  });

  it('spreads users evenly: about percent % of them get the canary', () => {
    for (const percent of [10, 50, 90]) {
      const share = users.filter((u) => inCanary('mf_reports', u, percent)).length / users.length;
      expect(Math.abs(share - percent / 100)).toBeLessThan(0.03);
    }
  });

  it('raising the percent only adds users; 0 % none, 100 % all; anonymous never', () => {
    const at10 = users.filter((u) => inCanary('mf_reports', u, 10));
    expect(at10.every((u) => inCanary('mf_reports', u, 50))).toBe(true);
    expect(users.some((u) => inCanary('mf_reports', u, 0))).toBe(false);
    expect(users.every((u) => inCanary('mf_reports', u, 100))).toBe(true);
    expect(inCanary('mf_reports', null, 100)).toBe(false);
  });

  it('one remote\'s canary users are not the same as another\'s', () => {
    const a = users.filter((u) => inCanary('mf_reports', u, 50));
    const both = a.filter((u) => inCanary('mf_admin', u, 50)).length / a.length;
    expect(both).toBeGreaterThan(0.4);
    expect(both).toBeLessThan(0.6);
  });
});

describe('chooseRemote', () => {
  const deployment: RemoteDeployment = { entry: v1, version: '1.0.0-abc1234', canary: { entry: v2, version: '2.0.0-abc1234', percent: 50 } };
  const base: ChooseRemoteInput = {
    remote: 'mf_reports',
    deployment,
    defaultEntry: 'http://127.0.0.1:3003/mf-manifest.json',
    userId: null,
    override: null,
    isAdmin: false,
    allowedOrigins: [],
    pageOrigin: 'https://akademi.example',
  };
  const users = Array.from({ length: 40 }, (_, i) => `user-${i}`);

  it('anonymous users get the stable release', () => {
    expect(chooseRemote(base)).toEqual({ choice: { entry: v1, version: '1.0.0-abc1234', source: 'stable' }, refusal: null });
  });

  it('signed-in users split between stable and canary by their bucket, each always the same', () => {
    const sources = users.map((userId) => chooseRemote({ ...base, userId }).choice?.source);
    expect(sources).toContain('canary');
    expect(sources).toContain('stable');
    users.forEach((userId, i) => expect(chooseRemote({ ...base, userId }).choice?.source).toBe(sources[i]));
    const canaryUser = users[sources.indexOf('canary')];
    expect(chooseRemote({ ...base, userId: canaryUser ?? '' }).choice).toEqual({ entry: v2, version: '2.0.0-abc1234', source: 'canary' });
  });

  it('without a (valid) remotes.json entry: the build default', () => {
    expect(chooseRemote({ ...base, deployment: null }).choice).toEqual({ entry: 'http://127.0.0.1:3003/mf-manifest.json', version: null, source: 'default' });
    expect(chooseRemote({ ...base, deployment: null, defaultEntry: null }).choice).toBeNull();
  });

  it('an admin\'s override of a version picks that release of the same layout', () => {
    const result = chooseRemote({ ...base, userId: 'admin-1', isAdmin: true, override: '3.1.0-def5678' });
    expect(result).toEqual({ choice: { entry: `${CDN}/mf-reports/3.1.0-def5678/mf-manifest.json`, version: '3.1.0-def5678', source: 'override' }, refusal: null });
    expect(chooseRemote({ ...base, isAdmin: true, override: '2.0.0-abc1234' }).choice).toEqual({ entry: v2, version: '2.0.0-abc1234', source: 'override' });
  });

  it('a non-admin\'s override is ignored (and said so)', () => {
    const result = chooseRemote({ ...base, override: '2.0.0-abc1234' });
    expect(result.choice?.source).toBe('stable');
    expect(result.refusal).toMatch(/only admins/);
  });

  it('an override of another origin is refused unless config allows that origin', () => {
    const foreign = 'https://evil.example/mf-manifest.json';
    const refused = chooseRemote({ ...base, isAdmin: true, override: foreign });
    expect(refused.choice?.source).toBe('stable');
    expect(refused.refusal).toMatch(/origin https:\/\/evil\.example is not allowed/);
    const allowed = chooseRemote({ ...base, isAdmin: true, override: foreign, allowedOrigins: ['https://evil.example'] });
    expect(allowed.choice).toEqual({ entry: foreign, version: null, source: 'override' });
    // the remote's own origin is always allowed
    expect(chooseRemote({ ...base, isAdmin: true, override: `${CDN}/mf-reports/x/mf-manifest.json` }).choice?.source).toBe('override');
  });

  it('an override that is neither a version nor a URL, or cannot be located, is refused', () => {
    expect(chooseRemote({ ...base, isAdmin: true, override: 'javascript:alert(1)' }).refusal).toMatch(/neither a release version nor a URL/);
    expect(chooseRemote({ ...base, isAdmin: true, override: '../../x' }).refusal).toMatch(/neither/);
    const flat = { entry: 'https://cdn.example/reports/mf-manifest.json', version: null, canary: null };
    expect(chooseRemote({ ...base, deployment: flat, isAdmin: true, override: '1.0.0-a' }).refusal).toMatch(/cannot be located/);
  });
});

describe('override inputs', () => {
  it('reads ?remote:<name>=<value>', () => {
    expect(overrideParam('?remote:mf_reports=2.0.0-abc1234&x=1', 'mf_reports')).toBe('2.0.0-abc1234');
    expect(overrideParam('?remote%3Amf_reports=2.0.0-abc1234', 'mf_reports')).toBe('2.0.0-abc1234');
    expect(overrideParam('?remote:mf_admin=1', 'mf_reports')).toBeNull();
    expect(overrideParam('?remote:mf_reports=', 'mf_reports')).toBeNull();
  });

  it('config.json remoteOverrideOrigins: http(s) origins only', () => {
    expect(parseOverrideOrigins({ remoteOverrideOrigins: ['https://staging.example/path', 'javascript:x', 5, 'http://127.0.0.1:4216'] })).toEqual(['https://staging.example', 'http://127.0.0.1:4216']);
    expect(parseOverrideOrigins(null)).toEqual([]);
    expect(parseOverrideOrigins({ remoteOverrideOrigins: '*' })).toEqual([]);
  });

  it('with no remotes.json entry, the build default origin is the remote own one: others need allowing', () => {
    expect(resolveOverride('https://cdn.example/releases/mf-reports/9/mf-manifest.json', { deployment: null, defaultEntry: 'http://127.0.0.1:3003/mf-manifest.json', allowedOrigins: [], pageOrigin: 'https://akademi.example' })).toEqual({
      ok: false,
      reason: 'origin https://cdn.example is not allowed for overrides (config.json remoteOverrideOrigins)',
    });
  });
});
