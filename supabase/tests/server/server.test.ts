import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, DEMO_ANON_KEY, DEMO_JWT_SECRET, type TestServer } from '../helpers/local-server.ts';
import { signJwt } from '../../local/src/jwt.ts';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server?.stop();
});

test('CORS preflight allows supabase-js headers', async () => {
  const res = await fetch(`${server.url}/rest/v1/users`, {
    method: 'OPTIONS',
    headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, authorization, x-client-info, content-type, prefer' },
  });
  assert.ok(res.status === 204 || res.status === 200);
  assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  const allow = res.headers.get('access-control-allow-headers') ?? '';
  for (const h of ['apikey', 'authorization', 'x-client-info', 'content-type', 'prefer', 'accept-profile', 'x-supabase-api-version']) {
    assert.ok(allow.includes(h), `allow-headers has ${h}`);
  }
  assert.match(res.headers.get('access-control-allow-methods') ?? '', /PATCH/);
});

test('responses expose content-range and x-total-count', async () => {
  const res = await fetch(`${server.url}/health`, { headers: { origin: 'http://localhost:3000' } });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('access-control-expose-headers') ?? '', /content-range.*x-total-count/);
});

test('forged JWT on REST → 401 PGRST301 without internals', async () => {
  const forged = signJwt({ role: 'service_role', exp: Math.floor(Date.now() / 1000) + 60 }, 'not-the-secret-not-the-secret-not-the-secret');
  const res = await fetch(`${server.url}/rest/v1/users?select=*`, { headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${forged}` } });
  assert.equal(res.status, 401);
  const body = (await res.json()) as Record<string, unknown>;
  assert.equal(body.code, 'PGRST301');
  assert.equal(typeof body.message, 'string');
  assert.ok(!/select|stack|at /i.test(JSON.stringify(body)));
});

test('expired JWT on REST → 401 PGRST303', async () => {
  const expired = signJwt({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001', exp: Math.floor(Date.now() / 1000) - 3600 }, DEMO_JWT_SECRET);
  const res = await fetch(`${server.url}/rest/v1/users?select=*`, { headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${expired}` } });
  assert.equal(res.status, 401);
  const body = (await res.json()) as Record<string, unknown>;
  assert.equal(body.code, 'PGRST303');
  assert.equal(body.message, 'JWT expired');
});

test('garbage bearer token on REST → 401', async () => {
  const res = await fetch(`${server.url}/rest/v1/users`, { headers: { apikey: DEMO_ANON_KEY, authorization: 'Bearer not.a.jwt' } });
  assert.equal(res.status, 401);
  assert.equal(((await res.json()) as { code: string }).code, 'PGRST301');
});

test('unknown route → 404 JSON', async () => {
  const res = await fetch(`${server.url}/nope`);
  assert.equal(res.status, 404);
  assert.equal(((await res.json()) as { code: string }).code, 'not_found');
});

test('an apikey not signed with the secret is refused on REST and auth (gateway check)', async () => {
  for (const path of ['/rest/v1/users?select=*', '/auth/v1/settings']) {
    const res = await fetch(`${server.url}${path}`, { headers: { apikey: 'garbage' } });
    assert.equal(res.status, 401, path);
    const body = (await res.json()) as { message: string };
    assert.equal(body.message, 'Invalid API key');
  }
  // The recovery link is opened by a browser without any key.
  const link = await fetch(`${server.url}/auth/v1/verify?token=x&type=recovery`, { redirect: 'manual' });
  assert.equal(link.status, 303);
});

test('malformed JSON body on REST → 400 without SQL or stack', async () => {
  const res = await fetch(`${server.url}/rest/v1/notifications`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' },
    body: '{"title": ',
  });
  assert.equal(res.status, 400);
  const text = await res.text();
  assert.ok(!/ at |insert into|select /i.test(text), text);
});
