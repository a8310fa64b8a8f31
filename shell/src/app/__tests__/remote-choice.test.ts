// Issue 29 item 3, the shell's side: remotes.json read once (a refused file logged with its reasons,
// build defaults used), the canary by the session's user id, and the tester override honoured only
// when the DATABASE (current_user_roles) says admin — never because of anything in the URL.
import { setSupabaseForTesting, REMOTES_ERROR_GLOBAL, REMOTES_GLOBAL, type AppSupabaseClient } from '@akademi/shared';
import { chooseRemoteEntry, remotesDocument, resetRemoteChoicesForTesting, stableRemoteEntries } from '../remote-choice';

const page = window as unknown as Record<string, unknown>;
const v1 = 'http://127.0.0.1:4216/mf-reports/1.0.0-a/mf-manifest.json';
const v2 = 'http://127.0.0.1:4216/mf-reports/2.0.0-a/mf-manifest.json';

function fakeSupabase(userId: string | null, roles: string[]) {
  const rpc = jest.fn(async () => ({ data: roles, error: null }));
  const client = {
    auth: { getSession: async () => ({ data: { session: userId ? { user: { id: userId } } : null } }) },
    rpc,
  };
  setSupabaseForTesting(client as unknown as AppSupabaseClient); // cast: the two members remote-choice uses
  return rpc;
}

beforeEach(() => {
  resetRemoteChoicesForTesting();
  delete page[REMOTES_ERROR_GLOBAL];
  page[REMOTES_GLOBAL] = { mf_reports: { entry: v1, version: '1.0.0-a', canary: { entry: v2, version: '2.0.0-a', percent: 0 } } };
  window.history.replaceState(null, '', '/reports');
  document.documentElement.removeAttribute('data-mf-reports-source');
});
afterEach(() => {
  setSupabaseForTesting(null);
  jest.restoreAllMocks();
});

describe('remotes.json in the shell', () => {
  it('a refused file is logged once, with its reasons, and nothing of it is used', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    page[REMOTES_GLOBAL] = { mf_reports: { entry: v1, version: '1.0.0-a', canary: { entry: v2, version: '2.0.0-a', percent: 150 } } };
    expect(remotesDocument()).toBeNull();
    expect(remotesDocument()).toBeNull();
    expect(stableRemoteEntries()).toEqual({});
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/remotes\.json refused, build-time defaults used: mf_reports: canary percent must be a number from 0 to 100/);
  });

  it('a file the page loader could not parse is logged with that reason', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    page[REMOTES_GLOBAL] = {};
    page[REMOTES_ERROR_GLOBAL] = 'remotes.json is not valid JSON';
    expect(remotesDocument()).toBeNull();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/remotes\.json is not valid JSON/);
  });
});

describe('chooseRemoteEntry', () => {
  it('the stable release; the database is not asked without an override; exposed on <html>', async () => {
    const rpc = fakeSupabase('user-1', ['admin']);
    expect(await chooseRemoteEntry('mf_reports')).toEqual({ entry: v1, version: '1.0.0-a', source: 'stable' });
    expect(rpc).not.toHaveBeenCalled();
    expect(document.documentElement.getAttribute('data-mf-reports-source')).toBe('stable');
  });

  it('an admin (by current_user_roles) gets the override', async () => {
    window.history.replaceState(null, '', '/reports?remote:mf_reports=2.0.0-a');
    const rpc = fakeSupabase('user-1', ['admin', 'beyin_antrenoru']);
    expect(await chooseRemoteEntry('mf_reports')).toEqual({ entry: v2, version: '2.0.0-a', source: 'override' });
    expect(rpc).toHaveBeenCalledWith('current_user_roles');
  });

  it('anyone else gets the normal choice, and the ignored override is logged', async () => {
    window.history.replaceState(null, '', '/reports?remote:mf_reports=2.0.0-a&role=admin');
    fakeSupabase('user-2', ['beyin_antrenoru']);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await chooseRemoteEntry('mf_reports')).toEqual({ entry: v1, version: '1.0.0-a', source: 'stable' });
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/only admins/);
  });

  it('the choice is made once per page', async () => {
    fakeSupabase('user-1', []);
    const first = await chooseRemoteEntry('mf_reports');
    page[REMOTES_GLOBAL] = { mf_reports: v2 };
    expect(await chooseRemoteEntry('mf_reports')).toBe(first);
  });
});
