// /auth/v1 driven by the real supabase-js (wire doc §2).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startTestServer,
  clientFor,
  createUser,
  signIn,
  DEMO_ANON_KEY,
  DEMO_SERVICE_ROLE_KEY,
  DEMO_PASSWORD,
  type TestServer,
} from '../helpers/local-server.ts';

let server: TestServer;
let url: string;
before(async () => {
  // Public sign-up is off by default (docs/security.md); this file tests GoTrue's sign-up, and asks
  // for two recovery mails to one address within a minute.
  server = await startTestServer({ seed: false, env: { ENABLE_SIGNUP: 'true', RATE_LIMIT_EMAIL_PER_ADDRESS: '100' } });
  url = server.url;
  await createUser(url, 'ayse@akademi.test', DEMO_PASSWORD, { first_name: 'Ayşe', last_name: 'Yılmaz' });
});
after(async () => {
  await server?.stop();
});

test('signInWithPassword returns a session with GoTrue claims', async () => {
  const client = clientFor(url);
  const { data, error } = await client.auth.signInWithPassword({ email: 'ayse@akademi.test', password: DEMO_PASSWORD });
  assert.equal(error, null);
  assert.ok(data.session);
  assert.equal(data.session.expires_in, 3600);
  assert.equal(data.user?.email, 'ayse@akademi.test');
  assert.equal(data.user?.user_metadata.first_name, 'Ayşe');
  const claims = JSON.parse(Buffer.from(data.session.access_token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
  assert.equal(claims.role, 'authenticated');
  assert.equal(claims.aud, 'authenticated');
  assert.equal(claims.sub, data.user?.id);
  assert.equal(claims.iss, `${url}/auth/v1`);
  assert.equal(claims.aal, 'aal1');
  assert.equal(typeof claims.session_id, 'string');
  assert.equal(claims.is_anonymous, false);
  assert.ok(Array.isArray(claims.amr));
});

test('wrong password and unknown email → 400 invalid_credentials', async () => {
  const client = clientFor(url);
  for (const [email, password] of [
    ['ayse@akademi.test', 'wrong-password'],
    ['nobody@akademi.test', DEMO_PASSWORD],
  ]) {
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    assert.equal(data.session, null);
    assert.equal(error?.status, 400);
    assert.equal(error?.code, 'invalid_credentials');
    assert.equal(error?.message, 'Invalid login credentials');
  }
});

test('banned user cannot sign in', async () => {
  const id = await createUser(url, 'banned@akademi.test');
  const admin = clientFor(url, DEMO_SERVICE_ROLE_KEY);
  const { error: banError } = await admin.auth.admin.updateUserById(id, { ban_duration: '24h' });
  assert.equal(banError, null);
  const { error } = await clientFor(url).auth.signInWithPassword({ email: 'banned@akademi.test', password: DEMO_PASSWORD });
  assert.equal(error?.code, 'invalid_credentials');
});

test('an unconfirmed address cannot sign in (400 email_not_confirmed) until it is confirmed; a wrong password still says invalid_credentials', async () => {
  const admin = clientFor(url, DEMO_SERVICE_ROLE_KEY);
  const { data, error: createError } = await admin.auth.admin.createUser({ email: 'onaysiz@akademi.test', password: DEMO_PASSWORD });
  assert.equal(createError, null);
  assert.equal(data.user?.email_confirmed_at ?? null, null);
  const refused = await clientFor(url).auth.signInWithPassword({ email: 'onaysiz@akademi.test', password: DEMO_PASSWORD });
  assert.equal(refused.error?.status, 400);
  assert.equal(refused.error?.code, 'email_not_confirmed');
  assert.equal(refused.data.session, null);
  const wrong = await clientFor(url).auth.signInWithPassword({ email: 'onaysiz@akademi.test', password: 'yanlis-sifre' });
  assert.equal(wrong.error?.code, 'invalid_credentials');
  const { error: confirmError } = await admin.auth.admin.updateUserById(data.user?.id ?? '', { email_confirm: true });
  assert.equal(confirmError, null);
  const ok = await clientFor(url).auth.signInWithPassword({ email: 'onaysiz@akademi.test', password: DEMO_PASSWORD });
  assert.equal(ok.error, null);
  assert.ok(ok.data.session?.access_token);
});

test('signUp auto-confirms and signs in; duplicate and weak password are refused', async () => {
  const client = clientFor(url);
  const { data, error } = await client.auth.signUp({
    email: 'yeni@akademi.test',
    password: 'secret123',
    options: { data: { first_name: 'Yeni', last_name: 'Kişi' } },
  });
  assert.equal(error, null);
  assert.ok(data.session, 'auto-confirm gives a session');
  assert.equal(data.user?.user_metadata.first_name, 'Yeni');
  assert.ok(data.user?.email_confirmed_at);

  const dup = await clientFor(url).auth.signUp({ email: 'yeni@akademi.test', password: 'secret123' });
  assert.equal(dup.error?.status, 422);
  assert.equal(dup.error?.code, 'user_already_exists');

  const weak = await clientFor(url).auth.signUp({ email: 'weak@akademi.test', password: '123' });
  assert.equal(weak.error?.status, 422);
  assert.equal(weak.error?.code, 'weak_password');
  assert.equal(weak.error?.name, 'AuthWeakPasswordError');

  const bad = await clientFor(url).auth.signUp({ email: 'not-an-email', password: 'secret123' });
  assert.equal(bad.error?.status, 400);
  assert.equal(bad.error?.code, 'validation_failed');
});

test('refreshSession rotates the refresh token; the old one dies after reuse', async () => {
  const client = await signIn(url, 'ayse@akademi.test');
  const first = (await client.auth.getSession()).data.session!;
  const { data, error } = await client.auth.refreshSession();
  assert.equal(error, null);
  assert.ok(data.session);
  assert.notEqual(data.session.refresh_token, first.refresh_token);
  const again = await clientFor(url).auth.refreshSession({ refresh_token: data.session.refresh_token });
  assert.equal(again.error, null);
  const bogus = await clientFor(url).auth.refreshSession({ refresh_token: 'nope' });
  assert.equal(bogus.error?.code, 'refresh_token_not_found');
});

test('getUser with the access token', async () => {
  const client = await signIn(url, 'ayse@akademi.test');
  const { data, error } = await client.auth.getUser();
  assert.equal(error, null);
  assert.equal(data.user?.email, 'ayse@akademi.test');
  assert.equal(data.user?.app_metadata.provider, 'email');
});

test('updateUser password, then sign in with the new one', async () => {
  await createUser(url, 'sifre@akademi.test');
  const client = await signIn(url, 'sifre@akademi.test');
  const weak = await client.auth.updateUser({ password: '12' });
  assert.equal(weak.error?.code, 'weak_password');
  const { error } = await client.auth.updateUser({ password: 'YeniSifre1!' });
  assert.equal(error, null);
  const old = await clientFor(url).auth.signInWithPassword({ email: 'sifre@akademi.test', password: DEMO_PASSWORD });
  assert.equal(old.error?.code, 'invalid_credentials');
  await signIn(url, 'sifre@akademi.test', 'YeniSifre1!');
});

test('updateUser email and data', async () => {
  await createUser(url, 'eski@akademi.test');
  const client = await signIn(url, 'eski@akademi.test');
  const { data, error } = await client.auth.updateUser({ email: 'yenieposta@akademi.test', data: { first_name: 'Ali' } });
  assert.equal(error, null);
  assert.equal(data.user?.email, 'yenieposta@akademi.test');
  assert.equal(data.user?.user_metadata.first_name, 'Ali');
  await signIn(url, 'yenieposta@akademi.test');
  const taken = await client.auth.updateUser({ email: 'ayse@akademi.test' });
  assert.equal(taken.error?.code, 'email_exists');
});

test('signOut ends the session: the old access token no longer reads /user', async () => {
  const client = await signIn(url, 'ayse@akademi.test');
  const token = (await client.auth.getSession()).data.session!.access_token;
  const refresh = (await client.auth.getSession()).data.session!.refresh_token;
  const { error } = await client.auth.signOut();
  assert.equal(error, null);
  assert.equal((await client.auth.getSession()).data.session, null);
  const res = await fetch(`${url}/auth/v1/user`, { headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${token}` } });
  assert.equal(res.status, 403);
  assert.equal(((await res.json()) as { code: string }).code, 'session_not_found');
  const r2 = await clientFor(url).auth.refreshSession({ refresh_token: refresh });
  assert.ok(r2.error);
});

test('password recovery: mail → link → 303 recovery fragment; verifyOtp(token_hash) signs in', async () => {
  await createUser(url, 'unuttum@akademi.test');
  const client = clientFor(url);
  const { error } = await client.auth.resetPasswordForEmail('unuttum@akademi.test', { redirectTo: 'http://localhost:3000/' });
  assert.equal(error, null);
  // Unknown address: same answer, no mail.
  assert.equal((await client.auth.resetPasswordForEmail('kimseyok@akademi.test')).error, null);

  const mails = (await (await fetch(`${url}/mailbox/api/messages?to=unuttum@akademi.test`)).json()) as { text: string }[];
  assert.equal(mails.length, 1);
  const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mails[0].text)?.[1];
  assert.ok(link, 'mail carries the verify link');
  const parsed = new URL(link);
  assert.equal(parsed.searchParams.get('type'), 'recovery');
  assert.equal(parsed.searchParams.get('redirect_to'), 'http://localhost:3000/');
  assert.equal((await (await fetch(`${url}/mailbox/api/messages`)).json() as unknown[]).length, 1);

  const html = await (await fetch(`${url}/mailbox`)).text();
  assert.match(html, /<title>Local Mailbox<\/title>/);
  assert.match(html, /<a href="http:\/\/[^"]+\/auth\/v1\/verify/);

  const res = await fetch(link, { redirect: 'manual' });
  assert.equal(res.status, 303);
  const location = res.headers.get('location') ?? '';
  assert.ok(location.startsWith('http://localhost:3000/#access_token='), location);
  const frag = new URLSearchParams(location.split('#')[1]);
  assert.deepEqual([...frag.keys()], ['access_token', 'expires_at', 'expires_in', 'refresh_token', 'sb', 'token_type', 'type']);
  assert.equal(frag.get('type'), 'recovery');
  assert.equal(frag.get('token_type'), 'bearer');
  assert.equal(frag.get('expires_in'), '3600');

  // The link is single-use: a second visit lands with an error fragment.
  const again = await fetch(link, { redirect: 'manual' });
  assert.equal(again.status, 303);
  const errFrag = new URLSearchParams((again.headers.get('location') ?? '').split('#')[1]);
  assert.equal(errFrag.get('error_code'), 'otp_expired');
  assert.equal(errFrag.get('error'), 'access_denied');

  // Node path: verifyOtp with the token hash from a fresh mail.
  await client.auth.resetPasswordForEmail('unuttum@akademi.test', { redirectTo: 'http://localhost:3000/' });
  const mails2 = (await (await fetch(`${url}/mailbox/api/messages?to=unuttum@akademi.test`)).json()) as { text: string }[];
  const token = new URL(/(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mails2[0].text)![1]).searchParams.get('token')!;
  const events: string[] = [];
  const node = clientFor(url);
  node.auth.onAuthStateChange((event) => events.push(event));
  const { data, error: verifyError } = await node.auth.verifyOtp({ token_hash: token, type: 'recovery' });
  assert.equal(verifyError, null);
  assert.ok(data.session);
  assert.ok(events.includes('PASSWORD_RECOVERY'), `events: ${events.join(',')}`);
  const upd = await node.auth.updateUser({ password: 'KurtarilanSifre9' });
  assert.equal(upd.error, null);
  await signIn(url, 'unuttum@akademi.test', 'KurtarilanSifre9');
  const reuse = await clientFor(url).auth.verifyOtp({ token_hash: token, type: 'recovery' });
  assert.equal(reuse.error?.code, 'otp_expired');
});

test('recovery redirect to a foreign host falls back to the site URL', async () => {
  await createUser(url, 'yonlendir@akademi.test');
  await clientFor(url).auth.resetPasswordForEmail('yonlendir@akademi.test', { redirectTo: 'https://evil.example/' });
  const mails = (await (await fetch(`${url}/mailbox/api/messages?to=yonlendir@akademi.test`)).json()) as { text: string }[];
  const link = new URL(/(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mails[0].text)![1]);
  assert.equal(link.searchParams.get('redirect_to'), 'http://localhost:3000');
});

test('admin users API with the service key', async () => {
  const admin = clientFor(url, DEMO_SERVICE_ROLE_KEY);
  const created = await admin.auth.admin.createUser({ email: 'admin-made@akademi.test', password: 'secret123', email_confirm: true, user_metadata: { first_name: 'A' } });
  assert.equal(created.error, null);
  const id = created.data.user!.id;
  const dup = await admin.auth.admin.createUser({ email: 'admin-made@akademi.test', password: 'secret123' });
  assert.equal(dup.error?.code, 'email_exists');

  const list = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
  assert.equal(list.error, null);
  assert.equal(list.data.users.length, 2);
  assert.ok((list.data as { total?: number }).total! >= 3);
  assert.equal((list.data as { nextPage?: number | null }).nextPage, 2);

  const got = await admin.auth.admin.getUserById(id);
  assert.equal(got.data.user?.email, 'admin-made@akademi.test');
  const upd = await admin.auth.admin.updateUserById(id, { user_metadata: { last_name: 'B' }, password: 'another123' });
  assert.equal(upd.error, null);
  assert.deepEqual(upd.data.user?.user_metadata, { first_name: 'A', last_name: 'B' });
  await signIn(url, 'admin-made@akademi.test', 'another123');

  const del = await admin.auth.admin.deleteUser(id);
  assert.equal(del.error, null);
  const gone = await admin.auth.admin.getUserById(id);
  assert.equal(gone.error?.status, 404);
});

test('admin users API refuses the anon key and signed-in users (403 not_admin)', async () => {
  const anon = clientFor(url, DEMO_ANON_KEY);
  const a = await anon.auth.admin.listUsers();
  assert.equal(a.error?.status, 403);
  assert.equal(a.error?.code, 'not_admin');
  const c = await anon.auth.admin.createUser({ email: 'x@akademi.test', password: 'secret123' });
  assert.equal(c.error?.code, 'not_admin');
  const user = await signIn(url, 'ayse@akademi.test');
  const token = (await user.auth.getSession()).data.session!.access_token;
  const res = await fetch(`${url}/auth/v1/admin/users`, { headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${token}` } });
  assert.equal(res.status, 403);
  assert.equal(((await res.json()) as { code: string }).code, 'not_admin');
});

test('bad input: malformed JSON → 400 bad_json; bad tokens → 403 bad_jwt; no SQL or stack', async () => {
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' },
    body: '{"email": ',
  });
  assert.equal(res.status, 400);
  assert.equal(res.headers.get('x-supabase-api-version'), '2024-01-01');
  const body = (await res.json()) as { code: string; message: string };
  assert.equal(body.code, 'bad_json');

  const forged = await fetch(`${url}/auth/v1/user`, { headers: { apikey: DEMO_ANON_KEY, authorization: 'Bearer a.b.c' } });
  assert.equal(forged.status, 403);
  assert.equal(((await forged.json()) as { code: string }).code, 'bad_jwt');

  const none = await fetch(`${url}/auth/v1/user`, { headers: { apikey: DEMO_ANON_KEY } });
  assert.equal(none.status, 401);
  assert.equal(((await none.json()) as { code: string }).code, 'no_authorization');

  const weird = await fetch(`${url}/auth/v1/admin/users/not-a-uuid`, { headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` } });
  assert.equal(weird.status, 404);
  const text = await weird.text();
  assert.ok(!/select|uuid|stack/i.test(text.replace('user_not_found', '')), text);

  const settings = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: DEMO_ANON_KEY } });
  assert.equal(settings.status, 200);
  assert.equal(((await settings.json()) as { mailer_autoconfirm: boolean }).mailer_autoconfirm, true);
});
