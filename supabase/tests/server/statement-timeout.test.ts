// Issue 14 item 4: one request must not freeze the server. A regular expression with
// catastrophic backtracking over a stored 9,999-character message runs for minutes; like hosted
// Supabase (the role's statement_timeout) the statement is cut and PostgREST's 57014 answer
// returned, while /health and other users' requests keep being answered. On PGlite the
// database runs in a worker thread that is terminated and reopened — nothing committed is lost.
// The limits are lowered for speed (anon 1 s, authenticated 1.5 s).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, signIn, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY, type TestServer } from '../helpers/local-server.ts';
import { statementTimeoutsFromEnv, SUPABASE_STATEMENT_TIMEOUTS } from '../../local/src/db.ts';

const LIMIT_MS = 1500;
/** Cut + answer on a busy 2-core CI machine. */
const MARGIN_MS = 2500;
const RUNAWAY = `/rest/v1/system_logs?select=id&message=match.${encodeURIComponent('^((a+)\\2)*$')}`;

let server: TestServer;
let adminToken: string;
let studentToken: string;

async function tokenOf(email: string): Promise<{ token: string }> {
  const client = await signIn(server.url, email);
  const { data } = await client.auth.getSession();
  assert.ok(data.session);
  return { token: data.session.access_token };
}

function rest(path: string, token: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    ...init,
    headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
}

before(async () => {
  server = await startTestServer({ statementTimeouts: { anon: 1000, authenticated: LIMIT_MS } });
  ({ token: adminToken } = await tokenOf('admin@akademi.test'));
  ({ token: studentToken } = await tokenOf('ogrenci1@akademi.test'));
  // The stored text a student can write (system_logs accepts anyone's log lines, up to 10,000).
  const res = await rest('/rest/v1/system_logs', studentToken, {
    method: 'POST',
    body: JSON.stringify({ message: 'a'.repeat(9999), log_source: 'statement-timeout-test' }),
  });
  assert.equal(res.status, 201, await res.text());
});
after(async () => {
  await server?.stop();
});

test('a runaway filter ends with 57014 within the role limit while /health and another user are answered', async () => {
  const started = performance.now();
  const wild = rest(RUNAWAY, adminToken).then(async (res) => ({ res, body: (await res.json()) as Record<string, unknown>, ms: performance.now() - started }));
  await new Promise((r) => setTimeout(r, 300)); // the statement is running now

  const h0 = performance.now();
  const health = await fetch(`${server.url}/health`);
  const healthMs = performance.now() - h0;
  assert.equal(health.status, 200);
  assert.ok(healthMs < 1000, `/health answered in ${Math.round(healthMs)} ms during the runaway`);

  // Another user's ordinary request: answered correctly (on PGlite once the runaway is cut).
  const own = await rest('/rest/v1/users?select=email', studentToken);
  assert.equal(own.status, 200);
  assert.deepEqual(await own.json(), [{ email: 'ogrenci1@akademi.test' }]);

  const { res, body, ms } = await wild;
  assert.equal(res.status, 500);
  assert.equal(body.code, '57014');
  assert.equal(body.message, 'canceling statement due to statement timeout');
  assert.ok(ms >= LIMIT_MS - 50, `cut after ${Math.round(ms)} ms, not before the limit`);
  assert.ok(ms < LIMIT_MS + MARGIN_MS, `cut after ${Math.round(ms)} ms (limit ${LIMIT_MS} ms)`);
});

test('after a cut nothing committed is lost and the database takes writes again', async () => {
  const wild = await rest(RUNAWAY, adminToken);
  assert.equal(wild.status, 500);
  const write = await rest('/rest/v1/system_logs', studentToken, {
    method: 'POST',
    body: JSON.stringify({ message: 'after the cut', log_source: 'statement-timeout-test' }),
  });
  assert.equal(write.status, 201);
  const rows = await fetch(`${server.url}/rest/v1/system_logs?select=message&log_source=eq.statement-timeout-test&order=created_at`, {
    headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` },
  });
  const got = ((await rows.json()) as { message: string }[]).map((r) => r.message.slice(0, 13));
  assert.deepEqual(got, ['aaaaaaaaaaaaa', 'after the cut']);
});

test('a cut statement rolls back its own transaction: the failed request wrote nothing', async () => {
  // A write request whose statement runs away: the insert's RETURNING filter cannot do it, so
  // cut an authenticated delete through the same regular expression (admin may delete logs).
  const del = await rest(`/rest/v1/system_logs?message=match.${encodeURIComponent('^((a+)\\2)*$')}`, adminToken, { method: 'DELETE' });
  assert.equal(del.status, 500);
  assert.equal(((await del.json()) as { code: string }).code, '57014');
  const rows = await fetch(`${server.url}/rest/v1/system_logs?select=id&log_source=eq.statement-timeout-test`, {
    headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` },
  });
  assert.equal(((await rows.json()) as unknown[]).length, 2);
});

test('realtime keeps delivering after a cut (LISTEN survives the restart)', async () => {
  const me = await rest('/rest/v1/users?select=id&email=eq.admin@akademi.test', adminToken);
  const [{ id: adminProfileId }] = (await me.json()) as { id: string }[];
  const admin = await signIn(server.url, 'admin@akademi.test');
  const got: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      admin
        .channel('logs-after-cut')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications' }, (p) => got.push(String((p.new as { title?: string }).title)))
        .subscribe((status) => (status === 'SUBSCRIBED' ? resolve() : status === 'CHANNEL_ERROR' ? reject(new Error(status)) : undefined));
    });
    const wild = await rest(RUNAWAY, adminToken);
    assert.equal(wild.status, 500);
    const ins = await fetch(`${server.url}/rest/v1/notifications`, {
      method: 'POST',
      headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: adminProfileId, title: 'after the cut', message: 'x' }),
    });
    assert.equal(ins.status, 201, await ins.text());
    const deadline = Date.now() + 5000;
    while (!got.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(got, ['after the cut']);
  } finally {
    await admin.removeAllChannels();
  }
});

test('service_role has no limit by default; limits come from STATEMENT_TIMEOUT_* like Postgres durations', () => {
  assert.deepEqual(statementTimeoutsFromEnv({}), SUPABASE_STATEMENT_TIMEOUTS);
  assert.deepEqual(
    statementTimeoutsFromEnv({ STATEMENT_TIMEOUT_ANON: '300ms', STATEMENT_TIMEOUT_AUTHENTICATED: '2s', STATEMENT_TIMEOUT_SERVICE_ROLE: '1min' }),
    { anon: 300, authenticated: 2000, service_role: 60000 },
  );
  assert.equal(statementTimeoutsFromEnv({ STATEMENT_TIMEOUT_AUTHENTICATED: '0' }).authenticated, null);
  assert.throws(() => statementTimeoutsFromEnv({ STATEMENT_TIMEOUT_ANON: '3 hours' }), /STATEMENT_TIMEOUT_ANON/);
});

test("a function's own statement_timeout replaces the role's for its RPC (PostgREST function settings)", async () => {
  await server.db.exec(`
    create or replace function public.zz_slow_with_setting() returns int language sql set statement_timeout = '30s' as $$ select 1 from pg_sleep(2.5) $$;
    create or replace function public.zz_slow_without_setting() returns int language sql as $$ select 1 from pg_sleep(2.5) $$;`);
  try {
    const ok = await rest('/rest/v1/rpc/zz_slow_with_setting', adminToken, { method: 'POST', body: '{}' });
    assert.equal(ok.status, 200, await ok.text());
    const cut = await rest('/rest/v1/rpc/zz_slow_without_setting', adminToken, { method: 'POST', body: '{}' });
    const body = (await cut.json()) as { code?: string };
    assert.equal(body.code, '57014', `without its own setting the role's ${LIMIT_MS} ms applies`);
  } finally {
    await server.db.exec(`drop function public.zz_slow_with_setting(); drop function public.zz_slow_without_setting();`);
  }
});
