// Generates supabase/seed.sql: the demo academy (issue "backend foundation" part 4).
// Deterministic: a fixed-seed PRNG decides every value, so the output only changes when this
// script does. Times are written relative to now() so the demo always looks recent.
// Run: cd supabase && npx tsx seed/generate-seed.ts
import { writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, MFA_DEMO_ADMIN, STUDENTS_PER_TRAINER, UNCONSENTED_DEMO_STUDENT, demoStudent, type DemoAccount } from './demo-accounts.ts';
import { attentionFields } from '@akademi/shared/domain/battery/dikkat/scoring';
import { MIN_PLAUSIBLE_RT_MS as MIN_RT, SCORED_ITEMS, scoreResponse } from '@akademi/shared/domain/battery/dikkat/design';
import { stroopFields } from '@akademi/shared/domain/battery/stroop/scoring';
import { memoryFields } from '@akademi/shared/domain/battery/hafiza/scoring';
import { MEMORY_PARTS, QUESTIONS as MEMORY_QUESTIONS, scoreAnswer as memoryAnswer } from '@akademi/shared/domain/battery/hafiza/design';
import { placementResponse, puzzleFields, timeoutResponse, type PieceResponse, type PuzzleOutcome } from '@akademi/shared/domain/battery/puzzle/scoring';
import { SCORED_PUZZLES } from '@akademi/shared/domain/battery/puzzle/design';
import { logicFields, scoreLogicAnswer } from '@akademi/shared/domain/battery/akil-mantik/scoring';
import { SCORED_ITEMS as LOGIC_ITEMS } from '@akademi/shared/domain/battery/akil-mantik/design';
import { COLORS as STROOP_COLORS, STAGE2_ITEMS, STAGE3_ITEMS, expectedAnswer as stroopExpected, scoreResponse as stroopResponse } from '@akademi/shared/domain/battery/stroop/design';
import { mulberry32 } from '@akademi/shared/domain/random';
import { must } from '../local/src/must.ts';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '..', 'seed.sql');

// ---- deterministic randomness -------------------------------------------------------------
const rnd = mulberry32(20261122);
const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
const real = (lo: number, hi: number) => lo + rnd() * (hi - lo);
/** xs[i] for an index computed within bounds (a miss is a bug in this script). */
const nth = <T,>(xs: readonly T[], i: number): T => must(xs[i], `item ${i} of a list of ${xs.length}`);
const pick = <T,>(xs: readonly T[]): T => nth(xs, Math.floor(rnd() * xs.length));
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const r2 = (x: number) => Math.round(x * 100) / 100;

/** Deterministic UUID v4-shaped ids per namespace (hex digit) and counter. */
function uid(ns: string, n: number): string {
  return `00000000-0000-4000-${ns}000-${String(n).padStart(12, '0')}`;
}
let sessionCounter = 0;
const nextSession = () => uid('c', ++sessionCounter);
let resultCounter = 0;
const nextResult = () => uid('d', ++resultCounter);

// ---- SQL helpers ---------------------------------------------------------------------------
const q = (s: string | null | undefined): string => (s == null ? 'null' : `'${s.replace(/'/g, "''")}'`);
const num = (x: number | null | undefined): string => (x == null ? 'null' : String(x));
/** now() minus a number of minutes: everything in the demo is relative to the time of seeding. */
const ago = (minutes: number): string => `now() - interval '${Math.round(minutes)} minutes'`;
const DAY = 24 * 60;

// ---- people --------------------------------------------------------------------------------
const GIRL_NAMES = ['Ayşe', 'Fatma', 'Zehra', 'Elif', 'Ecrin', 'Nisa', 'Defne', 'Azra', 'Ela', 'Asya', 'Meryem', 'İrem', 'Selin', 'Duru', 'Beren', 'Yağmur', 'Gökçe', 'Şevval', 'Büşra', 'Nehir'];
const BOY_NAMES = ['Mehmet', 'Mustafa', 'Ahmet', 'Yusuf', 'Emir', 'Ömer', 'Eymen', 'Kerem', 'Aras', 'Çınar', 'Berk', 'Kaan', 'Efe', 'Arda', 'Batuhan', 'Onur', 'Tuna', 'Doruk', 'Uğur', 'İbrahim'];
const LAST_NAMES = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Erdoğan', 'Güneş', 'Aksoy', 'Bulut'];
const MOTHER_NAMES = ['Hatice', 'Emine', 'Sevgi', 'Gülay', 'Derya', 'Aslı', 'Pınar', 'Esra', 'Sibel', 'Özlem'];
const FATHER_NAMES = ['Hasan', 'Hüseyin', 'İsmail', 'Osman', 'Serkan', 'Volkan', 'Erkan', 'Tolga', 'Cem', 'Levent'];

interface School { name: string; city: string; district: string }
const SCHOOLS: School[] = [
  { name: 'Kadıköy Atatürk İlkokulu', city: 'İstanbul', district: 'Kadıköy' },
  { name: 'Beşiktaş Barbaros Ortaokulu', city: 'İstanbul', district: 'Beşiktaş' },
  { name: 'Üsküdar Anadolu Lisesi', city: 'İstanbul', district: 'Üsküdar' },
  { name: 'Bakırköy Cumhuriyet İlkokulu', city: 'İstanbul', district: 'Bakırköy' },
  { name: 'Çankaya Gazi Ortaokulu', city: 'Ankara', district: 'Çankaya' },
  { name: 'Keçiören Fen Lisesi', city: 'Ankara', district: 'Keçiören' },
  { name: 'Yenimahalle Mimar Sinan İlkokulu', city: 'Ankara', district: 'Yenimahalle' },
  { name: 'Karşıyaka Ege Ortaokulu', city: 'İzmir', district: 'Karşıyaka' },
  { name: 'Bornova Anadolu Lisesi', city: 'İzmir', district: 'Bornova' },
  { name: 'Konak Kemeraltı İlkokulu', city: 'İzmir', district: 'Konak' },
];
const STREETS = ['Atatürk Cad.', 'İnönü Sok.', 'Cumhuriyet Cad.', 'Gazi Bulvarı', 'Bağdat Cad.', 'Lale Sok.', 'Menekşe Sok.', 'Zafer Cad.'];

const trMail = (s: string) =>
  s.toLocaleLowerCase('tr-TR').replace(/ç/g, 'c').replace(/ğ/g, 'g').replace(/ı/g, 'i').replace(/ö/g, 'o').replace(/ş/g, 's').replace(/ü/g, 'u').replace(/[^a-z0-9]/g, '');
const phone = () => `05${int(30, 55)} ${int(100, 999)} ${int(10, 99)} ${int(10, 99)}`;

interface Person {
  n: number;
  id: string;
  authId: string;
  email: string;
  first: string;
  last: string;
  roles: string[];
  supervisorId: string | null;
  phone: string | null;
  active: boolean;
  createdAgoMin: number;
  /** SQL expression for demographic_info, or null */
  demographic: string | null;
}

interface Student extends Person {
  k: number;
  trainerId: string;
  ability: number;
  grade: number;
  gender: 'male' | 'female';
  school: School;
}

const staff: Person[] = Object.values(DEMO_ACCOUNTS as Record<string, DemoAccount>)
  .filter((a) => !a.roles.includes('kullanici'))
  .map((a, i) => ({
    n: i + 1,
    id: a.id,
    authId: a.authId,
    email: a.email,
    first: a.firstName,
    last: a.lastName,
    roles: [...a.roles],
    supervisorId: a.supervisor ? DEMO_ACCOUNTS[a.supervisor as keyof typeof DEMO_ACCOUNTS].id : null,
    phone: phone(),
    active: true,
    createdAgoMin: (300 - i * 20) * DAY,
    demographic: null,
  }));

/**
 * Fixed names for a few of antrenor1's students (issue 25 §4): Turkish letters at the start of a
 * name (Ç, Ş, İ), a dotless I, a hyphenated surname and two Onurs that only the surname orders.
 * The random draws still happen, so every other value of the demo stays as it was.
 * k = 9 has no results (k % 10 === 9): the 'Bu ay test edilmeyenler' filter always lists her.
 */
const NAMED_STUDENTS: Readonly<Record<number, { first: string; last: string; gender: 'male' | 'female' }>> = {
  2: { first: 'Işıl', last: 'Şahinoğlu', gender: 'female' },
  3: { first: 'Çağrı', last: 'Öztürk', gender: 'male' },
  4: { first: 'İpek', last: 'Ünal', gender: 'female' },
  5: { first: 'Onur', last: 'Yılmaz', gender: 'male' },
  6: { first: 'Onur', last: 'Bulut', gender: 'male' },
  9: { first: 'Deniz', last: 'Şahin-Kaya', gender: 'female' },
};
/** The student with an unfinished battery (3 of 5 sub-tests, issue 25 §3): Işıl Şahinoğlu. */
export const UNFINISHED_BATTERY_STUDENT = 2;

const students: Student[] = [];
{
  let k = 0;
  for (const [trainerKey, count] of Object.entries(STUDENTS_PER_TRAINER)) {
    const trainer = DEMO_ACCOUNTS[trainerKey as keyof typeof DEMO_ACCOUNTS];
    for (let j = 0; j < count; j++) {
      k++;
      const ids = demoStudent(k);
      const named = NAMED_STUDENTS[k];
      const drawnGender: 'male' | 'female' = k === 1 ? 'male' : rnd() < 0.5 ? 'female' : 'male';
      const drawnFirst = k === 1 ? DEMO_ACCOUNTS.ogrenci1.firstName : pick(drawnGender === 'female' ? GIRL_NAMES : BOY_NAMES);
      const drawnLast = k === 1 ? DEMO_ACCOUNTS.ogrenci1.lastName : pick(LAST_NAMES);
      const gender = named?.gender ?? drawnGender;
      const first = named?.first ?? drawnFirst;
      const last = named?.last ?? drawnLast;
      const grade = int(1, 12);
      const school = nth(SCHOOLS, nth(grade <= 4 ? [0, 3, 6, 9] : grade <= 8 ? [1, 4, 7] : [2, 5, 8], int(0, grade <= 4 ? 3 : 2)));
      const mother = pick(MOTHER_NAMES);
      const father = pick(FATHER_NAMES);
      const parentName = `${rnd() < 0.6 ? mother : father} ${last}`;
      // birth date: age = grade + 6; the day offset puts a few birthdays in the current month
      // (the 'Aktif Öğrenci' card counts birth months equal to the current month, spec 1 §2).
      const birthOffsetDays = (k % 7 === 0 ? int(0, 20) : int(31, 330));
      const birthExpr = `to_char(date_trunc('month', now())::date - interval '${grade + 6} years' + interval '${birthOffsetDays} days', 'YYYY-MM-DD')`;
      const notes = pick([null, 'Okuma hızında belirgin gelişme var.', 'Dikkat süresi kısa, kısa molalar faydalı.', 'Görsel hafızası güçlü.', 'Veli ile haftalık görüşme yapılıyor.']);
      const demographic = `jsonb_build_object(
      'student_number', ${q(`STU-${26000000 + k}`)}, 'birth_date', ${birthExpr}, 'gender', ${q(gender)},
      'grade_level', ${q(String(grade))}, 'school_name', ${q(school.name)}, 'parent_name', ${q(parentName)},
      'parent_phone', ${q(phone())}, 'parent_email', ${q(`${trMail(nth(parentName.split(' '), 0))}.${trMail(last)}${k}@example.com`)},
      'city', ${q(school.city)}, 'district', ${q(school.district)},
      'address', ${q(`${pick(STREETS)} No:${int(1, 120)} D:${int(1, 20)}, ${school.district}/${school.city}`)}, 'notes', ${q(notes)})`;
      students.push({
        n: 100 + k,
        k,
        id: ids.id,
        authId: ids.authId,
        email: ids.email,
        first,
        last,
        roles: ['kullanici'],
        supervisorId: trainer.id,
        trainerId: trainer.id,
        phone: rnd() < 0.3 ? phone() : null,
        // two inactive students (antrenor2's) show the Pasif state
        active: !(k === 20 || k === 25),
        // a few registrations this month ('Bu Ay Kayıt'), the rest over the last ten months
        createdAgoMin: (k % 6 === 0 ? int(0, 5) : int(40, 300)) * DAY + int(0, 600),
        demographic,
        ability: real(0.45, 0.95),
        grade,
        gender,
        school,
      });
    }
  }
}
const people: Person[] = [...staff, ...students];
const byId = new Map(people.map((p) => [p.id, p]));

// ---- SQL output ------------------------------------------------------------------------------
const out: string[] = [];
const emit = (s: string) => out.push(s);

emit(`-- GENERATED by supabase/seed/generate-seed.ts — do not edit by hand; change the script and rerun:
--   cd supabase && npx tsx seed/generate-seed.ts
-- Demo academy: 1 admin, 2 temsilci, 3 trainers (+ one admin+beyin_antrenoru), ${students.length} students,
-- results of every type over ~8 weeks, notifications, tests, exercises, notes, illustrative d2 norms.
-- Every account's password is ${DEMO_PASSWORD} (demo only). Runs on local PGlite/PostgreSQL and on
-- hosted Supabase (auth.users rows carry the columns GoTrue expects; identities are created).
-- Times are relative to now() so the demo always looks current.

-- Result rows below must not generate "test completed" notifications (see 20261122001200).
-- Session-level so it also holds when the seed runs without a wrapping transaction; reset at the end.
select set_config('akademi.skip_result_notifications', 'on', false);

-- Deterministic pseudo-random helpers for the bulky JSON details (no random()).
create function pg_temp.h(k bigint) returns double precision language sql immutable as
  $$ select (hashint8(k)::bigint & 2147483647)::double precision / 2147483647 $$;
`);

// Profiles first (fixed ids), then auth accounts: the auth trigger links them by email.
emit(`-- Profiles
insert into public.users (id, email, first_name, last_name, phone, is_active, roles, supervisor_id, demographic_info, created_at, updated_at) values
${people
  .map((p) => `  (${q(p.id)}, ${q(p.email)}, ${q(p.first)}, ${q(p.last)}, ${q(p.phone)}, ${p.active}, ${q(`{${p.roles.join(',')}}`)}, null, ${p.demographic ?? 'null'}, ${ago(p.createdAgoMin)}, ${ago(p.createdAgoMin)})`)
  .join(',\n')};
`);
emit(`-- Supervision hierarchy (set after all rows exist)
update public.users u set supervisor_id = v.supervisor_id::uuid
from (values
${people.filter((p) => p.supervisorId).map((p) => `  (${q(p.id)}, ${q(p.supervisorId)})`).join(',\n')}
) as v (id, supervisor_id)
where u.id = v.id::uuid;
`);

emit(`-- Auth accounts: bcrypt computed once for all (it costs ~35 ms per hash in wasm)
with pw as (select extensions.crypt(${q(DEMO_PASSWORD)}, extensions.gen_salt('bf', 8)) as hash)
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change)
select '00000000-0000-0000-0000-000000000000', v.id::uuid, 'authenticated', 'authenticated', v.email, pw.hash, now(),
  '{"provider":"email","providers":["email"],"akademi_link_profile":true}'::jsonb,
  jsonb_build_object('first_name', v.first_name, 'last_name', v.last_name), now(), now(), '', '', '', ''
from pw, (values
${people.map((p) => `  (${q(p.authId)}, ${q(p.email)}, ${q(p.first)}, ${q(p.last)})`).join(',\n')}
) as v (id, email, first_name, last_name);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true), 'email', null, now(), now()
from auth.users u where u.email like '%@akademi.test';
`);

// Guardian consent (issue 26): every demo student has a paper consent recorded by their trainer
// (so every flow keeps working), except ONE, who shows the gate: no consent, no results, no exercises.
emit(`-- Guardian consents: paper forms recorded by each student's trainer; ${UNCONSENTED_DEMO_STUDENT.email} has none (the gate demo)
insert into public.guardian_consents (student_id, guardian_name, guardian_email, notice_version, method, recorded_by, consented_at)
select u.id, u.demographic_info ->> 'parent_name', u.demographic_info ->> 'parent_email', 1, 'paper', u.supervisor_id,
  u.created_at + interval '1 hour'
from public.users u
where u.id in (${students.filter((s) => s.id !== UNCONSENTED_DEMO_STUDENT.id).map((s) => q(s.id)).join(', ')});
`);

// ---- tests and assignments -------------------------------------------------------------------
const readingTests: [string, string, number | null, boolean][] = [
  ['Hızlı Okuma Seviye Belirleme', 'Dakikadaki kelime sayısını ve anlama oranını ölçen başlangıç testi.', 10, true],
  ['Anlayarak Okuma - Hikâye', 'Kısa bir hikâyeyi okuyup ardından gelen çoktan seçmeli soruları yanıtlayın.', 15, true],
  ['Göz Kaslarını Geliştirme Okuması', 'Satır takibi ve göz sıçraması becerisini ölçen okuma metni.', 5, true],
  ['Sözcük Gruplarıyla Okuma', 'Kelimeleri gruplar hâlinde algılama becerisini değerlendirir.', null, true],
  ['Eski Okuma Testi (2024)', 'Yerine yeni sürümü gelen, arşivlenmiş okuma testi.', 12, false],
];
const fieldTests: [string, string, number | null, boolean][] = [
  ['PISA Okuma Becerileri Deneme', 'PISA çerçevesine uygun okuma becerileri deneme testi. Metinleri yorumlama, bilgiye erişme ve değerlendirme soruları içerir.', 40, true],
  ['TIMSS Matematik 4. Sınıf', 'TIMSS 4. sınıf matematik alan testi örnek soruları.', 35, true],
  ['PIRLS Okuduğunu Anlama', 'PIRLS tarzı edebi ve bilgilendirici metinler.', 40, true],
  ['TIMSS Fen Bilimleri 8. Sınıf', 'Fen bilimleri kavram ve uygulama soruları.', null, true],
  ['PISA Matematik (Pilot)', 'Pilot uygulaması tamamlanan matematik okuryazarlığı testi.', 45, false],
];
const tests = [
  ...readingTests.map((t, i) => ({ id: uid('e', i + 1), type: 'reading', t, ageDays: 120 - i * 10 })),
  ...fieldTests.map((t, i) => ({ id: uid('e', 10 + i + 1), type: 'field', t, ageDays: 110 - i * 9 })),
];
// issue 25: an active Burdon and an active d2 test, so both can be given from /subject-tests and
// assigned from Test Tanımla (kept out of `tests`, which the random assignments below draw from).
const attentionTests = [
  { id: uid('e', 21), type: 'burdon', t: ['Burdon Dikkat Testi', 'Üç bölümlük Burdon dikkat testi: hedef harfleri (a, b, d, g) bulup işaretleyin.', 6, true] as const, ageDays: 100 },
  { id: uid('e', 22), type: 'd2', t: ['d2 Dikkat Testi', '14 satırlık d2 seçici dikkat ve konsantrasyon testi.', 5, true] as const, ageDays: 100 },
];
emit(`-- Test catalogue: reading and field tests, active and inactive; the Burdon and d2 tests
insert into public.tests (id, title, description, test_type, duration_minutes, is_active, created_at) values
${[...tests, ...attentionTests].map((x) => `  (${q(x.id)}, ${q(x.t[0])}, ${q(x.t[1])}, ${q(x.type)}, ${num(x.t[2])}, ${x.t[3]}, ${ago(x.ageDays * DAY)})`).join(',\n')};
`);
{
  const rows: string[] = [];
  for (const s of students) {
    if (s.k % 3 !== 0 && s.k !== 1) continue;
    const t = nth(tests, int(0, tests.length - 1));
    const when = int(1, 50) * DAY;
    rows.push(`  (${q(t.id)}, ${q(s.id)}, ${q(s.trainerId)}, ${ago(when)}, ${q(pick(['assigned', 'assigned', 'in_progress', 'completed']))}, ${ago(when)})`);
  }
  emit(`-- Test assignments
insert into public.test_results (test_id, student_id, conducted_by, start_time, status, created_at) values
${rows.join(',\n')};
`);
}

// ---- cognitive battery ------------------------------------------------------------------------
const sessions: string[] = [];
const attention: string[] = [];
const memory: string[] = [];
const stroop: string[] = [];
const puzzle: string[] = [];
const logic: string[] = [];
const cognitive: string[] = [];
const burdon: string[] = [];
const d2: string[] = [];
const survey: string[] = [];
/** A finished session of the unfinished-battery student whose first three sub-tests are copied. */
let unfinishedSource: string | null = null;
const resultRefs: { student: Student; type: 'cognitive' | 'burdon' | 'd2'; id: string; agoMin: number }[] = [];

for (const s of students) {
  // about one student in ten has no results yet ('Henüz test yapılmamış'); never ogrenci1
  if (s.k % 10 === 9) continue;
  const a = s.ability;
  const nCog = s.k === 1 ? 3 : int(1, 3);
  for (let c = 0; c < nCog; c++) {
    const sid = nextSession();
    if (s.k === UNFINISHED_BATTERY_STUDENT && c === 0) unfinishedSource = sid;
    const startAgo = int(1, 56) * DAY + int(0, 8 * 60);
    const seed = sessionCounter * 97;
    const per = [int(300, 420), int(240, 360), int(180, 300), int(300, 480), int(300, 420)];
    let t = startAgo;
    const slot = () => {
      const st = t;
      const dur = per.shift() ?? 300;
      t -= dur / 60 + 1;
      return { st, en: st - dur / 60, dur };
    };
    sessions.push(`  (${q(sid)}, ${q(s.id)}, ${q(s.trainerId)}, 'cognitive', ${q(byId.get(s.trainerId)!.authId)}, ${ago(startAgo + 2)}, ${ago(startAgo - 12 * 60)})`);
    const jitter = () => real(-12, 12);
    // attention
    const att = slot();
    // the child's presses on the page's fixed sequence (own PRNG, so the main stream is unchanged);
    // the summary columns are derived from them by the database (attention_derive_scores, issue
    // 15) with attentionFields, which computes the same figures here for the combined record
    const attHit = clamp(a * 100 + jitter(), 20, 100) / 100;
    const attMeanRt = clamp(1700 - a * 1100 + real(-120, 120), 420, 2500);
    const attRnd = mulberry32(seed + 1);
    const attResponses = SCORED_ITEMS.map((item) => {
      const press = item.shape === 'star' ? attRnd() < attHit : attRnd() < (1 - attHit) * 0.6;
      return scoreResponse(item.shape, press ? Math.round(attMeanRt * (0.55 + 0.9 * attRnd())) : null);
    });
    const attFields = attentionFields(attResponses, att.dur * 1000);
    const attAcc = attFields.accuracy_percentage;
    const attRt = attFields.avg_response_time_ms ?? 'null';
    const attId = nextResult();
    attention.push(`  (${q(attId)}, ${q(s.id)}, ${q(s.trainerId)}, ${q(sid)}, ${attAcc}, ${attRt}, ${att.dur}, ${attFields.total_correct}, pg_temp.attention_details(array[${attResponses.map((r) => r.reactionTime ?? 'null').join(',')}]::int[]), ${ago(att.st)}, ${ago(att.en)}, ${ago(att.en)})`);
    // memory
    const mem = slot();
    // 4 parts × 5 answers (own PRNG; the main stream draws as before); the summary columns are
    // derived from them by the database (memory_derive_scores, issue 15) with memoryFields, which
    // computes the same figures here for the combined record
    const memBase = clamp(a * 95 + jitter(), 15, 100);
    const memId = nextResult();
    const memHit = [memBase + jitter(), memBase + jitter(), memBase - 5 + jitter(), memBase - 5 + jitter()].map((x) => clamp(x, 0, 100) / 100);
    const memRnd = mulberry32(seed + 2);
    const memAnswers = MEMORY_PARTS.flatMap((part, p) => MEMORY_QUESTIONS[part].map((question) => {
      const right = memRnd() < nth(memHit, p);
      return memoryAnswer(question, right ? question.correctIndex : (question.correctIndex + 1) % 4, Math.round((1.6 + 3.9 * memRnd()) * 1000));
    }));
    const memF = memoryFields(memAnswers, mem.dur * 1000, 'speech');
    const memAcc = memF.accuracy_percentage;
    memory.push(`  (${q(memId)}, ${q(s.id)}, ${q(s.trainerId)}, ${q(sid)}, ${memAcc}, ${memF.short_visual_accuracy}, ${memF.short_auditory_accuracy}, ${memF.long_visual_accuracy}, ${memF.long_auditory_accuracy}, ${mem.dur}, ${memF.correct_answers}, ${memF.total_questions}, pg_temp.memory_details(array[${memAnswers.map((x) => x.chosenIndex).join(',')}]::int[], array[${memAnswers.map((x) => x.responseTime).join(',')}]::numeric[]), ${ago(mem.st)}, ${ago(mem.en)}, ${ago(mem.en)})`);
    // stroop
    const stp = slot();
    // answers on the page's fixed stages (own PRNG; the main stream draws as before); the summary
    // columns are derived from them by the database (stroop_derive_scores, issue 15) with
    // stroopFields, which computes the same figures here for the combined record
    const stHit = clamp(a * 100 + jitter(), 20, 100) / 100;
    const stMeanRt = clamp(1400 - a * 700 + real(-80, 80), 450, 1900);
    const stSlowing = clamp(380 - a * 260 + real(-40, 40), 40, 450);
    void jitter();
    const stRnd = mulberry32(seed + 3);
    const stPlay = (items: typeof STAGE2_ITEMS, hit: number, extra: number) => items.map((item) => {
      const right = stRnd() < hit;
      const rt = Math.round((stMeanRt + extra) * (0.7 + 0.5 * stRnd()));
      return stroopResponse(item, right ? stroopExpected(item) : STROOP_COLORS.find((c) => c !== stroopExpected(item))!, rt, 'pointer');
    });
    const st2 = stPlay(STAGE2_ITEMS, stHit, 0);
    const st3 = stPlay(STAGE3_ITEMS, clamp(stHit - 0.06, 0, 1), stSlowing);
    const stF = stroopFields(st2, st3, stp.dur * 1000);
    const nul = (x: number | null) => x ?? 'null';
    const stAcc = stF.accuracy_percentage;
    const interference = nul(stF.interference_ms);
    const flex = stF.flexibility_score;
    const stId = nextResult();
    // the chosen colours and times; the database re-scores them against stroop_items (issue 15)
    const stArr = (xs: typeof st2) => `array[${xs.map((r) => nul(r.responseTime)).join(',')}]::int[], array[${xs.map((r) => (r.answer === null ? 'null' : q(r.answer))).join(',')}]::text[]`;
    stroop.push(`  (${q(stId)}, ${q(s.id)}, ${q(s.trainerId)}, ${q(sid)}, ${stAcc}, ${nul(stF.avg_response_time_ms)}, ${interference}, ${flex}, ${stp.dur}, ${stF.stage2_correct_count}, ${stF.stage3_correct_count}, ${stF.stage2_accuracy}, ${stF.stage3_accuracy}, pg_temp.stroop_details(${stArr(st2)}, ${stArr(st3)}), ${ago(stp.st)}, ${ago(stp.en)}, ${ago(stp.en)})`);
    // puzzle: the child plays the page's four puzzles (own PRNG; the main stream draws as before):
    // pieces from the tray in order, some put on a wrong cell first, until solved or out of time.
    // The summary columns and the placement flags are derived from the placements by the database
    // (puzzle_derive_scores, issue 15) with puzzleFields, which computes the same figures here.
    const pz = slot();
    const pzSkill = [r2(clamp(a * 110 + jitter(), 30, 100)), r2(clamp(a * 100 + jitter(), 20, 100)), r2(clamp(a * 90 + jitter(), 10, 100)), r2(clamp(a * 75 + jitter(), 0, 100))];
    const pzMeanRt = clamp(6000 - a * 3500 + real(-400, 400), 1500, 7800);
    for (let i = 0; i < 5; i++) void real(0, 1); // four jitters and the variance draw of the old seed
    const pzRnd = mulberry32(seed + 4);
    const pzOutcomes: PuzzleOutcome[] = SCORED_PUZZLES.map((def, i) => {
      const limitMs = (def.timeLimitSeconds ?? 120) * 1000;
      const errorRate = clamp(0.45 - nth(pzSkill, i) / 250, 0.03, 0.45);
      const pieces: PieceResponse[] = [];
      const open = [...def.trayOrder];
      let elapsed = 0;
      while (open.length > 0) {
        const piece = nth(open, 0);
        const rt = Math.round(pzMeanRt * (0.25 + 0.5 * pzRnd()) * (1 + def.pieceCount / 16));
        if (elapsed + rt > limitMs) {
          pieces.push(timeoutResponse(limitMs - elapsed));
          return { def, durationMs: limitMs, completed: false, pieces };
        }
        elapsed += rt;
        const wrongCells = open.filter((c) => c !== piece);
        const cell = wrongCells.length > 0 && pzRnd() < errorRate ? nth(wrongCells, Math.floor(pzRnd() * wrongCells.length)) : piece;
        pieces.push(placementResponse(piece, cell, rt, true));
        if (cell === piece) open.shift();
      }
      return { def, durationMs: elapsed, completed: true, pieces };
    });
    const pzF = puzzleFields(pzOutcomes);
    const pzAcc = pzF.accuracy_percentage;
    const pzId = nextResult();
    const pzArr = (o: PuzzleOutcome) => `array[${o.pieces.flatMap((x) => [x.piece ?? -1, x.cell ?? -1, Math.round(x.responseTime * 1000)]).join(',')}]::int[]`;
    puzzle.push(`  (${q(pzId)}, ${q(s.id)}, ${q(s.trainerId)}, ${q(sid)}, ${pzAcc}, ${nul(pzF.average_response_time_ms)}, ${pzF.four_piece_score}, ${pzF.six_piece_score}, ${pzF.nine_piece_score}, ${pzF.sixteen_piece_score}, ${pzF.spatial_reasoning_score}, ${pzF.pattern_recognition_score}, ${pzF.problem_solving_score}, ${pzF.cognitive_flexibility_score}, ${nul(pzF.response_time_variance)}, ${pzF.total_correct}, ${pzF.test_duration_seconds}, pg_temp.puzzle_details(array[${pzOutcomes.map((o) => Math.round(o.durationMs)).join(',')}]::int[], ${pzOutcomes.map(pzArr).join(', ')}), ${ago(pz.st)}, ${ago(pz.en)}, ${ago(pz.en)})`);
    // logic: answers to the page's fifteen items (own PRNG; the main stream draws as before); the
    // answers are re-scored and the summary columns derived by the database against its answer key
    // (akil_mantik_derive_scores, issue 15) with logicFields, which computes the same figures here
    const lg = slot();
    const lgHit = clamp(a * 92 + jitter(), 10, 100) / 100;
    const lgMeanRt = clamp(6500 - a * 3800 + real(-400, 400), 1500, 7800);
    for (let i = 0; i < 5; i++) void jitter(); // the five per-format draws of the old seed
    const lgRnd = mulberry32(seed + 5);
    const lgAnswers = LOGIC_ITEMS.map((item, i) => {
      const right = lgRnd() < lgHit;
      const chosen = right ? item.correctIndex : (item.correctIndex + 1 + Math.floor(lgRnd() * (item.options.length - 1))) % item.options.length;
      return scoreLogicAnswer(item, i + 1, chosen, Math.round(lgMeanRt * (0.5 + lgRnd())));
    });
    const lgF = logicFields(lgAnswers, lg.dur * 1000);
    const lgAcc = lgF.success_rate;
    const lgId = nextResult();
    logic.push(`  (${q(lgId)}, ${q(s.id)}, ${q(s.trainerId)}, ${q(sid)}, ${lgAcc}, ${nul(lgF.avg_response_time_ms)}, ${lgF.test_duration_seconds}, ${lgF.correct_answers}, ${lgF.total_questions}, pg_temp.logic_details(array[${lgAnswers.map((x) => x.chosenOption).join(',')}], array[${lgAnswers.map((x) => Math.round(x.responseTime * 1000)).join(',')}]), ${lgF.dortlu_yatay_accuracy_percentage}, ${lgF.dortlu_kare_accuracy_percentage}, ${lgF.altili_kare_accuracy_percentage}, ${lgF.l_format_accuracy_percentage}, ${lgF.dokuzlu_format_accuracy_percentage}, ${ago(lg.st)}, ${ago(lg.en)}, ${ago(lg.en)})`);
    // combined record (spec 2 §9: six scores rounded to 2 decimals)
    const speed = r2(clamp(a * 90 + jitter(), 10, 100));
    const cogId = nextResult();
    const summary = `jsonb_build_object('attention_id', ${q(attId)}, 'memory_id', ${q(memId)}, 'stroop_id', ${q(stId)}, 'puzzle_id', ${q(pzId)}, 'akil_mantik_id', ${q(lgId)},
      'attention', jsonb_build_object('accuracy', ${attAcc}, 'avg_response_time_ms', ${attRt}), 'memory', jsonb_build_object('accuracy', ${memAcc}),
      'stroop', jsonb_build_object('accuracy', ${stAcc}, 'interference_ms', ${interference}, 'flexibility_score', ${flex}),
      'puzzle', jsonb_build_object('accuracy', ${pzAcc}), 'akil_mantik', jsonb_build_object('success_rate', ${lgAcc}))`;
    cognitive.push(`  (${q(cogId)}, ${q(s.id)}, ${q(s.trainerId)}, ${q(sid)}, ${ago(startAgo)}, ${ago(lg.en)}, ${Math.round((startAgo - lg.en) * 60)}, ${attAcc}, ${memAcc}, ${speed}, ${pzAcc}, ${lgAcc}, ${flex}, ${summary}, ${ago(lg.en - 0.5)})`);
    resultRefs.push({ student: s, type: 'cognitive', id: cogId, agoMin: lg.en - 0.5 });
  }

  // Burdon: 1-3 runs; sections 1 start, 2 middle, 3 end (spec 3 §2.3)
  const nB = s.k === 1 ? 2 : int(1, 3);
  for (let b = 0; b < nB; b++) {
    const when = int(1, 56) * DAY + int(0, 600);
    const secs = [0, 1, 2].map((i) => {
      const correct = Math.round(clamp(a * 48 - i * 3 + real(-6, 6), 8, 55));
      const wrong = int(0, Math.round(10 - a * 8));
      const missed = int(1, Math.round(20 - a * 15));
      return { correct, wrong, missed, score: correct - wrong - missed };
    });
    const tc = secs.reduce((x, y) => x + y.correct, 0);
    const tw = secs.reduce((x, y) => x + y.wrong, 0);
    const tm = secs.reduce((x, y) => x + y.missed, 0);
    const ratio = (tc - tw) / Math.max(1, tc + tm);
    const dur = int(900, 1200);
    const id = nextResult();
    burdon.push(`  (${q(id)}, ${q(s.id)}, ${q(s.trainerId)}, ${secs.map((x) => `${x.correct}, ${x.wrong}, ${x.missed}, ${x.score}`).join(', ')}, ${tc}, ${tw}, ${tm}, ${tc - tw - tm}, ${ratio.toFixed(6)}, ${ago(when + dur / 60)}, ${ago(when)}, ${dur}, ${dur >= 1180}, '{"target_chars":["a","b","d","g"]}'::jsonb, ${ago(when)})`);
    resultRefs.push({ student: s, type: 'burdon', id, agoMin: when });
  }

  // d2: 14 lines × 47 items (spec 3 §5)
  const nD = s.k === 1 ? 2 : int(0, 2);
  for (let d = 0; d < nD; d++) {
    const when = int(1, 56) * DAY + int(0, 600);
    // each line is worked for 20 s: its own processed count around tn/14 (spread fr); the score
    // columns are derived from line_results by the database (d2_derive_scores, issue 15)
    const tn = Math.round(clamp(300 + a * 330 + real(-40, 40), 250, 640));
    const e1 = int(Math.round(4 + (1 - a) * 10), Math.round(10 + (1 - a) * 40));
    const e2 = int(0, Math.round(2 + (1 - a) * 14));
    const fr = int(4, Math.round(8 + (1 - a) * 14));
    const dur = 14 * 20;
    const id = nextResult();
    d2.push(`  (${q(id)}, ${q(s.id)}, ${q(s.trainerId)}, ${dur}, pg_temp.d2_lines(${resultCounter * 13}, ${tn}, ${e1}, ${e2}, ${fr}), ${ago(when + dur / 60)}, ${ago(when)}, ${ago(when)})`);
    resultRefs.push({ student: s, type: 'd2', id, agoMin: when });
  }

  // parent survey (40 questions) for about two thirds
  if (s.k % 3 !== 2) {
    const when = int(1, 56) * DAY + int(0, 600);
    survey.push(`  (${q(nextResult())}, ${q(s.id)}, ${s.k % 2 === 0 ? q(s.trainerId) : 'null'}, ${resultCounter * 7}, ${r2(0.3 + a * 0.6)}, ${ago(when)})`);
  }
}

emit(`-- Bulky per-item details, generated in SQL (shapes of spec 2 §3 / spec 3 §3)
create function pg_temp.attention_details(rts int[]) returns jsonb language sql immutable as $$
  select jsonb_object_agg(i::text, jsonb_build_object(
    'shape', p.shape, 'isTarget', p.shape = 'star', 'responded', rts[i] is not null, 'reactionTime', rts[i],
    'isCorrect', case when p.shape = 'star' then coalesce(rts[i] >= ${MIN_RT}, false) else rts[i] is null end,
    'implausible', coalesce(rts[i] < ${MIN_RT}, false), 'focusLost', false, 'droppedFrames', false))
  from generate_series(1, array_length(rts, 1)) i
  cross join lateral (select (array[${SCORED_ITEMS.map((x) => `'${x.shape}'`).join(', ')}])[i] as shape) p $$;
create function pg_temp.memory_details(chosen int[], rt numeric[]) returns jsonb language sql immutable as $$
  -- the chosen options and times; the database adds the question fields and the flags (issue 15)
  select jsonb_object_agg(p.part, (select jsonb_agg(jsonb_build_object('part', p.part, 'n', n, 'chosenIndex', chosen[((p.k0 - 1) * 5 + n)::int], 'responseTime', rt[((p.k0 - 1) * 5 + n)::int], 'focusLost', false, 'droppedFrames', false, 'input', 'pointer') order by n) from generate_series(1, 5) n))
         || '{"auditory_presentation": "speech"}'::jsonb
  from unnest(array['short_visual', 'short_auditory', 'long_visual', 'long_auditory']) with ordinality as p (part, k0) $$;
create function pg_temp.stroop_details(rt2 int[], a2 text[], rt3 int[], a3 text[]) returns jsonb language sql immutable as $$
  -- the database adds the design fields (word, ink, text) and the flags (correct, implausible, timedOut)
  select jsonb_build_object(
    'stage2', jsonb_build_object('responses', (select jsonb_agg(jsonb_build_object('n', i, 'answer', a2[i], 'responseTime', rt2[i], 'input', 'pointer', 'focusLost', false, 'droppedFrames', false) order by i) from generate_series(1, array_length(rt2, 1)) i)),
    'stage3', jsonb_build_object('responses', (select jsonb_agg(jsonb_build_object('n', i, 'answer', a3[i], 'responseTime', rt3[i], 'input', 'pointer', 'focusLost', false, 'droppedFrames', false) order by i) from generate_series(1, array_length(rt3, 1)) i))) $$;
create function pg_temp.puzzle_details(dur int[], e1 int[], e2 int[], e3 int[], e4 int[]) returns jsonb language sql immutable as $$
  -- e = (piece, cell, response time in ms) triples, piece −1 = the timeout entry; the database
  -- adds the design fields, the placement flags, the counts and the scores
  select jsonb_agg(jsonb_build_object('puzzle', x.k, 'durationSeconds', round(dur[x.k] / 1000.0, 3), 'pieces',
    (select coalesce(jsonb_agg(jsonb_build_object('piece', case when x.e[j] >= 0 then x.e[j] end, 'cell', case when x.e[j] >= 0 then x.e[j + 1] end,
                                                  'responseTime', round(x.e[j + 2] / 1000.0, 3), 'focusLost', false, 'droppedFrames', false) order by j), '[]'::jsonb)
     from generate_series(1, coalesce(array_length(x.e, 1), 0), 3) j)) order by x.k)
  from (values (1, e1), (2, e2), (3, e3), (4, e4)) as x (k, e) $$;
create function pg_temp.logic_details(chosen int[], rt int[]) returns jsonb language sql immutable as $$
  -- the database adds format, correctness, the correct option and the broken rule from its answer key
  select jsonb_agg(jsonb_build_object('n', i, 'itemId', (array[${LOGIC_ITEMS.map((x) => `'${x.id}'`).join(', ')}])[i], 'chosenOption', chosen[i],
    'responseTime', round(rt[i] / 1000.0, 3), 'focusLost', false, 'droppedFrames', false) order by i)
  from generate_series(1, array_length(chosen, 1)) i $$;
create function pg_temp.d2_lines(seed int, tn int, e1 int, e2 int, fr int) returns jsonb language sql immutable as $$
  select jsonb_agg(jsonb_build_object(
    'lineIndex', g / 47, 'globalIndex', g, 'isTarget', t.is_target,
    'isClicked', case when g % 47 >= t.processed then false
                      when g % 47 = t.processed - 1 then true
                      when t.is_target then pg_temp.h(seed * 10000 + g + 7) >= e1::numeric / greatest(1, tn * 0.45)
                      else pg_temp.h(seed * 10000 + g + 11) < e2::numeric / greatest(1, tn * 0.55) end) order by g)
  from generate_series(0, 657) g cross join lateral (select pg_temp.h(seed * 10000 + g) < 0.45 as is_target,
    least(47, greatest(1, round(tn / 14.0 + (pg_temp.h(seed * 100 + g / 47) - 0.5) * fr)))::int as processed) t $$;
`);

emit(`-- Registered cognitive sessions (expired long ago; they only document where rows came from)
insert into public.test_sessions (id, student_id, conducted_by, kind, created_by, created_at, expires_at) values
${sessions.join(',\n')};

insert into public.attention_test_results (id, student_id, conducted_by, session_id, accuracy_percentage, avg_response_time_ms, test_duration_seconds, total_correct, detailed_responses, test_start_time, test_end_time, created_at) values
${attention.join(',\n')};

insert into public.memory_test_results (id, student_id, conducted_by, session_id, accuracy_percentage, short_visual_accuracy, short_auditory_accuracy, long_visual_accuracy, long_auditory_accuracy, test_duration_seconds, correct_answers, total_questions, detailed_answers, test_start_time, test_end_time, created_at) values
${memory.join(',\n')};

insert into public.stroop_test_results (id, student_id, conducted_by, session_id, accuracy_percentage, avg_response_time_ms, interference_ms, flexibility_score, test_duration_seconds, stage2_correct_count, stage3_correct_count, stage2_accuracy, stage3_accuracy, detailed_responses, test_start_time, test_end_time, created_at) values
${stroop.join(',\n')};

insert into public.puzzle_test_results (id, student_id, conducted_by, session_id, accuracy_percentage, average_response_time_ms, four_piece_score, six_piece_score, nine_piece_score, sixteen_piece_score, spatial_reasoning_score, pattern_recognition_score, problem_solving_score, cognitive_flexibility_score, response_time_variance, total_correct, test_duration_seconds, detailed_responses, test_start_time, test_end_time, created_at) values
${puzzle.join(',\n')};

insert into public.akil_mantik_test_results (id, student_id, conducted_by, session_id, success_rate, avg_response_time_ms, test_duration_seconds, correct_answers, total_questions, detailed_answers, dortlu_yatay_accuracy_percentage, dortlu_kare_accuracy_percentage, altili_kare_accuracy_percentage, l_format_accuracy_percentage, dokuzlu_format_accuracy_percentage, test_start_time, test_end_time, created_at) values
${logic.join(',\n')};

insert into public.cognitive_test_result (id, student_id, conducted_by, session_id, test_start_time, test_end_time, duration_seconds, dikkat_skoru, hafiza_skoru, isleme_hizi_skoru, gorsel_isleme_skoru, akil_mantik_yurutme_skoru, bilissel_esneklik_skoru, alt_test_ozetleri, created_at) values
${cognitive.join(',\n')};

insert into public.burdon_test_results (id, student_id, conducted_by,
  section1_correct, section1_wrong, section1_missed, section1_score,
  section2_correct, section2_wrong, section2_missed, section2_score,
  section3_correct, section3_wrong, section3_missed, section3_score,
  total_correct, total_wrong, total_missed, total_score, attention_ratio,
  test_start_time, test_end_time, test_elapsed_time_seconds, test_auto_completed, detailed_results, created_at) values
${burdon.join(',\n')};

-- every d2 score column is derived from line_results on insert (d2_derive_scores)
insert into public.d2_test_results (id, student_id, conducted_by, test_duration_seconds, line_results, test_start_time, test_end_time, created_at) values
${d2.join(',\n')};

-- Parent survey: 40 answers on a 1-4 scale; total_score is their sum
insert into public.parent_survey_results (id, student_id, conducted_by, total_score, answers, created_at)
select v.id::uuid, v.student_id::uuid, v.conducted_by::uuid, a.total, a.answers, v.created_at
from (values
${survey.join(',\n')}
) as v (id, student_id, conducted_by, seed, bias, created_at)
cross join lateral (
  select sum(x.value) as total,
         jsonb_agg(jsonb_build_object('questionId', x.i, 'value', x.value) order by x.i) as answers
  from (select i, 1 + floor(4 * least(0.999, pg_temp.h(v.seed * 100 + i) * 0.5 + v.bias * 0.5))::int as value
        from generate_series(1, 40) i) x
) a;
`);

// ---- an unfinished battery (issue 25 §3) ---------------------------------------------------------
// Işıl Şahinoğlu's trainer started a battery two days ago; she did Dikkat, Hafıza and Stroop and
// the window was closed: three of five sub-tests stored, no combined record. Profile and
// Aktiviteler show it as '3/5 tamamlandı'. The rows repeat her first battery's answers (the
// database derives the scores from them again).
{
  const source = must(unfinishedSource, 'the unfinished-battery student has a first session');
  const student = nth(students, UNFINISHED_BATTERY_STUDENT - 1);
  const trainer = must(byId.get(student.trainerId), 'the trainer of the unfinished-battery student');
  const sid = uid('c', 900001);
  const at = (minutes: number) => ago(2 * DAY - minutes);
  const copy = (table: string, id: string, columns: string, minute: number) => `insert into public.${table} (id, student_id, conducted_by, session_id, ${columns}, test_start_time, test_end_time, created_at)
select ${q(id)}, student_id, conducted_by, ${q(sid)}, ${columns}, ${at(minute)}, ${at(minute + 5)}, ${at(minute + 5)}
from public.${table} where session_id = ${q(source)};`;
  emit(`-- An unfinished battery: 3 of 5 sub-tests (Dikkat, Hafıza, Stroop), no combined record
insert into public.test_sessions (id, student_id, conducted_by, kind, created_by, created_at, expires_at) values
  (${q(sid)}, ${q(student.id)}, ${q(trainer.id)}, 'cognitive', ${q(trainer.authId)}, ${at(-2)}, ${at(12 * 60)});
${copy('attention_test_results', uid('d', 900001), 'accuracy_percentage, avg_response_time_ms, test_duration_seconds, total_correct, detailed_responses', 0)}
${copy('memory_test_results', uid('d', 900002), 'accuracy_percentage, short_visual_accuracy, short_auditory_accuracy, long_visual_accuracy, long_auditory_accuracy, test_duration_seconds, correct_answers, total_questions, detailed_answers', 6)}
${copy('stroop_test_results', uid('d', 900003), 'accuracy_percentage, avg_response_time_ms, interference_ms, flexibility_score, test_duration_seconds, stage2_correct_count, stage3_correct_count, stage2_accuracy, stage3_accuracy, detailed_responses', 12)}
`);
}

// ---- notifications ----------------------------------------------------------------------------
{
  const rows: string[] = [];
  const typeLabel = { cognitive: 'Bilişsel Beceriler Testi', burdon: 'Burdon Testi', d2: 'D2 Testi' } as const;
  const staffAccounts = staff;
  for (const p of staffAccounts) {
    const mine = resultRefs.filter((r) => r.student.trainerId === p.id || (p.roles.includes('temsilci') && byId.get(r.student.trainerId)?.supervisorId === p.id));
    const items: string[] = [];
    // system alerts
    items.push(`(${q(p.id)}, 'system_alert', 'Sistem bakımı', 'Cumartesi 02:00-04:00 arasında planlı bakım yapılacaktır. Bu sürede testler başlatılamaz.', '{}'::jsonb, null, 'high', false, ${ago(2 * 60)})`);
    items.push(`(${q(p.id)}, 'system_alert', 'Yeni özellik: D2 raporu', 'D2 raporlarında artık persentil değerleri gösteriliyor.', '{}'::jsonb, '/reports', 'normal', true, ${ago(3 * DAY)})`);
    items.push(`(${q(p.id)}, 'system_alert', 'Güvenlik uyarısı', 'Lütfen şifrenizi kimseyle paylaşmayın. Şüpheli bir giriş fark ederseniz hemen şifrenizi değiştirin.', '{}'::jsonb, '/settings', 'urgent', false, ${ago(26 * 60)})`);
    items.push(`(${q(p.id)}, 'system_alert', 'Haftalık özet hazır', 'Geçen haftanın test özetleri Raporlar sayfasında.', '{}'::jsonb, '/reports', 'low', true, ${ago(8 * DAY)})`);
    const picks = mine.slice(0, 4);
    picks.forEach((r, i) => {
      const name = `${r.student.first} ${r.student.last}`;
      items.push(`(${q(p.id)}, ${q(`${r.type}_test_completed`)}, ${q(`${typeLabel[r.type]} tamamlandı`)}, ${q(`${name} için ${typeLabel[r.type]} sonucu kaydedildi.`)}, jsonb_build_object('student_id', ${q(r.student.id)}, 'result_id', ${q(r.id)}, 'test_type', ${q(r.type)}), ${q(`/reports?student=${r.student.id}&test=${r.type}`)}, ${q(i === 0 ? 'high' : 'normal')}, ${i >= 2}, ${ago(Math.max(5, r.agoMin))})`);
    });
    if (picks.length < 2) {
      items.push(`(${q(p.id)}, 'parent_survey_completed', 'Veli Anketi tamamlandı', 'Bir veli anketi tamamlandı.', '{}'::jsonb, '/activities', 'normal', false, ${ago(5 * 60)})`);
      items.push(`(${q(p.id)}, 'system_alert', 'Yeni kullanıcılar', 'Bu hafta sisteme yeni kullanıcılar eklendi.', '{}'::jsonb, '/add-user', 'normal', false, ${ago(30 * 60)})`);
    }
    rows.push(...items.map((x) => `  ${x}`));
  }
  // the demo student gets a couple too
  rows.push(`  (${q(DEMO_ACCOUNTS.ogrenci1.id)}, 'system_alert', 'Hoş geldiniz', 'Bilişsel beceri testlerinize panelden ulaşabilirsiniz.', '{}'::jsonb, '/dashboard', 'normal', false, ${ago(3 * DAY)})`);
  emit(`-- Notifications: 6+ per staff user, unread and read, some high/urgent, most with action_url
insert into public.notifications (user_id, type, title, message, data, action_url, priority, is_read, created_at) values
${rows.join(',\n')};
update public.notifications set read_at = created_at + interval '10 minutes' where is_read;
`);
}

// ---- exercises ---------------------------------------------------------------------------------
const EXERCISES: [string, string, string][] = [
  ['dikkat-oklari', 'Dikkat Okları', `jsonb_build_object('level', 3, 'duration', 120)`],
  ['akan-yazilar', 'Akan Yazılar', `jsonb_build_object('category', 'hikaye', 'level', 2, 'font_size', 18, 'reaction_interval_ms', 600, 'metronome_enabled', true)`],
  ['hafiza-kartlari', 'Hafıza Kartları', `jsonb_build_object('mode', 'easy', 'card_type', 'emojis', 'unit_count', 8, 'display_time', 3, 'exercise_duration', 90)`],
  ['buyuyen-genisleyen', 'Büyüyen Genişleyen', `jsonb_build_object('shape', 'circle', 'speed_type', 'variable', 'reaction_interval_ms', 800, 'variable_start_ms', 900, 'variable_end_ms', 400, 'focus_enabled', true, 'metronome_enabled', false, 'duration_seconds', 60)`],
  ['kare-gorme-alani', 'Kare Görme Alanı', `jsonb_build_object('grid_size', 5, 'starting_level', 2, 'duration_seconds', 90)`],
  ['yatay-dikey-zikzak', 'Yatay Dikey Zikzak', `jsonb_build_object('orientation', 'horizontal', 'points_count', 6, 'jump_interval_ms', 700, 'metronome_enabled', true, 'duration_seconds', 60)`],
  ['metinde-kelime-arama', 'Metinde Kelime Arama', `jsonb_build_object('target_word', 'kitap', 'duration_seconds', 120, 'metronome_enabled', false)`],
  ['benzer-kelimeler', 'Benzer Kelimeler', `jsonb_build_object('word_count_per_round', 10, 'duration_seconds', 90, 'metronome_enabled', false)`],
  ['gruplayarak-okuma', 'Gruplayarak Okuma', `jsonb_build_object('category', 'bilim', 'level', 'ilkogretim', 'fontSize', 20, 'reactionInterval', 700, 'metronome', true)`],
];
{
  const se: string[] = [];
  const at: string[] = [];
  const prog: string[] = [];
  let seN = 0;
  let atN = 0;
  for (const s of students) {
    // exercise history for the first two trainers' students (the tracking portal demo)
    if (s.trainerId !== DEMO_ACCOUNTS.antrenor1.id && s.trainerId !== DEMO_ACCOUNTS.antrenor2.id) continue;
    const lmsSessions = [null, 'LMS-2026-01', 'LMS-2026-02', 'LMS-2026-03'].slice(0, s.k === 1 ? 4 : int(2, 4));
    for (const lms of lmsSessions) {
      const nEx = int(1, 3);
      const chosen = new Set<number>();
      while (chosen.size < nEx) chosen.add(int(0, EXERCISES.length - 1));
      for (const ei of chosen) {
        const [slug, title, settings] = nth(EXERCISES, ei);
        const id = uid('f', ++seN);
        const nAt = int(2, 6);
        let total = 0;
        let maxLevel = 1;
        let accSum = 0;
        let last = 0;
        let first = 0;
        for (let i = 0; i < nAt; i++) {
          const when = (nAt - i) * int(1, 4) * DAY + int(0, 600);
          first = Math.max(first, when);
          last = last === 0 ? when : Math.min(last, when);
          const dur = int(60, 300);
          const correct = int(5, 25);
          const wrong = int(0, 8);
          const acc = r2((100 * correct) / (correct + wrong));
          const level = Math.min(10, 1 + i + int(0, 1));
          maxLevel = Math.max(maxLevel, level);
          total += dur;
          accSum += acc;
          at.push(`  (${q(uid('9', ++atN))}, ${q(id)}, ${q(s.id)}, ${ago(when)}, ${correct * 10}, ${correct}, ${wrong}, ${acc}, ${level}, ${settings}, ${dur})`);
        }
        se.push(`  (${q(id)}, ${q(s.id)}, ${q(slug)}, ${q(title)}, ${q(lms)}, ${nAt}, ${total}, ${maxLevel}, ${r2(accSum / nAt)}, ${ago(last)}, jsonb_build_object('sessions_played', ${nAt}), ${settings}, ${ago(first)})`);
      }
    }
    // maths exercise progress (exercises launcher) for every other student
    if (s.k % 2 === 1) {
      const lvl = int(1, 7);
      const scores = Array.from({ length: lvl }, (_, i) => `'${i + 1}', ${int(30, 50)}`).join(', ');
      const attempts = Array.from({ length: lvl }, (_, i) => `'${i + 1}', ${int(1, 3)}`).join(', ');
      const trainer = byId.get(s.trainerId)!;
      prog.push(`  (${q(s.email)}, ${q(s.id)}, 'math', ${lvl}, ${lvl}, ${lvl * int(30, 50)}, jsonb_build_object(${scores}), jsonb_build_object(${attempts}), ${q(s.k % 4 === 1 ? trainer.email : null)}, ${q(s.k % 4 === 1 ? s.email : null)})`);
    }
  }
  emit(`-- Exercise records per student and LMS session, with attempt history (tracking portal)
insert into public.student_exercises (id, student_id, exercise_slug, exercise_title, lms_session_id, total_sessions, total_time_seconds, max_level_reached, accuracy_percentage, last_played_at, detailed_stats, user_settings, created_at) values
${se.join(',\n')};

insert into public.exercise_attempts (id, student_exercise_id, student_id, played_at, score, correct, wrong, accuracy, level, settings, duration_seconds) values
${at.join(',\n')};

insert into public.exercise_progress (email, user_id, exercise_type, current_level, max_level_reached, total_score, level_scores, level_attempts, played_by_educator_email, played_for_student_email) values
${prog.join(',\n')};
`);
}

// ---- notes --------------------------------------------------------------------------------------
{
  const rows: string[] = [];
  const a1 = DEMO_ACCOUNTS.antrenor1.id;
  const s1 = nth(students, 0);
  const s2 = nth(students, 1);
  const s15 = students.find((s) => s.trainerId === DEMO_ACCOUNTS.antrenor2.id)!;
  const cog1 = resultRefs.find((r) => r.student.id === s1.id && r.type === 'cognitive')!;
  rows.push(`  (${q(a1)}, ${q(s1.id)}, 'student', 'Okuma hızında son iki haftada belirgin artış var. Dikkat egzersizlerine devam.', 'general', 'Genel durum', 'normal', '{okuma,dikkat}', '{}'::jsonb, null, null, null, null, null, ${ago(6 * DAY)}, null)`);
  rows.push(`  (${q(a1)}, ${q(s1.id)}, 'session', 'Bu oturumda odaklanma süresi uzadı.', 'general', null, 'normal', '{}', '{"sessionId":"LMS-2026-01"}'::jsonb, null, null, null, null, null, ${ago(5 * DAY)}, null)`);
  rows.push(`  (${q(a1)}, ${q(s1.id)}, 'exercise', 'Hafıza kartlarında 8 kartlık modda zorlanıyor; 6 karta dönülebilir.', 'progress', null, 'high', '{hafiza}', '{"sessionId":"LMS-2026-01"}'::jsonb, 'hafiza-kartlari', 'hafiza-kartlari', 1, null, null, ${ago(4 * DAY)}, null)`);
  rows.push(`  (${q(a1)}, ${q(s1.id)}, 'test_result', 'Bilişsel test sonucu veliyle paylaşıldı.', 'general', null, 'normal', '{}', '{}'::jsonb, null, null, null, 'cognitive', ${q(cog1.id)}, ${ago(3 * DAY)}, null)`);
  rows.push(`  (${q(a1)}, ${q(s2.id)}, 'group', 'Grup çalışmasında liderlik gösterdi.', 'behaviour', null, 'low', '{grup}', '{"group":"Cumartesi 10:00"}'::jsonb, null, null, null, null, null, ${ago(2 * DAY)}, null)`);
  rows.push(`  (${q(a1)}, ${q(s2.id)}, 'student', 'Silinmiş eski not.', 'general', null, 'normal', '{}', '{}'::jsonb, null, null, null, null, null, ${ago(20 * DAY)}, ${ago(19 * DAY)})`);
  rows.push(`  (${q(DEMO_ACCOUNTS.antrenor2.id)}, ${q(s15.id)}, 'student', 'Matematik egzersizlerinde 5. seviyeye ulaştı.', 'progress', null, 'normal', '{matematik}', '{}'::jsonb, null, null, null, null, null, ${ago(DAY)}, null)`);
  emit(`-- Notes at every level (one soft-deleted)
insert into public.student_notes (created_by, student_id, note_level, note_text, note_category, note_title, priority_level, tags, metadata, white_exercise_id, exercise_slug, session_index, test_type, test_result_id, created_at, deleted_at) values
${rows.join(',\n')};
`);
  // issue 25: the trainer's own 'Antrenör Değerlendirmesi' of two earlier parent reports
  emit(`-- Parent report evaluations (Veli Raporu, 'Antrenör Değerlendirmesi')
insert into public.parent_report_evaluations (student_id, report_date, evaluation_text, written_by, created_at, updated_at) values
  (${q(s2.id)}, (now() at time zone 'Europe/Istanbul')::date - 14, 'Dikkat süresi dönem boyunca düzenli arttı. Evde kısa ve sık okuma çalışmaları bu gelişimi destekleyecektir.', ${q(a1)}, ${ago(14 * DAY)}, ${ago(14 * DAY)}),
  (${q(s15.id)}, (now() at time zone 'Europe/Istanbul')::date - 30, 'Görsel algı çalışmalarında çok istekli. Hafıza egzersizlerine haftada üç gün devam etmesini öneriyoruz.', ${q(DEMO_ACCOUNTS.antrenor2.id)}, ${ago(30 * DAY)}, ${ago(30 * DAY)});
`);
}

// ---- support messages, logs, d2 norms -------------------------------------------------------
emit(`-- Support messages
insert into public.support_messages (name, email, subject, message, user_id, status, delivered_at, created_at) values
  ('Zeynep Çelik', 'antrenor1@akademi.test', 'rapor-sorunu', 'D2 raporunda persentil değeri boş görünüyor, kontrol edebilir misiniz?', ${q(DEMO_ACCOUNTS.antrenor1.id)}, 'delivered', ${ago(2 * DAY - 1)}, ${ago(2 * DAY)}),
  ('Murat Demir', 'temsilci@akademi.test', 'hesap-sorunu', 'Yeni antrenör hesabı oluştururken e-posta doğrulaması gelmedi.', ${q(DEMO_ACCOUNTS.temsilci.id)}, 'new', null, ${ago(5 * 60)});

-- System logs: a sample of captured console output
insert into public.system_logs (created_at, session_id, student_id, conducted_by, test_type, log_level, log_source, message, details, user_agent, current_url)
select now() - (i * interval '37 minutes'),
       case when i % 3 = 0 then null else ${q(uid('c', 1))} end,
       ${q(nth(students, 0).id)}, ${q(DEMO_ACCOUNTS.antrenor1.id)},
       (array['stroop', 'puzzle', 'memory', 'attention', 'logic', 'cognitive', 'system', 'admin'])[1 + i % 8],
       (array['info', 'info', 'debug', 'warn', 'error'])[1 + i % 5],
       'console',
       (array['Test başlatıldı', 'Yanıt kaydedildi', 'Sonuç gönderiliyor', 'Yavaş ağ bağlantısı algılandı', 'Sonuç kaydedilemedi: zaman aşımı'])[1 + i % 5],
       jsonb_build_object('step', i),
       'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
       'http://localhost:3000/cognitive-tests/dikkat/dikkat.html'
from generate_series(1, 40) i;

-- d2 norms: ILLUSTRATIVE values only. The real d2 norm tables are licensed (Hogrefe) and must
-- replace these rows; a smooth curve per age group stands in so the report shows a percentile.
insert into public.d2_norms (score_kind, age_group, gender, raw_score, percentile, source)
select k.kind, g.age_group, sx.gender, r.raw,
       round((100 / (1 + exp(-(r.raw - (g.mean - case when k.kind = 'TN-E' then 35 else 0 end)) / 38.0)))::numeric, 1),
       'illustrative — replace with licensed d2 norms'
from (values ('TN'), ('TN-E')) k (kind)
cross join (values ('9-10', 330, true), ('11-12', 380, true), ('13-14', 420, true), ('15-16', 450, true), ('17-18', 470, true),
                   ('19-39', 480, false), ('40-49', 460, false), ('50-59', 430, false), ('60+', 390, false)) g (age_group, mean, by_gender)
cross join lateral (select unnest(case when g.by_gender then array['male', 'female'] else array[null] end) as gender) sx
cross join lateral (select generate_series(g.mean - 200, g.mean + 200, 20) as raw) r;
`);

// Two-step sign-in (issue 28): the product default requires it of admins; the demo turns it off so
// every demo account keeps signing in with the password alone (README), and adds one admin with a
// verified TOTP factor whose secret is fixed and documented.
{
  const a = MFA_DEMO_ADMIN;
  emit(`-- Two-step sign-in: off for the demo accounts (the product default is on); ${a.email} has a TOTP factor
update public.security_settings set mfa_required_admin = false, mfa_required_staff = false;
insert into public.users (id, email, first_name, last_name, phone, is_active, roles, supervisor_id, demographic_info, created_at, updated_at) values
  (${q(a.id)}, ${q(a.email)}, ${q(a.firstName)}, ${q(a.lastName)}, null, true, '{admin}', null, null, ${ago(100 * DAY)}, ${ago(100 * DAY)});
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change)
values ('00000000-0000-0000-0000-000000000000', ${q(a.authId)}, 'authenticated', 'authenticated', ${q(a.email)},
  extensions.crypt(${q(DEMO_PASSWORD)}, extensions.gen_salt('bf', 8)), now(),
  '{"provider":"email","providers":["email"],"akademi_link_profile":true}'::jsonb,
  jsonb_build_object('first_name', ${q(a.firstName)}, 'last_name', ${q(a.lastName)}), now(), now(), '', '', '', '');
insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (${q(a.authId)}, ${q(a.authId)}, jsonb_build_object('sub', ${q(a.authId)}, 'email', ${q(a.email)}, 'email_verified', true), 'email', null, now(), now());
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (${q(a.factorId)}, ${q(a.authId)}, 'Demo doğrulayıcı', 'totp', 'verified', ${ago(100 * DAY)}, ${ago(100 * DAY)}, ${q(a.totpSecret)});
`);
}

emit(`-- Clean up the session: temporary helpers and the notification switch
drop function pg_temp.attention_details(int[]);
drop function pg_temp.memory_details(int[], numeric[]);
drop function pg_temp.stroop_details(int[], text[], int[], text[]);
drop function pg_temp.puzzle_details(int[], int[], int[], int[], int[]);
drop function pg_temp.logic_details(int[], int[]);
drop function pg_temp.d2_lines(int, int, int, int, int);
drop function pg_temp.h(bigint);
select set_config('akademi.skip_result_notifications', '', false);
`);

writeFileSync(OUT, out.join('\n'));
console.log(`wrote ${OUT}: ${students.length} students, ${cognitive.length} cognitive sessions, ${burdon.length} burdon, ${d2.length} d2, ${survey.length} surveys`);
