// Load telemetry rows are filtered by remote in the database (issue 29 item 4, migration
// 20261127300000): the expression index exists, an admin's filter on details->>'remote' finds a
// remote's rows and no other, and a non-admin still reads none (RLS). Straight against the database
// (PGlite, and PostgreSQL 15 with TEST_PG_URL).
//   cd supabase && npx tsx --test tests/rls/system-logs-remote-filter.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../local/src/db.ts';
import { targets, inRollback, actAs } from './harness.ts';

const telemetryRow = (remote: string, outcome: string) =>
  `insert into public.system_logs (log_level, log_source, message, details) values ('info', 'federation.load', 'remote load ${remote} ${outcome}',
     jsonb_build_object('remote', '${remote}', 'version', '1.0.0', 'outcome', '${outcome}', 'manifest_ms', 5, 'entry_ms', 20, 'init_ms', 3))`;

for (const target of targets()) {
  describe(`system_logs filtered by remote on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    before(async () => {
      ({ db, cleanup } = await target.open());
    });
    after(async () => {
      await cleanup?.();
    });

    it('the index on details->>remote exists', async () => {
      const { rows } = await db.query<{ indexdef: string }>(
        `select indexdef from pg_indexes where schemaname = 'public' and tablename = 'system_logs' and indexname = 'system_logs_details_remote_idx'`,
      );
      assert.equal(rows.length, 1);
      assert.match(rows[0]?.indexdef ?? '', /details ->> 'remote'/);
    });

    it('an admin finds exactly one remote’s rows; a trainer reads none', async () => {
      await inRollback(db, async (tx) => {
        await actAs(tx, 'anon');
        await tx.query(telemetryRow('mf_reports', 'ok'));
        await tx.query(telemetryRow('mf_reports', 'incompatible'));
        await tx.query(telemetryRow('mf_admin', 'ok'));
        const filtered = `select details->>'outcome' as outcome from public.system_logs where details->>'remote' = 'mf_reports' order by created_at desc`;
        await actAs(tx, 'admin');
        const admin = await tx.query<{ outcome: string }>(filtered);
        assert.deepEqual(admin.rows.map((r) => r.outcome).sort(), ['incompatible', 'ok']);
        await actAs(tx, 'antrenor1');
        assert.equal((await tx.query(filtered)).rows.length, 0);
      });
    });
  });
}
