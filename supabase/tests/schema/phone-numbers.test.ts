// Turkish phone numbers (issue 25 item 5; migration 20261126120000): public.normalize_tr_phone
// accepts and produces exactly what shared/src/domain/phone.ts does; users.phone and
// demographic_info.parent_phone / guardian_phone are stored as '+90 XXX XXX XX XX' whoever writes
// them, anything else is refused with 23514 and a Turkish message; the seed's phones all pass.
//   cd supabase && npx tsx --test tests/schema/phone-numbers.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { normalizeTurkishPhone } from '../../../shared/src/domain/phone.ts';
import { targets, inRollback, actAs, actAsOwner, attempt } from '../rls/harness.ts';

const INPUTS = [
  '05321234567',
  '0532 123 45 67',
  '+90 532 123 45 67',
  '+905321234567',
  '532-123-4567',
  '(0532) 123 45 67',
  '0090 532 123 45 67',
  '90 532 123 45 67',
  '0532.123.45.67',
  ' 0555 332 71 22 ',
  '0212 123 45 67',
  '0312/987 65 43',
  '0850 222 33 44',
  'abc-telefon-yok!!',
  '',
  '0532 123 45 6',
  '0532 123 45 678',
  '0123 456 78 90',
  '0800 123 45 67',
  '+1 532 123 45 67',
  '+44 20 7946 0958',
  '05321234567#',
  '0532 123 45 67 dahili 12',
  '٠٥٣٢١٢٣٤٥٦٧',
  '0'.repeat(40),
  `0532${' '.repeat(21)}1234567`,
  `0532${' '.repeat(22)}1234567`,
];

const student = DEMO_ACCOUNTS.ogrenci1.id;

for (const target of targets()) {
  describe(`Turkish phone numbers on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;

    before(async () => {
      ({ db, cleanup } = await target.open());
    });
    after(async () => {
      await cleanup?.();
    });

    it('normalize_tr_phone is the twin of normalizeTurkishPhone', async () => {
      for (const input of INPUTS) {
        const sql = (await db.query<{ v: string | null }>('select public.normalize_tr_phone($1) as v', [input])).rows[0].v;
        assert.equal(sql, normalizeTurkishPhone(input), JSON.stringify(input));
      }
      assert.equal((await db.query<{ v: string | null }>('select public.normalize_tr_phone(null) as v')).rows[0].v, null);
    });

    it('the seeded phones are all canonical (the migration rewrote the rest)', async () => {
      const r = await db.query<{ phones: number; bad: number }>(
        `select count(*) filter (where phone is not null or demographic_info ? 'parent_phone')::int as phones,
                count(*) filter (where phone is distinct from public.normalize_tr_phone(phone)
                                   or not public.demographic_phones_canonical(demographic_info))::int as bad
         from public.users where phone is not null or demographic_info ? 'parent_phone'`,
      );
      assert.ok(r.rows[0].phones > 20, `seeded phones: ${r.rows[0].phones}`);
      assert.equal(r.rows[0].bad, 0);
    });

    it('a trainer storing a parent phone through RLS: normalised, or refused in Turkish', async () => {
      // the trainer writes demographic_info but cannot read it back (column SELECT revoked,
      // 20261127110200): each stored value is read as the database owner
      const r = await inRollback(db, async (tx) => {
        const store = async (info: string, key: string) => {
          await actAs(tx, 'antrenor1');
          const w = await attempt(tx, `update public.users set demographic_info = ${info} where id = $1`, [student]);
          await actAsOwner(tx);
          const read = await tx.query<{ p: string | null }>(`select demographic_info->>'${key}' as p from public.users where id = $1`, [student]);
          return { ...w, rows: w.ok ? read.rows : [] };
        };
        const ok = await store(`jsonb_build_object('parent_phone', '0532 123 45 67')`, 'parent_phone');
        const alias = await store(`jsonb_build_object('guardian_phone', '(0212) 123-45-67')`, 'guardian_phone');
        const blank = await store(`jsonb_build_object('parent_phone', '  ')`, 'parent_phone');
        await actAs(tx, 'antrenor1');
        const bad = await attempt(tx, `update public.users set demographic_info = jsonb_build_object('parent_phone', 'abc-telefon-yok!!') where id = $1`, [student]);
        const nested = await attempt(tx, `update public.users set demographic_info = jsonb_build_object('parent_phone', jsonb_build_object('n', '05321234567')) where id = $1`, [student]);
        return { ok, alias, blank, bad, nested };
      });
      assert.deepEqual(r.ok.rows, [{ p: '+90 532 123 45 67' }], r.ok.message);
      assert.deepEqual(r.alias.rows, [{ p: '+90 212 123 45 67' }], r.alias.message);
      assert.deepEqual(r.blank.rows, [{ p: null }], r.blank.message);
      assert.equal(r.bad.code, '23514');
      assert.match(r.bad.message ?? '', /Geçerli bir Türkiye telefon numarası/);
      assert.equal(r.nested.code, '23514');
    });

    it('a student editing their own phone: normalised, blank is null, text refused', async () => {
      const r = await inRollback(db, async (tx) => {
        await actAs(tx, 'ogrenci1');
        const set = (v: string) => attempt<{ phone: string | null }>(tx, 'update public.users set phone = $2 where id = $1 returning phone', [student, v]);
        return { ok: await set('532-123-4567'), blank: await set(' '), bad: await set('abc-telefon-yok!!'), foreign: await set('+1 212 555 0100') };
      });
      assert.deepEqual(r.ok.rows, [{ phone: '+90 532 123 45 67' }], r.ok.message);
      assert.deepEqual(r.blank.rows, [{ phone: null }], r.blank.message);
      assert.equal(r.bad.code, '23514');
      assert.match(r.bad.message ?? '', /Geçerli bir Türkiye telefon numarası/);
      assert.equal(r.foreign.code, '23514');
    });

    it('the service role and inserts are held to the same rule', async () => {
      const r = await inRollback(db, async (tx) => {
        await actAs(tx, 'service_role');
        const insert = (phone: string) =>
          attempt<{ phone: string }>(tx, `insert into public.users (email, first_name, last_name, phone) values ($1, 'Tel', 'Test', $2) returning phone`, [`tel-${phone.length}@akademi.test`, phone]);
        return { ok: await insert('0 312 987 65 43'), bad: await insert('telefon yok') };
      });
      assert.deepEqual(r.ok.rows, [{ phone: '+90 312 987 65 43' }], r.ok.message);
      assert.equal(r.bad.code, '23514');
    });
  });
}
