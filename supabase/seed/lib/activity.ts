// What the demo's staff and students did besides tests: notifications, exercise history (the
// tracking portal), notes and parent-report evaluations.
import { DEMO_ACCOUNTS } from '../demo-accounts.ts';
import { DAY, ago, int, nth, q, r2, uid } from './common.ts';
import { byId, staff, students } from './people.ts';
import type { ResultRef } from './results.ts';

/** Notifications: 6+ per staff user, unread and read, some high/urgent, most with action_url. */
export function emitNotifications(emit: (sql: string) => void, resultRefs: readonly ResultRef[]): void {
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

/** Exercise records per student and LMS session with attempt history; maths progress. */
export function emitExercises(emit: (sql: string) => void): void {
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

/** Notes at every level (one soft-deleted) and two parent-report evaluations. */
export function emitNotes(emit: (sql: string) => void, resultRefs: readonly ResultRef[]): void {
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
