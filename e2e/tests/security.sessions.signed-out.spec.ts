// 'Aktif Oturumlar' in /settings → Güvenlik (issue 28 §5): the user's sessions with device and last
// use, this device first, and 'Diğer oturumları kapat' ending the others (their refresh tokens stop
// working). A fresh account per test, so no shared demo session is signed out.
//   AKADEMI_PORT_BASE=… AKADEMI_API_PORT=… node scripts/run.mjs e2e e2e/tests/security.sessions.signed-out.spec.ts
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, DEMO_ANON_KEY } from '../support/env.ts';

/** Supabase CLI's well-known local demo service_role key (not a secret). */
const DEMO_SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const PASSWORD = 'OturumSifre2026';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function freshUser(request: APIRequestContext): Promise<string> {
  const email = `oturum-${Date.now()}-${Math.floor(Math.random() * 1e6)}@akademi.test`;
  const created = await request.post(`${API_URL}/auth/v1/admin/users`, {
    headers: { apikey: DEMO_SERVICE_KEY, authorization: `Bearer ${DEMO_SERVICE_KEY}` },
    data: { email, password: PASSWORD, email_confirm: true, user_metadata: { first_name: 'Oturum', last_name: 'Deneme' } },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return email;
}

/** A session opened elsewhere (a phone), returning its refresh token. */
async function phoneSession(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post(`${API_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: DEMO_ANON_KEY, 'user-agent': IPHONE },
    data: { email, password: PASSWORD },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { refresh_token: string }).refresh_token;
}

async function openSecurityTab(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Güvenlik' }).click();
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const [label, size] of [
  ['390 px', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`Aktif Oturumlar lists this device and the phone, and signs out the phone (${label})`, async ({ page, request }) => {
    await page.setViewportSize(size);
    const email = await freshUser(request);
    const phoneRefresh = await phoneSession(request, email);
    await openSecurityTab(page, email);
    await expect(page.getByRole('heading', { name: 'Aktif Oturumlar' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Aktif oturumlar' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('Bu cihaz (şu anki oturum)');
    await expect(list.getByRole('listitem').nth(1)).toContainText('Safari · iPhone');
    await expect(list.getByRole('listitem').nth(1)).toContainText(/Son kullanım: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(await noSidewaysScroll(page)).toBe(true);

    await page.getByRole('button', { name: 'Diğer oturumları kapat' }).click();
    await expect(page.getByText('Diğer oturumlar kapatıldı')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('Bu cihaz (şu anki oturum)');
    await expect(page.getByRole('button', { name: 'Diğer oturumları kapat' })).toBeDisabled();
    // The phone's refresh token no longer works; this device is still signed in.
    const refused = await request.post(`${API_URL}/auth/v1/token?grant_type=refresh_token`, {
      headers: { apikey: DEMO_ANON_KEY },
      data: { refresh_token: phoneRefresh },
    });
    expect(refused.status()).toBe(400);
    await page.reload();
    await page.getByRole('tab', { name: 'Güvenlik' }).click();
    await expect(page.getByRole('list', { name: 'Aktif oturumlar' }).getByRole('listitem')).toHaveCount(1);
  });
}
