// Platform core, sign-in screen (spec 1 §2 "Sign-in screen", §4 Auth, §5, §8): every role signs in
// through the screen and sees its sidebar; a wrong password shows 'E-posta veya şifre hatalı.'; the
// reset e-mail's link from the local mailbox lands on the set-new-password mode.
import { test, expect, type Page } from '@playwright/test';
import { API_URL, DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoRole } from '../support/env.ts';

/** Supabase CLI's well-known local demo service_role key (not a secret). */
const DEMO_SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

async function signInThroughScreen(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

// Sidebar of spec 1 §2 per role: [shown, hidden].
const SIDEBAR: Record<Exclude<DemoRole, 'cokrol'>, [string[], string[]]> = {
  // issue 25: Test Tanımla for the three staff roles, Test Kataloğu for admin only; issue 26: Erişim Kayıtları for admin only
  admin: [['Bilişsel Beceri Değerlendirme', 'Öğrenciler', 'Kullanıcılar', 'Raporlar', 'Aktiviteler', 'Test Tanımla', 'Test Kataloğu', 'Erişim Kayıtları', 'Ayarlar', 'Yardım'], ['Beyin Antrenörleri']],
  temsilci: [['Formlar', 'Beyin Antrenörleri', 'Raporlar', 'Aktiviteler', 'Test Tanımla', 'Ayarlar', 'Yardım'], ['Öğrenciler', 'Kullanıcılar', 'Test Kataloğu', 'Erişim Kayıtları']],
  antrenor: [['Etkin ve Anlayarak Okuma', 'Öğrenciler', 'Raporlar', 'Aktiviteler', 'Test Tanımla', 'Ayarlar', 'Yardım'], ['Kullanıcılar', 'Beyin Antrenörleri', 'Test Kataloğu', 'Erişim Kayıtları']],
  ogrenci: [['Uluslararası Alan Testleri', 'Formlar', 'Ayarlar'], ['Öğrenciler', 'Raporlar', 'Aktiviteler', 'Yardım', 'Test Tanımla', 'Test Kataloğu', 'Erişim Kayıtları']],
};

test.describe('sign-in screen', () => {
  for (const [role, [shown, hidden]] of Object.entries(SIDEBAR)) {
    test(`${role} signs in through the screen and sees the role's sidebar`, async ({ page }) => {
      await signInThroughScreen(page, DEMO_ACCOUNTS[role as DemoRole], DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText('Başarıyla giriş yapıldı!')).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Ana menü' });
      for (const label of shown) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
      for (const label of hidden) await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
      if (role === 'ogrenci') await expect(menu.getByText('Yönetim', { exact: true })).toHaveCount(0);
    });
  }

  test('a wrong password shows the Turkish message and stays on the screen', async ({ page }) => {
    await signInThroughScreen(page, DEMO_ACCOUNTS.admin, 'yanlis-sifre');
    await expect(page.getByRole('alert')).toHaveText('E-posta veya şifre hatalı.');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('/auth runs no app script before the submit (the island alone); a wrong then the right password signs in to the dashboard', async ({ page }) => {
    const appScripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && /\/(main\.[^/]*\.js|remoteEntry\.js)$/.test(r.url())) appScripts.push(r.url());
    });
    await page.goto('/auth');
    await expect(page.locator('#akademi-first-paint form')).toHaveAttribute('data-ready', 'true');
    await page.getByLabel('E-posta').fill(DEMO_ACCOUNTS.admin);
    await page.getByLabel('Şifre', { exact: true }).fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-posta veya şifre hatalı.');
    await expect(page).toHaveURL(/\/auth$/);
    // the app was neither fetched as a script nor added to the page (its files may be prefetched at idle)
    expect(appScripts).toEqual([]);
    expect(await page.locator('script[src*="/main."]').count()).toBe(0);
    await page.getByLabel('Şifre', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Başarıyla giriş yapıldı!')).toBeVisible();
    await expect(page.getByRole('button', { name: /Kullanıcı menüsü/ })).toBeVisible();
    expect(appScripts.some((u) => /\/main\.[^/]*\.js$/.test(u))).toBe(true);
  });

  test('empty fields are required and nothing is sent', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('E-posta adresinizi girin')).toBeVisible();
    await expect(page.getByText('Şifrenizi girin')).toBeVisible();
  });

  test('at 390 px the form fits without sideways scroll (with an error, and in reset mode); an oversized e-mail and password get the Turkish message', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto('/auth');
    await page.locator('form[data-ready="true"]').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByLabel('E-posta', { exact: true }).fill(`${'x'.repeat(5000)}@akademi.test`);
    await page.getByLabel('Şifre', { exact: true }).fill('y'.repeat(100_000));
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-posta veya şifre hatalı.');
    await expect(page).toHaveURL(/\/auth$/);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Şifrenizi mi unuttunuz?' }).click();
    await expect(page.getByRole('heading', { name: 'Şifre Sıfırlama' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  test('reset request → mailbox link → new password → sign in with it', async ({ page, request, browser }) => {
    // A fresh account, so the demo accounts keep their password.
    const email = `sifre-${Date.now()}@akademi.test`;
    const created = await request.post(`${API_URL}/auth/v1/admin/users`, {
      headers: { apikey: DEMO_SERVICE_KEY, authorization: `Bearer ${DEMO_SERVICE_KEY}` },
      data: { email, password: 'IlkSifre1', email_confirm: true, user_metadata: { first_name: 'Sıfır', last_name: 'Lama' } },
    });
    expect(created.ok()).toBeTruthy();

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Şifrenizi mi unuttunuz?' }).click();
    // the static form starts the app, whose reset form replaces it: typed once that form is there
    // (a fill that lands on the static field while it is being replaced is lost)
    await expect(page.getByRole('heading', { name: 'Şifre Sıfırlama' })).toBeVisible();
    await page.getByLabel('E-posta').fill(email);
    await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await expect(page.getByText('Şifre sıfırlama e-postası gönderildi!')).toBeVisible();

    let link = '';
    await expect(async () => {
      const mails = (await (await request.get(`${API_URL}/mailbox/api/messages?to=${encodeURIComponent(email)}`)).json()) as { text: string | null }[];
      link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mails[0]?.text ?? '')?.[0] ?? '';
      expect(link).not.toBe('');
    }).toPass({ timeout: 10_000 });

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Yeni Şifre Belirle' })).toBeVisible();
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('kisa');
    await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
    await expect(page.getByText('Şifre en az 8 karakter olmalı')).toBeVisible();
    // issue 28: the e-mail's local part ('sifre-…') is refused by the form, a common password by the server
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('YeniSifre2026');
    await expect(page.getByText('Şifre e-posta adresinizi veya adınızı içermemeli')).toBeVisible();
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('password123');
    await page.getByLabel('Yeni Şifre (Tekrar)').fill('password123');
    await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
    await expect(page.getByRole('alert')).toHaveText('Bu şifre çok yaygın, başka bir şifre seçin', { timeout: 15_000 });
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('YeniParola2026');
    await page.getByLabel('Yeni Şifre (Tekrar)').fill('YeniParola2026');
    await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Şifreniz başarıyla güncellendi!')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('isPasswordRecovery'))).toBeNull();

    // A new browser signs in with the new password; the old one is refused.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await signInThroughScreen(other, email, 'IlkSifre1');
    await expect(other.getByRole('alert')).toHaveText('E-posta veya şifre hatalı.');
    await other.getByLabel('Şifre', { exact: true }).fill('YeniParola2026');
    await other.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(other).toHaveURL(/\/dashboard$/);
    await fresh.close();
  });
});
