// TOTP for staff (issue 28 item 1) in the browser, against the real local stack: a fresh admin
// enrols an authenticator app in /settings → Güvenlik (at 390 px and at desktop width; the codes
// are computed here from the secret shown on the page), signs out and back in with the code on the
// light sign-in page (a wrong code first), and reaches Kullanıcı Yönetimi only after the code; the
// seeded MFA admin signs in with a code; a trainer without MFA signs in as before.
//   AKADEMI_PORT_BASE=… AKADEMI_API_PORT=… node scripts/run.mjs e2e e2e/tests/security.mfa.signed-out.spec.ts
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { demoSession, sessionStorageKey } from '../support/auth.ts';
import { API_URL, DEMO_ACCOUNTS, DEMO_ANON_KEY, DEMO_PASSWORD } from '../support/env.ts';
import { TotpDevice } from '../support/totp.ts';
import { expectNoSidewaysScroll } from '../support/walk.ts';

const PASSWORD = 'Kasim2026Sifre47x';
const WRONG_CODE = 'Doğrulama kodu hatalı. Uygulamanızdaki güncel 6 haneli kodu girin.';

/** The seeded admin with a verified factor (README "Trying two-step sign-in"). */
const MFA_ADMIN = { email: 'admin.mfa@akademi.test', secret: 'AKADEMIMFADEMOSECRETTOTPKEY23456' };

test.describe.configure({ timeout: 240_000 });

/** A fresh admin (made by the demo admin through create-user), so tests never share a factor. */
async function freshAdmin(): Promise<string> {
  const session = await demoSession(DEMO_ACCOUNTS.admin);
  const email = `e2e-mfa-${Date.now()}-${Math.floor(Math.random() * 1e6)}@akademi.test`;
  const res = await fetch(`${API_URL}/functions/v1/create-user`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Deniz', lastName: 'Aksoy', roles: ['admin'] }),
  });
  expect(res.status, await res.text()).toBe(200);
  return email;
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const blocking = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Kullanıcı menüsü/ }).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
}

for (const [label, size] of [
  ['390 px', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`an admin enrols an authenticator app, signs back in with the code and reaches user management only after it (${label})`, async ({ page }) => {
    await page.setViewportSize(size);
    const email = await freshAdmin();
    await passwordStep(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 45_000 });

    // Enrol: QR code, the secret as text, a 6-digit code to confirm (a wrong one first).
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Güvenlik' }).click();
    await expect(page.getByRole('heading', { name: /İki Adımlı Doğrulama/ })).toContainText('Kapalı');
    await page.getByRole('button', { name: 'Doğrulama uygulaması ekle' }).click();
    await expect(page.getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toBeVisible();
    const secret = ((await page.getByLabel('Gizli anahtar').innerText()) ?? '').replace(/[^A-Z2-7]/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const device = new TotpDevice(secret);
    const codeField = page.getByLabel('Doğrulama kodu');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNoSidewaysScroll(page, '/settings (enrolling)');
    await axeClean(page);
    await codeField.fill(device.wrongCode());
    await page.getByRole('button', { name: 'Doğrula ve etkinleştir' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRONG_CODE })).toBeVisible();
    await codeField.fill(await device.code());
    await page.getByRole('button', { name: 'Doğrula ve etkinleştir' }).click();
    await expect(page.getByText('İki adımlı doğrulama etkinleştirildi')).toBeVisible();
    await expect(page.getByRole('heading', { name: /İki Adımlı Doğrulama/ })).toContainText('Etkin');
    await expect(page.getByRole('button', { name: 'Doğrulama uygulamasını kaldır' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/settings (enrolled)');

    // Sign out and back in on the light sign-in page: the password, then the code (a wrong one first).
    await signOut(page);
    await passwordStep(page, email, PASSWORD);
    await expect(page.getByRole('heading', { name: 'İki Adımlı Doğrulama' })).toBeVisible();
    const signInCode = page.getByLabel('Doğrulama kodu');
    await expect(signInCode).toHaveAttribute('inputmode', 'numeric');
    await expect(signInCode).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNoSidewaysScroll(page, '/auth (code step)');
    await axeClean(page);
    await signInCode.fill(device.wrongCode());
    await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(WRONG_CODE);
    await expect(page).toHaveURL(/\/auth$/);
    await signInCode.fill(await device.code());
    await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 45_000 });

    // An aal1 session (password only) on a fresh page: Kullanıcı Yönetimi only after the code.
    const aal1 = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: DEMO_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(aal1.status).toBe(200);
    const session = (await aal1.json()) as Record<string, unknown> & { expires_in: number };
    session.expires_at = Math.round(Date.now() / 1000) + session.expires_in;
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [sessionStorageKey(), JSON.stringify(session)] as const);
    await page.goto('/add-user');
    await expect(page.getByRole('heading', { name: 'İki Adımlı Doğrulama' })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('heading', { name: 'Tüm Kullanıcı Yönetimi' })).toHaveCount(0);
    await page.getByLabel('Doğrulama kodu').fill(await device.code());
    await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
    await expect(page).toHaveURL(/\/add-user$/);
    await expect(page.getByRole('heading', { name: 'Tüm Kullanıcı Yönetimi' })).toBeVisible({ timeout: 45_000 });
  });
}

test('the seeded MFA admin signs in with a code on the light sign-in page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const device = new TotpDevice(MFA_ADMIN.secret);
  await passwordStep(page, MFA_ADMIN.email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'İki Adımlı Doğrulama' })).toBeVisible();
  // still the static page: nothing stored until the code is right
  expect(await page.evaluate((key) => window.localStorage.getItem(key), sessionStorageKey())).toBeNull();
  await page.getByLabel('Doğrulama kodu').fill(await device.code());
  await page.getByRole('button', { name: 'Doğrula', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 45_000 });
  await expect(page.getByText('Başarıyla giriş yapıldı!')).toBeVisible();
});

test('a trainer without MFA signs in with the password alone, as before', async ({ page }) => {
  await passwordStep(page, DEMO_ACCOUNTS.antrenor, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 45_000 });
  await expect(page.getByText('Başarıyla giriş yapıldı!')).toBeVisible();
  await expect(page.getByLabel('Doğrulama kodu')).toHaveCount(0);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Güvenlik' }).click();
  await expect(page.getByRole('heading', { name: /İki Adımlı Doğrulama/ })).toContainText('Kapalı');
  // trainers see no requirement switches (admins only)
  await expect(page.getByRole('switch', { name: 'Yöneticiler için iki adımlı doğrulama zorunlu' })).toHaveCount(0);
});
