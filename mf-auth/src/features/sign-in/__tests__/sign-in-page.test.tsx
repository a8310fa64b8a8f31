import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@akademi/shared/router';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting } from '@akademi/shared';
import { renderWithApp } from '../../../../../shared/testing/render';
import SignInPage from '../components/SignInPage';

function withFakeAuth(result: { error: { message: string } | null }) {
  const signInWithPassword = jest.fn(async () => ({ data: {}, ...result }));
  setSupabaseForTesting({ auth: { signInWithPassword } } as unknown as SupabaseClient);
  return signInWithPassword;
}

function renderPage() {
  return renderWithApp(
    <Routes>
      <Route path="/auth" element={<SignInPage />} />
      <Route path="/dashboard" element={<h1>Pano</h1>} />
    </Routes>,
    { route: '/auth', session: { status: 'signedOut' } },
  );
}

describe('SignInPage', () => {
  afterEach(() => setSupabaseForTesting(null));

  it('signs in with email and password, then goes to /dashboard', async () => {
    const signIn = withFakeAuth({ error: null });
    renderPage();
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: ' admin@akademi.test ' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'Akademi2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('heading', { name: 'Pano' }, { timeout: 5000 })).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith({ email: 'admin@akademi.test', password: 'Akademi2026!' });
  });

  it("shows the server's message when sign-in fails", async () => {
    withFakeAuth({ error: { message: 'Invalid login credentials' } });
    renderPage();
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: 'admin@akademi.test' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'yanlis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Invalid login credentials');
  });

  it('requires both fields', async () => {
    const signIn = withFakeAuth({ error: null });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(screen.getByText('E-posta adresinizi girin')).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByText('Şifrenizi girin')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });
});
