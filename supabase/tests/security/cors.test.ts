// Issue 14 §2: CORS no longer reflects any Origin. Allowed: the configured origins
// (ALLOWED_ORIGINS, APP_URL, SITE_URL, the local stack's app ports) and, on a loopback bind
// (development), any loopback origin. Any other Origin gets no access-control-allow-origin.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, DEMO_ANON_KEY, type TestServer } from '../helpers/local-server.ts';
import { signJwt } from '../../local/src/jwt.ts';

const SECRET = 'cors-test-secret-0123456789abcdefghijklmnop';
let dev: TestServer;
let pub: TestServer;
let pubLocal: string;
before(async () => {
  dev = await startTestServer({ seed: false });
  pub = await startTestServer({
    seed: false,
    host: '0.0.0.0',
    env: { JWT_SECRET: SECRET, ALLOWED_ORIGINS: 'https://akademi.example, https://admin.akademi.example/', SITE_URL: 'https://site.akademi.example/giris' },
  });
  pubLocal = `http://127.0.0.1:${new URL(pub.url).port}`;
});
after(async () => {
  await dev?.stop();
  await pub?.stop();
});

async function acao(url: string, origin: string, key: string, method = 'GET'): Promise<string | null> {
  const res = await fetch(url, {
    method,
    headers:
      method === 'OPTIONS'
        ? { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, authorization, content-type' }
        : { origin, apikey: key },
  });
  await res.arrayBuffer();
  return res.headers.get('access-control-allow-origin');
}

const FOREIGN = ['http://evil.example', 'https://akademi.example.evil.example', 'null', 'http://127.0.0.1.evil.example:3000', 'file://', 'http://localhost:3000/path'];

test('development (loopback bind): a foreign Origin gets no allow-origin, on every route and preflight', async () => {
  for (const path of ['/rest/v1/tests?select=id', '/auth/v1/settings', '/functions/v1/send-support-email', '/health']) {
    for (const origin of FOREIGN) {
      for (const method of ['GET', 'OPTIONS']) {
        assert.equal(await acao(`${dev.url}${path}`, origin, DEMO_ANON_KEY, method), null, `${method} ${path} Origin ${origin}`);
      }
    }
  }
});

test('development: loopback origins (apps, static test pages, exercises) are allowed', async () => {
  for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3004', 'http://127.0.0.1:4105', 'http://[::1]:3000', 'http://localhost:5173']) {
    assert.equal(await acao(`${dev.url}/rest/v1/tests?select=id`, origin, DEMO_ANON_KEY), origin);
    assert.equal(await acao(`${dev.url}/rest/v1/tests`, origin, DEMO_ANON_KEY, 'OPTIONS'), origin);
  }
});

test('a function cannot widen the policy: its own `*` is replaced by the gateway decision', async () => {
  const res = await fetch(`${dev.url}/functions/v1/send-support-email`, { method: 'OPTIONS', headers: { origin: 'http://evil.example' } });
  await res.arrayBuffer();
  assert.equal(res.headers.get('access-control-allow-origin'), null);
  const ok = await fetch(`${dev.url}/functions/v1/send-support-email`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:3000' } });
  await ok.arrayBuffer();
  assert.equal(ok.headers.get('access-control-allow-origin'), 'http://127.0.0.1:3000');
});

test('deployed (non-loopback bind): only ALLOWED_ORIGINS and SITE_URL origins; loopback origins are not allowed', async () => {
  const anon = pub.config.anonKey;
  for (const origin of ['https://akademi.example', 'https://admin.akademi.example', 'https://site.akademi.example']) {
    assert.equal(await acao(`${pubLocal}/rest/v1/tests?select=id`, origin, anon), origin);
    assert.equal(await acao(`${pubLocal}/auth/v1/settings`, origin, anon, 'OPTIONS'), origin);
  }
  for (const origin of [...FOREIGN, 'http://localhost:3000', 'http://127.0.0.1:3000', 'http://akademi.example']) {
    assert.equal(await acao(`${pubLocal}/rest/v1/tests?select=id`, origin, anon), null, origin);
    assert.equal(await acao(`${pubLocal}/rest/v1/tests`, origin, anon, 'OPTIONS'), null, origin);
  }
});

test('the app origins come from ALLOWED_ORIGINS (scripts/run.mjs lists the stack\'s six); ALLOWED_ORIGINS=* is refused', async () => {
  const six = [0, 1, 2, 3, 4, 5].flatMap((i) => [`http://127.0.0.1:${4100 + i}`, `http://localhost:${4100 + i}`]).join(',');
  const s = await startTestServer({ seed: false, host: '0.0.0.0', env: { JWT_SECRET: SECRET, ALLOWED_ORIGINS: six } });
  try {
    const local = `http://127.0.0.1:${new URL(s.url).port}`;
    const anon = signJwt({ role: 'anon', exp: Math.floor(Date.now() / 1000) + 600 }, SECRET);
    assert.equal(await acao(`${local}/health`, 'http://127.0.0.1:4105', anon), 'http://127.0.0.1:4105');
    assert.equal(await acao(`${local}/health`, 'http://localhost:4100', anon), 'http://localhost:4100');
    assert.equal(await acao(`${local}/health`, 'http://127.0.0.1:4106', anon), null);
  } finally {
    await s.stop();
  }
  await assert.rejects(startTestServer({ seed: false, env: { ALLOWED_ORIGINS: '*' } }), /ALLOWED_ORIGINS/);
});
