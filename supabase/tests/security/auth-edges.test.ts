// Issue 14 §9 (the server's part): an e-mail change onto an address a profile already holds is a
// 422, not a 500; concurrent refreshes of one refresh token yield one new token (GoTrue); a JWT
// whose exp is not a number is refused; CR/LF from the contact form never reaches a mail subject.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startTestServer,
  createUser,
  clientFor,
  signIn,
  DEMO_ANON_KEY,
  DEMO_SERVICE_ROLE_KEY,
  DEMO_JWT_SECRET,
  DEMO_PASSWORD,
  type TestServer,
} from '../helpers/local-server.ts';
import { signJwt } from '../../local/src/jwt.ts';
import { headerSafe, supportMail } from '../../functions/send-support-email/handler.ts';

let server: TestServer;
before(async () => {
  server = await startTestServer({ seed: false });
});
after(async () => {
  await server?.stop();
});

test('PUT /auth/v1/user onto an address a profile without an auth account holds → 422 email_exists', async () => {
  const service = clientFor(server.url, DEMO_SERVICE_ROLE_KEY);
  const { error: insertError } = await service.from('users').insert({ email: 'onceden@akademi.test', first_name: 'Önceden', last_name: 'Kayıt' });
  assert.equal(insertError, null);
  await createUser(server.url, 'degistiren@akademi.test');
  const client = await signIn(server.url, 'degistiren@akademi.test');
  const { error } = await client.auth.updateUser({ email: 'onceden@akademi.test' });
  assert.equal(error?.status, 422);
  assert.equal(error?.code, 'email_exists');
  // Nothing changed.
  const { data } = await client.auth.getUser();
  assert.equal(data.user?.email, 'degistiren@akademi.test');
  // The admin API refuses the same change the same way.
  const id = data.user!.id;
  const admin = await service.auth.admin.updateUserById(id, { email: 'onceden@akademi.test' });
  assert.equal(admin.error?.status, 422);
});

test('20 concurrent refreshes of one refresh token yield one new live token (GoTrue reuse)', async () => {
  await createUser(server.url, 'yenile@akademi.test');
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY },
    body: JSON.stringify({ email: 'yenile@akademi.test', password: DEMO_PASSWORD }),
  });
  const session = (await res.json()) as { refresh_token: string; user: { id: string } };
  const answers = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const r = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: DEMO_ANON_KEY },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      });
      return { status: r.status, body: (await r.json()) as { refresh_token?: string } };
    }),
  );
  const minted = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.refresh_token));
  assert.ok(answers.some((a) => a.status === 200));
  assert.equal(minted.size, 1, `distinct new refresh tokens: ${minted.size}`);
  const live = await server.db.query<{ n: number }>(
    `select count(*)::int as n from auth.refresh_tokens where user_id = $1 and not revoked`,
    [session.user.id],
  );
  assert.equal(Number(live.rows[0].n), 1);
  // The one new token rotates normally.
  const next = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY },
    body: JSON.stringify({ refresh_token: [...minted][0] }),
  });
  assert.equal(next.status, 200);
});

test('a JWT whose exp (or nbf/iat) is not a number is refused', async () => {
  const sub = await createUser(server.url, 'stringexp@akademi.test');
  for (const claims of [
    { role: 'service_role', exp: '1' },
    { role: 'service_role', exp: 'never' },
    { role: 'authenticated', sub, exp: '9999999999' },
    { role: 'authenticated', sub, exp: Math.floor(Date.now() / 1000) + 600, nbf: 'now' },
    { role: 'authenticated', sub, exp: null },
  ]) {
    const token = signJwt(claims, DEMO_JWT_SECRET);
    const rest = await fetch(`${server.url}/rest/v1/users?select=id`, { headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${token}` } });
    assert.equal(rest.status, 401, JSON.stringify(claims));
    assert.equal(((await rest.json()) as { code: string }).code, 'PGRST301');
    const user = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${token}` } });
    assert.ok(user.status === 401 || user.status === 403, `GET /user ${JSON.stringify(claims)}: ${user.status}`);
    await user.arrayBuffer();
    const fn = await fetch(`${server.url}/auth/v1/admin/users`, { headers: { apikey: token, authorization: `Bearer ${token}` } });
    assert.equal(fn.status, 401, `admin with ${JSON.stringify(claims)}`);
    await fn.arrayBuffer();
  }
});

test('CR/LF in the contact name never reaches the support mail subject', async () => {
  const name = 'Ali Veli\r\nBcc: kurban@example.com\r\nSubject: sahte';
  const res = await fetch(`${server.url}/functions/v1/send-support-email`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: 'ali@ornek.com', subject: 'teknik-sorun', message: 'Ekran açılmıyor, yardım eder misiniz?' }),
  });
  assert.equal(res.status, 200, await res.text());
  const mails = (await (await fetch(`${server.url}/mailbox/api/messages?to=destek@akademi.test`)).json()) as { subject: string }[];
  assert.equal(mails.length, 1);
  assert.doesNotMatch(mails[0].subject, /[\r\n]/, mails[0].subject);
  assert.match(mails[0].subject, /Ali Veli Bcc: kurban@example\.com Subject: sahte/);
  // The mail builder itself, for every control character a header could carry.
  const mail = supportMail({ name: 'A\rB\nC\u2028D\u0085E\tF\u0000G', email: 'a@b.co', subject: 'diger', message: 'x' }, '1');
  // eslint-disable-next-line no-control-regex
  assert.doesNotMatch(mail.subject, /[\u0000-\u001f\u007f\u0085\u2028\u2029]/);
  assert.equal(headerSafe('Ali\r\n\r\nBcc: x'), 'Ali Bcc: x');
});
