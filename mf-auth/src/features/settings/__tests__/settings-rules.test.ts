import { validatePassword, validatePersonal, withPreferenceDefaults } from '../lib/settings-rules';

describe('settings rules (spec 1 §3, §5)', () => {
  it('fills preference defaults true, true, false, false', () => {
    expect(withPreferenceDefaults(null)).toEqual({ emailTestResults: true, emailNewStudent: true, emailSystemUpdates: false, pushNotifications: false });
    expect(withPreferenceDefaults({ emailTestResults: false, x: 1 }).emailTestResults).toBe(false);
  });
  it('validates the personal form', () => {
    expect(validatePersonal({ firstName: 'A', lastName: 'Bo', phone: '' })).toEqual({ firstName: 'Ad en az 2 karakter olmalıdır' });
    expect(validatePersonal({ firstName: 'Al', lastName: ' B ', phone: '' })).toEqual({ lastName: 'Soyad en az 2 karakter olmalıdır' });
  });
  it('validates the password change', () => {
    expect(validatePassword({ currentPassword: '123456', newPassword: '12345', confirmPassword: '12345' })).toEqual({ newPassword: 'Şifre en az 8 karakter olmalı' });
    expect(validatePassword({ currentPassword: '123456', newPassword: 'Kalem4ler', confirmPassword: 'Kalem4lex' })).toEqual({ confirmPassword: 'Şifreler eşleşmiyor' });
    expect(validatePassword({ currentPassword: '123456', newPassword: 'Kalem4ler', confirmPassword: 'Kalem4ler' })).toEqual({});
  });

  it('applies the issue 28 rule for the user: staff 10, letters and digits, not the name or e-mail', () => {
    const staff = { roles: ['beyin_antrenoru' as const], email: 'zeynep@akademi.test', firstName: 'Zeynep', lastName: 'Çelik' };
    const f = (newPassword: string) => validatePassword({ currentPassword: 'Akademi2026!', newPassword, confirmPassword: newPassword }, staff);
    expect(f('Kalem4ler')).toEqual({ newPassword: 'Şifre en az 10 karakter olmalı' });
    expect(f('kalemlerimiz')).toEqual({ newPassword: 'Şifre harf ve rakam içermeli' });
    expect(f('CELIK-2026-x')).toEqual({ newPassword: 'Şifre e-posta adresinizi veya adınızı içermemeli' });
    expect(f('Kalem4lerX9')).toEqual({});
  });
  it('the phone is a Turkish mobile or landline number (issue 25)', () => {
    for (const ok of ['', '0532 123 45 67', '+90 532 123 45 67', '532-123-4567', '0212 123 45 67']) {
      expect(validatePersonal({ firstName: 'Al', lastName: 'Bo', phone: ok })).toEqual({});
    }
    expect(validatePersonal({ firstName: 'Al', lastName: 'Bo', phone: 'abc-telefon-yok!!' }).phone).toMatch(/^Geçerli bir Türkiye telefon numarası giriniz/);
  });
  it('length limits the database enforces, in Turkish (names 100, phone 32)', () => {
    expect(validatePersonal({ firstName: 'ş'.repeat(100), lastName: 'Bo', phone: `0532${' '.repeat(21)}1234567` })).toEqual({});
    expect(validatePersonal({ firstName: 'Al', lastName: 'y'.repeat(240), phone: '' })).toEqual({ lastName: 'Soyad en fazla 100 karakter olabilir' });
    expect(validatePersonal({ firstName: 'Al', lastName: 'Bo', phone: '5'.repeat(33) })).toEqual({ phone: 'Telefon en fazla 32 karakter olabilir' });
  });
});
