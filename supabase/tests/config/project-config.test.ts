// supabase/config.toml is the one place a deployment's settings live (issue 27 §1): the local
// server reads the same file and obeys it. A copy of the file with another password rule, mail
// subject, sign-up switch or verify_jwt is followed; a bad file stops the server naming the key.
//   cd supabase && npx tsx --test tests/config/project-config.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUPABASE_DIR } from '../../local/src/migrate.ts';
import { loadProjectConfig } from '../../local/src/project-config.ts';
import { renderTemplate } from '../../local/src/project-config/mail-templates.ts';
import { clientFor, createUser, startTestServer, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../helpers/local-server.ts';

const REAL = join(SUPABASE_DIR, 'config.toml');

/** A project folder <tmp>/supabase with a copy of config.toml (edited) and the templates. */
function projectCopy(edit: (toml: string) => string, files: Record<string, string> = {}): { file: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'akademi-config-'));
  mkdirSync(join(root, 'supabase'));
  cpSync(join(SUPABASE_DIR, 'templates'), join(root, 'supabase', 'templates'), { recursive: true });
  const file = join(root, 'supabase', 'config.toml');
  writeFileSync(file, edit(readFileSync(REAL, 'utf8')));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'supabase', name), text);
  return { file, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

test('the project file holds the deployment settings the issue names, in the CLI format', () => {
  const c = loadProjectConfig(REAL);
  assert.equal(c.signupEnabled, false);
  assert.equal(c.emailConfirmations, true);
  assert.equal(c.jwtExpirySeconds, 3600);
  assert.equal(c.passwordPolicy.minLength, 8);
  assert.equal(c.passwordPolicy.requiredCharacters.length, 2);
  assert.equal(c.mfa.totpEnrollEnabled, true);
  assert.equal(c.mfa.totpVerifyEnabled, true);
  assert.equal(c.templates.recovery.subject, 'Şifre sıfırlama');
  assert.match(c.templates.recovery.content, /\{\{ \.ConfirmationURL \}\}/);
  for (const kind of ['invite', 'magic_link', 'email_change', 'confirmation'] as const) assert.match(c.templates[kind].content, /Merhaba/, kind);
  assert.equal(c.functions['lms-integration']?.verifyJwt, false);
  assert.equal(c.functions['create-user']?.verifyJwt, true);
  assert.ok(c.seed.sqlPaths[0]?.endsWith(join('supabase', 'seed.sql')));
});

test('Go-template variables render HTML-escaped; unknown ones render empty', () => {
  const out = renderTemplate('<a href="{{ .ConfirmationURL }}">x</a> {{ .Token }} {{.Email}} {{ .Nope }} {{ .Data.name }}', {
    ConfirmationURL: 'http://h/v?a=1&b=2',
    Token: '123456',
    Email: '<a@b.c>',
    Data: { name: 'Ali' },
  });
  assert.equal(out, '<a href="http://h/v?a=1&amp;b=2">x</a> 123456 &lt;a@b.c&gt;  Ali');
});

test('a copy with another password rule and recovery subject: the server follows it', async () => {
  const p = projectCopy((t) =>
    t
      .replace('minimum_password_length = 8', 'minimum_password_length = 12')
      .replace('subject = "Şifre sıfırlama"', 'subject = "Yeni şifre: {{ .Email }}"')
      .replace('jwt_expiry = 3600', 'jwt_expiry = 600'),
  );
  const s = await startTestServer({ seed: false, configFile: p.file });
  try {
    const admin = clientFor(s.url, DEMO_SERVICE_ROLE_KEY).auth.admin;
    const weak = await admin.createUser({ email: 'kural@akademi.test', password: 'kisa12345a', email_confirm: true });
    assert.equal(weak.error?.code, 'weak_password', '10 characters are below the copy’s 12');
    await createUser(s.url, 'kural@akademi.test', 'uzunsifre12345');
    const signedIn = await clientFor(s.url).auth.signInWithPassword({ email: 'kural@akademi.test', password: 'uzunsifre12345' });
    assert.equal(signedIn.error, null);
    assert.equal(signedIn.data.session?.expires_in, 600);
    const { error } = await clientFor(s.url).auth.resetPasswordForEmail('kural@akademi.test');
    assert.equal(error, null);
    const mails = (await (await fetch(`${s.url}/mailbox/api/messages?to=kural%40akademi.test`)).json()) as { subject: string; text: string; html: string }[];
    assert.equal(mails[0]?.subject, 'Yeni şifre: kural@akademi.test');
    assert.match(mails[0]?.text ?? '', /Şifremi sıfırla: http:\/\/\S+\/auth\/v1\/verify\?\S+type=recovery/);
    assert.match(mails[0]?.text ?? '', /kodu girin: \d{6}/);
  } finally {
    await s.stop();
    p.cleanup();
  }
});

test('the real file: sign-up is off, the 8-character rule holds, the Turkish recovery mail goes out', async () => {
  const s = await startTestServer({ seed: false, env: { ENABLE_SIGNUP: '' } });
  try {
    const up = await clientFor(s.url).auth.signUp({ email: 'yeni@akademi.test', password: 'uzunsifre12345' });
    assert.equal(up.error?.code, 'signup_disabled');
    const admin = clientFor(s.url, DEMO_SERVICE_ROLE_KEY).auth.admin;
    const weak = await admin.createUser({ email: 'k@akademi.test', password: 'sadeceharf', email_confirm: true });
    assert.equal(weak.error?.code, 'weak_password', 'letters only');
    await createUser(s.url, 'k@akademi.test', 'harf1234');
    await clientFor(s.url).auth.resetPasswordForEmail('k@akademi.test');
    const mails = (await (await fetch(`${s.url}/mailbox/api/messages?to=k%40akademi.test`)).json()) as { subject: string; html: string }[];
    assert.equal(mails[0]?.subject, 'Şifre sıfırlama');
    assert.match(mails[0]?.html ?? '', /k@akademi\.test/);
  } finally {
    await s.stop();
  }
});

test('verify_jwt: a function that wants a JWT refuses a call without one; lms-integration does not', async () => {
  const s = await startTestServer({ seed: false });
  try {
    const none = await fetch(`${s.url}/functions/v1/system-alert`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.equal(none.status, 401);
    assert.deepEqual(await none.json(), { code: 401, message: 'Missing authorization header' });
    const bad = await fetch(`${s.url}/functions/v1/system-alert`, { method: 'POST', headers: { authorization: 'Bearer x.y.z' }, body: '{}' });
    assert.equal(bad.status, 401);
    await bad.arrayBuffer();
    const anon = await fetch(`${s.url}/functions/v1/system-alert`, { method: 'POST', headers: { authorization: `Bearer ${DEMO_ANON_KEY}`, 'content-type': 'application/json' }, body: '{}' });
    const anonBody = (await anon.json()) as { message?: string; error?: string };
    assert.notEqual(anonBody.message, 'Invalid JWT', 'the anon key passes the gateway (the function itself decides)');
    assert.ok(anonBody.error, 'the function answered');
    const lms = await fetch(`${s.url}/functions/v1/lms-integration/verify-user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.notEqual(lms.status, 404);
    const body = (await lms.json()) as { code?: number; message?: string };
    assert.notEqual(body.message, 'Missing authorization header', 'the gateway lets it through to the function');
  } finally {
    await s.stop();
  }
});

for (const [what, edit, files, expected] of [
  ['an unknown key', (t: string) => t.replace('enable_signup = false', 'enable_signup = false\nenable_sigup = true'), {}, /unknown key \[auth\] enable_sigup/],
  ['a wrong type', (t: string) => t.replace('jwt_expiry = 3600', 'jwt_expiry = "1h"'), {}, /\[auth\] jwt_expiry must be a whole number/],
  ['a wrong type in a rate limit', (t: string) => t.replace('email_sent = 30', 'email_sent = true'), {}, /\[auth.rate_limit\] email_sent must be a whole number/],
  ['an unknown section', (t: string) => t + '\n[auth.emial]\nx = 1\n', {}, /unknown section \[auth\.emial\]/],
  ['a missing template file', (t: string) => t.replace('./supabase/templates/invite.html', './supabase/templates/yok.html'), {}, /\[auth\.email\.template\.invite\] content_path: template file not found: \.\/supabase\/templates\/yok\.html/],
  ['an unknown password rule', (t: string) => t.replace('password_requirements = "letters_digits"', 'password_requirements = "harfler"'), {}, /password_requirements: unknown value "harfler"/],
] as const) {
  test(`config.toml with ${what} stops the server with a message naming it`, async () => {
    const p = projectCopy(edit, files);
    try {
      await assert.rejects(startTestServer({ seed: false, configFile: p.file }), expected);
    } finally {
      p.cleanup();
    }
  });
}
