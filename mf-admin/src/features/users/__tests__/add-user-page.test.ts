import { addUserLabel, userManagementTitle } from '../components/AddUserPage';

describe('user management labels by role (spec 1 §2)', () => {
  it('title', () => {
    expect(userManagementTitle('admin')).toBe('Tüm Kullanıcı Yönetimi');
    expect(userManagementTitle('temsilci')).toBe('Beyin Antrenörü Yönetimi');
    expect(userManagementTitle('beyin_antrenoru')).toBe('Öğrenci Yönetimi');
    expect(userManagementTitle('kullanici')).toBe('Kullanıcı Yönetimi');
  });
  it('add button', () => {
    expect(addUserLabel('admin')).toBe('Kullanıcı Ekle');
    expect(addUserLabel('temsilci')).toBe('Beyin Antrenörü Ekle');
    expect(addUserLabel('beyin_antrenoru')).toBe('Yeni Öğrenci Ekle');
    expect(addUserLabel(null)).toBe('Yeni Kullanıcı Ekle');
  });
});
