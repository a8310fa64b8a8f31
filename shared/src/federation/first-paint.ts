// The sign-in page's static first paint (issue 19): the shell's index.html carries the sign-in
// form as plain HTML and CSS (shared/build/first-paint.ts writes it), painted before any script.
// While it is in the page the app's #root stays hidden (CSS sibling rule), and a few inline lines
// remember what the user did before the app arrived (typed values live in the inputs; a submit or
// the 'Şifrenizi mi unuttunuz?' click is stored in data-pending). The sign-in page reads that state
// when it mounts and removes the static copy in the same commit (no flash); the shell removes it
// for any other route or an error. Imports nothing: the build (Node) reads the constants too.

export const FIRST_PAINT_ID = 'akademi-first-paint';

/** What the user did on the static form before the app attached. */
export interface FirstPaintState {
  email: string;
  password: string;
  showPassword: boolean;
  /** 'submit': the form was sent; 'forgot': 'Şifrenizi mi unuttunuz?' was pressed. */
  pending: 'submit' | 'forgot' | null;
  /** The field that had the focus. */
  focus: 'email' | 'password' | null;
}

function element(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_ID);
}

/** Reads the static form without changing it (safe to call during render, any number of times). */
export function readFirstPaint(): FirstPaintState | null {
  const root = element();
  if (!root) return null;
  const email = root.querySelector<HTMLInputElement>('input[name="email"]');
  const password = root.querySelector<HTMLInputElement>('input[name="password"]');
  const pending = root.querySelector('form')?.getAttribute('data-pending');
  const active = document.activeElement;
  return {
    email: email?.value ?? '',
    password: password?.value ?? '',
    showPassword: password?.type === 'text',
    pending: pending === 'submit' || pending === 'forgot' ? pending : null,
    focus: active && active === email ? 'email' : active && active === password ? 'password' : null,
  };
}

/** Removes the static copy (the app's #root shows from then on). Idempotent. */
export function dropFirstPaint(): void {
  element()?.remove();
}
