// The sign-in island (issue 19) on the real index.html markup (signInFirstPaint()), with its
// inline keep-rule run as the browser runs it. The GoTrue request is stubbed here; the real
// request against the local server is in supabase/tests/auth/sign-in-island.test.ts.
import { screen, within, waitFor, fireEvent } from '@testing-library/react';
import { signInFirstPaint } from '../../../../tools/build/first-paint';
import { FIRST_PAINT_ID } from '../../federation/first-paint';
import { attachSignIn, AFTER_SIGN_IN_PATH } from '../island';
import { sessionStorageKey } from '../password-grant';
import { SIGN_IN_NOTE_KEY } from '../go-to-sign-in';
import { SIGN_IN_FLASH_MS } from '../rules';

const CONFIG = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-demo-key' };
const { html } = signInFirstPaint();
const inline = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';

/** index.html's static copy in the page, its inline rule run; null when the rule dropped it. */
function mountStatic(): HTMLElement | null {
  const holder = document.createElement('div');
  holder.innerHTML = html.replace(/<script>[\s\S]*<\/script>/, '');
  const copy = holder.firstElementChild as HTMLElement;
  document.body.prepend(copy);
  new Function(inline)();
  return document.getElementById(FIRST_PAINT_ID);
}

const json = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

const TOKEN = {
  access_token: 'header.payload.sig',
  token_type: 'bearer',
  expires_in: 3600,
  refresh_token: 'r-1',
  user: { id: 'u-1', email: 'admin@akademi.test' },
};

function attach(answer: () => Response | Promise<Response>, config: typeof CONFIG | null = CONFIG) {
  const root = mountStatic();
  if (!root) throw new Error('the static form was dropped');
  const fetchMock = jest.fn(async () => answer());
  const startApp = jest.fn();
  attachSignIn(root, { config: async () => config, startApp, fetch: fetchMock as unknown as typeof fetch, storage: window.localStorage });
  return { root, fetchMock, startApp };
}

function fill(email: string, password: string) {
  fireEvent.input(screen.getByLabelText('E-posta'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Şifre'), { target: { value: password } });
}

describe('sign-in island', () => {
  beforeEach(() => window.history.replaceState(null, '', '/auth'));
  afterEach(() => {
    document.body.innerHTML = '';
    window.localStorage.clear();
    window.sessionStorage.clear();
    jest.useRealTimers();
  });

  it('marks the form ready once the config is there', async () => {
    const { root } = attach(async () => json(200, TOKEN));
    await waitFor(() => expect(root.querySelector('form')).toHaveAttribute('data-ready', 'true'));
  });

  it('validates: the messages of spec 1 §5, bound to the fields, kept current while typing; nothing sent', async () => {
    const { fetchMock } = attach(async () => json(200, TOKEN));
    const email = screen.getByLabelText('E-posta');
    expect(email).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('E-posta adresinizi girin');
    expect(screen.getByLabelText('Şifre')).toHaveAccessibleDescription('Şifrenizi girin');
    fireEvent.input(email, { target: { value: 'a@b.test' } });
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('E-posta adresinizi girin')).toBeNull();
    expect(screen.getByText('Şifrenizi girin')).toBeInTheDocument();
    // whitespace only is no e-mail
    fireEvent.input(email, { target: { value: '   ' } });
    expect(screen.getByText('E-posta adresinizi girin')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 0));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the static form would post nothing without JavaScript (no named fields): a password never reaches the static server', () => {
    const { root } = attach(async () => json(200, TOKEN));
    fill('admin@akademi.test', 'Akademi2026!');
    expect([...new FormData(root.querySelector('form') as HTMLFormElement).keys()]).toEqual([]);
  });

  it("'Göster' / 'Gizle' toggles the password field", () => {
    attach(async () => json(200, TOKEN));
    const password = screen.getByLabelText('Şifre');
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(password).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Şifreyi gizle' });
    expect(hide).toHaveTextContent('Gizle');
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(hide);
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Şifreyi göster' })).toHaveTextContent('Göster');
  });

  it('signs in: busy form, GoTrue password grant with the anon key, session stored as supabase-js stores it, app started at /dashboard', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { fetchMock, startApp } = attach(() => new Promise<Response>((r) => (answer = r)));
    fill('  admin@akademi.test ', 'Akademi2026!');
    const before = Math.round(Date.now() / 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    const busy = await screen.findByRole('button', { name: 'Giriş yapılıyor...' });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText('E-posta')).toBeDisabled();
    expect(screen.getByLabelText('Şifre')).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:54321/auth/v1/token?grant_type=password');
    expect(url).not.toContain('Akademi2026');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ apikey: 'anon-demo-key', Authorization: 'Bearer anon-demo-key', 'Content-Type': 'application/json;charset=UTF-8' });
    expect(JSON.parse(String(init.body))).toEqual({ email: 'admin@akademi.test', password: 'Akademi2026!', gotrue_meta_security: {} });
    // the success toast is parked until the app loaded the profile
    expect(window.sessionStorage.getItem('akademi.flash.pending')).toBe('Başarıyla giriş yapıldı!');
    expect(startApp).not.toHaveBeenCalled();
    answer(json(200, TOKEN));
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(sessionStorageKey(CONFIG.supabaseUrl)).toBe('sb-127-auth-token');
    const stored = JSON.parse(window.localStorage.getItem('sb-127-auth-token') ?? 'null');
    expect(stored).toEqual({ ...TOKEN, expires_at: expect.any(Number) });
    expect(stored.expires_at - before - 3600).toBeGreaterThanOrEqual(0);
    expect(stored.expires_at - before - 3600).toBeLessThanOrEqual(2);
    expect(window.location.pathname).toBe(AFTER_SIGN_IN_PATH);
    expect(window.sessionStorage.getItem('akademi.flash.pending')).toBe('Başarıyla giriş yapıldı!');
  });

  it('keeps an expires_at the server sent', async () => {
    const { startApp } = attach(async () => json(200, { ...TOKEN, expires_at: 1999999999 }));
    fill('admin@akademi.test', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(startApp).toHaveBeenCalled());
    expect(JSON.parse(window.localStorage.getItem('sb-127-auth-token') ?? '{}').expires_at).toBe(1999999999);
  });

  it.each([
    ['400 invalid_credentials', () => json(400, { code: 'invalid_credentials', message: 'Invalid login credentials' }), 'E-posta veya şifre hatalı.'],
    ['400 with the legacy error_code', () => json(400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }), 'E-posta veya şifre hatalı.'],
    ['429', () => json(429, { code: 'over_request_rate_limit' }), 'Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.'],
    ['429 without a body', () => json(429, null), 'Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.'],
    ['a fetch that throws (offline)', () => Promise.reject(new TypeError('Failed to fetch')), 'Sunucuya bağlanılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.'],
    ['a gateway error', () => json(503, null), 'Sunucuya bağlanılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.'],
    ['an unknown failure', () => json(400, { code: 'validation_failed' }), 'Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.'],
    ['a 200 without a session', () => json(200, { user: { id: 'u' } }), 'Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.'],
  ])('%s: the Turkish text in an alert box, the form usable again, nothing stored', async (_label, answer, text) => {
    const { startApp } = attach(answer);
    fill('admin@akademi.test', 'yanlis');
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert.textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled();
    expect(screen.getByLabelText('Şifre')).toBeEnabled();
    expect(startApp).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('sb-127-auth-token')).toBeNull();
    expect(window.sessionStorage.getItem('akademi.flash.pending')).toBeNull();
    expect(window.location.pathname).toBe('/auth');
  });

  it('no config (config.json unreadable): the network message', async () => {
    attach(async () => json(200, TOKEN), null);
    fill('admin@akademi.test', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucuya bağlanılamadı.');
  });

  it('a second attempt replaces the error box and succeeds', async () => {
    const answers = [json(400, { code: 'invalid_credentials' }), json(200, TOKEN)];
    const { startApp, fetchMock } = attach(async () => answers.shift() as Response);
    fill('admin@akademi.test', 'yanlis');
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta veya şifre hatalı.');
    fill('admin@akademi.test', 'Akademi2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('carries out a submit made before it attached (stored by the inline rule)', async () => {
    const root = mountStatic() as HTMLElement;
    fill('admin@akademi.test', 'Akademi2026!');
    fireEvent.submit(root.querySelector('form') as HTMLFormElement);
    expect(root.querySelector('form')).toHaveAttribute('data-pending', 'submit');
    const startApp = jest.fn();
    const fetchMock = jest.fn(async () => json(200, TOKEN));
    attachSignIn(root, { config: async () => CONFIG, startApp, fetch: fetchMock as unknown as typeof fetch });
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("'Şifrenizi mi unuttunuz?' starts the app with data-pending='forgot'; the island then stays out", () => {
    const start = jest.fn();
    (window as unknown as Record<string, unknown>).__AKADEMI_BOOT__ = { start, config: async () => CONFIG };
    try {
      const root = mountStatic() as HTMLElement;
      fireEvent.click(within(root).getByRole('button', { name: 'Şifrenizi mi unuttunuz?' }));
      expect(root.querySelector('form')).toHaveAttribute('data-pending', 'forgot');
      expect(start).toHaveBeenCalledTimes(1);
      const startApp = jest.fn();
      attachSignIn(root, { config: async () => CONFIG, startApp });
      fireEvent.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
      expect(screen.getByLabelText('Şifre')).toHaveAttribute('type', 'password');
    } finally {
      delete (window as unknown as Record<string, unknown>).__AKADEMI_BOOT__;
    }
  });

  describe('what arrives with the page', () => {
    it('a one-shot flash (e.g. after sign-out): a success box for 5 s, taken out of sessionStorage', async () => {
      jest.useFakeTimers();
      window.sessionStorage.setItem('akademi.flash', 'Başarıyla çıkış yapıldı');
      attach(async () => json(200, TOKEN));
      expect(screen.getByRole('status')).toHaveTextContent('Başarıyla çıkış yapıldı');
      expect(window.sessionStorage.getItem('akademi.flash')).toBeNull();
      jest.advanceTimersByTime(SIGN_IN_FLASH_MS - 100);
      expect(screen.getByRole('status')).toBeInTheDocument();
      jest.advanceTimersByTime(200);
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('the reason for a sign-out (profile error) noted by the app: an error box, the flash not shown', () => {
      window.sessionStorage.setItem('akademi.flash', 'Başarıyla çıkış yapıldı');
      window.sessionStorage.setItem(SIGN_IN_NOTE_KEY, 'Hesabınız pasif durumda. Lütfen yöneticinizle iletişime geçin.');
      attach(async () => json(200, TOKEN));
      expect(screen.getByRole('alert')).toHaveTextContent('Hesabınız pasif durumda. Lütfen yöneticinizle iletişime geçin.');
      expect(screen.queryByRole('status')).toBeNull();
      // one shot: the inline rule took it out
      expect(window.sessionStorage.getItem(SIGN_IN_NOTE_KEY)).toBeNull();
    });

    it("an expired reset link's error in the URL: the Turkish text, the address cleaned", () => {
      window.history.replaceState(null, '', '/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid');
      attach(async () => json(200, TOKEN));
      expect(screen.getByRole('alert')).toHaveTextContent('Şifre sıfırlama bağlantısının süresi dolmuş');
      expect(window.location.hash).toBe('');
      expect(window.location.pathname).toBe('/auth');
    });

    it('nothing: no box', () => {
      attach(async () => json(200, TOKEN));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
    });
  });
});

describe("index.html's inline keep-rule", () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it.each([
    ['/auth, nothing stored', '/auth', () => undefined],
    ['/', '/', () => undefined],
    ['a flash message', '/auth', () => window.sessionStorage.setItem('akademi.flash', 'Başarıyla çıkış yapıldı')],
    ['a link error in the hash', '/auth#error=access_denied&error_code=otp_expired', () => undefined],
    ['a link error in the query', '/auth?error=access_denied', () => undefined],
    ['a stored session, but the app sent the visitor here (goToSignIn)', '/auth', () => {
      window.localStorage.setItem('sb-127-auth-token', '{}');
      window.sessionStorage.setItem(SIGN_IN_NOTE_KEY, '');
    }],
  ])('keeps the form for %s', (_label, path, arrange) => {
    window.history.replaceState(null, '', path);
    arrange();
    expect(mountStatic()).not.toBeNull();
  });

  it.each([
    ['a stored session', '/auth', () => window.localStorage.setItem('sb-127-auth-token', '{}')],
    ['the password-recovery flag (even when sent by the app)', '/auth', () => {
      window.localStorage.setItem('isPasswordRecovery', 'true');
      window.sessionStorage.setItem(SIGN_IN_NOTE_KEY, '');
    }],
    ['another path', '/dashboard', () => undefined],
    ['tokens in the hash (a recovery link)', '/auth#access_token=x&type=recovery', () => undefined],
    ['a PKCE code', '/auth?code=abc', () => undefined],
  ])('drops it for %s (the app decides)', (_label, path, arrange) => {
    window.history.replaceState(null, '', path);
    arrange();
    expect(mountStatic()).toBeNull();
  });
});
