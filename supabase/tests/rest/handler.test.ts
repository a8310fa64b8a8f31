// handleRest against an in-memory PGlite with the fixture schema (no HTTP server).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openFixture, asUser, ANON, SERVICE, ALICE, BOB, type Fixture } from './fixture.ts';
import { invalidateCatalog, MAX_ROWS } from '../../local/src/rest/index.ts';

let f: Fixture;
before(async () => {
  f = await openFixture();
});
after(async () => {
  await f.close();
});

const OBJ = { accept: 'application/vnd.pgrst.object+json' };
type Row = Record<string, unknown>;

test('plain select: columns, order, limit/offset, Content-Range', async () => {
  const r = await f.req('GET', 'authors', { query: 'select=id,name&order=id.desc&limit=2&offset=1' });
  assert.equal(r.status, 200);
  assert.deepEqual(r.json, [{ id: 3, name: 'Jane' }, { id: 2, name: 'Elif' }]);
  assert.equal(r.headers['Content-Range'], '1-2/*');
  assert.match(r.headers['Content-Type'], /^application\/json/);
  const all = await f.req('GET', 'authors');
  assert.deepEqual(Object.keys((all.json as Row[])[0]), ['id', 'name', 'country', 'meta', 'tags', 'created_at']);
  assert.equal((all.json as Row[])[0].created_at, '2024-01-02T03:04:05+00:00');
});

test('count=exact: 200 full, 206 partial, */0 when empty, HEAD has no body', async () => {
  const full = await f.req('GET', 'authors', { query: 'select=id', headers: { prefer: 'count=exact' } });
  assert.equal(full.status, 200);
  assert.equal(full.headers['Content-Range'], '0-3/4');
  const part = await f.req('GET', 'authors', { query: 'select=id&limit=1', headers: { prefer: 'count=exact' } });
  assert.equal(part.status, 206);
  assert.equal(part.headers['Content-Range'], '0-0/4');
  const none = await f.req('GET', 'authors', { query: 'select=id&name=eq.zzz', headers: { prefer: 'count=exact' } });
  assert.equal(none.headers['Content-Range'], '*/0');
  assert.deepEqual(none.json, []);
  const head = await f.req('HEAD', 'books', { query: 'select=*&pages=gt.400', headers: { prefer: 'count=exact' } });
  assert.equal(head.status, 200);
  assert.equal(head.body, '');
  assert.equal(head.headers['Content-Range'], '0-3/4');
  const beyond = await f.req('GET', 'authors', { query: 'offset=10', headers: { prefer: 'count=exact' } });
  assert.equal(beyond.status, 416);
  assert.equal((beyond.json as Row).code, 'PGRST103');
});

test('filters: comparison, like/ilike, in, is, not, json paths, arrays, jsonb', async () => {
  const names = async (table: string, q: string) => ((await f.req('GET', table, { query: `select=${table === 'books' ? 'title' : 'name'}&${q}&order=id` })).json as Row[]).map((r) => r.title ?? r.name);
  assert.deepEqual(await names('books', 'pages=gte.470'), ['Benim Adım Kırmızı', 'Emma']);
  assert.deepEqual(await names('books', 'pages=lt.300'), ['Persuasion']);
  assert.deepEqual(await names('books', 'pages=neq.436&pages=lte.436'), ['Aşk', 'Persuasion']);
  assert.deepEqual(await names('books', 'title=like.*a*'), ['Kar', 'Emma', 'Persuasion']);
  assert.deepEqual(await names('books', 'title=ilike.e%'), ['Emma']);
  assert.deepEqual(await names('authors', 'name=in.(Elif,"Nobody, Jr.")'), ['Elif', 'Nobody, Jr.']);
  assert.deepEqual(await names('authors', 'name=not.in.(Elif,Jane)'), ['Orhan', 'Nobody, Jr.']);
  assert.deepEqual(await names('authors', 'country=is.null'), ['Nobody, Jr.']);
  assert.deepEqual(await names('authors', 'country=not.is.null&country=neq.TR'), ['Jane']);
  assert.deepEqual(await names('books', 'price=is.null'), ['Emma']);
  assert.deepEqual(await names('books', 'editor_id=isdistinct.2'), ['Aşk', 'Emma', 'Persuasion']);
  assert.deepEqual(await names('books', 'data->>genre=eq.novel'), ['Kar', 'Aşk']);
  assert.deepEqual(await names('books', 'data->rating=gt.3'), ['Kar', 'Benim Adım Kırmızı']);
  assert.deepEqual(await names('authors', 'meta=cs.{"lang":"tr"}'), ['Orhan', 'Elif']);
  assert.deepEqual(await names('authors', 'meta->nested=cd.{"a":1,"b":2}'), ['Orhan']);
  assert.deepEqual(await names('authors', 'tags=cs.{novel}'), ['Orhan', 'Elif']);
  assert.deepEqual(await names('authors', 'tags=cd.{novel,nobel,classic}'), ['Orhan', 'Elif', 'Jane', 'Nobody, Jr.']);
  assert.deepEqual(await names('authors', 'tags=ov.{classic,nobel}'), ['Orhan', 'Jane']);
  assert.deepEqual(await names('authors', 'name=match.^[EJ]'), ['Elif', 'Jane']);
  assert.deepEqual(await names('authors', 'name=imatch.^o'), ['Orhan']);
  assert.deepEqual(await names('authors', 'name=like(any).{O*,J*}'), ['Orhan', 'Jane']);
  assert.deepEqual(await names('books', 'published=gte.2000-01-01'), ['Kar', 'Aşk']);
  assert.deepEqual(await names('books', 'created_at=lt.2024-02-04T00:00:00Z'), ['Kar', 'Benim Adım Kırmızı', 'Aşk', 'Emma', 'Persuasion']);
  assert.deepEqual(await names('books', 'title=fts.persuasion'), ['Persuasion']);
  assert.deepEqual(await names('books', 'title=in.()'), []);
});

test('filters: or / and / not.or nested', async () => {
  const r = await f.req('GET', 'books', { query: 'select=title&or=(pages.gt.450,and(price.lt.10,published.gte.2000-01-01))&order=id' });
  assert.deepEqual((r.json as Row[]).map((x) => x.title), ['Benim Adım Kırmızı', 'Aşk', 'Emma']);
  const n = await f.req('GET', 'books', { query: 'select=title&not.or=(pages.gt.450,price.lt.10)' });
  assert.deepEqual(n.json, [{ title: 'Kar' }]);
  const q = await f.req('GET', 'authors', { query: 'select=name&or=(name.eq."Nobody, Jr.",name.in.("Elif",Jane))&order=id' });
  assert.deepEqual((q.json as Row[]).map((x) => x.name), ['Elif', 'Jane', 'Nobody, Jr.']);
});

test('order: desc/nullsfirst/nullslast and json path', async () => {
  const r = await f.req('GET', 'books', { query: 'select=title,price&order=price.desc.nullslast' });
  assert.deepEqual((r.json as Row[]).map((x) => x.title), ['Benim Adım Kırmızı', 'Kar', 'Aşk', 'Persuasion', 'Emma']);
  const nf = await f.req('GET', 'books', { query: 'select=title&order=price.asc.nullsfirst&limit=2' });
  assert.deepEqual((nf.json as Row[]).map((x) => x.title), ['Emma', 'Persuasion']);
  const j = await f.req('GET', 'authors', { query: 'select=name&order=meta->prizes.desc.nullslast,id' });
  assert.deepEqual((j.json as Row[]).map((x) => x.name), ['Jane', 'Orhan', 'Elif', 'Nobody, Jr.']);
});

test('select: aliases, casts, json paths', async () => {
  const r = await f.req('GET', 'authors', { query: 'select=n:name,id::text,lang:meta->>lang,meta->prizes,meta->nested->a&id=eq.1' });
  assert.deepEqual(r.json, [{ n: 'Orhan', id: '1', lang: 'tr', prizes: 1, a: 1 }]);
  const numeric = await f.req('GET', 'books', { query: 'select=price&id=eq.1' });
  assert.equal(numeric.body.includes('12.50'), true, 'numeric keeps its scale as PostgREST renders it');
});

test('embeds: to-one object/null, to-many array, many-to-many, aliases, nested', async () => {
  const r = await f.req('GET', 'books', {
    query: 'select=title,author:authors!author_id(name),editor:authors!books_editor_id_fkey(name),tags(name),reviews(stars,book:books(title))&id=in.(1,3)&order=id&reviews.order=stars',
  });
  assert.deepEqual(r.json, [
    {
      title: 'Kar',
      author: { name: 'Orhan' },
      editor: { name: 'Elif' },
      tags: [{ name: 'turkish' }, { name: 'prize' }],
      reviews: [{ stars: 4, book: { title: 'Kar' } }, { stars: 5, book: { title: 'Kar' } }],
    },
    { title: 'Aşk', author: { name: 'Elif' }, editor: null, tags: [], reviews: [] },
  ]);
  const fk = await f.req('GET', 'books', { query: 'select=title,author_id(name)&id=eq.4' });
  assert.deepEqual(fk.json, [{ title: 'Emma', author_id: { name: 'Jane' } }]);
  const rev = await f.req('GET', 'tags', { query: 'select=name,books(title)&order=id&books.order=id.desc' });
  assert.deepEqual((rev.json as Row[])[0], { name: 'turkish', books: [{ title: 'Benim Adım Kırmızı' }, { title: 'Kar' }] });
});

test('embeds: filters trim children, !inner and not.is.null filter parents, is.null anti-joins', async () => {
  const trim = await f.req('GET', 'authors', { query: 'select=name,books!author_id(title)&books.pages=gt.440&order=id' });
  assert.deepEqual(trim.json, [
    { name: 'Orhan', books: [{ title: 'Benim Adım Kırmızı' }] },
    { name: 'Elif', books: [] },
    { name: 'Jane', books: [{ title: 'Emma' }] },
    { name: 'Nobody, Jr.', books: [] },
  ]);
  const inner = await f.req('GET', 'authors', { query: 'select=name,b:books!author_id!inner(title)&b.pages=gt.440&order=id', headers: { prefer: 'count=exact' } });
  assert.deepEqual((inner.json as Row[]).map((x) => x.name), ['Orhan', 'Jane']);
  assert.equal(inner.headers['Content-Range'], '0-1/2');
  const notNull = await f.req('GET', 'authors', { query: 'select=name,books!author_id(title)&books=not.is.null&books.pages=gt.440&order=id' });
  assert.deepEqual((notNull.json as Row[]).map((x) => x.name), ['Orhan', 'Jane']);
  const anti = await f.req('GET', 'authors', { query: 'select=name,books!author_id(title)&books=is.null' });
  assert.deepEqual(anti.json, [{ name: 'Nobody, Jr.', books: [] }]);
  const toOneInner = await f.req('GET', 'books', { query: 'select=title,editor:authors!editor_id!inner(name)&editor.name=eq.Orhan' });
  assert.deepEqual(toOneInner.json, [{ title: 'Emma', editor: { name: 'Orhan' } }]);
  const limited = await f.req('GET', 'authors', { query: 'select=name,books!author_id(title)&books.order=id.desc&books.limit=1&books.offset=0&id=eq.1' });
  assert.deepEqual(limited.json, [{ name: 'Orhan', books: [{ title: 'Benim Adım Kırmızı' }] }]);
  const emptyEmbed = await f.req('GET', 'books', { query: 'select=title,authors!author_id!inner()&authors.country=eq.UK&order=id' });
  assert.deepEqual(emptyEmbed.json, [{ title: 'Emma' }, { title: 'Persuasion' }]);
  const embOr = await f.req('GET', 'authors', { query: 'select=name,books!author_id(title)&books.or=(pages.lt.300,title.eq.Kar)&id=in.(1,3)&order=id' });
  assert.deepEqual(embOr.json, [{ name: 'Orhan', books: [{ title: 'Kar' }] }, { name: 'Jane', books: [{ title: 'Persuasion' }] }]);
});

test('embeds: spread and ordering by a to-one column', async () => {
  const r = await f.req('GET', 'books', { query: 'select=title,...authors!author_id(author:name)&order=authors(name).desc,id&limit=3' });
  assert.deepEqual(r.json, [
    { title: 'Kar', author: 'Orhan' },
    { title: 'Benim Adım Kırmızı', author: 'Orhan' },
    { title: 'Emma', author: 'Jane' },
  ]);
  // PostgREST 13: a to-many spread gives each field as an array ([] without related rows).
  const many = await f.req('GET', 'authors', { query: 'select=name,...books!author_id(title)&books.order=id&id=in.(2,4)&order=id' });
  assert.equal(many.status, 200);
  assert.deepEqual(many.json, [{ name: 'Elif', title: ['Aşk'] }, { name: 'Nobody, Jr.', title: [] }]);
});

test('embeds: self-referencing FK as PostgREST — table name and hint give the children, FK column the parent', async () => {
  const kids = await f.req('GET', 'staff', { query: 'select=name,reports:staff(name)&id=eq.1&reports.order=id' });
  assert.deepEqual(kids.json, [{ name: 'Ada', reports: [{ name: 'Ben' }, { name: 'Cem' }] }]);
  const hinted = await f.req('GET', 'staff', { query: 'select=name,reports:staff!boss_id(name)&id=in.(1,4)&order=id&reports.order=id' });
  assert.deepEqual(hinted.json, [{ name: 'Ada', reports: [{ name: 'Ben' }, { name: 'Cem' }] }, { name: 'Dor', reports: [] }]);
  const byCol = await f.req('GET', 'staff', { query: 'select=name,boss_id(name)&id=eq.2' });
  assert.deepEqual(byCol.json, [{ name: 'Ben', boss_id: { name: 'Ada' } }]);
  const byAlias = await f.req('GET', 'staff', { query: 'select=name,boss:boss_id(name)&id=eq.3' });
  assert.deepEqual(byAlias.json, [{ name: 'Cem', boss: { name: 'Ada' } }]);
  const byCons = await f.req('GET', 'staff', { query: 'select=name,boss:staff!staff_boss_id_fkey(name)&id=eq.3' });
  assert.equal(byCons.status, 400, 'a constraint hint does not disambiguate a self-reference in PostgREST');
  assert.equal((byCons.json as Row).code, 'PGRST200');
});

test('embeds: views inherit FKs of their base table', async () => {
  const r = await f.req('GET', 'books_view', { query: 'select=title,authors(name)&id=eq.5' });
  assert.deepEqual(r.json, [{ title: 'Persuasion', authors: { name: 'Jane' } }]);
  const back = await f.req('GET', 'authors', { query: 'select=name,books_view(title)&id=eq.2' });
  assert.deepEqual(back.json, [{ name: 'Elif', books_view: [{ title: 'Aşk' }] }]);
});

test('embed errors: ambiguous 300 PGRST201, unknown 400 PGRST200, stray embed filter PGRST108', async () => {
  const amb = await f.req('GET', 'books', { query: 'select=title,authors(name)' });
  assert.equal(amb.status, 300);
  const body = amb.json as Row;
  assert.equal(body.code, 'PGRST201');
  assert.equal((body.details as unknown[]).length, 2);
  assert.match(String(body.hint), /authors!books_author_id_fkey/);
  const none = await f.req('GET', 'books', { query: 'select=title,sentinelx(id)' });
  assert.equal(none.status, 400);
  assert.equal((none.json as Row).code, 'PGRST200');
  assert.equal((none.json as Row).message, "Could not find a relationship between 'books' and 'sentinelx' in the schema cache");
  const hint = await f.req('GET', 'books', { query: 'select=title,authors!nope(name)' });
  assert.equal((hint.json as Row).code, 'PGRST200');
  const stray = await f.req('GET', 'books', { query: 'select=title&reviews.stars=eq.5' });
  assert.equal(stray.status, 400);
  assert.equal((stray.json as Row).code, 'PGRST108');
});

test('unknown table 404 PGRST205, unknown column 400 42703, bad parse 400 PGRST100', async () => {
  const t = await f.req('GET', 'author');
  assert.equal(t.status, 404);
  assert.deepEqual(t.json, {
    code: 'PGRST205',
    details: null,
    hint: "Perhaps you meant the table 'public.authors'",
    message: "Could not find the table 'public.author' in the schema cache",
  });
  for (const q of ['select=nope', 'nope=eq.1', 'order=nope', 'select=name,books!author_id(nope)', 'or=(nope.eq.1)']) {
    const r = await f.req('GET', 'authors', { query: q });
    assert.equal(r.status, 400, q);
    assert.equal((r.json as Row).code, '42703', q);
    // PostgREST names an embedded table <table>_<depth> in its SQL, so Postgres' message does too.
    assert.equal(String((r.json as Row).message), `column ${q.includes('books') ? 'books_1' : 'authors'}.nope does not exist`, q);
  }
  for (const q of ['select=id,', 'id=zz.1', 'limit=-1', 'order=id.sideways.x', 'or=(id.eq.1']) {
    const r = await f.req('GET', 'authors', { query: q });
    assert.equal(r.status, 400, q);
    assert.equal((r.json as Row).code, 'PGRST100', q);
  }
  const profile = await f.req('GET', 'authors', { headers: { 'accept-profile': 'auth' } });
  assert.equal(profile.status, 406);
  assert.equal((profile.json as Row).code, 'PGRST106');
  const put = await f.req('PUT', 'authors', { body: {} });
  assert.equal(put.status, 405);
});

test('Accept object: exactly one row or 406 PGRST116', async () => {
  const one = await f.req('GET', 'authors', { query: 'select=name&id=eq.2', headers: OBJ });
  assert.equal(one.status, 200);
  assert.deepEqual(one.json, { name: 'Elif' });
  assert.match(one.headers['Content-Type'], /vnd\.pgrst\.object\+json/);
  const many = await f.req('GET', 'authors', { headers: OBJ });
  assert.equal(many.status, 406);
  assert.deepEqual(many.json, { code: 'PGRST116', details: 'The result contains 4 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' });
  const zero = await f.req('GET', 'authors', { query: 'id=eq.99', headers: OBJ });
  assert.equal((zero.json as Row).details, 'The result contains 0 rows');
});

test('CSV output', async () => {
  const r = await f.req('GET', 'authors', { query: 'select=id,name&id=lte.4&order=id', headers: { accept: 'text/csv' } });
  assert.match(r.headers['Content-Type'], /^text\/csv/);
  assert.equal(r.body, 'id,name\n1,Orhan\n2,Elif\n3,Jane\n4,"Nobody, Jr."');
});

test('insert: minimal 201 empty, representation with select and embeds, bulk with columns', async () => {
  const min = await f.req('POST', 'items', { body: { name: 'min1' } });
  assert.equal(min.status, 201);
  assert.equal(min.body, '');
  const rep = await f.req('POST', 'items', { query: 'select=name,qty', body: { name: 'rep1', qty: 2 }, headers: { prefer: 'return=representation' } });
  assert.equal(rep.status, 201);
  assert.deepEqual(rep.json, [{ name: 'rep1', qty: 2 }]);
  const bulk = await f.req('POST', 'books', {
    query: 'columns="title","author_id","pages"&select=title,author:authors!author_id(name)',
    body: [{ title: 'B1', author_id: 1 }, { title: 'B2', author_id: 3, pages: 10, ignored: true }],
    headers: { prefer: 'return=representation' },
  });
  assert.equal(bulk.status, 201, bulk.body);
  assert.deepEqual(bulk.json, [{ title: 'B1', author: { name: 'Orhan' } }, { title: 'B2', author: { name: 'Jane' } }]);
  const single = await f.req('POST', 'items', { body: { name: 'obj1' }, headers: { prefer: 'return=representation', ...OBJ }, query: 'select=name' });
  assert.deepEqual(single.json, { name: 'obj1' });
  const json = await f.req('POST', 'authors', { body: { name: 'J', meta: { a: [1, { b: null }] }, tags: ['x', 'y"z'] }, headers: { prefer: 'return=representation' }, query: 'select=meta,tags' });
  assert.deepEqual(json.json, [{ meta: { a: [1, { b: null }] }, tags: ['x', 'y"z'] }]);
  const empty = await f.req('POST', 'items', { body: [], headers: { prefer: 'return=representation' } });
  assert.equal(empty.status, 201);
  assert.deepEqual(empty.json, []);
  const count = await f.req('POST', 'items', { query: 'columns="name"', body: [{ name: 'c1' }, { name: 'c2' }], headers: { prefer: 'count=exact' } });
  assert.equal(count.headers['Content-Range'], '*/2');
});

test('insert: missing=default, upsert merge/ignore with on_conflict', async () => {
  const def = await f.req('POST', 'items', { query: 'columns="name","qty"&select=name,qty', body: [{ name: 'd1' }, { name: 'd2', qty: 1 }], headers: { prefer: 'missing=default, return=representation' } });
  assert.deepEqual(def.json, [{ name: 'd1', qty: 5 }, { name: 'd2', qty: 1 }]);
  const nulls = await f.req('POST', 'items', { query: 'columns="name","qty"', body: [{ name: 'n1' }] });
  assert.equal(nulls.status, 400);
  assert.equal((nulls.json as Row).code, '23502');
  const merge = await f.req('POST', 'items', {
    query: 'on_conflict=name&columns="name","qty"&select=name,qty',
    body: [{ name: 'pen', qty: 42 }, { name: 'brand-new', qty: 1 }],
    headers: { prefer: 'resolution=merge-duplicates, return=representation' },
  });
  assert.equal(merge.status, 201, merge.body);
  assert.deepEqual(merge.json, [{ name: 'pen', qty: 42 }, { name: 'brand-new', qty: 1 }]);
  const ignore = await f.req('POST', 'items', {
    query: 'on_conflict=name&select=name,qty',
    body: { name: 'pen', qty: 0 },
    headers: { prefer: 'resolution=ignore-duplicates, return=representation' },
  });
  assert.deepEqual(ignore.json, []);
  const pen = await f.req('GET', 'items', { query: 'select=qty&name=eq.pen', headers: OBJ });
  assert.deepEqual(pen.json, { qty: 42 });
  const byPk = await f.req('POST', 'items', { body: { id: 1, name: 'pen', qty: 7 }, headers: { prefer: 'resolution=merge-duplicates' } });
  assert.equal(byPk.status, 200, 'an upsert that only updated answers 200 (PostgREST 12+)');
});

test('update and delete with filters, representation, single rollback, tx=rollback', async () => {
  await f.req('POST', 'items', { query: 'columns="name","qty"', body: [{ name: 'u1', qty: 1 }, { name: 'u2', qty: 1 }] });
  const up = await f.req('PATCH', 'items', { query: 'name=in.(u1,u2)&select=name,qty&order=name', body: { qty: 9 }, headers: { prefer: 'return=representation' } });
  assert.equal(up.status, 200);
  assert.deepEqual((up.json as Row[]).map((r) => r.qty), [9, 9]);
  const min = await f.req('PATCH', 'items', { query: 'name=eq.u1', body: { note: 'n' } });
  assert.equal(min.status, 204);
  assert.equal(min.body, '');
  const many = await f.req('PATCH', 'items', { query: 'name=in.(u1,u2)', body: { qty: 0 }, headers: { prefer: 'return=representation', ...OBJ } });
  assert.equal(many.status, 406);
  const still = await f.req('GET', 'items', { query: 'select=qty&name=eq.u1', headers: OBJ });
  assert.deepEqual(still.json, { qty: 9 }, 'a refused single-object write is rolled back');
  const rb = await f.req('DELETE', 'items', { query: 'name=eq.u2', headers: { prefer: 'tx=rollback, return=representation' } });
  assert.equal(rb.status, 200);
  assert.equal((rb.json as Row[]).length, 1);
  assert.equal(rb.headers['Preference-Applied'], 'return=representation, tx=rollback');
  const kept = await f.req('GET', 'items', { query: 'name=eq.u2' });
  assert.equal((kept.json as Row[]).length, 1);
  const del = await f.req('DELETE', 'items', { query: 'name=eq.u2&select=name', headers: { prefer: 'return=representation' } });
  assert.deepEqual(del.json, [{ name: 'u2' }]);
  const gone = await f.req('GET', 'items', { query: 'name=eq.u2' });
  assert.deepEqual(gone.json, []);
  const strict = await f.req('DELETE', 'items', { query: 'name=in.(u1,pen)', headers: { prefer: 'handling=strict, max-affected=1' } });
  assert.equal(strict.status, 400);
  assert.equal((strict.json as Row).code, 'PGRST124');
});

test('write errors: constraint codes and statuses, unknown columns, bad JSON', async () => {
  const dup = await f.req('POST', 'items', { body: { name: 'pen' } });
  assert.equal(dup.status, 409);
  assert.equal((dup.json as Row).code, '23505');
  assert.match(String((dup.json as Row).details), /already exists/);
  const fk = await f.req('POST', 'books', { body: { title: 'x', author_id: 999 } });
  assert.equal(fk.status, 409);
  assert.equal((fk.json as Row).code, '23503');
  const check = await f.req('POST', 'reviews', { body: { book_id: 1, stars: 9 } });
  assert.equal(check.status, 400);
  assert.equal((check.json as Row).code, '23514');
  const notNull = await f.req('POST', 'books', { body: { author_id: 1 } });
  assert.equal((notNull.json as Row).code, '23502');
  const badType = await f.req('GET', 'books', { query: 'pages=eq.abc' });
  assert.equal(badType.status, 400);
  assert.equal((badType.json as Row).code, '22P02');
  const col = await f.req('POST', 'items', { body: { name: 'q', nope: 1 } });
  assert.equal(col.status, 400);
  assert.deepEqual(col.json, { code: 'PGRST204', details: null, hint: null, message: "Could not find the 'nope' column of 'items' in the schema cache" });
  for (const body of ['{', '', 'null', '42', '"s"', '[1,2]', '[[]]']) {
    const r = await f.req('POST', 'items', { body });
    assert.equal(r.status, 400, body);
    assert.equal((r.json as Row).code, 'PGRST102', body);
  }
  const keys = await f.req('POST', 'items', { body: [{ name: 'a' }, { qty: 1 }] });
  assert.equal((keys.json as Row).message, 'All object keys must match');
  const patchArr = await f.req('PATCH', 'items', { query: 'id=eq.1', body: [{ qty: 1 }] });
  assert.equal((patchArr.json as Row).code, 'PGRST102');
});

test('RLS: anon sees nothing, users see their rows, violations are 401/403', async () => {
  const anon = await f.req('GET', 'secrets', { headers: { prefer: 'count=exact' } });
  assert.equal(anon.status, 200);
  assert.deepEqual(anon.json, []);
  assert.equal(anon.headers['Content-Range'], '*/0');
  const alice = await f.req('GET', 'secrets', { query: 'select=secret&order=id', identity: asUser(ALICE) });
  assert.deepEqual(alice.json, [{ secret: 'alice-1' }, { secret: 'alice-2' }]);
  const bob = await f.req('GET', 'secrets', { query: 'select=secret&secret=like.alice*', identity: asUser(BOB) });
  assert.deepEqual(bob.json, []);
  const forged = await f.req('POST', 'secrets', { body: { owner: BOB, secret: 'x' }, identity: asUser(ALICE) });
  assert.equal(forged.status, 403);
  assert.deepEqual(forged.json, { code: '42501', details: null, hint: null, message: 'new row violates row-level security policy for table "secrets"' });
  const own = await f.req('POST', 'secrets', { body: { owner: ALICE, secret: 'alice-3' }, identity: asUser(ALICE), headers: { prefer: 'return=representation' }, query: 'select=secret' });
  assert.deepEqual(own.json, [{ secret: 'alice-3' }]);
  const upd = await f.req('PATCH', 'secrets', { query: 'secret=eq.bob-1', body: { secret: 'hacked' }, identity: asUser(ALICE), headers: { prefer: 'count=exact' } });
  assert.equal(upd.status, 204);
  assert.equal(upd.headers['Content-Range'], '*/0');
  const svc = await f.req('GET', 'secrets', { query: 'select=secret&secret=eq.bob-1', identity: SERVICE });
  assert.deepEqual(svc.json, [{ secret: 'bob-1' }]);
  const denied = await f.req('GET', 'sentinel');
  assert.equal(denied.status, 401);
  assert.equal((denied.json as Row).code, '42501');
  const denied2 = await f.req('GET', 'sentinel', { identity: asUser(ALICE) });
  assert.equal(denied2.status, 403);
  const who = await f.req('POST', 'rpc/whoami', { body: {}, identity: asUser(ALICE) });
  assert.deepEqual(who.json, { role: 'authenticated', uid: ALICE });
  const whoAnon = await f.req('GET', 'rpc/whoami', { identity: ANON });
  assert.deepEqual(whoAnon.json, { role: 'anon', uid: null });
});

test('rpc: scalar, defaults, GET args, void 204, single json arg, arrays', async () => {
  assert.equal((await f.req('POST', 'rpc/add_them', { body: { a: 1 } })).body, '11');
  assert.equal((await f.req('POST', 'rpc/add_them', { body: { a: 1, b: 2 } })).body, '3');
  assert.equal((await f.req('GET', 'rpc/add_them', { query: 'a=5&b=6' })).body, '11');
  assert.deepEqual((await f.req('POST', 'rpc/hello', { body: {} })).json, 'merhaba');
  assert.deepEqual((await f.req('POST', 'rpc/hello', { body: '' })).json, 'merhaba');
  const v = await f.req('POST', 'rpc/do_nothing', { body: {} });
  assert.equal(v.status, 204);
  assert.equal(v.body, '');
  assert.deepEqual((await f.req('POST', 'rpc/echo_json', { body: { x: [1, 'a'] } })).json, { x: [1, 'a'] });
  assert.equal((await f.req('POST', 'rpc/tag_names', { body: { names: ['a', 'b'] } })).body, '2');
  assert.equal((await f.req('GET', 'rpc/tag_names', { query: 'names={a,b,c}' })).body, '3');
  const headRpc = await f.req('HEAD', 'rpc/add_them', { query: 'a=1' });
  assert.equal(headRpc.status, 200);
  assert.equal(headRpc.body, '');
});

test('rpc: set-returning functions take select, filters, order, limit, count, embeds', async () => {
  const rows = await f.req('POST', 'rpc/books_by_author', { body: { aid: 1 }, query: 'select=title,author:authors!author_id(name)&order=id.desc&id=lte.5' });
  assert.deepEqual(rows.json, [
    { title: 'Benim Adım Kırmızı', author: { name: 'Orhan' } },
    { title: 'Kar', author: { name: 'Orhan' } },
  ]);
  const filtered = await f.req('GET', 'rpc/books_by_author', { query: 'aid=3&select=title&pages=gt.300' });
  assert.deepEqual(filtered.json, [{ title: 'Emma' }]);
  const table = await f.req('GET', 'rpc/author_stats', { query: 'min_pages=400&n=gt.1' });
  assert.deepEqual(table.json, [{ author: 'Orhan', n: 2 }]);
  const nums = await f.req('GET', 'rpc/numbers', { query: 'n=5&limit=2&offset=1', headers: { prefer: 'count=exact' } });
  assert.deepEqual(nums.json, [2, 3]);
  assert.equal(nums.status, 206);
  assert.equal(nums.headers['Content-Range'], '1-2/5');
  const one = await f.req('POST', 'rpc/one_author', { body: { aid: 2 }, query: 'select=name' });
  assert.deepEqual(one.json, { name: 'Elif' });
  const single = await f.req('POST', 'rpc/books_by_author', { body: { aid: 2 }, query: 'select=title', headers: OBJ });
  assert.deepEqual(single.json, { title: 'Aşk' });
});

test('rpc errors: unknown 404 PGRST202, raise 400 P0001, writes in GET 405', async () => {
  const nf = await f.req('POST', 'rpc/nope', { body: { a: 1 } });
  assert.equal(nf.status, 404);
  assert.equal((nf.json as Row).code, 'PGRST202');
  assert.equal((nf.json as Row).message, 'Could not find the function public.nope(a) in the schema cache');
  const wrongArgs = await f.req('POST', 'rpc/add_them', { body: { z: 1 } });
  assert.equal(wrongArgs.status, 404);
  const missing = await f.req('POST', 'rpc/add_them', { body: {} });
  assert.equal((missing.json as Row).message, 'Could not find the function public.add_them without parameters in the schema cache');
  const raised = await f.req('POST', 'rpc/fail_custom', { body: {} });
  assert.equal(raised.status, 400);
  assert.deepEqual(raised.json, { code: 'P0001', details: null, hint: 'try again', message: 'custom failure' });
  const ro = await f.req('GET', 'rpc/bump_qty', { query: 'item=pen' });
  assert.equal(ro.status, 405);
  assert.equal((ro.json as Row).code, '25006');
  const ok = await f.req('POST', 'rpc/bump_qty', { body: { item: 'pen' } });
  assert.equal(ok.status, 200);
  const badJson = await f.req('POST', 'rpc/add_them', { body: '{"a":' });
  assert.equal((badJson.json as Row).code, 'PGRST102');
});

test('catalog: tables created later are found after invalidateCatalog()', async () => {
  await f.db.exec('create table late_table (id int primary key); insert into late_table values (7);');
  invalidateCatalog(f.db);
  const r = await f.req('GET', 'late_table');
  assert.deepEqual(r.json, [{ id: 7 }]);
});

test(`max_rows caps reads at ${MAX_ROWS}`, async () => {
  await f.db.exec('create table many_rows (id int primary key); insert into many_rows select generate_series(1, 1205);');
  invalidateCatalog(f.db);
  const r = await f.req('GET', 'many_rows', { query: 'select=id', headers: { prefer: 'count=exact' } });
  assert.equal((r.json as Row[]).length, MAX_ROWS);
  assert.equal(r.status, 206);
  assert.equal(r.headers['Content-Range'], `0-999/1205`);
  const lim = await f.req('GET', 'many_rows', { query: 'select=id&limit=5000&offset=1200' });
  assert.equal((lim.json as Row[]).length, 5);
});
