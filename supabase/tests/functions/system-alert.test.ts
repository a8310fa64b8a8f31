// system-alert against the real local server (spec 1 §2, §5, §6): admin only, all active users
// or one role, one notifications row per recipient.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, signIn, startTestServer, type TestServer } from '../helpers/local-server.ts';
import { call, ensureDemoAccounts, serviceFor } from './fixtures.ts';

let server: TestServer;
let svc: SupabaseClient;
let admin: SupabaseClient;

before(async () => {
  server = await startTestServer();
  await ensureDemoAccounts(server.url);
  svc = serviceFor(server.url);
  admin = await signIn(server.url, 'admin@akademi.test');
});
after(async () => {
  await server?.stop();
});

test('admin alerts every active user; each gets one system_alert row with priority high', async () => {
  const { data: active, error } = await svc.from('users').select('id').eq('is_active', true);
  assert.equal(error, null);
  const title = `Bakım ${Date.now()}`;
  const res = await call(admin, 'system-alert', { title: `  ${title} `, message: 'Sistem 22:00-23:00 arası bakımda olacak.' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.success, true);
  assert.equal(res.body.count, active?.length);
  const recipients = res.body.recipients as { id: string; email: string }[];
  assert.deepEqual(new Set(recipients.map((r) => r.id)), new Set(active?.map((u) => u.id)));
  assert.ok(recipients.every((r) => typeof r.email === 'string'));

  const { data: rows } = await svc.from('notifications').select('user_id, type, priority, title').eq('title', title);
  assert.equal(rows?.length, active?.length);
  assert.ok(rows?.every((r) => r.type === 'system_alert' && r.priority === 'high'));

  // The student reads its own copy through RLS, no realtime needed.
  const student = await signIn(server.url, 'ogrenci1@akademi.test');
  const { data: own } = await student.from('notifications').select('title, type').eq('title', title);
  assert.deepEqual(own, [{ title, type: 'system_alert' }]);
});

test('targetRole limits the recipients to holders of that role', async () => {
  const title = `Antrenörlere ${Date.now()}`;
  const res = await call(admin, 'system-alert', { title, message: 'Yeni egzersizler eklendi.', priority: 'urgent', targetRole: 'beyin_antrenoru' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const { data: trainers } = await svc.from('users').select('id').eq('is_active', true).contains('roles', ['beyin_antrenoru']);
  assert.equal(res.body.count, trainers?.length);
  assert.ok((res.body.count as number) >= 4); // antrenor1-3 and cokrol
  const emails = (res.body.recipients as { email: string }[]).map((r) => r.email);
  assert.ok(emails.includes('antrenor1@akademi.test'));
  assert.ok(!emails.includes('ogrenci1@akademi.test'));
  const { data: rows } = await svc.from('notifications').select('priority').eq('title', title);
  assert.ok(rows?.length && rows.every((r) => r.priority === 'urgent'));
});

test('non-admin: 403; anonymous: 401; blank title: 400; bad role: 400', async () => {
  const body = { title: 'x', message: 'y' };
  const trainer = await signIn(server.url, 'antrenor1@akademi.test');
  assert.equal((await call(trainer, 'system-alert', body)).status, 403);
  const temsilci = await signIn(server.url, 'temsilci@akademi.test');
  assert.equal((await call(temsilci, 'system-alert', body)).status, 403);
  assert.equal((await call(clientFor(server.url), 'system-alert', body)).status, 401);
  const blank = await call(admin, 'system-alert', { title: '   ', message: 'y' });
  assert.equal(blank.status, 400);
  assert.equal(blank.body.error, 'Başlık ve mesaj alanları zorunludur');
  assert.equal((await call(admin, 'system-alert', { ...body, targetRole: 'root' })).status, 400);
  assert.equal((await call(admin, 'system-alert', { ...body, priority: 'critical' })).status, 400);
  const { count } = await svc.from('notifications').select('id', { count: 'exact', head: true }).eq('title', 'x');
  assert.equal(count, 0);
});
