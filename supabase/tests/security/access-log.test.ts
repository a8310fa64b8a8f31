// Erişim kayıtları (issue 26 §2): the access log is append-only for every role (service_role
// included), its hash chain detects a tampered, removed or appended row, concurrent appends keep
// one chain, and erasing a student leaves the log unlinkable. PGlite, and PostgreSQL with TEST_PG_URL.
//   cd supabase && npx tsx --test tests/security/access-log.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Tx } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS, demoStudent } from '../../seed/demo-accounts.ts';
import { targets, inRollback, actAs, actAsOwner, attempt, type Actor } from '../rls/harness.ts';

const O1 = DEMO_ACCOUNTS.ogrenci1.id;
const O2 = demoStudent(2).id;

interface Verify {
  ok: boolean;
  checked: string | number;
  first_broken_seq: string | number | null;
  reason: string | null;
}

async function verify(tx: Tx): Promise<Verify> {
  return (await tx.query<Verify>('select * from public.verify_access_log()')).rows[0];
}

/** Appends one record as the service role (the way the edge functions do). */
async function logAsService(tx: Tx, student: string, what = 'results', path = 'test:access-log'): Promise<void> {
  await actAs(tx, 'service_role');
  await tx.query(`select public.log_student_access($1, $2, $3, 'service')`, [student, what, path]);
  await actAsOwner(tx);
}

for (const target of targets()) {
  describe(`access log on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;

    before(async () => {
      ({ db, cleanup } = await target.open());
      // a few committed rows so the chain has history
      for (let i = 0; i < 3; i++) await db.transaction((tx) => logAsService(tx, O1, 'results', `test:seed-${i}`));
    });
    after(async () => {
      await cleanup?.();
    });

    it('records who, a pseudonym of the student, what, when and the path', async () => {
      const row = await inRollback(db, async (tx) => {
        await logAsService(tx, O1, 'profile', 'rpc:deneme');
        return (await tx.query<Record<string, unknown>>('select * from public.access_log order by seq desc limit 1')).rows[0];
      });
      assert.equal(row.actor_kind, 'service');
      assert.equal(row.actor_id, null);
      assert.equal(row.what, 'profile');
      assert.equal(row.path, 'rpc:deneme');
      assert.match(String(row.subject_ref), /^[0-9a-f]{64}$/);
      assert.ok(!JSON.stringify(row).includes(O1), 'the student id is not stored in the row');
      // the same student gets the same pseudonym; another student another one
      const refs = await inRollback(db, async (tx) => {
        await logAsService(tx, O1);
        await logAsService(tx, O2);
        return (await tx.query<{ subject_ref: string }>('select subject_ref from public.access_log order by seq desc limit 3')).rows.map((r) => r.subject_ref);
      });
      assert.notEqual(refs[0], refs[1]);
      assert.equal(refs[1], refs[2]);
    });

    it('a student reading their own data is not recorded; anon and signed-in callers cannot write records themselves', async () => {
      for (const who of ['anon', 'ogrenci1', 'antrenor1', 'admin'] as Actor[]) {
        const r = await inRollback(db, async (tx) => {
          await actAs(tx, who);
          return attempt(tx, `select public.log_student_access($1, 'results', 'rpc:forged')`, [O1]);
        });
        assert.equal(r.code, '42501', `${who} may not call log_student_access directly`);
      }
    });

    for (const who of ['anon', 'antrenor1', 'temsilci', 'admin', 'ogrenci1', 'service_role'] as Actor[]) {
      it(`append-only for ${who}: insert, update, delete and truncate are refused`, async () => {
        const outcomes = await inRollback(db, async (tx) => {
          await actAs(tx, who);
          return {
            insert: await attempt(tx, `insert into public.access_log (actor_kind, subject_ref, what, path, seq, prev_hash, row_hash) values ('staff', repeat('a', 64), 'results', 'x', 999, 'x', 'x')`),
            update: await attempt(tx, `update public.access_log set what = 'notes'`),
            delete: await attempt(tx, `delete from public.access_log`),
            truncate: await attempt(tx, `truncate public.access_log`),
            keys: await attempt(tx, `select * from private.subject_keys`),
          };
        });
        for (const [op, r] of Object.entries(outcomes)) {
          assert.ok(!r.ok, `${who} ${op} must be refused`);
          assert.equal(r.code, '42501', `${who} ${op}: ${r.message}`);
        }
      });
    }

    it('the owner too cannot update, delete or truncate (triggers)', async () => {
      await inRollback(db, async (tx) => {
        for (const sql of [`update public.access_log set what = 'notes'`, `delete from public.access_log`, `truncate public.access_log`]) {
          const r = await attempt(tx, sql);
          assert.equal(r.code, '42501', `${sql}: ${r.message}`);
          assert.match(r.message ?? '', /değiştirilemez/);
        }
      });
    });

    it('only an admin reads the log and verifies the chain', async () => {
      const seen = async (who: Actor) =>
        inRollback(db, async (tx) => {
          await actAs(tx, who);
          return {
            rows: (await attempt(tx, 'select count(*)::int as n from public.access_log')).rows[0] as { n: number } | undefined,
            verify: await attempt<Verify>(tx, 'select * from public.verify_access_log()'),
          };
        });
      const admin = await seen('admin');
      assert.ok((admin.rows?.n ?? 0) >= 3);
      assert.equal(admin.verify.rows[0]?.ok, true);
      for (const who of ['antrenor1', 'temsilci', 'ogrenci1'] as Actor[]) {
        const r = await seen(who);
        assert.equal(r.rows?.n, 0, `${who} sees no log rows`);
        assert.equal(r.verify.code, '42501', `${who} may not verify`);
      }
      const anon = await seen('anon');
      assert.ok(!anon.verify.ok);
    });

    it('verification finds a changed row (tampered by the owner with the trigger disabled)', async () => {
      const v = await inRollback(db, async (tx) => {
        await tx.query('alter table public.access_log disable trigger access_log_no_update');
        await tx.query(`update public.access_log set what = 'notes' where seq = 2`);
        return verify(tx);
      });
      assert.equal(v.ok, false);
      assert.equal(Number(v.first_broken_seq), 2);
      assert.equal(v.reason, 'kayıt değiştirilmiş');
    });

    it('verification finds a re-hashed row (the next link breaks), a removed row and a cut tail', async () => {
      const rehashed = await inRollback(db, async (tx) => {
        await tx.query('alter table public.access_log disable trigger access_log_no_update');
        await tx.query(`update public.access_log set what = 'notes',
          row_hash = private.access_log_row_hash(seq, prev_hash, at, actor_id, actor_kind, subject_ref, 'notes', path) where seq = 1`);
        return verify(tx);
      });
      assert.equal(rehashed.ok, false);
      assert.equal(Number(rehashed.first_broken_seq), 2);
      assert.equal(rehashed.reason, 'önceki özet tutmuyor');

      const removed = await inRollback(db, async (tx) => {
        await tx.query('alter table public.access_log disable trigger access_log_no_update');
        await tx.query(`delete from public.access_log where seq = 2`);
        return verify(tx);
      });
      assert.equal(removed.ok, false);
      assert.equal(Number(removed.first_broken_seq), 2);

      const cut = await inRollback(db, async (tx) => {
        await tx.query('alter table public.access_log disable trigger access_log_no_update');
        await tx.query(`delete from public.access_log where seq = (select max(seq) from public.access_log)`);
        return verify(tx);
      });
      assert.equal(cut.ok, false);
      assert.equal(cut.reason, 'zincirin sonu eksik');
    });

    it('concurrent appends keep one chain (no fork, no gap)', async () => {
      const before = Number((await db.query<{ n: string }>('select count(*) as n from public.access_log')).rows[0].n);
      await Promise.all(
        Array.from({ length: 12 }, (_, i) => db.transaction((tx) => logAsService(tx, i % 2 ? O1 : O2, 'results', `test:concurrent-${i}`))),
      );
      const rows = (await db.query<{ seq: string; prev_hash: string; row_hash: string }>('select seq, prev_hash, row_hash from public.access_log order by seq')).rows;
      assert.equal(rows.length, before + 12);
      rows.forEach((r, i) => {
        assert.equal(Number(r.seq), i + 1);
        if (i > 0) assert.equal(r.prev_hash, rows[i - 1].row_hash);
      });
      const v = await inRollback(db, (tx) => verify(tx));
      assert.equal(v.ok, true, `${v.reason}`);
      assert.equal(Number(v.checked), rows.length);
    });

    it('a batch of N students is one statement: N chained records, one head write, the chain verifies', async () => {
      await inRollback(db, async (tx) => {
        const students = (await tx.query<{ id: string }>(`select id::text from public.users where 'kullanici' = any (roles) order by id limit 30`)).rows.map((r) => r.id);
        assert.equal(students.length, 30);
        const head0 = (await tx.query<{ seq: string }>('select seq::text from private.access_log_head')).rows[0];
        await actAs(tx, 'service_role');
        // duplicates and nulls are recorded once / skipped
        const n = (await tx.query<{ n: number }>(`select public.log_students_access($1::uuid[], 'results', 'test:batch', 'service') as n`, [[...students, students[0], null]])).rows[0].n;
        await actAsOwner(tx);
        assert.equal(n, 30);
        const rows = (await tx.query<{ seq: string; prev_hash: string; row_hash: string; path: string }>(
          'select seq::text, prev_hash, row_hash, path from public.access_log where seq > $1 order by seq', [head0.seq])).rows;
        assert.equal(rows.length, 30);
        rows.forEach((r, i) => {
          assert.equal(Number(r.seq), Number(head0.seq) + i + 1);
          assert.equal(r.path, 'test:batch');
          if (i > 0) assert.equal(r.prev_hash, rows[i - 1].row_hash);
        });
        const head = (await tx.query<{ seq: string; row_hash: string; tail: string | null }>(
          `select seq::text, row_hash, current_setting('akademi.access_log_tail', true) as tail from private.access_log_head`)).rows[0];
        assert.equal(head.seq, rows[29].seq, 'the head is written at the end of the statement');
        assert.equal(head.row_hash, rows[29].row_hash);
        assert.ok(!head.tail, 'the running tail is cleared after the statement');
        // every student has their own pseudonym
        assert.equal(new Set(rows.map((r) => r.row_hash)).size, 30);
        // single appends after a batch, in the same transaction, continue the chain
        await logAsService(tx, O1, 'profile', 'test:after-batch');
        const v = await verify(tx);
        assert.equal(v.ok, true, `${v.reason}`);
      });
    });

    it('a batch rolled back to a savepoint leaves the head and the chain as they were', async () => {
      await inRollback(db, async (tx) => {
        await logAsService(tx, O1, 'results', 'test:before-savepoint');
        const head0 = (await tx.query<{ seq: string }>('select seq::text from private.access_log_head')).rows[0].seq;
        await tx.query('savepoint s');
        await actAs(tx, 'service_role');
        await tx.query(`select public.log_students_access($1::uuid[], 'results', 'test:rolled-back', 'service')`, [[O1, O2]]);
        await tx.query('rollback to savepoint s');
        await actAsOwner(tx);
        assert.equal((await tx.query<{ seq: string }>('select seq::text from private.access_log_head')).rows[0].seq, head0);
        await logAsService(tx, O2, 'results', 'test:after-savepoint');
        const v = await verify(tx);
        assert.equal(v.ok, true, `${v.reason}`);
        assert.equal((await tx.query<{ seq: string }>('select seq::text from private.access_log_head')).rows[0].seq, String(Number(head0) + 1));
      });
    });

    it('a signed-in staff batch skips the caller; anon and signed-in callers cannot call the batch function', async () => {
      await inRollback(db, async (tx) => {
        for (const who of ['anon', 'antrenor1', 'admin'] as Actor[]) {
          await actAs(tx, who);
          const r = await attempt(tx, `select public.log_students_access(array['${O1}'::uuid], 'results', 'test:forged')`);
          assert.equal(r.code, '42501', who);
          await actAsOwner(tx);
        }
      });
    });

    it('concurrent batches keep one chain (no fork, no gap)', async () => {
      const students = (await db.query<{ id: string }>(`select id::text from public.users where 'kullanici' = any (roles) order by id limit 20`)).rows.map((r) => r.id);
      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          db.transaction(async (tx) => {
            await actAs(tx, 'service_role');
            await tx.query(`select public.log_students_access($1::uuid[], 'results', $2, 'service')`, [students.slice(i, i + 10), `test:concurrent-batch-${i}`]);
            await actAsOwner(tx);
          }),
        ),
      );
      const rows = (await db.query<{ seq: string; prev_hash: string; row_hash: string }>('select seq, prev_hash, row_hash from public.access_log order by seq')).rows;
      rows.forEach((r, i) => {
        assert.equal(Number(r.seq), i + 1);
        if (i > 0) assert.equal(r.prev_hash, rows[i - 1].row_hash);
      });
      const v = await inRollback(db, (tx) => verify(tx));
      assert.equal(v.ok, true, `${v.reason}`);
    });

    it('erasing the student deletes their key: the log stays but can no longer be linked to them', async () => {
      await inRollback(db, async (tx) => {
        const id = (await tx.query<{ id: string }>(
          `insert into public.users (email, first_name, last_name, roles) values ('silinecek.ogrenci@akademi.test', 'Silinecek', 'Öğrenci', '{kullanici}') returning id`,
        )).rows[0].id;
        await logAsService(tx, id, 'profile', 'rpc:deneme');
        const ref = (await tx.query<{ r: string }>('select private.existing_subject_ref($1) as r', [id])).rows[0].r;
        assert.match(ref, /^[0-9a-f]{64}$/);
        assert.equal(Number((await tx.query<{ n: string }>('select count(*) as n from public.access_log where subject_ref = $1', [ref])).rows[0].n), 1);
        await tx.query('delete from public.users where id = $1', [id]);
        assert.equal((await tx.query('select 1 from private.subject_keys where student_id = $1', [id])).rows.length, 0);
        assert.equal((await tx.query<{ r: string | null }>('select private.existing_subject_ref($1) as r', [id])).rows[0].r, null);
        // the row is still there and the chain still verifies
        assert.equal(Number((await tx.query<{ n: string }>('select count(*) as n from public.access_log where subject_ref = $1', [ref])).rows[0].n), 1);
        assert.equal((await verify(tx)).ok, true);
      });
    });
  });
}
