// /functions/v1/<name> runs supabase/functions/<name>/handler.ts (here: test fixtures).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { startTestServer, clientFor, createUser, signIn, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY, type TestServer } from '../helpers/local-server.ts';

let server: TestServer;
before(async () => {
  server = await startTestServer({
    seed: false,
    functionsDir: fileURLToPath(new URL('../fixtures/functions', import.meta.url)),
    env: { ECHO_EXTRA: 'ek' },
  });
});
after(async () => {
  await server?.stop();
});

interface Echo {
  method: string;
  path: string;
  sub: string;
  query: Record<string, string>;
  authorization: string | null;
  apikey: string | null;
  contentType: string | null;
  body: string;
  env: Record<string, unknown>;
}

test('supabase-js functions.invoke reaches the handler with path, headers, body and env', async () => {
  await createUser(server.url, 'fn@akademi.test');
  const client = await signIn(server.url, 'fn@akademi.test');
  const token = (await client.auth.getSession()).data.session!.access_token;
  const { data, error } = await client.functions.invoke<Echo>('echo', { body: { merhaba: 'dünya' } });
  assert.equal(error, null);
  assert.equal(data!.method, 'POST');
  assert.equal(data!.path, '/functions/v1/echo');
  assert.equal(data!.authorization, `Bearer ${token}`);
  assert.equal(data!.apikey, DEMO_ANON_KEY);
  assert.equal(data!.contentType, 'application/json');
  assert.deepEqual(JSON.parse(data!.body), { merhaba: 'dünya' });
  assert.equal(data!.env.SUPABASE_URL, server.url);
  assert.equal(data!.env.LOCAL_MAILBOX_URL, `${server.url}/mailbox/api/messages`);
  assert.equal(data!.env.hasServiceKey, true);
  assert.equal(data!.env.hasAnonKey, true);
  assert.equal(data!.env.EXTRA, 'ek');
});

test('sub-paths, query and GET are passed through; CORS headers are added', async () => {
  const res = await fetch(`${server.url}/functions/v1/echo/alt/yol?x=1`, { headers: { origin: 'http://localhost:3000', apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}` } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('x-echo'), 'yes');
  assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  const echo = (await res.json()) as Echo;
  assert.equal(echo.method, 'GET');
  assert.equal(echo.path, '/functions/v1/echo/alt/yol');
  assert.equal(echo.sub, 'alt/yol');
  assert.deepEqual(echo.query, { x: '1' });
  const pre = await fetch(`${server.url}/functions/v1/echo`, { method: 'OPTIONS', headers: { origin: 'http://localhost:3000', 'access-control-request-headers': 'authorization, x-client-info, apikey, content-type' } });
  assert.ok(pre.status === 204 || pre.status === 200);
  assert.match(pre.headers.get('access-control-allow-headers') ?? '', /x-client-info/);
});

test('a non-2xx response reaches supabase-js as FunctionsHttpError', async () => {
  const client = clientFor(server.url);
  const { error } = await client.functions.invoke('echo?status=418', { method: 'GET' });
  assert.equal(error?.name, 'FunctionsHttpError');
  assert.equal((error?.context as Response).status, 418);
});

test('unknown function → 404 JSON; a throwing handler → 500 {error} without details', async () => {
  const missing = await fetch(`${server.url}/functions/v1/nope`, { method: 'POST', headers: { apikey: DEMO_ANON_KEY } });
  assert.equal(missing.status, 404);
  assert.equal(((await missing.json()) as { code: string }).code, 'NOT_FOUND');
  const traversal = await fetch(`${server.url}/functions/v1/..%2Fhelpers`, { method: 'POST' });
  assert.equal(traversal.status, 404);
  const boom = await fetch(`${server.url}/functions/v1/boom`, { method: 'POST', headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}` } });
  assert.equal(boom.status, 500);
  const text = await boom.text();
  assert.deepEqual(JSON.parse(text), { error: 'Function error' });
  assert.ok(!text.includes('secret'));
});

test('mailbox API: service_role may post mail, others may not', async () => {
  const mail = { to: 'destek@akademi.test', subject: 'Destek talebi', text: 'Merhaba https://example.test/x' };
  const denied = await fetch(`${server.url}/mailbox/api/messages`, { method: 'POST', headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' }, body: JSON.stringify(mail) });
  assert.equal(denied.status, 403);
  const ok = await fetch(`${server.url}/mailbox/api/messages`, {
    method: 'POST',
    headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(mail),
  });
  assert.equal(ok.status, 201);
  const bad = await fetch(`${server.url}/mailbox/api/messages`, { method: 'POST', headers: { apikey: DEMO_SERVICE_ROLE_KEY }, body: '{nope' });
  assert.equal(bad.status, 400);
  const list = (await (await fetch(`${server.url}/mailbox/api/messages?to=destek@akademi.test`)).json()) as { subject: string; from: string }[];
  assert.equal(list.length, 1);
  assert.equal(list[0].subject, 'Destek talebi');
  const page = await (await fetch(`${server.url}/mailbox`)).text();
  assert.match(page, /Destek talebi/);
  assert.match(page, /<a href="https:\/\/example.test\/x">/);
});
