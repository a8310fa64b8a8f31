// Logs hold no secrets and no personal data (issue 26 §5): a raw insert into system_logs (as any
// caller, skipping the browser's scrubbing) is stored with secret URL parameters dropped and
// e-mails, phone numbers and JWTs masked; the SQL scrubber agrees with the browser's
// (shared/src/logging/scrub.ts) on the same cases. PGlite, and PostgreSQL with TEST_PG_URL.
//   cd supabase && npx tsx --test tests/security/log-scrubbing.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../local/src/db.ts';
import { scrubText, scrubUrl } from '../../../shared/src/logging/scrub.ts';
import { targets, inRollback, actAs, actAsOwner, type Actor } from '../rls/harness.ts';

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';

const TEXTS = [
  'Giriş: veli.ayse+1@example.com.tr başarısız',
  `Bearer ${JWT}`,
  'Veli telefonu: +90 532 123 45 67.',
  'Veli telefonu: 05321234567.',
  'Veli telefonu: 532 123 45 67.',
  'Veli telefonu: (532) 123-4567.',
  'student 7d1f2c3a-1b2c-4d5e-8f90-123456789012 saved',
  '2026-11-26T12:00:00.000Z',
  'Date.now() = 1764158400000',
  'reaction 412 ms, score 87.5, items 1234567890',
];

const URLS = [
  'http://localhost:3000/tracking?key=lms_abcdef0123456789&tab=notlar',
  'http://localhost:3000/tracking?key=lms_abcdef0123456789',
  'https://x.test/onay?token=abc123',
  'https://x.test/p?access_token=abc&refresh_token=def&x=1',
  'https://x.test/callback?code=xyz',
  'https://x.test/verify?token_hash=pkce_1&type=recovery',
  'https://x.test/x?API%2DKey=1',
  `https://x.test/#access_token=${JWT}&expires_in=3600&type=recovery`,
  'https://x.test/app#/reports',
  'https://x.test/tests/d2?sessionId=7d1f&student=ali@okul.test',
];

for (const target of targets()) {
  describe(`system_logs scrubbing on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;

    before(async () => {
      ({ db, cleanup } = await target.open());
    });
    after(async () => {
      await cleanup?.();
    });

    it('the database scrubber agrees with the browser scrubber', async () => {
      for (const t of TEXTS) {
        const sql = (await db.query<{ s: string }>('select private.scrub_text($1) as s', [t])).rows[0].s;
        assert.equal(sql, scrubText(t), `text: ${t}`);
      }
      for (const u of URLS) {
        const sql = (await db.query<{ s: string }>('select private.scrub_url($1) as s', [u])).rows[0].s;
        assert.equal(sql, scrubUrl(u), `url: ${u}`);
      }
    });

    for (const who of ['anon', 'ogrenci1', 'antrenor1', 'service_role'] as Actor[]) {
      it(`a raw insert as ${who} with secrets is stored scrubbed`, async () => {
        const row = await inRollback(db, async (tx) => {
          await actAs(tx, who);
          await tx.query(
            `insert into public.system_logs (log_level, log_source, message, details, current_url)
             values ('error', 'console ali@okul.test', $1, $2::jsonb, $3)`,
            [
              `Oturum hatası: ali@okul.test 0532 123 45 67 ${JWT}`,
              JSON.stringify({ user: { email: 'veli@example.com', phone: '+90 532 123 45 67' }, token: JWT, n: 5, list: ['ok', 'x@y.io'] }),
              'http://localhost:3000/tracking?key=lms_secret123&tab=notlar#access_token=abc&type=x',
            ],
          );
          await actAsOwner(tx);
          return (await tx.query<{ message: string; log_source: string; details: unknown; current_url: string }>(
            `select message, log_source, details, current_url from public.system_logs where log_source like 'console%' order by created_at desc limit 1`)).rows[0];
        });
        assert.equal(row.message, 'Oturum hatası: [e-posta] [telefon] [jwt]');
        assert.equal(row.log_source, 'console [e-posta]');
        assert.equal(row.current_url, 'http://localhost:3000/tracking?tab=notlar#type=x');
        assert.deepEqual(row.details, { user: { email: '[e-posta]', phone: '[telefon]' }, token: '[jwt]', n: 5, list: ['ok', '[e-posta]'] });
        const all = JSON.stringify(row);
        for (const secret of ['lms_secret123', 'ali@okul.test', 'veli@example.com', '532 123', 'eyJ', 'abc']) assert.ok(!all.includes(secret), `${secret} was stored`);
      });
    }

    it('a message at the length limit stays within it after masking', async () => {
      const message = Array.from({ length: 1500 }, () => 'a@b.co').join(' ').slice(0, 10000);
      const stored = await inRollback(db, async (tx) => {
        await actAs(tx, 'anon');
        await tx.query(`insert into public.system_logs (log_level, log_source, message) values ('info', 'limit-test', $1)`, [message]);
        await actAsOwner(tx);
        return (await tx.query<{ message: string }>(`select message from public.system_logs where log_source = 'limit-test'`)).rows[0].message;
      });
      assert.ok(stored.length <= 10000);
      assert.ok(!stored.includes('@'));
    });
  });
}
