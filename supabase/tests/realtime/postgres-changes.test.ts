// /realtime/v1 postgres_changes through the real supabase-js: filters, events and RLS per subscriber.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import {
  startTestServer,
  clientFor,
  createUser,
  signIn,
  DEMO_SERVICE_ROLE_KEY,
  type TestServer,
} from '../helpers/local-server.ts';

let server: TestServer;
let profileA: string;
let profileB: string;
const clients: SupabaseClient[] = [];

async function profileId(authId: string): Promise<string> {
  const r = await server.db.query<{ id: string }>('select id from public.users where auth_user_id = $1', [authId]);
  return r.rows[0].id;
}

before(async () => {
  server = await startTestServer({ seed: false });
  profileA = await profileId(await createUser(server.url, 'a@akademi.test'));
  profileB = await profileId(await createUser(server.url, 'b@akademi.test'));
});
after(async () => {
  for (const c of clients) await c.removeAllChannels();
  await server?.stop();
});

async function user(email: string): Promise<SupabaseClient> {
  const c = await signIn(server.url, email);
  clients.push(c);
  return c;
}

function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(`${status}: ${err?.message}`));
    });
  });
}

async function until(cond: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting for realtime event');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const settle = () => new Promise((r) => setTimeout(r, 400));

async function notify(userId: string, title: string): Promise<string> {
  const r = await server.db.query<{ id: string }>(
    `insert into public.notifications (user_id, title, message) values ($1, $2, 'mesaj') returning id`,
    [userId, title],
  );
  return r.rows[0].id;
}

test('INSERT with filter user_id=eq.<A>: only A (RLS) receives it; B subscribed to the same filter does not', async () => {
  const a = await user('a@akademi.test');
  const b = await user('b@akademi.test');
  const gotA: Record<string, unknown>[] = [];
  const gotB: Record<string, unknown>[] = [];
  const gotBOwn: Record<string, unknown>[] = [];
  const filter = `user_id=eq.${profileA}`;
  const chA = a.channel('notif-a').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter }, (p) => gotA.push(p));
  const chB = b.channel('notif-b').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter }, (p) => gotB.push(p));
  const chBOwn = b
    .channel('notif-b-own')
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${profileB}` }, (p) => gotBOwn.push(p));
  await Promise.all([subscribed(chA), subscribed(chB), subscribed(chBOwn)]);

  const id = await notify(profileA, 'A için');
  await until(() => gotA.length === 1);
  await settle();
  assert.equal(gotB.length, 0, 'B must not see A’s notification');
  assert.equal(gotBOwn.length, 0, 'filter for B does not match A’s row');
  const p = gotA[0] as { eventType: string; new: Record<string, unknown>; schema: string; table: string; commit_timestamp: string; errors: unknown };
  assert.equal(p.eventType, 'INSERT');
  assert.equal(p.schema, 'public');
  assert.equal(p.table, 'notifications');
  assert.equal(p.new.id, id);
  assert.equal(p.new.title, 'A için');
  assert.equal(p.new.is_read, false);
  assert.deepEqual(p.new.data, {});
  assert.match(p.commit_timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

  await notify(profileB, 'B için');
  await until(() => gotBOwn.length === 1);
  await settle();
  assert.equal(gotA.length, 1);
  assert.equal(gotB.length, 0);
});

test('unfiltered subscription still obeys RLS; anon sees nothing', async () => {
  const b = await user('b@akademi.test');
  const anon = clientFor(server.url);
  clients.push(anon);
  const gotB: { new: { user_id: string } }[] = [];
  const gotAnon: unknown[] = [];
  const chB = b.channel('all-b').on('postgres_changes', { event: '*', schema: 'public', table: 'notifications' }, (p) => gotB.push(p as never));
  const chAnon = anon.channel('all-anon').on('postgres_changes', { event: '*', schema: 'public', table: 'notifications' }, (p) => gotAnon.push(p));
  await Promise.all([subscribed(chB), subscribed(chAnon)]);
  await notify(profileA, 'gizli');
  await notify(profileB, 'açık');
  await until(() => gotB.length === 1);
  await settle();
  assert.equal(gotB[0].new.user_id, profileB);
  assert.equal(gotAnon.length, 0);
});

test('UPDATE and DELETE: RLS table with replica identity full sends old_record as primary key only', async () => {
  const a = await user('a@akademi.test');
  const events: { eventType: string; new: Record<string, unknown>; old: Record<string, unknown> }[] = [];
  const ch = a
    .channel('changes-a')
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'notifications', filter: `user_id=eq.${profileA}` }, (p) => events.push(p as never))
    .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'notifications', filter: `user_id=eq.${profileA}` }, (p) => events.push(p as never));
  await subscribed(ch);
  const id = await notify(profileA, 'okunacak');
  await server.db.query('update public.notifications set is_read = true where id = $1', [id]);
  await until(() => events.length === 1);
  assert.equal(events[0].eventType, 'UPDATE');
  assert.equal(events[0].new.is_read, true);
  assert.deepEqual(events[0].old, { id });
  await server.db.query('delete from public.notifications where id = $1', [id]);
  await until(() => events.length === 2);
  assert.equal(events[1].eventType, 'DELETE');
  assert.deepEqual(events[1].old, { id });
  assert.deepEqual(events[1].new, {});
});

test('a write through REST with the service key reaches the subscriber', async () => {
  const a = await user('a@akademi.test');
  const got: { new: { title: string } }[] = [];
  const ch = a.channel('rest-a').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${profileA}` }, (p) => got.push(p as never));
  await subscribed(ch);
  const service = clientFor(server.url, DEMO_SERVICE_ROLE_KEY);
  const { error } = await service.from('notifications').insert({ user_id: profileA, title: 'REST ile', message: 'mesaj' });
  assert.equal(error, null);
  await until(() => got.length === 1);
  assert.equal(got[0].new.title, 'REST ile');
});

test('rows larger than a NOTIFY payload are re-read and delivered whole; filters with in/gt', async () => {
  await server.db.exec(`
    create table public.rt_probe (id bigint generated always as identity primary key, n int not null, body text not null);
    grant select on public.rt_probe to anon, authenticated;
    alter publication supabase_realtime add table public.rt_probe;
    select local_realtime.install_triggers();
  `);
  const anon = clientFor(server.url);
  clients.push(anon);
  const big: { new: { body: string; n: number } }[] = [];
  const filtered: { new: { n: number } }[] = [];
  const ch = anon
    .channel('probe')
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_probe', filter: 'n=gt.100' }, (p) => big.push(p as never))
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_probe', filter: 'n=in.(1,3)' }, (p) => filtered.push(p as never));
  await subscribed(ch);
  const body = 'ş'.repeat(6000);
  await server.db.query('insert into public.rt_probe (n, body) values (1, $1), (2, $1), (3, $1), (500, $1)', [body]);
  await until(() => big.length === 1 && filtered.length === 2);
  assert.equal(big[0].new.body, body);
  assert.equal(big[0].new.n, 500);
  assert.deepEqual(filtered.map((f) => f.new.n).sort(), [1, 3]);
});

test('DELETE reaches only subscribers who could read the old row; filters are not applied to DELETE (no probing old values)', async () => {
  const a = await user('a@akademi.test');
  const b = await user('b@akademi.test');
  const anon = clientFor(server.url);
  clients.push(anon);
  type Ev = { eventType: string; old: Record<string, unknown> };
  const gotA: Ev[] = [];
  const gotAOtherFilter: Ev[] = [];
  const gotB: Ev[] = [];
  const gotBProbe: Ev[] = [];
  const gotAnon: Ev[] = [];
  const secret = 'A’nın gizli başlığı';
  const chA = a
    .channel('del-a')
    .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'notifications' }, (p) => gotA.push(p as never))
    // Hosted Realtime ignores filters on DELETE: this binding gets A's own deletion too.
    .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'notifications', filter: 'title=eq.başka' }, (p) => gotAOtherFilter.push(p as never));
  const chB = b
    .channel('del-b')
    .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'notifications' }, (p) => gotB.push(p as never))
    // B probes A's deleted row with a filter on its old values: must learn nothing.
    .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'notifications', filter: `title=eq.${secret}` }, (p) => gotBProbe.push(p as never));
  const chAnon = anon.channel('del-anon').on('postgres_changes', { event: '*', schema: 'public', table: 'notifications' }, (p) => gotAnon.push(p as never));
  await Promise.all([subscribed(chA), subscribed(chB), subscribed(chAnon)]);

  const idA = await notify(profileA, secret);
  await server.db.query('delete from public.notifications where id = $1', [idA]);
  await until(() => gotA.length === 1 && gotAOtherFilter.length === 1);
  await settle();
  assert.deepEqual(gotA[0].old, { id: idA }, 'RLS table: the old record carries the primary key only');
  assert.equal(gotA[0].eventType, 'DELETE');
  assert.equal(gotB.length, 0, 'B could not read A’s row: no DELETE event');
  assert.equal(gotBProbe.length, 0, 'a filter on old values must not reveal A’s row');
  assert.equal(gotAnon.length, 0);

  // B's own deletion reaches B (and not A); the row is really gone after the visibility check.
  const idB = await notify(profileB, 'B silinecek');
  await server.db.query('delete from public.notifications where id = $1', [idB]);
  await until(() => gotB.length === 1 && gotBProbe.length === 1);
  await settle();
  assert.deepEqual(gotB[0].old, { id: idB });
  assert.equal(gotA.length, 1);
  const left = await server.db.query('select 1 from public.notifications where id = any($1::uuid[])', [[idA, idB]]);
  assert.equal(left.rows.length, 0);
});
