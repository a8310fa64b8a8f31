// index.html's static sign-in form (issue 19) and mf-auth's page: the app starts on that form only
// when its 'Şifrenizi mi unuttunuz?' was pressed (the island signs in without the app). The page
// then opens the reset request with the typed e-mail and removes the static copy; any other static
// state sends the visitor to the sign-in document. The form's own behaviour (the island, the inline
// keep-rule): shared/src/sign-in/__tests__/island.test.ts.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@akademi/shared/router';
import { setSignInNavigationForTesting } from '@akademi/shared';
import { FIRST_PAINT_ID } from '@akademi/shared/ui';
import { renderWithApp } from '../../../../../shared/testing/render';
import { signInFirstPaint } from '../../../../../tools/build/first-paint';
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

function renderPage() {
  return renderWithApp(
    <Routes>
      <Route path="/" element={<SignInPage />} />
    </Routes>,
    { route: '/', session: { status: 'signedOut' } },
  );
}

describe('sign-in first paint and the app', () => {
  const navigate = jest.fn();
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    navigate.mockReset();
    setSignInNavigationForTesting(navigate);
  });
  afterEach(() => {
    document.getElementById(FIRST_PAINT_ID)?.remove();
    setSignInNavigationForTesting(null);
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("'Şifrenizi mi unuttunuz?' on the static form opens the reset request with the typed e-mail", () => {
    const boot = { start: jest.fn(), config: async () => null };
    (window as unknown as Record<string, unknown>).__AKADEMI_BOOT__ = boot;
    try {
      const copy = mountStatic();
      (within(copy).getByLabelText('E-posta') as HTMLInputElement).value = 'ogrenci1@akademi.test';
      within(copy).getByRole('button', { name: 'Şifrenizi mi unuttunuz?' }).click();
      expect(boot.start).toHaveBeenCalledTimes(1);
      renderPage();
      expect(screen.getByRole('heading', { name: 'Şifre Sıfırlama' })).toBeInTheDocument();
      expect(screen.getByLabelText('E-posta')).toHaveValue('ogrenci1@akademi.test');
      expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      delete (window as unknown as Record<string, unknown>).__AKADEMI_BOOT__;
    }
  });

  it('any other static state (e.g. a submit whose island never ran): the static copy goes, the sign-in document loads', () => {
    const copy = mountStatic();
    within(copy).getByRole('button', { name: 'Giriş Yap' }).click();
    expect(copy.querySelector('form')).toHaveAttribute('data-pending', 'submit');
    renderPage();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
