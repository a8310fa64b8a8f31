// Shared plumbing: serveJson error mapping, env access, route parsing, LMS key, mail providers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HttpError, serveJson, readJsonObject } from '../../functions/_shared/http.ts';
import { getEnv, isLocalStack } from '../../functions/_shared/env.ts';
import { subRoute } from '../../functions/_shared/route.ts';
import { constantTimeEqual, legacySharedKey, sha256Hex } from '../../functions/_shared/lms-key.ts';
import { mailProvider, sendMail } from '../../functions/_shared/mail.ts';
import createUser from '../../functions/create-user/handler.ts';
import systemAlert from '../../functions/system-alert/handler.ts';

const envOf = (vars: Record<string, string | undefined>) => (name: string) => vars[name];

test('serveJson: HttpError keeps its status and message; unexpected errors are a bare 500', async () => {
  const original = console.error;
  console.error = () => undefined;
  try {
    const h = serveJson('t', async (req) => {
      const body = await readJsonObject(req);
      if (body.kind === 'http') throw new HttpError(403, 'Yasak', { success: false });
      throw new Error('secret internals at /srv/x.ts:12');
    });
    const call = (body: string) => h(new Request('http://x/f', { method: 'POST', body }));
    let res = await call('{"kind":"http"}');
    assert.equal(res.status, 403);
    assert.deepEqual(await res.json(), { success: false, error: 'Yasak' });
    res = await call('{"kind":"boom"}');
    assert.equal(res.status, 500);
    const text = await res.text();
    assert.doesNotMatch(text, /secret internals|x\.ts/);
    assert.equal(JSON.parse(text).error, 'Beklenmeyen bir sunucu hatası oluştu');
    res = await call('');
    assert.equal(res.status, 400);
    res = await call('"string"');
    assert.equal(res.status, 400);
    assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
  } finally {
    console.error = original;
  }
});

test('protected functions: no Authorization header → 401 before anything else', async () => {
  for (const handler of [createUser, systemAlert]) {
    const res = await handler(new Request('http://x/functions/v1/f', { method: 'POST', body: '{}' }));
    assert.equal(res.status, 401);
    assert.match((await res.json()).error, /Oturum/);
  }
});

test('env: process.env on Node, blank counts as unset; local stack detection', () => {
  process.env.AKADEMI_TEST_VAR = 'x';
  process.env.AKADEMI_TEST_BLANK = '  ';
  assert.equal(getEnv('AKADEMI_TEST_VAR'), 'x');
  assert.equal(getEnv('AKADEMI_TEST_BLANK'), undefined);
  delete process.env.AKADEMI_TEST_VAR;
  delete process.env.AKADEMI_TEST_BLANK;
  assert.equal(isLocalStack(envOf({ SUPABASE_URL: 'http://127.0.0.1:54321' })), true);
  assert.equal(isLocalStack(envOf({ SUPABASE_URL: 'http://localhost:9999' })), true);
  assert.equal(isLocalStack(envOf({ SUPABASE_URL: 'https://abc.supabase.co' })), false);
  assert.equal(isLocalStack(envOf({})), false);
});

test('sub-route on the local and the hosted path', () => {
  const r = (u: string) => new Request(u, { method: 'POST' });
  assert.equal(subRoute(r('http://127.0.0.1:54321/functions/v1/lms-integration/verify-user'), 'lms-integration'), 'verify-user');
  assert.equal(subRoute(r('https://abc.supabase.co/lms-integration/get-students?x=1'), 'lms-integration'), 'get-students');
  assert.equal(subRoute(r('http://h/functions/v1/lms-integration'), 'lms-integration'), null);
});

test('LMS key: no shared key unless LMS_LEGACY_SHARED_KEY is set (none on a local stack either), constant-time compare', async () => {
  assert.equal(legacySharedKey(envOf({ LMS_LEGACY_SHARED_KEY: 'a-long-enough-legacy-key', SUPABASE_URL: 'https://abc.supabase.co' })), 'a-long-enough-legacy-key');
  assert.equal(legacySharedKey(envOf({ SUPABASE_URL: 'http://127.0.0.1:54321' })), null);
  assert.equal(legacySharedKey(envOf({ LMS_ACCESS_KEY: 'old-name-is-not-read', SUPABASE_URL: 'https://abc.supabase.co' })), null);
  assert.equal(legacySharedKey(envOf({ LMS_LEGACY_SHARED_KEY: 'short' })), null);
  assert.equal(await sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  assert.equal(constantTimeEqual('abc', 'abc'), true);
  assert.equal(constantTimeEqual('abc', 'abd'), false);
  assert.equal(constantTimeEqual('abc', 'abcd'), false);
  assert.equal(constantTimeEqual('', ''), true);
  assert.equal(constantTimeEqual('ş', 's'), false);
});

test('mail provider choice and the wire of each provider (fake fetch)', async () => {
  assert.equal(mailProvider(envOf({})), 'none');
  assert.equal(mailProvider(envOf({ LOCAL_MAILBOX_URL: 'http://m' })), 'local');
  assert.equal(mailProvider(envOf({ MAIL_PROVIDER: 'Resend' })), 'resend');
  assert.deepEqual(mailProvider(envOf({ MAIL_PROVIDER: 'smtp' })), { invalid: 'smtp' });

  const calls: { url: string; init: RequestInit }[] = [];
  const fake = (status: number) =>
    (async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify({ id: 'm-1' }), { status });
    }) as typeof fetch;
  const msg = { to: 'destek@akademi.test', subject: 'Konu', text: 'Metin', html: '<p>Metin</p>', replyTo: 'ali@x.com' };

  let r = await sendMail(msg, envOf({ LOCAL_MAILBOX_URL: 'http://127.0.0.1:1/mailbox/api/messages', SUPABASE_SERVICE_ROLE_KEY: 'svc' }), fake(201));
  assert.deepEqual(r, { ok: true, provider: 'local', providerId: 'm-1' });
  assert.equal(calls[0].url, 'http://127.0.0.1:1/mailbox/api/messages');
  assert.equal(new Headers(calls[0].init.headers).get('authorization'), 'Bearer svc');
  const sent = JSON.parse(String(calls[0].init.body));
  assert.equal(sent.to, 'destek@akademi.test');
  assert.equal(sent.from, 'Akademi <noreply@akademi.test>');

  r = await sendMail(msg, envOf({ MAIL_PROVIDER: 'resend', RESEND_API_KEY: 're_x', MAIL_FROM: 'Destek <d@ornek.com>' }), fake(200));
  assert.equal(r.ok, true);
  assert.equal(calls[1].url, 'https://api.resend.com/emails');
  assert.equal(new Headers(calls[1].init.headers).get('authorization'), 'Bearer re_x');
  assert.deepEqual(JSON.parse(String(calls[1].init.body)).to, ['destek@akademi.test']);

  r = await sendMail(msg, envOf({ MAIL_PROVIDER: 'resend' }), fake(200));
  assert.equal(r.ok, false);
  r = await sendMail(msg, envOf({ LOCAL_MAILBOX_URL: 'http://m' }), fake(500));
  assert.deepEqual(r, { ok: false, provider: 'local', reason: 'local mailbox answered 500' });
  r = await sendMail(msg, envOf({}), fake(200));
  assert.equal(r.ok, false);
  assert.equal(r.provider, 'none');
  assert.equal(calls.length, 3); // misconfigured providers never call out
});
