// Öğrenciler 'Son Test', 'Bu ay test edilmeyenler', server-side Turkish search and unfinished
// batteries (issue 25 §3, §4) under RLS: public.list_students, public.last_test_at,
// public.incomplete_batteries. The student's trainer, their temsilci and an admin see them;
// another trainer, a student and anon do not. On PGlite and — with TEST_PG_URL — PostgreSQL.
//   cd supabase && npx tsx --test tests/rls/student-overview.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Tx } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS, demoStudent } from '../../seed/demo-accounts.ts';
import { targets, inRollback, actAs, attempt, type Actor } from './harness.ts';
import { comparePersonNames } from '../../../shared/src/domain/person-name.ts';

const A = DEMO_ACCOUNTS;
const isil = demoStudent(2).id; // Işıl Şahinoğlu (antrenor1), the unfinished battery
const deniz = demoStudent(9).id; // Deniz Şahin-Kaya (antrenor1), never tested

interface Listed { id: string; first_name: string; last_name: string; last_test_at: string | null }

for (const target of targets()) {
  describe(`student overview functions on ${target.name}`, () => {
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
    const list = (tx: Tx, role: string, search: string | null = null, untested = false, order = 'created_at') =>
      tx
        .query<Listed>(
          'select s.id, s.first_name, s.last_name, s.last_test_at from public.list_students($1, $2, $3, $4) s',
          [role, search, untested, order],
        )
        .then((r) => r.rows);

    it("finds 'Işıl Şahinoğlu' by 'isil', 'SAHINOGLU', 'ışıl şahinoğlu', e-mail and student number", async () => {
      for (const term of ['isil', 'SAHINOGLU', 'ışıl şahinoğlu', 'IŞIL', 'ogrenci2@AKADEMI', 'stu-26000002', 'sahinoglu isil']) {
        const rows = await as('antrenor1', (tx) => list(tx, 'beyin_antrenoru', term));
        assert.deepEqual(rows.map((r) => r.id), [isil], term);
      }
      const none = await as('antrenor1', (tx) => list(tx, 'beyin_antrenoru', 'isil yilmaz'));
      assert.equal(none.length, 0);
    });

    it("lists newest first (spec 1 §7), or with p_order 'name' in Turkish order: surname, then first name", async () => {
      const newest = await as('antrenor1', (tx) => tx.query<{ created_at: Date }>("select created_at from public.list_students('beyin_antrenoru')").then((r) => r.rows.map((x) => x.created_at.getTime())));
      assert.deepEqual(newest, [...newest].sort((a, b) => b - a));
      const rows = await as('antrenor1', (tx) => list(tx, 'beyin_antrenoru', null, false, 'name'));
      assert.equal(rows.length, 14);
      assert.deepEqual(rows.map((r) => r.id), [...rows].sort(comparePersonNames).map((r) => r.id));
      const names = rows.map((r) => `${r.first_name} ${r.last_name}`);
      assert.ok(names.indexOf('Onur Bulut') < names.indexOf('Onur Yılmaz'));
      assert.ok(names.indexOf('Çağrı Öztürk') < names.length - 1 && names.indexOf('İpek Ünal') < names.indexOf('Onur Yılmaz'));
    });

    it("'Bu ay test edilmeyenler' lists the never-tested student and only students without a test this month", async () => {
      const { rows: [{ start }] } = await db.query<{ start: Date }>("select date_trunc('month', now(), 'Europe/Istanbul') as start");
      for (const who of ['antrenor1', 'admin'] as const) {
        const rows = await as(who, (tx) => list(tx, who === 'admin' ? 'admin' : 'beyin_antrenoru', null, true));
        assert.ok(rows.some((r) => r.id === deniz), `${who} sees Deniz`);
        for (const r of rows) assert.ok(r.last_test_at === null || new Date(r.last_test_at) < start, `${r.first_name} was tested this month`);
      }
      // someone tested this month is left out (the unfinished battery is two days old)
      const tested = await as('antrenor1', (tx) => list(tx, 'beyin_antrenoru', null, false));
      const recent = tested.filter((r) => r.last_test_at && new Date(r.last_test_at) >= start).map((r) => r.id);
      const untested = (await as('antrenor1', (tx) => list(tx, 'beyin_antrenoru', null, true))).map((r) => r.id);
      assert.equal(recent.length + untested.length, tested.length);
      assert.ok(untested.every((id) => !recent.includes(id)));
    });

    it('scope follows the current role and RLS: another trainer, a student and a wrong role get nobody', async () => {
      assert.equal((await as('antrenor2', (tx) => list(tx, 'beyin_antrenoru', 'isil'))).length, 0);
      assert.equal((await as('antrenor2', (tx) => list(tx, 'admin', 'isil'))).length, 0, 'claiming admin does not widen RLS');
      assert.equal((await as('ogrenci1', (tx) => list(tx, 'admin'))).length, 0);
      assert.equal((await as('ogrenci1', (tx) => list(tx, 'kullanici'))).length, 0);
      assert.deepEqual((await as('temsilci', (tx) => list(tx, 'temsilci', 'isil'))).map((r) => r.id), [isil]);
      assert.equal((await as('temsilci2', (tx) => list(tx, 'temsilci', 'isil'))).length, 0);
      assert.deepEqual((await as('admin', (tx) => list(tx, 'admin', 'SAHINOGLU'))).map((r) => r.id), [isil]);
      const anon = await as('anon', (tx) => attempt(tx, "select * from public.list_students('admin')"));
      assert.equal(anon.ok, false);
    });

    it('last_test_at is null for a student the caller may not see (no date leaks through the computed field)', async () => {
      // through list_students: the computed field on a users row needs the whole row, demographic_info included (20261127110200)
      const own = await as('antrenor1', (tx) => tx.query<{ at: string | null }>("select last_test_at as at from public.list_students('beyin_antrenoru') where id = $1", [isil]));
      assert.ok(own.rows[0]?.at);
      for (const role of ['beyin_antrenoru', 'admin', 'temsilci']) {
        const other = await as('antrenor2', (tx) => tx.query<{ at: string | null }>('select last_test_at as at from public.list_students($2) where id = $1', [isil, role]));
        assert.equal(other.rows.length, 0, role);
      }
      const whole = await as('antrenor2', (tx) => attempt(tx, 'select public.last_test_at(u) from public.users u where u.id = $1', [isil]));
      assert.equal(whole.code, '42501');
      // even handed a users row it cannot read, the function reads results with the caller's rights
      const forged = await as('antrenor2', (tx) =>
        tx.query<{ at: string | null }>("select public.last_test_at(row($1::uuid, null, null, null, null, null, true, '{kullanici}', null, null, now(), now())::public.users) as at", [isil]).catch(() => ({ rows: [{ at: 'error' }] })),
      );
      assert.ok(forged.rows[0].at === null || forged.rows[0].at === 'error');
    });

    it("the unfinished battery: 3 of 5, its date and who started it, for the trainer, temsilci and admin only", async () => {
      for (const who of ['antrenor1', 'temsilci', 'admin'] as const) {
        const r = await as(who, (tx) => tx.query<Record<string, unknown>>('select * from public.incomplete_batteries($1)', [isil]));
        assert.equal(r.rows.length, 1, who);
        const b = r.rows[0];
        assert.equal(b.completed_count, 3);
        assert.equal(b.total_count, 5);
        assert.equal(b.started_by_first_name, A.antrenor1.firstName);
        assert.ok(b.started_at);
        assert.ok(!Object.keys(b).some((k) => /score|accuracy|rate/.test(k)), 'no scores');
      }
      for (const who of ['antrenor2', 'temsilci2', 'ogrenci1'] as const) {
        const r = await as(who, (tx) => tx.query('select * from public.incomplete_batteries($1)', [isil]));
        assert.equal(r.rows.length, 0, who);
      }
      const all = await as('antrenor1', (tx) => tx.query<{ student_id: string }>('select * from public.incomplete_batteries()'));
      assert.ok(all.rows.some((r) => r.student_id === isil));
      assert.equal((await as('anon', (tx) => attempt(tx, 'select * from public.incomplete_batteries()'))).ok, false);
    });

    it('a finished battery (five sub-tests and the combined record) is not listed', async () => {
      const n = await as('admin', (tx) => tx.query<{ n: number }>('select count(*)::int as n from public.incomplete_batteries()'));
      const seeded = await db.query<{ n: number }>(
        `select count(*)::int as n from public.test_sessions s where s.kind = 'cognitive'
           and not exists (select 1 from public.cognitive_test_result r where r.session_id = s.id)
           and exists (select 1 from public.attention_test_results r where r.session_id = s.id)`,
      );
      assert.equal(n.rows[0].n, seeded.rows[0].n);
      assert.equal(n.rows[0].n, 1, 'the seed has exactly one unfinished battery');
    });
  });
}
