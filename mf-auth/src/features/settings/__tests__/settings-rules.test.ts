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
    expect(validatePassword({ currentPassword: '123456', newPassword: '12345', confirmPassword: '12345' })).toEqual({ newPassword: 'Yeni şifre en az 6 karakter olmalıdır' });
    expect(validatePassword({ currentPassword: '123456', newPassword: '1234567', confirmPassword: '1234568' })).toEqual({ confirmPassword: 'Şifreler eşleşmiyor' });
    expect(validatePassword({ currentPassword: '123456', newPassword: '1234567', confirmPassword: '1234567' })).toEqual({});
  });
});
