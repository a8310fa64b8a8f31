// Per-trainer LMS links (issue 14 item 6, item 9's notes author and raw DB errors), against the
// real local server: each abuse of the old shared-key model is refused.
//   create_lms_link / revoke_lms_link: who may create and revoke, RLS of lms_links, the hash is
//   unreadable; lms-integration: the trainer comes from the token, never from the body; another
//   trainer's students are out of reach; revoked, expired, unknown, legacy (unless configured)
//   keys are 401; student_notes.created_by cannot be rewritten; DB errors are clear messages.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, signIn, startTestServer, type TestServer } from '../helpers/local-server.ts';
import { call, ensureDemoAccounts, lmsLinkFor, serviceFor } from './fixtures.ts';

let server: TestServer;
let svc: SupabaseClient;
let anon: SupabaseClient;
let ids: Map<string, string>;
let link1: { id: string; token: string }; // antrenor1 (trains ogrenci1)
let link2: { id: string; token: string }; // antrenor2 (trains ogrenci2, created below)
const stamp = Date.now();
const student2Email = `lms-ogrenci2-${stamp}@akademi.test`;

const fn = (route: string, body: Record<string, unknown>) => call(anon, `lms-integration/${route}`, body);

before(async () => {
  server = await startTestServer();
  delete process.env.LMS_LEGACY_SHARED_KEY;
  ids = await ensureDemoAccounts(server.url);
  svc = serviceFor(server.url);
  anon = clientFor(server.url);
  // a student of antrenor2 (a profile without an auth account is enough for these calls)
  const { data, error } = await svc
    .from('users')
    .insert({ email: student2Email, first_name: 'Başka', last_name: 'Öğrenci', roles: ['kullanici'], supervisor_id: ids.get('antrenor2@akademi.test') })
    .select('id')
    .single();
  assert.equal(error, null, error?.message);
  ids.set(student2Email, data!.id as string);
  link1 = await lmsLinkFor(server.url, 'antrenor1@akademi.test', { label: 'LMS 1' });
  link2 = await lmsLinkFor(server.url, 'antrenor2@akademi.test', { label: 'LMS 2' });
});
after(async () => {
  delete process.env.LMS_LEGACY_SHARED_KEY;
  await server?.stop();
});

test('create_lms_link: the token is returned once (lms_ + 64 hex); only its sha-256 is stored, and clients cannot read it', async () => {
  assert.match(link1.token, /^lms_[0-9a-f]{64}$/);
  assert.notEqual(link1.token, link2.token);
  const { data: stored } = await svc.from('lms_links').select('token_hash, trainer_id, created_by, label').eq('id', link1.id).single();
  assert.equal(stored?.trainer_id, ids.get('antrenor1@akademi.test'));
  assert.equal(stored?.created_by, ids.get('antrenor1@akademi.test'));
  assert.equal(stored?.label, 'LMS 1');
  assert.notEqual(stored?.token_hash, link1.token);
  assert.ok(!JSON.stringify(stored).includes(link1.token.slice(4)), 'the token itself is not stored');
  const trainer = await signIn(server.url, 'antrenor1@akademi.test');
  const hash = await trainer.from('lms_links').select('token_hash').eq('id', link1.id);
  assert.ok(hash.error, 'token_hash is not selectable by clients');
  const mine = await trainer.from('lms_links').select('id, label, created_at, expires_at, revoked_at, last_used_at');
  assert.equal(mine.error, null, mine.error?.message);
  assert.ok(mine.data?.some((l) => l.id === link1.id));
  assert.ok(mine.data?.every((l) => l.id !== link2.id), 'a trainer does not see another trainer’s links');
});

test('create_lms_link: only for oneself as a trainer, or by an admin for an active trainer', async () => {
  const trainer = await signIn(server.url, 'antrenor1@akademi.test');
  const forOther = await trainer.rpc('create_lms_link', { p_trainer_id: ids.get('antrenor2@akademi.test') });
  assert.equal(forOther.error?.code, '42501');
  const student = await signIn(server.url, 'ogrenci1@akademi.test');
  assert.equal((await student.rpc('create_lms_link', {})).error?.code, '42501');
  const temsilci = await signIn(server.url, 'temsilci@akademi.test');
  assert.equal((await temsilci.rpc('create_lms_link', { p_trainer_id: ids.get('antrenor1@akademi.test') })).error?.code, '42501');
  assert.ok((await anon.rpc('create_lms_link', {})).error, 'anonymous callers cannot create links');
  const past = await trainer.rpc('create_lms_link', { p_expires_at: '2020-01-01T00:00:00Z' });
  assert.equal(past.error?.message, 'Bitiş tarihi gelecekte olmalıdır');

  const admin = await signIn(server.url, 'admin@akademi.test');
  const byAdmin = await admin.rpc('create_lms_link', { p_trainer_id: ids.get('antrenor3@akademi.test'), p_label: 'Yönetici' });
  assert.equal(byAdmin.error, null, byAdmin.error?.message);
  const row = (byAdmin.data as { trainer_id: string; token: string }[])[0];
  assert.equal(row.trainer_id, ids.get('antrenor3@akademi.test'));
  const { data: stored } = await svc.from('lms_links').select('created_by').eq('trainer_id', row.trainer_id).eq('label', 'Yönetici').single();
  assert.equal(stored?.created_by, ids.get('admin@akademi.test'));
  const forStudent = await admin.rpc('create_lms_link', { p_trainer_id: ids.get('ogrenci1@akademi.test') });
  assert.equal(forStudent.error?.message, 'LMS bağlantısı yalnızca aktif beyin antrenörleri için oluşturulabilir');
});

test('lms_links: no direct writes; temsilci reads the links of their own trainers only', async () => {
  const trainer = await signIn(server.url, 'antrenor1@akademi.test');
  const forged = await trainer.from('lms_links').insert({ trainer_id: ids.get('antrenor1@akademi.test'), token_hash: 'a'.repeat(64) });
  assert.ok(forged.error, 'a client cannot insert a hash of its choosing');
  const unrevoke = await trainer.from('lms_links').update({ revoked_at: null, expires_at: null }).eq('id', link1.id).select('id');
  assert.ok(unrevoke.error || (unrevoke.data ?? []).length === 0, 'a client cannot update links directly');
  const temsilci = await signIn(server.url, 'temsilci@akademi.test');
  const seen = await temsilci.from('lms_links').select('id, trainer_id');
  assert.equal(seen.error, null, seen.error?.message);
  assert.ok(seen.data?.some((l) => l.id === link1.id) && seen.data?.some((l) => l.id === link2.id));
  const temsilci2 = await signIn(server.url, 'temsilci2@akademi.test');
  const notSeen = await temsilci2.from('lms_links').select('id');
  assert.ok(notSeen.data?.every((l) => l.id !== link1.id && l.id !== link2.id));
  assert.ok((await temsilci2.rpc('revoke_lms_link', { p_id: link1.id })).error, 'temsilci cannot revoke');
  assert.ok((await (await signIn(server.url, 'antrenor2@akademi.test')).rpc('revoke_lms_link', { p_id: link1.id })).error, 'another trainer cannot revoke');
  assert.equal((await fn('verify-user', { email: 'antrenor1@akademi.test', access_key: link1.token })).status, 200, 'still live');
});

test('the trainer comes from the token: a body trainer_id of another trainer is refused, never used', async () => {
  const other = ids.get('antrenor2@akademi.test');
  const students = await fn('get-students', { access_key: link1.token, trainer_id: other });
  assert.deepEqual([students.status, students.body.success], [403, false]);
  assert.ok(!JSON.stringify(students.body).includes(student2Email));
  const note = await fn('get-note', { access_key: link1.token, trainer_id: other, student_id: ids.get('ogrenci1@akademi.test'), note_level: 'student' });
  assert.equal(note.status, 403);
  const save = await fn('save-note', { access_key: link1.token, trainer_id: other, student_id: ids.get('ogrenci1@akademi.test'), note_level: 'student', note_text: 'sahte' });
  assert.equal(save.status, 403);
  // verify-user with another trainer's e-mail is not a way to become them
  assert.equal((await fn('verify-user', { access_key: link1.token, email: 'antrenor2@akademi.test' })).status, 401);
  // the implicit trainer lists antrenor1's students only
  const own = await fn('get-students', { access_key: link1.token });
  const emails = (own.body.students as { email: string }[]).map((s) => s.email);
  assert.ok(emails.includes('ogrenci1@akademi.test'));
  assert.ok(!emails.includes(student2Email));
});

test('another trainer’s student is out of reach on every route', async () => {
  const s2 = ids.get(student2Email);
  const t = link1.token;
  assert.equal((await fn('get-note', { access_key: t, student_id: s2, note_level: 'student' })).status, 403);
  assert.equal((await fn('save-note', { access_key: t, student_id: s2, note_level: 'student', note_text: 'x' })).status, 403);
  assert.equal((await fn('get-student-sessions', { access_key: t, student_email: student2Email })).status, 404);
  assert.equal((await fn('get-user-id', { access_key: t, email: student2Email })).status, 404);
  assert.equal((await fn('get-progress', { access_key: t, email: student2Email, exercise_type: 'math' })).status, 404);
  assert.equal((await fn('save-progress', { access_key: t, email: student2Email, exercise_type: 'math', current_level: 9 })).status, 404);
  assert.equal((await fn('record-attempt', { access_key: t, email: student2Email, exercise_slug: 'math', score: 1 })).status, 404);
  // a note antrenor2 wrote on their own student cannot be deleted through antrenor1's link
  const own = await fn('save-note', { access_key: link2.token, student_id: s2, note_level: 'student', note_text: 'antrenör 2 notu' });
  assert.equal(own.status, 200, JSON.stringify(own.body));
  const del = await fn('delete-note', { access_key: t, note_id: (own.body.note as { id: string }).id });
  assert.equal(del.status, 403);
  // playing "as" someone else's educator e-mail is refused
  const asOther = await fn('save-progress', { access_key: t, email: 'ogrenci1@akademi.test', exercise_type: `m-${stamp}`, played_by_educator_email: 'antrenor2@akademi.test' });
  assert.equal(asOther.status, 403);
  const { data } = await svc.from('exercise_progress').select('id').eq('email', student2Email);
  assert.equal(data?.length, 0, 'nothing was written for the foreign student');
});

test('revoked, expired, unknown and malformed tokens are 401 (revoked and expired: "Erişim sona erdi", code access_ended); a revoked link stays revoked', async () => {
  const trainer = await signIn(server.url, 'antrenor1@akademi.test');
  const doomed = await lmsLinkFor(server.url, 'antrenor1@akademi.test', { label: 'iptal' });
  assert.equal((await fn('get-students', { access_key: doomed.token })).status, 200);
  const revoked = await trainer.rpc('revoke_lms_link', { p_id: doomed.id });
  assert.equal(revoked.error, null, revoked.error?.message);
  for (const route of ['verify-user', 'get-students', 'get-user-id', 'get-note', 'record-attempt']) {
    const res = await fn(route, { access_key: doomed.token, email: 'antrenor1@akademi.test', student_id: ids.get('ogrenci1@akademi.test'), note_level: 'student', exercise_slug: 'x' });
    // issue 25: an open portal tab must be able to say the access ended, not show empty figures
    assert.deepEqual([res.status, res.body], [401, { success: false, error: 'Erişim sona erdi', code: 'access_ended' }], route);
  }

  const expiring = await lmsLinkFor(server.url, 'antrenor1@akademi.test', { label: 'süreli', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  assert.equal((await fn('get-students', { access_key: expiring.token })).status, 200);
  await svc.from('lms_links').update({ expires_at: new Date(Date.now() - 1000).toISOString() }).eq('id', expiring.id);
  const expired = await fn('get-students', { access_key: expiring.token });
  assert.deepEqual([expired.status, expired.body.code], [401, 'access_ended']);

  // a key that never named a link learns nothing more than before
  const unknown = `lms_${'0'.repeat(64)}`;
  const never = await fn('get-students', { access_key: unknown });
  assert.deepEqual([never.status, never.body], [401, { success: false, error: 'Geçersiz erişim anahtarı' }]);
  assert.equal((await fn('get-students', { access_key: link1.token.toUpperCase() })).status, 401);
  assert.equal((await fn('get-students', { access_key: { $ne: null } })).status, 401);
  assert.equal((await fn('get-students', {})).status, 401);

  // a deactivated trainer's links stop working with the account
  const t3 = await lmsLinkFor(server.url, 'antrenor3@akademi.test');
  assert.equal((await fn('get-students', { access_key: t3.token })).status, 200);
  await svc.from('users').update({ is_active: false }).eq('id', ids.get('antrenor3@akademi.test'));
  try {
    assert.equal((await fn('get-students', { access_key: t3.token })).status, 401);
  } finally {
    await svc.from('users').update({ is_active: true }).eq('id', ids.get('antrenor3@akademi.test'));
  }
});

test('the used link records last_used_at', async () => {
  const fresh = await lmsLinkFor(server.url, 'antrenor1@akademi.test', { label: 'kullanım' });
  const before = await svc.from('lms_links').select('last_used_at').eq('id', fresh.id).single();
  assert.equal(before.data?.last_used_at, null);
  await fn('get-students', { access_key: fresh.token });
  const after = await svc.from('lms_links').select('last_used_at').eq('id', fresh.id).single();
  assert.ok(after.data?.last_used_at);
});

test('legacy shared key: refused unless LMS_LEGACY_SHARED_KEY is configured; the old demo key never works', async () => {
  const legacy = 'legacy-shared-key-of-this-test-0123';
  const body = { email: 'antrenor1@akademi.test', trainer_id: ids.get('antrenor1@akademi.test') };
  for (const k of [legacy, 'akademi-local-demo-lms-key']) {
    assert.equal((await fn('verify-user', { ...body, access_key: k })).status, 401, k);
  }
  process.env.LMS_LEGACY_SHARED_KEY = legacy;
  try {
    assert.equal((await fn('verify-user', { ...body, access_key: legacy })).status, 200);
    assert.equal((await fn('get-students', { ...body, access_key: legacy })).status, 200);
    assert.equal((await fn('verify-user', { ...body, access_key: 'akademi-local-demo-lms-key' })).status, 401);
    // the legacy mode keeps the spec's trainer check on notes: antrenor1 does not manage ogrenci2
    const foreign = await fn('get-note', { access_key: legacy, trainer_id: ids.get('antrenor1@akademi.test'), student_id: ids.get(student2Email), note_level: 'student' });
    assert.equal(foreign.status, 403);
  } finally {
    delete process.env.LMS_LEGACY_SHARED_KEY;
  }
  assert.equal((await fn('verify-user', { ...body, access_key: legacy })).status, 401);
});

test('student_notes.created_by cannot be rewritten, by a trainer or by the service role', async () => {
  const student = ids.get('ogrenci1@akademi.test');
  const saved = await fn('save-note', { access_key: link1.token, student_id: student, note_level: 'student', note_text: `yazar ${stamp}` });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const noteId = (saved.body.note as { id: string; created_by: string }).id;
  assert.equal((saved.body.note as { created_by: string }).created_by, ids.get('antrenor1@akademi.test'));
  // issue 26 §2: a trainer's token reaches no note directly (no SELECT policy), so a direct
  // rewrite changes nothing; the service role is refused by the created_by guard
  const trainer = await signIn(server.url, 'antrenor1@akademi.test');
  const rewrite = await trainer.from('student_notes').update({ created_by: ids.get('antrenor2@akademi.test') }).eq('id', noteId).select('id');
  assert.deepEqual(rewrite.data ?? [], [], JSON.stringify(rewrite));
  const bySvc = await svc.from('student_notes').update({ created_by: ids.get('admin@akademi.test') }).eq('id', noteId);
  assert.equal(bySvc.error?.code, '42501');
  // the text stays editable, through lms-integration
  const edit = await fn('save-note', { access_key: link1.token, student_id: student, note_id: noteId, note_level: 'student', note_text: 'düzeltildi' });
  assert.equal(edit.status, 200, JSON.stringify(edit.body));
  const { data: stored } = await svc.from('student_notes').select('note_text, created_by').eq('id', noteId);
  assert.deepEqual(stored, [{ note_text: 'düzeltildi', created_by: ids.get('antrenor1@akademi.test') }]);
});

test('issue 26 §2: the tracking portal\'s reads of students and exercise records are recorded (lms_link, the link\'s trainer)', async () => {
  const trainer = ids.get('antrenor1@akademi.test')!;
  const count = async () => Number((await server.db.query<{ n: string }>('select count(*) as n from public.access_log')).rows[0].n);
  const lastRows = async (n: number) => (await server.db.query<{ actor_id: string; actor_kind: string; what: string; path: string }>(
    'select actor_id, actor_kind, what, path from public.access_log order by seq desc limit $1', [n])).rows;
  let before = await count();
  const students = await fn('get-students', { access_key: link1.token });
  assert.equal(students.status, 200);
  const listed = (students.body.students as unknown[]).length;
  assert.ok(listed > 0);
  assert.equal(await count(), before + listed, 'one record per listed student');
  for (const r of await lastRows(listed)) assert.deepEqual(r, { actor_id: trainer, actor_kind: 'lms_link', what: 'profile', path: 'function:lms-integration' });
  before = await count();
  const sessions = await fn('get-student-sessions', { access_key: link1.token, student_email: 'ogrenci1@akademi.test' });
  assert.equal(sessions.status, 200);
  assert.ok((sessions.body.exercises as unknown[]).length > 0);
  assert.equal(await count(), before + 1);
  assert.deepEqual((await lastRows(1))[0], { actor_id: trainer, actor_kind: 'lms_link', what: 'results', path: 'function:lms-integration' });
  // a refused read leaves nothing
  before = await count();
  assert.equal((await fn('get-student-sessions', { access_key: link1.token, student_email: student2Email })).status, 404);
  assert.equal(await count(), before);
});

test('database errors reach the client as clear messages, never raw constraint text', async () => {
  const res = await fn('save-progress', { access_key: link1.token, email: 'ogrenci1@akademi.test', exercise_type: `big-${stamp}`, total_score: 1e15 });
  assert.equal(res.status, 400, JSON.stringify(res.body));
  assert.deepEqual(res.body, { success: false, error: 'Gönderilen veriler geçersiz' });
  const text = JSON.stringify(res.body);
  for (const leak of ['integer', 'range', 'exercise_progress', 'constraint', 'violates']) assert.ok(!text.includes(leak), leak);
});

test("issue 26 §2: an LMS link's look at a child's note is recorded in the access log (actor kind lms_link, the link's trainer)", async () => {
  const student = ids.get('ogrenci1@akademi.test')!;
  const trainer = ids.get('antrenor1@akademi.test')!;
  const saved = await fn('save-note', { access_key: link1.token, student_id: student, note_level: 'student', note_text: 'Erişim kaydı notu' });
  assert.equal(saved.status, 200);
  const count = async () => Number((await server.db.query<{ n: string }>('select count(*) as n from public.access_log')).rows[0].n);
  const before = await count();
  const note = await fn('get-note', { access_key: link1.token, student_id: student, note_level: 'student' });
  assert.equal(note.status, 200);
  assert.ok(note.body.note);
  assert.equal(await count(), before + 1);
  const last = (await server.db.query<{ actor_id: string; actor_kind: string; what: string; path: string; subject_ref: string }>(
    'select actor_id, actor_kind, what, path, subject_ref from public.access_log order by seq desc limit 1')).rows[0];
  const ref = (await server.db.query<{ r: string }>('select private.existing_subject_ref($1) as r', [student])).rows[0].r;
  assert.deepEqual(last, { actor_id: trainer, actor_kind: 'lms_link', what: 'notes', path: 'function:lms-integration', subject_ref: ref });
  // a refused read leaves nothing
  assert.equal((await fn('get-note', { access_key: link1.token, student_id: ids.get(student2Email), note_level: 'student' })).status, 403);
  assert.equal(await count(), before + 1);
});
