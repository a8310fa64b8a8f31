import { applyRemotesConfig, parseRemotesConfig, readRemotesGlobal, REMOTES_GLOBAL } from '../remotes-config';
import { getRuntimeConfig, parseRuntimeConfig, setRuntimeConfig } from '../runtime-config';

describe('remotes.json loader', () => {
  it('keeps name → URL entries of the flat (old) form', () => {
    expect(
      parseRemotesConfig({
        mf_auth: 'http://127.0.0.1:3001/mf-manifest.json',
        mf_admin: 'https://cdn.example/admin/mf-manifest.json',
        mf_reports: '/releases/mf-reports/1.0.0-abc1234/mf-manifest.json',
      }),
    ).toEqual({
      mf_auth: 'http://127.0.0.1:3001/mf-manifest.json',
      mf_admin: 'https://cdn.example/admin/mf-manifest.json',
      mf_reports: '/releases/mf-reports/1.0.0-abc1234/mf-manifest.json',
    });
  });

  it('a file with any bad entry is refused whole: every remote stays on its build default', () => {
    expect(
      parseRemotesConfig({
        mf_auth: 'http://127.0.0.1:3001/mf-manifest.json',
        mf_reports: '',
      }),
    ).toEqual({});
    expect(parseRemotesConfig({ mf_tests: 42 })).toEqual({});
    expect(parseRemotesConfig({ mf_tracking: 'javascript:alert(1)' })).toEqual({});
    expect(parseRemotesConfig(null)).toEqual({});
    expect(parseRemotesConfig(['x'])).toEqual({});
  });

  it('rewrites the entries of the configured remotes only (no rebuild to move a remote)', () => {
    const remotes = [
      { name: 'mf_auth', entry: 'http://127.0.0.1:3001/mf-manifest.json' },
      { name: 'mf_reports', entry: 'http://127.0.0.1:3003/mf-manifest.json' },
    ];
    const moved = applyRemotesConfig(remotes, { mf_reports: 'https://reports.example/mf-manifest.json' });
    expect(moved).toEqual([
      { name: 'mf_auth', entry: 'http://127.0.0.1:3001/mf-manifest.json' },
      { name: 'mf_reports', entry: 'https://reports.example/mf-manifest.json' },
    ]);
    expect(remotes[1].entry).toBe('http://127.0.0.1:3003/mf-manifest.json');
  });

  it('reads what index.html put on window', () => {
    (window as unknown as Record<string, unknown>)[REMOTES_GLOBAL] = { mf_tests: 'http://10.0.0.1:9000/mf-manifest.json' };
    expect(readRemotesGlobal()).toEqual({ mf_tests: 'http://10.0.0.1:9000/mf-manifest.json' });
    delete (window as unknown as Record<string, unknown>)[REMOTES_GLOBAL];
    expect(readRemotesGlobal()).toEqual({});
  });
});

describe('config.json (supabase URL and anon key)', () => {
  afterEach(() => setRuntimeConfig(null));

  it('validates and normalises', () => {
    expect(parseRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:54321/', supabaseAnonKey: 'k' })).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: 'k',
    });
    expect(parseRuntimeConfig({ supabaseUrl: 'ftp://x', supabaseAnonKey: 'k' })).toBeNull();
    expect(parseRuntimeConfig({ supabaseUrl: 'http://x' })).toBeNull();
  });

  it('reads window config, and an override wins', () => {
    expect(getRuntimeConfig().supabaseAnonKey).toBe('test-anon-key');
    setRuntimeConfig({ supabaseUrl: 'http://a', supabaseAnonKey: 'b' });
    expect(getRuntimeConfig()).toEqual({ supabaseUrl: 'http://a', supabaseAnonKey: 'b' });
  });
});
