// Turkish folding and sort keys in SQL (issue 25 §4): public.tr_fold agrees with foldTr
// (shared/src/format/turkish.ts) on every letter of the fold table, ASCII and the tricky words;
// public.tr_sort_key collate "C" orders names as Intl.Collator('tr') does. PGlite always,
// PostgreSQL with TEST_PG_URL.
//   cd supabase && npx tsx --test tests/schema/tr-fold.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../local/src/db.ts';
import { targets } from '../rls/harness.ts';
import { TR_FOLD_FROM, compareTr, foldTr } from '../../../shared/src/format/turkish.ts';

const WORDS = [
  'Işıl', 'IŞIL', 'ışıl', 'isil', 'İpek', 'İPEK', 'ipek', 'IPEK', 'Şahinoğlu', 'SAHINOGLU', 'ŞAHİNOĞLU',
  'Çağrı Öztürk', 'ÇAĞRI ÖZTÜRK', 'Ünal', 'ÜNAL', 'Kâzım Hâlâ', 'Şahin-Kaya', 'ogrenci2@akademi.test', 'STU-26000002',
  'S\u0327ahin', // decomposed Ş
];

const NAMES = [
  'Zeki', 'Çağrı', 'Cem', 'Can', 'Şule', 'Selin', 'Sarı', 'Şahin', 'Şahin-Kaya', 'Şahinoğlu', 'İpek', 'Irmak', 'ırmak', 'Işık',
  'Ilgın', 'Ömer', 'Oya', 'Ozan', 'Öztürk', 'Ünal', 'Uysal', 'Ufuk', 'Ğ', 'Gül', 'Güneş', 'Hale', 'Jale', 'Yılmaz', 'Bulut', 'Ayşe', 'ayla',
];

for (const target of targets()) {
  describe(`tr_fold and tr_sort_key on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    before(async () => {
      ({ db, cleanup } = await target.open());
    });
    after(async () => {
      await cleanup?.();
    });

    const sqlFold = async (values: string[]) =>
      (await db.query<{ f: string }>('select public.tr_fold(v) as f from unnest($1::text[]) with ordinality as t(v, i) order by i', [values])).rows.map((r) => r.f);

    it('folds every letter of the table and every ASCII letter as foldTr does', async () => {
      const letters = [...TR_FOLD_FROM, ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 -@.'];
      assert.deepEqual(await sqlFold(letters), letters.map(foldTr));
    });

    it("folds the tricky words as foldTr does ('isil' ↔ 'Işıl', 'SAHINOGLU' ↔ 'Şahinoğlu')", async () => {
      const folded = await sqlFold(WORDS);
      assert.deepEqual(folded, WORDS.map(foldTr));
      assert.equal(folded[0], 'isil');
      assert.equal(folded[1], 'isil');
      assert.equal(folded[8], folded[9]);
      assert.equal(folded[9], 'sahinoglu');
    });

    it('is immutable and strict (usable in an index; null stays null)', async () => {
      const r = await db.query<{ v: string; n: string | null }>(
        "select (select provolatile from pg_proc where proname = 'tr_fold' and pronamespace = 'public'::regnamespace) as v, public.tr_fold(null) as n",
      );
      assert.equal(r.rows[0].v, 'i');
      assert.equal(r.rows[0].n, null);
    });

    it('tr_sort_key collate "C" orders names as Intl.Collator(\'tr\') does', async () => {
      const r = await db.query<{ v: string }>(
        'select v from unnest($1::text[]) as t(v) order by public.tr_sort_key(v) collate "C", v collate "C"',
        [NAMES],
      );
      const sql = r.rows.map((x) => x.v);
      // names equal under the collator (Irmak / ırmak) may come in either order: compare by key
      const expected = [...NAMES].sort(compareTr);
      assert.deepEqual(sql.map((n) => foldTr(n)), expected.map((n) => foldTr(n)));
      for (let i = 1; i < sql.length; i++) assert.ok(compareTr(sql[i - 1], sql[i]) <= 0, `${sql[i - 1]} before ${sql[i]}`);
      assert.ok(sql.indexOf('Çağrı') < sql.indexOf('Zeki') && sql.indexOf('İpek') < sql.indexOf('Zeki') && sql.indexOf('Şule') < sql.indexOf('Zeki'));
    });

    // Why the sort key exists: PostgreSQL 15 on Debian has tr-x-icu, PGlite has no ICU 'tr'.
    it('PGlite has no ICU tr collation (so the sort key is used on both)', { skip: target.name !== 'PGlite' }, async () => {
      const r = await db.query<{ n: number }>("select count(*)::int as n from pg_collation where collname like 'tr%'");
      assert.equal(r.rows[0].n, 0);
    });
  });
}
