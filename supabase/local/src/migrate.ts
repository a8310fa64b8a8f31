// Applies, in order: the local-only Supabase bootstrap (roles, auth schema), every file of
// supabase/migrations not yet recorded (as the Supabase CLI records them), then — once, on a
// fresh database — supabase/seed.sql. Safe to call on every start.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const SUPABASE_DIR = join(here, '..', '..');
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
export const SEED_FILE = join(SUPABASE_DIR, 'seed.sql');
const BOOTSTRAP_FILE = join(here, '..', 'sql', '000_supabase_bootstrap.sql');

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
}

export async function migrate(db: Db, opts: { seed?: boolean; log?: (line: string) => void } = {}): Promise<MigrateResult> {
  const log = opts.log ?? (() => undefined);
  await db.exec(readFileSync(BOOTSTRAP_FILE, 'utf8'));
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
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (done.has(version)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, rest.join('_')]);
    });
    applied.push(file);
    log(`migration applied: ${file}`);
  }
  let seeded = false;
  if (opts.seed !== false && existsSync(SEED_FILE)) {
    const already = (await db.query('select 1 from supabase_migrations.local_seed limit 1')).rows.length > 0;
    if (!already) {
      await db.transaction(async (tx) => {
        await tx.exec(readFileSync(SEED_FILE, 'utf8'));
        await tx.query('insert into supabase_migrations.local_seed default values');
      });
      seeded = true;
      log('seed applied: supabase/seed.sql');
    }
  }
  return { applied, seeded };
}
