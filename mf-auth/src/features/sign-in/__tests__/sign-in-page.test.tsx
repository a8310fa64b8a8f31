// mf-auth's SignInPage (spec 1 §2 "Sign-in screen"): the reset request and the new password. The
// sign-in form is index.html's island (shared/src/sign-in/__tests__/island.test.ts); without the
// recovery flag or the static form's 'Şifrenizi mi unuttunuz?' this page loads that document.
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from '@akademi/shared/router';
import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase, setSignInNavigationForTesting, setSupabaseForTesting, type SessionState } from '@akademi/shared';
import { FIRST_PAINT_ID } from '@akademi/shared/ui';
import { renderWithApp } from '../../../../../shared/testing/render';
import { signInFirstPaint } from '../../../../../tools/build/first-paint';
import SignInPage from '../components/SignInPage';

function withFakeAuth(result: { error: { message: string; code?: string; status?: number } | null }) {
  const resetPasswordForEmail = jest.fn(async () => ({ data: {}, ...result }));
  // the new password goes through the change-password function (issue 28)
  const invoke = jest.fn(async () => (result.error ? { data: null, error: { message: result.error.message, context: new Response('not json', { status: 500 }) } } : { data: { success: true }, error: null }));
  setSupabaseForTesting({ auth: { resetPasswordForEmail }, functions: { invoke } } as unknown as SupabaseClient);
}

function fakeInvoke() {
  return (getSupabase() as unknown as { functions: { invoke: jest.Mock } }).functions.invoke;
}

function fakeAuth() {
  return (getSupabase() as unknown as { auth: Record<string, jest.Mock> }).auth;
}

/** index.html's static form after its 'Şifrenizi mi unuttunuz?' (the app then starts on it). */
function staticFormAfterForgot(email = '') {
  const holder = document.createElement('div');
  holder.innerHTML = signInFirstPaint().html.replace(/<script>[\s\S]*<\/script>/, '');
  const copy = holder.firstElementChild as HTMLElement;
  (copy.querySelector('#fp-email') as HTMLInputElement).value = email;
  copy.querySelector('form')?.setAttribute('data-pending', 'forgot');
  document.body.prepend(copy);
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
  const navigate = jest.fn();
  beforeEach(() => {
    navigate.mockReset();
    setSignInNavigationForTesting(navigate);
  });
  afterEach(() => {
    document.getElementById(FIRST_PAINT_ID)?.remove();
    setSignInNavigationForTesting(null);
    setSupabaseForTesting(null);
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('without the recovery flag or the static form\'s reset click: loads the sign-in document /auth', () => {
    withFakeAuth({ error: null });
    renderPage();
    expect(navigate).toHaveBeenCalledWith('/auth');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
  });

  it('shows the company phone and e-mail in the footer', () => {
    withFakeAuth({ error: null });
    staticFormAfterForgot();
    renderPage();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('0850 000 00 00');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('info@akademi.test');
  });

  it('requests a reset e-mail back to /auth, shows the success state and returns to the sign-in document', async () => {
    withFakeAuth({ error: null });
    staticFormAfterForgot();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByText('E-posta adresinizi girin')).toBeInTheDocument();
    expect(fakeAuth().resetPasswordForEmail).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: ' ogrenci1@akademi.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByText('Şifre sıfırlama e-postası gönderildi!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fakeAuth().resetPasswordForEmail).toHaveBeenCalledWith('ogrenci1@akademi.test', { redirectTo: `${window.location.origin}/auth` });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Giriş sayfasına dön' }));
    expect(navigate).toHaveBeenCalledWith('/auth');
  });

  it("'Geri' returns to the sign-in document", () => {
    withFakeAuth({ error: null });
    staticFormAfterForgot('ogrenci1@akademi.test');
    renderPage();
    expect(screen.getByLabelText('E-posta')).toHaveValue('ogrenci1@akademi.test');
    fireEvent.click(screen.getByRole('button', { name: 'Geri' }));
    expect(navigate).toHaveBeenCalledWith('/auth');
  });

  it('shows the reset failure message of spec 1 §8', async () => {
    withFakeAuth({ error: { message: 'boom' } });
    staticFormAfterForgot();
    renderPage();
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
    expect(await screen.findByText('Şifre en az 8 karakter olmalı')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Yeni Şifre'), { target: { value: 'yalnizharfler' } });
    expect(screen.getByText('Şifre harf ve rakam içermeli')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Yeni Şifre'), { target: { value: 'YeniSifre1' } });
    fireEvent.change(screen.getByLabelText('Yeni Şifre (Tekrar)'), { target: { value: 'YeniSifre2' } });
    expect(screen.getByText('Şifreler eşleşmiyor')).toBeInTheDocument();
    expect(fakeInvoke()).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Yeni Şifre (Tekrar)'), { target: { value: 'YeniSifre1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByRole('heading', { name: 'Pano' }, { timeout: 5000 })).toBeInTheDocument();
    expect(fakeInvoke()).toHaveBeenCalledWith('change-password', { body: { password: 'YeniSifre1' } });
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
