// Applies, in order: the local-only SQL of supabase/local/sql numbered below 500 (bootstrap:
// roles, auth schema; local auth tables, mailbox, realtime capture functions), every file of
// supabase/migrations not yet recorded (as the Supabase CLI records them), the local-only SQL
// numbered 500 and above (e.g. realtime triggers on the published tables), then — once, on a
// fresh database — supabase/seed.sql. Safe to call on every start: local SQL is idempotent.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const SUPABASE_DIR = join(here, '..', '..');
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
export const SEED_FILE = join(SUPABASE_DIR, 'seed.sql');
export const LOCAL_SQL_DIR = join(here, '..', 'sql');

/** Local SQL files `NNN_name.sql`, sorted; phase 'before' = NNN < 500, 'after' = NNN >= 500. */
function localSqlFiles(phase: 'before' | 'after'): string[] {
  return readdirSync(LOCAL_SQL_DIR)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .filter((f) => (parseInt(f, 10) < 500) === (phase === 'before'))
    .sort();
}

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
}

export async function migrate(
  db: Db,
  opts: { seed?: boolean; /** config.toml [db.seed] sql_paths (default supabase/seed.sql) */ seedFiles?: string[]; log?: (line: string) => void } = {},
): Promise<MigrateResult> {
  const log = opts.log ?? (() => undefined);
  for (const file of localSqlFiles('before')) await db.exec(readFileSync(join(LOCAL_SQL_DIR, file), 'utf8'));
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, name text, statements text[], applied_at timestamptz default now());
    create table if not exists supabase_migrations.local_seed (applied_at timestamptz primary key default now());
  `);
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  );
  const files = existsSync(MIGRATIONS_DIR) ? readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort() : [];
  const applied: string[] = [];
  for (const file of files) {
    const base = file.replace(/\.sql$/, '');
    const cut = base.indexOf('_');
    const version = cut < 0 ? base : base.slice(0, cut);
    if (done.has(version)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, cut < 0 ? '' : base.slice(cut + 1)]);
    });
    applied.push(file);
    log(`migration applied: ${file}`);
  }
  for (const file of localSqlFiles('after')) await db.exec(readFileSync(join(LOCAL_SQL_DIR, file), 'utf8'));
  let seeded = false;
  const seedFiles = (opts.seedFiles ?? [SEED_FILE]).filter((f) => existsSync(f));
  if (opts.seed !== false && seedFiles.length > 0) {
    const already = (await db.query('select 1 from supabase_migrations.local_seed limit 1')).rows.length > 0;
    if (!already) {
      await db.transaction(async (tx) => {
        for (const f of seedFiles) await tx.exec(readFileSync(f, 'utf8'));
        await tx.query('insert into supabase_migrations.local_seed default values');
      });
      seeded = true;
      log(`seed applied: ${seedFiles.join(', ')}`);
    }
  }
  return { applied, seeded };
}
