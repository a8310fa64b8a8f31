// The benchmark scale generator produces the requested volume, deterministic ids, working
// trainer logins and data that RLS scopes like the demo data.
//   cd supabase && npx tsx --test tests/schema/scale.test.ts
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../local/src/db.ts';
import { generateScale } from '../../seed/scale.ts';
import { targets, inRollback } from '../rls/harness.ts';

for (const target of targets()) {
  describe(`scale generator on ${target.name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    before(async () => {
      ({ db, cleanup } = await target.open());
    });
    after(async () => {
      await cleanup?.();
    });

    it('creates N students with M results each, scoped by RLS to their trainer', async () => {
      const r = await generateScale(db, { students: 120, resultsPerStudent: 6, runId: 'scaletest' });
      assert.equal(r.trainerIds.length, 3);
      assert.equal(r.temsilciIds.length, 1);
      const n = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0].n;
      assert.equal(await n(`select count(*)::int as n from public.users where email like 'scaletest-student-%'`), 120);
      const results = await n(`
        select (select count(*) from public.burdon_test_results b join public.users u on u.id = b.student_id where u.email like 'scaletest-%')
             + (select count(*) from public.d2_test_results b join public.users u on u.id = b.student_id where u.email like 'scaletest-%')
             + (select count(*) from public.cognitive_test_result b join public.users u on u.id = b.student_id where u.email like 'scaletest-%')
             + (select count(*) from public.parent_survey_results b join public.users u on u.id = b.student_id where u.email like 'scaletest-%') as n`);
      assert.equal(Number(results), 720);
      // the first trainer signs in (auth row linked) and sees exactly its 50 students' results
      const trainer = (await db.query<{ auth_user_id: string; email: string }>('select auth_user_id, email from public.users where id = $1', [r.trainerIds[0]])).rows[0];
      assert.ok(trainer.auth_user_id);
      const seen = await inRollback(db, async (tx) => {
        await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
          [JSON.stringify({ sub: trainer.auth_user_id, role: 'authenticated', email: trainer.email })]);
        return (await tx.query<{ s: number; b: number; direct: number }>(`
          select (select count(*)::int from public.users where 'kullanici' = any (roles)) as s,
                 (select count(*)::int from public.report_test_counts() where burdon_count > 0) as b,
                 (select count(*)::int from public.burdon_test_results) as direct`)).rows[0];
      });
      // its students' results through Raporlar's counts; none through a direct read (issue 26 §2)
      assert.deepEqual(seen, { s: 50, b: 50, direct: 0 });
    });
  });
}
