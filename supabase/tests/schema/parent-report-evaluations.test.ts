// The parent report's evaluation text (issue 25 item 5; migration 20261126120100): one per
// student and report date, written by the student's staff, 1..2000 characters after trimming,
// the author is the caller (never the body), student and date fixed once stored, no future
// dates; the student cannot read it. PGlite always, PostgreSQL with TEST_PG_URL.
//   cd supabase && npx tsx --test tests/schema/parent-report-evaluations.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { targets, inRollback, actAs, attempt } from '../rls/harness.ts';

const student = DEMO_ACCOUNTS.ogrenci1.id;
const trainer = DEMO_ACCOUNTS.antrenor1.id;
const insert = `insert into public.parent_report_evaluations (student_id, report_date, evaluation_text, written_by)
                values ($1, (now() at time zone 'Europe/Istanbul')::date, $2, $3) returning id, evaluation_text, written_by`;

for (const target of targets()) {
  describe(`parent report evaluations on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    before(async () => {
      ({ db, cleanup } = await target.open());
    });
    after(async () => {
      await cleanup?.();
    });

    it('the trainer writes it: trimmed, the author is the trainer whatever the body says', async () => {
      const r = await inRollback(db, async (tx) => {
        await actAs(tx, 'antrenor1');
        return attempt<{ evaluation_text: string; written_by: string }>(tx, insert, [student, '  Çok iyi bir dönem geçirdi.  ', DEMO_ACCOUNTS.admin.id]);
      });
      assert.ok(r.ok, r.message);
      assert.deepEqual(r.rows.map((x) => [x.evaluation_text, x.written_by]), [['Çok iyi bir dönem geçirdi.', trainer]]);
    });

    it('2000 characters accepted; 2001, blank and a second row for the same day refused', async () => {
      const r = await inRollback(db, async (tx) => {
        await actAs(tx, 'antrenor1');
        const max = await attempt(tx, insert, [student, 'ş'.repeat(2000), null]);
        const again = await attempt(tx, insert, [student, 'İkinci', null]);
        return { max, again };
      });
      assert.ok(r.max.ok, r.max.message);
      assert.equal(r.again.code, '23505');
      for (const text of ['ş'.repeat(2001), '   \n  ']) {
        const bad = await inRollback(db, async (tx) => {
          await actAs(tx, 'antrenor1');
          return attempt(tx, insert, [student, text, null]);
        });
        assert.equal(bad.code, '23514', JSON.stringify(text.slice(0, 5)));
      }
    });

    it('student and date are fixed once stored; no report date in the future', async () => {
      const r = await inRollback(db, async (tx) => {
        await actAs(tx, 'antrenor1');
        const row = await attempt<{ id: string }>(tx, insert, [student, 'Metin', null]);
        const id = row.rows[0]?.id;
        const moveDate = await attempt(tx, `update public.parent_report_evaluations set report_date = report_date - 1 where id = $1`, [id]);
        const edit = await attempt<{ evaluation_text: string }>(tx, `update public.parent_report_evaluations set evaluation_text = 'Yeni metin' where id = $1 returning evaluation_text`, [id]);
        const future = await attempt(tx, `insert into public.parent_report_evaluations (student_id, report_date, evaluation_text) values ($1, current_date + 30, 'Gelecek')`, [student]);
        return { moveDate, edit, future };
      });
      assert.equal(r.moveDate.code, '42501');
      assert.deepEqual(r.edit.rows, [{ evaluation_text: 'Yeni metin' }]);
      assert.equal(r.future.code, '23514');
    });

    it('the student, another trainer and anon neither read nor write it', async () => {
      const seeded = await inRollback(db, async (tx) => {
        await tx.query(insert, [student, 'Veliye not', trainer]);
        const out: Record<string, { read: number; write: string | undefined }> = {};
        for (const who of ['ogrenci1', 'antrenor2', 'anon'] as const) {
          await actAs(tx, who);
          const read = (await tx.query<{ n: number }>('select count(*)::int as n from public.parent_report_evaluations where student_id = $1', [student])).rows[0].n;
          const write = await attempt(tx, `insert into public.parent_report_evaluations (student_id, report_date, evaluation_text) values ($1, date '2026-01-02', 'x')`, [student]);
          out[who] = { read, write: write.code };
          await tx.query(`select set_config('role', 'none', true)`);
        }
        return out;
      });
      for (const who of ['ogrenci1', 'antrenor2', 'anon']) {
        assert.equal(seeded[who]?.read, 0, who);
        assert.equal(seeded[who]?.write, '42501', who);
      }
    });
  });
}
