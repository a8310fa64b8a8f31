// The local server's Postgres: embedded PGlite (data under .data/) by default, or any
// PostgreSQL given by DATABASE_URL. Both are driven through the same small interface so the
// REST, auth and realtime layers never know which one they talk to.
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}

export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Tx {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The API roles PostgREST switches to (shared/reference/supabase-wire.md §5). */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestIdentity {
  role: ApiRole;
  /** Verified JWT claims, or {role:'anon'} without a token. */
  claims: Record<string, unknown>;
}

export interface RequestTxOptions extends RequestIdentity {
  readOnly?: boolean;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
}

/**
 * One transaction per request, as PostgREST does: the role and request.jwt.claims are set
 * with set_config(..., true) so they vanish at commit and RLS decides what the caller sees.
 */
export async function withRequestTx<T>(db: Db, opts: RequestTxOptions, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: read-only mode rides along with the request settings (GET/HEAD).
    await tx.query(
      `select set_config('transaction_read_only', $6, true),
              set_config('search_path', '"public", "extensions"', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true)`,
      [
        opts.role,
        JSON.stringify({ ...opts.claims, role: opts.role }),
        opts.method ?? 'POST',
        opts.path ?? '/',
        JSON.stringify(opts.headers ?? {}),
        opts.readOnly ? 'on' : 'off',
      ],
    );
    return fn(tx);
  });
}

function pgliteTx(q: Pick<PGlite, 'query' | 'exec'>): Tx {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const r = await q.query<T>(sql, params);
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

export async function openPglite(dataDir?: string): Promise<Db> {
  const lite = await PGlite.create({ dataDir, extensions: { pgcrypto } });
  const base = pgliteTx(lite);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => lite.transaction((tx) => fn(pgliteTx(tx))),
    async listen(channel, onPayload) {
      const unsub = await lite.listen(channel, onPayload);
      return async () => unsub();
    },
    close: () => lite.close(),
  };
}

function pgTx(client: pg.PoolClient | pg.Pool): Tx {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const r = await client.query(sql, params as unknown[]);
      return {
        rows: r.rows as T[],
        fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        affectedRows: r.rowCount ?? 0,
      };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error (server restart, dropped database) must not crash the process.
  pool.on('error', (e) => console.error(`[supabase/local] PostgreSQL connection error: ${e.message}`));
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...pgTx(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const out = await fn(pgTx(client));
        await client.query('commit');
        return out;
      } catch (e) {
        await client.query('rollback').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      const client = await pool.connect();
      const handler = (m: pg.Notification) => {
        if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
      };
      client.on('notification', handler);
      client.on('error', (e) => console.error(`[supabase/local] LISTEN connection error: ${e.message}`));
      await client.query(`listen "${channel.replace(/"/g, '""')}"`);
      return async () => {
        client.off('notification', handler);
        await client.query(`unlisten "${channel.replace(/"/g, '""')}"`).catch(() => undefined);
        client.release();
      };
    },
    close: () => pool.end(),
  };
}

/** DATABASE_URL → PostgreSQL; otherwise PGlite persisted in dataDir (undefined = in memory). */
export function openDb(opts: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
