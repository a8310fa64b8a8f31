// The real Supabase CLI applies our migrations (issue 27 §3): `supabase db push --db-url` (the pinned
// devDependency supabase@2.117.0, no Docker) onto a fresh PostgreSQL database that has what a hosted
// project has before our first migration (the API roles and the auth schema: supabase/local/sql
// below 500) and pg_cron, preloaded as on hosted Supabase. Then every migration is recorded where the
// CLI records it and the scheduled jobs are in cron.job.
// Needs PostgreSQL with pg_cron in shared_preload_libraries and cron.database_name = the database
// this test migrates (scripts/run.mjs ensurePostgres sets up both: 'akademi_cron'); skipped otherwise.
//   cd supabase && TEST_PG_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npx tsx --test tests/schema/cli-db-push.test.ts
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { LOCAL_SQL_DIR, MIGRATIONS_DIR, SUPABASE_DIR } from '../../local/src/migrate.ts';

const base = process.env.TEST_PG_URL;

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** The database pg_cron serves on this server, when pg_cron is preloaded; null otherwise. */
async function cronDatabase(url: string): Promise<string | null> {
  return withClient(url, async (c) => {
    const preload = (await c.query<{ v: string }>(`select current_setting('shared_preload_libraries') as v`)).rows[0]?.v ?? '';
    if (!/\bpg_cron\b/.test(preload)) return null;
    return (await c.query<{ v: string | null }>(`select current_setting('cron.database_name', true) as v`)).rows[0]?.v ?? null;
  });
}

let dbUrl = '';
let skip: string | false = base ? false : 'needs PostgreSQL (TEST_PG_URL)';

describe('supabase db push (the real CLI) on PostgreSQL 15 with pg_cron', () => {
  before(async () => {
    if (!base) return;
    const name = await cronDatabase(base);
    if (!name || name === new URL(base).pathname.slice(1)) {
      skip = 'needs pg_cron in shared_preload_libraries with its own cron.database_name (scripts/run.mjs sets both up as root)';
      return;
    }
    await withClient(base, async (c) => {
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.query(`create database "${name}"`);
    });
    const u = new URL(base);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
    // what the platform has before our migrations: roles, auth schema (the stand-in's bootstrap),
    // and pg_cron enabled (hosted: Database → Extensions)
    await withClient(dbUrl, async (c) => {
      for (const f of readdirSync(LOCAL_SQL_DIR).filter((f) => /^\d+_.*\.sql$/.test(f) && parseInt(f, 10) < 500).sort()) {
        await c.query(readFileSync(join(LOCAL_SQL_DIR, f), 'utf8'));
      }
      await c.query('create extension if not exists pg_cron');
    });
  });

  it('applies every migration and schedules the jobs', async (t) => {
    if (skip) return t.skip(skip);
    const u = new URL(dbUrl);
    u.searchParams.set('sslmode', 'disable');
    const r = spawnSync('npx', ['supabase', 'db', 'push', '--db-url', u.toString(), '--yes', '--workdir', join(SUPABASE_DIR, '..')], {
      encoding: 'utf8',
      env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
      timeout: 300_000,
    });
    assert.equal(r.status, 0, `supabase db push failed:\n${r.stdout}\n${r.stderr}`);
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    await withClient(dbUrl, async (c) => {
      const versions = (await c.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')).rows.map((x) => x.version);
      assert.deepEqual(versions, files.map((f) => f.slice(0, f.indexOf('_'))).sort());
      const jobs = (await c.query<{ jobname: string; schedule: string }>('select jobname, schedule from cron.job order by jobname')).rows;
      const names = jobs.map((j) => j.jobname);
      assert.ok(names.includes('akademi-aggregation'), `akademi-aggregation is not in cron.job: ${JSON.stringify(jobs)}`);
      assert.ok(names.includes('akademi-retention'), `akademi-retention is not in cron.job: ${JSON.stringify(jobs)}`);
    });
  });
});
