import { isCommonPassword } from '../common-passwords.ts';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
  STAFF_MIN_PASSWORD_LENGTH,
  passwordError,
  passwordProblems,
  personalParts,
  weakPasswordMessage,
  weakPasswordReasons,
} from '../password-rule.ts';

const student = { roles: ['kullanici'], email: 'ayse.yilmaz@okul.test', firstName: 'Ayşe', lastName: 'Yılmaz', isCommon: isCommonPassword };
const trainer = { roles: ['beyin_antrenoru'], email: 'mehmet@akademi.test', firstName: 'Mehmet', lastName: 'Demir', isCommon: isCommonPassword };

describe('password rule (issue 28 §2)', () => {
  it('students need 8 characters with a letter and a digit; staff need 10', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(STAFF_MIN_PASSWORD_LENGTH).toBe(10);
    expect(passwordProblems('Kedi4lar', student)).toEqual([]);
    expect(passwordProblems('Kedi4la', student)).toEqual(['length']);
    expect(passwordProblems('Kedi4lar', trainer)).toEqual(['length']);
    expect(passwordProblems('Kedi4larX9', trainer)).toEqual([]);
    expect(passwordError('Kedi4lar', trainer)).toBe('Şifre en az 10 karakter olmalı');
    expect(passwordError('Kedi4la', student)).toBe('Şifre en az 8 karakter olmalı');
  });

  it('any staff role among several raises the minimum', () => {
    expect(passwordProblems('Kedi4lar', { roles: ['kullanici', 'temsilci'] })).toEqual(['length']);
    expect(passwordProblems('Kedi4lar', { roles: ['admin'] })).toEqual(['length']);
    expect(passwordProblems('Kedi4lar', { roles: [] })).toEqual([]);
  });

  it('needs letters and digits; Turkish letters count as letters', () => {
    expect(passwordProblems('kedilerimiz', student)).toEqual(['characters']);
    expect(passwordProblems('83749201', student)).toEqual(['characters']);
    expect(passwordProblems('!!!!!!!!', student)).toEqual(['characters']);
    expect(passwordProblems('çğışöü12', student)).toEqual([]);
    expect(passwordError('kedilerimiz', student)).toBe('Şifre harf ve rakam içermeli');
    // symbols are fine but no substitute for a letter
    expect(passwordProblems('12!@#$%^&*', trainer)).toEqual(['characters']);
  });

  it('refuses the 10,000 most common passwords, in any case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('q1w2e3r4t5')).toBe(true);
    expect(passwordProblems('Password1', student)).toEqual(['common']);
    expect(passwordProblems('q1w2e3r4t5', trainer)).toEqual(['common']);
    expect(passwordError('1qaz2wsx', student)).toBe('Bu şifre çok yaygın, başka bir şifre seçin');
    // without the list (the browser), the server decides
    expect(passwordProblems('Password1', { roles: ['kullanici'] })).toEqual([]);
  });

  it('refuses the first or last name, Turkish letters and case folded', () => {
    expect(passwordProblems('Ayşe2015', student)).toEqual(['personal']);
    expect(passwordProblems('ayse2015', student)).toEqual(['personal']);
    expect(passwordProblems('AYŞE2015', student)).toEqual(['personal']);
    expect(passwordProblems('9yilmaz9', student)).toEqual(['personal']);
    expect(passwordProblems('YILMAZ2015', student)).toEqual(['personal']);
    expect(passwordError('Ayşe2015', student)).toBe(PASSWORD_MESSAGES.personal);
    expect(passwordError('Ayşe2015', student, true)).toBe(PASSWORD_MESSAGES.personalOther);
  });

  it('refuses the e-mail and its local part', () => {
    expect(passwordProblems('mehmet@akademi.test1', trainer)).toEqual(['personal']);
    expect(passwordProblems('Mehmet1234', trainer)).toEqual(['personal']);
    expect(passwordProblems('x1ayse.yilmaz', student)).toEqual(['personal']);
    expect(personalParts({ email: 'ayse.yilmaz@okul.test' })).toEqual(['ayse.yilmaz@okul.test', 'ayse.yilmaz', 'ayse', 'yilmaz']);
  });

  it('ignores name parts shorter than 3 letters', () => {
    expect(passwordProblems('Kaliteli42', { roles: ['kullanici'], firstName: 'Al', email: 'al@x.test' })).toEqual([]);
  });

  it('refuses more than 72 bytes (bcrypt)', () => {
    expect(passwordProblems(`a1${'ş'.repeat(36)}`, student)).toEqual(['too_long']);
    expect(passwordProblems(`a1${'x'.repeat(70)}`, student)).toEqual([]);
  });

  it('the demo accounts\' password passes the staff rule', () => {
    expect(passwordProblems('Akademi2026!', { roles: ['admin'], email: 'admin@akademi.test', firstName: 'Sistem', lastName: 'Yönetici', isCommon: isCommonPassword })).toEqual([]);
  });

  it('maps GoTrue weak_password reasons to Turkish', () => {
    expect(weakPasswordMessage(['length'], ['admin'])).toBe('Şifre en az 10 karakter olmalı');
    expect(weakPasswordMessage(['length', 'characters'])).toBe('Şifre en az 8 karakter olmalı. Şifre harf ve rakam içermeli');
    expect(weakPasswordMessage(['pwned'])).toBe('Bu şifre çok yaygın, başka bir şifre seçin');
    expect(weakPasswordReasons({ code: 'weak_password', reasons: ['pwned'] })).toEqual(['pwned']);
    expect(weakPasswordReasons({ code: 'weak_password', weak_password: { reasons: ['length'] } })).toEqual(['length']);
    expect(weakPasswordReasons({ code: 'invalid_credentials' })).toBeNull();
  });
});
