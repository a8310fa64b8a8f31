// The system_logs flood caps are database rules (issue 27 §2, migration 20261126440000): straight
// against the database (PGlite, and PostgreSQL 15 with TEST_PG_URL), no API server in front.
//   cd supabase && npx tsx --test tests/rls/system-logs-caps.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Tx } from '../../local/src/db.ts';
import { targets, inRollback, actAs, actAsOwner, attempt } from './harness.ts';

const rows = (n: number, extra = '') =>
  `insert into public.system_logs (log_level, log_source, message) select 'info', 'test', 'satır ' || g${extra} from generate_series(1, ${n}) g`;

for (const target of targets()) {
  describe(`system_logs caps on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    before(async () => {
      ({ db, cleanup } = await target.open());
    });
    after(async () => {
      await cleanup?.();
    });
    const count = async (tx: Tx) => Number((await tx.query<{ n: number }>('select count(*)::int as n from public.system_logs')).rows[0]?.n);

    it('one statement: at most 100 rows (PT413), the 100 pass', async () => {
      await inRollback(db, async (tx) => {
        await actAs(tx, 'anon');
        const many = await attempt(tx, rows(101));
        assert.equal(many.ok, false);
        assert.equal(many.code, 'PT413');
        assert.match(many.message ?? '', /at most 100 system_logs rows/);
        assert.equal((await attempt(tx, rows(100))).ok, true);
      });
    });

    it('one statement: at most 1 MiB (PT413), even in one row', async () => {
      await inRollback(db, async (tx) => {
        await actAs(tx, 'ogrenci1');
        const big = await attempt(tx, `insert into public.system_logs (message, details) values ('x', jsonb_build_object('blob', repeat('y', 1100000)))`);
        assert.equal(big.ok, false);
        assert.equal(big.code, 'PT413');
        assert.match(big.message ?? '', /bytes of system_logs/);
      });
    });

    it('a flood: a caller over rows_per_minute is refused (PT429) and nothing of the refused statement is kept; another caller is not', async () => {
      await inRollback(db, async (tx) => {
        await actAsOwner(tx);
        await tx.query('update public.system_log_limits set rows_per_minute = 250');
        const before = await count(tx);
        await actAs(tx, 'anon', { 'x-forwarded-for': '203.0.113.7' });
        for (let i = 0; i < 2; i++) assert.equal((await attempt(tx, rows(100))).ok, true, `batch ${i}`);
        const over = await attempt(tx, rows(100));
        assert.equal(over.ok, false);
        assert.equal(over.code, 'PT429');
        assert.match(over.message ?? '', /rate limit/);
        // one by one is refused too once the window is full
        assert.equal((await attempt(tx, rows(50))).ok, true);
        assert.equal((await attempt(tx, rows(1))).code, 'PT429');
        // another address and a signed-in user have their own windows
        await actAs(tx, 'anon', { 'x-forwarded-for': '198.51.100.9, 10.0.0.1' });
        assert.equal((await attempt(tx, rows(100))).ok, true);
        await actAs(tx, 'antrenor1');
        assert.equal((await attempt(tx, rows(100))).ok, true);
        await actAsOwner(tx);
        assert.equal((await count(tx)) - before, 450);
        const w = await tx.query<{ caller: string; row_count: number }>('select caller, row_count from public.system_log_windows order by caller');
        assert.ok(w.rows.some((r) => r.caller === 'ip:203.0.113.7' && Number(r.row_count) === 250));
        assert.ok(w.rows.some((r) => r.caller === 'ip:198.51.100.9'));
      });
    });

    it('the window resets after a minute', async () => {
      await inRollback(db, async (tx) => {
        await actAsOwner(tx);
        await tx.query('update public.system_log_limits set rows_per_minute = 100');
        await tx.query(`insert into public.system_log_windows (caller, window_start, row_count) values ('ip:192.0.2.1', now() - interval '61 seconds', 100)`);
        await actAs(tx, 'anon', { 'x-forwarded-for': '192.0.2.1' });
        assert.equal((await attempt(tx, rows(100))).ok, true);
        assert.equal((await attempt(tx, rows(1))).code, 'PT429');
      });
    });

    it('the service role and direct sessions are not capped; callers cannot read or change the caps', async () => {
      await inRollback(db, async (tx) => {
        await actAs(tx, 'service_role');
        assert.equal((await attempt(tx, rows(150))).ok, true);
        await actAsOwner(tx);
        assert.equal((await attempt(tx, rows(150))).ok, true);
        for (const who of ['anon', 'admin', 'ogrenci1'] as const) {
          await actAs(tx, who);
          const upd = await attempt(tx, 'update public.system_log_limits set rows_per_minute = 10000000');
          assert.ok(!upd.ok || upd.affected === 0, `${who} changes the caps`);
          const win = await attempt(tx, 'delete from public.system_log_windows');
          assert.ok(!win.ok || win.affected === 0, `${who} clears the windows`);
          assert.equal((await attempt(tx, 'select public.system_logs_cap()')).ok, false);
        }
      });
    });
  });
}
