// The local server's Postgres: embedded PGlite (data under .data/) by default, or any
// PostgreSQL given by DATABASE_URL. Both are driven through the same small interface so the
// REST, auth and realtime layers never know which one they talk to.
import pg from 'pg';
import { openPgliteWorker } from './pglite-worker-db.ts';

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

export interface TxOptions {
  /** Cut any statement of the transaction that runs longer (ms); null/undefined = no limit. */
  statementTimeoutMs?: number | null;
}

/** statement_timeout per API role in ms (null = none), as Supabase sets it on the roles. */
export type StatementTimeouts = Record<ApiRole, number | null>;

/** Supabase's role settings: `alter role anon set statement_timeout='3s'`, authenticated '8s';
 *  service_role has none (wire doc §5). */
export const SUPABASE_STATEMENT_TIMEOUTS: StatementTimeouts = { anon: 3000, authenticated: 8000, service_role: null };

export interface Db extends Tx {
  readonly kind: 'pglite' | 'postgres';
  /** The per-role statement_timeout that withRequestTx applies. */
  readonly statementTimeouts: StatementTimeouts;
  transaction<T>(fn: (tx: Tx) => Promise<T>, opts?: TxOptions): Promise<T>;
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
  /** Overrides the role's statement_timeout (a function's own setting, as PostgREST applies it). */
  statementTimeoutMs?: number | null;
}

/**
 * One transaction per request, as PostgREST does: the role and request.jwt.claims are set
 * with set_config(..., true) so they vanish at commit and RLS decides what the caller sees.
 */
export async function withRequestTx<T>(db: Db, opts: RequestTxOptions, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const timeoutMs = opts.statementTimeoutMs !== undefined ? opts.statementTimeoutMs : (db.statementTimeouts[opts.role] ?? null);
  return db.transaction(
    async (tx) => {
      await applyRequestSettings(tx, opts, db.kind === 'postgres' ? timeoutMs : null);
      return fn(tx);
    },
    // PostgreSQL cuts by itself (statement_timeout below); PGlite's worker cuts from outside.
    { statementTimeoutMs: db.kind === 'pglite' ? timeoutMs : null },
  );
}

/**
 * The request's settings inside its transaction. `set role` does not apply a role's own
 * settings (`alter role … set statement_timeout`), so the role's statement_timeout is set here
 * too, as a transaction-local setting (PostgreSQL only: PGlite has no timer that can fire
 * inside a running statement; its worker enforces the limit).
 */
export async function applyRequestSettings(tx: Tx, opts: RequestTxOptions, statementTimeoutMs: number | null): Promise<void> {
  {
    // One round trip: read-only mode rides along with the request settings (GET/HEAD).
    await tx.query(
      `select set_config('transaction_read_only', $6, true),
              set_config('statement_timeout', coalesce($7, current_setting('statement_timeout')), true),
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
        statementTimeoutMs === null ? null : `${statementTimeoutMs}ms`,
      ],
    );
  }
}

/**
 * PGlite, in a worker thread (pglite-worker-db.ts) so that a long statement never blocks the
 * server and one that outlives its role's statement_timeout can be cut. dataDir undefined = a
 * temporary directory removed on close.
 */
export function openPglite(dataDir?: string, statementTimeouts: StatementTimeouts = SUPABASE_STATEMENT_TIMEOUTS): Promise<Db> {
  return openPgliteWorker(dataDir, statementTimeouts);
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

export async function openPostgres(url: string, statementTimeouts: StatementTimeouts = SUPABASE_STATEMENT_TIMEOUTS): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error (server restart, dropped database) must not crash the process.
  pool.on('error', (e) => console.error(`[supabase/local] PostgreSQL connection error: ${e.message}`));
  await pool.query('select 1');
  return {
    kind: 'postgres',
    statementTimeouts,
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
export function openDb(opts: { databaseUrl?: string; dataDir?: string; statementTimeouts?: StatementTimeouts }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.statementTimeouts) : openPglite(opts.dataDir, opts.statementTimeouts);
}

/**
 * statement_timeout per role from STATEMENT_TIMEOUT_ANON / _AUTHENTICATED / _SERVICE_ROLE:
 * Postgres-style values ('3s', '300ms', '1min', a bare number = ms); '0' = no limit.
 * Unset → Supabase's values.
 */
export function statementTimeoutsFromEnv(env: Record<string, string | undefined>): StatementTimeouts {
  const out: StatementTimeouts = { ...SUPABASE_STATEMENT_TIMEOUTS };
  const names: [ApiRole, string][] = [
    ['anon', 'STATEMENT_TIMEOUT_ANON'],
    ['authenticated', 'STATEMENT_TIMEOUT_AUTHENTICATED'],
    ['service_role', 'STATEMENT_TIMEOUT_SERVICE_ROLE'],
  ];
  for (const [role, name] of names) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|min)?$/.exec(raw);
    if (!m) throw new Error(`${name} must be a duration like 3s, 300ms or 1min, got "${raw}"`);
    const ms = Number(m[1]) * (m[2] === 's' ? 1000 : m[2] === 'min' ? 60_000 : 1);
    out[role] = ms > 0 ? Math.round(ms) : null;
  }
  return out;
}
