// Who may create whom (supabase/functions/_shared/roles.ts): the server-side rule of create-user.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canCreateAnyone, canCreateWithRoles, knownRoles, ROLES, type Role } from '../../functions/_shared/roles.ts';

const allowed = (caller: string[], requested: Role[]) => canCreateWithRoles(caller, requested).ok;

test('trainer creates only students: exactly [kullanici]', () => {
  assert.equal(allowed(['beyin_antrenoru'], ['kullanici']), true);
  for (const r of ['admin', 'temsilci', 'beyin_antrenoru'] as Role[]) assert.equal(allowed(['beyin_antrenoru'], [r]), false);
  assert.equal(allowed(['beyin_antrenoru'], ['kullanici', 'beyin_antrenoru']), false);
});

test('temsilci creates only trainers: exactly [beyin_antrenoru]', () => {
  assert.equal(allowed(['temsilci'], ['beyin_antrenoru']), true);
  for (const r of ['admin', 'temsilci', 'kullanici'] as Role[]) assert.equal(allowed(['temsilci'], [r]), false);
  assert.equal(allowed(['temsilci'], ['beyin_antrenoru', 'kullanici']), false);
});

test('admin creates any non-empty combination', () => {
  assert.equal(allowed(['admin'], [...ROLES]), true);
  assert.equal(allowed(['admin'], ['admin']), true);
  assert.equal(allowed(['admin'], ['temsilci', 'kullanici']), true);
  assert.equal(allowed(['admin'], []), false);
});

test('kullanici and role-less callers create nobody', () => {
  assert.equal(allowed(['kullanici'], ['kullanici']), false);
  assert.equal(allowed([], ['kullanici']), false);
  assert.equal(canCreateAnyone(['kullanici']), false);
  assert.equal(canCreateAnyone([]), false);
  assert.equal(canCreateAnyone(['beyin_antrenoru']), true);
});

test('several roles: any held role may allow the request, but role sets are not merged', () => {
  const both = ['temsilci', 'beyin_antrenoru'];
  assert.equal(allowed(both, ['kullanici']), true);
  assert.equal(allowed(both, ['beyin_antrenoru']), true);
  assert.equal(allowed(both, ['beyin_antrenoru', 'kullanici']), false);
  assert.equal(allowed(['admin', 'beyin_antrenoru'], ['temsilci']), true); // cokrol@ holds admin
});

test('refusal is a 403 with a Turkish message', () => {
  const d = canCreateWithRoles(['beyin_antrenoru'], ['temsilci']);
  assert.deepEqual(d, { ok: false, status: 403, message: 'Bu rollerde kullanıcı oluşturma yetkiniz yok' });
});

test('knownRoles drops unknown values and non-arrays', () => {
  assert.deepEqual(knownRoles(['admin', 'root', 3, 'kullanici']), ['admin', 'kullanici']);
  assert.deepEqual(knownRoles(null), []);
  assert.deepEqual(knownRoles('admin'), []);
});
