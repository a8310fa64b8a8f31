// lms-integration against the real local server (spec 3 §2.7, §2.8, §5, §7) with a per-trainer
// LMS link (issue 14 item 6): trainer verification, students with totals, exercise sessions.
// The abuses of the link model are in lms-links.test.ts.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, signIn, startTestServer, type TestServer } from '../helpers/local-server.ts';
import { call, ensureDemoAccounts, lmsLinkFor, serviceFor } from './fixtures.ts';

let server: TestServer;
let svc: SupabaseClient;
let anon: SupabaseClient;
let ids: Map<string, string>;
let key: string;
const slug = `fn-test-${Date.now()}`;

before(async () => {
  server = await startTestServer();
  delete process.env.LMS_LEGACY_SHARED_KEY;
  ids = await ensureDemoAccounts(server.url);
  key = (await lmsLinkFor(server.url, 'antrenor1@akademi.test')).token;
  svc = serviceFor(server.url);
  anon = clientFor(server.url);
  // Exercise data of ogrenci1 (student of antrenor1): two records, three attempts.
  const student = ids.get('ogrenci1@akademi.test');
  const { data: records, error } = await svc
    .from('student_exercises')
    .insert([
      { student_id: student, exercise_slug: slug, exercise_title: 'Test Egzersizi', lms_session_id: '1', total_sessions: 3, total_time_seconds: 600, max_level_reached: 4, accuracy_percentage: 80, last_played_at: '2026-11-20T10:00:00Z', user_settings: { level: 2 } },
      { student_id: student, exercise_slug: `${slug}-b`, exercise_title: 'İkinci', lms_session_id: null, total_sessions: 1, total_time_seconds: 60, max_level_reached: 1, accuracy_percentage: 60, last_played_at: '2026-11-19T10:00:00Z' },
    ], { defaultToNull: false })
    .select('id, exercise_slug');
  assert.equal(error, null, error?.message);
  const first = records?.find((r) => r.exercise_slug === slug)?.id;
  const { error: atError } = await svc.from('exercise_attempts').insert([
    { student_exercise_id: first, played_at: '2026-11-18T10:00:00Z', score: 30, correct: 3, wrong: 2, accuracy: 60, level: 1, settings: { speed: 1 } },
    { student_exercise_id: first, played_at: '2026-11-20T10:00:00Z', score: 50, correct: 5, wrong: 0, accuracy: 100, level: 4, settings: { speed: 3 } },
    { student_exercise_id: first, played_at: '2026-11-19T10:00:00Z', score: 40, correct: 4, wrong: 1, accuracy: 80, level: 2, settings: { speed: 2 } },
  ], { defaultToNull: false });
  assert.equal(atError, null, atError?.message);
});
after(async () => {
  await server?.stop();
});

test('verify-user: the link’s trainer is verified', async () => {
  const res = await call(anon, 'lms-integration/verify-user', { email: 'antrenor1@akademi.test', access_key: key });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.success, true);
  const user = res.body.user as Record<string, unknown>;
  assert.equal(user.id, ids.get('antrenor1@akademi.test'));
  assert.equal(typeof user.first_name, 'string');
});

test('verify-user refusals: wrong key 401, an e-mail that is not the link’s trainer 401, no email 400', async () => {
  const wrong = await call(anon, 'lms-integration/verify-user', { email: 'antrenor1@akademi.test', access_key: 'guess' });
  assert.equal(wrong.status, 401);
  assert.deepEqual(wrong.body, { success: false, error: 'Geçersiz erişim anahtarı' });
  const missing = await call(anon, 'lms-integration/verify-user', { email: 'antrenor1@akademi.test' });
  assert.equal(missing.status, 401);
  // the link names its trainer: another person's e-mail in the link does not make them verified
  for (const email of ['ogrenci1@akademi.test', 'antrenor2@akademi.test', 'admin@akademi.test', 'kimse@akademi.test']) {
    const other = await call(anon, 'lms-integration/verify-user', { email, access_key: key });
    assert.deepEqual([other.status, other.body], [401, { success: false, error: 'Geçersiz erişim anahtarı' }], email);
  }
  const upper = await call(anon, 'lms-integration/verify-user', { email: 'ANTRENOR1@akademi.test', access_key: key });
  assert.equal(upper.status, 200, JSON.stringify(upper.body));
  const noEmail = await call(anon, 'lms-integration/verify-user', { access_key: key });
  assert.equal(noEmail.status, 400);
  assert.equal(noEmail.body.error, 'Email parametresi eksik');
});

test('get-students: the trainer’s students with totals from student_exercises', async () => {
  const res = await call(anon, 'lms-integration/get-students', { trainer_id: ids.get('antrenor1@akademi.test'), access_key: key });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const students = res.body.students as Record<string, unknown>[];
  const s = students.find((x) => x.email === 'ogrenci1@akademi.test');
  assert.ok(s, 'ogrenci1 listed');
  assert.ok(students.every((x) => x.email !== 'antrenor1@akademi.test'));
  // Totals include whatever the seed holds for ogrenci1 plus the two records above.
  const { data: all } = await svc.from('student_exercises').select('total_sessions, total_time_seconds').eq('student_id', ids.get('ogrenci1@akademi.test'));
  assert.equal(s.total_exercises, all?.length);
  assert.equal(s.total_sessions, all?.reduce((t, r) => t + r.total_sessions, 0));
  assert.equal(s.total_time_minutes, Math.round((all ?? []).reduce((t, r) => t + r.total_time_seconds, 0) / 60));
  for (const k of ['id', 'first_name', 'last_name', 'school_name', 'grade_level', 'avg_success_rate']) assert.ok(k in s, k);

  // without trainer_id the link's trainer is meant
  const implicit = await call(anon, 'lms-integration/get-students', { access_key: key });
  assert.deepEqual((implicit.body.students as Record<string, unknown>[]).map((x) => x.id).sort(), students.map((x) => x.id).sort());
  assert.equal((await call(anon, 'lms-integration/get-students', { trainer_id: ids.get('antrenor1@akademi.test'), access_key: 'x' })).status, 401);
  assert.equal((await call(anon, 'lms-integration/get-students', { trainer_id: 'not-a-uuid', access_key: key })).status, 403);
});

test('get-student-sessions: exercise records with attempts newest first', async () => {
  const res = await call(anon, 'lms-integration/get-student-sessions', { student_email: 'ogrenci1@akademi.test', access_key: key });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const exercises = res.body.exercises as Record<string, unknown>[];
  const ex = exercises.find((e) => e.exercise_slug === slug);
  assert.ok(ex);
  assert.equal(ex.session_id, '1');
  assert.equal(ex.total_time_seconds, 600);
  assert.equal(ex.max_level_reached, 4);
  assert.deepEqual(ex.user_settings, { level: 2 });
  const history = ex.session_history as { timestamp: string; score: number; settings: unknown }[];
  assert.deepEqual(history.map((h) => h.score), [50, 40, 30]);
  assert.deepEqual(history[0].settings, { speed: 3 });
  assert.equal(new Date(history[0].timestamp).toISOString(), '2026-11-20T10:00:00.000Z');
  const noSession = exercises.find((e) => e.exercise_slug === `${slug}-b`);
  assert.equal(noSession?.session_id, null);
  assert.deepEqual(noSession?.session_history, []);
  assert.equal((await call(anon, 'lms-integration/get-student-sessions', { student_email: 'ogrenci1@akademi.test', access_key: 'x' })).status, 401);
  assert.equal((await call(anon, 'lms-integration/get-student-sessions', { student_email: 'kimse@akademi.test', access_key: key })).status, 404);
});

test('get-user-id: the link’s trainer and their students only; nothing without a link', async () => {
  const withKey = await call(anon, 'lms-integration/get-user-id', { email: 'ogrenci1@akademi.test', access_key: key });
  assert.equal(withKey.status, 200, JSON.stringify(withKey.body));
  // a student's answer carries the guardian consent state (issue 26: the launcher stops without one)
  assert.deepEqual(Object.keys(withKey.body.user as object).sort(), ['consent_status', 'email', 'first_name', 'id', 'last_name', 'roles']);
  assert.equal((withKey.body.user as Record<string, unknown>).consent_status, 'onayli');
  assert.equal((withKey.body.user as Record<string, unknown>).id, ids.get('ogrenci1@akademi.test'));
  const self = await call(anon, 'lms-integration/get-user-id', { email: 'antrenor1@akademi.test', access_key: key });
  assert.deepEqual((self.body.user as Record<string, unknown>).roles, ['beyin_antrenoru']);
  assert.equal('consent_status' in (self.body.user as object), false, 'staff carry no consent state');
  // no key: refused, for anonymous and signed-in callers alike (the session path is gone)
  assert.equal((await call(anon, 'lms-integration/get-user-id', { email: 'ogrenci1@akademi.test' })).status, 401);
  const trainer = await signIn(server.url, 'antrenor1@akademi.test');
  assert.equal((await call(trainer, 'lms-integration/get-user-id', { email: 'ogrenci1@akademi.test' })).status, 401);
  // other people — another trainer, the admin, an unknown address — look the same: not registered
  for (const email of ['antrenor2@akademi.test', 'admin@akademi.test', 'kimse@akademi.test']) {
    const other = await call(anon, 'lms-integration/get-user-id', { email, access_key: key });
    assert.deepEqual([other.status, other.body.error], [404, 'Bu email sistemde kayıtlı değil'], email);
  }
});

test('unknown sub-route is 404', async () => {
  const unknown = await call(anon, 'lms-integration/delete-everything', { access_key: key });
  assert.equal(unknown.status, 404);
  assert.equal(unknown.body.success, false);
});
