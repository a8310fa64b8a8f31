import type { SupabaseClient } from '@supabase/supabase-js';
import { defaultRole, normalizeRoles, pickCurrentRole } from '../roles';
import { classifyProfileError, loadProfile, PROFILE_ERRORS, PROFILE_FETCH_BASE_DELAY_MS, startSession, switchRole } from '../start-session';
import { createAppStore } from '../../store/create-app-store';
import { initialSessionState, profileFailed, profileLoaded, sessionSlice, signedIn, signedOut, currentRoleChanged } from '../session-slice';
import { setPendingFlashMessage, takeFlashMessage } from '../flash-message';
import { toUserProfile } from '../profile';

const row = {
  id: 'u1',
  auth_user_id: 'a1',
  email: 'cokrol@akademi.test',
  first_name: 'Çok',
  last_name: 'Rol',
  phone: null,
  is_active: true,
  roles: ['beyin_antrenoru', 'admin'],
  supervisor_id: null,
  created_at: '2026-01-01T00:00:00Z',
};

describe('roles (spec 1 §4)', () => {
  it('defaults missing roles to kullanici and orders by precedence', () => {
    expect(normalizeRoles(null)).toEqual(['kullanici']);
    expect(normalizeRoles(['kullanici', 'bogus', 'temsilci'])).toEqual(['temsilci', 'kullanici']);
    expect(defaultRole(['kullanici', 'beyin_antrenoru', 'temsilci'])).toBe('temsilci');
  });
  it('restores the stored role only if still held', () => {
    expect(pickCurrentRole(['admin', 'beyin_antrenoru'], 'beyin_antrenoru')).toBe('beyin_antrenoru');
    expect(pickCurrentRole(['admin', 'beyin_antrenoru'], 'temsilci')).toBe('admin');
    expect(pickCurrentRole(['kullanici'], 'nonsense')).toBe('kullanici');
  });
});

describe('session slice', () => {
  it('loads the profile, derives held roles and the current role', () => {
    let s = sessionSlice.reducer(initialSessionState, signedIn({ id: 'a1', email: row.email }));
    s = sessionSlice.reducer(s, profileLoaded({ profile: toUserProfile(row), storedRole: 'beyin_antrenoru' }));
    expect(s.status).toBe('signedIn');
    expect(s.roles).toEqual(['admin', 'beyin_antrenoru']);
    expect(s.currentRole).toBe('beyin_antrenoru');
    s = sessionSlice.reducer(s, currentRoleChanged('kullanici'));
    expect(s.currentRole).toBe('beyin_antrenoru');
    s = sessionSlice.reducer(s, signedOut());
    expect(s.profile).toBeNull();
    expect(s.currentRole).toBeNull();
  });
});

function fakeSupabase(responses: Array<{ data: unknown; error: { code?: string; message?: string } | null }>) {
  const calls: string[] = [];
  const client = {
    from: (table: string) => ({
      select: () => ({
        eq: (_col: string, value: string) => ({
          maybeSingle: async () => {
            calls.push(`${table}:${value}`);
            return responses.shift() ?? { data: null, error: null };
          },
        }),
      }),
    }),
  };
  return { client: client as unknown as SupabaseClient, calls };
}

describe('loadProfile', () => {
  it('retries with doubling delay from 1 s and returns the profile', async () => {
    const { client, calls } = fakeSupabase([
      { data: null, error: { message: 'Failed to fetch' } },
      { data: null, error: { code: '500', message: 'db' } },
      { data: row, error: null },
    ]);
    const delays: number[] = [];
    const result = await loadProfile(client, 'a1', { sleep: async (ms) => void delays.push(ms) });
    expect(result).toEqual({ ok: true, profile: expect.objectContaining({ firstName: 'Çok', roles: ['admin', 'beyin_antrenoru'] }) });
    expect(calls).toEqual(['users:a1', 'users:a1', 'users:a1']);
    expect(delays).toEqual([PROFILE_FETCH_BASE_DELAY_MS, PROFILE_FETCH_BASE_DELAY_MS * 2]);
  });

  it('classifies failures (spec 1 §8)', async () => {
    const { client } = fakeSupabase([]);
    expect(await loadProfile(client, 'a1', { attempts: 1 })).toEqual({ ok: false, kind: 'notFound' });
    expect(classifyProfileError({ code: 'PGRST116', message: 'none' })).toBe('notFound');
    expect(classifyProfileError({ code: '42501', message: 'permission denied for table users' })).toBe('permission');
    expect(classifyProfileError({ message: 'TypeError: Failed to fetch' })).toBe('network');
    expect(classifyProfileError({ code: '23505', message: 'dup' })).toBe('database');
    // a token the API refuses (another deployment's key, expired) is not a database error
    expect(classifyProfileError({ code: 'PGRST301', message: 'JWSError JWSInvalidSignature' })).toBe('sessionInvalid');
    expect(classifyProfileError({ code: 'PGRST303', message: 'JWT expired' })).toBe('sessionInvalid');
  });
});

describe('loadProfile: removed and deactivated accounts (issue 14 item 8)', () => {
  it('a missing row is final: one request, no retry', async () => {
    const { client, calls } = fakeSupabase([]);
    const delays: number[] = [];
    expect(await loadProfile(client, 'a1', { sleep: async (ms) => void delays.push(ms) })).toEqual({ ok: false, kind: 'notFound' });
    expect(calls).toEqual(['users:a1']);
    expect(delays).toEqual([]);
  });
  it('a deactivated row is not a profile: kind inactive, no retry', async () => {
    const { client, calls } = fakeSupabase([{ data: { ...row, is_active: false }, error: null }]);
    expect(await loadProfile(client, 'a1', { sleep: async () => undefined })).toEqual({ ok: false, kind: 'inactive' });
    expect(calls).toHaveLength(1);
    expect(PROFILE_ERRORS.inactive).toBe('Hesabınız pasif durumda. Lütfen yöneticinizle iletişime geçin.');
  });
});

describe('startSession (spec 1 §4, §8)', () => {
  type AuthCallback = (event: string, session: { user: { id: string; email: string } } | null) => void;

  function sessionClient(responses: Array<{ data: unknown; error: { code?: string; message?: string } | null }>) {
    const { client } = fakeSupabase(responses);
    let callback: AuthCallback = () => undefined;
    const signOut = jest.fn(async () => ({ error: null }));
    Object.assign(client, {
      auth: {
        onAuthStateChange: (cb: AuthCallback) => {
          callback = cb;
          return { data: { subscription: { unsubscribe: () => undefined } } };
        },
        signOut,
      },
    });
    return { client, signOut, emit: (event: string, session: Parameters<AuthCallback>[1]) => callback(event, session) };
  }

  const flush = () => new Promise((resolve) => setTimeout(resolve, 10));
  const noSleep = { sleep: async () => undefined };

  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('loads the profile, caches it and restores the stored role if held', async () => {
    window.localStorage.setItem('currentRole', 'beyin_antrenoru');
    const { client, emit } = sessionClient([{ data: row, error: null }]);
    const store = createAppStore();
    startSession(store.dispatch, client, noSleep);
    emit('SIGNED_IN', { user: { id: 'a1', email: row.email } });
    await flush();
    expect(store.getState().session.currentRole).toBe('beyin_antrenoru');
    expect(JSON.parse(window.localStorage.getItem('cachedUser') ?? '{}')).toMatchObject({ email: row.email });
  });

  it('missing profile: signs out, clears role and cached user, keeps the message', async () => {
    window.localStorage.setItem('currentRole', 'admin');
    window.localStorage.setItem('cachedUser', JSON.stringify(toUserProfile({ ...row, email: 'baska@akademi.test' })));
    const { client, emit, signOut } = sessionClient([]);
    const store = createAppStore();
    startSession(store.dispatch, client, noSleep);
    emit('SIGNED_IN', { user: { id: 'a1', email: row.email } });
    await flush();
    expect(signOut).toHaveBeenCalled();
    expect(store.getState().session.status).toBe('signedOut');
    expect(store.getState().session.profileError).toBe(PROFILE_ERRORS.notFound);
    expect(window.localStorage.getItem('currentRole')).toBeNull();
    expect(window.localStorage.getItem('cachedUser')).toBeNull();
  });

  it('a token the API refuses (PGRST301, e.g. another deployment\'s key): one request, signed out, asked to sign in again — not a database error', async () => {
    const { client, emit, signOut } = sessionClient([{ data: null, error: { code: 'PGRST301', message: 'JWSError JWSInvalidSignature' } }]);
    const store = createAppStore();
    startSession(store.dispatch, client, noSleep);
    emit('SIGNED_IN', { user: { id: 'a1', email: row.email } });
    await flush();
    expect(signOut).toHaveBeenCalled();
    expect(store.getState().session.status).toBe('signedOut');
    expect(store.getState().session.profileError).toBe('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.');
  });
  it('deactivated account: signs out with the inactive message, which survives the SIGNED_OUT event; no success toast', async () => {
    setPendingFlashMessage('Başarıyla giriş yapıldı!');
    const { client, emit, signOut } = sessionClient([{ data: { ...row, is_active: false }, error: null }]);
    const store = createAppStore();
    startSession(store.dispatch, client, noSleep);
    emit('SIGNED_IN', { user: { id: 'a1', email: row.email } });
    await flush();
    emit('SIGNED_OUT', null);
    await flush();
    expect(signOut).toHaveBeenCalled();
    expect(store.getState().session.status).toBe('signedOut');
    expect(store.getState().session.profile).toBeNull();
    expect(store.getState().session.profileError).toBe(PROFILE_ERRORS.inactive);
    expect(takeFlashMessage()).toBeNull();
    expect(window.localStorage.getItem('cachedUser')).toBeNull();
    // noted for the sign-in document the guard then loads (its island shows it; issue 19)
    expect(window.sessionStorage.getItem('akademi.signin')).toBe(PROFILE_ERRORS.inactive);
  });

  it('removed profile: the message survives the SIGNED_OUT event and the success toast is dropped', async () => {
    setPendingFlashMessage('Başarıyla giriş yapıldı!');
    const { client, emit } = sessionClient([]);
    const store = createAppStore();
    startSession(store.dispatch, client, noSleep);
    emit('SIGNED_IN', { user: { id: 'a1', email: row.email } });
    await flush();
    emit('SIGNED_OUT', null);
    await flush();
    expect(store.getState().session.profileError).toBe(PROFILE_ERRORS.notFound);
    expect(takeFlashMessage()).toBeNull();
  });

  it('the parked success toast becomes the flash message once the profile loaded', async () => {
    setPendingFlashMessage('Başarıyla giriş yapıldı!');
    const { client, emit } = sessionClient([{ data: row, error: null }]);
    const store = createAppStore();
    startSession(store.dispatch, client, noSleep);
    emit('SIGNED_IN', { user: { id: 'a1', email: row.email } });
    await flush();
    expect(takeFlashMessage()).toBe('Başarıyla giriş yapıldı!');
  });

  it('a later sign-out clears an old profile error', () => {
    let st = sessionSlice.reducer(initialSessionState, signedIn({ id: 'a1', email: row.email }));
    st = sessionSlice.reducer(st, profileFailed(PROFILE_ERRORS.network));
    st = sessionSlice.reducer(st, signedOut());
    expect(st.profileError).toBeNull();
  });

  it('network error: works from the cached user of the same e-mail with the offline message', async () => {
    window.localStorage.setItem('cachedUser', JSON.stringify(toUserProfile(row)));
    const network = { data: null, error: { message: 'TypeError: Failed to fetch' } };
    const { client, emit, signOut } = sessionClient([network, network, network]);
    const store = createAppStore();
    startSession(store.dispatch, client, noSleep);
    emit('SIGNED_IN', { user: { id: 'a1', email: row.email } });
    await flush();
    expect(signOut).not.toHaveBeenCalled();
    expect(store.getState().session.profile?.firstName).toBe('Çok');
    expect(store.getState().session.currentRole).toBe('admin');
    expect(store.getState().session.profileError).toBe(PROFILE_ERRORS.network);
    // offline mode keeps the user signed in: no reason noted for a sign-in document
    expect(window.sessionStorage.getItem('akademi.signin')).toBeNull();
  });

  it('stores the recovery flag on PASSWORD_RECOVERY', async () => {
    const { client, emit } = sessionClient([{ data: row, error: null }]);
    const store = createAppStore();
    startSession(store.dispatch, client, noSleep);
    emit('PASSWORD_RECOVERY', { user: { id: 'a1', email: row.email } });
    await flush();
    expect(window.localStorage.getItem('isPasswordRecovery')).toBe('true');
    expect(store.getState().session.isPasswordRecovery).toBe(true);
  });

  it('switches only to a held role and remembers it', () => {
    const store = createAppStore();
    expect(switchRole(store.dispatch, ['admin', 'beyin_antrenoru'], 'temsilci')).toBe(false);
    expect(window.localStorage.getItem('currentRole')).toBeNull();
    expect(switchRole(store.dispatch, ['admin', 'beyin_antrenoru'], 'beyin_antrenoru')).toBe(true);
    expect(window.localStorage.getItem('currentRole')).toBe('beyin_antrenoru');
  });

  it('classifies a permission error and an unknown failure (spec 1 §8)', () => {
    expect(PROFILE_ERRORS[classifyProfileError({ code: '42501', message: 'x' })]).toBe('Yetki hatası. Lütfen yöneticinizle iletişime geçin.');
    expect(PROFILE_ERRORS[classifyProfileError({ message: 'weird' })]).toBe('Profil yüklenirken beklenmeyen bir hata oluştu.');
    expect(PROFILE_ERRORS[classifyProfileError({ code: 'PGRST116' })]).toBe(
      'Kullanıcı hesabınız sistemden kaldırılmış. Lütfen yöneticinizle iletişime geçin.',
    );
  });
});
