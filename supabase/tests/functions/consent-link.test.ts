// The guardian consent link end to end on the real local server (issue 26 item 1): creating a
// student with a guardian e-mail mails the guardian a link (base URL from APP_URL, never the body;
// token in the fragment); the guardian consents through the anon RPCs with that token; then a
// trainer can register a session. consent-link (resend): only staff above the student, 3 per hour.
//   cd supabase && npx tsx --test tests/functions/consent-link.test.ts
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, signIn, startTestServer, type TestServer } from '../helpers/local-server.ts';
import { call, ensureDemoAccounts, serviceFor } from './fixtures.ts';

const APP_URL = 'https://akademi.example.com';
let server: TestServer;
let svc: SupabaseClient;
const as = new Map<string, SupabaseClient>();
let n = 0;

before(async () => {
  server = await startTestServer({ env: { APP_URL } });
  await ensureDemoAccounts(server.url);
  svc = serviceFor(server.url);
  for (const email of ['admin@akademi.test', 'antrenor1@akademi.test', 'antrenor2@akademi.test', 'ogrenci1@akademi.test']) as.set(email, await signIn(server.url, email));
});
after(async () => {
  await server?.stop();
});
const client = (email: string) => as.get(email)!;

interface Mail {
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
}
async function mailsTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${server.url}/mailbox/api/messages?to=${encodeURIComponent(address)}`);
  assert.equal(res.status, 200);
  return (await res.json()) as Mail[];
}
const tokenOf = (text: string | null) => /\/veli-onayi#t=([0-9a-f]{64})\b/.exec(text ?? '')?.[1] ?? null;

async function createStudent(guardian: string | null, extra: Record<string, unknown> = {}) {
  const email = `onay-${Date.now()}-${n++}@akademi.test`;
  const res = await call(client('antrenor1@akademi.test'), 'create-user', {
    email,
    password: 'Kalem4ler99',
    firstName: 'Deniz',
    lastName: 'Onay',
    roles: ['kullanici'],
    demographicInfo: guardian ? { parent_email: guardian, parent_name: 'Veli Onay' } : { grade_level: '3' },
    ...extra,
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return { id: (res.body.user as { id: string }).id, body: res.body };
}

test('a student created with a guardian e-mail: the guardian gets a link on APP_URL (the body cannot move it), consents, then a trainer starts a session', async () => {
  const guardian = `veli-${Date.now()}@example.com`;
  const { id, body } = await createStudent(guardian, { appUrl: 'https://evil.example', redirect_to: 'https://evil.example', siteUrl: 'https://evil.example' });
  assert.deepEqual((body.consentLink as { sent: boolean; to: string }).sent, true);
  const mails = await mailsTo(guardian);
  assert.equal(mails.length, 1);
  assert.match(mails[0].subject, /Veli onayı/);
  assert.ok(mails[0].text?.includes(`${APP_URL}/veli-onayi#t=`), mails[0].text ?? '');
  assert.doesNotMatch(`${mails[0].text}${mails[0].html}`, /evil\.example/);
  assert.match(mails[0].html ?? '', /<strong>Deniz Onay<\/strong>/);
  const token = tokenOf(mails[0].text);
  assert.ok(token);

  // before consent: the database refuses the session
  const trainer = client('antrenor1@akademi.test');
  const me = (await trainer.rpc('current_user_id')).data as string;
  const refused = await trainer.from('test_sessions').insert({ student_id: id, conducted_by: me, kind: 'burdon' });
  assert.equal(refused.error?.code, 'PT403');
  assert.equal(refused.error?.message, 'Bu öğrenci için veli onayı bulunmuyor.');
  assert.equal(refused.error?.hint, 'consent_required');
  assert.equal(refused.status, 403);

  const anon = clientFor(server.url);
  const view = await anon.rpc('consent_view', { p_token: token });
  assert.equal(view.error, null, view.error?.message);
  assert.equal((view.data as { status: string }).status, 'bekliyor');
  assert.equal((view.data as { student_name: string }).student_name, 'Deniz O.');
  const ok = await anon.rpc('consent_accept', { p_token: token, p_guardian_name: 'Veli Onay', p_confirm: true });
  assert.equal(ok.error, null, ok.error?.message);
  const reused = await anon.rpc('consent_accept', { p_token: token, p_guardian_name: 'Veli Onay', p_confirm: true });
  assert.equal(reused.error?.code, 'PT409');

  const started = await trainer.from('test_sessions').insert({ student_id: id, conducted_by: me, kind: 'burdon' });
  assert.equal(started.error, null, started.error?.message);

  const st = await trainer.rpc('consent_statuses', { p_students: [id] });
  assert.equal((st.data as { status: string; method: string }[])[0].status, 'onayli');
  assert.equal((st.data as { status: string; method: string }[])[0].method, 'email');
});

test('no guardian e-mail: the student is created, no mail, consent stays pending', async () => {
  const { id, body } = await createStudent(null);
  assert.equal(body.consentLink, undefined);
  const { count } = await svc.from('consent_tokens').select('id', { count: 'exact', head: true }).eq('student_id', id);
  assert.equal(count, 0);
});

test('consent-link (resend): the trainer may, another trainer and a student may not; at most 3 links an hour', async () => {
  const guardian = `veli-tekrar-${Date.now()}@example.com`;
  const { id } = await createStudent(guardian); // link 1
  assert.equal((await call(clientFor(server.url), 'consent-link', { studentId: id })).status, 401);
  assert.equal((await call(client('ogrenci1@akademi.test'), 'consent-link', { studentId: id })).status, 403);
  const other = await call(client('antrenor2@akademi.test'), 'consent-link', { studentId: id });
  assert.equal(other.status, 404, JSON.stringify(other.body));
  assert.equal((await call(client('antrenor1@akademi.test'), 'consent-link', { studentId: 'not-a-uuid' })).status, 400);
  assert.equal((await call(client('antrenor1@akademi.test'), 'consent-link', { studentId: '00000000-0000-4000-a000-999999999999' })).status, 404);
  const again = await call(client('antrenor1@akademi.test'), 'consent-link', { studentId: id, to: 'saldirgan@example.com' }); // link 2
  assert.equal(again.status, 200, JSON.stringify(again.body));
  assert.equal(again.body.sentTo, guardian, 'the address comes from the profile, never the body');
  assert.equal((await mailsTo('saldirgan@example.com')).length, 0);
  assert.equal((await call(client('admin@akademi.test'), 'consent-link', { studentId: id })).status, 200); // link 3
  const limited = await call(client('antrenor1@akademi.test'), 'consent-link', { studentId: id });
  assert.equal(limited.status, 429, JSON.stringify(limited.body));
  assert.match(String(limited.body.error), /çok fazla bağlantı/);
  const mails = await mailsTo(guardian);
  assert.equal(mails.length, 3);
  // only the newest link still works: the older ones were retired
  const [newest, ...older] = mails.map((m) => tokenOf(m.text));
  const anon = clientFor(server.url);
  const views = await Promise.all([newest, ...older].map((t) => anon.rpc('consent_view', { p_token: t })));
  assert.deepEqual(
    views.map((v) => v.error?.code ?? 'ok').sort(),
    ['PT410', 'PT410', 'ok'],
  );
});

test('the guardian withdraws through the link: sessions stop at once', async () => {
  const guardian = `veli-geri-${Date.now()}@example.com`;
  const { id } = await createStudent(guardian);
  const token = tokenOf((await mailsTo(guardian))[0].text);
  const anon = clientFor(server.url);
  assert.equal((await anon.rpc('consent_accept', { p_token: token, p_guardian_name: 'Veli Geri', p_confirm: true })).error, null);
  const w = await anon.rpc('consent_withdraw', { p_token: token });
  assert.equal(w.error, null, w.error?.message);
  const trainer = client('antrenor1@akademi.test');
  const me = (await trainer.rpc('current_user_id')).data as string;
  const refused = await trainer.from('test_sessions').insert({ student_id: id, conducted_by: me, kind: 'd2' });
  assert.equal(refused.error?.code, 'PT403');
  const st = await trainer.rpc('consent_statuses', { p_students: [id] });
  assert.equal((st.data as { status: string }[])[0].status, 'geri_cekildi');
});
