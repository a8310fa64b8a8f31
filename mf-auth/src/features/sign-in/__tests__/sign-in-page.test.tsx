import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@akademi/shared/router';
import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase, setSupabaseForTesting, type SessionState } from '@akademi/shared';
import { renderWithApp } from '../../../../../shared/testing/render';
import SignInPage from '../components/SignInPage';

function withFakeAuth(result: { error: { message: string; code?: string; status?: number } | null }) {
  const signInWithPassword = jest.fn(async () => ({ data: {}, ...result }));
  const resetPasswordForEmail = jest.fn(async () => ({ data: {}, ...result }));
  const updateUser = jest.fn(async () => ({ data: {}, ...result }));
  setSupabaseForTesting({ auth: { signInWithPassword, resetPasswordForEmail, updateUser } } as unknown as SupabaseClient);
  return signInWithPassword;
}

function fakeAuth() {
  return (getSupabase() as unknown as { auth: Record<string, jest.Mock> }).auth;
}

function renderPage(session: Partial<SessionState> = { status: 'signedOut' }) {
  return renderWithApp(
    <Routes>
      <Route path="/auth" element={<SignInPage />} />
      <Route path="/dashboard" element={<h1>Pano</h1>} />
    </Routes>,
    { route: '/auth', session },
  );
}

describe('SignInPage', () => {
  afterEach(() => {
    setSupabaseForTesting(null);
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('signs in with email and password, then goes to /dashboard', async () => {
    const signIn = withFakeAuth({ error: null });
    renderPage();
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: ' admin@akademi.test ' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'Akademi2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('heading', { name: 'Pano' }, { timeout: 5000 })).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith({ email: 'admin@akademi.test', password: 'Akademi2026!' });
  });

  const failSignIn = async (error: { message: string; code?: string; status?: number }) => {
    withFakeAuth({ error });
    renderPage();
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: 'admin@akademi.test' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'yanlis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    return screen.findByRole('alert', {}, { timeout: 5000 });
  };

  it('wrong credentials: Turkish message instead of the server’s English (issue 17 item 2)', async () => {
    const alert = await failSignIn({ message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 });
    expect(alert).toHaveTextContent('E-posta veya şifre hatalı.');
    expect(alert).not.toHaveTextContent('Invalid');
    expect(window.sessionStorage.getItem('akademi.flash')).toBeNull();
    expect(window.sessionStorage.getItem('akademi.flash.pending')).toBeNull();
  });

  it('rate limited: Turkish rate-limit message', async () => {
    const alert = await failSignIn({ message: 'Request rate limit reached', code: 'over_request_rate_limit', status: 429 });
    expect(alert).toHaveTextContent('Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.');
  });

  it('unknown server failure: the spec’s generic message', async () => {
    const alert = await failSignIn({ message: 'Database error querying schema', code: 'unexpected_failure', status: 500 });
    expect(alert).toHaveTextContent('Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.');
  });

  it('a successful sign-in parks the success toast until the profile has loaded', async () => {
    withFakeAuth({ error: null });
    renderPage();
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: 'admin@akademi.test' } });
    fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'Akademi2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('heading', { name: 'Pano' }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('akademi.flash')).toBeNull();
    expect(window.sessionStorage.getItem('akademi.flash.pending')).toBe('Başarıyla giriş yapıldı!');
  });

  it('signed out because the account is deactivated: says so (issue 14 item 8)', () => {
    withFakeAuth({ error: null });
    renderPage({ status: 'signedOut', profileError: 'Hesabınız pasif durumda. Lütfen yöneticinizle iletişime geçin.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Hesabınız pasif durumda. Lütfen yöneticinizle iletişime geçin.');
    expect(screen.getByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
  });

  it('an expired or used reset link: Turkish message on the sign-in page, the hash cleaned', () => {
    withFakeAuth({ error: null });
    window.history.replaceState(null, '', '/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Şifre sıfırlama bağlantısının süresi dolmuş veya bağlantı daha önce kullanılmış');
    expect(window.location.hash).toBe('');
    window.history.replaceState(null, '', '/');
  });

  it('requires both fields', async () => {
    const signIn = withFakeAuth({ error: null });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(screen.getByText('E-posta adresinizi girin')).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByText('Şifrenizi girin')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the company phone and e-mail in the footer', () => {
    withFakeAuth({ error: null });
    renderPage();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('0850 000 00 00');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('info@akademi.test');
  });

  it('toggles the password between hidden and shown', () => {
    withFakeAuth({ error: null });
    renderPage();
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('type', 'text');
  });

  it('requests a reset e-mail back to /auth, shows the success state and returns', async () => {
    withFakeAuth({ error: null });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Şifrenizi mi unuttunuz?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByText('E-posta adresinizi girin')).toBeInTheDocument();
    expect(fakeAuth().resetPasswordForEmail).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: ' ogrenci1@akademi.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByText('Şifre sıfırlama e-postası gönderildi!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fakeAuth().resetPasswordForEmail).toHaveBeenCalledWith('ogrenci1@akademi.test', { redirectTo: `${window.location.origin}/auth` });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş sayfasına dön' }));
    expect(screen.getByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
  });

  it('shows the reset failure message of spec 1 §8', async () => {
    withFakeAuth({ error: { message: 'boom' } });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Şifrenizi mi unuttunuz?' }));
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: 'a@b.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('E-posta gönderilirken bir hata oluştu. Lütfen tekrar deneyin.');
  });

  it('asks for a new password when the recovery flag is stored, validates, updates and clears the flag', async () => {
    withFakeAuth({ error: null });
    window.localStorage.setItem('isPasswordRecovery', 'true');
    renderPage({ status: 'signedIn', isPasswordRecovery: true });
    expect(screen.getByRole('heading', { name: 'Yeni Şifre Belirle' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Yeni Şifre'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByText('Şifre en az 6 karakter olmalıdır')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Yeni Şifre'), { target: { value: 'YeniSifre1' } });
    fireEvent.change(screen.getByLabelText('Yeni Şifre (Tekrar)'), { target: { value: 'YeniSifre2' } });
    expect(screen.getByText('Şifreler eşleşmiyor')).toBeInTheDocument();
    expect(fakeAuth().updateUser).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Yeni Şifre (Tekrar)'), { target: { value: 'YeniSifre1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByRole('heading', { name: 'Pano' }, { timeout: 5000 })).toBeInTheDocument();
    expect(fakeAuth().updateUser).toHaveBeenCalledWith({ password: 'YeniSifre1' });
    expect(window.localStorage.getItem('isPasswordRecovery')).toBeNull();
  });

  it('keeps the flag and shows the update failure message', async () => {
    withFakeAuth({ error: { message: 'session missing' } });
    window.localStorage.setItem('isPasswordRecovery', 'true');
    renderPage({ status: 'signedIn', isPasswordRecovery: true });
    fireEvent.change(screen.getByLabelText('Yeni Şifre'), { target: { value: 'YeniSifre1' } });
    fireEvent.change(screen.getByLabelText('Yeni Şifre (Tekrar)'), { target: { value: 'YeniSifre1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Şifre güncellenirken bir hata oluştu. Lütfen tekrar deneyin.');
    expect(window.localStorage.getItem('isPasswordRecovery')).toBe('true');
  });
});
