// Issue 27 §4: GoTrue behaviours supabase-js's own auth-js suite reaches — admin e-mail validation
// (GoTrue's checkmail format), invited_at, reauthenticate with a mailed nonce (secure_password_change),
// identity linking behind enable_manual_linking, the E.164 check on verify, factor routes that
// authenticate first, and an e-mail change onto an address another row holds. Runs on PGlite and,
// with TEST_PG_URL, on PostgreSQL 15.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, clientFor, createUser, signIn, DEMO_SERVICE_ROLE_KEY, type TestServer } from '../helpers/local-server.ts';

let server: TestServer;
let linking: TestServer;
let dir: string;
before(async () => {
  server = await startTestServer({ seed: false, env: { RATE_LIMIT_EMAIL_PER_ADDRESS: '100' } });
  // A project whose config.toml asks for reauthentication before a password change and allows
  // manual identity linking (GoTrue's defaults for everything else).
  dir = mkdtempSync(join(tmpdir(), 'gotrue-fidelity-'));
  mkdirSync(join(dir, 'supabase'));
  writeFileSync(join(dir, 'supabase', 'config.toml'), '[auth]\nenable_manual_linking = true\n\n[auth.email]\nsecure_password_change = true\ndouble_confirm_changes = false\n');
  linking = await startTestServer({
    seed: false,
    configFile: join(dir, 'supabase', 'config.toml'),
    env: { RATE_LIMIT_EMAIL_PER_ADDRESS: '100', ENABLE_SIGNUP: 'true', ENABLE_ANONYMOUS_SIGN_INS: 'true' },
  });
});
after(async () => {
  await server?.stop();
  await linking?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const admin = (url = server.url) => clientFor(url, DEMO_SERVICE_ROLE_KEY).auth.admin;
const INVALID_EMAILS = ['xx:;x@x.x', 'a b@x.com', 'nobody', 'ç@örnek.com', 'x@-bad.com'];

test('admin createUser, inviteUserByEmail and generateLink refuse what GoTrue cannot validate', async () => {
  for (const email of INVALID_EMAILS) {
    const created = await admin().createUser({ email, password: 'password123' });
    assert.equal(created.error?.status, 400, email);
    assert.equal(created.error?.message, 'Unable to validate email address: invalid format');
    assert.equal(created.data.user, null);
    const invited = await admin().inviteUserByEmail(email);
    assert.equal(invited.error?.message, 'Unable to validate email address: invalid format', email);
    const link = await admin().generateLink({ type: 'signup', email, password: 'password123' });
    assert.equal(link.error?.message, 'Unable to validate email address: invalid format', email);
    assert.equal(link.data.properties, null);
  }
  // Still accepted: what the HTML5 grammar allows (no dot needed in the domain, + and ' in the local part).
  for (const email of ['o\'neil+tag@akademi.test', 'kok@localhost']) {
    const { error } = await admin().createUser({ email, password: 'password123' });
    assert.equal(error, null, email);
  }
});

test('an invited user carries invited_at (and confirmation_sent_at); a created one does not', async () => {
  const { data, error } = await admin().inviteUserByEmail('davetli@akademi.test', { data: { status: 'alpha' } });
  assert.equal(error, null);
  assert.ok(data.user?.invited_at && !Number.isNaN(Date.parse(data.user.invited_at)));
  assert.ok(data.user?.confirmation_sent_at);
  const fetched = await admin().getUserById(data.user.id);
  assert.equal(fetched.data.user?.invited_at, data.user.invited_at);
  const link = await admin().generateLink({ type: 'invite', email: 'davetli2@akademi.test' });
  assert.ok(link.data.user?.invited_at);
  const plain = await admin().createUser({ email: 'davetsiz@akademi.test', password: 'password123' });
  assert.equal(plain.data.user?.invited_at, undefined);
});

test('updateUserById / updateUser onto an address another row holds: 422 email_exists, nothing changed', async () => {
  // A table keyed by e-mail that a trigger keeps in step with auth.users (the pattern GoTrue
  // meets as a unique violation): the change is refused, not a database error.
  await server.db.exec(`
    create table if not exists public.fidelity_profiles (auth_id uuid unique, email text unique);
    create or replace function public.fidelity_sync() returns trigger language plpgsql security definer set search_path = '' as $$
    begin update public.fidelity_profiles set email = new.email where auth_id = new.id; return new; end $$;
    drop trigger if exists fidelity_sync on auth.users;
    create trigger fidelity_sync after update of email on auth.users for each row execute function public.fidelity_sync();`);
  try {
    const id = await createUser(server.url, 'sahip@akademi.test');
    await server.db.query(`insert into public.fidelity_profiles values ($1, 'sahip@akademi.test'), (null, 'tutulan@akademi.test')`, [id]);
    const byAdmin = await admin().updateUserById(id, { email: 'tutulan@akademi.test' });
    assert.equal(byAdmin.error?.status, 422);
    assert.equal(byAdmin.error?.code, 'email_exists');
    const client = await signIn(server.url, 'sahip@akademi.test');
    const own = await client.auth.updateUser({ email: 'tutulan@akademi.test' });
    assert.equal(own.error?.code, 'email_exists');
    assert.equal((await admin().getUserById(id)).data.user?.email, 'sahip@akademi.test');
    // A free address still changes.
    const ok = await admin().updateUserById(id, { email: 'yeni-sahip@akademi.test' });
    assert.equal(ok.error, null);
    assert.equal(ok.data.user?.email, 'yeni-sahip@akademi.test');
  } finally {
    await server.db.exec(`drop trigger if exists fidelity_sync on auth.users; drop function if exists public.fidelity_sync(); drop table if exists public.fidelity_profiles;`);
  }
});

test('reauthenticate: {} and a nonce by mail; an anonymous user (no e-mail) is refused', async () => {
  await createUser(server.url, 'yeniden@akademi.test');
  const client = await signIn(server.url, 'yeniden@akademi.test');
  const { data, error } = await client.auth.reauthenticate();
  assert.equal(error, null);
  assert.equal(data.user, null);
  assert.equal(data.session, null);
  const [mail] = (await (await fetch(`${server.url}/mailbox/api/messages?to=yeniden%40akademi.test`)).json()) as { subject: string; text: string }[];
  assert.ok(mail);
  assert.match(mail.text, /\d{6}/);
  // An anonymous user has neither e-mail nor phone: GoTrue's 400.
  const anonymous = clientFor(linking.url);
  assert.equal((await anonymous.auth.signInAnonymously()).error, null);
  const r = await anonymous.auth.reauthenticate();
  assert.equal(r.error?.status, 400);
  assert.equal(r.error?.message, 'Reauthentication requires the user to have an email or a phone number');
  const unauth = await fetch(`${server.url}/auth/v1/reauthenticate`, { headers: { apikey: DEMO_SERVICE_ROLE_KEY } });
  assert.equal(unauth.status, 401);
});

test('secure_password_change: an old session needs the mailed nonce; a wrong or reused nonce is refused', async () => {
  const url = linking.url;
  await createUser(url, 'guvenli@akademi.test', 'eskiSifre1');
  const client = await signIn(url, 'guvenli@akademi.test', 'eskiSifre1');
  // A fresh session (under 24 h) changes the password without a nonce, as GoTrue.
  assert.equal((await client.auth.updateUser({ password: 'araSifre22' })).error, null);
  // Age the session: now a nonce is required.
  await linking.db.query(`update auth.sessions set created_at = now() - interval '25 hours' where user_id = (select id from auth.users where email = 'guvenli@akademi.test')`);
  const without = await client.auth.updateUser({ password: 'yeniSifre33' });
  assert.equal(without.error?.status, 400);
  assert.equal(without.error?.code, 'reauthentication_needed');
  const before = await client.auth.updateUser({ password: 'yeniSifre33', nonce: '123456' });
  assert.equal(before.error?.code, 'reauthentication_not_valid');
  assert.equal((await client.auth.reauthenticate()).error, null);
  const [mail] = (await (await fetch(`${url}/mailbox/api/messages?to=guvenli%40akademi.test`)).json()) as { text: string }[];
  const nonce = /(\d{6})/.exec(mail?.text ?? '')?.[1];
  assert.ok(nonce);
  const wrong = await client.auth.updateUser({ password: 'yeniSifre33', nonce: nonce === '000000' ? '111111' : '000000' });
  assert.equal(wrong.error?.status, 422);
  assert.equal(wrong.error?.message, 'Nonce has expired or is invalid');
  const ok = await client.auth.updateUser({ password: 'yeniSifre33', nonce });
  assert.equal(ok.error, null);
  const reused = await client.auth.updateUser({ password: 'dahaYeni44', nonce });
  assert.equal(reused.error?.code, 'reauthentication_not_valid');
  await signIn(url, 'guvenli@akademi.test', 'yeniSifre33');
});

test('identity linking: "Manual linking is disabled" by default; when enabled, unlinking keeps one identity', async () => {
  await createUser(server.url, 'bagla@akademi.test');
  const client = await signIn(server.url, 'bagla@akademi.test');
  const link = await client.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
  assert.equal(link.error?.message, 'Manual linking is disabled');
  const { data } = await client.auth.getUserIdentities();
  const identity = data!.identities[0]!;
  const unlink = await client.auth.unlinkIdentity(identity);
  assert.equal(unlink.error?.status, 404);
  assert.equal(unlink.error?.code, 'manual_linking_disabled');

  await createUser(linking.url, 'bagla@akademi.test');
  const other = await signIn(linking.url, 'bagla@akademi.test');
  const ids = (await other.auth.getUserIdentities()).data!.identities;
  const only = await other.auth.unlinkIdentity(ids[0]!);
  assert.equal(only.error?.code, 'single_identity_not_deletable');
  const google = await other.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
  assert.equal(google.error?.message, 'Unsupported provider: provider is not enabled');
  // Without a session the endpoints refuse before anything else.
  const res = await fetch(`${linking.url}/auth/v1/user/identities/${ids[0]!.identity_id}`, { method: 'DELETE', headers: { apikey: DEMO_SERVICE_ROLE_KEY } });
  assert.equal(res.status, 401);
});

test('verifyOtp with a malformed phone number: 400 before anything is looked up', async () => {
  const r = await clientFor(server.url).auth.verifyOtp({ phone: '12345-invalid', token: '123456', type: 'sms' });
  assert.equal(r.error?.message, 'Invalid phone number format (E.164 required)');
  const valid = await clientFor(server.url).auth.verifyOtp({ phone: '+905551112233', token: '123456', type: 'sms' });
  assert.equal(valid.error?.status, 403);
});

test('factor routes ask for a bearer token before anything else', async () => {
  const res = await fetch(`${server.url}/auth/v1/factors`, {
    method: 'POST',
    headers: { apikey: DEMO_SERVICE_ROLE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ factor_type: 'webauthn' }),
  });
  assert.equal(res.status, 401);
  assert.match(((await res.json()) as { message: string }).message, /Bearer token/);
});

test('generateLink email_change_current needs double_confirm_changes (GoTrue secure e-mail change)', async () => {
  await createUser(linking.url, 'degis@akademi.test');
  const off = await admin(linking.url).generateLink({ type: 'email_change_current', email: 'degis@akademi.test', newEmail: 'degis2@akademi.test' });
  assert.equal(off.error?.status, 400);
  assert.equal(off.error?.message, 'Enable secure email change to generate link for current email');
  // The new address's link still works there; on the default config both do (email-otp.test.ts).
  const onNew = await admin(linking.url).generateLink({ type: 'email_change_new', email: 'degis@akademi.test', newEmail: 'degis2@akademi.test' });
  assert.equal(onNew.error, null);
  assert.equal(onNew.data.user?.new_email, 'degis2@akademi.test');
});

test('the OAuth 2.1 server is off unless [auth.oauth_server] enabled: GoTrue\'s 404 feature_disabled, after the admin check', async () => {
  const created = await clientFor(server.url, DEMO_SERVICE_ROLE_KEY).auth.admin.oauth.createClient({ client_name: 'x', redirect_uris: ['https://example.com/cb'] });
  assert.equal(created.error?.status, 404);
  assert.equal(created.error?.message, 'OAuth server is disabled');
  const asAnon = await fetch(`${server.url}/auth/v1/admin/oauth/clients`, { headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: 'Bearer x' } });
  assert.equal(asAnon.status, 403);
});
