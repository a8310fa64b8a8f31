import { staffOptionMatches, staffOptions, type StaffPerson } from '../lib/staff-options';

const person = (id: string, first_name: string | null, last_name: string | null, roles: string[] = ['beyin_antrenoru'], email = `${id}@akademi.test`): StaffPerson => ({ id, first_name, last_name, roles, email });

// as the users query answers: newest first
const users: StaffPerson[] = [
  person('1', 'Zeynep', 'Çelik'),
  person('2', 'Ayşe', 'Celik', ['temsilci']),
  person('3', 'Ali', 'Yıldız', ['kullanici']), // a student: not staff
  person('4', 'İsmail', 'Şahin', ['admin']),
  person('5', 'Deniz', 'Şahin-Kaya'),
  person('6', 'Işık', 'Sarı'),
  person('7', null, null, ['admin'], 'destek@akademi.test'),
  person('8', 'Onur', 'Yılmaz', ['kullanici', 'beyin_antrenoru']),
  person('9', 'Onur', 'Bulut'),
  person('10', 'Gökhan', 'Öztürk'),
  person('11', 'Göktuğ', 'Ozan'),
];

describe('staffOptions (Erişim Kayıtları, Personel)', () => {
  it('lists staff only, by surname then first name in Turkish order; a nameless member by e-mail', () => {
    expect(staffOptions(users).map((o) => o.label)).toEqual([
      'Onur Bulut',
      'Ayşe Celik', // c < ç
      'Zeynep Çelik',
      'destek@akademi.test',
      'Göktuğ Ozan', // o < ö
      'Gökhan Öztürk',
      'Işık Sarı', // s < ş
      'İsmail Şahin',
      'Deniz Şahin-Kaya',
      'Onur Yılmaz',
    ]);
    expect(staffOptions(undefined)).toEqual([]);
  });

  it('searches ignoring case and Turkish letters both ways, and by e-mail', () => {
    const found = (term: string) => staffOptions(users).filter((o) => staffOptionMatches(term, o)).map((o) => o.label);
    expect(found('sahin')).toEqual(['İsmail Şahin', 'Deniz Şahin-Kaya']);
    expect(found('ISMAIL')).toEqual(['İsmail Şahin']);
    expect(found('isik')).toEqual(['Işık Sarı']);
    expect(found('celik')).toEqual(['Ayşe Celik', 'Zeynep Çelik']);
    expect(found('GOKTUG')).toEqual(['Göktuğ Ozan']);
    expect(found('destek@')).toEqual(['destek@akademi.test']);
    expect(staffOptionMatches('x', undefined)).toBe(false);
  });
});
