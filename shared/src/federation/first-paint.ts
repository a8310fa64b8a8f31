// The sign-in page's static first paint (issue 19): the shell's index.html carries the sign-in
// form as plain HTML and CSS (tools/build/first-paint.ts writes it), painted before any script,
// made usable by the sign-in island (shared/src/sign-in). While it is in the page the app's #root
// stays hidden (CSS sibling rule). The app starts on it after a sign-in (at /dashboard: the shell
// drops it) or for its 'Şifrenizi mi unuttunuz?' (data-pending='forgot': mf-auth's page reads the
// typed e-mail, opens the reset request and removes the static copy in the same commit). Imports
// nothing: the build (Node) and the island read the constants too.

export const FIRST_PAINT_ID = 'akademi-first-paint';
/** The static form's fields. They have no `name`: with JavaScript off a submit posts nothing. */
export const FIRST_PAINT_FIELDS = { email: 'fp-email', password: 'fp-password' } as const;

/** What the user did on the static form before the app started. */
export interface FirstPaintState {
  email: string;
  /** 'submit': the form was sent; 'forgot': 'Şifrenizi mi unuttunuz?' was pressed. */
  pending: 'submit' | 'forgot' | null;
}

function element(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_ID);
}

/** Reads the static form without changing it (safe to call during render, any number of times). */
export function readFirstPaint(): FirstPaintState | null {
  const root = element();
  if (!root) return null;
  const pending = root.querySelector('form')?.getAttribute('data-pending');
  return {
    email: root.querySelector<HTMLInputElement>(`#${FIRST_PAINT_FIELDS.email}`)?.value ?? '',
    pending: pending === 'submit' || pending === 'forgot' ? pending : null,
  };
}

/** Removes the static copy (the app's #root shows from then on). Idempotent. */
export function dropFirstPaint(): void {
  element()?.remove();
}
