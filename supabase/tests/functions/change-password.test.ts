// change-password (issue 28 §2): the password rule on the server for /settings (current password
// required) and for the new password after a recovery link (no current password), against the
// real local server; and the auth server's own rule (config.toml) on every GoTrue path.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, DEMO_SERVICE_ROLE_KEY, signIn, startTestServer, type TestServer } from '../helpers/local-server.ts';
import { call, serviceFor } from './fixtures.ts';
import { isFreshRecovery, jwtClaims } from '../../functions/change-password/handler.ts';

let server: TestServer;
let svc: SupabaseClient;
let n = 0;

before(async () => {
  server = await startTestServer();
  svc = serviceFor(server.url);
});
after(async () => {
  await server?.stop();
});

/** A fresh confirmed account with a profile (name, roles) and the given password. */
async function account(roles: string[], firstName: string, lastName: string, password: string): Promise<string> {
  const email = `cp-${Date.now()}-${n++}@akademi.test`;
  const { data, error } = await svc.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { first_name: firstName, last_name: lastName } });
  assert.equal(error, null);
  const { error: e2 } = await svc.from('users').update({ roles: roles as never, first_name: firstName, last_name: lastName }).eq('auth_user_id', data.user!.id);
  assert.equal(e2, null);
  return email;
}

test('a session without the current password, or with a wrong one, cannot change it', async () => {
  const email = await account(['beyin_antrenoru'], 'Zehra', 'Tunç', 'EskiSifre2026');
  const c = await signIn(server.url, email, 'EskiSifre2026');
  const none = await call(c, 'change-password', { password: 'YepyeniSifre42' });
  assert.equal(none.status, 400);
  assert.equal(none.body.error, 'Mevcut şifrenizi girin');
  const wrong = await call(c, 'change-password', { password: 'YepyeniSifre42', currentPassword: 'yanlis-sifre' });
  assert.equal(wrong.status, 401);
  assert.equal(wrong.body.error, 'Mevcut şifre hatalı');
  assert.equal(wrong.body.code, 'invalid_credentials');
  const anon = await call(clientFor(server.url), 'change-password', { password: 'YepyeniSifre42', currentPassword: 'EskiSifre2026' });
  assert.equal(anon.status, 401);
  await signIn(server.url, email, 'EskiSifre2026'); // unchanged
});

test('/settings path: weak passwords refused with weak_password and the Turkish message; a good one works', async () => {
  const email = await account(['beyin_antrenoru'], 'Zehra', 'Tunç', 'EskiSifre2026');
  const c = await signIn(server.url, email, 'EskiSifre2026');
  const cases: [string, string, string[]][] = [
    ['Kalem4ler', 'Şifre en az 10 karakter olmalı', ['length']],
    ['kalemlerimiz', 'Şifre harf ve rakam içermeli', ['characters']],
    ['password123', 'Bu şifre çok yaygın, başka bir şifre seçin', ['common']],
    ['ZEHRA-2026-x', 'Şifre e-posta adresinizi veya adınızı içermemeli', ['personal']],
    ['tunc20262026', 'Şifre e-posta adresinizi veya adınızı içermemeli', ['personal']],
  ];
  for (const [password, message, reasons] of cases) {
    const res = await call(c, 'change-password', { password, currentPassword: 'EskiSifre2026' });
    assert.equal(res.status, 422, password);
    assert.equal(res.body.error, message);
    assert.equal(res.body.code, 'weak_password');
    assert.deepEqual(res.body.reasons, reasons);
  }
  const same = await call(c, 'change-password', { password: 'EskiSifre2026', currentPassword: 'EskiSifre2026' });
  assert.equal(same.status, 422);
  assert.equal(same.body.code, 'same_password');
  const ok = await call(c, 'change-password', { password: 'YepyeniSifre42', currentPassword: 'EskiSifre2026' });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  await signIn(server.url, email, 'YepyeniSifre42');
  const old = await clientFor(server.url).auth.signInWithPassword({ email, password: 'EskiSifre2026' });
  assert.equal(old.error?.code, 'invalid_credentials');
});

test('students need 8 with letters and digits; their name (Turkish letters folded) is refused', async () => {
  const email = await account(['kullanici'], 'Ayşe', 'Kılıç', 'Baslangic1');
  const c = await signIn(server.url, email, 'Baslangic1');
  const name = await call(c, 'change-password', { password: 'Ayşe2015', currentPassword: 'Baslangic1' });
  assert.equal(name.status, 422);
  assert.deepEqual(name.body.reasons, ['personal']);
  const ok = await call(c, 'change-password', { password: 'Kalem4ler', currentPassword: 'Baslangic1' });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
});

async function recoverySession(email: string): Promise<SupabaseClient> {
  const { data, error } = await svc.auth.admin.generateLink({ type: 'recovery', email });
  assert.equal(error, null);
  const c = clientFor(server.url);
  const v = await c.auth.verifyOtp({ token_hash: data.properties.hashed_token, type: 'recovery' });
  assert.equal(v.error, null);
  return c;
}

test('reset via recovery link: no current password needed, the same rule applies', async () => {
  const email = await account(['temsilci'], 'Okan', 'Bulut', 'Unutulan2026x');
  const c = await recoverySession(email);
  const token = (await c.auth.getSession()).data.session!.access_token;
  assert.equal(isFreshRecovery(jwtClaims(token)), true);
  const weak = await call(c, 'change-password', { password: 'Okan2026' });
  assert.equal(weak.status, 422);
  assert.equal(weak.body.error, 'Şifre en az 10 karakter olmalı');
  assert.deepEqual(weak.body.reasons, ['length', 'personal']);
  const common = await call(c, 'change-password', { password: 'q1w2e3r4t5' });
  assert.deepEqual(common.body.reasons, ['common']);
  const ok = await call(c, 'change-password', { password: 'KurtarilanSifre9' });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  await signIn(server.url, email, 'KurtarilanSifre9');
});

test('a password session is not a recovery session (old or forged amr claims do not count)', () => {
  const now = 1_800_000_000;
  assert.equal(isFreshRecovery({ amr: [{ method: 'password', timestamp: now }] }, now), false);
  assert.equal(isFreshRecovery({ amr: [{ method: 'recovery', timestamp: now - 3601 }] }, now), false);
  assert.equal(isFreshRecovery({ amr: [{ method: 'recovery', timestamp: now - 60 }] }, now), true);
  assert.deepEqual(jwtClaims('not-a-jwt'), {});
});

// ---- the auth server's own rule: supabase/config.toml [auth] (8, letters_digits) -----------------

test('GoTrue paths answer weak_password with reasons: signUp is off, so updateUser, admin create and admin update', async () => {
  const email = await account(['kullanici'], 'Deniz', 'Ak', 'Baslangic1');
  const c = await signIn(server.url, email, 'Baslangic1');
  const upd = await c.auth.updateUser({ password: 'kisa1' });
  assert.equal(upd.error?.status, 422);
  assert.equal(upd.error?.code, 'weak_password');
  assert.deepEqual((upd.error as { reasons?: string[] }).reasons, ['length']);
  const noDigit = await c.auth.updateUser({ password: 'yalnizharfler' });
  assert.deepEqual((noDigit.error as { reasons?: string[] }).reasons, ['characters']);
  const raw = await fetch(`${server.url}/auth/v1/user`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${(await c.auth.getSession()).data.session!.access_token}` },
    body: JSON.stringify({ password: 'abc' }),
  });
  assert.equal(raw.status, 422);
  const body = (await raw.json()) as Record<string, unknown>;
  // GoTrue's 2024-01-01 error shape (what supabase-js asks for): {code, message, weak_password}
  assert.equal(body.code, 'weak_password');
  assert.deepEqual(body.weak_password, { reasons: ['length', 'characters'] });
  assert.equal(
    body.message,
    'Password should be at least 8 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
  );

  const created = await svc.auth.admin.createUser({ email: `cp-weak-${n++}@akademi.test`, password: '12345678', email_confirm: true });
  assert.equal(created.error?.code, 'weak_password');
  assert.deepEqual((created.error as { reasons?: string[] }).reasons, ['characters']);
  const { data: list } = await svc.from('users').select('auth_user_id').eq('email', email).single();
  const adminUpd = await svc.auth.admin.updateUserById(list!.auth_user_id!, { password: 'abcdefg' });
  assert.equal(adminUpd.error?.code, 'weak_password');
  assert.deepEqual((adminUpd.error as { reasons?: string[] }).reasons, ['length', 'characters']);
  const adminOk = await svc.auth.admin.updateUserById(list!.auth_user_id!, { password: 'Yonetici1x' });
  assert.equal(adminOk.error, null);
  await signIn(server.url, email, 'Yonetici1x');
});

test('env overrides config.toml (PASSWORD_MIN_LENGTH, PASSWORD_REQUIREMENTS)', async () => {
  const strict = await startTestServer({ env: { PASSWORD_MIN_LENGTH: '12', PASSWORD_REQUIREMENTS: 'lower_upper_letters_digits', ENABLE_SIGNUP: 'true' } });
  try {
    const up = await clientFor(strict.url).auth.signUp({ email: 'katı@akademi.test'.replace('ı', 'i'), password: 'kalem4lerimiz' });
    assert.equal(up.error?.code, 'weak_password');
    assert.deepEqual((up.error as { reasons?: string[] }).reasons, ['characters']);
    const ok = await clientFor(strict.url).auth.signUp({ email: 'kati2@akademi.test', password: 'Kalem4lerimiz' });
    assert.equal(ok.error, null);
  } finally {
    await strict.stop();
  }
});
