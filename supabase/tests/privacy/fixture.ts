// A fresh student with data of every kind (issue 26 erasure test and bench): an auth account with
// identity, session and refresh token; a profile with phone and guardian demographics; a result
// row in every result table (copied from a seeded row, under the student's own test sessions);
// notes naming the student; exercises with attempts and an LMS session; notifications (the
// result triggers also notify the trainer "<Ad Soyad> için … sonucu kaydedildi."); system_logs by
// id, by session and by name only; exercise progress kept by e-mail; a support message; a mail
// to the guardian in the local mailbox. Runs as the database owner.
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../local/src/db.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';

export interface FreshStudent {
  id: string;
  authId: string;
  email: string;
  firstName: string;
  lastName: string;
  guardianName: string;
  guardianEmail: string;
  guardianPhone: string;
  /** tables that received a copied result row */
  resultTables: string[];
}

/** Tables with their own fixture code below (not copied generically). */
const HAND_MADE = new Set(['guardian_consents', 'test_sessions', 'data_requests', 'student_notes', 'student_exercises', 'exercise_attempts', 'notifications', 'destruction_log', 'retention_settings']);

export async function createFreshStudent(tx: Tx, opts: { tag?: string; trainer?: string; logRows?: number; results?: number } = {}): Promise<FreshStudent> {
  const tag = opts.tag ?? randomUUID().slice(0, 6);
  const letters = tag.replace(/[^a-z]/gi, '').toLowerCase() || 'q';
  const s = {
    authId: randomUUID(),
    email: `zk.${tag}@ornek.test`,
    firstName: `Zerdüşqa${letters}`,
    lastName: `Karakaşlıvo${letters}`,
    guardianName: `Nilüfer Vefalıoğluxe${letters}`,
    guardianEmail: `veli.vefali.${tag}@ornek.test`,
    guardianPhone: `0532 ${String(Math.floor(Math.random() * 900) + 100)} 65 43`,
  };
  const fullName = `${s.firstName} ${s.lastName}`;
  const trainer = opts.trainer ?? DEMO_ACCOUNTS.antrenor1.id;
  await tx.query(`insert into auth.users (id, email, raw_user_meta_data, last_sign_in_at) values ($1, $2, $3, now())`, [
    s.authId,
    s.email,
    JSON.stringify({ first_name: s.firstName, last_name: s.lastName }),
  ]);
  const id = (
    await tx.query<{ id: string }>(
      `update public.users set supervisor_id = $2, phone = '0212 555 01 99', demographic_info = $3 where auth_user_id = $1 returning id`,
      [
        s.authId,
        trainer,
        JSON.stringify({ parent_name: s.guardianName, parent_email: s.guardianEmail, parent_phone: s.guardianPhone, school_name: 'Deneme İlkokulu', grade_level: '3' }),
      ],
    )
  ).rows[0].id;
  // the guardian's consent (issue 26 §1: no session or result without it), in the guardian's name,
  // so the erasure scan also proves the consent record is gone
  await tx.query(
    `insert into public.guardian_consents (student_id, guardian_name, guardian_email, notice_version, method, recorded_by)
     values ($1, $2, $3, 1, 'paper', $4)`,
    [id, s.guardianName, s.guardianEmail, trainer],
  );
  await tx.query(`insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1::text, $1::uuid, $2, 'email')`, [
    s.authId,
    JSON.stringify({ sub: s.authId, email: s.email }),
  ]);
  const authSession = (await tx.query<{ id: string }>(`insert into auth.sessions (user_id) values ($1) returning id`, [s.authId])).rows[0].id;
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)`, [randomUUID(), s.authId, authSession]);

  // a result row in every table that refers to a student by student_id, copied from the seed
  const tables = (
    await tx.query<{ t: string }>(
      `select distinct r.table_name as t from public.student_reference_columns() r
        where r.table_schema = 'public' and r.column_name = 'student_id' and r.via = 'fk' order by 1`,
    )
  ).rows.map((r) => r.t).filter((t) => !HAND_MADE.has(t));
  const resultTables: string[] = [];
  const copies = opts.results ?? 1;
  for (const t of tables) {
    const seeded = (await tx.query<{ r: Record<string, unknown> }>(`select to_jsonb(x) as r from public.${t} x where x.student_id is not null limit 1`)).rows[0]?.r;
    if (!seeded) continue;
    const cols = (
      await tx.query<{ c: string }>(
        `select column_name as c from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
        [t],
      )
    ).rows.map((r) => r.c);
    for (let i = 0; i < copies; i++) {
      const row: Record<string, unknown> = { ...seeded, id: randomUUID(), student_id: id };
      if ('session_id' in seeded && seeded.session_id) {
        const sess = (
          await tx.query<{ id: string }>(
            `insert into public.test_sessions (student_id, conducted_by, kind, created_by, expires_at)
             select $1, ts.conducted_by, ts.kind, ts.created_by, now() + interval '1 day' from public.test_sessions ts where ts.id = $2 returning id`,
            [id, seeded.session_id],
          )
        ).rows[0];
        row.session_id = sess?.id ?? randomUUID();
      }
      const list = cols.map((c) => `"${c}"`).join(', ');
      await tx.query(`insert into public.${t} (${list}) select ${list} from jsonb_populate_record(null::public.${t}, $1)`, [JSON.stringify(row)]);
    }
    resultTables.push(t);
  }
  const sessionId = (await tx.query<{ id: string }>(`select id::text from public.test_sessions where student_id = $1 limit 1`, [id])).rows[0]?.id ?? randomUUID();

  await tx.query(
    `insert into public.student_notes (created_by, student_id, note_level, note_text, note_title) values ($1, $2, 'student', $3, 'Gözlem')`,
    [trainer, id, `${fullName} bugün çok dikkatliydi; veli ${s.guardianName} bilgilendirildi.`],
  );
  const se = (
    await tx.query<{ id: string }>(
      `insert into public.student_exercises (student_id, exercise_slug, exercise_title, lms_session_id, total_sessions)
       values ($1, 'imha-testi', 'İmha Testi', $2, 1) returning id`,
      [id, `lms-${tag}`],
    )
  ).rows[0].id;
  await tx.query(
    `insert into public.exercise_attempts (student_exercise_id, student_id, played_at, level, duration_seconds, score) values ($1, $2, now(), 1, 30, 5)`,
    [se, id],
  );
  await tx.query(
    `insert into public.exercise_progress (email, exercise_type, current_level, played_for_student_email) values ($1, 'hafiza', 2, $1)`,
    [s.email],
  );
  await tx.query(`insert into public.notifications (user_id, title, message) values ($1, 'Hoş geldin', 'Merhaba!')`, [id]);
  await tx.query(
    `insert into public.notifications (user_id, title, message, data) values ($1, 'Yeni öğrenci', $2, '{}')`,
    [trainer, `${fullName} kaydedildi.`],
  );
  const logs = opts.logRows ?? 3;
  await tx.query(
    `insert into public.system_logs (session_id, student_id, conducted_by, test_type, message, details)
     select $1, case when g % 3 = 0 then $2 end, $3, 'cognitive',
            case when g % 3 = 1 then 'Veli ' || $4 || ' aradı: ' || $5 else 'Adım ' || g end, jsonb_build_object('step', g)
       from generate_series(1, $6::int) g`,
    [sessionId, id, trainer, s.guardianPhone, s.email, logs],
  );
  await tx.query(`insert into public.system_logs (message) values ($1)`, [`${fullName} testi tamamladı`]);
  await tx.query(`insert into public.support_messages (name, email, subject, message, user_id) values ($1, $2, 'hesap-sorunu', 'Şifremi unuttum, yardım eder misiniz?', $3)`, [
    fullName,
    s.email,
    id,
  ]);
  const mailbox = await tx.query(`select 1 from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace where n.nspname = 'local_mailbox' and c.relname = 'messages'`);
  if (mailbox.rows.length) {
    await tx.query(`insert into local_mailbox.messages ("to", "from", subject, text) values ($1, 'Akademi <noreply@akademi.test>', 'Bilgilendirme', $2)`, [
      s.guardianEmail,
      `Sayın ${s.guardianName}, ${fullName} için rapor hazır.`,
    ]);
  }
  return { ...s, id, resultTables };
}

export interface Hit {
  where: string;
  needle: string;
}

/** Every text, varchar, uuid, json/jsonb and array column of every table in every non-system
 *  schema, searched for each needle (case-insensitive). */
export async function scanForNeedles(tx: Tx, needles: string[]): Promise<Hit[]> {
  const cols = (
    await tx.query<{ s: string; t: string; c: string }>(
      `select n.nspname as s, c.relname as t, a.attname as c
         from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_catalog.pg_type ty on ty.oid = a.atttypid
        where c.relkind in ('r', 'p')
          and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
          and (ty.typname in ('text', 'varchar', 'bpchar', 'uuid', 'json', 'jsonb', 'name', 'citext') or ty.typcategory = 'A')
        order by 1, 2, 3`,
    )
  ).rows;
  const hits: Hit[] = [];
  const lowered = needles.map((n) => n.toLowerCase());
  for (const { s, t, c } of cols) {
    const r = await tx.query<{ k: string }>(
      `select k from unnest($1::text[]) k where exists (select 1 from "${s}"."${t}" x where strpos(lower(x."${c}"::text), k) > 0)`,
      [lowered],
    );
    for (const { k } of r.rows) hits.push({ where: `${s}.${t}.${c}`, needle: k });
  }
  return hits;
}
