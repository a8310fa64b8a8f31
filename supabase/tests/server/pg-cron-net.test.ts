// pg_cron + pg_net as the local server emulates them (issue 27 §2): the stand-in tables and
// functions of migration 20261126440100, a job of cron.job run on its schedule and recorded, a
// queued net.http_post performed and its answer — or its error — recorded in net._http_response as
// pg_net records it; a job whose call fails records the error and retries.
//   cd supabase && npx tsx --test tests/server/pg-cron-net.test.ts
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../helpers/local-server.ts';
import { cronMatches, nextCronRun, parseSchedule } from '../../local/src/jobs.ts';

let server: TestServer;
before(async () => {
  server = await startTestServer({ seed: false });
});
after(async () => {
  await server?.stop();
});

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test('schedules: pg_cron syntax, UTC', () => {
  assert.deepEqual(parseSchedule('5 seconds'), { everySeconds: 5 });
  assert.throws(() => parseSchedule('60 seconds'));
  assert.throws(() => parseSchedule('* * *'));
  assert.throws(() => parseSchedule('61 * * * *'));
  const s = parseSchedule('*/15 9-17 * * 1-5');
  assert.ok(!('everySeconds' in s));
  assert.equal(cronMatches(s, new Date('2026-11-26T09:45:00Z')), true); // Thursday
  assert.equal(cronMatches(s, new Date('2026-11-28T09:45:00Z')), false); // Saturday
  assert.equal(nextCronRun('@daily', new Date('2026-11-26T00:00:01Z')).toISOString(), '2026-11-27T00:00:00.000Z');
});

test('cron.schedule upserts by name and validates; callers of the API cannot reach cron, net or vault', async () => {
  const a = await server.db.query<{ id: string }>(`select cron.schedule('deneme', '1 seconds', 'select 1')::text as id`);
  const b = await server.db.query<{ id: string }>(`select cron.schedule('deneme', '2 seconds', 'select 2')::text as id`);
  assert.equal(a.rows[0]?.id, b.rows[0]?.id);
  await assert.rejects(server.db.query(`select cron.schedule('bozuk', 'her gün', 'select 1')`), /invalid schedule/);
  assert.equal((await server.db.query(`select cron.unschedule('deneme') as ok`)).rows.length, 1);
  for (const role of ['anon', 'authenticated']) {
    for (const sql of [`select cron.schedule('x', '1 seconds', 'select 1')`, `select net.http_post('http://127.0.0.1:1')`, `select * from vault.decrypted_secrets`]) {
      await assert.rejects(
        server.db.transaction(async (tx) => {
          await tx.query(`set local role ${role}`);
          await tx.query(sql);
        }),
        /permission denied/,
        `${role}: ${sql}`,
      );
    }
  }
});

test('a job of cron.job runs on its schedule and each run is recorded', async () => {
  await server.db.query(`create table public.cron_probe (at timestamptz default now())`);
  await server.db.query(`select cron.schedule('probe', '1 seconds', 'insert into public.cron_probe default values')`);
  try {
    await waitFor('two runs', async () => {
      const n = Number((await server.db.query<{ n: number }>('select count(*)::int as n from public.cron_probe')).rows[0]?.n);
      return n >= 2 ? n : undefined;
    });
    const runs = await server.db.query<{ status: string }>(
      `select status from cron.job_run_details d join cron.job j using (jobid) where j.jobname = 'probe' and status <> 'running'`,
    );
    assert.ok(runs.rows.length >= 2);
    assert.ok(runs.rows.every((r) => r.status === 'succeeded'));
  } finally {
    await server.db.query(`select cron.unschedule('probe')`);
  }
  await server.db.query(`select cron.schedule('bad', '1 seconds', 'select * from public.yok_boyle_tablo')`);
  try {
    const failed = await waitFor('a failed run', async () => {
      const r = await server.db.query<{ return_message: string }>(
        `select return_message from cron.job_run_details d join cron.job j using (jobid) where j.jobname = 'bad' and status = 'failed' limit 1`,
      );
      return r.rows[0];
    });
    assert.match(failed.return_message, /yok_boyle_tablo/);
  } finally {
    await server.db.query(`select cron.unschedule('bad')`);
  }
});

test('net.http_post is performed; the answer or the error is recorded as pg_net records it', async () => {
  const ok = await server.db.query<{ id: string }>(`select net.http_post($1, '{"a":1}'::jsonb)::text as id`, [`${server.url}/health`]);
  const refused = await server.db.query<{ id: string }>(`select net.http_post('http://127.0.0.1:1/yok')::text as id`);
  const rowOf = (id: string | undefined) =>
    waitFor(`response ${id}`, async () => {
      const r = await server.db.query<{ status_code: number | null; content: string | null; error_msg: string | null; timed_out: boolean | null }>(
        `select status_code, content, error_msg, timed_out from net._http_response where id = $1`,
        [id],
      );
      return r.rows[0];
    });
  const good = await rowOf(ok.rows[0]?.id);
  assert.equal(good.status_code, 200);
  assert.match(good.content ?? '', /"status":"ok"/);
  assert.equal(good.error_msg, null);
  const bad = await rowOf(refused.rows[0]?.id);
  assert.equal(bad.status_code, null);
  assert.ok(bad.error_msg, 'the error is recorded');
  assert.equal((await server.db.query('select 1 from net.http_request_queue')).rows.length, 0, 'the queue is drained');
});

test('the aggregation job: a call that fails is recorded in last_error and retried', async () => {
  const sessionId = '00000000-0000-4000-8000-00000000a001';
  await server.db.query(`update vault.secrets set secret = 'http://127.0.0.1:1' where name = 'project_url'`);
  try {
    await server.db.query(`insert into public.aggregation_queue (session_id) values ($1)`, [sessionId]);
    const q = await waitFor('a recorded failure and a retry', async () => {
      const r = await server.db.query<{ last_error: string | null; attempts: number }>(`select last_error, attempts from public.aggregation_queue where session_id = $1`, [sessionId]);
      const row = r.rows[0];
      return row?.last_error?.startsWith('unreachable') && row.attempts >= 2 ? row : undefined;
    }, 90_000);
    assert.match(q.last_error ?? '', /^unreachable: /);
  } finally {
    await server.db.query(`update vault.secrets set secret = $1 where name = 'project_url'`, [server.url]);
    await server.db.query(`delete from public.aggregation_queue where session_id = $1`, [sessionId]);
  }
});
