// A pre-staged profile (a users row with an e-mail but no auth account) is not handed to
// whoever signs up with that e-mail (issue 14 item 9). Public sign-up gets no profile at all;
// only trusted code — the service role's admin API with app_metadata.akademi_link_profile, or
// a direct database session (the seed) — links an account to it with its roles and hierarchy.
// Runs against the real local server (PGlite; PostgreSQL too with TEST_PG_URL).
//   cd supabase && npx tsx --test tests/auth/prestaged-profile.test.ts
//
// Public sign-up is on here: the server is started with ENABLE_SIGNUP=true (the deployment
// default is off, issue 14 item 7), because this test is about what sign-up may NOT do.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, clientFor, DEMO_SERVICE_ROLE_KEY, DEMO_PASSWORD, type TestServer } from '../helpers/local-server.ts';
import { giveConsent } from '../helpers/consent.ts';

let server: TestServer;
let url: string;
let service: SupabaseClient;
let supervisorId: string;

interface Staged {
  id: string;
  email: string;
}

/** A profile with roles, a supervisor, demographic data and a result, but no auth account. */
async function stage(email: string, roles: string[]): Promise<Staged> {
  const { data, error } = await service
    .from('users')
    .insert({
      email,
      first_name: 'Hazır',
      last_name: 'Profil',
      roles,
      supervisor_id: supervisorId,
      demographic_info: { school_name: 'Gizli Okul', parent_phone: '0555 000 00 00' },
    })
    .select('id')
    .single();
  assert.equal(error, null, error?.message);
  if (roles.includes('kullanici')) await giveConsent(service, data!.id as string); // issue 26 gate
  const res = await service.from('burdon_test_results').insert({ student_id: data!.id, total_correct: 42 });
  assert.equal(res.error, null, res.error?.message);
  return { id: data!.id as string, email };
}

async function profileOf(id: string) {
  const { data, error } = await service.from('users').select('auth_user_id, roles, supervisor_id, demographic_info').eq('id', id).single();
  assert.equal(error, null, error?.message);
  return data!;
}

before(async () => {
  server = await startTestServer({ seed: false, env: { ENABLE_SIGNUP: 'true' } });
  url = server.url;
  service = clientFor(url, DEMO_SERVICE_ROLE_KEY);
  const sup = await service.from('users').insert({ email: 'sorumlu@akademi.test', roles: ['beyin_antrenoru'] }).select('id').single();
  assert.equal(sup.error, null, sup.error?.message);
  supervisorId = sup.data!.id as string;
});
after(async () => {
  await server?.stop();
});

test('public sign-up with a pre-staged e-mail does not take the profile, its roles, hierarchy or results', async () => {
  const staged = await stage('hazir.antrenor@akademi.test', ['beyin_antrenoru', 'admin']);
  const attacker = clientFor(url);
  const { data, error } = await attacker.auth.signUp({
    email: 'Hazir.Antrenor@akademi.test',
    password: 'Saldirgan123!',
    options: { data: { first_name: 'Saldırgan', roles: ['admin'] } },
  });
  assert.equal(error, null, error?.message);
  assert.ok(data.session, 'sign-up is on in this test and auto-confirms');

  const after = await profileOf(staged.id);
  assert.equal(after.auth_user_id, null, 'the pre-staged profile stays unlinked');
  assert.deepEqual(after.roles, ['beyin_antrenoru', 'admin']);
  assert.equal(after.supervisor_id, supervisorId);

  // The new account reads nothing: no profile of its own, not the staged row, not its results.
  const users = await attacker.from('users').select('id');
  assert.equal(users.error, null);
  assert.deepEqual(users.data, []);
  const results = await attacker.from('burdon_test_results').select('id');
  assert.deepEqual(results.data, []);
  const tests = await attacker.from('tests').select('id');
  assert.deepEqual(tests.data, []);
  // …and cannot claim the row afterwards.
  const claim = await attacker.from('users').update({ auth_user_id: data.user!.id }).eq('id', staged.id).select('id');
  assert.deepEqual(claim.data ?? [], []);
  assert.equal((await profileOf(staged.id)).auth_user_id, null);
});

test('public sign-up with a fresh e-mail still gets a plain kullanici profile', async () => {
  const client = clientFor(url);
  const { data, error } = await client.auth.signUp({ email: 'taze@akademi.test', password: 'Taze12345!', options: { data: { roles: ['admin'] } } });
  assert.equal(error, null, error?.message);
  const me = await client.from('users').select('auth_user_id, roles, supervisor_id').single();
  assert.equal(me.error, null, me.error?.message);
  assert.deepEqual(me.data, { auth_user_id: data.user!.id, roles: ['kullanici'], supervisor_id: null });
});

test('the admin API without the link flag does not link either', async () => {
  const staged = await stage('hazir.ogrenci@akademi.test', ['kullanici']);
  const { data, error } = await service.auth.admin.createUser({ email: staged.email, password: DEMO_PASSWORD, email_confirm: true });
  assert.equal(error, null, error?.message);
  assert.equal((await profileOf(staged.id)).auth_user_id, null);
  await service.auth.admin.deleteUser(data.user!.id);
});

test('trusted code links: admin API with app_metadata.akademi_link_profile keeps roles, hierarchy and results', async () => {
  const staged = await stage('hazir.temsilci@akademi.test', ['temsilci']);
  const { data, error } = await service.auth.admin.createUser({
    email: staged.email,
    password: DEMO_PASSWORD,
    email_confirm: true,
    app_metadata: { akademi_link_profile: true },
  });
  assert.equal(error, null, error?.message);
  const linked = await profileOf(staged.id);
  assert.equal(linked.auth_user_id, data.user!.id);
  assert.deepEqual(linked.roles, ['temsilci']);
  assert.equal(linked.supervisor_id, supervisorId);

  const user = clientFor(url);
  const signedIn = await user.auth.signInWithPassword({ email: staged.email, password: DEMO_PASSWORD });
  assert.equal(signedIn.error, null, signedIn.error?.message);
  const me = await user.from('users').select('id, roles').eq('auth_user_id', data.user!.id).single();
  assert.deepEqual(me.data, { id: staged.id, roles: ['temsilci'] });
});

test('sign-up cannot set the link flag: app_metadata is not the caller’s to write', async () => {
  const staged = await stage('hazir.bayrak@akademi.test', ['admin']);
  const attacker = clientFor(url);
  const body = { email: staged.email, password: 'Saldirgan123!', data: { akademi_link_profile: true }, app_metadata: { akademi_link_profile: true } };
  const res = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: (attacker as unknown as { supabaseKey: string }).supabaseKey },
    body: JSON.stringify(body),
  });
  assert.ok(res.status === 200 || res.status === 422, `sign-up answered ${res.status}`);
  assert.equal((await profileOf(staged.id)).auth_user_id, null);
  // and updating one's own user cannot set it afterwards either
  const signed = await attacker.auth.signInWithPassword({ email: staged.email, password: 'Saldirgan123!' });
  if (!signed.error) {
    await attacker.auth.updateUser({ data: { akademi_link_profile: true } });
    assert.equal((await profileOf(staged.id)).auth_user_id, null);
  }
});
