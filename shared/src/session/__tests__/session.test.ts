import type { SupabaseClient } from '@supabase/supabase-js';
import { defaultRole, normalizeRoles, pickCurrentRole } from '../roles';
import { classifyProfileError, loadProfile, PROFILE_FETCH_BASE_DELAY_MS } from '../start-session';
import { initialSessionState, profileLoaded, sessionSlice, signedIn, signedOut, currentRoleChanged } from '../session-slice';
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
          single: async () => {
            calls.push(`${table}:${value}`);
            return responses.shift() ?? { data: null, error: { code: 'PGRST116', message: 'none' } };
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
    expect(classifyProfileError({ code: '42501', message: 'permission denied for table users' })).toBe('permission');
    expect(classifyProfileError({ message: 'TypeError: Failed to fetch' })).toBe('network');
    expect(classifyProfileError({ code: '23505', message: 'dup' })).toBe('database');
  });
});
