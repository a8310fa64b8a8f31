// /realtime/v1/websocket — the Phoenix channel protocol realtime-js speaks (vsn 2.0.0 array
// frames and 1.0.0 object frames) with postgres_changes: changes captured by the local
// triggers (sql/030_local_realtime.sql) are delivered to each matching binding only if the
// subscriber may SELECT the row under RLS, as hosted Realtime does (wire doc §3).
import { createHash } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket, type RawData } from 'ws';
import type { App } from '../app.ts';
import { applyRequestSettings, withRequestTx, type RequestIdentity } from '../db.ts';
import { IdentityError, identityFromToken } from '../identity.ts';
import { parseFilter, rowMatches, type FilterCond } from './filters.ts';

export interface RealtimeServer {
  close(): Promise<void>;
}

export const REALTIME_PATH = '/realtime/v1/websocket';
export const NOTIFY_CHANNEL = 'akademi_realtime';

type Format = 'v1' | 'v2';
type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';

interface ClientBinding {
  event: string;
  schema: string;
  table?: string;
  filter?: string;
  [key: string]: unknown;
}

interface Binding {
  id: number;
  event: '*' | ChangeEvent;
  schema: string;
  table: string;
  conds: FilterCond[];
}

interface Channel {
  topic: string;
  joinRef: string | null;
  bindings: Binding[];
  identity: RequestIdentity;
}

interface Conn {
  ws: WebSocket;
  format: Format;
  apiIdentity: RequestIdentity;
  channels: Map<string, Channel>;
}

interface Change {
  schema: string;
  table: string;
  type: ChangeEvent;
  commit_timestamp: string;
  pk: string[];
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  truncated?: boolean;
}

interface TableInfo {
  columns: { name: string; type: string }[];
  /** Old rows are sent whole only with REPLICA IDENTITY FULL and RLS off (Supabase docs). */
  fullOld: boolean;
}

/** Integer id per binding, stable for equal params (real Realtime uses :erlang.phash2). */
function bindingId(b: ClientBinding): number {
  const h = createHash('sha1').update(JSON.stringify([b.event, b.schema, b.table ?? null, b.filter ?? null])).digest();
  return h.readUInt32BE(0) % 2 ** 27;
}

function encode(format: Format, joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown): string {
  return format === 'v2'
    ? JSON.stringify([joinRef, ref, topic, event, payload])
    : JSON.stringify({ topic, event, payload, ref, join_ref: joinRef });
}

function decode(raw: string): { format: Format; joinRef: string | null; ref: string | null; topic: string; event: string; payload: Record<string, unknown> } | null {
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  const str = (x: unknown) => (x === null || x === undefined ? null : String(x));
  const obj = (x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {});
  if (Array.isArray(v) && v.length === 5 && typeof v[2] === 'string' && typeof v[3] === 'string') {
    return { format: 'v2', joinRef: str(v[0]), ref: str(v[1]), topic: v[2], event: v[3], payload: obj(v[4]) };
  }
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    if (typeof o.topic === 'string' && typeof o.event === 'string') {
      return { format: 'v1', joinRef: str(o.join_ref), ref: str(o.ref), topic: o.topic, event: o.event, payload: obj(o.payload) };
    }
  }
  return null;
}

function quoteIdent(s: string): string {
  return '"' + s.replace(/"/g, '""') + '"';
}

function pick(row: Record<string, unknown> | null, keys: string[]): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const k of keys) if (k in row) out[k] = row[k];
  return out;
}

export async function attachRealtime(app: App, server: Server): Promise<RealtimeServer> {
  const wss = new WebSocketServer({ noServer: true });
  const conns = new Set<Conn>();
  const tables = new Map<string, TableInfo>();

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
          onMessage(conn, data.toString());
        } catch (e) {
          app.log(`realtime message failed: ${e instanceof Error ? e.message : String(e)}`);
        }
      });
      ws.on('close', () => conns.delete(conn));
      ws.on('error', () => conns.delete(conn));
    });
  };
  server.on('upgrade', onUpgrade);

  function push(conn: Conn, joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown): void {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(encode(conn.format, joinRef, ref, topic, event, payload));
  }

  function channelIdentity(conn: Conn, token: unknown): RequestIdentity {
    // Real Realtime ignores opaque sb_… keys; an absent token falls back to the apikey's claims.
    if (typeof token !== 'string' || token === '' || token.startsWith('sb_')) return conn.apiIdentity;
    return identityFromToken(token, app.config.jwtKeys);
  }

  function onMessage(conn: Conn, raw: string): void {
    const msg = decode(raw);
    if (!msg) return;
    conn.format = msg.format;
    const reply = (status: 'ok' | 'error', response: unknown) => push(conn, msg.joinRef, msg.ref, msg.topic, 'phx_reply', { status, response });
    if (msg.topic === 'phoenix') {
      if (msg.event === 'heartbeat') reply('ok', {});
      return;
    }
    switch (msg.event) {
      case 'phx_join': {
        const config = (msg.payload.config ?? {}) as { postgres_changes?: unknown };
        const clientBindings = Array.isArray(config.postgres_changes) ? (config.postgres_changes as ClientBinding[]) : [];
        let identity: RequestIdentity;
        try {
          identity = channelIdentity(conn, msg.payload.access_token);
        } catch (e) {
          if (!(e instanceof IdentityError)) throw e;
          reply('error', { reason: e.kind === 'expired' ? 'Token has expired' : 'Invalid token' });
          return;
        }
        const bindings: Binding[] = [];
        const echoed: Record<string, unknown>[] = [];
        for (const b of clientBindings) {
          const event = String(b?.event ?? '').toUpperCase();
          if (!b || typeof b !== 'object' || !['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event) || typeof b.schema !== 'string') {
            reply('error', { reason: 'Invalid postgres_changes binding: event and schema are required' });
            return;
          }
          let conds: FilterCond[];
          try {
            conds = parseFilter(typeof b.filter === 'string' ? b.filter : undefined);
          } catch (e) {
            reply('error', { reason: e instanceof Error ? e.message : 'invalid filter' });
            return;
          }
          const id = bindingId(b);
          bindings.push({ id, event: event as Binding['event'], schema: b.schema, table: typeof b.table === 'string' ? b.table : '*', conds });
          echoed.push({ ...b, id });
        }
        conn.channels.set(msg.topic, { topic: msg.topic, joinRef: msg.joinRef, bindings, identity });
        reply('ok', { postgres_changes: echoed });
        if (bindings.length) {
          push(conn, msg.joinRef, null, msg.topic, 'system', {
            channel: msg.topic.replace(/^realtime:/, ''),
            extension: 'postgres_changes',
            message: 'Subscribed to PostgreSQL',
            status: 'ok',
          });
        }
        return;
      }
      case 'access_token': {
        const channel = conn.channels.get(msg.topic);
        if (!channel) return;
        try {
          channel.identity = channelIdentity(conn, msg.payload.access_token);
        } catch (e) {
          if (!(e instanceof IdentityError)) throw e;
          // An invalid token keeps the previous identity (checked for expiry at delivery).
        }
        return;
      }
      case 'phx_leave': {
        conn.channels.delete(msg.topic);
        reply('ok', {});
        push(conn, msg.joinRef, msg.ref, msg.topic, 'phx_close', {});
        return;
      }
      default:
        // presence and other pushes: acknowledge so the client does not time out.
        if (msg.ref !== null) reply('ok', {});
    }
  }

  async function tableInfo(schema: string, table: string, record: Record<string, unknown> | null): Promise<TableInfo> {
    const key = `${schema}.${table}`;
    let info = tables.get(key);
    if (info && record && Object.keys(record).some((k) => !info!.columns.some((c) => c.name === k))) info = undefined;
    if (!info) {
      const rel = `${quoteIdent(schema)}.${quoteIdent(table)}`;
      const cols = await app.db.query<{ name: string; type: string }>(
        `select a.attname as name, t.typname as type from pg_attribute a join pg_type t on t.oid = a.atttypid
          where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
        [rel],
      );
      const cls = await app.db.query<{ full: boolean }>(
        `select relreplident = 'f' and not relrowsecurity as full from pg_class where oid = $1::regclass`,
        [rel],
      );
      info = { columns: cols.rows, fullOld: cls.rows[0]?.full === true };
      tables.set(key, info);
    }
    return info;
  }

  /** Whether the subscriber may SELECT the row (identified by its primary key) under RLS. */
  async function visible(identity: RequestIdentity, change: Change, row: Record<string, unknown>): Promise<boolean> {
    const rel = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
    try {
      return await withRequestTx(app.db, { ...identity, readOnly: true, method: 'GET', path: `/${change.table}` }, async (tx) => {
        if (change.pk.length) {
          const where = change.pk.map((c, i) => `${quoteIdent(c)} = $${i + 1}`).join(' and ');
          const params = change.pk.map((c) => {
            const v = row[c];
            return v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);
          });
          return (await tx.query(`select 1 from ${rel} where ${where} limit 1`, params)).rows.length > 0;
        }
        return (await tx.query(`select 1 from ${rel} t where to_jsonb(t) @> $1::jsonb limit 1`, [JSON.stringify(row)])).rows.length > 0;
      });
    } catch {
      return false; // no privilege, table gone, bad value: the subscriber does not see it
    }
  }

  /**
   * Whether the subscriber could have read a DELETEd row: the old row is put back for a moment
   * (as the superuser, triggers and foreign keys off: session_replication_role = replica), the
   * subscriber's role and claims are set, RLS decides whether it is visible, and everything is
   * rolled back. Hosted Realtime cannot check this and sends every DELETE (primary keys only
   * when RLS is on); delivering only what the subscriber could read is stricter. A row too big
   * for NOTIFY (only its key was captured) cannot be checked: only service_role gets it.
   */
  async function visibleOld(identity: RequestIdentity, change: Change): Promise<boolean> {
    if (identity.role === 'service_role') return true;
    const old = change.old_record;
    if (!old || change.truncated) return false;
    const rel = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
    const timeoutMs = app.db.statementTimeouts[identity.role] ?? null;
    class Verdict {
      constructor(readonly ok: boolean) {}
    }
    try {
      await app.db.transaction(
        async (tx) => {
          const cols = (
            await tx.query<{ name: string }>(
              `select attname as name from pg_attribute
                where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
              [rel],
            )
          ).rows
            .map((c) => quoteIdent(c.name))
            .join(', ');
          await tx.query(`select set_config('session_replication_role', 'replica', true)`);
          await tx.query(
            `insert into ${rel} (${cols}) overriding system value select ${cols} from jsonb_populate_record(null::${rel}, $1::jsonb)`,
            [JSON.stringify(old)],
          );
          await tx.query(`select set_config('session_replication_role', 'origin', true)`);
          await applyRequestSettings(tx, { ...identity, method: 'GET', path: `/${change.table}` }, app.db.kind === 'postgres' ? timeoutMs : null);
          const keys = change.pk.length ? change.pk : Object.keys(old);
          const where = keys.map((c) => `${quoteIdent(c)} is not distinct from (jsonb_populate_record(null::${rel}, $1::jsonb)).${quoteIdent(c)}`).join(' and ');
          const r = await tx.query(`select 1 from ${rel} where ${where} limit 1`, [JSON.stringify(old)]);
          throw new Verdict(r.rows.length > 0);
        },
        { statementTimeoutMs: app.db.kind === 'pglite' ? timeoutMs : null },
      );
    } catch (e) {
      if (e instanceof Verdict) return e.ok;
      return false; // no privilege, table gone, the key taken again: the subscriber does not see it
    }
    return false;
  }

  function expired(identity: RequestIdentity): boolean {
    const exp = identity.claims.exp;
    return typeof exp === 'number' && exp < Math.floor(Date.now() / 1000);
  }

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
        ok = change.type === 'DELETE' ? await visibleOld(t.channel.identity, change) : await visible(t.channel.identity, change, record ?? {});
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
