// Sign-in screen, account states and auth errors (issue 14 item 8, issue 17 item 2), against
// the real local stack. Every test uses a fresh account made with the service role, so the
// shared demo accounts are never deactivated, removed or rate-limited.
//   AKADEMI_PORT_BASE=… AKADEMI_API_PORT=… node scripts/run.mjs e2e e2e/tests/security.sign-in.signed-out.spec.ts
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, DEMO_ANON_KEY } from '../support/env.ts';

/** Supabase CLI's well-known local demo service_role key (not a secret). */
const DEMO_SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const SERVICE = { apikey: DEMO_SERVICE_KEY, authorization: `Bearer ${DEMO_SERVICE_KEY}` };
const PASSWORD = 'DogruSifre2026';

const INACTIVE = 'Hesabınız pasif durumda. Lütfen yöneticinizle iletişime geçin.';
const REMOVED = 'Kullanıcı hesabınız sistemden kaldırılmış. Lütfen yöneticinizle iletişime geçin.';
const WRONG = 'E-posta veya şifre hatalı.';
const RATE_LIMITED = 'Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.';
const SUCCESS = 'Başarıyla giriş yapıldı!';

/** A fresh confirmed account with its profile (auth trigger); returns its e-mail. */
async function freshUser(request: APIRequestContext, tag: string): Promise<string> {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@akademi.test`;
  const created = await request.post(`${API_URL}/auth/v1/admin/users`, {
    headers: SERVICE,
    data: { email, password: PASSWORD, email_confirm: true, user_metadata: { first_name: 'Deneme', last_name: 'Hesap' } },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return email;
}

async function patchProfile(request: APIRequestContext, email: string, method: 'PATCH' | 'DELETE', data?: object) {
  const res = await request.fetch(`${API_URL}/rest/v1/users?email=eq.${encodeURIComponent(email)}`, {
    method,
    headers: { ...SERVICE, 'content-type': 'application/json', prefer: 'return=representation' },
    data,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  expect(((await res.json()) as unknown[]).length).toBe(1);
}

async function signInThroughScreen(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** Keys supabase-js keeps a session under (sb-<host>-auth-token). */
const sessionKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).filter((k) => /^sb-.*-auth-token$/.test(k)));

test.describe('sign-in: account states and Turkish auth errors', () => {
  test('a deactivated account is told so and stays signed out', async ({ page, request }) => {
    const email = await freshUser(request, 'pasif');
    await patchProfile(request, email, 'PATCH', { is_active: false });
    await signInThroughScreen(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(INACTIVE);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    expect(await sessionKeys(page)).toEqual([]);
    // A reload does not sign them back in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
    expect(await sessionKeys(page)).toEqual([]);
  });

  test('re-activated, the same account signs in normally', async ({ page, request }) => {
    const email = await freshUser(request, 'yeniden');
    await patchProfile(request, email, 'PATCH', { is_active: false });
    await patchProfile(request, email, 'PATCH', { is_active: true });
    await signInThroughScreen(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(SUCCESS)).toBeVisible();
  });

  test('a login whose profile was removed gets spec 1 §8’s message, never the success toast, no 406s', async ({ page, request }) => {
    const email = await freshUser(request, 'silinmis');
    await patchProfile(request, email, 'DELETE');
    const statuses: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/rest/v1/users')) statuses.push(r.status());
    });
    let toastSeen = false;
    await page.exposeFunction('__sawSuccess', () => {
      toastSeen = true;
    });
    await page.addInitScript((text) => {
      new MutationObserver(() => {
        if (document.body?.innerText.includes(text)) (window as unknown as { __sawSuccess: () => void }).__sawSuccess();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, SUCCESS);
    await signInThroughScreen(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(REMOVED);
    await expect(page).toHaveURL(/\/auth$/);
    expect(await sessionKeys(page)).toEqual([]);
    expect(toastSeen).toBe(false);
    expect(statuses.filter((s) => s === 406)).toEqual([]);
  });

  test('a wrong password reads "E-posta veya şifre hatalı."', async ({ page, request }) => {
    const email = await freshUser(request, 'yanlis');
    await signInThroughScreen(page, email, 'YanlisSifre1');
    await expect(page.getByRole('alert')).toHaveText(WRONG);
    await expect(page).toHaveURL(/\/auth$/);
  });

  // Needs the server's sign-in rate limit (another branch of issue 14 item 5): after 10 failed
  // password sign-ins for one e-mail within 15 minutes, further ones answer 429
  // over_request_rate_limit. Until that is merged this test fails at the 11th attempt.
  test('after 10 failed sign-ins the 11th shows the Turkish rate-limit message', async ({ page, request }) => {
    const email = await freshUser(request, 'sinir');
    for (let i = 0; i < 10; i++) {
      const r = await request.post(`${API_URL}/auth/v1/token?grant_type=password`, {
        headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' },
        data: { email, password: `Yanlis${i}xx` },
      });
      expect(r.status(), `attempt ${i + 1}`).toBe(400);
    }
    await signInThroughScreen(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(RATE_LIMITED);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an expired or used reset link says so on the sign-in page and the address is cleaned', async ({ page }) => {
    await page.goto('/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    await expect(page.getByRole('alert')).toContainText('Şifre sıfırlama bağlantısının süresi dolmuş veya bağlantı daha önce kullanılmış');
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  });

  test('a stored token the API refuses (forged signature) signs the visitor out with "Oturumunuzun süresi doldu…", not a database error', async ({ page, request }) => {
    const email = await freshUser(request, 'sahte');
    const res = await request.post(`${API_URL}/auth/v1/token?grant_type=password`, {
      headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}` },
      data: { email, password: PASSWORD, gotrue_meta_security: {} },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    const session = (await res.json()) as { access_token: string; expires_in: number };
    // same header and claims, another signature: what a token of another deployment looks like here
    const [header, payload] = session.access_token.split('.');
    const forged = { ...session, access_token: `${header}.${payload}.${'A'.repeat(43)}`, expires_at: Math.floor(Date.now() / 1000) + session.expires_in };
    const key = `sb-${new URL(API_URL).hostname.split('.')[0]}-auth-token`;
    // placed once (the sign-out reloads /auth, which must not get it back)
    await page.addInitScript(([k, v]) => {
      if (!window.sessionStorage.getItem('e2e.forged')) {
        window.sessionStorage.setItem('e2e.forged', '1');
        window.localStorage.setItem(k, v);
      }
    }, [key, JSON.stringify(forged)] as const);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('alert')).toHaveText('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.');
    await expect(page.getByText('Veritabanı hatası')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
    expect(await sessionKeys(page)).toEqual([]);
  });
});
