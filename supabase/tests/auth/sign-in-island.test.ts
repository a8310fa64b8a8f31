// index.html's sign-in island (shared/src/sign-in, issue 19) against the real local server: its
// password grant (the request supabase-js would send, without supabase-js) and the session it
// stores where supabase-js keeps one; then a real supabase-js client reading that storage must be
// signed in (getSession, getUser checked by the server, an RLS-scoped REST read). A wrong
// password gives the app's Turkish invalid-credentials text.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { startTestServer, DEMO_ANON_KEY, DEMO_PASSWORD, type TestServer } from '../helpers/local-server.ts';
import { passwordGrant, saveSession, sessionStorageKey } from '../../../shared/src/sign-in/password-grant.ts';
import { AUTH_MESSAGES } from '../../../shared/src/supabase/auth-errors.ts';

/** A browser's localStorage, in memory. */
class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

let server: TestServer;
let config: { supabaseUrl: string; supabaseAnonKey: string };
before(async () => {
  server = await startTestServer();
  config = { supabaseUrl: server.url, supabaseAnonKey: DEMO_ANON_KEY };
});
after(async () => {
  await server?.stop();
});

test("the island's sign-in, stored as supabase-js stores it, is a working supabase-js session", async () => {
  const result = await passwordGrant(config, '  admin@akademi.test ', DEMO_PASSWORD);
  assert.equal(result.ok, true, result.ok ? '' : result.error);
  if (!result.ok) return;
  const storage = new MemoryStorage();
  saveSession(storage, config.supabaseUrl, result.session);
  assert.equal(sessionStorageKey(config.supabaseUrl), 'sb-127-auth-token');
  assert.deepEqual([storage.key(0)], ['sb-127-auth-token']);
  const stored = JSON.parse(storage.getItem('sb-127-auth-token') ?? '{}') as Record<string, unknown>;
  assert.equal(typeof stored.expires_at, 'number');
  assert.ok(Math.abs((stored.expires_at as number) - (Math.round(Date.now() / 1000) + (stored.expires_in as number))) <= 5);

  // the same shape supabase-js itself stores after its own signInWithPassword
  const own = new MemoryStorage();
  const reference = createClient(config.supabaseUrl, DEMO_ANON_KEY, {
    auth: { storage: own, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  assert.equal((await reference.auth.signInWithPassword({ email: 'admin@akademi.test', password: DEMO_PASSWORD })).error, null);
  const theirs = JSON.parse(own.getItem('sb-127-auth-token') ?? '{}') as Record<string, unknown>;
  assert.deepEqual(Object.keys(stored).sort(), Object.keys(theirs).sort());
  const [ourUser, theirUser] = [stored.user, theirs.user] as Array<Record<string, unknown>>;
  assert.deepEqual(Object.keys(ourUser ?? {}).sort(), Object.keys(theirUser ?? {}).sort());
  assert.equal(ourUser?.id, theirUser?.id);
  assert.equal(stored.token_type, theirs.token_type);

  // The app's client: default storage key, the session read from that storage.
  const client = createClient(config.supabaseUrl, DEMO_ANON_KEY, {
    auth: { storage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { data: sessionData, error: sessionError } = await client.auth.getSession();
  assert.equal(sessionError, null);
  assert.equal(sessionData.session?.user.email, 'admin@akademi.test');
  assert.equal(sessionData.session?.access_token, stored.access_token);
  const { data: userData, error: userError } = await client.auth.getUser();
  assert.equal(userError, null);
  assert.equal(userData.user?.email, 'admin@akademi.test');
  // RLS sees the signed-in user: their own profile row, by their auth id
  const { data: profile, error: restError } = await client.from('users').select('email, roles').eq('auth_user_id', userData.user?.id ?? '').maybeSingle();
  assert.equal(restError, null);
  assert.equal(profile?.email, 'admin@akademi.test');
  // and the stored refresh token works for supabase-js's refresh
  const { data: refreshed, error: refreshError } = await client.auth.refreshSession();
  assert.equal(refreshError, null);
  assert.ok(refreshed.session?.access_token);
});

test('a wrong password: the Turkish invalid-credentials text, nothing to store', async () => {
  const result = await passwordGrant(config, 'admin@akademi.test', 'yanlis-sifre');
  assert.deepEqual(result, { ok: false, error: AUTH_MESSAGES.invalidCredentials });
  const unknown = await passwordGrant(config, 'kimse@akademi.test', DEMO_PASSWORD);
  assert.deepEqual(unknown, { ok: false, error: AUTH_MESSAGES.invalidCredentials });
});

test('an unreachable server: the Turkish network text', async () => {
  const result = await passwordGrant({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: DEMO_ANON_KEY }, 'admin@akademi.test', DEMO_PASSWORD);
  assert.deepEqual(result, { ok: false, error: AUTH_MESSAGES.network });
});
