// create-user against the real local server, as each demo account (spec 1 §5, §6; ARCHITECTURE
// "Security": a trainer may create only students, a temsilci only trainers).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, signIn, startTestServer, type TestServer } from '../helpers/local-server.ts';
import { call, ensureDemoAccounts, serviceFor } from './fixtures.ts';

let server: TestServer;
let ids: Map<string, string>;
let svc: SupabaseClient;
const as = new Map<string, SupabaseClient>();
let n = 0;
const freshEmail = (tag: string) => `fn-${tag}-${Date.now()}-${n++}@akademi.test`;

before(async () => {
  server = await startTestServer();
  ids = await ensureDemoAccounts(server.url);
  svc = serviceFor(server.url);
  for (const email of ['admin@akademi.test', 'temsilci@akademi.test', 'antrenor1@akademi.test', 'ogrenci1@akademi.test', 'cokrol@akademi.test']) {
    as.set(email, await signIn(server.url, email));
  }
});
after(async () => {
  await server?.stop();
});

const client = (email: string) => {
  const c = as.get(email);
  if (!c) throw new Error(`not signed in: ${email}`);
  return c;
};

async function profile(email: string) {
  const { data, error } = await svc.from('users').select('id, auth_user_id, roles, supervisor_id, first_name, last_name, demographic_info').eq('email', email).maybeSingle();
  assert.equal(error, null);
  return data;
}

test('trainer creates a student: roles [kullanici], supervisor = trainer, can sign in', async () => {
  const email = freshEmail('ogrenci');
  const res = await call(client('antrenor1@akademi.test'), 'create-user', {
    email: email.toUpperCase(),
    password: 'Kalem4ler99',
    firstName: 'Zeynep',
    lastName: 'Kara',
    roles: ['kullanici'],
    demographicInfo: { grade_level: '5', school_name: 'Atatürk İlkokulu', parent_phone: '' },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const user = res.body.user as Record<string, unknown>;
  assert.equal(res.body.success, true);
  assert.equal(user.email, email);
  assert.deepEqual(user.roles, ['kullanici']);
  assert.equal(user.supervisor_id, ids.get('antrenor1@akademi.test'));
  const row = await profile(email);
  assert.ok(row);
  assert.equal(row.id, user.id);
  assert.equal(row.first_name, 'Zeynep');
  const demo = row.demographic_info as Record<string, unknown>;
  assert.equal(demo.grade_level, '5');
  assert.equal(demo.parent_phone, null);
  assert.match(String(demo.student_number), /^STU-\d{8}$/);
  await signIn(server.url, email, 'Kalem4ler99');
});

test('trainer may not create a temsilci (403) and nothing is created', async () => {
  const email = freshEmail('yasak');
  const res = await call(client('antrenor1@akademi.test'), 'create-user', {
    email,
    password: 'Gizli4Sifre9',
    firstName: 'Kötü',
    lastName: 'Niyet',
    roles: ['temsilci'],
  });
  assert.equal(res.status, 403);
  assert.equal(res.body.error, 'Bu rollerde kullanıcı oluşturma yetkiniz yok');
  assert.equal(await profile(email), null);
  await assert.rejects(signIn(server.url, email, 'Gizli4Sifre9'));
});

test('temsilci creates a trainer only', async () => {
  const email = freshEmail('antrenor');
  const ok = await call(client('temsilci@akademi.test'), 'create-user', { email, password: 'Gizli4Sifre9', first_name: 'Yeni', last_name: 'Antrenör', roles: ['beyin_antrenoru'] });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  assert.deepEqual((ok.body.user as Record<string, unknown>).roles, ['beyin_antrenoru']);
  assert.equal((ok.body.user as Record<string, unknown>).supervisor_id, ids.get('temsilci@akademi.test'));
  for (const roles of [['kullanici'], ['admin'], ['beyin_antrenoru', 'kullanici']]) {
    const no = await call(client('temsilci@akademi.test'), 'create-user', { email: freshEmail('t'), password: 'Gizli4Sifre9', firstName: 'A', lastName: 'B', roles });
    assert.equal(no.status, 403, JSON.stringify(roles));
  }
});

test('admin creates a multi-role user; a caller holding admin + trainer (cokrol) may create a temsilci', async () => {
  const email = freshEmail('cok');
  const res = await call(client('admin@akademi.test'), 'create-user', { email, password: 'Gizli4Sifre9', firstName: 'Çok', lastName: 'Rollü', roles: ['temsilci', 'beyin_antrenoru'] });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual((await profile(email))?.roles, ['temsilci', 'beyin_antrenoru']);
  const res2 = await call(client('cokrol@akademi.test'), 'create-user', { email: freshEmail('tem'), password: 'Gizli4Sifre9', firstName: 'T', lastName: 'M', roles: ['temsilci'] });
  assert.equal(res2.status, 200, JSON.stringify(res2.body));
  assert.equal((res2.body.user as Record<string, unknown>).supervisor_id, ids.get('cokrol@akademi.test'));
});

test('anonymous caller: 401; student caller: 403', async () => {
  const body = { email: freshEmail('anon'), password: 'Gizli4Sifre9', firstName: 'A', lastName: 'B', roles: ['kullanici'] };
  const anon = await call(clientFor(server.url), 'create-user', body);
  assert.equal(anon.status, 401);
  assert.equal(typeof anon.body.error, 'string');
  const student = await call(client('ogrenci1@akademi.test'), 'create-user', body);
  assert.equal(student.status, 403);
  assert.equal(await profile(body.email), null);
});

test('duplicate e-mail: 409 with the Turkish message', async () => {
  const res = await call(client('admin@akademi.test'), 'create-user', { email: 'antrenor2@akademi.test', password: 'Gizli4Sifre9', firstName: 'A', lastName: 'B', roles: ['kullanici'] });
  assert.equal(res.status, 409);
  assert.equal(res.body.error, 'Bu e-posta adresi zaten kayıtlı');
});

test('bad input: 400 with the spec message, nothing created', async () => {
  const base = { email: freshEmail('bad'), password: 'Gizli4Sifre9', firstName: 'A', lastName: 'B', roles: ['kullanici'] };
  const cases: [Record<string, unknown>, string][] = [
    [{ ...base, email: 'not-an-email' }, 'Geçerli bir e-posta adresi giriniz'],
    [{ ...base, roles: [] }, 'En az bir rol seçmelisiniz'],
    [{ ...base, roles: ['root'] }, 'Geçersiz rol: root'],
    [{ ...base, firstName: '  ' }, 'Ad alanı zorunludur'],
    [{ ...base, demographicInfo: { gender: 'x' } }, 'Cinsiyet male veya female olmalıdır'],
  ];
  for (const [body, message] of cases) {
    const res = await call(client('admin@akademi.test'), 'create-user', body);
    assert.equal(res.status, 400, message);
    assert.equal(res.body.error, message);
  }
  assert.equal(await profile(base.email), null);
  const { data, error } = await client('admin@akademi.test').functions.invoke('create-user', { body: '{oops', headers: { 'Content-Type': 'application/json' } });
  assert.equal(data, null);
  assert.equal((error as { context: Response }).context.status, 400);
});

test('weak passwords (issue 28): 422 weak_password with the Turkish message, nothing created; good ones pass for staff and students', async () => {
  const student = { firstName: 'Ayşe', lastName: 'Kılıç', roles: ['kullanici'] };
  const trainer = { firstName: 'Mert', lastName: 'Acar', roles: ['beyin_antrenoru'] };
  const cases: [string, Record<string, unknown>, string, string[]][] = [
    ['antrenor1@akademi.test', { ...student, password: '123456' }, 'Şifre en az 8 karakter olmalı', ['length', 'characters', 'common']],
    ['antrenor1@akademi.test', { ...student, password: 'kalemlerim' }, 'Şifre harf ve rakam içermeli', ['characters']],
    ['antrenor1@akademi.test', { ...student, password: 'Password1' }, 'Bu şifre çok yaygın, başka bir şifre seçin', ['common']],
    ['antrenor1@akademi.test', { ...student, password: 'Ayşe2015' }, 'Şifre kullanıcının e-posta adresini veya adını içermemeli', ['personal']],
    ['antrenor1@akademi.test', { ...student, password: 'KILIC-2015' }, 'Şifre kullanıcının e-posta adresini veya adını içermemeli', ['personal']],
    ['temsilci@akademi.test', { ...trainer, password: 'Kalem4ler' }, 'Şifre en az 10 karakter olmalı', ['length']],
    ['admin@akademi.test', { ...trainer, roles: ['admin'], password: 'q1w2e3r4t5' }, 'Bu şifre çok yaygın, başka bir şifre seçin', ['common']],
  ];
  for (const [caller, body, message, reasons] of cases) {
    const email = freshEmail('weak');
    const res = await call(client(caller), 'create-user', { ...body, email });
    assert.equal(res.status, 422, `${String(body.password)}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.error, message);
    assert.equal(res.body.code, 'weak_password');
    assert.deepEqual(res.body.reasons, reasons);
    assert.equal(await profile(email), null);
  }
  // the local part of the address counts too
  const local = await call(client('antrenor1@akademi.test'), 'create-user', { ...student, email: 'minikserce@akademi.test', password: 'Minikserce7' });
  assert.equal(local.status, 422);
  assert.deepEqual(local.body.reasons, ['personal']);

  const okStudent = freshEmail('guclu');
  const a = await call(client('antrenor1@akademi.test'), 'create-user', { ...student, email: okStudent, password: 'Kalem4ler' });
  assert.equal(a.status, 200, JSON.stringify(a.body));
  await signIn(server.url, okStudent, 'Kalem4ler');
  const okTrainer = freshEmail('guclu');
  const b = await call(client('temsilci@akademi.test'), 'create-user', { ...trainer, email: okTrainer, password: 'Kalem4lerX9' });
  assert.equal(b.status, 200, JSON.stringify(b.body));
  await signIn(server.url, okTrainer, 'Kalem4lerX9');
});

test('a failure after the auth account exists removes it again (no half-created users)', async () => {
  // Call the handler in-process (the server already exported SUPABASE_URL and keys) and make
  // the profile update fail on its way to /rest/v1/users.
  const { default: handler } = await import('../../functions/create-user/handler.ts');
  const { data: session } = await client('admin@akademi.test').auth.getSession();
  const token = session.session?.access_token;
  assert.ok(token);
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method === 'PATCH' && url.includes('/rest/v1/users')) {
      return new Response(JSON.stringify({ code: '57014', message: 'canceling statement due to statement timeout', details: null, hint: null }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    }
    return realFetch(input, init);
  }) as typeof fetch;
  const email = freshEmail('yarim');
  const errors: unknown[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  let res: Response;
  try {
    res = await handler(
      new Request(`${server.url}/functions/v1/create-user`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'Gizli4Sifre9', firstName: 'Yarım', lastName: 'Kayıt', roles: ['kullanici'] }),
      }),
    );
  } finally {
    globalThis.fetch = realFetch;
    console.error = originalError;
  }
  assert.equal(res.status, 500);
  assert.match((await res.json()).error, /^Kullanıcı profili oluşturulamadı: /);
  assert.equal(await profile(email), null);
  const { data: list } = await svc.auth.admin.listUsers({ page: 1, perPage: 1000 });
  assert.ok(list.users.some((u) => u.email === 'ogrenci1@akademi.test'), 'listing covers every account');
  assert.equal(list.users.find((u) => u.email === email), undefined);
  await assert.rejects(signIn(server.url, email, 'Gizli4Sifre9'));
  assert.ok(errors.length > 0);
});

// issue 25 item 5: phone numbers are Turkish mobile or landline numbers, stored '+90 XXX XXX XX XX'.
test('create-user: a parent phone is stored normalised; "abc-telefon-yok!!" is refused in Turkish and nothing is created', async () => {
  const email = freshEmail('tel');
  const ok = await call(client('antrenor1@akademi.test'), 'create-user', {
    email,
    password: 'Kalem4ler99',
    firstName: 'Telefon',
    lastName: 'Deneme',
    roles: ['kullanici'],
    demographicInfo: { guardian_phone: '0532 123 45 67' },
  });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  const stored = (await profile(email))?.demographic_info as Record<string, unknown> | undefined;
  assert.equal(stored?.parent_phone, '+90 532 123 45 67');

  const badEmail = freshEmail('tel-yok');
  const bad = await call(client('antrenor1@akademi.test'), 'create-user', {
    email: badEmail,
    password: 'Kalem4ler99',
    firstName: 'Telefon',
    lastName: 'Yok',
    roles: ['kullanici'],
    demographicInfo: { parent_phone: 'abc-telefon-yok!!' },
  });
  assert.equal(bad.status, 400);
  assert.match(String(bad.body.error), /^Veli telefonu: Geçerli bir Türkiye telefon numarası giriniz/);
  assert.equal(await profile(badEmail), null);
});

test('REST: phones written straight to users are normalised or refused (23514) for staff and students alike', async () => {
  const student = ids.get('ogrenci1@akademi.test');
  assert.ok(student);
  const trainer = client('antrenor1@akademi.test');
  const { data: before } = await svc.from('users').select('phone, demographic_info').eq('id', student).single();
  try {
    // no representation: the trainer holds no SELECT on demographic_info (20261127110200)
    const bad = await trainer.from('users').update({ demographic_info: { ...(before?.demographic_info as object), parent_phone: 'abc-telefon-yok!!' } }).eq('id', student);
    assert.equal(bad.error?.code, '23514');
    assert.match(bad.error?.message ?? '', /Geçerli bir Türkiye telefon numarası/);

    // the trainer writes demographic_info but cannot select it back (20261127110200): read as the service role
    const good = await trainer.from('users').update({ demographic_info: { ...(before?.demographic_info as object), parent_phone: '(0212) 123-45-67' } }).eq('id', student);
    assert.equal(good.error, null, good.error?.message);
    const stored = await svc.from('users').select('demographic_info').eq('id', student).single();
    assert.equal((stored.data?.demographic_info as Record<string, unknown>).parent_phone, '+90 212 123 45 67');
    const echo = await trainer.from('users').update({ demographic_info: stored.data?.demographic_info ?? null }).eq('id', student).select('demographic_info');
    assert.equal(echo.error?.code, '42501');

    const self = client('ogrenci1@akademi.test');
    // written without representation and read back (the local REST server's UPDATE … RETURNING reads
    // every column, demographic_info included, which no API role may select since 20261127110200)
    const own = await self.from('users').update({ phone: '532-123-4567' }).eq('id', student);
    assert.equal(own.error, null, own.error?.message);
    const ownRead = await self.from('users').select('phone').eq('id', student);
    assert.deepEqual(ownRead.data, [{ phone: '+90 532 123 45 67' }]);
    const ownBad = await self.from('users').update({ phone: 'abc-telefon-yok!!' }).eq('id', student);
    assert.equal(ownBad.error?.code, '23514');
  } finally {
    await svc.from('users').update({ phone: before?.phone ?? null, demographic_info: before?.demographic_info ?? null }).eq('id', student);
  }
});
