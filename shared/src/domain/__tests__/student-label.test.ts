import { generateStudentNumber, normalizeDemographicInfo, studentNumberLabel } from '../student-label.ts';
import type { UserRow } from '../../db/database.ts';

describe('studentNumberLabel', () => {
  it('shows the student number when present', () => {
    expect(studentNumberLabel({ id: 'a1b2c3d4-0000-4000-8000-123456789abc', demographic_info: { student_number: ' 2024-017 ' } })).toBe('2024-017');
  });
  it("falls back to 'STU' + the last 8 characters of the id", () => {
    expect(studentNumberLabel({ id: 'a1b2c3d4-0000-4000-8000-123456789abc', demographic_info: null })).toBe('STU56789abc');
    expect(studentNumberLabel({ id: 'a1b2c3d4-0000-4000-8000-123456789abc', demographic_info: { student_number: '' } })).toBe('STU56789abc');
  });
});

describe('generateStudentNumber', () => {
  it("is 'STU-' + the last 8 digits of the timestamp", () => {
    expect(generateStudentNumber(1763805600123)).toBe('STU-05600123');
  });
});

describe('normalizeDemographicInfo', () => {
  it('folds the aliases into the canonical keys', () => {
    expect(
      normalizeDemographicInfo({ date_of_birth: '2015-03-10', grade: 5, school: 'Atatürk İlkokulu', guardian_name: 'Ayşe', guardian_phone: '555', guardian_email: 'a@b.c', city: 'İzmir' }),
    ).toEqual({ birth_date: '2015-03-10', grade_level: '5', school_name: 'Atatürk İlkokulu', parent_name: 'Ayşe', parent_phone: '555', parent_email: 'a@b.c', city: 'İzmir' });
  });
  it('keeps a filled canonical value over its alias', () => {
    expect(normalizeDemographicInfo({ birth_date: '2014-01-01', date_of_birth: '2015-01-01', school_name: '', school: 'Okul' })).toEqual({
      birth_date: '2014-01-01',
      school_name: 'Okul',
    });
  });
  it('gives an empty object for null', () => {
    expect(normalizeDemographicInfo(null)).toEqual({});
  });
});

// Compile-time: a database row is a valid input (tsc -p shared).
export const typeChecks = { label: (r: UserRow) => studentNumberLabel(r) };
