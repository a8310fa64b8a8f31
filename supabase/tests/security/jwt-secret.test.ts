// Issue 14 §3: the public demo JWT secret is never used where others can connect. Off loopback
// the server refuses to start without a real JWT_SECRET, with the demo one, or with keys that do
// not verify against it; without ANON_KEY/SERVICE_ROLE_KEY the keys are derived from it. On
// loopback with the demo secret it says so loudly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../helpers/local-server.ts';
import { verifyJwt, signJwt } from '../../local/src/jwt.ts';

const SECRET = 'jwt-test-secret-0123456789abcdefghijklmnop';

test('0.0.0.0 without JWT_SECRET: startLocalServer rejects with a clear message', async () => {
  await assert.rejects(startTestServer({ seed: false, host: '0.0.0.0' }), (e: Error) => {
    assert.match(e.message, /refusing to listen on 0\.0\.0\.0 without JWT_SECRET/);
    assert.match(e.message, /demo secret is public/);
    return true;
  });
});

test('a non-loopback bind is refused with the demo secret, a short secret, or keys from another secret', async () => {
  await assert.rejects(startTestServer({ seed: false, host: '0.0.0.0', env: { JWT_SECRET: DEMO_JWT_SECRET } }), /demo JWT_SECRET/);
  await assert.rejects(startTestServer({ seed: false, host: '0.0.0.0', env: { JWT_SECRET: 'short-secret' } }), /at least 32 characters/);
  await assert.rejects(
    startTestServer({ seed: false, host: '0.0.0.0', env: { JWT_SECRET: SECRET, ANON_KEY: DEMO_ANON_KEY } }),
    /ANON_KEY does not verify against JWT_SECRET/,
  );
  await assert.rejects(
    startTestServer({ seed: false, host: '0.0.0.0', env: { JWT_SECRET: SECRET, SERVICE_ROLE_KEY: signJwt({ role: 'anon' }, SECRET) } }),
    /SERVICE_ROLE_KEY does not verify against JWT_SECRET as role "service_role" \(its role is "anon"\)/,
  );
});

test('with a real secret off loopback: keys derived from it work, the demo keys do not', async () => {
  const s = await startTestServer({ seed: false, host: '0.0.0.0', env: { JWT_SECRET: SECRET } });
  try {
    const local = `http://127.0.0.1:${new URL(s.url).port}`;
    assert.equal(verifyJwt(s.config.anonKey, SECRET).role, 'anon');
    assert.equal(verifyJwt(s.config.serviceRoleKey, SECRET).role, 'service_role');
    const ok = await fetch(`${local}/rest/v1/tests?select=id`, { headers: { apikey: s.config.anonKey } });
    assert.equal(ok.status, 200);
    for (const demo of [DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY]) {
      const res = await fetch(`${local}/rest/v1/users?select=id`, { headers: { apikey: demo, authorization: `Bearer ${demo}` } });
      assert.equal(res.status, 401);
    }
    const admin = await fetch(`${local}/auth/v1/admin/users`, { headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` } });
    assert.equal(admin.status, 401);
  } finally {
    await s.stop();
  }
});

test('explicit keys signed with the secret are accepted off loopback', async () => {
  const anon = signJwt({ role: 'anon', iss: 'supabase' }, SECRET);
  const service = signJwt({ role: 'service_role', iss: 'supabase' }, SECRET);
  const s = await startTestServer({ seed: false, host: '0.0.0.0', env: { JWT_SECRET: SECRET, ANON_KEY: anon, SERVICE_ROLE_KEY: service } });
  try {
    assert.equal(s.config.anonKey, anon);
    assert.equal(s.config.serviceRoleKey, service);
  } finally {
    await s.stop();
  }
});

test('on loopback with the demo secret the server warns loudly', async () => {
  const lines: string[] = [];
  const s = await startTestServer({ seed: false, log: (l) => lines.push(l) });
  try {
    assert.ok(lines.some((l) => /WARNING/.test(l) && /DEMO JWT secret/.test(l) && /public/.test(l)), lines.join('\n'));
  } finally {
    await s.stop();
  }
});
