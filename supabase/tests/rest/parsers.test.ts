// Unit tests of the select / filter / order / Prefer parsers (no database).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkAggregates, parseSelect } from '../../local/src/rest/select-parser.ts';
import {
  parseCondition,
  parseFieldRef,
  parseLogic,
  parseOrder,
  parsePrefer,
  parseColumns,
  parseNonNegativeInt,
  splitTopLevel,
} from '../../local/src/rest/filter-parser.ts';
import { collectOptions } from '../../local/src/rest/request.ts';
import { RestError } from '../../local/src/rest/errors.ts';

const fails = (fn: () => unknown, code: string) =>
  assert.throws(fn, (e: unknown) => e instanceof RestError && e.code === code && e.status < 500);

test('select: star, columns, aliases, casts, json paths', () => {
  assert.deepEqual(parseSelect(undefined), [{ type: 'star' }]);
  assert.deepEqual(parseSelect(''), [{ type: 'star' }]);
  assert.deepEqual(parseSelect('id, name'), [
    { type: 'field', name: 'id', jsonPath: [] },
    { type: 'field', name: 'name', jsonPath: [] },
  ]);
  assert.deepEqual(parseSelect('n:name::text'), [{ type: 'field', name: 'name', jsonPath: [], alias: 'n', cast: 'text' }]);
  assert.deepEqual(parseSelect('data->a->>b,x:data->0'), [
    { type: 'field', name: 'data', jsonPath: [{ op: '->', key: 'a' }, { op: '->>', key: 'b' }] },
    { type: 'field', name: 'data', jsonPath: [{ op: '->', key: '0' }], alias: 'x' },
  ]);
  assert.deepEqual(parseSelect('"first name"'), [{ type: 'field', name: 'first name', jsonPath: [] }]);
  assert.deepEqual(parseSelect('adı,öğrenci_no'), [
    { type: 'field', name: 'adı', jsonPath: [] },
    { type: 'field', name: 'öğrenci_no', jsonPath: [] },
  ]);
});

test('select: embeds with alias, hint, inner, nesting and spread', () => {
  const [, embed] = parseSelect('*,student:users!student_id!inner(first_name,last_name,supervisor:users(id))');
  assert.deepEqual(embed, {
    type: 'embed',
    relation: 'users',
    alias: 'student',
    hint: 'student_id',
    joinType: 'inner',
    spread: false,
    fields: [
      { type: 'field', name: 'first_name', jsonPath: [] },
      { type: 'field', name: 'last_name', jsonPath: [] },
      { type: 'embed', relation: 'users', alias: 'supervisor', spread: false, fields: [{ type: 'field', name: 'id', jsonPath: [] }] },
    ],
  });
  assert.deepEqual(parseSelect('id,teacher:users!inner(name)')[1], {
    type: 'embed', relation: 'users', alias: 'teacher', joinType: 'inner', spread: false, fields: [{ type: 'field', name: 'name', jsonPath: [] }],
  });
  assert.deepEqual(parseSelect('...authors!author_id(name)')[0], {
    type: 'embed', relation: 'authors', hint: 'author_id', spread: true, fields: [{ type: 'field', name: 'name', jsonPath: [] }],
  });
  assert.deepEqual(parseSelect('tags()')[0], { type: 'embed', relation: 'tags', spread: false, fields: [] });
});

test('select: malformed input is PGRST100, aggregates PGRST123', () => {
  for (const bad of ['id,', 'a(', 'a(b', 'a)b', ',', 'a::', 'a->', 'x:', 'a!(b)', '"unterminated', 'a b(c', 'a,,b', '...x:y(z)', 'a!b!c!d(e)']) {
    fails(() => parseSelect(bad), 'PGRST100');
  }
  fails(() => checkAggregates(parseSelect('count()'), false), 'PGRST123');
  fails(() => checkAggregates(parseSelect('name,books(amount.sum())'), false), 'PGRST123');
  checkAggregates(parseSelect('name,books(count)'), false); // count(row), PostgREST's backwards-compatible count
  assert.deepEqual(parseSelect('n:count()::text')[0], { type: 'field', name: '*', jsonPath: [], aggregate: 'count', alias: 'n', aggCast: 'text' });
  assert.deepEqual(parseSelect('s:data->>x::int.sum()::text')[0], {
    type: 'field', name: 'data', jsonPath: [{ op: '->>', key: 'x' }], alias: 's', cast: 'int', aggregate: 'sum', aggCast: 'text',
  });
  fails(() => parseSelect('amount.drop()'), 'PGRST100');
});

test('filters: operators, not, quoting, in-lists, is', () => {
  const f = parseFieldRef('age');
  assert.deepEqual(parseCondition(f, 'eq.5'), { type: 'cond', field: f, negate: false, op: 'eq', value: '5' });
  assert.equal(parseCondition(f, 'not.eq.5').negate, true);
  assert.equal(parseCondition(f, 'eq.a.b.c').value, 'a.b.c');
  assert.equal(parseCondition(f, 'like.*ab*').value, '%ab%');
  assert.equal(parseCondition(f, 'ilike.%ab%').value, '%ab%');
  assert.deepEqual(parseCondition(f, 'in.(a,"b,c",d)').list, ['a', 'b,c', 'd']);
  assert.deepEqual(parseCondition(f, 'in.("say \\"hi\\"",x)').list, ['say "hi"', 'x']);
  assert.deepEqual(parseCondition(f, 'in.()').list, []);
  assert.equal(parseCondition(f, 'is.NULL').value, 'null');
  assert.equal(parseCondition(f, 'is.not_null').value, 'not_null');
  assert.deepEqual(parseCondition(f, 'like(any).{a*,*b}').list, ['a%', '%b']);
  assert.equal(parseCondition(f, 'like(any).{a*,*b}').quantifier, 'any');
  assert.equal(parseCondition(f, 'fts(english).cat').ftsConfig, 'english');
  assert.equal(parseCondition(f, 'cs.{"a":1}').value, '{"a":1}');
  assert.equal(parseCondition(f, 'eq.').value, '');
  fails(() => parseCondition(f, 'nope.5'), 'PGRST100');
  fails(() => parseCondition(f, '5'), 'PGRST100');
  fails(() => parseCondition(f, 'is.maybe'), 'PGRST100');
  fails(() => parseCondition(f, 'in.1,2'), 'PGRST100');
  fails(() => parseCondition(f, 'eq(foo).1'), 'PGRST100');
});

test('filters: json path fields', () => {
  assert.deepEqual(parseFieldRef('data->>b'), { name: 'data', jsonPath: [{ op: '->>', key: 'b' }] });
  fails(() => parseFieldRef('a b)'), 'PGRST100');
});

test('logic trees: or/and nesting, quoted values, in-lists', () => {
  const t = parseLogic('or', false, '(a.eq.1,b.gt.2,and(c.is.null,d.in.(1,2)),not.or(e.eq."x,y",f->>g.neq.h))');
  assert.equal(t.children.length, 4);
  const [a, b, and, notOr] = t.children;
  assert.deepEqual(a, { type: 'cond', field: { name: 'a', jsonPath: [] }, negate: false, op: 'eq', value: '1' });
  assert.equal(b.type === 'cond' && b.op, 'gt');
  assert.ok(and.type === 'logic' && and.op === 'and' && and.children.length === 2);
  assert.ok(notOr.type === 'logic' && notOr.negate && notOr.op === 'or');
  if (notOr.type === 'logic') {
    assert.equal(notOr.children[0].type === 'cond' && notOr.children[0].value, 'x,y');
    assert.deepEqual(notOr.children[1].type === 'cond' && notOr.children[1].field, { name: 'f', jsonPath: [{ op: '->>', key: 'g' }] });
  }
  for (const bad of ['a.eq.1', '(a.eq.1', '()', '(a)', '(a.eq.1)(b.eq.2)', '(and(a.eq.1)', '(a.zz.1)']) {
    fails(() => parseLogic('or', false, bad), 'PGRST100');
  }
});

test('order, limit, columns, split', () => {
  assert.deepEqual(parseOrder('created_at.desc.nullslast,name'), [
    { field: { name: 'created_at', jsonPath: [] }, dir: 'desc', nulls: 'last' },
    { field: { name: 'name', jsonPath: [] } },
  ]);
  assert.deepEqual(parseOrder('data->>x.asc.nullsfirst'), [{ field: { name: 'data', jsonPath: [{ op: '->>', key: 'x' }] }, dir: 'asc', nulls: 'first' }]);
  assert.deepEqual(parseOrder('authors(name).desc'), [{ relation: 'authors', field: { name: 'name', jsonPath: [] }, dir: 'desc' }]);
  fails(() => parseOrder('a,,b'), 'PGRST100');
  fails(() => parseOrder('a;drop'), 'PGRST100');
  assert.equal(parseNonNegativeInt('10', 'limit'), 10);
  for (const bad of ['-1', 'NaN', '1e3', '', '1.5', '99999999999999999999']) fails(() => parseNonNegativeInt(bad, 'limit'), 'PGRST100');
  assert.deepEqual(parseColumns('"a","b"'), ['a', 'b']);
  assert.deepEqual(parseColumns('a,b'), ['a', 'b']);
  assert.deepEqual(splitTopLevel('a,(b,c),"d,e",{f,g}'), ['a', '(b,c)', '"d,e"', '{f,g}']);
});

test('Prefer: comma-joined values', () => {
  assert.deepEqual(parsePrefer('resolution=ignore-duplicates, count=exact, missing=default'), {
    resolution: 'ignore-duplicates',
    count: 'exact',
    missing: 'default',
  });
  assert.deepEqual(parsePrefer('return=representation,tx=rollback'), { return: 'representation', tx: 'rollback' });
  assert.deepEqual(parsePrefer('handling=strict, max-affected=3'), { handling: 'strict', maxAffected: 3 });
  assert.deepEqual(parsePrefer('bogus, return=nope, timezone=Europe/Istanbul'), { invalid: ['bogus', 'return=nope'] });
  assert.deepEqual(parsePrefer('count=planned, count=exact, return=minimal'), { count: 'planned', return: 'minimal' }, 'the first value wins');
});

test('query options are grouped by embed path', () => {
  const o = collectOptions(
    new URLSearchParams('select=*&id=eq.1&books.order=id.desc&books.limit=2&books.tags.name=eq.x&or=(a.eq.1)&books.not.or=(b.eq.2)&data->>k=eq.v&apikey=zzz&columns=a'),
  );
  assert.deepEqual([...o.keys()].sort(), ['', 'books', 'books.tags']);
  assert.equal(o.get('')!.filters.length, 3);
  assert.equal(o.get('books')!.limit, 2);
  assert.equal(o.get('books')!.order![0].dir, 'desc');
  assert.ok(o.get('books')!.filters[0].type === 'logic' && o.get('books')!.filters[0].negate);
  assert.equal(o.get('books.tags')!.filters.length, 1);
});

test('errors: SQLSTATE → HTTP status like PostgREST, nothing internal leaks', async () => {
  const { toRestError } = await import('../../local/src/rest/errors.ts');
  const anon = { role: 'anon' as const, claims: { role: 'anon' } };
  const user = { role: 'authenticated' as const, claims: { role: 'authenticated', sub: 'x' } };
  const pgErr = (code: string, message = 'm', extra: Record<string, unknown> = {}) => Object.assign(new Error(message), { code, ...extra });
  const cases: [string, number][] = [
    ['23505', 409], ['23503', 409], ['23514', 400], ['23502', 400], ['22P02', 400], ['P0001', 400],
    ['42P01', 404], ['42883', 404], ['25006', 405], ['PT418', 418], ['08006', 503], ['XX000', 400], ['57014', 500], ['42703', 400],
  ];
  for (const [code, status] of cases) assert.equal(toRestError(pgErr(code), user).status, status, code);
  assert.equal(toRestError(pgErr('42501'), anon).status, 401);
  assert.equal(toRestError(pgErr('42501'), user).status, 403);
  const full = toRestError(pgErr('23505', 'duplicate key value violates unique constraint "x"', { detail: 'Key (a)=(1) already exists.', hint: undefined }), user);
  assert.deepEqual(full.body(), { code: '23505', details: 'Key (a)=(1) already exists.', hint: null, message: 'duplicate key value violates unique constraint "x"' });
  const origError = console.error;
  console.error = () => undefined;
  try {
    const bug = toRestError(new TypeError('cannot read x of undefined at select "secret" from y'), user);
    assert.equal(bug.status, 400);
    assert.equal(bug.message, 'Could not process the request');
  } finally {
    console.error = origError;
  }
});
