// Test Kataloğu (issue 25 item 1): only an admin writes public.tests, and the database refuses
// bad values whoever writes them (migration 20261126100000 + earlier checks). On PGlite and —
// with TEST_PG_URL — on PostgreSQL.
//   cd supabase && npx tsx --test tests/rls/test-catalogue.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Tx } from '../../local/src/db.ts';
import { targets, inRollback, actAs, attempt, type Actor } from './harness.ts';

const READING_TEST = '00000000-0000-4000-e000-000000000001'; // seed: 'Hızlı Okuma Seviye Belirleme'

const insertSql = `insert into public.tests (title, description, test_type, duration_minutes, is_active)
  values ($1, $2, $3, $4, $5) returning id, title, description, test_type, duration_minutes, is_active`;

for (const target of targets()) {
  describe(`test catalogue on ${target.name}`, () => {
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

    it('the seed holds an active Burdon test and an active d2 test', async () => {
      const rows = (await db.query<{ test_type: string }>(`select test_type from public.tests where is_active and test_type in ('burdon', 'd2') order by test_type`)).rows;
      assert.deepEqual(rows.map((r) => r.test_type), ['burdon', 'd2']);
    });

    it('an admin adds a test; the title and description are trimmed, an empty description is null', async () => {
      const r = await as('admin', (tx) => attempt(tx, insertSql, ['  Yeni Burdon  ', '   ', 'burdon', 6, true]));
      assert.ok(r.ok, r.message);
      assert.deepEqual({ ...r.rows[0], id: undefined }, { id: undefined, title: 'Yeni Burdon', description: null, test_type: 'burdon', duration_minutes: 6, is_active: true });
      const unlimited = await as('admin', (tx) => attempt(tx, insertSql, ['Sınırsız d2', 'Açıklama', 'd2', null, false]));
      assert.ok(unlimited.ok, unlimited.message);
      assert.equal(unlimited.rows[0].duration_minutes, null);
    });

    it('an admin edits and deletes a test', async () => {
      await as('admin', async (tx) => {
        const up = await attempt(tx, `update public.tests set title = 'Düzenlendi', duration_minutes = 600, is_active = false where id = $1`, [READING_TEST]);
        assert.equal(up.affected, 1);
        const del = await attempt(tx, `delete from public.tests where id = $1`, [READING_TEST]);
        assert.equal(del.affected, 1);
      });
    });

    const bad: [string, unknown[]][] = [
      ['a blank title', ['   ', null, 'reading', 10, true]],
      ['a two-letter title', ['Ab', null, 'reading', 10, true]],
      ['a title of 201 characters', ['ş'.repeat(201), null, 'reading', 10, true]],
      ['a description of 5001 characters', ['Uzun Açıklama', 'ş'.repeat(5001), 'reading', 10, true]],
      ['an unknown type', ['Bilinmeyen Tür', null, 'quiz', 10, true]],
      ['a duration of 0 minutes', ['Sıfır Süre', null, 'field', 0, true]],
      ['a negative duration', ['Eksi Süre', null, 'field', -5, true]],
      ['a duration of 601 minutes', ['Çok Uzun', null, 'field', 601, true]],
    ];
    for (const [what, values] of bad) {
      it(`refuses ${what} (23514 or 22P02), even from an admin`, async () => {
        const r = await as('admin', (tx) => attempt(tx, insertSql, values));
        assert.equal(r.ok, false);
        assert.ok(r.code === '23514' || r.code === '22P02', `${r.code} ${r.message}`);
      });
    }

    it('refuses a bad value on update too', async () => {
      const r = await as('admin', (tx) => attempt(tx, `update public.tests set duration_minutes = 1000 where id = $1`, [READING_TEST]));
      assert.equal(r.code, '23514');
      const t = await as('admin', (tx) => attempt(tx, `update public.tests set title = ' x ' where id = $1`, [READING_TEST]));
      assert.equal(t.code, '23514');
    });

    for (const actor of ['antrenor1', 'temsilci', 'ogrenci1', 'anon'] as const) {
      it(`${actor} cannot insert, update or delete a test`, async () => {
        await as(actor, async (tx) => {
          const ins = await attempt(tx, insertSql, ['Yetkisiz Test', null, 'burdon', 6, true]);
          assert.equal(ins.ok, false);
          assert.equal(ins.code, '42501', ins.message);
          const up = await attempt(tx, `update public.tests set title = 'Ele Geçirildi' where id = $1`, [READING_TEST]);
          assert.equal(up.affected, 0);
          const del = await attempt(tx, `delete from public.tests where id = $1`, [READING_TEST]);
          assert.equal(del.affected, 0);
        });
        const row = (await db.query<{ title: string }>('select title from public.tests where id = $1', [READING_TEST])).rows[0];
        assert.equal(row.title, 'Hızlı Okuma Seviye Belirleme');
      });
    }
  });
}
