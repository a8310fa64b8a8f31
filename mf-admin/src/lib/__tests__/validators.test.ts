import {
  validateDemographicLengths,
  validateProfileLengths,
  MSG,
  allowedCreationRoles,
  compactDemographics,
  creationDemographics,
  isValidEmail,
  phoneOrNull,
  studentDemographics,
  validateNewUser,
  validatePhones,
} from '../validators';

describe('phones (issue 25)', () => {
  it('accepts blank and Turkish numbers, refuses text with the field named', () => {
    expect(validatePhones({ phone: '', details: { parent_phone: '0532 123 45 67' } })).toBeNull();
    expect(validatePhones({ phone: 'abc-telefon-yok!!' })).toMatch(/^Telefon: Geçerli bir Türkiye telefon numarası/);
    expect(validatePhones({ details: { parent_phone: 'abc-telefon-yok!!' } })).toMatch(/^Veli Telefonu: Geçerli bir Türkiye telefon numarası/);
  });
  it('stores the canonical form', () => {
    expect(phoneOrNull('532-123-4567')).toBe('+90 532 123 45 67');
    expect(studentDemographics({ parent_phone: '0212 123 45 67' }, 0).parent_phone).toBe('+90 212 123 45 67');
    expect(compactDemographics({ parent_phone: '05321234567' })).toEqual({ parent_phone: '+90 532 123 45 67' });
  });
});

const valid = { firstName: 'Ali', lastName: 'Veli', email: 'ali@example.com', password: 'Kalem4ler', roles: ['kullanici' as const] };

describe('validateNewUser (spec 1 §5)', () => {
  it('accepts a complete form', () => expect(validateNewUser(valid)).toBeNull());
  it('requires names, email, password', () => {
    expect(validateNewUser({ ...valid, firstName: ' ' })).toBe(MSG.firstNameRequired);
    expect(validateNewUser({ ...valid, lastName: '' })).toBe(MSG.lastNameRequired);
    expect(validateNewUser({ ...valid, email: '' })).toBe(MSG.emailRequired);
    expect(validateNewUser({ ...valid, password: '' })).toBe(MSG.passwordRequired);
  });
  it('checks the e-mail format and the password rule of issue 28', () => {
    expect(validateNewUser({ ...valid, email: 'ali@' })).toBe(MSG.emailInvalid);
    expect(validateNewUser({ ...valid, password: '12345' })).toBe('Şifre en az 8 karakter olmalı');
    expect(validateNewUser({ ...valid, password: 'Kalem4ler', roles: ['beyin_antrenoru'] })).toBe('Şifre en az 10 karakter olmalı');
    expect(validateNewUser({ ...valid, password: 'kalemlerim' })).toBe('Şifre harf ve rakam içermeli');
    expect(validateNewUser({ ...valid, firstName: 'Ayşe', password: 'Ayşe2015' })).toBe('Şifre kullanıcının e-posta adresini veya adını içermemeli');
  });
  it('needs at least one role', () => {
    expect(validateNewUser({ ...valid, roles: [] })).toBe('En az bir rol seçmelisiniz');
    expect(validateNewUser({ ...valid, roles: [] }, { requireRole: false })).toBeNull();
  });
  it('isValidEmail', () => {
    expect(isValidEmail(' a@b.co ')).toBe(true);
    expect(isValidEmail('a b@c.d')).toBe(false);
  });
});

describe('allowedCreationRoles (spec 1 §5)', () => {
  it('trainer → kullanici only, temsilci → beyin_antrenoru only, admin → any combination', () => {
    expect(allowedCreationRoles('beyin_antrenoru')).toEqual({ roles: ['kullanici'], multiple: false });
    expect(allowedCreationRoles('temsilci')).toEqual({ roles: ['beyin_antrenoru'], multiple: false });
    expect(allowedCreationRoles('admin')).toEqual({ roles: ['admin', 'temsilci', 'beyin_antrenoru', 'kullanici'], multiple: true });
    expect(allowedCreationRoles('kullanici').roles).toEqual([]);
    expect(allowedCreationRoles(null).roles).toEqual([]);
  });
});

describe('student demographics (spec 1 §3, §5)', () => {
  it('generates the student number when empty and stores empty optionals as null', () => {
    const d = studentDemographics({ school_name: ' Okul ', parent_name: '' }, 1_763_812_345_678);
    expect(d.student_number).toBe('STU-12345678');
    expect(d.school_name).toBe('Okul');
    expect(d.parent_name).toBeNull();
    expect(d.birth_date).toBeNull();
    expect(d.notes).toBeNull();
  });
  it('keeps a given student number', () => {
    expect(studentDemographics({ student_number: 'A-7' }).student_number).toBe('A-7');
  });
  it('creation dialog: details only for kullanici, only filled ones', () => {
    expect(creationDemographics(['beyin_antrenoru'], { school_name: 'X' })).toBeNull();
    expect(creationDemographics(['kullanici'], { school_name: 'X', notes: ' ' })).toEqual({ school_name: 'X' });
    expect(creationDemographics(['kullanici'], {})).toBeNull();
  });
  it('edit: empty values dropped, null when none remain; empty phone → null', () => {
    expect(compactDemographics({ city: '', grade_level: '5', notes: null })).toEqual({ grade_level: '5' });
    expect(compactDemographics({ city: ' ', notes: undefined })).toBeNull();
    expect(phoneOrNull('  ')).toBeNull();
    expect(phoneOrNull(' 555 ')).toBe('555');
  });
});

describe('length limits before submit (migration 20261123000320)', () => {
  const ok = { firstName: 'Ali', lastName: 'Yıldız', email: 'ali@akademi.test', password: 'Kalem4ler', roles: ['kullanici'] as const };
  it('names over 100, e-mail over 254, phone over 32 are refused in Turkish', () => {
    expect(validateNewUser({ ...ok, roles: [...ok.roles], firstName: 'ş'.repeat(100) })).toBeNull();
    expect(validateNewUser({ ...ok, roles: [...ok.roles], lastName: 'y'.repeat(240) })).toBe('Soyad en fazla 100 karakter olabilir');
    expect(validateNewUser({ ...ok, roles: [...ok.roles], email: `${'a'.repeat(250)}@b.tr` })).toBe('E-posta en fazla 254 karakter olabilir');
    expect(validateProfileLengths({ firstName: 'A', lastName: 'B', email: 'a@b.tr', phone: '5'.repeat(33) })).toBe('Telefon en fazla 32 karakter olabilir');
  });
  it('student details: notes 5.000, school 200, parent name 100', () => {
    expect(validateDemographicLengths({ notes: 'n'.repeat(5000), school_name: 'o'.repeat(200) })).toBeNull();
    expect(validateDemographicLengths({ notes: 'n'.repeat(5001) })).toBe('Notlar en fazla 5.000 karakter olabilir');
    expect(validateDemographicLengths({ school_name: 'o'.repeat(201) })).toBe('Okul Adı en fazla 200 karakter olabilir');
    expect(validateDemographicLengths({ parent_name: 'p'.repeat(101) })).toBe('Veli Adı en fazla 100 karakter olabilir');
  });
});
