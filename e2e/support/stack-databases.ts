// The e2e backends' PostgreSQL databases (when the run has a PostgreSQL: E2E_PG_URL, set by
// scripts/run/stack.mjs from ensurePostgres). Each e2e stack and each private backend
// (private-backend.ts) gets a database of its own, copied from the migrated and seeded template the
// backend tests build (supabase/tests/helpers/db-template.ts: `create database … template …`, about a
// second, where PGlite migrated and seeded each data directory for minutes on the loaded machine).
// The copies skip synchronous commit (a test database: a crash may lose its last transactions, no
// more) and are dropped when the run ends; one a killed run left behind goes after a day.
//
// CLI for scripts/run/stack.mjs (Node builtins only, so it cannot speak PostgreSQL itself):
//   E2E_PG_URL=<server url> npx tsx e2e/support/stack-databases.ts create <count>   → JSON [{name, url}]
//   E2E_PG_URL=<server url> npx tsx e2e/support/stack-databases.ts drop <name>…
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { migratedPgDatabase, withAdmin } from '../../supabase/tests/helpers/db-template.ts';

const PREFIX = 'akademi_e2e';
const STALE_MS = 24 * 60 * 60 * 1000;

export interface StackDatabase {
  name: string;
  url: string;
}

/** A fresh migrated and seeded database for one backend. */
export async function createStackDatabase(baseUrl: string): Promise<StackDatabase> {
  const db = await migratedPgDatabase(baseUrl, PREFIX, true);
  await withAdmin(baseUrl, (c) => c.query(`alter database "${db.name}" set synchronous_commit = off`));
  return { name: db.name, url: db.url };
}

export async function dropStackDatabases(baseUrl: string, names: string[]): Promise<void> {
  await withAdmin(baseUrl, async (c) => {
    for (const name of names) {
      if (!name.startsWith(`${PREFIX}_`)) throw new Error(`not an e2e database: ${name}`);
      await c.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
    }
  });
}

/** e2e databases older than a day (their names carry their creation time): left by a killed run. */
async function dropStale(baseUrl: string): Promise<void> {
  const { rows } = await withAdmin(baseUrl, (c) => c.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${PREFIX}\\_%`]));
  const stale = rows.map((r) => r.datname).filter((n) => Date.now() - Number(n.split('_')[2]) > STALE_MS);
  if (stale.length) await dropStackDatabases(baseUrl, stale);
}

async function cli(args: string[]): Promise<void> {
  const baseUrl = process.env.E2E_PG_URL;
  if (!baseUrl) throw new Error('E2E_PG_URL is not set');
  const [command, ...rest] = args;
  if (command === 'create') {
    await dropStale(baseUrl);
    const count = Number(rest[0] ?? 1);
    const out: StackDatabase[] = [];
    // one after another: the first builds the template when it is missing, the others copy it
    for (let i = 0; i < count; i++) out.push(await createStackDatabase(baseUrl));
    console.log(JSON.stringify(out));
  } else if (command === 'drop') {
    await dropStackDatabases(baseUrl, rest);
  } else {
    throw new Error('usage: stack-databases.ts create <count> | drop <name>…');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  cli(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
