// Issue 14 §7: public sign-up is off by default (GoTrue DISABLE_SIGNUP); accounts are made by the
// create-user function. ENABLE_SIGNUP=true (or DISABLE_SIGNUP=false) opens it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, clientFor, DEMO_ANON_KEY, type TestServer } from '../helpers/local-server.ts';

let server: TestServer;
before(async () => {
  server = await startTestServer({ seed: false });
});
after(async () => {
  await server?.stop();
});

test('POST /auth/v1/signup → 422 signup_disabled in GoTrue form; no account is made', async () => {
  const res = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'kendim@akademi.test', password: '123456' }),
  });
  assert.equal(res.status, 422);
  assert.deepEqual(await res.json(), { code: 422, error_code: 'signup_disabled', msg: 'Signups not allowed for this instance' });
  const { data, error } = await clientFor(server.url).auth.signUp({ email: 'kendim2@akademi.test', password: 'Sifre12345' });
  assert.equal(data.user, null);
  assert.equal(error?.status, 422);
  assert.equal(error?.code, 'signup_disabled');
  const users = await server.db.query<{ n: number }>(`select count(*)::int as n from auth.users where email like 'kendim%'`);
  assert.equal(Number(users.rows[0].n), 0);
  const settings = (await (await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: DEMO_ANON_KEY } })).json()) as { disable_signup: boolean };
  assert.equal(settings.disable_signup, true);
});

test('ENABLE_SIGNUP=true or DISABLE_SIGNUP=false opens it', async () => {
  for (const env of [{ ENABLE_SIGNUP: 'true' }, { DISABLE_SIGNUP: 'false' }] as Record<string, string>[]) {
    const s = await startTestServer({ seed: false, env });
    try {
      const { data, error } = await clientFor(s.url).auth.signUp({ email: 'acik@akademi.test', password: 'Sifre12345' });
      assert.equal(error, null, JSON.stringify(env));
      assert.ok(data.session);
    } finally {
      await s.stop();
    }
  }
});
