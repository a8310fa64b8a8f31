// Issue 20: anonymous sign-in behind its setting (off by default, GoTrue's anonymous_provider_disabled),
// and GoTrue's own "not enabled" answers for SAML/SSO, OAuth, ID token, web3, phone/WebAuthn MFA and passkeys
// instead of a 404.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, clientFor, signIn, createUser, DEMO_ANON_KEY, type TestServer } from '../helpers/local-server.ts';

let server: TestServer;
let url: string;
before(async () => {
  server = await startTestServer({ seed: false });
  url = server.url;
  await createUser(url, 'mfa@akademi.test');
});
after(async () => {
  await server?.stop();
});

test('signInAnonymously is off by default: 422 anonymous_provider_disabled, no user made', async () => {
  const { data, error } = await clientFor(url).auth.signInAnonymously();
  assert.equal(data.session, null);
  assert.equal(error?.status, 422);
  assert.equal(error?.code, 'anonymous_provider_disabled');
  assert.equal(error?.message, 'Anonymous sign-ins are disabled');
  assert.equal((await server.db.query(`select 1 from auth.users where is_anonymous`)).rows.length, 0);
  const settings = (await (await fetch(`${url}/auth/v1/settings`, { headers: { apikey: DEMO_ANON_KEY } })).json()) as { external: { anonymous_users: boolean } };
  assert.equal(settings.external.anonymous_users, false);
});

test('ENABLE_ANONYMOUS_SIGN_INS without sign-up: signup_disabled; with both: an anonymous session', async () => {
  const closed = await startTestServer({ seed: false, env: { ENABLE_ANONYMOUS_SIGN_INS: 'true' } });
  try {
    const { error } = await clientFor(closed.url).auth.signInAnonymously();
    assert.equal(error?.status, 422);
    assert.equal(error?.code, 'signup_disabled');
  } finally {
    await closed.stop();
  }
  const open = await startTestServer({ seed: false, env: { ENABLE_ANONYMOUS_SIGN_INS: 'true', ENABLE_SIGNUP: 'true' } });
  try {
    const client = clientFor(open.url);
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { theme: 'koyu' } } });
    assert.equal(error, null);
    assert.equal(data.user?.is_anonymous, true);
    assert.equal(data.user?.email, '');
    assert.equal(data.user?.app_metadata.provider, 'anonymous');
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    assert.equal(claims.is_anonymous, true);
    assert.equal(claims.role, 'authenticated');
    // No profile row: the product's RLS gives an anonymous user nothing.
    assert.equal((await open.db.query(`select 1 from public.users where auth_user_id = $1`, [data.user!.id])).rows.length, 0);
    const me = await client.auth.getUser();
    assert.equal(me.data.user?.id, data.user?.id);
  } finally {
    await open.stop();
  }
});

async function post(path: string, body: unknown, token = DEMO_ANON_KEY): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${url}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

test('SSO/SAML, OAuth authorize, ID token, web3 and passkeys answer GoTrue\'s "disabled" errors', async () => {
  const client = clientFor(url);
  const sso = await client.auth.signInWithSSO({ domain: 'akademi.test' });
  assert.equal(sso.error?.status, 404);
  assert.equal(sso.error?.code, 'saml_provider_disabled');
  assert.equal(sso.error?.message, 'SAML 2.0 is disabled');

  const idt = await client.auth.signInWithIdToken({ provider: 'google', token: 'eyJ.fake.token' });
  assert.equal(idt.error?.status, 400);
  assert.equal(idt.error?.code, 'provider_disabled');
  assert.equal(idt.error?.message, 'Provider (issuer "https://accounts.google.com") is not enabled');

  const auth = await fetch(`${url}/auth/v1/authorize?provider=github`, { redirect: 'manual' });
  assert.equal(auth.status, 400);
  assert.deepEqual(await auth.json(), { code: 'validation_failed', message: 'Unsupported provider: provider is not enabled' });

  assert.deepEqual(await post('token?grant_type=web3', { chain: 'ethereum', message: 'm', signature: 's' }), {
    status: 422,
    body: { code: 'web3_provider_disabled', message: 'Web3 provider is disabled' },
  });
  const pk = await fetch(`${url}/auth/v1/passkeys/authentication/options`, { method: 'POST', headers: { apikey: DEMO_ANON_KEY } });
  assert.equal(pk.status, 404);
  assert.deepEqual(await pk.json(), { code: 'passkey_disabled', message: 'Passkeys are disabled' });
});

test('MFA: factors need a signed-in user; phone and WebAuthn answer enroll-disabled, an unknown factor is not found', async () => {
  // Without a user token: the anon key is not a user → 403 bad_jwt (missing sub), as GoTrue.
  const anon = await post('factors', { factor_type: 'totp' });
  assert.equal(anon.status, 403);
  const client = await signIn(url, 'mfa@akademi.test');
  const enroll = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+905551112233' });
  assert.equal(enroll.error?.status, 422);
  assert.equal(enroll.error?.code, 'mfa_phone_enroll_not_enabled');
  assert.equal(enroll.error?.message, 'MFA enroll is disabled for Phone');
  const verify = await client.auth.mfa.verify({ factorId: '00000000-0000-0000-0000-000000000000', challengeId: 'c', code: '123456' });
  assert.equal(verify.error?.status, 404);
  assert.equal(verify.error?.code, 'mfa_factor_not_found');
});

// (This file's server keeps the default per-address mail limit: 1 per minute.)
test('signInWithOtp mail limit per address: the second request within a minute → 429, for unknown addresses too', async () => {
  for (const email of ['mfa@akademi.test', 'bilinmeyen@akademi.test']) {
    const client = clientFor(url);
    assert.equal((await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error, null);
    const second = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    assert.equal(second.error?.status, 429);
    assert.equal(second.error?.code, 'over_email_send_rate_limit');
  }
});
