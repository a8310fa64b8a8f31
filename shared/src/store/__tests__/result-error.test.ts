import { resultError } from '../base-api';

describe('resultError', () => {
  it('is null for a result with data', () => {
    expect(resultError({ data: 1 }, 'Olmadı.')).toBeNull();
    expect(resultError({ data: undefined, error: undefined }, 'Olmadı.')).toBeNull();
  });
  it("gives the error's message", () => {
    expect(resultError({ error: { message: 'Bu öğrenci için veli onayı bulunmuyor.', code: 'P0001' } }, 'Olmadı.')).toBe('Bu öğrenci için veli onayı bulunmuyor.');
  });
  it('falls back when the error has no message', () => {
    expect(resultError({ error: { name: 'SerializedError' } }, 'Olmadı.')).toBe('Olmadı.');
    expect(resultError({ error: { message: '' } }, 'Olmadı.')).toBe('Olmadı.');
    expect(resultError({ error: 'x' }, 'Olmadı.')).toBe('Olmadı.');
  });
});
