// Pure validators of the edge functions' request bodies (supabase/functions/_shared/validators.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HttpError } from '../../functions/_shared/http.ts';
import {
  MSG,
  generateStudentNumber,
  isEmail,
  optionalRole,
  parseDemographicInfo,
  priorityOrDefault,
  requireEmail,
  requireMinLength,
  requirePassword,
  requireRoles,
  requireText,
  requireUuid,
} from '../../functions/_shared/validators.ts';
import { parseCreateUserBody } from '../../functions/create-user/handler.ts';
import { parseSystemAlertBody } from '../../functions/system-alert/handler.ts';
import { parseSupportBody } from '../../functions/send-support-email/handler.ts';

/** Asserts fn throws HttpError 400 with exactly `message`. */
function rejects400(fn: () => unknown, message: string): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof HttpError, `expected HttpError, got ${String(e)}`);
    assert.equal(e.status, 400);
    assert.equal(e.message, message);
    return true;
  });
}

test('email: trimmed and lower-cased; malformed and non-strings refused with the spec message', () => {
  assert.equal(requireEmail('  Ali.Veli@Akademi.TEST '), 'ali.veli@akademi.test');
  for (const bad of ['', 'ali', 'ali@', '@x.com', 'a b@x.com', 'ali@x', 42, null, undefined, {}]) {
    rejects400(() => requireEmail(bad), MSG.emailInvalid);
  }
  assert.equal(isEmail('x'.repeat(250) + '@a.co'), false);
});

function rejectsWeak(fn: () => unknown, message: string, reasons: string[]): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof HttpError);
    assert.equal(e.status, 422);
    assert.equal(e.message, message);
    assert.deepEqual(e.extra, { code: 'weak_password', reasons });
    return true;
  });
}

test('password: the issue 28 rule (8 / staff 10, letters and digits, not common, not e-mail or name), at most 72 bytes', () => {
  assert.equal(requirePassword('Kalem4ler'), 'Kalem4ler');
  rejects400(() => requirePassword(123456), MSG.passwordRequired);
  rejects400(() => requirePassword(''), MSG.passwordRequired);
  rejectsWeak(() => requirePassword('Kalem4l'), 'Şifre en az 8 karakter olmalı', ['length']);
  rejectsWeak(() => requirePassword('Kalem4ler', { roles: ['beyin_antrenoru'] }), 'Şifre en az 10 karakter olmalı', ['length']);
  rejectsWeak(() => requirePassword('kalemlerimiz'), 'Şifre harf ve rakam içermeli', ['characters']);
  rejectsWeak(() => requirePassword('password1'), 'Bu şifre çok yaygın, başka bir şifre seçin', ['common']);
  rejectsWeak(() => requirePassword('123456'), 'Şifre en az 8 karakter olmalı', ['length', 'characters', 'common']);
  rejectsWeak(() => requirePassword('Ayşe2015', { firstName: 'Ayşe' }), 'Şifre e-posta adresinizi veya adınızı içermemeli', ['personal']);
  rejectsWeak(() => requirePassword('Ayşe2015', { firstName: 'Ayşe' }, true), 'Şifre kullanıcının e-posta adresini veya adını içermemeli', ['personal']);
  rejectsWeak(() => requirePassword('a1' + 'ş'.repeat(36)), 'Şifre en fazla 72 bayt olabilir', ['too_long']); // 74 bytes
});

test('text: trimmed, blank refused, length capped', () => {
  assert.equal(requireText('  Merhaba ', 'x'), 'Merhaba');
  rejects400(() => requireText('   ', 'Başlık ve mesaj alanları zorunludur'), 'Başlık ve mesaj alanları zorunludur');
  rejects400(() => requireText(5, 'zorunlu'), 'zorunlu');
  assert.throws(() => requireText('abc', 'uzun', 2), HttpError);
  assert.equal(requireMinLength(' ab ', 2, 'min'), 'ab');
  rejects400(() => requireMinLength(' a ', 2, 'min'), 'min');
});

test('roles: non-empty, known, de-duplicated', () => {
  assert.deepEqual(requireRoles(['admin', 'kullanici', 'admin']), ['admin', 'kullanici']);
  rejects400(() => requireRoles([]), 'En az bir rol seçmelisiniz');
  rejects400(() => requireRoles('admin'), 'En az bir rol seçmelisiniz');
  rejects400(() => requireRoles(['superuser']), 'Geçersiz rol: superuser');
  assert.equal(optionalRole(undefined), null);
  assert.equal(optionalRole('all'), null);
  assert.equal(optionalRole('temsilci'), 'temsilci');
  assert.throws(() => optionalRole('root'), HttpError);
});

test('priority: low/normal/high/urgent, fallback when absent', () => {
  assert.equal(priorityOrDefault(undefined, 'high'), 'high');
  assert.equal(priorityOrDefault('urgent', 'high'), 'urgent');
  assert.throws(() => priorityOrDefault('critical', 'high'), HttpError);
  assert.throws(() => priorityOrDefault(3, 'high'), HttpError);
});

test('uuid', () => {
  assert.equal(requireUuid('6F1C2B9E-1111-4222-8333-944455556666', 'x'), '6f1c2b9e-1111-4222-8333-944455556666');
  rejects400(() => requireUuid('1; drop table users', 'bad id'), 'bad id');
});

test('demographic info: aliases mapped, empty values become null, values checked', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  assert.equal(parseDemographicInfo(undefined), null);
  assert.deepEqual(
    parseDemographicInfo({ school: ' Atatürk İO ', grade: 5, parent_phone: '', gender: 'female', date_of_birth: '2015-03-04', notes: null }, now),
    { school_name: 'Atatürk İO', grade_level: '5', parent_phone: null, gender: 'female', birth_date: '2015-03-04', notes: null },
  );
  assert.deepEqual(parseDemographicInfo({ grade_level: '7', grade: '3' }, now), { grade_level: '7' });
  assert.throws(() => parseDemographicInfo([], now), HttpError);
  assert.throws(() => parseDemographicInfo({ favourite_colour: 'mavi' }, now), HttpError);
  assert.throws(() => parseDemographicInfo({ gender: 'x' }, now), HttpError);
  assert.throws(() => parseDemographicInfo({ grade_level: '13' }, now), HttpError);
  assert.throws(() => parseDemographicInfo({ grade_level: '2.5' }, now), HttpError);
  assert.throws(() => parseDemographicInfo({ parent_email: 'veli' }, now), HttpError);
  assert.throws(() => parseDemographicInfo({ birth_date: '2015-02-30' }, now), HttpError);
  assert.throws(() => parseDemographicInfo({ birth_date: '2030-01-01' }, now), HttpError);
  assert.throws(() => parseDemographicInfo({ notes: { nested: true } }, now), HttpError);
});

test('demographic info: parent phone is a Turkish number, stored as +90 XXX XXX XX XX (issue 25)', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  assert.deepEqual(parseDemographicInfo({ parent_phone: '0532 123 45 67' }, now), { parent_phone: '+90 532 123 45 67' });
  assert.deepEqual(parseDemographicInfo({ guardian_phone: '532-123-4567' }, now), { parent_phone: '+90 532 123 45 67' });
  assert.deepEqual(parseDemographicInfo({ parent_phone: '0212 123 45 67' }, now), { parent_phone: '+90 212 123 45 67' });
  assert.deepEqual(parseDemographicInfo({ parent_phone: 5321234567 }, now), { parent_phone: '+90 532 123 45 67' });
  for (const bad of ['abc-telefon-yok!!', '0532 123 45', '+1 212 555 0100', '0800 123 45 67']) {
    assert.throws(
      () => parseDemographicInfo({ parent_phone: bad }, now),
      (e: unknown) => e instanceof HttpError && e.status === 400 && /Geçerli bir Türkiye telefon numarası/.test(e.message),
      bad,
    );
  }
});

test('student number: STU- plus the last 8 digits of the timestamp (spec 1 §3)', () => {
  assert.equal(generateStudentNumber(1763800000123), 'STU-00000123');
});

test('create-user body: both spellings, trimmed names, student number generated for students', () => {
  const now = 1763812345678;
  const a = parseCreateUserBody(
    { email: 'Yeni@Akademi.test', password: 'Kalem4ler', firstName: ' Ayşe ', lastName: 'Yılmaz', roles: ['kullanici'], demographicInfo: { grade: '4' } },
    now,
  );
  assert.deepEqual(a, {
    email: 'yeni@akademi.test',
    password: 'Kalem4ler',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    roles: ['kullanici'],
    demographicInfo: { grade_level: '4', student_number: 'STU-12345678' },
  });
  const b = parseCreateUserBody({ email: 'b@akademi.test', password: 'Kalem4lerX9', first_name: 'B', last_name: 'C', roles: ['beyin_antrenoru'] }, now);
  assert.equal(b.demographicInfo, null);
  assert.equal(b.firstName, 'B');
  rejects400(() => parseCreateUserBody({ email: 'b@akademi.test', password: 'Kalem4ler', firstName: ' ', lastName: 'C', roles: ['kullanici'] }), 'Ad alanı zorunludur');
  rejects400(() => parseCreateUserBody({ email: 'b@akademi.test', password: 'Kalem4ler', firstName: 'B', roles: ['kullanici'] }), 'Soyad alanı zorunludur');
  rejectsWeak(() => parseCreateUserBody({ email: 'b@akademi.test', password: '123', firstName: 'B', lastName: 'C', roles: ['kullanici'] }), 'Şifre en az 8 karakter olmalı', ['length', 'characters']);
  rejectsWeak(() => parseCreateUserBody({ email: 'b@akademi.test', password: 'Kalem4ler', firstName: 'B', lastName: 'C', roles: ['temsilci'] }), 'Şifre en az 10 karakter olmalı', ['length']);
  rejectsWeak(
    () => parseCreateUserBody({ email: 'ayse@okul.test', password: 'Ayşe2015', firstName: 'Ayşe', lastName: 'Kaya', roles: ['kullanici'] }),
    'Şifre kullanıcının e-posta adresini veya adını içermemeli',
    ['personal'],
  );
  rejects400(() => parseCreateUserBody({ email: 'b@akademi.test', password: '123456', firstName: 'B', lastName: 'C', roles: [] }), 'En az bir rol seçmelisiniz');
});

test('system-alert body: default priority high, title and message required, role optional', () => {
  assert.deepEqual(parseSystemAlertBody({ title: ' Bakım ', message: ' Yarın 10:00 ' }), {
    title: 'Bakım',
    message: 'Yarın 10:00',
    priority: 'high',
    targetRole: null,
  });
  assert.equal(parseSystemAlertBody({ title: 'a', message: 'b', priority: 'low', targetRole: 'kullanici' }).targetRole, 'kullanici');
  rejects400(() => parseSystemAlertBody({ title: '  ', message: 'b' }), 'Başlık ve mesaj alanları zorunludur');
  rejects400(() => parseSystemAlertBody({ title: 'a', message: '' }), 'Başlık ve mesaj alanları zorunludur');
});

test('support body: spec 1 §5 Contact rules with the Turkish messages', () => {
  const ok = { name: 'Ali Veli', email: 'ali@akademi.test', subject: 'teknik-sorun', message: 'Rapor sayfası açılmıyor.' };
  assert.deepEqual(parseSupportBody(ok), ok);
  rejects400(() => parseSupportBody({ ...ok, name: 'A' }), 'Ad Soyad en az 2 karakter olmalıdır');
  rejects400(() => parseSupportBody({ ...ok, email: 'ali' }), 'Geçerli bir e-posta adresi giriniz');
  rejects400(() => parseSupportBody({ ...ok, subject: '' }), 'Konu seçiniz');
  rejects400(() => parseSupportBody({ ...ok, subject: 'spam' }), 'Konu seçiniz');
  rejects400(() => parseSupportBody({ ...ok, message: 'kısa' }), 'Mesaj en az 10 karakter olmalıdır');
});
