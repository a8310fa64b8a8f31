import { guardianNameError, isWellFormedToken, takeToken, tokenFromLocation } from '../lib/consent-token';

const T = 'ab'.repeat(32);

describe('consent link token', () => {
  it('reads #t= (and ?t= from mail clients that move fragments), lower-cased', () => {
    expect(tokenFromLocation(`#t=${T}`, '')).toBe(T);
    expect(tokenFromLocation('', `?t=${T.toUpperCase()}`)).toBe(T);
    expect(tokenFromLocation('', '')).toBeNull();
  });
  it('accepts only 64 hex characters', () => {
    expect(isWellFormedToken(T)).toBe(true);
    for (const bad of [null, '', 'abc', `${T}0`, 'g'.repeat(64), `${T.slice(0, 60)}<b>`]) expect(isWellFormedToken(bad)).toBe(false);
  });
  it('takes the token out of the address bar and keeps it for a reload of this tab', () => {
    const store = new Map<string, string>();
    const replaced: string[] = [];
    const win = {
      location: { hash: `#t=${T}`, search: '', pathname: '/veli-onayi' },
      history: { replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) },
      sessionStorage: { setItem: (k: string, v: string) => store.set(k, v), getItem: (k: string) => store.get(k) ?? null },
    } as unknown as Window;
    expect(takeToken(win)).toBe(T);
    expect(replaced).toEqual(['/veli-onayi']);
    const reloaded = { ...win, location: { hash: '', search: '', pathname: '/veli-onayi' } } as unknown as Window;
    expect(takeToken(reloaded)).toBe(T);
  });
  it('guardian name: 2–100 characters, no control characters', () => {
    expect(guardianNameError('Ayşe Kaya')).toBeNull();
    expect(guardianNameError(' A ')).not.toBeNull();
    expect(guardianNameError('A'.repeat(101))).not.toBeNull();
    expect(guardianNameError('Ayşe\nKaya')).not.toBeNull();
  });
});
