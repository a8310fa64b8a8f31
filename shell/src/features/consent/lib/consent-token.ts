// The consent link's token (issue 26): 64 lowercase hex characters in the URL fragment (#t=…), so
// it never reaches a server log or a Referer. The page moves it out of the address bar at once
// (into this tab's sessionStorage) so no screenshot, log line or shared URL carries it.
export const TOKEN_PATTERN = /^[0-9a-f]{64}$/;
const STORAGE_KEY = 'akademi.consent-token';

/** The token of `#t=<token>` (also `?t=` from mail clients that move fragments), or null. */
export function tokenFromLocation(hash: string, search: string): string | null {
  for (const part of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const t = new URLSearchParams(part).get('t');
    if (t !== null) return t.trim().toLowerCase();
  }
  return null;
}

export const isWellFormedToken = (t: string | null): t is string => t !== null && TOKEN_PATTERN.test(t);

/** Reads the token from the address (or this tab's storage after a reload) and clears the address. */
export function takeToken(win: Pick<Window, 'location' | 'history' | 'sessionStorage'>): string | null {
  const fromUrl = tokenFromLocation(win.location.hash, win.location.search);
  if (fromUrl !== null) {
    try {
      win.sessionStorage.setItem(STORAGE_KEY, fromUrl);
    } catch {
      /* storage off: the token lives in memory only */
    }
    win.history.replaceState(null, '', win.location.pathname);
    return fromUrl;
  }
  try {
    return win.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The guardian name rule of consent_accept (2–100 characters, no control characters). */
export function guardianNameError(name: string): string | null {
  const n = name.trim();
  // eslint-disable-next-line no-control-regex
  if (n.length < 2 || n.length > 100 || /[\u0000-\u001f\u007f]/.test(n)) return 'Veli adı soyadı 2–100 karakter olmalıdır.';
  return null;
}
