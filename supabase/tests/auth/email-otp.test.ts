// Issue 20: e-mail OTP and magic links (signInWithOtp, verifyOtp for every e-mail type, resend),
// admin.inviteUserByEmail and admin.generateLink, driven by supabase-js against the local server,
// with GoTrue's answers; and the abuse cases: enumeration, code guessing, link reuse, expiry,
// callers without the service role.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, clientFor, createUser, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY, type TestServer } from '../helpers/local-server.ts';

let server: TestServer;
let url: string;
before(async () => {
  // Sign-up stays off (the default): signInWithOtp must not create accounts.
  server = await startTestServer({ seed: false, env: { RATE_LIMIT_EMAIL_PER_ADDRESS: '100' } });
  url = server.url;
});
after(async () => {
  await server?.stop();
});

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function mailsTo(address: string, base = url): Promise<Mail[]> {
  return (await (await fetch(`${base}/mailbox/api/messages?to=${encodeURIComponent(address)}`)).json()) as Mail[];
}

/** The newest mail's link and 6-digit code. */
async function lastMail(address: string, base = url): Promise<{ mail: Mail; link: URL; code: string }> {
  const [mail] = await mailsTo(address, base);
  assert.ok(mail, `a mail to ${address}`);
  const link = new URL(/(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)![1]);
  const code = /kodu girin: (\d{6})/.exec(mail.text)![1];
  return { mail, link, code };
}

const admin = () => clientFor(url, DEMO_SERVICE_ROLE_KEY).auth.admin;

test('signInWithOtp: {} and a mail with link and code; verifyOtp(email) signs in once', async () => {
  const id = await createUser(url, 'otp1@akademi.test');
  const client = clientFor(url);
  const { data, error } = await client.auth.signInWithOtp({ email: 'otp1@akademi.test', options: { shouldCreateUser: false } });
  assert.equal(error, null);
  assert.equal(data.user, null);
  assert.equal(data.session, null);
  const { mail, link, code } = await lastMail('otp1@akademi.test');
  assert.equal(mail.subject, 'Giriş bağlantınız');
  assert.equal(link.searchParams.get('type'), 'magiclink');
  assert.match(link.searchParams.get('token') ?? '', /^[0-9a-f]{64}$/);
  const ok = await client.auth.verifyOtp({ email: 'otp1@akademi.test', token: code, type: 'email' });
  assert.equal(ok.error, null);
  assert.equal(ok.data.user?.id, id);
  const claims = JSON.parse(Buffer.from(ok.data.session!.access_token.split('.')[1], 'base64url').toString()) as { amr: { method: string }[] };
  assert.equal(claims.amr[0].method, 'otp');
  // Single use: the same code again → GoTrue's 403 otp_expired.
  const again = await clientFor(url).auth.verifyOtp({ email: 'otp1@akademi.test', token: code, type: 'email' });
  assert.equal(again.error?.status, 403);
  assert.equal(again.error?.code, 'otp_expired');
  assert.equal(again.error?.message, 'Token has expired or is invalid');
  // The link of the same mail is spent too.
  const res = await fetch(link, { redirect: 'manual' });
  const frag = new URLSearchParams((res.headers.get('location') ?? '').split('#')[1]);
  assert.equal(frag.get('error_code'), 'otp_expired');
});

test('magic link: GET /verify → 303 with the session in the fragment; verifyOtp(token_hash, magiclink) for a fresh one', async () => {
  await createUser(url, 'otp2@akademi.test');
  await clientFor(url).auth.signInWithOtp({ email: 'otp2@akademi.test', options: { emailRedirectTo: 'http://localhost:3000/giris' } });
  const { link } = await lastMail('otp2@akademi.test');
  assert.equal(link.searchParams.get('redirect_to'), 'http://localhost:3000/giris');
  const res = await fetch(link, { redirect: 'manual' });
  assert.equal(res.status, 303);
  const location = res.headers.get('location') ?? '';
  assert.ok(location.startsWith('http://localhost:3000/giris#access_token='), location);
  assert.equal(new URLSearchParams(location.split('#')[1]).get('type'), 'magiclink');

  await clientFor(url).auth.signInWithOtp({ email: 'otp2@akademi.test' });
  const fresh = await lastMail('otp2@akademi.test');
  const tokenHash = fresh.link.searchParams.get('token')!;
  const wrong = await clientFor(url).auth.verifyOtp({ token_hash: 'f'.repeat(64), type: 'magiclink' });
  assert.equal(wrong.error?.status, 403);
  assert.equal(wrong.error?.code, 'otp_expired');
  assert.equal(wrong.error?.message, 'Email link is invalid or has expired');
  const ok = await clientFor(url).auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
  assert.equal(ok.error, null);
  assert.equal(ok.data.user?.email, 'otp2@akademi.test');
});

test('no account oracle: unknown addresses get the same {} and no mail, and no account is made', async () => {
  const client = clientFor(url);
  for (const shouldCreateUser of [false, true]) {
    const { error } = await client.auth.signInWithOtp({ email: 'yok@akademi.test', options: { shouldCreateUser } });
    assert.equal(error, null);
  }
  assert.equal((await mailsTo('yok@akademi.test')).length, 0);
  const users = await server.db.query(`select 1 from auth.users where email = 'yok@akademi.test'`);
  assert.equal(users.rows.length, 0);
  // verifyOtp for an unknown address: the same 403 as a wrong code.
  const v = await client.auth.verifyOtp({ email: 'yok@akademi.test', token: '123456', type: 'email' });
  assert.equal(v.error?.code, 'otp_expired');
});

test('guessing codes: after 5 wrong codes for an address even the right one is refused (429)', async () => {
  await createUser(url, 'otp3@akademi.test');
  await clientFor(url).auth.signInWithOtp({ email: 'otp3@akademi.test' });
  const { code } = await lastMail('otp3@akademi.test');
  const wrongCode = code === '000000' ? '000001' : '000000';
  for (let i = 0; i < 5; i++) {
    const r = await clientFor(url).auth.verifyOtp({ email: 'otp3@akademi.test', token: wrongCode, type: 'email' });
    assert.equal(r.error?.code, 'otp_expired');
  }
  const locked = await clientFor(url).auth.verifyOtp({ email: 'otp3@akademi.test', token: code, type: 'email' });
  assert.equal(locked.error?.status, 429);
  assert.equal(locked.error?.code, 'over_request_rate_limit');
});

test('an expired code or link is refused with otp_expired', async () => {
  await createUser(url, 'otp4@akademi.test');
  await clientFor(url).auth.signInWithOtp({ email: 'otp4@akademi.test' });
  const { code, link } = await lastMail('otp4@akademi.test');
  await server.db.query(`update auth.users set recovery_sent_at = now() - interval '2 hours' where email = 'otp4@akademi.test'`);
  const r = await clientFor(url).auth.verifyOtp({ email: 'otp4@akademi.test', token: code, type: 'magiclink' });
  assert.equal(r.error?.code, 'otp_expired');
  const h = await clientFor(url).auth.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'magiclink' });
  assert.equal(h.error?.message, 'Email link is invalid or has expired');
});

test('verifyOtp input errors are GoTrue\'s', async () => {
  const post = async (body: unknown) => {
    const res = await fetch(`${url}/auth/v1/verify`, { method: 'POST', headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { code: string; message: string } };
  };
  assert.deepEqual(await post({ token: '1' }), { status: 400, body: { code: 'validation_failed', message: 'Verify requires a verification type' } });
  assert.deepEqual(await post({ type: 'email' }), { status: 400, body: { code: 'validation_failed', message: 'Verify requires a token or a token hash' } });
  assert.deepEqual(await post({ type: 'nope', token_hash: 'x' }), { status: 400, body: { code: 'validation_failed', message: 'Unsupported verification type' } });
  assert.deepEqual(await post({ type: 'email', token_hash: 'x', email: 'a@b.co' }), {
    status: 400,
    body: { code: 'validation_failed', message: 'Only the token_hash and type should be provided' },
  });
});

test('admin.inviteUserByEmail: service role only; invite mail; verifyOtp(invite) confirms and signs in', async () => {
  const anon = await clientFor(url).auth.admin.inviteUserByEmail('davet@akademi.test');
  assert.equal(anon.error?.status, 403);
  assert.equal(anon.error?.code, 'not_admin');
  const { data, error } = await admin().inviteUserByEmail('davet@akademi.test', { data: { first_name: 'Davet' } });
  assert.equal(error, null);
  assert.equal(data.user?.email, 'davet@akademi.test');
  assert.equal(data.user?.email_confirmed_at, undefined);
  assert.equal(data.user?.user_metadata.first_name, 'Davet');
  const { mail, link, code } = await lastMail('davet@akademi.test');
  assert.equal(mail.subject, "Akademi'ye davet edildiniz");
  assert.equal(link.searchParams.get('type'), 'invite');
  const ok = await clientFor(url).auth.verifyOtp({ email: 'davet@akademi.test', token: code, type: 'invite' });
  assert.equal(ok.error, null);
  assert.ok(ok.data.user?.email_confirmed_at);
  // Confirmed now: a second invite → 422 email_exists.
  const again = await admin().inviteUserByEmail('davet@akademi.test');
  assert.equal(again.error?.status, 422);
  assert.equal(again.error?.code, 'email_exists');
  const bad = await admin().inviteUserByEmail('not-an-email');
  assert.equal(bad.error?.status, 400);
  assert.equal(bad.error?.code, 'validation_failed');
});

test('admin.generateLink: every type returns link, code and hash (no mail); each verifies', async () => {
  const anon = await clientFor(url).auth.admin.generateLink({ type: 'magiclink', email: 'x@akademi.test' });
  assert.equal(anon.error?.code, 'not_admin');

  const signup = await admin().generateLink({ type: 'signup', email: 'gl-signup@akademi.test', password: 'GizliSifre42' });
  assert.equal(signup.error, null);
  assert.equal(signup.data.properties?.verification_type, 'signup');
  assert.match(signup.data.properties?.email_otp ?? '', /^\d{6}$/);
  assert.equal(new URL(signup.data.properties!.action_link).searchParams.get('token'), signup.data.properties?.hashed_token);
  assert.equal((await mailsTo('gl-signup@akademi.test')).length, 0, 'generateLink sends no mail');
  const v1 = await clientFor(url).auth.verifyOtp({ token_hash: signup.data.properties!.hashed_token, type: 'signup' });
  assert.equal(v1.error, null);
  assert.ok(v1.data.user?.email_confirmed_at);
  const dup = await admin().generateLink({ type: 'signup', email: 'gl-signup@akademi.test', password: 'GizliSifre42' });
  assert.equal(dup.error?.code, 'email_exists');

  const inv = await admin().generateLink({ type: 'invite', email: 'gl-invite@akademi.test' });
  assert.equal((await clientFor(url).auth.verifyOtp({ token_hash: inv.data.properties!.hashed_token, type: 'invite' })).error, null);

  const ml = await admin().generateLink({ type: 'magiclink', email: 'gl-signup@akademi.test' });
  assert.equal(ml.data.properties?.verification_type, 'magiclink');
  const v2 = await clientFor(url).auth.verifyOtp({ email: 'gl-signup@akademi.test', token: ml.data.properties!.email_otp, type: 'magiclink' });
  assert.equal(v2.error, null);

  const rec = await admin().generateLink({ type: 'recovery', email: 'gl-signup@akademi.test', options: { redirectTo: 'http://localhost:3000/sifre' } });
  assert.equal(rec.data.properties?.redirect_to, 'http://localhost:3000/sifre');
  const r = await fetch(rec.data.properties!.action_link, { redirect: 'manual' });
  assert.ok((r.headers.get('location') ?? '').startsWith('http://localhost:3000/sifre#access_token='));

  const unknown = await admin().generateLink({ type: 'recovery', email: 'kimse@akademi.test' });
  assert.equal(unknown.error?.status, 404);
  assert.equal(unknown.error?.code, 'user_not_found');
  assert.equal(unknown.error?.message, 'User with this email not found');

  const change = await admin().generateLink({ type: 'email_change_new', email: 'gl-signup@akademi.test', newEmail: 'gl-yeni@akademi.test' });
  assert.equal(change.error, null);
  const v3 = await clientFor(url).auth.verifyOtp({ email: 'gl-yeni@akademi.test', token: change.data.properties!.email_otp, type: 'email_change' });
  assert.equal(v3.error, null);
  assert.equal(v3.data.user?.email, 'gl-yeni@akademi.test');

  // double_confirm_changes is on (config.toml): a link for the current address too; its code,
  // verified with the current address, completes the change (auto-confirm, as GoTrue then).
  const current = await admin().generateLink({ type: 'email_change_current', email: 'gl-yeni@akademi.test', newEmail: 'gl-son@akademi.test' });
  assert.equal(current.error, null);
  assert.equal(current.data.user?.new_email, 'gl-son@akademi.test');
  assert.equal(current.data.properties?.verification_type, 'email_change_current');
  assert.match(current.data.properties?.action_link ?? '', /type=email_change&/);
  const v4 = await clientFor(url).auth.verifyOtp({ email: 'gl-yeni@akademi.test', token: current.data.properties!.email_otp, type: 'email_change' });
  assert.equal(v4.error, null);
  assert.equal(v4.data.user?.email, 'gl-son@akademi.test');
  assert.equal(v4.data.user?.new_email, undefined);
  const raw = await fetch(`${url}/auth/v1/admin/generate_link`, {
    method: 'POST',
    headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'bogus', email: 'gl-son@akademi.test' }),
  });
  assert.equal(raw.status, 400);
  assert.deepEqual(await raw.json(), { code: 'validation_failed', message: 'Invalid email action link type requested: bogus' });
});

test('resend(signup): a new code for an unconfirmed account only; {} for anyone else', async () => {
  await admin().generateLink({ type: 'signup', email: 'tekrar@akademi.test', password: 'GizliSifre42' });
  const client = clientFor(url);
  assert.equal((await client.auth.resend({ type: 'signup', email: 'tekrar@akademi.test' })).error, null);
  const { code, mail } = await lastMail('tekrar@akademi.test');
  assert.equal(mail.subject, 'E-posta adresinizi doğrulayın');
  assert.equal((await client.auth.resend({ type: 'signup', email: 'hicyok@akademi.test' })).error, null);
  assert.equal((await mailsTo('hicyok@akademi.test')).length, 0);
  const ok = await client.auth.verifyOtp({ email: 'tekrar@akademi.test', token: code, type: 'signup' });
  assert.equal(ok.error, null);
  const bad = await fetch(`${url}/auth/v1/resend`, { method: 'POST', headers: { apikey: DEMO_ANON_KEY }, body: JSON.stringify({ type: 'x', email: 'a@b.co' }) });
  assert.equal(bad.status, 400);
  assert.equal(((await bad.json()) as { message: string }).message, 'Missing one of these types: signup, email_change, sms, phone_change');
});

test('admin input validation: bad pagination and invalid e-mail → GoTrue 400 validation_failed', async () => {
  const res = await fetch(`${url}/auth/v1/admin/users?page=abc`, { headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` } });
  assert.equal(res.status, 400);
  assert.deepEqual(await res.json(), { code: 'validation_failed', message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "abc": invalid syntax' });
  const neg = await fetch(`${url}/auth/v1/admin/users?per_page=-1`, { headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` } });
  assert.equal(neg.status, 400);
  const created = await admin().createUser({ email: 'bozuk-adres', password: 'GizliSifre42' });
  assert.equal(created.error?.status, 400);
  assert.equal(created.error?.code, 'validation_failed');
  assert.equal(created.error?.message, 'Unable to validate email address: invalid format');
});

test('with sign-up on, signInWithOtp creates an unconfirmed account that the code confirms', async () => {
  const s = await startTestServer({ seed: false, env: { ENABLE_SIGNUP: 'true' } });
  try {
    const c = clientFor(s.url);
    assert.equal((await c.auth.signInWithOtp({ email: 'yeni@akademi.test', options: { data: { first_name: 'Yeni' } } })).error, null);
    const row = await s.db.query<{ email_confirmed_at: unknown }>(`select email_confirmed_at from auth.users where email = 'yeni@akademi.test'`);
    assert.equal(row.rows[0].email_confirmed_at, null);
    const { code } = await lastMail('yeni@akademi.test', s.url);
    const ok = await c.auth.verifyOtp({ email: 'yeni@akademi.test', token: code, type: 'email' });
    assert.equal(ok.error, null);
    assert.ok(ok.data.user?.email_confirmed_at);
    assert.equal(ok.data.user?.user_metadata.first_name, 'Yeni');
    // shouldCreateUser: false still makes nobody.
    assert.equal((await c.auth.signInWithOtp({ email: 'baska@akademi.test', options: { shouldCreateUser: false } })).error, null);
    assert.equal((await s.db.query(`select 1 from auth.users where email = 'baska@akademi.test'`)).rows.length, 0);
  } finally {
    await s.stop();
  }
});

test('admin.generateLink: magiclink for an unknown address signs it up; signup without a password → 422', async () => {
  const ml = await admin().generateLink({ type: 'magiclink', email: 'gl-yeni-ml@akademi.test' });
  assert.equal(ml.error, null);
  assert.equal(ml.data.properties?.verification_type, 'signup');
  const v = await clientFor(url).auth.verifyOtp({ token_hash: ml.data.properties!.hashed_token, type: 'signup' });
  assert.equal(v.error, null);
  const res = await fetch(`${url}/auth/v1/admin/generate_link`, {
    method: 'POST',
    headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'signup', email: 'sifresiz@akademi.test' }),
  });
  assert.equal(res.status, 422);
  assert.deepEqual(await res.json(), { code: 'validation_failed', message: 'Signup requires a valid password' });
});
