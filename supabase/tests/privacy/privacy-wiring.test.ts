// Issue 26's parts joined (migration 20261126230000): a guardian's withdrawal opens an erasure
// request in the same transaction, and an export is recorded in the access log and carries the
// access-log records about the student. On PGlite and — with TEST_PG_URL — on PostgreSQL.
//   cd supabase && npx tsx --test tests/privacy/privacy-wiring.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { targets, inRollback, actAs, actAsOwner } from '../rls/harness.ts';

const A = DEMO_ACCOUNTS;
const o1 = A.ogrenci1.id;

for (const target of targets()) {
  describe(`privacy parts joined on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    before(async () => {
      ({ db, cleanup } = await target.open());
    });
    after(async () => {
      await cleanup?.();
    });

    it('a withdrawal recorded by the trainer opens one erasure request naming the guardian, and blocks new sessions', () =>
      inRollback(db, async (tx) => {
        await actAs(tx, 'antrenor1');
        await tx.query('select public.record_consent_withdrawal($1)', [o1]);
        await actAsOwner(tx);
        const reqs = await tx.query<{ request_type: string; status: string; requested_by: string; due: boolean }>(
          `select request_type, status, requested_by, due_at::date = (created_at + interval '30 days')::date as due
             from public.data_requests where student_id = $1`,
          [o1],
        );
        assert.equal(reqs.rows.length, 1);
        assert.equal(reqs.rows[0].request_type, 'erasure');
        assert.equal(reqs.rows[0].status, 'acik');
        assert.match(reqs.rows[0].requested_by, /veli onayını geri çekti/);
        assert.equal(reqs.rows[0].due, true);
        await actAs(tx, 'antrenor1');
        await tx.query('savepoint s');
        await assert.rejects(
          tx.query(`insert into public.test_sessions (student_id, conducted_by, kind) values ($1, public.current_user_id(), 'd2')`, [o1]),
          /veli onayı bulunmuyor/,
        );
        await tx.query('rollback to savepoint s');
      }));

    it('an export leaves an access-log record of kind export and carries the records about the student', () =>
      inRollback(db, async (tx) => {
        await actAs(tx, 'antrenor1');
        await tx.query(`select public.report_burdon_results($1)`, [o1]);
        const e = (await tx.query<{ e: Record<string, Record<string, unknown>[]> }>('select public.export_student_data($1) as e', [o1])).rows[0].e;
        const log = e['public.access_log'];
        assert.ok(Array.isArray(log) && log.length >= 2, 'the report look and the export itself are in the export');
        assert.ok(log.some((r) => r.actor_kind === 'staff' && r.what === 'results' && r.actor_id === A.antrenor1.id));
        assert.ok(log.some((r) => r.actor_kind === 'export' && r.what === 'export' && r.path === 'rpc:export_student_data'));
        assert.ok(log.every((r) => !('row_hash' in r) && !('subject_ref' in r)), 'no chain hashes or pseudonyms');
      }));

    it('the internal export function is not callable by staff', () =>
      inRollback(db, async (tx) => {
        await actAs(tx, 'admin');
        await assert.rejects(tx.query('select public.export_student_data_rows($1)', [o1]), /permission denied/);
      }));
  });
}
