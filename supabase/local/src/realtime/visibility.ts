// Who may see a captured change: the subscriber's role and JWT claims are applied and RLS
// decides, for the new row (INSERT/UPDATE) and for the row as it was (DELETE); plus the
// changed table's columns for the payload (wire doc §3).
import { applyRequestSettings, withRequestTx, type Db, type RequestIdentity } from '../db.ts';
import type { ChangeEvent } from './protocol.ts';

/** A change as the local triggers (sql/030_local_realtime.sql) NOTIFY it. */
export interface Change {
  schema: string;
  table: string;
  type: ChangeEvent;
  commit_timestamp: string;
  pk: string[];
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  truncated?: boolean;
}

export interface TableInfo {
  columns: { name: string; type: string }[];
  /** Old rows are sent whole only with REPLICA IDENTITY FULL and RLS off (Supabase docs). */
  fullOld: boolean;
}

export function quoteIdent(s: string): string {
  return '"' + s.replace(/"/g, '""') + '"';
}

/** The table's columns and old-row policy, cached until a record shows a column it lacks. */
export function tableInfoReader(db: Db): (schema: string, table: string, record: Record<string, unknown> | null) => Promise<TableInfo> {
  const tables = new Map<string, TableInfo>();
  return async (schema, table, record) => {
    const key = `${schema}.${table}`;
    let info = tables.get(key);
    if (info && record && Object.keys(record).some((k) => !info!.columns.some((c) => c.name === k))) info = undefined;
    if (!info) {
      const rel = `${quoteIdent(schema)}.${quoteIdent(table)}`;
      const cols = await db.query<{ name: string; type: string }>(
        `select a.attname as name, t.typname as type from pg_attribute a join pg_type t on t.oid = a.atttypid
          where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
        [rel],
      );
      const cls = await db.query<{ full: boolean }>(
        `select relreplident = 'f' and not relrowsecurity as full from pg_class where oid = $1::regclass`,
        [rel],
      );
      info = { columns: cols.rows, fullOld: cls.rows[0]?.full === true };
      tables.set(key, info);
    }
    return info;
  };
}

/** Whether the subscriber may SELECT the row (identified by its primary key) under RLS. */
export async function visible(db: Db, identity: RequestIdentity, change: Change, row: Record<string, unknown>): Promise<boolean> {
  const rel = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
  try {
    return await withRequestTx(db, { ...identity, readOnly: true, method: 'GET', path: `/${change.table}` }, async (tx) => {
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
export async function visibleOld(db: Db, identity: RequestIdentity, change: Change): Promise<boolean> {
  if (identity.role === 'service_role') return true;
  const old = change.old_record;
  if (!old || change.truncated) return false;
  const rel = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
  const timeoutMs = db.statementTimeouts[identity.role] ?? null;
  class Verdict {
    constructor(readonly ok: boolean) {}
  }
  try {
    await db.transaction(
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
        await applyRequestSettings(tx, { ...identity, method: 'GET', path: `/${change.table}` }, db.kind === 'postgres' ? timeoutMs : null);
        const keys = change.pk.length ? change.pk : Object.keys(old);
        const where = keys.map((c) => `${quoteIdent(c)} is not distinct from (jsonb_populate_record(null::${rel}, $1::jsonb)).${quoteIdent(c)}`).join(' and ');
        const r = await tx.query(`select 1 from ${rel} where ${where} limit 1`, [JSON.stringify(old)]);
        throw new Verdict(r.rows.length > 0);
      },
      { statementTimeoutMs: db.kind === 'pglite' ? timeoutMs : null },
    );
  } catch (e) {
    if (e instanceof Verdict) return e.ok;
    return false; // no privilege, table gone, the key taken again: the subscriber does not see it
  }
  return false;
}

/** The channel's token has expired: nothing more is delivered on it. */
export function expired(identity: RequestIdentity): boolean {
  const exp = identity.claims.exp;
  return typeof exp === 'number' && exp < Math.floor(Date.now() / 1000);
}
