import { isOptionalTurkishPhone, normalizeTurkishPhone, phoneForStorage } from '../phone';

describe('normalizeTurkishPhone', () => {
  test.each([
    ['05321234567', '+90 532 123 45 67'],
    ['0532 123 45 67', '+90 532 123 45 67'],
    ['+90 532 123 45 67', '+90 532 123 45 67'],
    ['+905321234567', '+90 532 123 45 67'],
    ['532-123-4567', '+90 532 123 45 67'],
    ['(0532) 123 45 67', '+90 532 123 45 67'],
    ['0090 532 123 45 67', '+90 532 123 45 67'],
    ['90 532 123 45 67', '+90 532 123 45 67'],
    ['0532.123.45.67', '+90 532 123 45 67'],
    ['  0555 332 71 22  ', '+90 555 332 71 22'],
    ['0212 123 45 67', '+90 212 123 45 67'],
    ['0312 987 65 43', '+90 312 987 65 43'],
    ['(0232) 444 55 66', '+90 232 444 55 66'],
    ['0850 222 33 44', '+90 850 222 33 44'],
  ])('%s → %s', (input, canonical) => {
    expect(normalizeTurkishPhone(input)).toBe(canonical);
  });

  test('the canonical form is a fixed point', () => {
    expect(normalizeTurkishPhone('+90 212 123 45 67')).toBe('+90 212 123 45 67');
  });

  test.each([
    'abc-telefon-yok!!',
    '',
    '   ',
    '0532 123 45 6', // 9 national digits
    '0532 123 45 678', // 11 national digits
    '0123 456 78 90', // no such area code
    '0800 123 45 67', // toll-free is not a personal number
    '0900 123 45 67',
    '+1 532 123 45 67', // another country
    '+44 20 7946 0958',
    '05321234567#',
    '0532 123 45 67 dahili 12',
    '٠٥٣٢١٢٣٤٥٦٧', // Arabic-Indic digits are not typed on a Turkish keyboard
    '0'.repeat(40),
  ])('refuses %j', (input) => {
    expect(normalizeTurkishPhone(input)).toBeNull();
  });
});

describe('isOptionalTurkishPhone / phoneForStorage', () => {
  test('blank is allowed and stored as null', () => {
    expect(isOptionalTurkishPhone('')).toBe(true);
    expect(isOptionalTurkishPhone(null)).toBe(true);
    expect(phoneForStorage('  ')).toBeNull();
  });
  test('a valid number is stored in the canonical form, an invalid one is refused', () => {
    expect(phoneForStorage('0532 123 45 67')).toBe('+90 532 123 45 67');
    expect(isOptionalTurkishPhone('abc-telefon-yok!!')).toBe(false);
  });
});
