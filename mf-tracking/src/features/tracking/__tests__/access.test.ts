import { groupStudentsBy, linkAccess, matchesStudentSearch, sessionIndexOf, storeTrainer, storedTrainerId } from '../lib/access';
import { minutesOf } from '../lib/format';

const ali = { first_name: 'Ali', last_name: 'Yıldız', email: 'ogrenci1@akademi.test', school_name: 'B Okulu', grade_level: '4' };
const ayse = { first_name: 'Ayşe', last_name: 'Kaya', email: 'ayse@akademi.test', school_name: 'A Okulu', grade_level: null };

describe('tracking access helpers', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).__AKADEMI_CONFIG__;
  });

  it('takes email and key from the link; there is no default key, not even from the runtime config', () => {
    expect(linkAccess(new URLSearchParams('email=a@b.c&key=k1'))).toEqual({ email: 'a@b.c', accessKey: 'k1' });
    expect(linkAccess(new URLSearchParams('email=a@b.c'))).toEqual({ email: 'a@b.c', accessKey: '' });
    (window as unknown as Record<string, unknown>).__AKADEMI_CONFIG__ = { lmsDefaultKey: 'cfg' };
    expect(linkAccess(new URLSearchParams('email=a@b.c')).accessKey).toBe('');
  });

  it('searches first name, last name and email case-insensitively', () => {
    expect(matchesStudentSearch(ali, 'yıldız')).toBe(true);
    expect(matchesStudentSearch(ali, 'ALİ YIL')).toBe(true);
    expect(matchesStudentSearch(ali, 'ogrenci1@')).toBe(true);
    expect(matchesStudentSearch(ali, 'ayşe')).toBe(false);
    expect(matchesStudentSearch(ali, '  ')).toBe(true);
  });

  it('groups students by school or grade, sorted by name, skipping empty values', () => {
    const bySchool = groupStudentsBy([ali, ayse], (s) => s.school_name);
    expect(bySchool.map((g) => g.name)).toEqual(['A Okulu', 'B Okulu']);
    const byGrade = groupStudentsBy([ali, ayse], (s) => s.grade_level);
    expect(byGrade).toEqual([{ name: '4', students: [ali] }]);
  });

  it('keeps the trainer identity in local storage under the spec keys', () => {
    storeTrainer('t@a.b', 'id-1', 'Zeynep Çelik');
    expect(localStorage.getItem('tracking-email')).toBe('t@a.b');
    expect(localStorage.getItem('tracking-user-name')).toBe('Zeynep Çelik');
    expect(storedTrainerId()).toBe('id-1');
  });

  it('rounds minutes and reads numeric session ids as session_index', () => {
    expect(minutesOf(89)).toBe(1);
    expect(minutesOf(90)).toBe(2);
    expect(minutesOf(null)).toBe(0);
    expect(sessionIndexOf('12')).toBe(12);
    expect(sessionIndexOf('LMS-2026-01')).toBeNull();
  });
});
