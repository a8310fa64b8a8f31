// Password generator of the user-creation and add-student dialogs (spec 1 §5: 12 characters from
// letters, digits and the symbols !@#$%^&*). Its passwords pass the password rule (issue 28):
// 12 ≥ the staff minimum of 10, a letter and a digit always, and one containing the new user's
// name or e-mail is drawn again.
import { entryAt } from '@akademi/shared/domain';
import { passwordProblems, type PasswordContext } from '@akademi/shared/domain/password-rule';

/** spec 1 §9: generated password length. */
export const GENERATED_PASSWORD_LENGTH = 12;
export const PASSWORD_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const PASSWORD_DIGITS = '0123456789';
/** spec 1 §5 "Add student": generator symbols. */
export const PASSWORD_SYMBOLS = '!@#$%^&*';
export const PASSWORD_ALPHABET = PASSWORD_LETTERS + PASSWORD_DIGITS + PASSWORD_SYMBOLS;

/** Uniform random integer in [0, max) from crypto (rejection sampling, no modulo bias). */
function randomIndex(max: number, random: (n: Uint32Array) => Uint32Array): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buf = new Uint32Array(1);
  for (;;) {
    random(buf);
    const v = buf[0] ?? 0;
    if (v < limit) return v % max;
  }
}

const cryptoRandom = (n: Uint32Array) => globalThis.crypto.getRandomValues(n);

/**
 * A 12-character password from the spec's alphabet. At least one letter, one digit and one symbol
 * are guaranteed so the result is never weaker than the alphabet suggests.
 */
function drawPassword(random: (n: Uint32Array) => Uint32Array): string {
  const pick = (set: string) => set.charAt(randomIndex(set.length, random));
  const chars = [pick(PASSWORD_LETTERS), pick(PASSWORD_DIGITS), pick(PASSWORD_SYMBOLS)];
  while (chars.length < GENERATED_PASSWORD_LENGTH) chars.push(pick(PASSWORD_ALPHABET));
  // Fisher–Yates so the guaranteed characters are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1, random);
    [chars[i], chars[j]] = [entryAt(chars, j, 'password'), entryAt(chars, i, 'password')];
  }
  return chars.join('');
}

/** A generated password that passes the rule for `who` (name and e-mail; staff length). */
export function generatePassword(random: (n: Uint32Array) => Uint32Array = cryptoRandom, who: Omit<PasswordContext, 'isCommon'> = {}): string {
  for (;;) {
    const password = drawPassword(random);
    if (passwordProblems(password, { roles: ['admin'], ...who }).length === 0) return password;
  }
}
