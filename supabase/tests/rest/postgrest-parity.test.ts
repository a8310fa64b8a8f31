// Issue 20 (PostgREST part): what supabase-js sends for the features a developer reaches for
// after the basics, answered as PostgREST 13 answers (status, body, error code). Runs on PGlite,
// and on PostgreSQL 15 with TEST_PG_URL. Fixture: tests/rest/fixture.ts plus PARITY_SQL below.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, clientFor, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY, type TestServer } from '../helpers/local-server.ts';
import { invalidateCatalog } from '../../local/src/rest/index.ts';
import { signJwt } from '../../local/src/jwt.ts';
import { DEMO_JWT_SECRET } from '../helpers/local-server.ts';
import { FIXTURE_SQL, ALICE, BOB } from './fixture.ts';

const PARITY_SQL = `
create function ov(a int) returns text language sql immutable as $$ select 'int' $$;
create function ov(a text) returns text language sql immutable as $$ select 'text' $$;
create function ov2(a int) returns text language sql immutable as $$ select 'one' $$;
create function ov2(a int, b int) returns text language sql immutable as $$ select 'two' $$;
create function shout(text) returns text language sql immutable as 'select upper($1)';
create function byte_len(bytea) returns int language sql immutable as 'select length($1)';
create function touch_items() returns setof items language sql as $$ update items set note = 'touched' returning * $$;
create table many (id int primary key, even boolean not null);
insert into many select g, g % 2 = 0 from generate_series(1, 1500) g;
create function blurb(books) returns text language sql stable as $$ select $1.title || ' (' || $1.pages || ')' $$;
create function book_reviews(books) returns setof reviews language sql stable as $$ select * from reviews where book_id = $1.id $$;
create function book_author(books) returns authors language sql stable as $$ select * from authors where id = $1.author_id $$;
create view authors_view as select id, name, country from authors;
create function boss_of(staff) returns setof staff rows 1 language sql stable as $$ select * from staff where id = $1.boss_id $$;
create schema api;
create table api.notes (id serial primary key, body text not null, author_id int references public.authors(id));
insert into api.notes (body, author_id) values ('first', 1), ('second', 3);
create function api.note_count() returns int language sql stable as 'select count(*)::int from api.notes';
grant usage on schema api to anon, authenticated, service_role;
grant all on all tables in schema api to anon, authenticated, service_role;
grant all on all sequences in schema api to anon, authenticated, service_role;
analyze books;
analyze many;
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
async function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string | Uint8Array): Promise<{ status: number; headers: Headers; text: string; json: unknown }> {
  const res = await fetch(`${server.url}/rest/v1/${path}`, {
    method,
    headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}`, ...headers },
    body: body as BodyInit | undefined,
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
  const bytes = await raw('POST', 'rpc/byte_len', { 'content-type': 'application/octet-stream' }, new Uint8Array([0, 1, 2, 255, 254]));
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

// ------------------------------------------------------------------------ b. Prefer headers

test('Prefer missing=default: keys missing from a bulk insert take the column default', async () => {
  const ins = await service.from('items').insert([{ name: 'pencil', qty: 1 }, { name: 'eraser' }], { defaultToNull: false }).select('name,qty');
  assert.equal(ins.error, null);
  assert.equal(ins.status, 201);
  assert.deepEqual(ins.data, [{ name: 'pencil', qty: 1 }, { name: 'eraser', qty: 5 }]);
  // Without it a missing key is null, so the not-null qty refuses the row (as PostgREST).
  const nulls = await service.from('items').insert([{ name: 'ruler', qty: 1 }, { name: 'glue' }]);
  assert.equal(nulls.status, 400);
  assert.equal(nulls.error?.code, '23502');
});

test('upsert answers 201 when it inserted a row and 200 when it only updated', async () => {
  const updated = await service.from('items').upsert({ name: 'pen', qty: 11 }, { onConflict: 'name' }).select('name,qty');
  assert.equal(updated.error, null);
  assert.equal(updated.status, 200);
  assert.deepEqual(updated.data, [{ name: 'pen', qty: 11 }]);
  const inserted = await service.from('items').upsert({ name: 'stapler', qty: 2 }, { onConflict: 'name' });
  assert.equal(inserted.status, 201);
  const mixed = await service.from('items').upsert([{ name: 'pen', qty: 12 }, { name: 'clip', qty: 3 }], { onConflict: 'name' }).select('name');
  assert.equal(mixed.status, 201);
  assert.equal(mixed.data?.length, 2);
  const ignored = await service.from('items').upsert({ name: 'pen', qty: 99 }, { onConflict: 'name', ignoreDuplicates: true });
  assert.equal(ignored.status, 201, 'ignore-duplicates keeps 201 (PostgREST only counts merge-duplicates)');
  const pen = await service.from('items').select('qty').eq('name', 'pen').single();
  assert.deepEqual(pen.data, { qty: 12 });
});

test('count=planned and count=estimated: the planner estimate, 206 for a partial page, HEAD too', async () => {
  const planned = await anon.from('books').select('id', { count: 'planned' }).limit(2);
  assert.equal(planned.error, null);
  assert.equal(planned.count, 5);
  assert.equal(planned.status, 206);
  const head = await anon.from('books').select('*', { count: 'planned', head: true }).limit(2);
  assert.equal(head.status, 206);
  assert.equal(head.count, 5);
  assert.equal(head.data, null);
  // Small results: estimated is exact (filters applied).
  const small = await anon.from('books').select('id', { count: 'estimated' }).gt('pages', 430);
  assert.equal(small.count, 3);
  assert.equal(small.status, 200);
  // Beyond max_rows (1000) it is the larger of the capped count and the plan's estimate.
  const big = await anon.from('many').select('id', { count: 'estimated', head: true });
  assert.equal(big.count, 1500);
  assert.equal(big.status, 206);
  const exact = await anon.from('many').select('id', { count: 'exact', head: true }).eq('even', true);
  assert.equal(exact.count, 750);
});

test('Prefer handling=strict refuses unknown preferences with PGRST122; lenient ignores them', async () => {
  const strict = await raw('GET', 'items?select=name', { prefer: 'handling=strict, bogus=1, count=exact' });
  assert.equal(strict.status, 400);
  assert.deepEqual(strict.json, { code: 'PGRST122', message: 'Invalid preferences given with handling=strict', details: 'Invalid preferences: bogus=1', hint: null });
  const lenient = await raw('GET', 'items?select=name&limit=1', { prefer: 'handling=lenient, bogus=1, count=exact' });
  assert.equal(lenient.status, 206);
  assert.equal(lenient.headers.get('preference-applied'), 'count=exact, handling=lenient');
});

// -------------------------------------------------------- c. embedded counts and aggregates

/** Runs `fn` with PostgREST's aggregate switch (PGRST_DB_AGGREGATES_ENABLED) on. */
async function withAggregates<T>(fn: () => Promise<T>): Promise<T> {
  const before = process.env.PGRST_DB_AGGREGATES_ENABLED;
  process.env.PGRST_DB_AGGREGATES_ENABLED = 'true';
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env.PGRST_DB_AGGREGATES_ENABLED;
    else process.env.PGRST_DB_AGGREGATES_ENABLED = before;
  }
}

const userClient = (sub: string): SupabaseClient =>
  clientFor(server.url, signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 }, DEMO_JWT_SECRET));

test('aggregates are off by default (PGRST123), the embedded count(row) works either way', async () => {
  const off = await anon.from('books').select('pages.sum()');
  assert.equal(off.status, 400);
  assert.deepEqual(off.error, { code: 'PGRST123', message: 'Use of aggregate functions is not allowed', details: null, hint: null });
  const inEmbed = await anon.from('authors').select('name,books!author_id(count())');
  assert.equal(inEmbed.error?.code, 'PGRST123');
  const legacy = await anon.from('authors').select('name,books!author_id(count)').order('id');
  assert.equal(legacy.error, null);
  assert.deepEqual(legacy.data, [
    { name: 'Orhan', books: [{ count: 2 }] },
    { name: 'Elif', books: [{ count: 1 }] },
    { name: 'Jane', books: [{ count: 2 }] },
    { name: 'Nobody, Jr.', books: [{ count: 0 }] },
  ]);
  const all = await anon.from('books').select('count');
  assert.deepEqual(all.data, [{ count: 5 }]);
});

test('aggregates when enabled: count(), sum/avg/min/max, aliases, casts before and after, GROUP BY the rest', async () => {
  await withAggregates(async () => {
    assert.deepEqual((await anon.from('books').select('count()')).data, [{ count: 5 }]);
    assert.deepEqual((await anon.from('books').select('n:count()::text')).data, [{ n: '5' }]);
    const grouped = await anon.from('books').select('author_id,total:pages.sum(),pages.max(),pages.min()').order('author_id');
    assert.equal(grouped.error, null);
    assert.deepEqual(grouped.data, [
      { author_id: 1, total: 906, max: 470, min: 436 },
      { author_id: 2, total: 420, max: 420, min: 420 },
      { author_id: 3, total: 723, max: 474, min: 249 },
    ]);
    const avg = await raw('GET', 'books?select=price.avg()');
    assert.equal(avg.text, '[{"avg":11.1850000000000000}]', 'numeric avg rendered by Postgres, as PostgREST');
    const castIn = await anon.from('books').select('rating:data->>rating::int.sum()::text');
    assert.deepEqual(castIn.data, [{ rating: '12' }]);
    const filtered = await anon.from('books').select('count()').gt('pages', 430);
    assert.deepEqual(filtered.data, [{ count: 3 }]);
    // On a set-returning function's result too (PostgREST: rpc/getallprojects?select=id.max()).
    const rpc = await anon.rpc('books_by_author', { aid: 1 }).select('pages.sum(),n:count()');
    assert.deepEqual(rpc.data, [{ sum: 906, n: 2 }]);
  });
});

test('aggregates in embeds and to-one spreads (hoisted to the parent, grouped by the spread columns)', async () => {
  await withAggregates(async () => {
    const embedded = await anon.from('authors').select('name,books!author_id(pages.sum(),count())').order('id');
    assert.equal(embedded.error, null);
    assert.deepEqual(embedded.data, [
      { name: 'Orhan', books: [{ sum: 906, count: 2 }] },
      { name: 'Elif', books: [{ sum: 420, count: 1 }] },
      { name: 'Jane', books: [{ sum: 723, count: 2 }] },
      { name: 'Nobody, Jr.', books: [{ sum: null, count: 0 }] },
    ]);
    const spread = await anon.from('books').select('pages.sum(),...authors!author_id(country)');
    assert.equal(spread.error, null);
    assert.deepEqual(
      (spread.data as Row[]).sort((a, b) => String(a.country).localeCompare(String(b.country))),
      [{ sum: 1326, country: 'TR' }, { sum: 723, country: 'UK' }],
    );
    const hoisted = await anon.from('books').select('...authors!author_id(country,books:id.count())');
    assert.deepEqual((hoisted.data as Row[]).sort((a, b) => String(a.country).localeCompare(String(b.country))), [
      { country: 'TR', books: 3 },
      { country: 'UK', books: 2 },
    ]);
    const byEmbed = await anon.from('books').select('total:pages.sum(),author:authors!author_id(name)');
    assert.equal(byEmbed.error, null);
    assert.deepEqual((byEmbed.data as Row[]).sort((a, b) => Number(b.total) - Number(a.total)), [
      { total: 906, author: { name: 'Orhan' } },
      { total: 723, author: { name: 'Jane' } },
      { total: 420, author: { name: 'Elif' } },
    ]);
  });
});

test('aggregates and counts run under the caller role: RLS decides what is counted', async () => {
  await withAggregates(async () => {
    assert.deepEqual((await userClient(ALICE).from('secrets').select('count()')).data, [{ count: 2 }]);
    assert.deepEqual((await userClient(BOB).from('secrets').select('count()')).data, [{ count: 1 }]);
    assert.deepEqual((await userClient(BOB).from('secrets').select('secret.max()')).data, [{ max: 'bob-1' }]);
    const head = await userClient(BOB).from('secrets').select('*', { count: 'exact', head: true });
    assert.equal(head.count, 1);
  });
});

test('attacker: aliases and casts in the aggregate grammar cannot carry SQL', async () => {
  await withAggregates(async () => {
    const alias = await raw('GET', `books?select=${encodeURIComponent('"n\\" from pg_authid --":count()')}`);
    assert.equal(alias.status, 200);
    assert.deepEqual(alias.json, [{ 'n" from pg_authid --': 5 }], 'the alias is only ever a quoted identifier');
    const castOut = await raw('GET', `books?select=${encodeURIComponent('count()::text);drop table books;--')}`);
    assert.equal(castOut.status, 400);
    assert.equal((castOut.json as Row).code, 'PGRST100');
    const castIn = await raw('GET', `books?select=${encodeURIComponent('pages::int)from pg_authid--.sum()')}`);
    assert.equal(castIn.status, 400);
    const unknownType = await raw('GET', 'books?select=count()::pg_authid_nope');
    assert.equal(unknownType.status, 400);
    assert.equal((unknownType.json as Row).code, '42704');
    const fn = await raw('GET', 'books?select=pages.pg_sleep()');
    assert.equal(fn.status, 400);
    assert.equal((fn.json as Row).code, 'PGRST100');
    assert.deepEqual((await anon.from('books').select('count()')).data, [{ count: 5 }], 'books is intact');
  });
});

// ------------------------------------------- d. computed columns and functions as embeds

test('computed columns: a function of the row is selected, filtered and ordered like a column', async () => {
  const sel = await anon.from('books').select('title,blurb').eq('id', 1);
  assert.equal(sel.error, null);
  assert.deepEqual(sel.data, [{ title: 'Kar', blurb: 'Kar (436)' }]);
  const filtered = await anon.from('books').select('id').eq('blurb', 'Emma (474)');
  assert.deepEqual(filtered.data, [{ id: 4 }]);
  const ordered = await anon.from('books').select('b:blurb').lt('pages', 440).order('blurb', { ascending: false });
  assert.deepEqual(ordered.data, [{ b: 'Persuasion (249)' }, { b: 'Kar (436)' }, { b: 'Aşk (420)' }]);
  const inserted = await service.from('books').insert({ title: 'Yeni', pages: 1 }).select('blurb').single();
  assert.equal(inserted.error, null);
  assert.deepEqual(inserted.data, { blurb: 'Yeni (1)' });
  const removed = await service.from('books').delete().eq('blurb', 'Yeni (1)').select('title');
  assert.deepEqual(removed.data, [{ title: 'Yeni' }]);
  // Only functions of the row are columns: anything else is still 42703.
  const other = await anon.from('books').select('pg_sleep');
  assert.equal(other.status, 400);
  assert.equal(other.error?.code, '42703');
});

test('functions as embedded resources: setof → array, single row → object, with filters inside', async () => {
  const r = await anon.from('books').select('title,book_reviews(stars),book_author(name)').in('id', [1, 3]).order('id');
  assert.equal(r.error, null);
  assert.deepEqual(r.data, [
    { title: 'Kar', book_reviews: [{ stars: 5 }, { stars: 4 }], book_author: { name: 'Orhan' } },
    { title: 'Aşk', book_reviews: [], book_author: { name: 'Elif' } },
  ]);
  const inner = await anon.from('books').select('title,book_reviews!inner(stars)').eq('book_reviews.stars', 3);
  assert.deepEqual(inner.data, [{ title: 'Benim Adım Kırmızı', book_reviews: [{ stars: 3 }] }]);
});

// ------------------------------------------------------------ e. relationship detection

test('relationships as PostgREST: views do not make FK-column embeds ambiguous; hints pick the direction', async () => {
  // authors_view inherits books' FKs, but a column or constraint name only ever names a table.
  const byCol = await anon.from('books').select('title,author_id(name)').eq('id', 3);
  assert.equal(byCol.error, null);
  assert.deepEqual(byCol.data, [{ title: 'Aşk', author_id: { name: 'Elif' } }]);
  const byCons = await anon.from('books').select('title,books_editor_id_fkey(name)').eq('id', 1);
  assert.deepEqual(byCons.data, [{ title: 'Kar', books_editor_id_fkey: { name: 'Elif' } }]);
  const viaView = await anon.from('books').select('title,authors_view!author_id(name)').eq('id', 5);
  assert.deepEqual(viaView.data, [{ title: 'Persuasion', authors_view: { name: 'Jane' } }]);
  // table!fk_column: children from the parent's side (array), the parent from the child's side (object).
  const children = await anon.from('authors').select('name,books!author_id(title)').eq('id', 2);
  assert.deepEqual(children.data, [{ name: 'Elif', books: [{ title: 'Aşk' }] }]);
  const parent = await anon.from('books').select('title,authors!editor_id(name)').eq('id', 2);
  assert.deepEqual(parent.data, [{ title: 'Benim Adım Kırmızı', authors: { name: 'Elif' } }]);
  // Self-reference: the hint gives the children; a `rows 1` function gives the parent.
  const staff = await anon.from('staff').select('name,reports:staff!boss_id(name),boss_of(name)').eq('id', 2);
  assert.deepEqual(staff.data, [{ name: 'Ben', reports: [{ name: 'Dor' }], boss_of: { name: 'Ada' } }]);
  const ambiguous = await anon.from('authors').select('name,books(title)');
  assert.equal(ambiguous.status, 300);
  assert.equal(ambiguous.error?.code, 'PGRST201');
});

test('spread over to-many answers arrays of values (PostgREST 13), [] when nothing is related', async () => {
  const r = await anon.from('authors').select('name,...books!author_id(title,pages)').in('id', [1, 4]).order('id').order('id', { referencedTable: 'books' });
  assert.equal(r.error, null);
  assert.deepEqual(r.data, [
    { name: 'Orhan', title: ['Kar', 'Benim Adım Kırmızı'], pages: [436, 470] },
    { name: 'Nobody, Jr.', title: [], pages: [] },
  ]);
  const agg = await withAggregates(async () => await anon.from('authors').select('name,...books!author_id(pages.sum())'));
  assert.equal(agg.status, 400);
  assert.equal(agg.error?.code, 'PGRST127');
});

// ----------------------------------------------------------------------------- f. schemas

async function withSchemas<T>(list: string, fn: () => Promise<T>): Promise<T> {
  const before = process.env.PGRST_DB_SCHEMAS;
  process.env.PGRST_DB_SCHEMAS = list;
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env.PGRST_DB_SCHEMAS;
    else process.env.PGRST_DB_SCHEMAS = before;
  }
}

test('Accept-Profile / Content-Profile reach every schema of PGRST_DB_SCHEMAS, others 406 PGRST106', async () => {
  const off = await anon.schema('api').from('notes').select('body');
  assert.equal(off.status, 406);
  assert.deepEqual(off.error, { code: 'PGRST106', message: 'Invalid schema: api', details: null, hint: 'Only the following schemas are exposed: public' });
  await withSchemas('public,api', async () => {
    const read = await anon.schema('api').from('notes').select('body').order('id');
    assert.equal(read.error, null);
    assert.deepEqual(read.data, [{ body: 'first' }, { body: 'second' }]);
    // Relationships stay inside one schema's cache, as in PostgREST.
    const across = await anon.schema('api').from('notes').select('body,authors(name)');
    assert.equal(across.error?.code, 'PGRST200');
    const raw1 = await raw('GET', 'notes?select=body&order=id', { 'accept-profile': 'api' });
    assert.equal(raw1.headers.get('content-profile'), 'api');
    const ins = await anon.schema('api').from('notes').insert({ body: 'third' }).select('body');
    assert.equal(ins.status, 201);
    assert.deepEqual(ins.data, [{ body: 'third' }]);
    assert.equal((await anon.schema('api').rpc('note_count')).data, 3);
    const publicStill = await anon.from('authors').select('name').eq('id', 1);
    assert.deepEqual(publicStill.data, [{ name: 'Orhan' }]);
    const other = await anon.schema('pg_catalog').from('pg_authid').select('*');
    assert.equal(other.status, 406);
    assert.equal(other.error?.code, 'PGRST106');
    assert.equal(other.error?.hint, 'Only the following schemas are exposed: public, api');
  });
});

// ------------------------------------------------------------------------------ g. output

test('Accept: text/csv is built as PostgREST builds it (record text: quotes, escapes, nulls empty)', async () => {
  const csv = await anon.from('authors').select('id,name,country,tags,created_at').order('id').csv();
  assert.equal(csv.error, null);
  assert.equal(
    csv.data,
    'id,name,country,tags,created_at\n' +
      '1,Orhan,TR,"{novel,nobel}","2024-01-02 03:04:05+00"\n' +
      '2,Elif,TR,{novel},"2024-01-02 03:04:05+00"\n' +
      '3,Jane,UK,{classic},"2024-01-02 03:04:05+00"\n' +
      '4,"Nobody, Jr.",,{},"2024-01-02 03:04:05+00"',
  );
  const quotes = await raw('GET', 'books?select=title,data&id=eq.1', { accept: 'text/csv' });
  assert.equal(quotes.headers.get('content-type'), 'text/csv; charset=utf-8');
  assert.equal(quotes.text, 'title,data\nKar,"{""genre"": ""novel"", ""rating"": 4}"');
  const empty = await raw('GET', 'books?select=title&id=eq.999', { accept: 'text/csv' });
  assert.equal(empty.text, '\n');
});

test('stripNulls(): nulls=stripped media types drop null fields, and say so', async () => {
  const rows = await anon.from('authors').select('name,country').in('id', [3, 4]).order('id').stripNulls();
  assert.equal(rows.error, null);
  assert.deepEqual(rows.data, [{ name: 'Jane', country: 'UK' }, { name: 'Nobody, Jr.' }]);
  const one = await raw('GET', 'authors?select=name,country&id=eq.4', { accept: 'application/vnd.pgrst.object+json;nulls=stripped' });
  assert.equal(one.text, '{"name":"Nobody, Jr."}');
  assert.equal(one.headers.get('content-type'), 'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8');
});

test('explain(): 406 PGRST107 unless PGRST_DB_PLAN_ENABLED; then the plan of the request', async () => {
  const off = await anon.from('books').select('title').explain();
  assert.equal(off.status, 406);
  assert.equal(off.error?.code, 'PGRST107');
  process.env.PGRST_DB_PLAN_ENABLED = 'true';
  try {
    const text = await anon.from('books').select('title').eq('id', 1).explain();
    assert.equal(text.error, null);
    assert.match(String(text.data), /Aggregate|Scan/);
    const json = await anon.from('books').select('title').explain({ format: 'json', analyze: true });
    assert.equal(json.error, null);
    const plan = json.data as unknown as { Plan: { 'Actual Rows'?: number } }[];
    assert.equal(typeof plan[0].Plan['Actual Rows'], 'number', 'analyze ran the statement');
  } finally {
    delete process.env.PGRST_DB_PLAN_ENABLED;
  }
});
