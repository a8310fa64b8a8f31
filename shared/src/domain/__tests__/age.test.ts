import { ageInYears, ageParts, formatAgeParts } from '../age.ts';

describe('age', () => {
  it('counts full years, turning on the birthday', () => {
    expect(ageInYears('2016-11-22', '2026-11-21T12:00:00Z')).toBe(9);
    expect(ageInYears('2016-11-22', '2026-11-22T00:00:00Z')).toBe(10);
  });
  it('gives years, months and days', () => {
    expect(ageParts('2015-03-10', '2026-11-22T10:00:00Z')).toEqual({ years: 11, months: 8, days: 12 });
    expect(ageParts('2015-03-25', '2026-11-22T10:00:00Z')).toEqual({ years: 11, months: 7, days: 28 }); // October has 31 days
    expect(formatAgeParts({ years: 11, months: 8, days: 12 })).toBe('11 yıl 8 ay 12 gün');
  });
  it('is null for invalid or future birth dates', () => {
    expect(ageParts('not a date', '2026-01-01')).toBeNull();
    expect(ageParts('2030-01-01', '2026-01-01')).toBeNull();
    expect(formatAgeParts(null)).toBe('-');
  });
});
