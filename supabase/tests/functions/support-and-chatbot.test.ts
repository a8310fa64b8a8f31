// send-support-email and chatbot-claude against the real local server. The support mail lands
// in the local mailbox; the AI provider is never reached outside this machine (without a key
// the function answers 503; with a key it talks to a stand-in on 127.0.0.1).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, signIn, startTestServer, type TestServer } from '../helpers/local-server.ts';
import { call, ensureDemoAccounts, serviceFor } from './fixtures.ts';

let server: TestServer;
let svc: SupabaseClient;
let ids: Map<string, string>;
const saved: Record<string, string | undefined> = {};
const ENV_KEYS = ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'MAIL_PROVIDER', 'LOCAL_MAILBOX_URL', 'SUPPORT_EMAIL_TO'];

function setEnv(vars: Record<string, string | undefined>): void {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
}

before(async () => {
  server = await startTestServer();
  for (const k of ENV_KEYS) saved[k] = process.env[k];
  setEnv({ ANTHROPIC_API_KEY: undefined, ANTHROPIC_BASE_URL: undefined, MAIL_PROVIDER: undefined, SUPPORT_EMAIL_TO: undefined });
  ids = await ensureDemoAccounts(server.url);
  svc = serviceFor(server.url);
});
after(async () => {
  setEnv(saved);
  await server?.stop();
});

const message = {
  name: 'Ayşe Antrenör',
  email: 'antrenor1@akademi.test',
  subject: 'rapor-sorunu',
  message: 'D2 raporu yazdırılırken sayfa boş çıkıyor.',
};

async function mailbox(to: string): Promise<{ subject: string; text: string | null; to: string }[]> {
  const res = await fetch(`${server.url}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  assert.equal(res.status, 200);
  return res.json() as Promise<{ subject: string; text: string | null; to: string }[]>;
}

test('support message is stored first, then mailed into the local mailbox', async () => {
  const trainer = await signIn(server.url, 'antrenor1@akademi.test');
  const res = await call(trainer, 'send-support-email', { ...message, userId: 'ignored-client-value' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.success, true);
  const { data: row } = await svc.from('support_messages').select('*').eq('id', res.body.id as string).single();
  assert.equal(row.status, 'delivered');
  assert.ok(row.delivered_at);
  assert.equal(row.user_id, ids.get('antrenor1@akademi.test'));
  assert.equal(row.subject, 'rapor-sorunu');
  const mails = await mailbox('destek@akademi.test');
  const mail = mails.find((m) => m.text?.includes(String(res.body.id)));
  assert.ok(mail, 'support mail in the local mailbox');
  assert.equal(mail.subject, '[Akademi Destek] Rapor Sorunu — Ayşe Antrenör');
  assert.match(mail.text ?? '', /D2 raporu yazdırılırken/);
});

test('anonymous sender is accepted with user_id null; invalid input is 400 and stores nothing', async () => {
  const anon = clientFor(server.url);
  const ok = await call(anon, 'send-support-email', { ...message, name: 'Misafir', email: 'misafir@ornek.com' });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  const { data: row } = await svc.from('support_messages').select('user_id').eq('id', ok.body.id as string).single();
  assert.equal(row?.user_id, null);

  const { count: before } = await svc.from('support_messages').select('id', { count: 'exact', head: true });
  for (const [body, error] of [
    [{ ...message, name: 'A' }, 'Ad Soyad en az 2 karakter olmalıdır'],
    [{ ...message, email: 'yok' }, 'Geçerli bir e-posta adresi giriniz'],
    [{ ...message, subject: '' }, 'Konu seçiniz'],
    [{ ...message, message: 'kısa' }, 'Mesaj en az 10 karakter olmalıdır'],
  ] as const) {
    const res = await call(anon, 'send-support-email', body);
    assert.equal(res.status, 400);
    assert.equal(res.body.error, error);
  }
  const { count: afterCount } = await svc.from('support_messages').select('id', { count: 'exact', head: true });
  assert.equal(afterCount, before);
});

test('mail failure keeps the row (status failed) and answers 502; no provider keeps it new and answers 503', async () => {
  const mailboxUrl = process.env.LOCAL_MAILBOX_URL;
  try {
    setEnv({ LOCAL_MAILBOX_URL: 'http://127.0.0.1:9/unreachable' });
    const failed = await call(clientFor(server.url), 'send-support-email', message);
    assert.equal(failed.status, 502);
    assert.equal(failed.body.success, false);
    assert.match(String(failed.body.error), /Mesajınız kaydedildi/);
    const { data: row } = await svc.from('support_messages').select('status, delivered_at').eq('id', failed.body.id as string).single();
    assert.deepEqual(row, { status: 'failed', delivered_at: null });

    setEnv({ LOCAL_MAILBOX_URL: undefined });
    const none = await call(clientFor(server.url), 'send-support-email', message);
    assert.equal(none.status, 503);
    const { data: row2 } = await svc.from('support_messages').select('status').eq('id', none.body.id as string).single();
    assert.equal(row2?.status, 'new');
  } finally {
    setEnv({ LOCAL_MAILBOX_URL: mailboxUrl });
  }
});

test('chatbot without an AI key: 503 {error: AI provider not configured}', async () => {
  const trainer = await signIn(server.url, 'antrenor1@akademi.test');
  const res = await call(trainer, 'chatbot-claude', { message: 'Raporları nasıl indiririm?', conversationHistory: [], userId: 'x' });
  assert.equal(res.status, 503);
  assert.deepEqual(res.body, { error: 'AI provider not configured' });
});

test('chatbot with a key talks to the configured provider URL (a stand-in on 127.0.0.1)', async () => {
  let seen: { headers: Record<string, unknown>; body: { messages: unknown[]; system: string } } | undefined;
  const fake: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen = { headers: req.headers, body: JSON.parse(raw) };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ model: 'stand-in', content: [{ type: 'text', text: 'Raporlar sayfasından indirebilirsiniz.' }], usage: { input_tokens: 10, output_tokens: 5 } }));
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  try {
    setEnv({ ANTHROPIC_API_KEY: 'local-test-key', ANTHROPIC_BASE_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}` });
    const res = await call(clientFor(server.url), 'chatbot-claude', { message: 'Raporları nasıl indiririm?', conversationHistory: [{ role: 'assistant', content: 'Merhaba!' }] });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.response, 'Raporlar sayfasından indirebilirsiniz.');
    assert.deepEqual(res.body.tokensUsed, { input: 10, output: 5, total: 15 });
    assert.equal(typeof res.body.responseTimeMs, 'number');
    assert.equal(seen?.headers['x-api-key'], 'local-test-key');
    assert.deepEqual(seen?.body.messages, [{ role: 'user', content: 'Raporları nasıl indiririm?' }]);
  } finally {
    setEnv({ ANTHROPIC_API_KEY: undefined, ANTHROPIC_BASE_URL: undefined });
    await new Promise<void>((r) => fake.close(() => r()));
  }
});
