// Scale generator for benchmarks: N students spread over synthetic trainers (50 each) and
// representatives (10 trainers each), with M results per student rotating over Burdon, d2,
// cognitive and parent-survey records. Everything is bulk-inserted with generate_series in
// one transaction; ids and values are deterministic (md5 of the run id and a counter), so two
// runs with the same options produce the same data.
//
// CLI: cd supabase && npx tsx seed/scale.ts --students 10000 --results 5 [--run scale] [--database-url URL | --data-dir DIR]
//      (migrates the database first; without --database-url/--data-dir it uses an in-memory PGlite)
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Db } from '../local/src/db.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

export interface ScaleOptions {
  students: number;
  resultsPerStudent: number;
  /** namespace of this run (emails and ids derive from it); default 'scale' */
  runId?: string;
  studentsPerTrainer?: number;
  trainersPerTemsilci?: number;
}

export interface ScaleResult {
  runId: string;
  temsilciIds: string[];
  trainerIds: string[];
  /** trainer e-mails (password: the demo password) for signing in during benchmarks */
  trainerEmails: string[];
  students: number;
  results: number;
  ms: number;
}

const RUN_ID_RE = /^[a-z0-9_-]{1,32}$/;

export async function generateScale(db: Db, opts: ScaleOptions): Promise<ScaleResult> {
  const runId = opts.runId ?? 'scale';
  if (!RUN_ID_RE.test(runId)) throw new Error(`runId must match ${RUN_ID_RE}`);
  const students = Math.max(0, Math.floor(opts.students));
  const perStudent = Math.max(0, Math.floor(opts.resultsPerStudent));
  const perTrainer = opts.studentsPerTrainer ?? 50;
  const perTemsilci = opts.trainersPerTemsilci ?? 10;
  const trainers = Math.max(1, Math.ceil(students / perTrainer));
  const temsilciler = Math.max(1, Math.ceil(trainers / perTemsilci));
  const started = Date.now();

  // The run id is validated above, so it is safe to inline; numbers are integers.
  const id = (kind: string, n: string) => `md5('${runId}-${kind}-' || ${n})::uuid`;
  const email = (kind: string, n: string) => `'${runId}-${kind}-' || ${n} || '@akademi.test'`;

  await db.transaction(async (tx) => {
    await tx.query(`select set_config('akademi.skip_result_notifications', 'on', true)`);
    // Bulk load: every row is consistent by construction (emails lower-case, supervisors and
    // students inserted before the rows that reference them), so the per-row foreign-key and
    // user triggers are skipped where allowed (superuser; reset at commit). Speeds PGlite ~2x.
    const superuser = (await tx.query<{ su: boolean }>(`select rolsuper as su from pg_roles where rolname = current_user`)).rows[0]?.su === true;
    const replica = async (on: boolean) => {
      if (superuser) await tx.query(`select set_config('session_replication_role', $1, true)`, [on ? 'replica' : 'origin']);
    };
    await replica(true);
    await tx.exec(`
      insert into public.users (id, email, first_name, last_name, roles)
      select ${id('temsilci', 'i')}, ${email('temsilci', 'i')}, 'Temsilci', 'T' || i, '{temsilci}'
      from generate_series(1, ${temsilciler}) i;

      insert into public.users (id, email, first_name, last_name, roles, supervisor_id)
      select ${id('trainer', 'i')}, ${email('trainer', 'i')}, 'Antrenör', 'A' || i, '{beyin_antrenoru}',
             ${id('temsilci', `((i - 1) / ${perTemsilci} + 1)`)}
      from generate_series(1, ${trainers}) i;

      insert into public.users (id, email, first_name, last_name, roles, supervisor_id, demographic_info, created_at)
      select ${id('student', 'i')}, ${email('student', 'i')},
             (array['Ali', 'Ayşe', 'Mehmet', 'Zeynep', 'Emir', 'Elif', 'Kerem', 'Defne'])[1 + i % 8],
             (array['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Öztürk'])[1 + i % 6] || ' ' || i,
             '{kullanici}',
             ${id('trainer', `((i - 1) / ${perTrainer} + 1)`)},
             jsonb_build_object('student_number', 'STU-' || lpad(i::text, 8, '0'),
                                'grade_level', (1 + i % 12)::text,
                                'gender', case when i % 2 = 0 then 'female' else 'male' end,
                                'birth_date', to_char(date '2010-01-01' + (i % 3000), 'YYYY-MM-DD'),
                                'school_name', (array['Kadıköy Atatürk İlkokulu', 'Çankaya Gazi Ortaokulu', 'Bornova Anadolu Lisesi'])[1 + i % 3]),
             now() - (i % 365) * interval '1 day'
      from generate_series(1, ${students}) i;

      -- guardian consent (issue 26): results below are refused for a student without one
      insert into public.guardian_consents (student_id, guardian_name, notice_version, method, recorded_by)
      select ${id('student', 'i')}, 'Veli ' || i, 1, 'paper', ${id('trainer', `((i - 1) / ${perTrainer} + 1)`)}
      from generate_series(1, ${students}) i;
    `);

    // Trainers and representatives can sign in (bcrypt computed once); the auth trigger links
    // them to their profiles, so triggers are on for this statement.
    await replica(false);
    await tx.exec(`
      with pw as (select extensions.crypt('${DEMO_PASSWORD}', extensions.gen_salt('bf', 8)) as hash)
      insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data)
      select md5('${runId}-auth-' || u.email)::uuid, 'authenticated', 'authenticated', u.email, pw.hash, now(),
             -- trusted code links a pre-staged profile only when it says so (migration 20261123000310)
             '{"provider":"email","providers":["email"],"akademi_link_profile":true}'::jsonb
      from public.users u, pw
      where u.email like '${runId}-trainer-%@akademi.test' or u.email like '${runId}-temsilci-%@akademi.test';
    `);

    if (perStudent > 0 && students > 0) {
      await replica(true);
      // results: r = 0..M-1 per student; kind = r % 4 (burdon, d2, cognitive, parent survey)
      const series = `generate_series(1, ${students}) s cross join generate_series(0, ${perStudent - 1}) r`;
      const student = id('student', 's');
      const trainer = id('trainer', `((s - 1) / ${perTrainer} + 1)`);
      const when = `now() - ((s * 7 + r * 13) % (56 * 24)) * interval '1 hour'`;
      const h = (salt: number, mod: number) => `(abs(hashint8(s::bigint * 1000003 + r * 101 + ${salt})::bigint) % ${mod})`;
      await tx.exec(`
        insert into public.burdon_test_results (student_id, conducted_by, section1_correct, section1_wrong, section1_missed,
          section2_correct, section2_wrong, section2_missed, section3_correct, section3_wrong, section3_missed,
          total_correct, total_wrong, total_missed, total_score, test_start_time, test_end_time, created_at)
        select ${student}, ${trainer}, c1, w1, m1, c2, w2, m2, c3, w3, m3, c1 + c2 + c3, w1 + w2 + w3, m1 + m2 + m3,
               (c1 + c2 + c3) - (w1 + w2 + w3) - (m1 + m2 + m3), t - interval '18 minutes', t, t
        from (select s, r, ${when} as t,
                     20 + ${h(1, 30)} as c1, ${h(2, 6)} as w1, ${h(3, 12)} as m1,
                     18 + ${h(4, 30)} as c2, ${h(5, 6)} as w2, ${h(6, 12)} as m2,
                     15 + ${h(7, 30)} as c3, ${h(8, 6)} as w3, ${h(9, 12)} as m3
              from ${series} where r % 4 = 0) x;

        insert into public.d2_test_results (student_id, conducted_by, commission_errors, omission_errors, correct_selections,
          total_score, concentration_performance, total_items_processed, test_duration_seconds, fluctuation_rate,
          total_net_performance, processing_speed, total_errors, test_start_time, test_end_time, created_at)
        select ${student}, ${trainer}, e2, e1, round(tn * 0.45) - e1, tn - e1 - e2, round(tn * 0.45) - e1 - e2, tn, 280, fr,
               tn - e1 - e2, round(tn / 280.0, 2), e1 + e2, t - interval '5 minutes', t, t
        from (select s, r, ${when} as t, 300 + ${h(11, 330)} as tn, 4 + ${h(12, 40)} as e1, ${h(13, 16)} as e2, 4 + ${h(14, 16)} as fr
              from ${series} where r % 4 = 1) x;

        insert into public.cognitive_test_result (student_id, conducted_by, session_id, test_start_time, test_end_time, duration_seconds,
          dikkat_skoru, hafiza_skoru, isleme_hizi_skoru, gorsel_isleme_skoru, akil_mantik_yurutme_skoru, bilissel_esneklik_skoru, created_at)
        select ${student}, ${trainer}, md5('${runId}-session-' || s || '-' || r)::uuid, t - interval '25 minutes', t, 1500,
               30 + ${h(21, 70)}, 30 + ${h(22, 70)}, 30 + ${h(23, 70)}, 30 + ${h(24, 70)}, 30 + ${h(25, 70)}, 30 + ${h(26, 70)}, t
        from (select s, r, ${when} as t from ${series} where r % 4 = 2) x;

        insert into public.parent_survey_results (student_id, conducted_by, total_score, created_at)
        select ${student}, ${trainer}, 40 + ${h(31, 120)}, ${when}
        from ${series} where r % 4 = 3;
      `);
    }
  });

  const trainerRows = (await db.query<{ id: string; email: string }>(
    `select id, email from public.users where email like $1 order by email`, [`${runId}-trainer-%@akademi.test`])).rows;
  const temsilciRows = (await db.query<{ id: string }>(
    `select id from public.users where email like $1 order by email`, [`${runId}-temsilci-%@akademi.test`])).rows;
  return {
    runId,
    temsilciIds: temsilciRows.map((r) => r.id),
    trainerIds: trainerRows.map((r) => r.id),
    trainerEmails: trainerRows.map((r) => r.email),
    students,
    results: students * perStudent,
    ms: Date.now() - started,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      students: { type: 'string', default: '10000' },
      results: { type: 'string', default: '5' },
      run: { type: 'string', default: 'scale' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const { openDb } = await import('../local/src/db.ts');
  const { migrate } = await import('../local/src/migrate.ts');
  const db = await openDb({ databaseUrl: values['database-url'], dataDir: values['data-dir'] });
  try {
    const t0 = Date.now();
    await migrate(db);
    const migrated = Date.now() - t0;
    const r = await generateScale(db, { students: Number(values.students), resultsPerStudent: Number(values.results), runId: values.run });
    console.log(JSON.stringify({ db: db.kind, migrateMs: migrated, ...r, trainerIds: r.trainerIds.length, temsilciIds: r.temsilciIds.length, trainerEmails: r.trainerEmails.slice(0, 3) }, null, 2));
  } finally {
    await db.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
