// Saklama süreleri ve imha (issue 26 §4): admin-only settings with validated ranges,
// run_retention() erasing students past their retention period and old system_logs, each run in
// İmha Kayıtları; who may run it; pg_cron (hosted) and the local job runner share one schedule.
// On PGlite and — with TEST_PG_URL — on PostgreSQL.
//   cd supabase && npx tsx --test tests/privacy/retention.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, Tx } from '../../local/src/db.ts';
import { MIGRATIONS_DIR } from '../../local/src/migrate.ts';
import { nextCronRun } from '../../local/src/jobs.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { targets, inRollback, actAs, actAsOwner, attempt, type Actor } from '../rls/harness.ts';
import { createFreshStudent, scanForNeedles } from './fixture.ts';

const A = DEMO_ACCOUNTS;

describe('retention schedule', () => {
  it('one migration schedules run_retention with cron.schedule, daily at 03:30 UTC (pg_cron hosted, the stand-in locally)', () => {
    const sql = readFileSync(join(MIGRATIONS_DIR, '20261126440300_retention_job.sql'), 'utf8');
    const m = /cron\.schedule\('akademi-retention', '([^']+)', 'select public\.run_retention\(\)'\)/.exec(sql);
    assert.ok(m, 'the migration schedules run_retention with pg_cron');
    assert.equal(m[1], '30 3 * * *');
  });
  it('the next daily run is computed in UTC', () => {
    assert.equal(nextCronRun('30 3 * * *', new Date('2026-01-01T03:00:00Z')).toISOString(), '2026-01-01T03:30:00.000Z');
    assert.equal(nextCronRun('30 3 * * *', new Date('2026-01-01T03:30:30Z')).toISOString(), '2026-01-02T03:30:00.000Z');
  });
});

for (const target of targets()) {
  describe(`retention on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    before(async () => {
      ({ db, cleanup } = await target.open());
    });
    after(async () => {
      await cleanup?.();
    });
    const as = <T,>(actor: Actor, fn: (tx: Tx) => Promise<T>) =>
      inRollback(db, async (tx) => {
        await actAs(tx, actor);
        return fn(tx);
      });

    it('defaults: 24 months for student data, 6 months for system_logs; only an admin reads them', async () => {
      const rows = await as('admin', (tx) => tx.query<{ student_months: number; system_log_months: number }>('select student_months, system_log_months from public.retention_settings'));
      assert.deepEqual(rows.rows, [{ student_months: 24, system_log_months: 6 }]);
      for (const who of ['antrenor1', 'temsilci', 'ogrenci1', 'anon'] as const) {
        const r = await as(who, (tx) => attempt(tx, 'select * from public.retention_settings'));
        assert.equal(r.rows.length, 0, `${who} reads the settings`);
      }
    });

    it('settings: an admin changes them within range; out of range and non-admins are refused', async () => {
      await inRollback(db, async (tx) => {
        await actAs(tx, 'admin');
        const ok = await attempt(tx, 'update public.retention_settings set student_months = 36, system_log_months = 3 returning updated_by');
        assert.equal(ok.affected, 1);
        assert.equal(ok.rows[0].updated_by, A.admin.id);
        for (const sql of [
          'update public.retention_settings set student_months = 5',
          'update public.retention_settings set student_months = 121',
          'update public.retention_settings set system_log_months = 0',
          'update public.retention_settings set system_log_months = 25',
          'insert into public.retention_settings (id) values (true)',
          'delete from public.retention_settings',
        ]) {
          const r = await attempt(tx, sql);
          assert.ok(!r.ok || r.affected === 0, `accepted: ${sql}`);
        }
        const still = await tx.query<{ n: number }>('select count(*)::int as n from public.retention_settings');
        assert.equal(still.rows[0].n, 1);
      });
      for (const who of ['antrenor1', 'temsilci'] as const) {
        const r = await as(who, (tx) => attempt(tx, 'update public.retention_settings set student_months = 6'));
        assert.ok(!r.ok || r.affected === 0, `${who} changed the settings`);
      }
    });

    it('only an admin (or the scheduler) runs it', async () => {
      for (const who of ['antrenor1', 'temsilci', 'ogrenci1', 'anon'] as const) {
        const r = await as(who, (tx) => attempt(tx, 'select public.run_retention()'));
        assert.equal(r.ok, false, `${who} ran retention`);
      }
    });

    it('erases a student past the period and old system_logs, keeps the rest, and records the run', async () => {
      await inRollback(db, async (tx) => {
        const old = await createFreshStudent(tx, { tag: 'eski' });
        // last activity three years ago: move every timestamp of theirs back (triggers that keep a
        // row's dates fixed, e.g. parent_report_evaluations', are bypassed: fixtures only)
        await tx.query(`set local session_replication_role = replica`);
        for (const r of (await tx.query<{ s: string; t: string; c: string }>(
          `select distinct r.table_schema as s, r.table_name as t, r.column_name as c from public.student_reference_columns() r
            where r.via = 'fk' and r.match = 'id'
              and exists (select 1 from information_schema.columns k where k.table_schema = r.table_schema and k.table_name = r.table_name and k.column_name = 'created_at')`,
        )).rows) {
          await tx.query(`update "${r.s}"."${r.t}" set created_at = now() - interval '3 years' where "${r.c}" = $1`, [old.id]);
        }
        // (the profile guard keeps created_at; fixtures bypass triggers)
        await tx.query(`update public.users set created_at = now() - interval '3 years' where id = $1`, [old.id]);
        await tx.query(`set local session_replication_role = origin`);
        await tx.query(`update auth.users set last_sign_in_at = now() - interval '3 years' where id = $1`, [old.authId]);
        const fresh = await createFreshStudent(tx, { tag: 'yeni' });
        await tx.query(`insert into public.system_logs (message, created_at) select 'eski kayıt ' || g, now() - interval '7 months' from generate_series(1, 5) g`);
        const recentLogs = (await tx.query<{ n: number }>(`select count(*)::int as n from public.system_logs where created_at >= now() - interval '6 months'`)).rows[0].n;
        const pastDue = (await tx.query<{ id: string }>(
          `select student_id as id from public.student_last_activity() where last_activity < now() - interval '24 months'`)).rows.map((r) => r.id);
        assert.deepEqual(pastDue, [old.id], 'only the old fixture student is past due (the seed is recent)');

        await actAs(tx, 'admin');
        const res = (await tx.query<{ r: { students_erased: number; system_logs_deleted: number; destruction_log_id: string } }>('select public.run_retention() as r')).rows[0].r;
        assert.equal(res.students_erased, 1);
        assert.ok(res.system_logs_deleted >= 5);
        await actAsOwner(tx);
        assert.equal((await tx.query('select 1 from public.users where id = $1', [old.id])).rows.length, 0, 'the old student is erased');
        assert.equal((await tx.query('select 1 from public.users where id = $1', [fresh.id])).rows.length, 1, 'the recent student is kept');
        assert.equal((await tx.query('select 1 from public.users where id = $1', [A.ogrenci1.id])).rows.length, 1, 'seed students are kept');
        const hits = await scanForNeedles(tx, [old.id, old.firstName, old.lastName, old.email, old.guardianName, old.guardianEmail]);
        assert.deepEqual(hits, []);
        assert.equal((await tx.query<{ n: number }>(`select count(*)::int as n from public.system_logs where created_at < now() - interval '6 months'`)).rows[0].n, 0);
        assert.equal((await tx.query<{ n: number }>(`select count(*)::int as n from public.system_logs where created_at >= now() - interval '6 months'`)).rows[0].n,
          recentLogs - 3 /* the erased student's own log lines */ - 1 /* and the one naming them */);
        const log = (await tx.query<{ kind: string; reason: string; performed_by: string | null }[]>(
          `select kind, reason, performed_by from public.destruction_log order by created_at, kind`)).rows as unknown as { kind: string; reason: string; performed_by: string | null }[];
        assert.deepEqual(log.map((l) => l.kind).sort(), ['erasure', 'retention_run']);
        assert.match(log.find((l) => l.kind === 'erasure')!.reason, /Saklama süresi doldu/);
        assert.ok(log.every((l) => l.performed_by === A.admin.id));
      });
    });

    it('the scheduler (no JWT, as pg_cron and the local job runner call it) runs it too', async () => {
      await inRollback(db, async (tx) => {
        await actAsOwner(tx);
        const res = (await tx.query<{ r: { students_erased: number } }>('select public.run_retention() as r')).rows[0].r;
        assert.equal(res.students_erased, 0);
        const log = (await tx.query<{ performed_by: string | null }>(`select performed_by from public.destruction_log where kind = 'retention_run'`)).rows;
        assert.deepEqual(log, [{ performed_by: null }]);
      });
    });
  });
}
