// The Phoenix frames of /realtime/v1/websocket, spoken directly (wire doc §3).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { startTestServer, createUser, clientFor, DEMO_ANON_KEY, DEMO_PASSWORD, type TestServer } from '../helpers/local-server.ts';

let server: TestServer;
let profileA: string;
let tokenA: string;

before(async () => {
  server = await startTestServer({ seed: false });
  const authId = await createUser(server.url, 'proto@akademi.test');
  profileA = (await server.db.query<{ id: string }>('select id from public.users where auth_user_id = $1', [authId])).rows[0].id;
  const { data } = await clientFor(server.url).auth.signInWithPassword({ email: 'proto@akademi.test', password: DEMO_PASSWORD });
  tokenA = data.session!.access_token;
});
after(async () => {
  await server?.stop();
});

class Socket {
  readonly frames: unknown[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (d) => this.frames.push(JSON.parse(d.toString())));
  }
  static open(url: string): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(new Socket(ws)));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
  }
  send(frame: unknown) {
    this.ws.send(JSON.stringify(frame));
  }
  async next(pred: (f: unknown) => boolean, ms = 5000): Promise<unknown> {
    const end = Date.now() + ms;
    for (;;) {
      const i = this.frames.findIndex(pred);
      if (i >= 0) return this.frames.splice(i, 1)[0];
      if (Date.now() > end) throw new Error('no matching frame; got ' + JSON.stringify(this.frames));
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  close() {
    this.ws.close();
  }
}

const wsUrl = (vsn: string, key = DEMO_ANON_KEY) => `${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${key}&vsn=${vsn}`;

test('vsn 2.0.0: heartbeat, join reply echoing bindings with integer ids, system message, leave', async () => {
  const s = await Socket.open(wsUrl('2.0.0'));
  s.send([null, '1', 'phoenix', 'heartbeat', {}]);
  assert.deepEqual(await s.next((f) => (f as unknown[])[1] === '1'), [null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);

  const bindings = [
    { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${profileA}` },
    { event: '*', schema: 'public', table: 'notifications' },
  ];
  s.send(['2', '2', 'realtime:n', 'phx_join', { config: { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, postgres_changes: bindings, private: false }, access_token: tokenA }]);
  const reply = (await s.next((f) => (f as unknown[])[1] === '2')) as [string, string, string, string, { status: string; response: { postgres_changes: Record<string, unknown>[] } }];
  assert.equal(reply[3], 'phx_reply');
  assert.equal(reply[4].status, 'ok');
  const echoed = reply[4].response.postgres_changes;
  assert.equal(echoed.length, 2);
  for (const [i, b] of bindings.entries()) {
    const { id, ...rest } = echoed[i];
    assert.ok(Number.isInteger(id));
    assert.deepEqual(rest, b);
  }
  const system = (await s.next((f) => (f as unknown[])[3] === 'system')) as unknown[];
  assert.deepEqual(system, ['2', null, 'realtime:n', 'system', { channel: 'n', extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', status: 'ok' }]);

  await server.db.query(`insert into public.notifications (user_id, title, message) values ($1, 'x', 'y')`, [profileA]);
  const change = (await s.next((f) => (f as unknown[])[3] === 'postgres_changes')) as [null, null, string, string, { ids: number[]; data: Record<string, unknown> }];
  assert.equal(change[0], null);
  assert.equal(change[1], null);
  assert.deepEqual(change[4].ids.sort(), [echoed[0].id, echoed[1].id].sort());
  assert.equal(change[4].data.type, 'INSERT');
  assert.equal(change[4].data.errors, null);
  assert.ok(Array.isArray(change[4].data.columns));
  assert.deepEqual((change[4].data.columns as { name: string; type: string }[]).find((c) => c.name === 'data'), { name: 'data', type: 'jsonb' });

  s.send(['2', '3', 'realtime:n', 'phx_leave', {}]);
  assert.deepEqual(await s.next((f) => (f as unknown[])[1] === '3'), ['2', '3', 'realtime:n', 'phx_reply', { status: 'ok', response: {} }]);
  s.close();
});

test('vsn 1.0.0 object frames; access_token event switches the identity', async () => {
  const s = await Socket.open(wsUrl('1.0.0'));
  s.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1', join_ref: null });
  assert.deepEqual(await s.next((f) => (f as { ref: string }).ref === '1'), { topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: '1', join_ref: null });
  // Joined with the anon key only: RLS hides the row.
  s.send({ topic: 'realtime:m', event: 'phx_join', payload: { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'notifications' }] } }, ref: '2', join_ref: '2' });
  const reply = (await s.next((f) => (f as { ref: string }).ref === '2')) as { payload: { status: string } };
  assert.equal(reply.payload.status, 'ok');
  await server.db.query(`insert into public.notifications (user_id, title, message) values ($1, 'gizli', 'y')`, [profileA]);
  await new Promise((r) => setTimeout(r, 400));
  assert.equal(s.frames.filter((f) => (f as { event: string }).event === 'postgres_changes').length, 0);
  // Now the user's token: the next row is delivered.
  s.send({ topic: 'realtime:m', event: 'access_token', payload: { access_token: tokenA }, ref: '3', join_ref: '2' });
  await new Promise((r) => setTimeout(r, 100));
  await server.db.query(`insert into public.notifications (user_id, title, message) values ($1, 'görünür', 'y')`, [profileA]);
  const change = (await s.next((f) => (f as { event: string }).event === 'postgres_changes')) as { topic: string; payload: { data: { record: { title: string } } } };
  assert.equal(change.topic, 'realtime:m');
  assert.equal(change.payload.data.record.title, 'görünür');
  s.close();
});

test('bad join: invalid filter and forged token get an error reply; forged apikey is refused', async () => {
  const s = await Socket.open(wsUrl('2.0.0'));
  s.send(['1', '1', 'realtime:bad', 'phx_join', { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'notifications', filter: 'user_id=like.x' }] } }]);
  const r1 = (await s.next((f) => (f as unknown[])[1] === '1')) as unknown[];
  assert.equal((r1[4] as { status: string }).status, 'error');
  s.send(['2', '2', 'realtime:bad2', 'phx_join', { config: { postgres_changes: [] }, access_token: tokenA.slice(0, -3) + 'abc' }]);
  const r2 = (await s.next((f) => (f as unknown[])[1] === '2')) as unknown[];
  assert.deepEqual(r2[4], { status: 'error', response: { reason: 'Invalid token' } });
  s.send('not json at all');
  s.send(['3', '3', 'phoenix', 'heartbeat', {}]);
  await s.next((f) => (f as unknown[])[1] === '3');
  s.close();
  await assert.rejects(Socket.open(wsUrl('2.0.0', 'forged.key.here')), /HTTP 403/);
});
