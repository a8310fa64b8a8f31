// Dışa aktarma and silme at scale (issue 26 §3): a student with ~200 results (every result table,
// each under its own test session), notes, exercises, notifications and 10,000 system_logs rows
// naming them, on a freshly migrated + seeded database. Times export_student_data and
// erase_student (each run in a transaction rolled back afterwards, so every run sees the same
// data). Prints ms per run and the median; no assertions on time.
//
//   npx tsx bench/privacy-export-erasure.ts                         # PGlite, then PostgreSQL if reachable
//   BENCH_RUNS=5 BENCH_BACKENDS=pglite npx tsx bench/privacy-export-erasure.ts
import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres, type Db, type Tx } from '../supabase/local/src/db.ts';
import { migrate } from '../supabase/local/src/migrate.ts';
import { createFreshStudent } from '../supabase/tests/privacy/fixture.ts';

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RESULTS = 200;
const LOG_ROWS = 10_000;

function reachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = connect({ host: u.hostname, port: Number(u.port || 5432) }, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.setTimeout(1000, () => {
      s.destroy();
      resolve(false);
    });
  });
}

class Rollback extends Error {}

async function once(db: Db, resultTables: number): Promise<{ exportMs: number; exportBytes: number; eraseMs: number; rows: number; results: number }> {
  let out = { exportMs: 0, exportBytes: 0, eraseMs: 0, rows: 0, results: 0 };
  try {
    await db.transaction(async (tx: Tx) => {
      const s = await createFreshStudent(tx, { results: Math.ceil(RESULTS / resultTables), logRows: LOG_ROWS });
      await tx.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
      let t = performance.now();
      const e = await tx.query<{ e: unknown }>('select public.export_student_data($1) as e', [s.id]);
      const exportMs = performance.now() - t;
      t = performance.now();
      const log = await tx.query<{ id: string }>(`select public.erase_student($1, 'Performans ölçümü') as id`, [s.id]);
      const eraseMs = performance.now() - t;
      const d = await tx.query<{ total_rows: number; categories: Record<string, number> }>('select total_rows, categories from public.destruction_log where id = $1', [log.rows[0].id]);
      const results = s.resultTables.reduce((n, tbl) => n + (d.rows[0].categories[`public.${tbl}`] ?? 0), 0);
      out = { exportMs, exportBytes: JSON.stringify(e.rows[0].e).length, eraseMs, rows: d.rows[0].total_rows, results };
      throw new Rollback();
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function bench(name: string, db: Db): Promise<void> {
  const resultTables = (
    await db.query<{ n: number }>(
      `select count(distinct r.table_name)::int as n from public.student_reference_columns() r
        where r.table_schema = 'public' and r.column_name = 'student_id' and r.via = 'fk'
          and r.table_name not in ('test_sessions', 'data_requests', 'student_notes', 'student_exercises', 'exercise_attempts', 'notifications')`,
    )
  ).rows[0].n;
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await once(db, Math.max(1, resultTables - 1));
    runs.push(r);
    console.log(`${name} run ${i + 1}: export ${r.exportMs.toFixed(0)} ms (${(r.exportBytes / 1024).toFixed(0)} KB), erase ${r.eraseMs.toFixed(0)} ms (${r.rows} rows destroyed, ${r.results} results)`);
  }
  console.log(
    `${name}: median export ${median(runs.map((r) => r.exportMs)).toFixed(0)} ms, median erase ${median(runs.map((r) => r.eraseMs)).toFixed(0)} ms — ${LOG_ROWS} log rows, ~${RESULTS} results`,
  );
}

for (const backend of BACKENDS) {
  if (backend === 'pglite') {
    const db = await openPglite();
    await migrate(db);
    await bench('PGlite', db);
    await db.close();
  } else if (backend === 'postgres') {
    if (!(await reachable(PG_URL))) {
      console.log('PostgreSQL not reachable: skipped');
      continue;
    }
    const name = `akademi_bench_${randomBytes(4).toString('hex')}`;
    const admin = await openPostgres(PG_URL);
    await admin.exec(`create database ${name}`);
    await admin.close();
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    const db = await openPostgres(u.toString());
    try {
      await migrate(db);
      await bench('PostgreSQL', db);
    } finally {
      await db.close();
      const a = await openPostgres(PG_URL);
      await a.exec(`drop database if exists ${name} with (force)`);
      await a.close();
    }
  }
}
