// Test harness for database-level tests: opens the databases to test against (PGlite in
// memory always; PostgreSQL when TEST_PG_URL is set, in a fresh throwaway database), applies
// migrations + seed, and runs each check as a given caller inside a transaction that is
// always rolled back, so checks never see each other's writes.
import { rmSync } from 'node:fs';
import { openPglite, openPostgres, type Db, type Tx } from '../../local/src/db.ts';
import { migrate } from '../../local/src/migrate.ts';
import { migratedPgDatabase, migratedPgliteDir } from '../helpers/db-template.ts';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../seed/demo-accounts.ts';

export interface Target {
  name: string;
  open(): Promise<{ db: Db; cleanup(): Promise<void> }>;
}

/** PGlite always; PostgreSQL too when TEST_PG_URL is set (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres). */
export function targets(): Target[] {
  const list: Target[] = [
    {
      name: 'PGlite',
      async open() {
        // a copy of the migrated, seeded template (helpers/db-template.ts); migrate() finds it current
        const dir = await migratedPgliteDir(true);
        const db = await openPglite(dir);
        await migrate(db);
        return {
          db,
          async cleanup() {
            await db.close();
            rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
  const url = process.env.TEST_PG_URL;
  if (url) {
    list.push({
      name: 'PostgreSQL',
      async open() {
        const database = await migratedPgDatabase(url, 'akademi_rls', true);
        const db = await openPostgres(database.url);
        try {
          await migrate(db);
        } catch (e) {
          await db.close();
          await database.drop();
          throw e;
        }
        return {
          db,
          async cleanup() {
            await db.close();
            await database.drop();
          },
        };
      },
    });
  }
  return list;
}

export type Actor = DemoAccountKey | 'anon' | 'service_role';

class Rollback {
  constructor(readonly value: unknown) {}
}

/** Runs fn in a transaction (as the database owner until `actAs`) and always rolls it back. */
export async function inRollback<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new Rollback(await fn(tx));
    });
  } catch (e) {
    if (e instanceof Rollback) return e.value as T;
    throw e;
  }
  throw new Error('unreachable');
}

/** Switches the transaction to a caller exactly as PostgREST does (role + request.jwt.claims). */
export async function actAs(tx: Tx, who: Actor, headers: Record<string, string> = {}): Promise<void> {
  let role: string;
  let claims: Record<string, unknown>;
  if (who === 'anon') {
    role = 'anon';
    claims = { role: 'anon' };
  } else if (who === 'service_role') {
    role = 'service_role';
    claims = { role: 'service_role' };
  } else {
    const a = DEMO_ACCOUNTS[who];
    role = 'authenticated';
    claims = { sub: a.authId, role: 'authenticated', email: a.email, aud: 'authenticated' };
  }
  await tx.query(
    `select set_config('search_path', '"public", "extensions"', true),
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.headers', $3, true)`,
    [role, JSON.stringify(claims), JSON.stringify(headers)],
  );
}

/** Back to the database owner inside the same transaction (fixtures between steps). */
export async function actAsOwner(tx: Tx): Promise<void> {
  await tx.query(`select set_config('role', 'none', true), set_config('request.jwt.claims', '', true)`);
}

export interface Attempt<T = Record<string, unknown>> {
  ok: boolean;
  code?: string;
  message?: string;
  rows: T[];
  affected: number;
}

/** Runs one statement inside a savepoint so a failure leaves the transaction usable. */
export async function attempt<T = Record<string, unknown>>(tx: Tx, sql: string, params: unknown[] = []): Promise<Attempt<T>> {
  await tx.query('savepoint probe');
  try {
    const r = await tx.query<T>(sql, params);
    await tx.query('release savepoint probe');
    return { ok: true, rows: r.rows, affected: r.affectedRows };
  } catch (e) {
    await tx.query('rollback to savepoint probe');
    const err = e as { code?: string; message?: string };
    return { ok: false, code: err.code, message: err.message, rows: [], affected: 0 };
  }
}
