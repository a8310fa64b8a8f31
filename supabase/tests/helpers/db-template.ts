// Migrated databases for the backend tests, built once and copied. Applying every migration and
// the seed took 15–25 s per database (PGlite, on the 2-core CI machine; PostgreSQL ≈ 5 s), and the
// suite opens well over a hundred databases. The first test that needs one builds a template with
// the real `migrate()` — the same code every server start runs — and each later test gets a copy:
// PGlite's data directory copied on disk, PostgreSQL's `create database … template …`. A template is
// named by a hash of everything `migrate()` reads (migrations, local SQL, seed.sql, the PGlite
// version), so a changed migration builds a new one. Used by the backend tests, the benches and
// the e2e stacks' PostgreSQL databases (e2e/support/stack-databases.ts).
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../../local/src/db.ts';
import { LOCAL_SQL_DIR, MIGRATIONS_DIR, SEED_FILE, migrate } from '../../local/src/migrate.ts';

function sqlFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.sql')).sort().map((f) => join(dir, f)) : [];
}

function pgliteVersion(): string {
  try {
    const require = createRequire(import.meta.url);
    return String((require('@electric-sql/pglite/package.json') as { version?: string }).version ?? '');
  } catch {
    return '';
  }
}

let cachedHash: string | null = null;
/** A short hash of everything migrate() reads. */
export function migrationsHash(): string {
  if (cachedHash) return cachedHash;
  const h = createHash('sha256');
  for (const f of [...sqlFiles(LOCAL_SQL_DIR), ...sqlFiles(MIGRATIONS_DIR), SEED_FILE]) {
    h.update(f.slice(f.lastIndexOf('/') + 1));
    if (existsSync(f)) h.update(readFileSync(f));
  }
  h.update(pgliteVersion());
  cachedHash = h.digest('hex').slice(0, 16);
  return cachedHash;
}

const TEMPLATE_ROOT = join(tmpdir(), 'akademi-test-db-templates');
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;

function isOlderThan(path: string, ms: number): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs > ms;
  } catch {
    return false;
  }
}

/**
 * A fresh PGlite data directory holding the migrated (and, with seed, seeded) database. The caller
 * owns it and removes it when done.
 */
export async function migratedPgliteDir(seed: boolean): Promise<string> {
  const name = `pglite-${migrationsHash()}-${seed ? 'seeded' : 'bare'}`;
  const template = join(TEMPLATE_ROOT, name);
  if (!existsSync(template)) {
    mkdirSync(TEMPLATE_ROOT, { recursive: true });
    // built under a unique name and renamed: a test file building the same template at the same time
    // never sees a half-written one
    const building = join(TEMPLATE_ROOT, `${name}.building-${process.pid}-${randomBytes(3).toString('hex')}`);
    const db = await openPglite(building);
    try {
      await migrate(db, { seed });
    } finally {
      await db.close();
    }
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another process won the race
    }
    // other migrations' templates go once they are a day old: another checkout on this machine may
    // be copying its own template right now (removing it under that copy failed a test with ENOENT)
    for (const old of readdirSync(TEMPLATE_ROOT)) {
      const path = join(TEMPLATE_ROOT, old);
      if (old.startsWith('pglite-') && !old.includes(migrationsHash()) && !old.includes('.building-') && isOlderThan(path, STALE_TEMPLATE_MS)) {
        rmSync(path, { recursive: true, force: true });
      }
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'akademi-test-pglite-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** Runs fn on a client of the server's admin database (baseUrl), closed afterwards. */
export async function withAdmin<T>(baseUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function databaseUrl(baseUrl: string, name: string): string {
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh database `<prefix>_<random>` on the PostgreSQL server at baseUrl, holding the migrated
 * (and, with seed, seeded) schema; drop() removes it.
 */
export async function migratedPgDatabase(baseUrl: string, prefix: string, seed: boolean): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const template = `akademi_tpl_${migrationsHash()}_${seed ? 'seeded' : 'bare'}`;
  const exists = await withAdmin(baseUrl, async (c) => (await c.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1);
  if (!exists) {
    const building = `akademi_tplbuild_${randomBytes(5).toString('hex')}`;
    await withAdmin(baseUrl, (c) => c.query(`create database "${building}"`));
    try {
      const db = await openPostgres(databaseUrl(baseUrl, building));
      try {
        await migrate(db, { seed });
      } finally {
        await db.close();
      }
      await withAdmin(baseUrl, async (c) => {
        try {
          await c.query(`alter database "${building}" rename to "${template}"`);
        } catch {
          await c.query(`drop database if exists "${building}" with (force)`); // another process won the race
        }
        const old = await c.query<{ datname: string }>(
          `select datname from pg_database where datname like 'akademi\\_tpl\\_%' and datname not like $1`,
          [`akademi\\_tpl\\_${migrationsHash()}\\_%`],
        );
        for (const r of old.rows) await c.query(`drop database if exists "${r.datname}" with (force)`).catch(() => undefined);
      });
    } catch (e) {
      await withAdmin(baseUrl, (c) => c.query(`drop database if exists "${building}" with (force)`)).catch(() => undefined);
      throw e;
    }
  }
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withAdmin(baseUrl, async (c) => {
    // CREATE DATABASE … TEMPLATE waits for no one: it fails when another session is copying the same
    // template at that instant, so a few tries (test files may run side by side)
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`create database "${name}" template "${template}"`);
        return;
      } catch (e) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(e))) throw e;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
  return {
    url: databaseUrl(baseUrl, name),
    name,
    drop: () => withAdmin(baseUrl, async (c) => void (await c.query(`drop database if exists "${name}" with (force)`))),
  };
}
