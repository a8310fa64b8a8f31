// Reads that leave an access-log record (issue 26 §2): the report and profile RPCs return a
// visible student's data and append one record per student returned; a caller who may not see
// the student gets nothing and leaves nothing; a student reading their own data is not recorded.
// PGlite, and PostgreSQL with TEST_PG_URL.
//   cd supabase && npx tsx --test tests/security/access-log-reads.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Tx } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { targets, inRollback, actAs, actAsOwner, attempt, type Actor } from '../rls/harness.ts';

const O1 = DEMO_ACCOUNTS.ogrenci1.id;

interface Read {
  rpc: string;
  what: string;
  /** SQL returning the rows as one count ($1 = student) */
  sql: string;
  /** the owner-side number of rows for $1 */
  ownerCount: string;
}

const READS: Read[] = [
  { rpc: 'report_burdon_results', what: 'results', sql: 'select count(*)::int as n from public.report_burdon_results($1)', ownerCount: 'select count(*)::int as n from public.burdon_test_results where student_id = $1' },
  { rpc: 'report_d2_results', what: 'results', sql: 'select count(*)::int as n from public.report_d2_results($1)', ownerCount: 'select count(*)::int as n from public.d2_test_results where student_id = $1' },
  { rpc: 'report_cognitive_results', what: 'results', sql: 'select count(*)::int as n from public.report_cognitive_results($1)', ownerCount: 'select count(*)::int as n from public.cognitive_test_result where student_id = $1' },
  {
    rpc: 'student_profile_results',
    what: 'results',
    sql: `select (select sum(jsonb_array_length(v))::int from jsonb_each(public.student_profile_results($1)) as e(k, v)) as n`,
    ownerCount: `select ((select count(*) from public.cognitive_test_result where student_id = $1) + (select count(*) from public.burdon_test_results where student_id = $1)
                 + (select count(*) from public.d2_test_results where student_id = $1) + (select count(*) from public.parent_survey_results where student_id = $1))::int as n`,
  },
  { rpc: 'student_profile_header', what: 'profile', sql: 'select (public.student_profile_header($1) is not null)::int as n', ownerCount: 'select ($1::uuid is not null)::int as n' },
  {
    rpc: 'student_profile_notes',
    what: 'notes',
    sql: 'select count(*)::int as n from public.student_profile_notes($1)',
    ownerCount: 'select least(count(*), 100)::int as n from public.student_notes where student_id = $1 and deleted_at is null',
  },
];

async function logCount(tx: Tx): Promise<number> {
  return (await tx.query<{ n: number }>('select count(*)::int as n from public.access_log')).rows[0].n;
}

for (const target of targets()) {
  describe(`logged reads on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;

    before(async () => {
      ({ db, cleanup } = await target.open());
      // one note so the notes read has something to return
      await db.query(`insert into public.student_notes (created_by, student_id, note_level, note_text) values ($1, $2, 'student', 'Okuma testi notu')`, [DEMO_ACCOUNTS.antrenor1.id, O1]);
    });
    after(async () => {
      await cleanup?.();
    });

    for (const r of READS) {
      it(`${r.rpc}: a trainer, the temsilci and the admin get the rows and leave one record each`, async () => {
        const expected = (await db.query<{ n: number }>(r.ownerCount, [O1])).rows[0].n;
        assert.ok(expected > 0, `seed has data for ${r.rpc}`);
        for (const who of ['antrenor1', 'temsilci', 'admin'] as Actor[]) {
          const out = await inRollback(db, async (tx) => {
            const before = await logCount(tx);
            await actAs(tx, who);
            const n = (await tx.query<{ n: number }>(r.sql, [O1])).rows[0].n;
            await actAsOwner(tx);
            const rows = (await tx.query<{ actor_id: string; actor_kind: string; what: string; path: string; subject_ref: string }>(
              'select actor_id, actor_kind, what, path, subject_ref from public.access_log order by seq desc limit 1')).rows;
            const ref = (await tx.query<{ r: string }>('select private.existing_subject_ref($1) as r', [O1])).rows[0].r;
            return { n, added: (await logCount(tx)) - before, last: rows[0], ref };
          });
          assert.equal(out.n, expected, `${who} ${r.rpc} rows`);
          assert.equal(out.added, 1, `${who} ${r.rpc} leaves one record`);
          assert.equal(out.last.actor_id, DEMO_ACCOUNTS[who as 'admin'].id);
          assert.equal(out.last.actor_kind, 'staff');
          assert.equal(out.last.what, r.what);
          assert.equal(out.last.path, `rpc:${r.rpc}`);
          assert.equal(out.last.subject_ref, out.ref);
        }
      });

      it(`${r.rpc}: a staff member who may not see the student gets nothing and leaves nothing; anon is refused`, async () => {
        for (const who of ['antrenor2', 'antrenor3', 'temsilci2'] as Actor[]) {
          const out = await inRollback(db, async (tx) => {
            const before = await logCount(tx);
            await actAs(tx, who);
            const n = (await tx.query<{ n: number | null }>(r.sql, [O1])).rows[0].n ?? 0;
            await actAsOwner(tx);
            return { n, added: (await logCount(tx)) - before };
          });
          assert.equal(out.n, 0, `${who} ${r.rpc}`);
          assert.equal(out.added, 0, `${who} ${r.rpc} leaves no record`);
        }
        const anon = await inRollback(db, async (tx) => {
          await actAs(tx, 'anon');
          return attempt(tx, r.sql, [O1]);
        });
        assert.equal(anon.code, '42501', `anon ${r.rpc}`);
      });
    }

    it('a student reading their own results is not recorded', async () => {
      const out = await inRollback(db, async (tx) => {
        const before = await logCount(tx);
        await actAs(tx, 'ogrenci1');
        const n = (await tx.query<{ n: number }>('select count(*)::int as n from public.report_burdon_results($1)', [O1])).rows[0].n;
        await actAsOwner(tx);
        return { n, added: (await logCount(tx)) - before };
      });
      assert.ok(out.n > 0);
      assert.equal(out.added, 0);
    });

    it("Erişim Kayıtları: the admin finds a trainer's look by student, by staff member and by date; nobody else may search", async () => {
      const out = await inRollback(db, async (tx) => {
        await actAs(tx, 'antrenor1');
        await tx.query('select count(*) from public.report_burdon_results($1)', [O1]);
        await actAs(tx, 'temsilci');
        await tx.query('select public.student_profile_header($1)', [O1]);
        await actAs(tx, 'admin');
        type Row = { actor_id: string; actor_name: string; student_id: string; student_name: string; what: string; path: string; total: string };
        const q = (args: string, params: unknown[]) => tx.query<Row>(`select * from public.access_log_search(${args})`, params).then((r) => r.rows);
        const byStudent = await q('p_student => $1', [O1]);
        const byActor = await q('p_actor => $1', [DEMO_ACCOUNTS.antrenor1.id]);
        const future = await q(`p_from => now() + interval '1 day'`, []);
        const paged = await q('p_student => $1, p_limit => 1, p_offset => 1', [O1]);
        const denied: Record<string, string | undefined> = {};
        for (const who of ['antrenor1', 'temsilci', 'ogrenci1', 'anon'] as Actor[]) {
          await actAs(tx, who);
          denied[who] = (await attempt(tx, 'select * from public.access_log_search()')).code;
        }
        return { byStudent, byActor, future, paged, denied };
      });
      assert.equal(out.byStudent.length, 2);
      assert.deepEqual(out.byStudent.map((r) => r.path), ['rpc:student_profile_header', 'rpc:report_burdon_results']);
      assert.equal(out.byStudent[1].actor_name, 'Zeynep Çelik');
      assert.equal(out.byStudent[1].student_name, 'Ali Yıldız');
      assert.equal(out.byStudent[1].student_id, O1);
      assert.equal(Number(out.byStudent[0].total), 2);
      assert.equal(out.byActor.length, 1);
      assert.equal(out.byActor[0].what, 'results');
      assert.equal(out.future.length, 0);
      assert.equal(out.paged.length, 1);
      assert.equal(out.paged[0].path, 'rpc:report_burdon_results');
      assert.equal(Number(out.paged[0].total), 2);
      assert.deepEqual(out.denied, { antrenor1: '42501', temsilci: '42501', ogrenci1: '42501', anon: '42501' });
    });

    it('Kim görüntüledi?: whoever may see the student reads the history; others get nothing', async () => {
      const out = await inRollback(db, async (tx) => {
        await actAs(tx, 'admin');
        await tx.query('select public.student_profile_results($1)', [O1]);
        const seen: Record<string, number> = {};
        for (const who of ['antrenor1', 'temsilci', 'admin', 'ogrenci1', 'antrenor2', 'temsilci2'] as Actor[]) {
          await actAs(tx, who);
          seen[who] = (await tx.query('select * from public.student_access_history($1)', [O1])).rows.length;
        }
        await actAs(tx, 'antrenor1');
        const row = (await tx.query<{ actor_name: string; what: string }>('select * from public.student_access_history($1)', [O1])).rows[0];
        await actAs(tx, 'anon');
        const anon = await attempt(tx, 'select * from public.student_access_history($1)', [O1]);
        return { seen, row, anon };
      });
      assert.deepEqual(out.seen, { antrenor1: 1, temsilci: 1, admin: 1, ogrenci1: 1, antrenor2: 0, temsilci2: 0 });
      assert.equal(out.row.actor_name, 'Selin Aydın');
      assert.equal(out.row.what, 'results');
      assert.equal(out.anon.code, '42501');
    });

    it('the log stays verifiable after logged reads', async () => {
      const v = await inRollback(db, async (tx) => {
        for (const who of ['antrenor1', 'admin'] as Actor[]) {
          await actAs(tx, who);
          await tx.query('select count(*) from public.report_d2_results($1)', [O1]);
        }
        await actAs(tx, 'admin');
        return (await tx.query<{ ok: boolean; checked: number }>('select * from public.verify_access_log()')).rows[0];
      });
      assert.equal(v.ok, true);
      assert.ok(Number(v.checked) >= 2);
    });
  });
}
