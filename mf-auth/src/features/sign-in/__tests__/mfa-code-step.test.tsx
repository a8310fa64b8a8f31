// mf-auth's code step (issue 28): a signed-in aal1 session with a verified TOTP factor (the guard
// sent it to /auth from the page it wanted) is asked for 'Doğrulama kodu'; a right code returns to
// that page, a wrong one says so in Turkish. supabase-js is stubbed (GoTrue's MFA API).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@akademi/shared/router';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSignInNavigationForTesting, setSupabaseForTesting, type UserProfile } from '@akademi/shared';
import { renderWithApp } from '../../../../../shared/testing/render';
import SignInPage from '../components/SignInPage';

const profile: UserProfile = {
  id: 'p-1',
  email: 'admin@akademi.test',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  phone: null,
  isActive: true,
  roles: ['admin'],
  supervisorId: null,
  createdAt: '2026-01-01T00:00:00Z',
};

function fakeMfa(verify: () => { data: unknown; error: unknown }) {
  const challengeAndVerify = jest.fn(async () => verify());
  const signOut = jest.fn(async () => ({ error: null }));
  const client = {
    auth: {
      signOut,
      mfa: {
        listFactors: async () => ({ data: { all: [{ id: 'f-1', factor_type: 'totp', status: 'verified', created_at: '2026-11-26T10:00:00Z' }] }, error: null }),
        challengeAndVerify,
      },
    },
    rpc: async () => ({ data: { required: true, aal: 'aal2', verified_factors: 1 }, error: null }),
  };
  setSupabaseForTesting(client as unknown as SupabaseClient);
  return { challengeAndVerify, signOut };
}

function renderCodeStep() {
  return renderWithApp(
    <Routes>
      <Route path="/auth" element={<SignInPage />} />
      <Route path="/add-user" element={<h1>Tüm Kullanıcı Yönetimi</h1>} />
    </Routes>,
    {
      route: '/auth',
      session: { status: 'signedIn', authUser: { id: 'a-1', email: profile.email }, profile, roles: ['admin'], currentRole: 'admin', mfa: { required: true, aal: 'aal1', verifiedFactors: 1 } },
    },
  );
}

describe('SignInPage: the TOTP code step', () => {
  const navigate = jest.fn();
  beforeEach(() => setSignInNavigationForTesting(navigate));
  afterEach(() => {
    setSignInNavigationForTesting(null);
    setSupabaseForTesting(null);
    navigate.mockReset();
  });

  it('asks for the 6-digit code (numeric keyboard, one-time-code), validates it before sending', async () => {
    const api = fakeMfa(() => ({ data: {}, error: null }));
    renderCodeStep();
    expect(screen.getByRole('heading', { name: 'İki Adımlı Doğrulama' })).toBeInTheDocument();
    const code = screen.getByLabelText('Doğrulama kodu');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Doğrulama kodunu girin')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '12345' } });
    expect(screen.getByText('Doğrulama kodu 6 haneli bir sayı olmalı')).toBeInTheDocument();
    expect(api.challengeAndVerify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled(); // no sign-in document: the code step is drawn here
  });

  it('a wrong code: the Turkish message, the field emptied', async () => {
    fakeMfa(() => ({ data: null, error: { code: 'mfa_verification_failed', status: 422 } }));
    renderCodeStep();
    fireEvent.change(screen.getByLabelText('Doğrulama kodu'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Doğrulama kodu hatalı. Uygulamanızdaki güncel 6 haneli kodu girin.');
    expect(screen.getByLabelText('Doğrulama kodu')).toHaveValue('');
  });

  it('too many attempts: its own message', async () => {
    fakeMfa(() => ({ data: null, error: { code: 'too_many_requests', status: 429 } }));
    renderCodeStep();
    fireEvent.change(screen.getByLabelText('Doğrulama kodu'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Çok fazla hatalı kod denendi. Lütfen birkaç dakika bekleyip tekrar deneyin.');
  });

  it('a right code: challenge + verify for the verified factor, the session state turns aal2', async () => {
    const api = fakeMfa(() => ({ data: {}, error: null }));
    const { store } = renderCodeStep();
    fireEvent.change(screen.getByLabelText('Doğrulama kodu'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(store.getState().session.mfa?.aal).toBe('aal2'));
    expect(api.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f-1', code: '123456' });
  });

  it("'Farklı bir hesapla giriş yap' signs out and loads the sign-in document", async () => {
    const api = fakeMfa(() => ({ data: {}, error: null }));
    renderCodeStep();
    fireEvent.click(screen.getByRole('button', { name: 'Farklı bir hesapla giriş yap' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth'));
    expect(api.signOut).toHaveBeenCalled();
  });
});
