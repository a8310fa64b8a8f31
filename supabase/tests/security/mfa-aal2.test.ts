// Issue 28 §1 in the database and the edge functions: while 'Yöneticiler için iki adımlı doğrulama
// zorunlu' is on, an aal1 admin token is refused by every admin-only table, RPC and function and
// an aal2 admin token succeeds; the last-factor rule; the recorded reset; the setting off → aal1
// admins work again. Real stack (seeded demo academy), codes computed from the seeded secret.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { authenticator } from 'otplib';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signIn, startTestServer, type TestServer } from '../helpers/local-server.ts';
import { call, serviceFor } from '../functions/fixtures.ts';
import { DEMO_ACCOUNTS, MFA_DEMO_ADMIN } from '../../seed/demo-accounts.ts';

let server: TestServer;
let svc: SupabaseClient;
let aal1Admin: SupabaseClient;
let aal2Admin: SupabaseClient;

const codeOf = (secret: string, epoch = Date.now()) => authenticator.clone({ epoch }).generate(secret);
const LAST_FACTOR = 'Yönetici hesapları için iki adımlı doğrulama zorunlu; son doğrulayıcınızı kaldıramazsınız.';

/** Signs in with the password, then (when a secret is given) passes the second step. */
async function signInWithCode(email: string, factorId: string, secret: string, epoch = Date.now()): Promise<SupabaseClient> {
  const client = await signIn(server.url, email);
  const v = await client.auth.mfa.challengeAndVerify({ factorId, code: codeOf(secret, epoch) });
  assert.equal(v.error, null, v.error?.message);
  return client;
}

const aalOf = async (c: SupabaseClient) =>
  (JSON.parse(Buffer.from(((await c.auth.getSession()).data.session?.access_token ?? '').split('.')[1] ?? '', 'base64url').toString()) as { aal: string }).aal;

before(async () => {
  server = await startTestServer();
  svc = serviceFor(server.url);
  // The product default (the demo seed turns it off).
  await server.db.query(`update public.security_settings set mfa_required_admin = true`);
  aal1Admin = await signIn(server.url, DEMO_ACCOUNTS.admin.email);
  aal2Admin = await signInWithCode(MFA_DEMO_ADMIN.email, MFA_DEMO_ADMIN.factorId, MFA_DEMO_ADMIN.totpSecret);
  assert.equal(await aalOf(aal2Admin), 'aal2');
  assert.equal(await aalOf(aal1Admin), 'aal1');
  const { error } = await svc.from('system_logs').insert({ message: 'mfa-aal2 test log', log_level: 'info' });
  assert.equal(error, null);
});
after(async () => {
  await server?.stop();
});

test('my_mfa_status tells the UI what to ask for', async () => {
  const mfa1 = await signIn(server.url, MFA_DEMO_ADMIN.email);
  assert.deepEqual((await mfa1.rpc('my_mfa_status')).data, { required: true, aal: 'aal1', verified_factors: 1 });
  assert.deepEqual((await aal2Admin.rpc('my_mfa_status')).data, { required: true, aal: 'aal2', verified_factors: 1 });
  assert.deepEqual((await aal1Admin.rpc('my_mfa_status')).data, { required: true, aal: 'aal1', verified_factors: 0 });
  const trainer = await signIn(server.url, DEMO_ACCOUNTS.antrenor1.email);
  assert.deepEqual((await trainer.rpc('my_mfa_status')).data, { required: false, aal: 'aal1', verified_factors: 0 });
});

test('admin-only tables and RPCs: an aal1 admin token is refused, an aal2 admin token succeeds', async () => {
  // current_user_roles: the admin role is missing below aal2.
  assert.deepEqual((await aal1Admin.rpc('current_user_roles')).data, []);
  assert.deepEqual((await aal2Admin.rpc('current_user_roles')).data, ['admin']);
  // users: an aal1 admin sees only their own row; at aal2 everyone.
  const users1 = await aal1Admin.from('users').select('id');
  const users2 = await aal2Admin.from('users').select('id');
  assert.equal(users1.data?.length, 1);
  assert.ok((users2.data?.length ?? 0) > 40);
  // system_logs read.
  assert.equal((await aal1Admin.from('system_logs').select('id').eq('message', 'mfa-aal2 test log')).data?.length, 0);
  assert.equal((await aal2Admin.from('system_logs').select('id').eq('message', 'mfa-aal2 test log')).data?.length, 1);
  // access_log read (the search RPC and the table).
  const search1 = await aal1Admin.rpc('access_log_search', {});
  assert.equal(search1.error?.message, 'Bu işlem için yetkiniz yok.');
  assert.equal((await aal2Admin.rpc('access_log_search', {})).error, null);
  // destruction_log / mfa_factor_resets read: empty either way here, so the row count says nothing;
  // the policies go through is_admin() like system_logs above.
  // erase_student: the aal1 admin is no admin; the aal2 admin gets the core's precise refusal.
  const unknown = '00000000-0000-4000-a000-999999999999';
  const erase1 = await aal1Admin.rpc('erase_student', { p_student: unknown, p_reason: 'Veli talebi üzerine' });
  assert.equal(erase1.error?.message, 'Bu öğrencinin verilerini silme yetkiniz yok');
  const erase2 = await aal2Admin.rpc('erase_student', { p_student: unknown, p_reason: 'Veli talebi üzerine' });
  assert.ok(erase2.error);
  assert.notEqual(erase2.error.message, 'Bu öğrencinin verilerini silme yetkiniz yok');
  // run_retention.
  const ret1 = await aal1Admin.rpc('run_retention');
  assert.ok(ret1.error, 'aal1 admin ran retention');
  assert.equal((await aal2Admin.rpc('run_retention')).error, null);
  // security_settings: readable by anyone signed in, changed only at aal2.
  assert.equal((await aal1Admin.from('security_settings').select('mfa_required_admin').single()).data?.mfa_required_admin, true);
  const upd1 = await aal1Admin.from('security_settings').update({ mfa_required_staff: true }).eq('id', true).select();
  assert.deepEqual(upd1.data, []);
  const upd2 = await aal2Admin.from('security_settings').update({ mfa_required_staff: false }).eq('id', true).select('mfa_required_staff, updated_by');
  assert.equal(upd2.error, null);
  assert.deepEqual(upd2.data, [{ mfa_required_staff: false, updated_by: MFA_DEMO_ADMIN.id }]);
});

test('admin edge functions: create-user, system-alert and reset-mfa refuse an aal1 admin and serve an aal2 admin', async () => {
  const body = (tag: string) => ({ email: `mfa-${tag}-${Date.now()}@akademi.test`, password: 'Gizli4Sifre9', firstName: 'Mfa', lastName: 'Deneme', roles: ['kullanici'] });
  assert.equal((await call(aal1Admin, 'create-user', body('a'))).status, 403);
  const made = await call(aal2Admin, 'create-user', body('b'));
  assert.equal(made.status, 200, JSON.stringify(made.body));
  const alert = { title: `MFA ${Date.now()}`, message: 'Yalnızca yöneticiler gönderebilir.' };
  assert.equal((await call(aal1Admin, 'system-alert', alert)).status, 403);
  assert.equal((await call(aal2Admin, 'system-alert', alert)).status, 200);
  const reset1 = await call(aal1Admin, 'reset-mfa', { user_id: MFA_DEMO_ADMIN.id, reason: 'telefon kayboldu' });
  assert.equal(reset1.status, 403);
  // The staff password rule follows the person, not the session: an aal1 admin still needs 10.
  const pw = await call(aal1Admin, 'change-password', { password: 'Kisa12345x'.slice(0, 9), currentPassword: 'Akademi2026!' });
  assert.equal(pw.status, 422, JSON.stringify(pw.body));
  assert.equal(pw.body.code, 'weak_password');
});

test('the last factor of an admin cannot be removed while MFA is required; a reset by another admin is recorded and allowed', async () => {
  // Own unenroll at aal2: GoTrue passes it to the database, the trigger refuses (GoTrue: 500).
  const un = await aal2Admin.auth.mfa.unenroll({ factorId: MFA_DEMO_ADMIN.factorId });
  assert.ok(un.error);
  assert.equal((await server.db.query(`select 1 from auth.mfa_factors where id = $1`, [MFA_DEMO_ADMIN.factorId])).rows.length, 1);
  await assert.rejects(server.db.query(`delete from auth.mfa_factors where id = $1`, [MFA_DEMO_ADMIN.factorId]), (e: Error) => e.message === LAST_FACTOR);

  // cokrol (admin + trainer) enrols a factor (allowed at aal1: no verified factor yet).
  const cokrol = await signIn(server.url, DEMO_ACCOUNTS.cokrol.email);
  const e = await cokrol.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' });
  assert.ok(e.data);
  assert.equal((await cokrol.auth.mfa.challengeAndVerify({ factorId: e.data.id, code: codeOf(e.data.totp.secret) })).error, null);
  assert.deepEqual((await cokrol.rpc('current_user_roles')).data, ['admin', 'beyin_antrenoru']);

  // Self-reset and bad bodies are refused; nothing recorded.
  assert.equal((await call(aal2Admin, 'reset-mfa', { user_id: MFA_DEMO_ADMIN.id, reason: 'telefon kayboldu' })).status, 403);
  assert.equal((await call(aal2Admin, 'reset-mfa', { user_id: DEMO_ACCOUNTS.cokrol.id, reason: 'x' })).status, 400);
  assert.equal((await call(aal2Admin, 'reset-mfa', { user_id: DEMO_ACCOUNTS.antrenor1.id, reason: 'telefon kayboldu' })).status, 409);
  assert.equal((await server.db.query(`select 1 from public.mfa_factor_resets`)).rows.length, 0);

  const reset = await call(aal2Admin, 'reset-mfa', { user_id: DEMO_ACCOUNTS.cokrol.id, reason: 'telefon kayboldu' });
  assert.equal(reset.status, 200, JSON.stringify(reset.body));
  assert.deepEqual(reset.body, { success: true, removed: 1 });
  const rows = await aal2Admin.from('mfa_factor_resets').select('actor_user_id, target_user_id, factor_count, reason');
  assert.deepEqual(rows.data, [{ actor_user_id: MFA_DEMO_ADMIN.authId, target_user_id: DEMO_ACCOUNTS.cokrol.authId, factor_count: 1, reason: 'telefon kayboldu' }]);
  assert.equal((await server.db.query(`select 1 from auth.mfa_factors where user_id = $1`, [DEMO_ACCOUNTS.cokrol.authId])).rows.length, 0);
  // Append-only, even for the table's owner.
  await assert.rejects(server.db.query(`delete from public.mfa_factor_resets`));
  // The reset dropped cokrol's session back to aal1: their admin role is gone on the next token.
  await cokrol.auth.refreshSession();
  assert.deepEqual((await cokrol.rpc('current_user_roles')).data, ['beyin_antrenoru']);
});

test('mfa_required_staff: trainers lose their role below aal2 while it is on', async () => {
  const trainer = await signIn(server.url, DEMO_ACCOUNTS.antrenor1.email);
  const before = await trainer.from('users').select('id');
  assert.ok((before.data?.length ?? 0) > 1);
  await aal2Admin.from('security_settings').update({ mfa_required_staff: true }).eq('id', true);
  assert.deepEqual((await trainer.rpc('my_mfa_status')).data, { required: true, aal: 'aal1', verified_factors: 0 });
  assert.equal((await trainer.from('users').select('id')).data?.length, 1);
  await aal2Admin.from('security_settings').update({ mfa_required_staff: false }).eq('id', true);
  assert.equal((await trainer.from('users').select('id')).data?.length, before.data?.length);
});

test('setting off → an aal1 admin works again (tables, RPCs, functions); reset-mfa still wants aal2', async () => {
  const off = await aal2Admin.from('security_settings').update({ mfa_required_admin: false }).eq('id', true).select('mfa_required_admin');
  assert.deepEqual(off.data, [{ mfa_required_admin: false }]);
  assert.deepEqual((await aal1Admin.rpc('current_user_roles')).data, ['admin']);
  assert.equal((await aal1Admin.from('system_logs').select('id').eq('message', 'mfa-aal2 test log')).data?.length, 1);
  assert.equal((await aal1Admin.rpc('access_log_search', {})).error, null);
  assert.equal((await call(aal1Admin, 'system-alert', { title: `Açık ${Date.now()}`, message: 'Ayar kapalı.' })).status, 200);
  assert.equal((await call(aal1Admin, 'reset-mfa', { user_id: MFA_DEMO_ADMIN.id, reason: 'telefon kayboldu' })).status, 403);
  // With MFA no longer required for admins, the last factor may go.
  const un = await aal2Admin.auth.mfa.unenroll({ factorId: MFA_DEMO_ADMIN.factorId });
  assert.equal(un.error, null);
  // …but only the admin themselves may change the setting, at aal2: the aal1 admin cannot turn it back on.
  assert.deepEqual((await aal1Admin.from('security_settings').update({ mfa_required_admin: true }).eq('id', true).select()).data, []);
});
