import type { ManagedUser } from '../users-api';
import { matchesStudentSearch, matchesUserSearch, studentCards } from '../student-list';

const student = (over: Partial<ManagedUser>): ManagedUser => ({
  id: '00000000-0000-0000-0000-0000abcd1234',
  auth_user_id: null,
  email: 's@x.test',
  first_name: 'Ayşe',
  last_name: 'Işık',
  phone: null,
  is_active: true,
  roles: ['kullanici'],
  supervisor_id: null,
  student_number: null,
  demographic_info: null,
  created_at: '2026-01-05T10:00:00Z',
  ...over,
});

describe('matchesStudentSearch (spec 1 §5)', () => {
  it('matches names case-insensitively in Turkish', () => {
    expect(matchesStudentSearch(student({}), 'AYŞE')).toBe(true);
    expect(matchesStudentSearch(student({}), 'ışı')).toBe(true);
    expect(matchesStudentSearch(student({}), 'mehmet')).toBe(false);
  });
  it('matches the student number, or the generated STU label when absent', () => {
    expect(matchesStudentSearch(student({ demographic_info: { student_number: 'STU-99887766' } }), '9988')).toBe(true);
    expect(matchesStudentSearch(student({ student_number: 'STU-11223344' }), '1122')).toBe(true);
    expect(matchesStudentSearch(student({}), 'stuabcd1234')).toBe(true);
  });
  it('matches the school, also under its alias', () => {
    expect(matchesStudentSearch(student({ demographic_info: { school_name: 'Atatürk Ortaokulu' } }), 'atatürk')).toBe(true);
    expect(matchesStudentSearch(student({ demographic_info: { school: 'Fen Lisesi' } }), 'fen')).toBe(true);
  });
  it('empty search matches all', () => expect(matchesStudentSearch(student({}), '  ')).toBe(true));
});

describe('matchesUserSearch', () => {
  it('by first name, last name or e-mail', () => {
    expect(matchesUserSearch(student({}), 's@x')).toBe(true);
    expect(matchesUserSearch(student({}), 'IŞIK')).toBe(true);
    expect(matchesUserSearch(student({}), 'zzz')).toBe(false);
  });
});

describe('studentCards (spec 1 §2)', () => {
  it('counts total and created this month (the birthday card is counted by the database)', () => {
    const now = new Date(2026, 10, 22);
    const list = [
      student({ created_at: new Date(2026, 10, 2).toISOString() }),
      student({}),
      student({ created_at: new Date(2025, 10, 2).toISOString() }),
      student({}),
    ];
    expect(studentCards(list, now)).toEqual({ total: 4, thisMonth: 1 });
  });
});
