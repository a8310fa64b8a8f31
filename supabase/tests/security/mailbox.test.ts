// Issue 14 §1: the local mailbox is a development tool. It answers only on a loopback bind, only
// for a Host header that names this machine (DNS rebinding), never with CORS headers, and it can
// be turned off; off, the recovery mail goes to the mail provider or the server log.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, createUser, clientFor, type TestServer } from '../helpers/local-server.ts';
import { rawRequest } from './raw-http.ts';

let server: TestServer;
before(async () => {
  server = await startTestServer({ seed: false });
  await createUser(server.url, 'kurban@akademi.test');
  const { error } = await clientFor(server.url).auth.resetPasswordForEmail('kurban@akademi.test');
  assert.equal(error, null);
});
after(async () => {
  await server?.stop();
});

const port = () => new URL(server.url).port;

test('a Host header that does not name this machine is refused (DNS rebinding)', async () => {
  for (const host of ['evil.example', `evil.example:${port()}`, `127.0.0.1.nip.io:${port()}`, 'akademi.example.com', `10.0.0.5:${port()}`]) {
    for (const path of ['/mailbox/api/messages?to=kurban@akademi.test', '/mailbox']) {
      const res = await rawRequest(`${server.url}${path}`, { headers: { host } });
      assert.ok(res.status === 403 || res.status === 404, `${host} ${path}: ${res.status}`);
      assert.doesNotMatch(res.body, /verify\?/, `${host} ${path} must not see the recovery link`);
    }
  }
});

test('Host 127.0.0.1, localhost and [::1] (any port) are answered', async () => {
  for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`, `[::1]:${port()}`, 'localhost', '127.0.0.1']) {
    const res = await rawRequest(`${server.url}/mailbox/api/messages?to=kurban@akademi.test`, { headers: { host } });
    assert.equal(res.status, 200, host);
    assert.match(res.body, /verify\?/);
  }
});

test('the mailbox never sends CORS headers, whatever the Origin', async () => {
  for (const origin of ['http://evil.example', 'http://localhost:3000', 'http://127.0.0.1:3000']) {
    const get = await fetch(`${server.url}/mailbox/api/messages?to=kurban@akademi.test`, { headers: { origin } });
    assert.equal(get.status, 200);
    assert.equal(get.headers.get('access-control-allow-origin'), null, `GET with Origin ${origin}`);
    const page = await fetch(`${server.url}/mailbox`, { headers: { origin } });
    assert.equal(page.headers.get('access-control-allow-origin'), null);
    const pre = await fetch(`${server.url}/mailbox/api/messages`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    assert.equal(pre.headers.get('access-control-allow-origin'), null, `preflight with Origin ${origin}`);
    assert.equal(pre.headers.get('access-control-allow-methods'), null);
  }
});

test('mailbox: false turns it off; the recovery mail then goes to the server log', async () => {
  const lines: string[] = [];
  const off = await startTestServer({ seed: false, mailbox: false, log: (l) => lines.push(l) });
  try {
    assert.equal((await fetch(`${off.url}/mailbox/api/messages`)).status, 404);
    assert.equal((await fetch(`${off.url}/mailbox`)).status, 404);
    await createUser(off.url, 'kapali@akademi.test');
    const { error } = await clientFor(off.url).auth.resetPasswordForEmail('kapali@akademi.test');
    assert.equal(error, null);
    assert.ok(lines.some((l) => l.includes('kapali@akademi.test') && /\/auth\/v1\/verify\?token=/.test(l)), lines.join('\n'));
    assert.equal(process.env.LOCAL_MAILBOX_URL, '', 'edge functions are not pointed at a mailbox that is off');
  } finally {
    await off.stop();
  }
});

test('MAILBOX=off in the environment turns it off too', async () => {
  const off = await startTestServer({ seed: false, env: { MAILBOX: 'off' } });
  try {
    assert.equal((await fetch(`${off.url}/mailbox/api/messages`)).status, 404);
  } finally {
    await off.stop();
  }
});

test('bound to a non-loopback address the mailbox is off', async () => {
  const pub = await startTestServer({ seed: false, host: '0.0.0.0', env: { JWT_SECRET: 'a-real-secret-for-this-test-0123456789abcdef', MAILBOX: 'on' } });
  try {
    const local = `http://127.0.0.1:${new URL(pub.url).port}`;
    assert.equal((await fetch(`${local}/mailbox/api/messages`)).status, 404);
    assert.equal((await fetch(`${local}/mailbox`)).status, 404);
    assert.equal(pub.config.mailbox, false);
  } finally {
    await pub.stop();
  }
});
