// The RLS hierarchy seen through the real client: supabase-js signed in as the demo accounts
// against the local Supabase-compatible server (PGlite, or PostgreSQL with TEST_PG_URL).
//   cd supabase && npx tsx --test tests/rls/supabase-js.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, signIn, clientFor, type TestServer } from '../helpers/local-server.ts';
import { DEMO_ACCOUNTS, STUDENTS_PER_TRAINER } from '../../seed/demo-accounts.ts';

describe('RLS through supabase-js and the local server', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.stop();
  });

  it('a trainer lists exactly their students; another trainer gets nothing for them', async () => {
    const a1 = await signIn(server.url, DEMO_ACCOUNTS.antrenor1.email);
    const { data: mine, error } = await a1.from('users').select('id, first_name, supervisor_id').contains('roles', ['kullanici']);
    assert.equal(error, null);
    assert.equal(mine?.length, STUDENTS_PER_TRAINER.antrenor1);
    assert.ok(mine?.every((s) => s.supervisor_id === DEMO_ACCOUNTS.antrenor1.id));

    const a2 = await signIn(server.url, DEMO_ACCOUNTS.antrenor2.email);
    const { data: leak } = await a2.from('burdon_test_results').select('id').eq('student_id', DEMO_ACCOUNTS.ogrenci1.id);
    assert.deepEqual(leak, []);
  });

  it('the profile loads by auth_user_id with roles from public.users', async () => {
    const c = await signIn(server.url, DEMO_ACCOUNTS.cokrol.email);
    const { data: auth } = await c.auth.getUser();
    // the columns the session reads (shared PROFILE_COLUMNS); select=* includes demographic_info, which no API role reads (20261127110200)
    const { data, error } = await c.from('users').select('id, auth_user_id, email, first_name, last_name, phone, is_active, roles, supervisor_id, created_at').eq('auth_user_id', auth.user!.id).single();
    assert.equal(error, null);
    assert.deepEqual(data?.roles, ['admin', 'beyin_antrenoru']);
    for (const columns of ['*', 'demographic_info', 'id, demographic_info']) {
      const direct = await c.from('users').select(columns).eq('auth_user_id', auth.user!.id);
      assert.equal(direct.error?.code, '42501', columns);
      assert.equal(direct.data, null);
    }
  });

  it('anon gets no users; a forged anon result row is refused', async () => {
    const anon = clientFor(server.url);
    const { data } = await anon.from('users').select('id');
    assert.deepEqual(data, []);
    const { error } = await anon.from('d2_test_results').insert({
      student_id: DEMO_ACCOUNTS.ogrenci1.id, conducted_by: DEMO_ACCOUNTS.antrenor1.id, session_id: crypto.randomUUID(), total_items_processed: 400,
    });
    assert.equal(error?.code, '42501');
  });
});
