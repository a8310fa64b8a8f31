// The light sign-in island's second step (issue 28 TOTP) on the real index.html markup: after the
// password, an account with a verified factor is asked for 'Doğrulama kodu'; only the aal2 session
// is stored. GoTrue is stubbed here (the requests are checked); e2e/tests/security.mfa.signed-out.spec.ts
// runs it against the local server.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { signInFirstPaint } from '../../../../tools/build/first-paint';
import { FIRST_PAINT_ID } from '../../federation/first-paint';
import { AUTH_MESSAGES } from '../../supabase/auth-errors';
import { attachSignIn, AFTER_SIGN_IN_PATH } from '../island';
import { needsMfaCode, tokenAal } from '../mfa-step';
import { sessionStorageKey } from '../password-grant';

const CONFIG = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-demo-key' };
const { html } = signInFirstPaint();

const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (aal: string) => `${b64url({ alg: 'HS256' })}.${b64url({ sub: 'u-1', aal })}.sig`;
const FACTOR = { id: 'f-1', factor_type: 'totp', status: 'verified', friendly_name: 'Doğrulama uygulaması' };
const AAL1 = { access_token: jwt('aal1'), token_type: 'bearer', expires_in: 3600, refresh_token: 'r-1', user: { id: 'u-1', email: 'admin.mfa@akademi.local', factors: [FACTOR] } };
const AAL2 = { ...AAL1, access_token: jwt('aal2'), refresh_token: 'r-2' };

const json = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

function attach(route: (url: string, init: RequestInit) => Response) {
  const holder = document.createElement('div');
  holder.innerHTML = html.replace(/<script>[\s\S]*<\/script>/, '');
  document.body.prepend(holder.firstElementChild as HTMLElement);
  const root = document.getElementById(FIRST_PAINT_ID) as HTMLElement;
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => route(url, init));
  const startApp = jest.fn();
  attachSignIn(root, { config: async () => CONFIG, startApp, fetch: fetchMock as unknown as typeof fetch, storage: window.localStorage });
  return { fetchMock, startApp };
}

function signIn() {
  fireEvent.input(screen.getByLabelText('E-posta'), { target: { value: 'admin.mfa@akademi.local' } });
  fireEvent.input(screen.getByLabelText('Şifre'), { target: { value: 'Akademi2026!x' } });
  fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

/** GoTrue: the password grant, then challenge / verify answered by `verify`. */
function gotrue(verify: () => Response) {
  return (url: string) => {
    if (url.endsWith('/token?grant_type=password')) return json(200, AAL1);
    if (url.endsWith('/factors/f-1/challenge')) return json(200, { id: 'c-1', type: 'totp', expires_at: 9_999_999_999 });
    if (url.endsWith('/factors/f-1/verify')) return verify();
    if (url.includes('/logout')) return json(204, null);
    return json(404, {});
  };
}

describe('sign-in island: the TOTP step (issue 28)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/auth'));
  afterEach(() => {
    document.body.innerHTML = '';
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('reads the need from the token response: a verified factor and an aal1 token', () => {
    expect(tokenAal(AAL1.access_token)).toBe('aal1');
    expect(needsMfaCode(AAL1)).toBe('f-1');
    expect(needsMfaCode(AAL2)).toBeNull();
    expect(needsMfaCode({ ...AAL1, user: { factors: [{ ...FACTOR, status: 'unverified' }] } })).toBeNull();
    expect(needsMfaCode({ ...AAL1, user: {} })).toBeNull();
  });

  it('asks for the code after the password; nothing stored, the app not started until it is right', async () => {
    const { fetchMock, startApp } = attach(gotrue(() => json(200, AAL2)));
    signIn();
    const code = await screen.findByLabelText('Doğrulama kodu');
    expect(screen.getByRole('heading', { name: 'İki Adımlı Doğrulama' })).toBeInTheDocument();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('Şifre')).not.toBeVisible();
    expect(window.localStorage.getItem(sessionStorageKey(CONFIG.supabaseUrl))).toBeNull();
    expect(startApp).not.toHaveBeenCalled();

    // the field's own rule first: nothing sent
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(code).toHaveAccessibleDescription('Doğrulama kodunu girin');
    fireEvent.input(code, { target: { value: '12a' } });
    expect(code).toHaveAccessibleDescription('Doğrulama kodu 6 haneli bir sayı olmalı');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.input(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    const [, challengeInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(challengeInit.headers).toMatchObject({ Authorization: `Bearer ${AAL1.access_token}`, apikey: 'anon-demo-key' });
    const [verifyUrl, verifyInit] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect(verifyUrl).toBe('http://127.0.0.1:54321/auth/v1/factors/f-1/verify');
    expect(JSON.parse(String(verifyInit.body))).toEqual({ challenge_id: 'c-1', code: '123456' });
    const stored = JSON.parse(window.localStorage.getItem(sessionStorageKey(CONFIG.supabaseUrl)) ?? '{}');
    expect(stored.access_token).toBe(AAL2.access_token);
    expect(window.location.pathname).toBe(AFTER_SIGN_IN_PATH);
  });

  it.each([
    ['a wrong code', json(422, { code: 'mfa_verification_failed', msg: 'Invalid TOTP code entered' }), AUTH_MESSAGES.mfaCodeWrong],
    ['an expired challenge', json(422, { code: 'mfa_challenge_expired' }), AUTH_MESSAGES.mfaChallengeExpired],
    ['too many attempts', json(429, { code: 'too_many_requests' }), AUTH_MESSAGES.mfaTooManyAttempts],
  ])('%s: a Turkish message, the field emptied for another try', async (_label, answer, text) => {
    const { startApp } = attach(gotrue(() => answer));
    signIn();
    const code = await screen.findByLabelText('Doğrulama kodu');
    fireEvent.input(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(code).toHaveValue('');
    expect(code).not.toBeDisabled();
    expect(startApp).not.toHaveBeenCalled();
  });

  it("'Farklı bir hesapla giriş yap' ends the aal1 session and shows the password form again", async () => {
    const { fetchMock } = attach(gotrue(() => json(200, AAL2)));
    signIn();
    await screen.findByLabelText('Doğrulama kodu');
    fireEvent.click(screen.getByRole('button', { name: 'Farklı bir hesapla giriş yap' }));
    expect(screen.getByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Doğrulama kodu')).toBeNull();
    expect(screen.getByLabelText('Şifre')).toBeVisible();
    expect(screen.getByLabelText('Şifre')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).not.toBeDisabled();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/logout'))).toBe(true));
  });

  it('an account without a factor enters at once (as before)', async () => {
    const { startApp, fetchMock } = attach(() => json(200, { ...AAL1, user: { id: 'u-2', email: 'x@akademi.test', factors: [] } }));
    signIn();
    await waitFor(() => expect(startApp).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Doğrulama kodu')).toBeNull();
  });
});
