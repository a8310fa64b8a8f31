// Hostile input suite: SQL injection attempts in every part of a request, malformed grammar,
// oversized/unicode/NUL values, bad JSON, unknown objects, silly limits. Invariants for every
// case: no 5xx, no SQL text of ours in the answer, no Postgres syntax error (42601 would mean
// input reached the SQL unescaped), nothing from tables the role may not read; and afterwards
// the sentinel table and the protected rows are intact.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openFixture, ANON, asUser, BOB, type Fixture, type ReqOpts } from './fixture.ts';

interface Case {
  name: string;
  method?: string;
  path: string;
  query?: string;
  body?: unknown;
  headers?: Record<string, string>;
  asBob?: boolean;
  /** Expected status (exact) when the behaviour is pinned down. */
  status?: number;
  code?: string;
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const DROP = "'); drop table sentinel; --";
const deepSelect = 'a('.repeat(5000) + 'b' + ')'.repeat(5000);
const deepOr = '(' + 'or('.repeat(3000) + 'id.eq.1' + ')'.repeat(3000) + ')';

const CASES: Case[] = [
  { name: 'quote in eq value', path: 'authors', query: q({ name: "eq.' or 1=1--" }), status: 200 },
  { name: 'statement terminator in eq value', path: 'authors', query: q({ name: `eq.x${DROP}` }), status: 200 },
  { name: 'injection in select column', path: 'authors', query: q({ select: 'name;drop table sentinel' }), status: 400 },
  { name: 'quoted identifier breakout in select', path: 'authors', query: q({ select: 'name,"x\\";drop table sentinel;--"' }), status: 400 },
  { name: 'injection in order', path: 'authors', query: q({ order: 'name;drop table sentinel' }), status: 400 },
  { name: 'subquery in order', path: 'authors', query: q({ order: 'name.desc,(select 1)' }), status: 400 },
  { name: 'injection after or=()', path: 'authors', query: q({ or: '(name.eq.x,id.eq.1);drop table sentinel' }), status: 400 },
  { name: 'quote inside or value', path: 'authors', query: q({ or: "(name.eq.x') or true--,id.eq.0)" }), status: 400, code: 'PGRST100' },
  { name: 'embed of an unrelated protected table', path: 'authors', query: q({ select: 'name,sentinel(*)' }), status: 400, code: 'PGRST200' },
  { name: 'injection in embed hint', path: 'authors', query: q({ select: 'name,books!author_id;drop(*)' }), status: 400 },
  { name: 'injection in cast', path: 'authors', query: q({ select: 'id::text;drop table sentinel' }), status: 400 },
  { name: 'cast breakout', path: 'authors', query: q({ select: 'id::int) from sentinel--' }), status: 400 },
  { name: 'keyword as cast', path: 'authors', query: q({ select: 'id::select' }), status: 400, code: '42704' },
  { name: 'injection in json path key (select)', path: 'authors', query: q({ select: `meta->>x${DROP}` }), status: 400 },
  { name: 'quote in json path key (filter)', path: 'authors', query: q({ "meta->>a'b": 'eq.1' }), status: 400, code: 'PGRST100' },
  { name: 'quote in json path key (order)', path: 'authors', query: q({ order: "meta->>'x'.desc" }), status: 400 },
  { name: 'anon reads RLS table', path: 'secrets', status: 200 },
  { name: 'anon reads RLS table with tautology', path: 'secrets', query: q({ or: '(owner.not.is.null,id.gt.0)' }), status: 200 },
  { name: 'anon embeds RLS table', path: 'authors', query: q({ select: '*,secrets(*)' }), status: 400, code: 'PGRST200' },
  { name: 'anon reads revoked table', path: 'sentinel', status: 401, code: '42501' },
  { name: 'bob reads revoked table', path: 'sentinel', asBob: true, status: 403, code: '42501' },
  { name: 'paren breakout in in-list', path: 'authors', query: q({ name: "in.(a,b'),c)" }), status: 200 },
  { name: 'quote escape in in-list', path: 'authors', query: q({ name: 'in.("a\\"),(b")' }), status: 200 },
  { name: 'huge number', path: 'authors', query: q({ id: 'eq.1e309' }), status: 400, code: '22P02' },
  { name: 'NaN number', path: 'authors', query: q({ id: 'eq.NaN' }), status: 400 },
  { name: 'negative limit', path: 'authors', query: q({ limit: '-5' }), status: 400, code: 'PGRST100' },
  { name: 'NaN limit', path: 'authors', query: q({ limit: 'NaN' }), status: 400, code: 'PGRST100' },
  { name: 'float offset', path: 'authors', query: q({ offset: '1e10' }), status: 400, code: 'PGRST100' },
  { name: 'overlong limit', path: 'authors', query: q({ limit: '99999999999999999999' }), status: 400 },
  { name: 'huge offset', path: 'authors', query: q({ offset: '999999999999999' }), status: 200 },
  { name: '1 MB value', path: 'authors', query: q({ name: 'eq.' + 'x'.repeat(1 << 20) }), status: 200 },
  { name: 'NUL in value', path: 'authors', query: q({ name: 'eq.a\u0000b' }), status: 400 },
  { name: 'NUL in column name', path: 'authors', query: q({ select: 'na\u0000me' }), status: 400 },
  { name: 'unicode table name', path: 'ünïcødé_tåble', status: 404, code: 'PGRST205' },
  { name: 'emoji and quotes value', path: 'authors', query: q({ name: 'eq.💥\'"\\' }), status: 200 },
  { name: 'deeply nested select', path: 'authors', query: q({ select: deepSelect }), status: 400 },
  { name: 'deeply nested or', path: 'authors', query: q({ or: deepOr }), status: 400 },
  { name: 'very deep json path', path: 'authors', query: q({ select: 'meta' + '->a'.repeat(3000) }), status: 400, code: 'PGRST100' },
  { name: 'very deep json path filter', path: 'authors', query: 'meta' + '->a'.repeat(3000) + '=eq.1', status: 400, code: 'PGRST100' },
  { name: 'wide or (20k terms)', path: 'authors', query: q({ or: '(' + Array(20000).fill('id.eq.1').join(',') + ')' }), status: 200 },
  { name: 'only commas in select', path: 'authors', query: q({ select: ',,,' }), status: 400 },
  { name: 'unbalanced parens in select', path: 'authors', query: q({ select: 'name,books(title' }), status: 400 },
  { name: 'unterminated quote in select', path: 'authors', query: q({ select: '"name' }), status: 400 },
  { name: 'three hints', path: 'books', query: q({ select: 'title,authors!author_id!inner!left(name)' }), status: 400 },
  { name: 'bad fts config', path: 'authors', query: q({ name: "fts(english';drop).x" }), status: 400, code: 'PGRST100' },
  { name: 'unknown fts config', path: 'authors', query: q({ name: 'fts(klingon).x' }), status: 400 },
  { name: 'malformed jsonb for cs', path: 'authors', query: q({ meta: 'cs.{"a":1' }), status: 400 },
  { name: 'malformed array for cs', path: 'authors', query: q({ tags: 'cs.{"a' }), status: 400 },
  { name: 'bad timestamp', path: 'authors', query: q({ created_at: "gt.infinity'--" }), status: 400 },
  { name: 'Prefer garbage', path: 'authors', headers: { prefer: 'count=exact; drop table sentinel, return=evil' }, status: 200 },
  { name: 'schema switch attempt', path: 'authors', headers: { 'accept-profile': 'pg_catalog' }, status: 406, code: 'PGRST106' },
  { name: 'path traversal', path: 'authors/../../etc/passwd', status: 404 },
  { name: 'rpc path traversal', path: 'rpc/../authors', status: 404 },
  { name: 'empty rpc name', path: 'rpc/', method: 'POST', body: {}, status: 404 },
  { name: 'catalog function via rpc', path: 'rpc/pg_sleep', method: 'POST', body: { seconds: 5 }, status: 404, code: 'PGRST202' },
  { name: 'injection in rpc arg value', path: 'rpc/add_them', method: 'POST', body: { a: `1${DROP}` }, status: 400, code: '22P02' },
  { name: 'injection in rpc arg name', path: 'rpc/add_them', method: 'POST', body: { [`a${DROP}`]: 1 }, status: 404 },
  { name: 'array body for named rpc', path: 'rpc/add_them', method: 'POST', body: [1, 2], status: 404 },
  { name: 'object for int rpc arg', path: 'rpc/add_them', method: 'POST', body: { a: { x: 1 } }, status: 400 },
  { name: 'injection in GET rpc arg', path: 'rpc/add_them', query: q({ a: `1${DROP}` }), status: 400 },
  { name: 'insert with injection text (stored verbatim)', path: 'authors', method: 'POST', body: { name: `x${DROP}` }, status: 201 },
  { name: 'truncated JSON body', path: 'authors', method: 'POST', body: '{"name":', status: 400, code: 'PGRST102' },
  { name: 'array of scalars body', path: 'authors', method: 'POST', body: [1, 2, 3], status: 400, code: 'PGRST102' },
  { name: 'array where text expected (stored as JSON text, like PostgREST)', path: 'authors', method: 'POST', body: { name: ['arr'] }, status: 201 },
  { name: 'injection in columns', path: 'authors', method: 'POST', query: q({ columns: `name${DROP}` }), body: [{ name: 'a' }], status: 400, code: 'PGRST204' },
  { name: 'injection in on_conflict', path: 'items', method: 'POST', query: q({ on_conflict: `name${DROP}` }), body: { name: 'pen' }, headers: { prefer: 'resolution=merge-duplicates' }, status: 400, code: 'PGRST204' },
  { name: 'injection in body key', path: 'authors', method: 'POST', body: { [`name${DROP}`]: 'a' }, status: 400, code: 'PGRST204' },
  { name: 'injection in patch value', path: 'authors', method: 'PATCH', query: q({ id: 'eq.1' }), body: { id: '1; drop table sentinel' }, status: 400, code: '22P02' },
  { name: 'array patch body', path: 'authors', method: 'PATCH', body: [], status: 400, code: 'PGRST102' },
  { name: 'anon mass delete on RLS table', path: 'secrets', method: 'DELETE', status: 204 },
  { name: 'anon mass update on RLS table', path: 'secrets', method: 'PATCH', body: { secret: 'pwned' }, status: 204 },
  { name: 'anon delete revoked table', path: 'sentinel', method: 'DELETE', status: 401 },
  { name: 'bob deletes alice rows', path: 'secrets', method: 'DELETE', asBob: true, query: q({ secret: 'like.alice*' }), headers: { prefer: 'return=representation' }, status: 200 },
  { name: 'bob writes as alice', path: 'secrets', method: 'POST', asBob: true, body: { owner: '11111111-1111-4111-8111-111111111111', secret: 'x' }, status: 403 },
  { name: 'unsupported method', path: 'authors', method: 'TRACE', status: 405 },
  { name: 'duplicate conflicting filters', path: 'authors', query: 'id=eq.1&id=eq.2', status: 200 },
  { name: 'aggregate attempt', path: 'authors', query: q({ select: 'count(),id.sum()' }), status: 400, code: 'PGRST123' },
  { name: 'stray embed filter', path: 'authors', query: q({ 'books!author_id.name': 'eq.x' }), status: 400 },
  { name: 'head on RLS table', path: 'secrets', method: 'HEAD', headers: { prefer: 'count=exact' }, status: 200 },
];

const OUR_SQL = /pgrst_|json_agg|lateral|json_populate|row_to_json|"public"\."|set_config|coalesce\(/i;

let f: Fixture;
let secretsBefore = 0;
before(async () => {
  f = await openFixture();
  secretsBefore = Number((await f.db.query<{ n: number }>('select count(*)::int as n from secrets')).rows[0].n);
});
after(async () => {
  await f.close();
});

// Controls: the same paths with benign input answer with data, so a hostile case's refusal (or its
// empty answer) is about the input and the role, not a path that never worked.
test('controls: benign filters, RLS rows of their owner and the rpc answer with data', async () => {
  const orhan = await f.req('GET', 'authors', { query: q({ name: 'eq.Orhan', select: 'name,country' }), identity: ANON });
  assert.equal(orhan.status, 200, orhan.body);
  assert.deepEqual(orhan.json, [{ name: 'Orhan', country: 'TR' }]);
  const inList = await f.req('GET', 'authors', { query: q({ name: 'in.(Elif,Jane)', select: 'name', order: 'name' }), identity: ANON });
  assert.deepEqual(inList.json, [{ name: 'Elif' }, { name: 'Jane' }]);
  // the owner sees their row: anon's and bob's empty answers below are RLS, not an empty table
  const own = await f.req('GET', 'secrets', { query: q({ select: 'secret' }), identity: asUser(BOB) });
  assert.deepEqual(own.json, [{ secret: 'bob-1' }]);
  const sum = await f.req('POST', 'rpc/add_them', { body: { a: 1, b: 2 }, identity: ANON });
  assert.equal(sum.status, 200, sum.body);
  assert.equal(sum.json, 3);
});

for (const c of CASES) {
  test(`hostile: ${c.name}`, async () => {
    const opts: ReqOpts = { query: c.query, body: c.body, headers: c.headers, identity: c.asBob ? asUser(BOB) : ANON };
    const r = await f.req(c.method ?? 'GET', c.path, opts);
    assert.ok(r.status < 500, `status ${r.status}: ${r.body.slice(0, 300)}`);
    assert.doesNotMatch(r.body.slice(0, 100_000), OUR_SQL, 'no SQL text in the response');
    const body = r.json as { code?: string } | unknown[] | undefined;
    if (body && !Array.isArray(body) && typeof body === 'object') {
      assert.notEqual(body.code, '42601', `syntax error means input reached SQL: ${r.body.slice(0, 300)}`);
      if (r.status >= 400) assert.deepEqual(Object.keys(body).sort(), ['code', 'details', 'hint', 'message']);
    }
    if (c.status !== undefined) assert.equal(r.status, c.status, r.body.slice(0, 300));
    if (c.code !== undefined) assert.equal((body as { code?: string }).code, c.code);
    if (c.path === 'secrets' && Array.isArray(body)) {
      assert.equal(body.length, 0, 'no rows of an RLS-protected table for this role');
    }
    if (c.path === 'secrets' && c.method === 'HEAD') assert.equal(r.headers['Content-Range'], '*/0');
  });
}

test('afterwards: sentinel and protected rows are intact, injected text stored verbatim', async () => {
  const s = await f.db.query<{ id: number }>('select id from sentinel');
  assert.deepEqual(s.rows, [{ id: 1 }]);
  const n = Number((await f.db.query<{ n: number }>('select count(*)::int as n from secrets')).rows[0].n);
  assert.equal(n, secretsBefore);
  const pwned = await f.db.query("select 1 from secrets where secret = 'pwned'");
  assert.equal(pwned.rows.length, 0);
  const stored = await f.db.query<{ name: string }>('select name from authors where name = $1', [`x${DROP}`]);
  assert.equal(stored.rows.length, 1);
});
