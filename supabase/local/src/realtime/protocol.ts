// The Phoenix channel protocol of /realtime/v1/websocket as realtime-js speaks it (vsn 2.0.0
// array frames and 1.0.0 object frames): frames, connections and their channels, and the
// channel messages (join with postgres_changes bindings, access_token, leave, heartbeat).
import { createHash } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { RequestIdentity } from '../db.ts';
import { IdentityError, identityFromToken } from '../identity.ts';
import type { JwtKeys } from '../jwt.ts';
import { parseFilter, type FilterCond } from './filters.ts';

export type Format = 'v1' | 'v2';
export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';

interface ClientBinding {
  event: string;
  schema: string;
  table?: string;
  filter?: string;
  [key: string]: unknown;
}

export interface Binding {
  id: number;
  event: '*' | ChangeEvent;
  schema: string;
  table: string;
  conds: FilterCond[];
}

export interface Channel {
  topic: string;
  joinRef: string | null;
  bindings: Binding[];
  identity: RequestIdentity;
}

export interface Conn {
  ws: WebSocket;
  format: Format;
  apiIdentity: RequestIdentity;
  channels: Map<string, Channel>;
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

/** Sends one frame in the connection's format (nothing once the socket is closing). */
export function push(conn: Conn, joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown): void {
  if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(encode(conn.format, joinRef, ref, topic, event, payload));
}

function channelIdentity(conn: Conn, token: unknown, jwtKeys: JwtKeys): RequestIdentity {
  // Real Realtime ignores opaque sb_… keys; an absent token falls back to the apikey's claims.
  if (typeof token !== 'string' || token === '' || token.startsWith('sb_')) return conn.apiIdentity;
  return identityFromToken(token, jwtKeys);
}

/** Handles one text frame from the client. */
export function onMessage(conn: Conn, raw: string, jwtKeys: JwtKeys): void {
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
        identity = channelIdentity(conn, msg.payload.access_token, jwtKeys);
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
        channel.identity = channelIdentity(conn, msg.payload.access_token, jwtKeys);
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
