// The one way the app shows the sign-in form (issue 19): it loads the document /auth, where
// index.html's light sign-in island draws it (no React, no supabase-js). Used by the access guard
// (a signed-out visitor on a guarded page, an expired session), the header's sign-out and the
// session's sign-out after a profile failure. A new document also drops every in-memory cache of
// the previous user (the store, RTK Query's cache, the supabase client).
//
// sessionStorage carries one note to that document: its presence tells index.html's inline rule
// that the app sent the visitor here (keep the sign-in form even if a stale session is stored —
// no redirect loop); its text, when not empty, is the reason shown in an error box (spec 1 §8
// profile errors). index.html's inline rule takes it out of sessionStorage at once (one shot).

export const SIGN_IN_PATH = '/auth';
export const SIGN_IN_NOTE_KEY = 'akademi.signin';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch (_e) {
    return null;
  }
}

/** Remembers why the user is being signed out (shown by the sign-in form of the next /auth document). */
export function noteSignInReason(text: string): void {
  try {
    session()?.setItem(SIGN_IN_NOTE_KEY, text);
  } catch (_e) {
    // storage disabled: the form shows without the reason
  }
}

let navigate = (path: string) => window.location.replace(path);

/** Tests (jsdom has no document navigation) watch the navigation instead; null restores it. */
export function setSignInNavigationForTesting(fake: ((path: string) => void) | null): void {
  navigate = fake ?? ((path: string) => window.location.replace(path));
}

/** Leaves the app for the sign-in document (replacing the current history entry). */
export function goToSignIn(): void {
  try {
    const s = session();
    if (s && s.getItem(SIGN_IN_NOTE_KEY) === null) s.setItem(SIGN_IN_NOTE_KEY, '');
  } catch (_e) {
    // storage disabled: /auth decides from the stored session alone
  }
  navigate(SIGN_IN_PATH);
}
