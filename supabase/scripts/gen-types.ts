// Generates shared/src/db/types.ts with Supabase's own generator: `@supabase/postgres-meta` with
// PG_META_GENERATE_TYPES=typescript, exactly what `supabase gen types typescript` runs in Docker
// (../shared/reference/toolchain.md). The schema comes from a throwaway PostgreSQL database the
// migrations are applied to (the same migrate() every server start runs; no seed).
//   npm run gen:types                               (writes the file)
//   npx tsx supabase/scripts/gen-types.ts --check   (exit 1 when the checked-in file differs)
// PostgreSQL: TEST_PG_URL, else the local cluster `npm test` installs (postgres://postgres:postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { openPostgres } from '../local/src/db.ts';
import { migrate } from '../local/src/migrate.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const TYPES_FILE = join(here, '..', '..', 'shared', 'src', 'db', 'types.ts');
/** PostgREST version the local server speaks (supabase-js reads it from the Database type). */
export const POSTGREST_VERSION = '12';
export const DEFAULT_PG_URL = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

async function admin<T>(baseUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Runs postgres-meta's type generator against dbUrl and returns what it prints. */
export function postgresMetaTypes(dbUrl: string): Promise<string> {
  const server = createRequire(import.meta.url).resolve('@supabase/postgres-meta/dist/server/server.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [server], {
      env: {
        ...process.env,
        PG_META_DB_URL: dbUrl,
        PG_META_GENERATE_TYPES: 'typescript',
        PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: 'public',
        PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
        PG_META_POSTGREST_VERSION: POSTGREST_VERSION,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && out.includes('export type Database')) resolve(out);
      else reject(new Error(`postgres-meta exited ${code}: ${err.trim().split('\n').slice(-5).join('\n')}`));
    });
  });
}

/** Applies the migrations to a fresh database on baseUrl, generates the types, drops the database. */
export async function generateTypes(baseUrl: string = process.env.TEST_PG_URL || DEFAULT_PG_URL): Promise<string> {
  const name = `akademi_gentypes_${randomBytes(5).toString('hex')}`;
  try {
    await admin(baseUrl, (c) => c.query(`create database "${name}"`));
  } catch (e) {
    throw new Error(
      `gen:types needs PostgreSQL (${baseUrl.replace(/:[^:@/]*@/, ':***@')}): ${(e as Error).message}. ` +
        'Set TEST_PG_URL, or run `npm test` once as root, which installs and starts it.',
    );
  }
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  try {
    const db = await openPostgres(u.toString());
    try {
      await migrate(db, { seed: false });
    } finally {
      await db.close();
    }
    return await postgresMetaTypes(u.toString());
  } finally {
    await admin(baseUrl, (c) => c.query(`drop database if exists "${name}" with (force)`)).catch(() => undefined);
  }
}

async function main() {
  const text = await generateTypes();
  if (process.argv.includes('--check')) {
    if (readFileSync(TYPES_FILE, 'utf8') !== text) {
      console.error('shared/src/db/types.ts is out of date with supabase/migrations: run npm run gen:types');
      process.exit(1);
    }
    console.log('shared/src/db/types.ts is up to date');
    return;
  }
  writeFileSync(TYPES_FILE, text);
  console.log(`wrote ${TYPES_FILE}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
