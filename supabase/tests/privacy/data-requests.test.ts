// Veri Talepleri, dışa aktarma, silme (issue 26 §3): export completeness (every table with a column
// referring to a student is a key — a table added later too), who may export / erase / open
// requests, credentials never exported, erasure leaving no trace anywhere (every text, uuid and JSON
// column of every table in every non-system schema), erasing twice, a reason naming the child.
// On PGlite and — with TEST_PG_URL — on PostgreSQL.
//   cd supabase && npx tsx --test tests/privacy/data-requests.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Tx } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { targets, inRollback, actAs, actAsOwner, attempt, type Actor } from '../rls/harness.ts';
import { createFreshStudent, scanForNeedles } from './fixture.ts';

const A = DEMO_ACCOUNTS;
const o1 = A.ogrenci1.id;

type Export = Record<string, Record<string, unknown>[]>;

for (const target of targets()) {
  describe(`data requests, export and erasure on ${target.name}`, () => {
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
    const exportOf = async (tx: Tx, id: string) => (await tx.query<{ e: Export }>('select public.export_student_data($1) as e', [id])).rows[0].e;

    /** Found independently of the functions under test: every FK to public.users / auth.users
     *  and every column named student_id / user_id, in every non-system schema. */
    async function referringTables(tx: Tx): Promise<string[]> {
      const r = await tx.query<{ t: string }>(
        `select distinct n.nspname || '.' || c.relname as t
           from pg_constraint k
           join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
           join pg_class tc on tc.oid = k.confrelid join pg_namespace tn on tn.oid = tc.relnamespace
          where k.contype = 'f' and tc.relname = 'users' and tn.nspname in ('public', 'auth')
         union
         select distinct n.nspname || '.' || c.relname
           from information_schema.columns col
           join pg_namespace n on n.nspname = col.table_schema
           join pg_class c on c.relnamespace = n.oid and c.relname = col.table_name and c.relkind in ('r', 'p')
          where col.column_name in ('student_id', 'user_id')
            and col.table_schema not in ('pg_catalog', 'information_schema')
         order by 1`,
      );
      return r.rows.map((x) => x.t);
    }

    it('the export has a key for every table with a column referring to a student', async () => {
      const { tables, keys, e } = await as('admin', async (tx) => {
        const e = await exportOf(tx, o1);
        await actAsOwner(tx);
        return { tables: await referringTables(tx), keys: Object.keys(e), e };
      });
      assert.ok(tables.length >= 20, `found ${tables.length} referring tables`);
      const missing = tables.filter((t) => !keys.includes(t));
      assert.deepEqual(missing, [], `tables missing from the export: ${missing.join(', ')}`);
      assert.equal(e['public.users'].length, 1);
      assert.equal((e['public.users'][0] as { email: string }).email, A.ogrenci1.email);
      assert.ok(e['public.cognitive_test_result'].length > 0 && e['public.system_logs'].length > 0, 'results and logs are exported');
      assert.ok(e['public.cognitive_test_result'].every((r) => r.student_id === o1), 'only the student\'s own rows');
    });

    it('a table added later is exported and erased without anyone listing it', async () => {
      await inRollback(db, async (tx) => {
        await tx.query(`create table public.zz_later_table (id uuid primary key default gen_random_uuid(), child uuid references public.users (id), remark text)`);
        await tx.query(`insert into public.zz_later_table (child, remark) values ($1, 'sonradan eklendi')`, [o1]);
        await actAs(tx, 'admin');
        const e = await exportOf(tx, o1);
        assert.deepEqual(e['public.zz_later_table'].map((r) => r.remark), ['sonradan eklendi']);
        await tx.query(`select public.erase_student($1, 'Veli başvurusu üzerine silme')`, [o1]);
        await actAsOwner(tx);
        const left = await tx.query<{ n: number }>(`select count(*)::int as n from public.zz_later_table`);
        assert.equal(left.rows[0].n, 0);
      });
    });

    it('exports carry no password hashes or tokens', async () => {
      const e = await as('admin', (tx) => exportOf(tx, o1));
      const text = JSON.stringify(e);
      for (const k of ['encrypted_password', 'recovery_token', 'confirmation_token', '"token"', 'token_hash']) {
        assert.ok(!text.includes(k), `export contains ${k}`);
      }
      assert.equal(e['auth.users'].length, 1);
    });

    it('the trainer and their temsilci may export; another trainer, another temsilci, the student and anon may not', async () => {
      for (const who of ['antrenor1', 'temsilci', 'cokrol'] as const) {
        const e = await as(who, (tx) => exportOf(tx, o1));
        assert.equal(e['public.users'].length, 1, who);
      }
      for (const who of ['antrenor2', 'antrenor3', 'temsilci2', 'ogrenci1', 'anon'] as const) {
        const r = await as(who, (tx) => attempt(tx, 'select public.export_student_data($1)', [o1]));
        assert.equal(r.ok, false, `${who} exported another trainer's student`);
        assert.equal(r.code, '42501', `${who}: ${r.message}`);
      }
      // a trainer cannot export another trainer (a staff account) either
      const staff = await as('temsilci', (tx) => attempt(tx, 'select public.export_student_data($1)', [A.antrenor1.id]));
      assert.equal(staff.ok, false);
    });

    it('requests: the trainer opens one for their student (due in 30 days, Açık); others cannot see or open it', async () => {
      await inRollback(db, async (tx) => {
        await actAs(tx, 'antrenor1');
        const id = (await tx.query<{ id: string }>(`select public.create_data_request($1, 'export', $2) as id`, [o1, '<b>Pınar Yıldız</b> pinar@example.com'])).rows[0].id;
        const again = (await tx.query<{ id: string }>(`select public.create_data_request($1, 'export', 'Pınar Yıldız') as id`, [o1])).rows[0].id;
        assert.equal(again, id, 'an open request of the same type is returned, not duplicated');
        const row = (await tx.query<{ status: string; days: number; requested_by: string; ref: string }>(
          `select status, extract(epoch from due_at - created_at) / 86400 as days, requested_by, ref from public.data_requests where id = $1`, [id])).rows[0];
        assert.equal(row.status, 'acik');
        assert.equal(Number(row.days), 30);
        assert.equal(row.requested_by, '<b>Pınar Yıldız</b> pinar@example.com', 'stored as text; the UI escapes it');
        assert.match(row.ref, /^VT-\d{6}$/);
        for (const who of ['antrenor2', 'temsilci2', 'ogrenci1'] as const) {
          await actAs(tx, who);
          const seen = await tx.query(`select 1 from public.data_requests where id = $1`, [id]);
          assert.equal(seen.rows.length, 0, `${who} sees another trainer's request`);
        }
        for (const who of ['temsilci', 'admin'] as const) {
          await actAs(tx, who);
          const seen = await tx.query(`select 1 from public.data_requests where id = $1`, [id]);
          assert.equal(seen.rows.length, 1, `${who} sees the request`);
        }
        await actAs(tx, 'antrenor2');
        const closeOther = await attempt(tx, `select public.set_data_request_status($1, 'reddedildi')`, [id]);
        assert.equal(closeOther.ok, false);
        await actAs(tx, 'antrenor1');
        const eraseDone = await attempt(tx, `select public.set_data_request_status($1, 'tamamlandi')`, [
          (await tx.query<{ id: string }>(`select public.create_data_request($1, 'erasure', 'Pınar Yıldız') as id`, [o1])).rows[0].id,
        ]);
        assert.equal(eraseDone.ok, false, 'an erasure request is completed only by erasing');
        await tx.query(`select public.set_data_request_status($1, 'tamamlandi')`, [id]);
        const closed = (await tx.query<{ status: string; completed_at: string | null }>(`select status, completed_at from public.data_requests where id = $1`, [id])).rows[0];
        assert.equal(closed.status, 'tamamlandi');
        assert.ok(closed.completed_at);
      });
    });

    it('requests: refused for another trainer\'s student, without a requester, oversized, of an unknown type, or written directly', async () => {
      const o2student = (await db.query<{ id: string }>(`select id from public.users where supervisor_id = $1 limit 1`, [A.antrenor2.id])).rows[0].id;
      const cases: [Actor, string, unknown[]][] = [
        ['antrenor1', `select public.create_data_request($1, 'export', 'Veli')`, [o2student]],
        ['temsilci2', `select public.create_data_request($1, 'erasure', 'Veli')`, [o1]],
        ['ogrenci1', `select public.create_data_request($1, 'export', 'Veli')`, [o1]],
        ['anon', `select public.create_data_request($1, 'export', 'Veli')`, [o1]],
        ['antrenor1', `select public.create_data_request($1, 'export', '   ')`, [o1]],
        ['antrenor1', `select public.create_data_request($1, 'export', $2)`, [o1, 'x'.repeat(201)]],
        ['antrenor1', `select public.create_data_request($1, 'delete_all', 'Veli')`, [o1]],
        ['antrenor1', `select public.create_data_request($1, 'export', 'Veli')`, [A.antrenor2.id]],
        ['antrenor1', `select public.open_data_request($1, 'export', 'Veli')`, [o1]],
        ['admin', `insert into public.data_requests (request_type, student_id, requested_by) values ('export', $1, 'Veli')`, [o1]],
        ['admin', `insert into public.destruction_log (kind, reason) values ('erasure', 'sahte kayıt')`, []],
      ];
      for (const [who, sql, params] of cases) {
        const r = await as(who, (tx) => attempt(tx, sql, params));
        assert.equal(r.ok, false, `${who}: ${sql} ${JSON.stringify(params).slice(0, 60)} was accepted`);
      }
    });

    it('erasure leaves no trace: every text, uuid and JSON column of every table is free of the student', async () => {
      await inRollback(db, async (tx) => {
        const s = await createFreshStudent(tx, { tag: 'erase1' });
        for (const t of ['cognitive_test_result', 'burdon_test_results', 'd2_test_results', 'parent_survey_results', 'attention_test_results']) {
          assert.ok(s.resultTables.includes(t), `fixture has a ${t} row`);
        }
        const needles = [s.id, s.authId, s.firstName, s.lastName, s.email, s.guardianName, s.guardianEmail, s.guardianPhone];
        const before = await scanForNeedles(tx, needles);
        const where = new Set(before.map((h) => h.where.split('.').slice(0, 2).join('.')));
        for (const t of ['public.users', 'auth.users', 'auth.identities', 'public.system_logs', 'public.notifications', 'public.student_notes', 'local_mailbox.messages', 'public.support_messages', 'public.exercise_progress']) {
          assert.ok(where.has(t), `the fixture puts the student in ${t} (so the scan can fail)`);
        }
        await actAs(tx, 'antrenor1');
        const req = (await tx.query<{ id: string }>(`select public.create_data_request($1, 'erasure', $2) as id`, [s.id, `${s.guardianName} ${s.guardianEmail}`])).rows[0].id;
        await actAs(tx, 'admin');
        const logId = (await tx.query<{ id: string }>(`select public.erase_student($1, 'Veli başvurusu (KVKK md. 11)') as id`, [s.id])).rows[0].id;
        await actAsOwner(tx);
        const hits = await scanForNeedles(tx, needles);
        assert.deepEqual(hits, [], `still found after erasure: ${hits.map((h) => `${h.where} ∋ ${h.needle}`).join('; ')}`);
        const log = (await tx.query<{ kind: string; categories: Record<string, number>; total_rows: number; request_ref: string; performed_by: string; reason: string }>(
          `select kind, categories, total_rows, request_ref, performed_by, reason from public.destruction_log where id = $1`, [logId])).rows[0];
        assert.equal(log.kind, 'erasure');
        assert.equal(log.performed_by, A.admin.id);
        assert.equal(log.categories['public.users'], 1);
        assert.equal(log.categories['auth.users'], 1);
        assert.ok(log.categories['public.cognitive_test_result'] >= 1 && log.categories['public.system_logs'] >= 4 && log.categories['public.notifications'] >= 2);
        assert.ok(log.total_rows > 20);
        const r = (await tx.query<{ ref: string; status: string; student_id: string | null; requested_by: string | null }>(
          `select ref, status, student_id, requested_by from public.data_requests where id = $1`, [req])).rows[0];
        assert.deepEqual({ status: r.status, student_id: r.student_id, requested_by: r.requested_by }, { status: 'tamamlandi', student_id: null, requested_by: null });
        assert.equal(log.request_ref, r.ref, 'the destruction record cites the request by its reference only');
      });
    });

    it('erasing twice, a trainer erasing another trainer\'s student, and a reason naming the child are refused', async () => {
      await inRollback(db, async (tx) => {
        const s = await createFreshStudent(tx, { tag: 'erase2' });
        for (const who of ['antrenor2', 'temsilci2', 'ogrenci1'] as const) {
          await actAs(tx, who);
          const r = await attempt(tx, `select public.erase_student($1, 'Veli başvurusu')`, [s.id]);
          assert.equal(r.ok, false, `${who} erased another trainer's student`);
          assert.equal(r.code, '42501');
        }
        await actAs(tx, 'anon');
        assert.equal((await attempt(tx, `select public.erase_student($1, 'Veli başvurusu')`, [s.id])).ok, false);
        await actAs(tx, 'antrenor1');
        for (const reason of [`${s.firstName} için`, `veli ${s.guardianName.split(' ')[0]} istedi`, `e-posta ${s.email}`, 'ab', 'x'.repeat(201)]) {
          const r = await attempt(tx, `select public.erase_student($1, $2)`, [s.id, reason]);
          assert.equal(r.ok, false, `reason accepted: ${reason.slice(0, 40)}`);
        }
        await actAsOwner(tx);
        assert.equal((await tx.query(`select 1 from public.users where id = $1`, [s.id])).rows.length, 1, 'still there after the refusals');
        await actAs(tx, 'antrenor1');
        await tx.query(`select public.erase_student($1, 'Veli başvurusu')`, [s.id]);
        await actAs(tx, 'admin');
        const twice = await attempt(tx, `select public.erase_student($1, 'Veli başvurusu')`, [s.id]);
        assert.equal(twice.ok, false);
        assert.match(twice.message ?? '', /zaten silinmiş/);
        const staff = await attempt(tx, `select public.erase_student($1, 'Deneme silme')`, [A.antrenor1.id]);
        assert.equal(staff.ok, false, 'a staff account is not erased as a student');
      });
    });
  });
}
