// Guardian consent (issue 26 item 1) in the database: the gate on every assessment write, the
// consent link tokens (forged, expired, reused, malformed, another student's), paper consent by
// staff who may / may not see the student, the Aydınlatma Metni (immutable, bounded, HTML kept as
// text), who reads what. PGlite always; PostgreSQL with TEST_PG_URL — where the withdrawal racing
// a session start is also run on two real connections.
//   cd supabase && npx tsx --test tests/rls/guardian-consent.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db, Tx } from '../../local/src/db.ts';
import { openPostgres } from '../../local/src/db.ts';
import { migrate } from '../../local/src/migrate.ts';
import { DEMO_ACCOUNTS, UNCONSENTED_DEMO_STUDENT } from '../../seed/demo-accounts.ts';
import { targets, inRollback, actAs, actAsOwner, type Actor } from './harness.ts';

const A = DEMO_ACCOUNTS;
const S29 = UNCONSENTED_DEMO_STUDENT.id; // antrenor3's student, no consent
const O1 = A.ogrenci1.id; // antrenor1's student, consented (paper)
const MSG = 'Bu öğrenci için veli onayı bulunmuyor.';

interface Failure {
  ok: false;
  code?: string;
  message?: string;
  hint?: string;
}
type Outcome<T> = { ok: true; rows: T[] } | Failure;

/** One statement in a savepoint; keeps code, message and hint of a failure. */
async function run<T = Record<string, unknown>>(tx: Tx, sql: string, params: unknown[] = []): Promise<Outcome<T>> {
  await tx.query('savepoint probe');
  try {
    const r = await tx.query<T>(sql, params);
    await tx.query('release savepoint probe');
    return { ok: true, rows: r.rows };
  } catch (e) {
    await tx.query('rollback to savepoint probe');
    const err = e as { code?: string; message?: string; hint?: string };
    return { ok: false, code: err.code, message: err.message, hint: err.hint };
  }
}

function refused(o: Outcome<unknown>, code: string, hint?: string, what = ''): void {
  assert.equal(o.ok, false, `${what}: expected a refusal (${code})`);
  const f = o as Failure;
  assert.equal(f.code, code, `${what}: ${f.message}`);
  if (hint) assert.equal(f.hint, hint, `${what}: hint`);
}

// Minimal rows for each gated table (owner inserts: RLS does not apply, the gate still does).
const GATED: { table: string; sql: string }[] = [
  { table: 'test_sessions', sql: `insert into public.test_sessions (student_id, conducted_by, kind) values ($1, $2, 'cognitive')` },
  { table: 'attention_test_results', sql: `insert into public.attention_test_results (student_id, conducted_by) values ($1, $2)` },
  { table: 'memory_test_results', sql: `insert into public.memory_test_results (student_id, conducted_by) values ($1, $2)` },
  { table: 'stroop_test_results', sql: `insert into public.stroop_test_results (student_id, conducted_by) values ($1, $2)` },
  { table: 'puzzle_test_results', sql: `insert into public.puzzle_test_results (student_id, conducted_by) values ($1, $2)` },
  { table: 'akil_mantik_test_results', sql: `insert into public.akil_mantik_test_results (student_id, conducted_by) values ($1, $2)` },
  { table: 'cognitive_test_result', sql: `insert into public.cognitive_test_result (student_id, conducted_by) values ($1, $2)` },
  { table: 'burdon_test_results', sql: `insert into public.burdon_test_results (student_id, conducted_by) values ($1, $2)` },
  { table: 'd2_test_results', sql: `insert into public.d2_test_results (student_id, conducted_by) values ($1, $2)` },
  { table: 'parent_survey_results', sql: `insert into public.parent_survey_results (student_id, conducted_by, total_score, answers) values ($1, $2, 10, '{}'::jsonb)` },
  { table: 'student_exercises', sql: `insert into public.student_exercises (student_id, exercise_slug) values ($1, 'onay-testi')` },
  { table: 'exercise_progress', sql: `insert into public.exercise_progress (email, user_id, exercise_type) select u.email, u.id, 'onay-testi' from public.users u where u.id = $1` },
];

for (const target of targets()) {
  describe(`guardian consent on ${target.name}`, () => {
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
    const owner = <T,>(fn: (tx: Tx) => Promise<T>) => inRollback(db, fn);
    const issue = async (tx: Tx, student = S29, by: string = A.antrenor3.id) => {
      await actAs(tx, 'service_role');
      const r = await tx.query<{ token: string; guardian_email: string; student_name: string }>('select * from public.issue_consent_token($1, $2)', [student, by]);
      await actAsOwner(tx);
      return r.rows[0];
    };

    it('the seed: every demo student consented (paper, by their trainer) except one', async () => {
      const r = await db.query<{ n: number; missing: string[] }>(
        `select count(*)::int as n, array_agg(u.id::text) filter (where not public.has_active_consent(u.id)) as missing
           from public.users u where 'kullanici' = any (u.roles)`,
      );
      assert.deepEqual(r.rows[0].missing, [S29]);
      const paper = await db.query<{ bad: number }>(
        `select count(*)::int as bad from public.guardian_consents c join public.users u on u.id = c.student_id
          where c.method <> 'paper' or c.recorded_by is distinct from u.supervisor_id or c.notice_version <> 1`,
      );
      assert.equal(paper.rows[0].bad, 0);
    });

    for (const g of GATED) {
      it(`${g.table}: refused without consent (every role, the owner too), admitted with it`, () =>
        owner(async (tx) => {
          const params = g.sql.includes('$2') ? [S29, A.antrenor3.id] : [S29];
          refused(await run(tx, g.sql, params), 'PT403', 'consent_required', g.table);
          const f = (await run(tx, g.sql, params)) as Failure;
          assert.equal(f.message, MSG);
          await tx.query(`insert into public.guardian_consents (student_id, guardian_name, notice_version, method, recorded_by) values ($1, 'Ayşe Kaya', 1, 'paper', $2)`, [S29, A.antrenor3.id]);
          // (the sub-test rows also need a session and details: the gate is what this checks)
          if (!/^(attention|memory|stroop|puzzle|akil_mantik)_test_results$|^cognitive_test_result$/.test(g.table)) {
            const ok = await run(tx, g.sql, params);
            assert.equal(ok.ok, true, `${g.table} with consent: ${(ok as Failure).message}`);
          }
        }));
    }

    it('exercise_attempts: refused for an unconsented student; a progress update is gated too, housekeeping updates are not', () =>
      owner(async (tx) => {
        await tx.query(`insert into public.guardian_consents (student_id, guardian_name, notice_version, method, recorded_by) values ($1, 'Ayşe Kaya', 1, 'paper', $2)`, [S29, A.antrenor3.id]);
        const se = (await tx.query<{ id: string }>(`insert into public.student_exercises (student_id, exercise_slug) values ($1, 'onay-testi') returning id`, [S29])).rows[0].id;
        await tx.query(`update public.guardian_consents set withdrawn_at = now(), withdrawn_via = 'staff' where student_id = $1`, [S29]);
        refused(await run(tx, `insert into public.exercise_attempts (student_exercise_id, student_id, score) values ($1, $2, 5)`, [se, S29]), 'PT403', 'consent_required', 'attempt');
        refused(await run(tx, `update public.student_exercises set total_sessions = total_sessions + 1 where id = $1`, [se]), 'PT403', 'consent_required', 'progress update');
        const housekeeping = await run(tx, `update public.student_exercises set exercise_title = 'Arşiv' where id = $1`, [se]);
        assert.equal(housekeeping.ok, true);
      }));

    it('a trainer cannot register a session for the unconsented student through the API either; a consented student works', () =>
      as('antrenor3', async (tx) => {
        const r = await run(tx, `insert into public.test_sessions (student_id, conducted_by, kind) values ($1, public.current_user_id(), 'burdon')`, [S29]);
        refused(r, 'PT403', 'consent_required', 'antrenor3 → ogrenci29');
      }).then(() =>
        as('antrenor1', async (tx) => {
          const r = await run(tx, `insert into public.test_sessions (student_id, conducted_by, kind) values ($1, public.current_user_id(), 'burdon')`, [O1]);
          assert.equal(r.ok, true, (r as Failure).message);
        })));

    it('staff who are not students are not gated (a trainer trying the battery on themselves)', () =>
      as('antrenor3', async (tx) => {
        const r = await run(tx, `insert into public.test_sessions (student_id, conducted_by, kind) values (public.current_user_id(), public.current_user_id(), 'd2')`);
        assert.equal(r.ok, true, (r as Failure).message);
      }));

    describe('paper consent', () => {
      it('the student’s trainer records it under their own name; then sessions start', () =>
        as('antrenor3', async (tx) => {
          const r = await run<{ id: string }>(tx, `select public.record_paper_consent($1, 'Ayşe Kaya', 'ayse.kaya@example.com') as id`, [S29]);
          assert.equal(r.ok, true, (r as Failure).message);
          const row = (await tx.query<{ recorded_by: string; method: string; notice_version: number }>('select recorded_by, method, notice_version from public.guardian_consents where student_id = $1', [S29])).rows[0];
          assert.deepEqual(row, { recorded_by: A.antrenor3.id, method: 'paper', notice_version: 1 });
          const s = await run(tx, `insert into public.test_sessions (student_id, conducted_by, kind) values ($1, public.current_user_id(), 'd2')`, [S29]);
          assert.equal(s.ok, true, (s as Failure).message);
          refused(await run(tx, `select public.record_paper_consent($1, 'Ayşe Kaya')`, [S29]), 'PT409', 'consent_exists', 'twice');
        }));
      for (const who of ['antrenor1', 'temsilci', 'ogrenci1'] as const) {
        it(`${who} (cannot see the student) is refused`, () =>
          as(who, async (tx) => {
            refused(await run(tx, `select public.record_paper_consent($1, 'Ayşe Kaya')`, [S29]), '42501', undefined, who);
            refused(await run(tx, `select public.record_consent_withdrawal($1)`, [S29]), '42501', undefined, `${who} withdrawal`);
          }));
      }
      it('temsilci2 (antrenor3’s temsilci) and an admin may record it', async () => {
        for (const who of ['temsilci2', 'admin'] as const) {
          await as(who, async (tx) => {
            const r = await run(tx, `select public.record_paper_consent($1, 'Ayşe Kaya')`, [S29]);
            assert.equal(r.ok, true, `${who}: ${(r as Failure).message}`);
          });
        }
      });
      it('anon cannot call it; a student cannot withdraw their own consent as staff', async () => {
        await as('anon', async (tx) => refused(await run(tx, `select public.record_paper_consent($1, 'Ayşe Kaya')`, [S29]), '42501'));
        await as('ogrenci1', async (tx) => refused(await run(tx, 'select public.record_consent_withdrawal($1)', [O1]), '42501'));
      });
      it('guardian name: oversized or control characters refused; HTML kept as plain text', () =>
        as('antrenor3', async (tx) => {
          refused(await run(tx, `select public.record_paper_consent($1, $2)`, [S29, 'A'.repeat(101)]), 'PT400', 'guardian_name_invalid', '101 chars');
          refused(await run(tx, `select public.record_paper_consent($1, $2)`, [S29, 'Ayşe\nKaya']), 'PT400', 'guardian_name_invalid', 'newline');
          const html = '<img src=x onerror=alert(1)>';
          assert.equal((await run(tx, `select public.record_paper_consent($1, $2)`, [S29, html])).ok, true);
          const st = (await tx.query<{ guardian_name: string }>('select guardian_name from public.consent_statuses(array[$1]::uuid[])', [S29])).rows[0];
          assert.equal(st.guardian_name, html);
        }));
      it('a staff withdrawal stops new sessions at once', () =>
        as('antrenor1', async (tx) => {
          assert.equal((await run(tx, 'select public.record_consent_withdrawal($1)', [O1])).ok, true);
          refused(await run(tx, `insert into public.test_sessions (student_id, conducted_by, kind) values ($1, public.current_user_id(), 'd2')`, [O1]), 'PT403', 'consent_required');
          refused(await run(tx, 'select public.record_consent_withdrawal($1)', [O1]), 'PT409', 'no_active_consent', 'twice');
        }));
    });

    describe('consent links', () => {
      it('only the service role issues tokens; 64 hex characters; only the sha-256 is stored', () =>
        owner(async (tx) => {
          await actAs(tx, 'antrenor3');
          refused(await run(tx, 'select * from public.issue_consent_token($1, $2)', [S29, A.antrenor3.id]), '42501');
          await actAsOwner(tx);
          const t = await issue(tx);
          assert.match(t.token, /^[0-9a-f]{64}$/);
          assert.equal(t.student_name, 'Büşra Kaya');
          assert.match(t.guardian_email, /@example\.com$/);
          const stored = (await tx.query<{ token_hash: string }>('select token_hash from public.consent_tokens where student_id = $1', [S29])).rows;
          assert.equal(stored.length, 1);
          assert.notEqual(stored[0].token_hash, t.token);
          assert.equal((await tx.query<{ n: number }>(`select count(*)::int as n from public.consent_tokens where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [t.token])).rows[0].n, 1);
        }));
      it('a token for a student of someone else’s is refused (the named staff member must be above the student)', () =>
        owner(async (tx) => {
          await actAs(tx, 'service_role');
          refused(await run(tx, 'select * from public.issue_consent_token($1, $2)', [S29, A.antrenor1.id]), '42501', undefined, 'antrenor1');
          refused(await run(tx, 'select * from public.issue_consent_token($1, $2)', [S29, A.ogrenci1.id]), '42501', undefined, 'a student');
          refused(await run(tx, 'select * from public.issue_consent_token($1, $2)', [A.antrenor1.id, A.admin.id]), 'PT404', 'student_unknown', 'staff subject');
          assert.equal((await run(tx, 'select * from public.issue_consent_token($1, $2)', [S29, A.temsilci2.id])).ok, true);
        }));
      it('the guardian views, consents once (ticked box), then the token is used up; withdrawing stops sessions', () =>
        owner(async (tx) => {
          const { token } = await issue(tx);
          await actAs(tx, 'anon');
          const view = (await tx.query<{ v: Record<string, unknown> }>('select public.consent_view($1) as v', [token])).rows[0].v;
          assert.equal(view.status, 'bekliyor');
          assert.equal(view.student_name, 'Büşra K.');
          assert.equal(view.can_accept, true);
          assert.equal((view.notice as { version: number }).version, 1);
          refused(await run(tx, 'select public.consent_accept($1, $2, false)', [token, 'Ayşe Kaya']), 'PT400', 'consent_not_ticked', 'unticked');
          refused(await run(tx, 'select public.consent_accept($1, $2, true)', [token, 'A'.repeat(101)]), 'PT400', 'guardian_name_invalid', 'long name');
          refused(await run(tx, 'select public.consent_accept($1, $2, true)', [token, ' ']), 'PT400', 'guardian_name_invalid', 'blank name');
          const ok = await run(tx, 'select public.consent_accept($1, $2, true) as r', [token, '<b>Ayşe</b> Kaya']);
          assert.equal(ok.ok, true, (ok as Failure).message);
          refused(await run(tx, 'select public.consent_accept($1, $2, true)', [token, 'Ayşe Kaya']), 'PT409', 'token_used', 'reused');
          const again = (await tx.query<{ v: Record<string, unknown> }>('select public.consent_view($1) as v', [token])).rows[0].v;
          assert.deepEqual([again.status, again.can_accept, again.can_withdraw, again.link_used], ['onayli', false, true, true]);
          await actAsOwner(tx);
          const c = (await tx.query<{ method: string; guardian_name: string; guardian_email: string; notice_version: number }>('select method, guardian_name, guardian_email, notice_version from public.guardian_consents where student_id = $1', [S29])).rows[0];
          assert.equal(c.method, 'email');
          assert.equal(c.guardian_name, '<b>Ayşe</b> Kaya');
          assert.match(c.guardian_email, /@example\.com$/);
          assert.equal(c.notice_version, 1);
          assert.equal((await run(tx, `insert into public.test_sessions (student_id, conducted_by, kind) values ($1, $2, 'd2')`, [S29, A.antrenor3.id])).ok, true);
          await actAs(tx, 'anon');
          const w = await run(tx, 'select public.consent_withdraw($1) as r', [token]);
          assert.equal(w.ok, true, (w as Failure).message);
          refused(await run(tx, 'select public.consent_withdraw($1)', [token]), 'PT409', 'no_active_consent', 'withdraw twice');
          await actAsOwner(tx);
          refused(await run(tx, `insert into public.test_sessions (student_id, conducted_by, kind) values ($1, $2, 'd2')`, [S29, A.antrenor3.id]), 'PT403', 'consent_required', 'after withdrawal');
          const st = (await tx.query<{ status: string }>('select status from public.consent_statuses(array[$1]::uuid[])', [S29])).rows;
          assert.equal(st.length, 0, 'the owner is nobody: consent_statuses shows only visible students');
        }));
      it('malformed tokens are refused before any lookup', () =>
        as('anon', async (tx) => {
          for (const bad of ['', 'abc', 'A'.repeat(64), 'g'.repeat(64), '0'.repeat(63), '0'.repeat(65), `${'0'.repeat(60)}' or '1'='1`, '0'.repeat(10000)]) {
            refused(await run(tx, 'select public.consent_view($1)', [bad]), 'PT400', 'token_malformed', `view ${bad.slice(0, 12)}`);
            refused(await run(tx, 'select public.consent_accept($1, $2, true)', [bad, 'Ayşe Kaya']), 'PT400', 'token_malformed', `accept ${bad.slice(0, 12)}`);
            refused(await run(tx, 'select public.consent_withdraw($1)', [bad]), 'PT400', 'token_malformed', `withdraw ${bad.slice(0, 12)}`);
          }
          refused(await run(tx, 'select public.consent_view(null)'), 'PT400', 'token_malformed', 'null');
        }));
      it('a forged (well-formed, unknown) token is refused', () =>
        as('anon', async (tx) => {
          const forged = randomBytes(32).toString('hex');
          refused(await run(tx, 'select public.consent_view($1)', [forged]), 'PT404', 'token_unknown');
          refused(await run(tx, 'select public.consent_accept($1, $2, true)', [forged, 'Ayşe Kaya']), 'PT404', 'token_unknown');
          refused(await run(tx, 'select public.consent_withdraw($1)', [forged]), 'PT404', 'token_unknown');
        }));
      it('an expired token is refused for every action', () =>
        owner(async (tx) => {
          const { token } = await issue(tx);
          await tx.query(`update public.consent_tokens set created_at = now() - interval '15 days', expires_at = now() - interval '1 day' where student_id = $1`, [S29]);
          await actAs(tx, 'anon');
          refused(await run(tx, 'select public.consent_view($1)', [token]), 'PT410', 'token_expired');
          refused(await run(tx, 'select public.consent_accept($1, $2, true)', [token, 'Ayşe Kaya']), 'PT410', 'token_expired');
          refused(await run(tx, 'select public.consent_withdraw($1)', [token]), 'PT410', 'token_expired');
          await actAsOwner(tx);
          assert.equal((await tx.query<{ a: boolean }>('select public.has_active_consent($1) as a', [S29])).rows[0].a, false);
        }));
      it('another student’s token cannot consent for (or withdraw) this student', () =>
        owner(async (tx) => {
          const { token } = await issue(tx);
          await actAs(tx, 'anon');
          refused(await run(tx, 'select public.consent_view($1, $2)', [token, O1]), 'PT403', 'token_other_student');
          refused(await run(tx, 'select public.consent_accept($1, $2, true, $3)', [token, 'Ayşe Kaya', O1]), 'PT403', 'token_other_student');
          refused(await run(tx, 'select public.consent_withdraw($1, $2)', [token, O1]), 'PT403', 'token_other_student');
          await actAsOwner(tx);
          assert.equal((await tx.query<{ a: boolean }>('select public.has_active_consent($1) as a', [O1])).rows[0].a, true, 'ogrenci1 untouched');
          assert.equal((await tx.query<{ a: boolean }>('select public.has_active_consent($1) as a', [S29])).rows[0].a, false);
        }));
      it('a new link retires the older unused one; at most 3 links per student per hour', () =>
        owner(async (tx) => {
          const first = await issue(tx);
          await issue(tx);
          await actAs(tx, 'anon');
          refused(await run(tx, 'select public.consent_view($1)', [first.token]), 'PT410', 'token_expired', 'retired link');
          await actAsOwner(tx);
          await issue(tx);
          await actAs(tx, 'service_role');
          refused(await run(tx, 'select * from public.issue_consent_token($1, $2)', [S29, A.antrenor3.id]), 'PT429', 'consent_link_rate_limited');
        }));
      it('no guardian e-mail on the profile: no link', () =>
        owner(async (tx) => {
          await tx.query(`update public.users set demographic_info = demographic_info - 'parent_email' where id = $1`, [S29]);
          await actAs(tx, 'service_role');
          refused(await run(tx, 'select * from public.issue_consent_token($1, $2)', [S29, A.antrenor3.id]), 'PT422', 'guardian_email_missing');
        }));
    });

    describe('who reads what', () => {
      for (const table of ['guardian_consents', 'consent_tokens', 'privacy_notices']) {
        it(`anon cannot read ${table}`, () => as('anon', async (tx) => refused(await run(tx, `select * from public.${table}`), '42501')));
      }
      it('nobody reads consent_tokens through the API (not even an admin)', () => as('admin', async (tx) => refused(await run(tx, 'select * from public.consent_tokens'), '42501')));
      it('a trainer reads the consents of their own students only; a student none', async () => {
        await as('antrenor1', async (tx) => {
          const rows = (await tx.query<{ student_id: string }>('select distinct student_id from public.guardian_consents')).rows.map((r) => r.student_id);
          assert.ok(rows.includes(O1));
          const theirs = (await tx.query<{ n: number }>(`select count(*)::int as n from public.users where id = any ($1::uuid[]) and supervisor_id <> public.current_user_id()`, [rows])).rows[0].n;
          assert.equal(theirs, 0);
          const st = (await tx.query<{ student_id: string; status: string }>('select student_id, status from public.consent_statuses(array[$1, $2]::uuid[])', [O1, S29])).rows;
          assert.deepEqual(st.map((r) => [r.student_id, r.status]), [[O1, 'onayli']]);
        });
        await as('ogrenci1', async (tx) => {
          assert.equal((await tx.query('select * from public.guardian_consents')).rows.length, 0);
        });
        await as('antrenor3', async (tx) => {
          const st = (await tx.query<{ status: string }>('select status from public.consent_statuses(array[$1]::uuid[])', [S29])).rows;
          assert.deepEqual(st.map((r) => r.status), ['bekliyor']);
        });
      });
      it('nobody writes guardian_consents directly (only the functions)', () =>
        as('admin', async (tx) => refused(await run(tx, `insert into public.guardian_consents (student_id, guardian_name, notice_version, method, recorded_by) values ($1, 'X Y', 1, 'paper', public.current_user_id())`, [S29]), '42501')));
    });

    describe('Aydınlatma Metni', () => {
      it('version 1 is Turkish and current', async () => {
        const r = (await db.query<{ version: number; title: string; body: string }>('select version, title, body from public.privacy_notices order by version')).rows;
        assert.equal(r[0].version, 1);
        assert.match(r[0].body, /KVKK/);
        assert.match(r[0].body, /açık rıza/);
      });
      it('published rows cannot be changed or deleted, not even by the owner', () =>
        owner(async (tx) => {
          refused(await run(tx, `update public.privacy_notices set body = 'x' where version = 1`), '42501', 'privacy_notice_immutable');
          refused(await run(tx, `delete from public.privacy_notices where version = 1`), '42501', 'privacy_notice_immutable');
        }));
      it('an admin publishes a new version; HTML is kept as text; oversized is refused; a trainer cannot', async () => {
        await as('admin', async (tx) => {
          const v = await run<{ v: number }>(tx, `select public.publish_privacy_notice('Yeni metin', '<script>alert(1)</script> Metin') as v`);
          assert.equal(v.ok, true, (v as Failure).message);
          assert.equal((v as { rows: { v: number }[] }).rows[0].v, 2);
          assert.equal((await tx.query<{ body: string }>('select body from public.privacy_notices where version = 2')).rows[0].body, '<script>alert(1)</script> Metin');
          refused(await run(tx, `select public.publish_privacy_notice('Başlık', repeat('a', 20001))`), '22023', undefined, 'body 20001');
          refused(await run(tx, `select public.publish_privacy_notice(repeat('a', 201), 'Metin')`), '22023', undefined, 'title 201');
          refused(await run(tx, `insert into public.privacy_notices (version, title, body) values (9, 'x', 'y')`), '42501', undefined, 'direct insert');
        });
        await as('antrenor1', async (tx) => refused(await run(tx, `select public.publish_privacy_notice('Başlık', 'Metin')`), '42501'));
      });
      it('a consent records the version current when it was given', () =>
        owner(async (tx) => {
          await actAs(tx, 'admin');
          await tx.query(`select public.publish_privacy_notice('Sürüm 2', 'İkinci metin')`);
          await actAs(tx, 'antrenor3');
          await tx.query(`select public.record_paper_consent($1, 'Ayşe Kaya')`, [S29]);
          await actAsOwner(tx);
          assert.equal((await tx.query<{ v: number }>('select notice_version as v from public.guardian_consents where student_id = $1', [S29])).rows[0].v, 2);
        }));
    });
  });
}

// The race (two real connections): PostgreSQL only.
const pgUrl = process.env.TEST_PG_URL;
describe('a withdrawal racing a session start (PostgreSQL, two connections)', { skip: pgUrl ? false : 'TEST_PG_URL not set' }, () => {
  let name = '';
  let url = '';
  const clients: pg.Client[] = [];
  before(async () => {
    name = `akademi_consent_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(pgUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    const db = await openPostgres(url);
    await migrate(db);
    await db.close();
  });
  after(async () => {
    for (const c of clients) await c.end().catch(() => undefined);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    clients.push(c);
    return c;
  };
  /** Resolves once `pid` is waiting for a lock (polls pg_stat_activity; no fixed sleep). */
  const waitingOnLock = async (watcher: pg.Client, pid: number) => {
    for (;;) {
      const r = await watcher.query(`select wait_event_type from pg_stat_activity where pid = $1`, [pid]);
      if (r.rows[0]?.wait_event_type === 'Lock') return;
      await new Promise((res) => setImmediate(res));
    }
  };
  const consent = (c: pg.Client) => c.query(`select public.has_active_consent($1) as a`, [O1]).then((r) => r.rows[0].a as boolean);
  const restore = (c: pg.Client) =>
    c.query(`insert into public.guardian_consents (student_id, guardian_name, notice_version, method, recorded_by)
             select $1, 'Veli', 1, 'paper', $2 where not public.has_active_consent($1)`, [O1, A.antrenor1.id]);

  it('withdrawal first: the waiting session start is refused once the withdrawal commits', async () => {
    const w = await connect();
    const s = await connect();
    const watch = await connect();
    await restore(w);
    await w.query('begin');
    await w.query(`update public.guardian_consents set withdrawn_at = now(), withdrawn_via = 'email' where student_id = $1 and withdrawn_at is null`, [O1]);
    await s.query('begin');
    const sPid = (await s.query('select pg_backend_pid() as p')).rows[0].p as number;
    const start = s.query(`insert into public.test_sessions (student_id, conducted_by, kind) values ($1, $2, 'd2')`, [O1, A.antrenor1.id]).then(
      () => null,
      (e: { code?: string; message?: string }) => e,
    );
    await waitingOnLock(watch, sPid);
    await w.query('commit');
    const err = await start;
    await s.query('rollback');
    assert.ok(err, 'the session start must fail');
    assert.equal(err.code, 'PT403');
    assert.equal(err.message, MSG);
    assert.equal(await consent(watch), false);
  });

  it('session first: the withdrawal waits for the registration, then succeeds; later starts are refused', async () => {
    const w = await connect();
    const s = await connect();
    const watch = await connect();
    await restore(watch);
    await s.query('begin');
    const ins = await s.query(`insert into public.test_sessions (student_id, conducted_by, kind) values ($1, $2, 'd2') returning id`, [O1, A.antrenor1.id]);
    await w.query('begin');
    const wPid = (await w.query('select pg_backend_pid() as p')).rows[0].p as number;
    const withdraw = w.query(`update public.guardian_consents set withdrawn_at = now(), withdrawn_via = 'email' where student_id = $1 and withdrawn_at is null`, [O1]);
    await waitingOnLock(watch, wPid);
    await s.query('commit');
    const done = await withdraw;
    await w.query('commit');
    assert.equal(done.rowCount, 1);
    const kept = await watch.query('select count(*)::int as n from public.test_sessions where id = $1', [ins.rows[0].id]);
    assert.equal(kept.rows[0].n, 1, 'the session registered before the withdrawal stays');
    await assert.rejects(watch.query(`insert into public.test_sessions (student_id, conducted_by, kind) values ($1, $2, 'd2')`, [O1, A.antrenor1.id]), { code: 'PT403' });
  });
});
