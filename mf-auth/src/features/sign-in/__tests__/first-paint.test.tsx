// The static sign-in first paint of the shell's index.html (issue 19): the same text, labels and
// controls as SignInPage's sign-in mode (kept for the in-app cases), and the page taking the static
// copy over when the app starts on it — in production that is 'Şifrenizi mi unuttunuz?' (the
// island starts the app with data-pending='forgot'); values and a pending submit are adopted too,
// for a document whose island did not run. The island itself: shared/src/sign-in/__tests__.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@akademi/shared/router';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting } from '@akademi/shared';
import { FIRST_PAINT_ID } from '@akademi/shared/ui';
import { renderWithApp } from '../../../../../shared/testing/render';
import { signInFirstPaint } from '../../../../../shared/build/first-paint';
import SignInPage from '../components/SignInPage';

const { html } = signInFirstPaint();
const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';

/** Puts index.html's static copy in the page, as the browser would, and runs its inline script. */
function mountStatic(): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html.replace(/<script>[\s\S]*<\/script>/, '');
  const copy = holder.firstElementChild as HTMLElement;
  document.body.prepend(copy);
  // Indirect eval of the inline script exactly as index.html carries it (no module, no library).
  new Function(script)();
  return copy;
}

function withFakeAuth() {
  const signInWithPassword = jest.fn(async () => ({ data: {}, error: null }));
  setSupabaseForTesting({ auth: { signInWithPassword } } as unknown as SupabaseClient);
  return signInWithPassword;
}

function renderPage() {
  return renderWithApp(
    <Routes>
      <Route path="/" element={<SignInPage />} />
      <Route path="/dashboard" element={<h1>Pano</h1>} />
    </Routes>,
    { route: '/', session: { status: 'signedOut' } },
  );
}

/** What a user can read and operate: headings, labels, buttons, links with their text, in order. */
function outline(root: HTMLElement): string[] {
  return Array.from(root.querySelectorAll('p, h1, label, button, a, footer div')).map(
    (el) => `${el.tagName.toLowerCase()}|${el.getAttribute('aria-label') ?? ''}|${(el.textContent ?? '').replace(/\s+/g, ' ').trim()}`,
  );
}

describe('sign-in first paint', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => {
    document.getElementById(FIRST_PAINT_ID)?.remove();
    setSupabaseForTesting(null);
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('says and offers exactly what the sign-in page does', () => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const { container } = renderPage();
    expect(outline(holder)).toEqual(outline(container));
    expect(outline(holder).length).toBeGreaterThan(8);
    // the labels are bound to their fields
    expect(within(holder).getByLabelText('E-posta')).toHaveAttribute('type', 'email');
    expect(within(holder).getByLabelText('Şifre')).toHaveAttribute('type', 'password');
  });

  it('stays for a visitor without a session; the inline script keeps a submit made before the island attached', () => {
    const copy = mountStatic();
    expect(document.getElementById(FIRST_PAINT_ID)).toBe(copy);
    within(copy).getByRole('button', { name: 'Giriş Yap' }).click();
    expect(copy.querySelector('form')).toHaveAttribute('data-pending', 'submit');
  });

  it.each([
    ['a stored session', () => window.localStorage.setItem('sb-127-auth-token', '{}')],
    ['the password-recovery flag', () => window.localStorage.setItem('isPasswordRecovery', 'true')],
    ['another path', () => window.history.replaceState(null, '', '/dashboard')],
    ['an auth result in the URL', () => window.history.replaceState(null, '', '/auth#access_token=x&type=recovery')],
  ])('is removed at once for %s (the app decides)', (_label, arrange) => {
    arrange();
    mountStatic();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('the page takes over typed values and a submit made before the app attached', async () => {
    const signIn = withFakeAuth();
    const copy = mountStatic();
    (within(copy).getByLabelText('E-posta') as HTMLInputElement).value = 'admin@akademi.test';
    (within(copy).getByLabelText('Şifre') as HTMLInputElement).value = 'Akademi2026!';
    within(copy).getByRole('button', { name: 'Giriş Yap' }).click();
    renderPage();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Pano' }, { timeout: 5000 })).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith({ email: 'admin@akademi.test', password: 'Akademi2026!' });
  });

  it('keeps typed values and the focus without submitting when nothing was sent', async () => {
    const signIn = withFakeAuth();
    const copy = mountStatic();
    const email = within(copy).getByLabelText('E-posta') as HTMLInputElement;
    email.value = 'ogrenci1@akademi.test';
    email.focus();
    renderPage();
    const field = screen.getByLabelText('E-posta');
    expect(field).toHaveValue('ogrenci1@akademi.test');
    expect(field).toHaveFocus();
    await waitFor(() => expect(document.getElementById(FIRST_PAINT_ID)).toBeNull());
    expect(signIn).not.toHaveBeenCalled();
  });

  it("a click on 'Şifrenizi mi unuttunuz?' before the app attached opens the reset form with the typed e-mail", () => {
    const copy = mountStatic();
    within(copy).getByRole('button', { name: 'Şifrenizi mi unuttunuz?' }).click();
    (within(copy).getByLabelText('E-posta') as HTMLInputElement).value = 'ogrenci1@akademi.test';
    renderPage();
    expect(screen.getByRole('heading', { name: 'Şifre Sıfırlama' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta')).toHaveValue('ogrenci1@akademi.test');
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });
});
