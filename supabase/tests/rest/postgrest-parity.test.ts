// Issue 20 (PostgREST part): what supabase-js sends for the features a developer reaches for
// after the basics, answered as PostgREST 13 answers (status, body, error code). Runs on PGlite,
// and on PostgreSQL 15 with TEST_PG_URL. Fixture: tests/rest/fixture.ts plus PARITY_SQL below.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, clientFor, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY, type TestServer } from '../helpers/local-server.ts';
import { invalidateCatalog } from '../../local/src/rest/index.ts';
import { FIXTURE_SQL } from './fixture.ts';

const PARITY_SQL = `
create function ov(a int) returns text language sql immutable as $$ select 'int' $$;
create function ov(a text) returns text language sql immutable as $$ select 'text' $$;
create function ov2(a int) returns text language sql immutable as $$ select 'one' $$;
create function ov2(a int, b int) returns text language sql immutable as $$ select 'two' $$;
create function shout(text) returns text language sql immutable as 'select upper($1)';
create function byte_len(bytea) returns int language sql immutable as 'select length($1)';
create function touch_items() returns setof items language sql as $$ update items set note = 'touched' returning * $$;
`;

let server: TestServer;
let anon: SupabaseClient;
let service: SupabaseClient;
type Row = Record<string, unknown>;

before(async () => {
  server = await startTestServer({ seed: false });
  await server.db.exec(FIXTURE_SQL + PARITY_SQL);
  invalidateCatalog(server.db);
  anon = clientFor(server.url);
  service = clientFor(server.url, DEMO_SERVICE_ROLE_KEY);
});
after(async () => {
  await server?.stop();
});

/** A raw request the way supabase-js's fetch sends it (apikey + bearer of the anon key). */
async function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<{ status: number; headers: Headers; text: string; json: unknown }> {
  const res = await fetch(`${server.url}/rest/v1/${path}`, {
    method,
    headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}`, ...headers },
    body,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

// ------------------------------------------------------------------------------------ a. RPC

test('rpc count=exact: scalar counts as one row (not NaN), sets give the total and 206 for a page', async () => {
  const scalar = await anon.rpc('add_them', { a: 1 }, { count: 'exact' });
  assert.equal(scalar.error, null);
  assert.equal(scalar.data, 11);
  assert.equal(scalar.count, 1);
  const page = await anon.rpc('numbers', { n: 7 }, { count: 'exact' }).range(0, 2);
  assert.equal(page.status, 206);
  assert.equal(page.count, 7);
  assert.deepEqual(page.data, [1, 2, 3]);
  const row = await anon.rpc('one_author', { aid: 2 }, { count: 'exact' });
  assert.equal(row.count, 1);
  assert.deepEqual((row.data as Row).name, 'Elif');
});

test('rpc: filters, order and limit apply to a set-returning and a row-returning result', async () => {
  const set = await anon.rpc('books_by_author', { aid: 1 }).select('title,pages').gt('pages', 400).order('pages', { ascending: true }).limit(1);
  assert.equal(set.error, null);
  assert.deepEqual(set.data, [{ title: 'Kar', pages: 436 }]);
  const table = await anon.rpc('author_stats').select('author').order('author', { ascending: false });
  assert.deepEqual(table.data, [{ author: 'Orhan' }, { author: 'Jane' }, { author: 'Elif' }]);
  // A function returning one row: the filter keeps it or turns the answer into null.
  const kept = await anon.rpc('one_author', { aid: 2 }).select('name').eq('country', 'TR');
  assert.deepEqual(kept.data, { name: 'Elif' });
  const gone = await anon.rpc('one_author', { aid: 2 }).select('name').eq('country', 'UK');
  assert.equal(gone.error, null);
  assert.equal(gone.data, null);
});

test('rpc overloads: one match is called, several answer 300 PGRST203', async () => {
  assert.equal((await anon.rpc('ov2', { a: 1 })).data, 'one');
  assert.equal((await anon.rpc('ov2', { a: 1, b: 2 })).data, 'two');
  const amb = await anon.rpc('ov', { a: 1 });
  assert.equal(amb.status, 300);
  assert.equal(amb.error?.code, 'PGRST203');
  assert.match(amb.error?.message ?? '', /^Could not choose the best candidate function between: public\.ov\(a => (integer|text)\), public\.ov\(a => (integer|text)\)$/);
  assert.equal(amb.error?.hint, 'Try renaming the parameters or the function itself in the database so function overloading can be resolved');
});

test('rpc with a single unnamed parameter: text/plain, application/octet-stream and json bodies', async () => {
  const text = await raw('POST', 'rpc/shout', { 'content-type': 'text/plain' }, 'merhaba dünya');
  assert.equal(text.status, 200);
  assert.equal(text.json, 'MERHABA DÜNYA');
  const bytes = await raw('POST', 'rpc/byte_len', { 'content-type': 'application/octet-stream' }, Buffer.from([0, 1, 2, 255, 254]));
  assert.equal(bytes.status, 200);
  assert.equal(bytes.json, 5);
  // A JSON body does not reach a text parameter (PostgREST matches the parameter type to the media type).
  const wrong = await anon.rpc('shout', { x: 'a' });
  assert.equal(wrong.status, 404);
  assert.equal(wrong.error?.code, 'PGRST202');
  assert.deepEqual((await anon.rpc('echo_json', { deep: { list: [1, 'iki'] } })).data, { deep: { list: [1, 'iki'] } });
});

test('rpc Prefer max-affected with handling=strict: PGRST124 rolls back, PGRST128 for a single-row function', async () => {
  const over = await raw('POST', 'rpc/touch_items', { 'content-type': 'application/json', prefer: 'handling=strict, max-affected=1', authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` }, '{}');
  assert.equal(over.status, 400);
  assert.equal((over.json as Row).code, 'PGRST124');
  assert.equal((over.json as Row).details, 'The query affects 2 rows');
  const after = await service.from('items').select('note').eq('note', 'touched');
  assert.deepEqual(after.data, [], 'the function ran in a transaction that was rolled back');
  const within = await raw('POST', 'rpc/touch_items', { 'content-type': 'application/json', prefer: 'handling=strict, max-affected=5', authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` }, '{}');
  assert.equal(within.status, 200);
  assert.equal((within.json as Row[]).length, 2);
  const lenient = await raw('POST', 'rpc/numbers', { 'content-type': 'application/json', prefer: 'max-affected=1' }, '{"n":3}');
  assert.equal(lenient.status, 200, 'without handling=strict the preference is ignored');
  const single = await raw('POST', 'rpc/add_them', { 'content-type': 'application/json', prefer: 'handling=strict, max-affected=1' }, '{"a":1}');
  assert.equal(single.status, 400);
  assert.equal((single.json as Row).code, 'PGRST128');
});
