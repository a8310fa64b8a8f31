// /realtime/v1/websocket — the Phoenix channel protocol realtime-js speaks (protocol.ts) with
// postgres_changes: changes captured by the local triggers (sql/030_local_realtime.sql) are
// delivered to each matching binding only if the subscriber may SELECT the row under RLS
// (visibility.ts), as hosted Realtime does (wire doc §3).
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData } from 'ws';
import type { App } from '../app.ts';
import type { RequestIdentity } from '../db.ts';
import { IdentityError, identityFromToken } from '../identity.ts';
import { rowMatches } from './filters.ts';
import { onMessage, push, type Channel, type Conn, type Format } from './protocol.ts';
import { expired, quoteIdent, tableInfoReader, visible, visibleOld, type Change } from './visibility.ts';

export interface RealtimeServer {
  close(): Promise<void>;
}

export const REALTIME_PATH = '/realtime/v1/websocket';
export const NOTIFY_CHANNEL = 'local_realtime';

function pick(row: Record<string, unknown> | null, keys: string[]): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const k of keys) if (k in row) out[k] = row[k];
  return out;
}

export async function attachRealtime(app: App, server: Server): Promise<RealtimeServer> {
  const wss = new WebSocketServer({ noServer: true });
  const conns = new Set<Conn>();
  const tableInfo = tableInfoReader(app.db);

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.replace(/\/+$/, '') !== REALTIME_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const header = req.headers['x-api-key'] ?? req.headers['apikey'];
    const key = url.searchParams.get('apikey') ?? (Array.isArray(header) ? header[0] : header);
    let apiIdentity: RequestIdentity;
    try {
      apiIdentity = key ? identityFromToken(key, app.config.jwtKeys) : { role: 'anon', claims: { role: 'anon' } };
    } catch (e) {
      if (!(e instanceof IdentityError)) throw e;
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const format: Format = (url.searchParams.get('vsn') ?? '1.0.0').startsWith('2') ? 'v2' : 'v1';
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn: Conn = { ws, format, apiIdentity, channels: new Map() };
      conns.add(conn);
      ws.on('message', (data: RawData, isBinary: boolean) => {
        if (isBinary) return; // binary frames carry only user broadcasts, which are not emulated
        try {
          onMessage(conn, data.toString(), app.config.jwtKeys);
        } catch (e) {
          app.log(`realtime message failed: ${e instanceof Error ? e.message : String(e)}`);
        }
      });
      ws.on('close', () => conns.delete(conn));
      ws.on('error', () => conns.delete(conn));
    });
  };
  server.on('upgrade', onUpgrade);

  async function deliver(change: Change): Promise<void> {
    let record = change.record;
    if (change.truncated && record && change.pk.length) {
      // Too big for NOTIFY: the trigger sent the primary key only; read the row back.
      const where = change.pk.map((c, i) => `${quoteIdent(c)} = $${i + 1}`).join(' and ');
      const r = await app.db.query<{ r: Record<string, unknown> }>(
        `select to_jsonb(t) as r from ${quoteIdent(change.schema)}.${quoteIdent(change.table)} t where ${where}`,
        change.pk.map((c) => (record![c] === null ? null : String(record![c]))),
      );
      if (!r.rows[0]) return; // gone again before we could read it
      record = r.rows[0].r;
    }
    const targets: { conn: Conn; channel: Channel; ids: number[] }[] = [];
    // Hosted Realtime does not apply filters to DELETE events; here they are not applied either,
    // so a filter cannot be used to probe the values of a deleted row.
    for (const conn of conns) {
      for (const channel of conn.channels.values()) {
        const ids = channel.bindings
          .filter(
            (b) =>
              (b.event === '*' || b.event === change.type) &&
              b.schema === change.schema &&
              (b.table === '*' || b.table === change.table) &&
              (change.type === 'DELETE' || rowMatches(b.conds, record)),
          )
          .map((b) => b.id);
        if (ids.length) targets.push({ conn, channel, ids: Array.from(new Set(ids)) });
      }
    }
    if (!targets.length) return;

    const info = await tableInfo(change.schema, change.table, record);
    const oldRecord = change.type === 'INSERT' ? null : info.fullOld && !change.truncated ? change.old_record : pick(change.old_record, change.pk);
    // Wire doc §3: record for INSERT/UPDATE, old_record for UPDATE/DELETE.
    const data: Record<string, unknown> = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commit_timestamp,
      type: change.type,
      columns: info.columns,
      ...(change.type !== 'DELETE' ? { record } : {}),
      ...(change.type !== 'INSERT' ? { old_record: oldRecord } : {}),
      errors: null,
    };

    const seen = new Map<string, boolean>();
    for (const t of targets) {
      if (expired(t.channel.identity)) continue;
      const key = JSON.stringify([t.channel.identity.role, t.channel.identity.claims]);
      let ok = seen.get(key);
      if (ok === undefined) {
        ok = change.type === 'DELETE' ? await visibleOld(app.db, t.channel.identity, change) : await visible(app.db, t.channel.identity, change, record ?? {});
        seen.set(key, ok);
      }
      if (!ok) continue;
      push(t.conn, null, null, t.channel.topic, 'postgres_changes', { ids: t.ids, data });
    }
  }

  // Changes are handled one at a time, in commit order.
  let queue: Promise<void> = Promise.resolve();
  const unlisten = await app.db.listen(NOTIFY_CHANNEL, (payload) => {
    queue = queue.then(async () => {
      try {
        if (conns.size === 0) return;
        await deliver(JSON.parse(payload) as Change);
      } catch (e) {
        app.log(`realtime delivery failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    });
  });

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      for (const c of conns) c.ws.terminate();
      conns.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await queue;
      await unlisten().catch(() => undefined);
    },
  };
}
