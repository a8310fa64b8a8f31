import { isCommonPassword } from '@akademi/shared/domain/common-passwords';
import { passwordProblems } from '@akademi/shared/domain/password-rule';
import { GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET, PASSWORD_DIGITS, PASSWORD_SYMBOLS, generatePassword } from '../password';

describe('generatePassword (spec 1 §5)', () => {
  it('is 12 characters from letters, digits and !@#$%^&*', () => {
    expect(PASSWORD_SYMBOLS).toBe('!@#$%^&*');
    for (let i = 0; i < 200; i++) {
      const p = generatePassword();
      expect(p).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(GENERATED_PASSWORD_LENGTH).toBe(12);
      for (const ch of p) expect(PASSWORD_ALPHABET).toContain(ch);
      expect(p).toMatch(/[A-Za-z]/);
      expect([...p].some((c) => PASSWORD_DIGITS.includes(c))).toBe(true);
      expect([...p].some((c) => PASSWORD_SYMBOLS.includes(c))).toBe(true);
    }
  });

  it('differs between calls', () => {
    const seen = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(seen.size).toBe(50);
  });

  it('uses the given random source', () => {
    const zeros = (n: Uint32Array) => n.fill(0);
    const p = generatePassword(zeros);
    expect(p).toHaveLength(12);
    for (const ch of p) expect(PASSWORD_ALPHABET).toContain(ch);
  });

  it('passes the password rule of issue 28 for staff, never containing the new user\'s name or e-mail', () => {
    const who = { roles: ['admin'], email: 'ab@akademi.test', firstName: 'Ab', lastName: 'Cd' };
    for (let i = 0; i < 200; i++) expect(passwordProblems(generatePassword(), { ...who, isCommon: isCommonPassword })).toEqual([]);
  });
});
