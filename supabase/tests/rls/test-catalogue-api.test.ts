// Test Kataloğu through the API a browser uses (issue 25 item 1): supabase-js signed in as the
// demo accounts against the local server. A trainer (and a student, and anon) cannot add, edit or
// delete a test whatever body they send; an admin's bad values are refused by the database with the
// constraint the screen maps to Turkish. The SQL-level twin is test-catalogue.test.ts.
//   cd supabase && npx tsx --test tests/rls/test-catalogue-api.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, signIn, clientFor, DEMO_SERVICE_ROLE_KEY, type TestServer } from '../helpers/local-server.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';

const BURDON_TEST = '00000000-0000-4000-e000-000000000021'; // seed: 'Burdon Dikkat Testi', 6 dk

describe('Test Kataloğu through the API', () => {
  let server: TestServer;
  let service: SupabaseClient;
  before(async () => {
    server = await startTestServer();
    service = clientFor(server.url, DEMO_SERVICE_ROLE_KEY);
  });
  after(async () => {
    await server?.stop();
  });

  const storedBurdon = async () => (await service.from('tests').select('title, test_type, duration_minutes, is_active').eq('id', BURDON_TEST).single()).data;

  for (const who of ['antrenor1', 'temsilci', 'ogrenci1', 'anon'] as const) {
    it(`${who} cannot add, edit, deactivate or delete a test`, async () => {
      const client = who === 'anon' ? clientFor(server.url) : await signIn(server.url, DEMO_ACCOUNTS[who].email);
      const before = await storedBurdon();
      assert.equal(before?.title, 'Burdon Dikkat Testi');

      const ins = await client.from('tests').insert({ title: 'Yetkisiz Test', test_type: 'burdon', duration_minutes: 6, is_active: true }).select('id');
      assert.equal(ins.error?.code, '42501', `${who} insert: ${JSON.stringify(ins)}`);
      // an upsert naming an existing id is an insert too
      const ups = await client.from('tests').upsert({ id: BURDON_TEST, title: 'Ele Geçirildi', test_type: 'burdon' }).select('id');
      assert.ok(ups.error, `${who} upsert was accepted`);

      const upd = await client.from('tests').update({ title: 'Ele Geçirildi', is_active: false, duration_minutes: 1 }).eq('id', BURDON_TEST).select('id');
      assert.ok(upd.error || (upd.data ?? []).length === 0, `${who} update changed a row`);
      const del = await client.from('tests').delete().eq('id', BURDON_TEST).select('id');
      assert.ok(del.error || (del.data ?? []).length === 0, `${who} delete removed a row`);

      assert.deepEqual(await storedBurdon(), before);
      const { count } = await service.from('tests').select('id', { count: 'exact', head: true }).eq('title', 'Yetkisiz Test');
      assert.equal(count, 0);
    });
  }

  it('a trainer still reads the active catalogue (the test lists need it)', async () => {
    const trainer = await signIn(server.url, DEMO_ACCOUNTS.antrenor1.email);
    const { data, error } = await trainer.from('tests').select('title, test_type').eq('is_active', true).in('test_type', ['burdon', 'd2']).order('test_type');
    assert.equal(error, null);
    assert.deepEqual(data?.map((t) => t.test_type), ['burdon', 'd2']);
  });

  it('an admin adds a test (trimmed) and edits it; bad values are refused by their constraint', async () => {
    const admin = await signIn(server.url, DEMO_ACCOUNTS.admin.email);
    const ok = await admin.from('tests').insert({ title: '  API Katalog Testi  ', description: '   ', test_type: 'd2', duration_minutes: null, is_active: true }).select('id, title, description, duration_minutes').single();
    assert.equal(ok.error, null, ok.error?.message);
    assert.equal(ok.data?.title, 'API Katalog Testi');
    assert.equal(ok.data?.description, null);
    assert.equal(ok.data?.duration_minutes, null);
    const id = ok.data!.id as string;

    const edit = await admin.from('tests').update({ duration_minutes: 12, is_active: false }).eq('id', id).select('duration_minutes, is_active').single();
    assert.deepEqual(edit.data, { duration_minutes: 12, is_active: false });

    const refused: [string, Record<string, unknown>][] = [
      ['a two-letter title', { title: 'Ab', test_type: 'reading' }],
      ['a title of 201 characters', { title: 'ş'.repeat(201), test_type: 'reading' }],
      ['a description of 5001 characters', { title: 'Uzun Açıklama', description: 'a'.repeat(5001), test_type: 'reading' }],
      ['a duration of 0 minutes', { title: 'Sıfır Süre', test_type: 'field', duration_minutes: 0 }],
      ['a duration of 601 minutes', { title: 'Çok Uzun', test_type: 'field', duration_minutes: 601 }],
      ['an unknown type', { title: 'Bilinmeyen Tür', test_type: 'quiz' }],
    ];
    for (const [what, row] of refused) {
      const r = await admin.from('tests').insert(row).select('id');
      assert.ok(r.error, `${what} was accepted`);
      assert.ok(['23514', '22P02'].includes(r.error.code), `${what}: ${r.error.code} ${r.error.message}`);
    }
    const bad = await admin.from('tests').update({ duration_minutes: 1000 }).eq('id', id).select('id');
    assert.equal(bad.error?.code, '23514');
  });
});
