// Contract tests: an unmodified supabase-js (the version the apps use) against the local
// server's /rest/v1, covering the call shapes of shared/reference/supabase-wire.md §1.2/§1.3
// and spec section 7 (single, maybeSingle, count + head, range, order, or, in with quoted
// strings, is null, ilike, contains jsonb/array, embeds with alias and !inner, upsert with
// onConflict, bulk insert returning, update/delete, rpc).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, clientFor, createUser, signIn, DEMO_SERVICE_ROLE_KEY, type TestServer } from '../helpers/local-server.ts';
import { invalidateCatalog } from '../../local/src/rest/index.ts';
import { FIXTURE_SQL } from './fixture.ts';

let server: TestServer;
let anon: SupabaseClient;
let service: SupabaseClient;

before(async () => {
  server = await startTestServer({ seed: false });
  await server.db.exec(FIXTURE_SQL);
  invalidateCatalog(server.db);
  anon = clientFor(server.url);
  service = clientFor(server.url, DEMO_SERVICE_ROLE_KEY);
});
after(async () => {
  await server?.stop();
});

test('select with filters, order, limit and range', async () => {
  const { data, error, status } = await anon.from('books').select('id,title,pages').gte('pages', 420).order('pages', { ascending: false }).limit(2);
  assert.equal(error, null);
  assert.equal(status, 200);
  assert.deepEqual(data, [{ id: 4, title: 'Emma', pages: 474 }, { id: 2, title: 'Benim Adım Kırmızı', pages: 470 }]);
  const range = await anon.from('authors').select('name').order('id').range(1, 2);
  assert.deepEqual(range.data, [{ name: 'Elif' }, { name: 'Jane' }]);
  const nulls = await anon.from('books').select('title').order('price', { ascending: true, nullsFirst: true }).limit(1);
  assert.deepEqual(nulls.data, [{ title: 'Emma' }]);
});

test('count exact, with and without head', async () => {
  const c = await anon.from('books').select('*', { count: 'exact', head: true }).eq('author_id', 1);
  assert.equal(c.error, null);
  assert.equal(c.count, 2);
  assert.equal(c.data, null);
  const rows = await anon.from('authors').select('id', { count: 'exact' }).limit(1);
  assert.equal(rows.count, 4);
  assert.equal(rows.data?.length, 1);
  const none = await anon.from('authors').select('id', { count: 'exact', head: true }).eq('name', 'zzz');
  assert.equal(none.count, 0);
});

test('single and maybeSingle', async () => {
  const one = await anon.from('authors').select('name, country').eq('id', 3).single();
  assert.deepEqual(one.data, { name: 'Jane', country: 'UK' });
  const none = await anon.from('authors').select('name').eq('id', 99).single();
  assert.equal(none.data, null);
  assert.equal(none.error?.code, 'PGRST116');
  assert.equal(none.status, 406);
  const many = await anon.from('authors').select('name').single();
  assert.equal(many.error?.code, 'PGRST116');
  const maybeNone = await anon.from('authors').select('name').eq('id', 99).maybeSingle();
  assert.equal(maybeNone.error, null);
  assert.equal(maybeNone.data, null);
  const maybeOne = await anon.from('authors').select('name').eq('id', 1).maybeSingle();
  assert.deepEqual(maybeOne.data, { name: 'Orhan' });
  const maybeMany = await anon.from('authors').select('name').maybeSingle();
  assert.equal(maybeMany.error?.code, 'PGRST116');
});

test('or, in with quoted strings, is null, ilike, neq, not', async () => {
  const or = await anon.from('authors').select('name').or('country.eq.UK,name.ilike.eli*').order('id');
  assert.deepEqual(or.data, [{ name: 'Elif' }, { name: 'Jane' }]);
  const inq = await anon.from('authors').select('name').in('name', ['Nobody, Jr.', 'Elif', 'a(b)"c']).order('id');
  assert.deepEqual(inq.data, [{ name: 'Elif' }, { name: 'Nobody, Jr.' }]);
  const isNull = await anon.from('authors').select('name').is('country', null);
  assert.deepEqual(isNull.data, [{ name: 'Nobody, Jr.' }]);
  const ilike = await anon.from('books').select('title').ilike('title', '%BENIM%');
  assert.deepEqual(ilike.data, [{ title: 'Benim Adım Kırmızı' }]);
  const notIn = await anon.from('authors').select('name').not('name', 'in', '(Orhan,Elif)').neq('name', 'Jane');
  assert.deepEqual(notIn.data, [{ name: 'Nobody, Jr.' }]);
  const notNull = await anon.from('books').select('title').not('price', 'is', null).lt('price', 10).order('id');
  assert.deepEqual(notNull.data, [{ title: 'Aşk' }, { title: 'Persuasion' }]);
  const match = await anon.from('books').select('title').match({ author_id: 3, pages: 249 });
  assert.deepEqual(match.data, [{ title: 'Persuasion' }]);
});

test('contains jsonb and arrays, overlaps, json path filters', async () => {
  const json = await anon.from('authors').select('name').contains('meta', { lang: 'tr' }).order('id');
  assert.deepEqual(json.data, [{ name: 'Orhan' }, { name: 'Elif' }]);
  const arr = await anon.from('authors').select('name').contains('tags', ['novel', 'nobel']);
  assert.deepEqual(arr.data, [{ name: 'Orhan' }]);
  const ov = await anon.from('authors').select('name').overlaps('tags', ['classic', 'nobel']).order('id');
  assert.deepEqual(ov.data, [{ name: 'Orhan' }, { name: 'Jane' }]);
  const path = await anon.from('books').select('title, genre:data->>genre').eq('data->>genre', 'mystery');
  assert.deepEqual(path.data, [{ title: 'Benim Adım Kırmızı', genre: 'mystery' }]);
});

test('embeds: alias with hint, !inner with embedded filter, referenced-table order/limit', async () => {
  const r = await anon.from('books').select('title, author:authors!author_id(name), editor:authors!editor_id(name)').eq('id', 3).single();
  assert.deepEqual(r.data, { title: 'Aşk', author: { name: 'Elif' }, editor: null });
  const inner = await anon.from('authors').select('name, books!author_id!inner(title)').eq('books.title', 'Emma');
  assert.deepEqual(inner.data, [{ name: 'Jane', books: [{ title: 'Emma' }] }]);
  const ordered = await anon
    .from('authors')
    .select('name, books!author_id(title)')
    .eq('id', 1)
    .order('id', { referencedTable: 'books', ascending: false })
    .limit(1, { referencedTable: 'books' });
  assert.deepEqual(ordered.data, [{ name: 'Orhan', books: [{ title: 'Benim Adım Kırmızı' }] }]);
  const m2m = await anon.from('books').select('title, tags(name)').eq('id', 1).single();
  assert.deepEqual(m2m.data, { title: 'Kar', tags: [{ name: 'turkish' }, { name: 'prize' }] });
  const amb = await anon.from('books').select('title, authors(name)');
  assert.equal(amb.error?.code, 'PGRST201');
  assert.equal(amb.status, 300);
});

test('insert: minimal, bulk returning, single returning, defaultToNull false', async () => {
  const min = await anon.from('items').insert({ name: 'c-min' });
  assert.equal(min.error, null);
  assert.equal(min.status, 201);
  assert.equal(min.data, null);
  const bulk = await anon.from('items').insert([{ name: 'c-b1', qty: 1 }, { name: 'c-b2' }], { defaultToNull: false }).select('name, qty');
  assert.equal(bulk.error, null);
  assert.deepEqual(bulk.data, [{ name: 'c-b1', qty: 1 }, { name: 'c-b2', qty: 5 }]);
  const one = await anon.from('books').insert({ title: 'C1', author_id: 2 }).select('title, author:authors!author_id(name)').single();
  assert.deepEqual(one.data, { title: 'C1', author: { name: 'Elif' } });
  const dup = await anon.from('items').insert({ name: 'c-min' });
  assert.equal(dup.error?.code, '23505');
  assert.equal(dup.status, 409);
});

test('upsert with onConflict (merge and ignore)', async () => {
  const up = await anon.from('items').upsert([{ name: 'pen', qty: 77 }, { name: 'c-new', qty: 2 }], { onConflict: 'name' }).select('name, qty');
  assert.equal(up.error, null);
  assert.deepEqual(up.data, [{ name: 'pen', qty: 77 }, { name: 'c-new', qty: 2 }]);
  const ign = await anon.from('items').upsert({ name: 'pen', qty: 1 }, { onConflict: 'name', ignoreDuplicates: true }).select();
  assert.deepEqual(ign.data, []);
  const check = await anon.from('items').select('qty').eq('name', 'pen').single();
  assert.deepEqual(check.data, { qty: 77 });
});

test('update and delete with filters', async () => {
  const up = await anon.from('items').update({ note: 'updated' }).eq('name', 'ink').select('name, note');
  assert.deepEqual(up.data, [{ name: 'ink', note: 'updated' }]);
  const upMin = await anon.from('items').update({ qty: 0 }).in('name', ['c-b1', 'c-b2']);
  assert.equal(upMin.error, null);
  assert.equal(upMin.status, 204);
  const del = await anon.from('items').delete().eq('name', 'c-b1').select('name');
  assert.deepEqual(del.data, [{ name: 'c-b1' }]);
  const delMin = await anon.from('items').delete().eq('name', 'c-b2');
  assert.equal(delMin.status, 204);
  const left = await anon.from('items').select('name', { count: 'exact', head: true }).like('name', 'c-b%');
  assert.equal(left.count, 0);
});

test('rpc: scalar, named args, GET, head+count, set with filters, void', async () => {
  assert.deepEqual((await anon.rpc('add_them', { a: 2 })).data, 12);
  assert.deepEqual((await anon.rpc('hello')).data, 'merhaba');
  assert.deepEqual((await anon.rpc('add_them', { a: 2, b: 3 }, { get: true })).data, 5);
  const set = await anon.rpc('books_by_author', { aid: 1 }).select('title').lt('pages', 450);
  assert.deepEqual(set.data, [{ title: 'Kar' }]);
  const counted = await anon.rpc('numbers', { n: 7 }, { head: true, count: 'exact' });
  assert.equal(counted.count, 7);
  const v = await anon.rpc('do_nothing');
  assert.equal(v.error, null);
  assert.equal(v.status, 204);
  const arr = await anon.rpc('tag_names', { names: ['a', 'b', 'c'] });
  assert.equal(arr.data, 3);
  const missing = await anon.rpc('nope_fn', { x: 1 });
  assert.equal(missing.error?.code, 'PGRST202');
  const raised = await anon.rpc('fail_custom');
  assert.equal(raised.error?.code, 'P0001');
  assert.equal(raised.error?.message, 'custom failure');
});

test('csv and unknown-table errors', async () => {
  const csv = await anon.from('authors').select('id,name').lte('id', 2).order('id').csv();
  assert.equal(csv.data, 'id,name\n1,Orhan\n2,Elif');
  const t = await anon.from('no_such_table').select('*');
  assert.equal(t.error?.code, 'PGRST205');
  assert.equal(t.status, 404);
  const col = await anon.from('authors').select('nope');
  assert.equal(col.error?.code, '42703');
});

test('RLS through JWTs: anon, signed-in users, service role', async () => {
  const email = 'rest-contract@example.com';
  const uid = await createUser(server.url, email);
  await server.db.query("insert into secrets (owner, secret) values ($1, 'mine')", [uid]);
  const user = await signIn(server.url, email);
  const mine = await user.from('secrets').select('secret');
  assert.deepEqual(mine.data, [{ secret: 'mine' }]);
  const none = await anon.from('secrets').select('secret', { count: 'exact' });
  assert.deepEqual(none.data, []);
  assert.equal(none.count, 0);
  const all = await service.from('secrets').select('secret', { count: 'exact', head: true });
  assert.equal(all.count, 4);
  const forged = await user.from('secrets').insert({ owner: '22222222-2222-4222-8222-222222222222', secret: 'x' });
  assert.equal(forged.error?.code, '42501');
  assert.equal(forged.status, 403);
  const denied = await anon.from('sentinel').select('*');
  assert.equal(denied.status, 401);
  await user.auth.signOut();
});

test('raw HTTP: odd encodings and bodies never give a 5xx or leak SQL', async () => {
  const { DEMO_ANON_KEY } = await import('../helpers/local-server.ts');
  const h = { apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}` };
  const cases: [string, string, RequestInit?][] = [
    ['GET', '/rest/v1/authors?name=eq.%zz%'],
    ['GET', '/rest/v1/authors?select=%E0%A4%A'],
    ['GET', '/rest/v1/authors?' + 'a'.repeat(20000) + '=eq.1'],
    ['GET', '/rest/v1/%2e%2e/secrets'],
    ['GET', '/rest/v1/authors?name=eq.a&&&=&=='],
    ['POST', '/rest/v1/authors', { body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    ['POST', '/rest/v1/authors', { body: '\u0000\u0001', headers: { 'content-type': 'application/json' } }],
    ['PATCH', '/rest/v1/authors?id=eq.1', { body: '{"name": "\\u0000"}', headers: { 'content-type': 'application/json' } }],
    ['DELETE', '/rest/v1/sentinel'],
    ['GET', '/rest/v1/'],
  ];
  for (const [method, path, init] of cases) {
    const res = await fetch(server.url + path, { method, ...init, headers: { ...h, ...(init?.headers as Record<string, string> | undefined) } });
    const text = await res.text();
    assert.ok(res.status < 500, `${method} ${path.slice(0, 60)} → ${res.status} ${text.slice(0, 200)}`);
    assert.doesNotMatch(text, /pgrst_|json_agg|lateral|json_populate/);
  }
  const sentinel = await server.db.query('select count(*)::int as n from sentinel');
  assert.deepEqual(sentinel.rows, [{ n: 1 }]);
});
