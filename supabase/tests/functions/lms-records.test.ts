// lms-integration notes, progress and attempt routes against the real local server (spec 3 §4,
// §5, §7) with antrenor1's LMS link: the link is required, notes only on the link trainer's students, scoping by level,
// soft delete, progress upsert on (email, exercise_type), attempts visible to get-student-sessions.
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
const stamp = Date.now();

before(async () => {
  server = await startTestServer();
  delete process.env.LMS_LEGACY_SHARED_KEY;
  ids = await ensureDemoAccounts(server.url);
  key = (await lmsLinkFor(server.url, 'antrenor1@akademi.test')).token;
  svc = serviceFor(server.url);
  anon = clientFor(server.url);
});
after(async () => {
  await server?.stop();
});

const fn = (route: string, body: Record<string, unknown>) => call(anon, `lms-integration/${route}`, { access_key: key, ...body });

test('notes: wrong key 401, a body trainer_id other than the link’s 403', async () => {
  const student = ids.get('ogrenci1@akademi.test');
  const wrong = await call(anon, 'lms-integration/get-note', { access_key: 'x', trainer_id: ids.get('antrenor1@akademi.test'), student_id: student, note_level: 'student' });
  assert.equal(wrong.status, 401);
  // without trainer_id the link's trainer writes the note
  const noTrainer = await fn('get-note', { student_id: student, note_level: 'student' });
  assert.equal(noTrainer.status, 200, JSON.stringify(noTrainer.body));
  const foreign = await fn('get-note', { trainer_id: ids.get('antrenor2@akademi.test'), student_id: student, note_level: 'student' });
  assert.equal(foreign.status, 403);
  const badLevel = await fn('get-note', { trainer_id: ids.get('antrenor1@akademi.test'), student_id: student, note_level: 'nope' });
  assert.equal(badLevel.status, 400);
});

test('notes: insert, read back by scope, update, soft delete', async () => {
  const trainer = ids.get('antrenor1@akademi.test');
  const student = ids.get('ogrenci1@akademi.test');
  const sessionScope = { note_level: 'session', session_id: `s-${stamp}`, white_exercise_id: `s-${stamp}` };
  const exerciseScope = { note_level: 'exercise', white_exercise_id: `s-${stamp}`, exercise_slug: 'math', session_index: null };
  const empty = await fn('get-note', { trainer_id: trainer, student_id: student, ...sessionScope });
  assert.equal(empty.status, 200, JSON.stringify(empty.body));
  assert.equal(empty.body.note, null);

  const blank = await fn('save-note', { trainer_id: trainer, student_id: student, ...sessionScope, note_text: '   ' });
  assert.equal(blank.status, 400);
  const created = await fn('save-note', { trainer_id: trainer, student_id: student, ...sessionScope, note_text: ' Oturum notu ' });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  assert.equal(created.body.updated, false);
  const note = created.body.note as Record<string, unknown>;
  assert.equal(note.note_text, 'Oturum notu');
  assert.equal(note.created_by, trainer);
  assert.deepEqual(note.metadata, { sessionId: `s-${stamp}` });
  await fn('save-note', { trainer_id: trainer, student_id: student, ...exerciseScope, note_text: 'Egzersiz notu' });

  const read = await fn('get-note', { trainer_id: trainer, student_id: student, ...sessionScope });
  assert.equal((read.body.note as Record<string, unknown>).id, note.id);
  const readEx = await fn('get-note', { trainer_id: trainer, student_id: student, ...exerciseScope });
  assert.equal((readEx.body.note as Record<string, unknown>).note_text, 'Egzersiz notu');
  const other = await fn('get-note', { trainer_id: trainer, student_id: student, ...sessionScope, session_id: 'other', white_exercise_id: 'other' });
  assert.equal(other.body.note, null);

  const updated = await fn('save-note', { trainer_id: trainer, student_id: student, ...sessionScope, note_id: note.id, note_text: 'Güncel' });
  assert.equal(updated.status, 200, JSON.stringify(updated.body));
  assert.equal(updated.body.updated, true);
  assert.equal((updated.body.note as Record<string, unknown>).note_text, 'Güncel');

  const missing = await fn('save-note', { trainer_id: trainer, student_id: student, ...sessionScope, note_id: '00000000-0000-4000-8000-000000000000', note_text: 'x' });
  assert.equal(missing.status, 404);
  assert.equal(missing.body.error, 'No note to update');

  const del = await fn('delete-note', { trainer_id: trainer, note_id: note.id });
  assert.equal(del.status, 200, JSON.stringify(del.body));
  const { data } = await svc.from('student_notes').select('deleted_at').eq('id', note.id as string);
  assert.ok(data?.[0]?.deleted_at, 'soft deleted');
  const gone = await fn('get-note', { trainer_id: trainer, student_id: student, ...sessionScope });
  assert.equal(gone.body.note, null);
  const again = await fn('delete-note', { trainer_id: trainer, note_id: note.id });
  assert.equal(again.status, 404);
  assert.equal(again.body.error, 'No note to delete');
});

test('issue 28: progress opens at most the next level per save; the stored maximum never goes down', async () => {
  const type = `kural-${stamp}`;
  const save = (current: number, max: number) => fn('save-progress', { email: 'ogrenci1@akademi.test', exercise_type: type, current_level: current, max_level_reached: max, total_score: 0 });
  const skip = await save(5, 5);
  assert.equal(skip.status, 422);
  assert.equal(skip.body.error, 'Seviyeler sırayla açılır: bir kayıtta en fazla bir sonraki seviyeye geçilebilir');
  assert.equal((await save(2, 2)).status, 200);
  assert.equal((await save(3, 3)).status, 200);
  assert.equal((await save(5, 4)).status, 422, 'current level beyond the open ones');
  const lower = await save(1, 1);
  assert.equal(lower.status, 200, 'replaying level 1 is fine');
  const { data } = await svc.from('exercise_progress').select('current_level, max_level_reached').eq('email', 'ogrenci1@akademi.test').eq('exercise_type', type);
  assert.deepEqual(data, [{ current_level: 1, max_level_reached: 3 }]);
  // never past the last maths level
  for (let level = 4; level <= 10; level++) assert.equal((await save(level, level)).status, 200, `level ${level}`);
  assert.equal((await save(11, 11)).status, 422);
  // The embedded exercises app reports its own levels (spec 3 §2.7): the host cannot check them.
  const embedded = await fn('save-progress', { email: 'ogrenci1@akademi.test', exercise_type: 'takistoskop', current_level: 4, max_level_reached: 4 });
  assert.equal(embedded.status, 200, JSON.stringify(embedded.body));
});

test('issue 28: a student cannot write their own exercise progress, records or attempts through REST (they still read them)', async () => {
  const student = await signIn(server.url, 'ogrenci1@akademi.test');
  const me = ids.get('ogrenci1@akademi.test')!;
  const type = `rest-${stamp}`;
  const ins = await student.from('exercise_progress').insert({ email: 'ogrenci1@akademi.test', exercise_type: type, current_level: 10, max_level_reached: 10 });
  assert.equal(ins.error?.code, '42501', 'exercise_progress insert');
  const se = await student.from('student_exercises').insert({ student_id: me, exercise_slug: type, max_level_reached: 10 });
  assert.equal(se.error?.code, '42501', 'student_exercises insert');
  // rows written by the trusted path
  assert.equal((await fn('save-progress', { email: 'ogrenci1@akademi.test', exercise_type: type, current_level: 2, max_level_reached: 2 })).status, 200);
  assert.equal((await fn('record-attempt', { email: 'ogrenci1@akademi.test', exercise_slug: type, score: 5, correct: 1, wrong: 0, level: 1 })).status, 200);
  const own = await student.from('exercise_progress').select('id, max_level_reached').eq('exercise_type', type);
  assert.equal(own.data?.length, 1, 'the student reads their own progress');
  const upd = await student.from('exercise_progress').update({ max_level_reached: 10 }).eq('exercise_type', type).select();
  assert.equal(upd.error?.code, '42501', 'exercise_progress update');
  const rec = await student.from('student_exercises').select('id').eq('exercise_slug', type);
  assert.equal(rec.data?.length, 1);
  const recUpd = await student.from('student_exercises').update({ max_level_reached: 10 }).eq('id', rec.data![0].id).select();
  assert.equal(recUpd.error?.code, '42501', 'student_exercises update');
  const att = await student.from('exercise_attempts').insert({ student_exercise_id: rec.data![0].id, student_id: me, score: 100 });
  assert.equal(att.error?.code, '42501', 'exercise_attempts insert');
  const attUpd = await student.from('exercise_attempts').update({ score: 100 }).eq('student_id', me).select();
  assert.equal(attUpd.error?.code, '42501', 'exercise_attempts update');
  const del = await student.from('exercise_progress').delete().eq('exercise_type', type).select();
  assert.deepEqual(del.data ?? [], [], 'delete removes nothing');
  const { data } = await svc.from('exercise_progress').select('max_level_reached').eq('exercise_type', type);
  assert.deepEqual(data, [{ max_level_reached: 2 }]);
});

test('progress: missing row is null, upsert twice keeps one row with the educator', async () => {
  const type = `math-${stamp}`;
  const none = await fn('get-progress', { email: 'ogrenci1@akademi.test', exercise_type: type });
  assert.equal(none.status, 200, JSON.stringify(none.body));
  assert.equal(none.body.progress, null);
  const first = await fn('save-progress', { email: 'ogrenci1@akademi.test', exercise_type: type, current_level: 2, max_level_reached: 2, total_score: 30, level_scores: { 1: 30 }, level_attempts: { 1: 1 }, played_by_educator_email: 'antrenor1@akademi.test', played_for_student_email: 'ogrenci1@akademi.test' });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  await fn('save-progress', { email: 'ogrenci1@akademi.test', exercise_type: type, current_level: 3, max_level_reached: 3, total_score: 70, level_scores: { 1: 30, 2: 40 }, level_attempts: { 1: 1, 2: 1 } });
  const { data } = await svc.from('exercise_progress').select('*').eq('email', 'ogrenci1@akademi.test').eq('exercise_type', type);
  assert.equal(data?.length, 1);
  assert.equal(data?.[0].current_level, 3);
  assert.equal(data?.[0].user_id, ids.get('ogrenci1@akademi.test'));
  const read = await fn('get-progress', { email: 'ogrenci1@akademi.test', exercise_type: type });
  assert.equal((read.body.progress as Record<string, unknown>).total_score, 70);
  const unknown = await fn('save-progress', { email: 'kimse@akademi.test', exercise_type: type });
  assert.equal(unknown.status, 404);
  const noKey = await call(anon, 'lms-integration/get-progress', { email: 'ogrenci1@akademi.test', exercise_type: type });
  assert.equal(noKey.status, 401);
});

test('record-attempt: creates then raises the exercise record; get-student-sessions shows the attempts', async () => {
  const slug = `math-rec-${stamp}`;
  const a = await fn('record-attempt', { email: 'ogrenci1@akademi.test', exercise_slug: slug, exercise_title: 'Matematik', session_id: '7', score: 30, correct: 3, wrong: 2, level: 1, settings: { level: 1 }, duration_seconds: 40 });
  assert.equal(a.status, 200, JSON.stringify(a.body));
  await fn('record-attempt', { email: 'ogrenci1@akademi.test', exercise_slug: slug, exercise_title: 'Matematik', session_id: '7', score: 50, correct: 5, wrong: 0, level: 2, settings: { level: 2 }, duration_seconds: 50 });
  const res = await fn('get-student-sessions', { student_email: 'ogrenci1@akademi.test' });
  const ex = (res.body.exercises as Record<string, unknown>[]).find((e) => e.exercise_slug === slug);
  assert.ok(ex);
  assert.equal(ex.total_sessions, 2);
  assert.equal(ex.total_time_seconds, 90);
  assert.equal(ex.max_level_reached, 2);
  assert.equal(ex.session_id, '7');
  const history = ex.session_history as Record<string, unknown>[];
  assert.equal(history.length, 2);
  assert.equal(history[0].accuracy, 100);
  assert.equal(history[1].accuracy, 60);
});
