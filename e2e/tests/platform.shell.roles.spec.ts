// Platform core, shell (spec 1 §2 Shell, §4 role switching, §9 sidebar constants).
import { test, expect } from '@playwright/test';

test.describe('role switching @cokrol', () => {
  test('switches to a held role with a toast, goes to /dashboard and shows that role\'s sidebar', async ({ page }) => {
    await page.goto('/reports');
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(menu.getByRole('link', { name: 'Kullanıcılar', exact: true })).toBeVisible();
    // the user menu: name, e-mail, current role, the switcher (order of spec 1 §2: admin,
    // beyin_antrenoru; temsilci and kullanici are not held)
    await page.getByRole('button', { name: /Kullanıcı menüsü/ }).click();
    const userMenu = page.getByRole('menu', { name: 'Kullanıcı menüsü' });
    await expect(page.getByText('cokrol@akademi.test')).toBeVisible();
    await expect(page.getByText('Rol: Admin')).toBeVisible();
    const switcher = userMenu.getByRole('group', { name: 'Rol değiştir' });
    await expect(switcher.getByRole('menuitemradio')).toHaveText(['✓Admin', 'Beyin Antrenörü']);
    await expect(switcher.getByRole('menuitemradio', { name: 'Admin' })).toHaveAttribute('aria-checked', 'true');
    await switcher.getByRole('menuitemradio', { name: 'Beyin Antrenörü' }).click();
    await expect(page.getByText('Rol değiştirildi: Beyin Antrenörü')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(menu.getByRole('link', { name: 'Öğrenciler', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Kullanıcılar', exact: true })).toHaveCount(0);
    // Kept locally: a reload restores the switched role.
    await page.reload();
    await expect(menu.getByRole('link', { name: 'Öğrenciler', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Kullanıcılar', exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('currentRole'))).toBe('beyin_antrenoru');
  });
});

test.describe('single role @antrenor', () => {
  test('user menu from the keyboard: no role switcher when one role is held; Escape closes and returns focus', async ({ page }) => {
    await page.goto('/dashboard');
    const button = page.getByRole('button', { name: /Kullanıcı menüsü/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('menuitem', { name: 'Çıkış Yap' })).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'Çıkış Yap' })).toBeFocused();
    await expect(page.getByText('antrenor1@akademi.test')).toBeVisible();
    await expect(page.getByText('Rol: Beyin Antrenörü')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Rol değiştir' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('menuitem', { name: 'Çıkış Yap' })).toBeVisible();
  });

  test('Çıkış Yap in the user menu signs out and goes to the sign-in page', async ({ page }) => {
    // The real /logout would revoke every session of this demo user (the saved login of the
    // other tests too): answer it here; the client side of the sign-out still runs.
    await page.route('**/auth/v1/logout**', (route) => route.fulfill({ status: 204, body: '' }));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Kullanıcı menüsü/ }).click();
    await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
    // the success message survives the switch to the plain sign-in page (spec 1 §8)
    await expect(page.getByRole('status').filter({ hasText: 'Başarıyla çıkış yapıldı' })).toBeVisible();
  });
});

test.describe('sidebar and footer @admin', () => {
  test('Ctrl+B collapses the sidebar, the choice is kept in a 7-day cookie; the footer shows support contact', async ({ page, context }) => {
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(menu.getByRole('link', { name: 'Raporlar', exact: true })).toBeVisible();
    await expect(page.getByText('destek@akademi.test')).toBeVisible();
    const sider = page.getByTestId('sidebar');
    expect(await sider.evaluate((el) => el.getBoundingClientRect().width)).toBe(256); // 16rem
    await page.keyboard.press('Control+b');
    await expect(sider).toHaveAttribute('data-state', 'collapsed');
    await expect(menu.getByRole('link', { name: 'Raporlar', exact: true })).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(Math.round((cookie?.expires ?? 0) - Date.now() / 1000)).toBeGreaterThan(7 * 24 * 3600 - 120);
    await page.reload();
    await expect(sider).toHaveAttribute('data-state', 'collapsed');
    await page.getByRole('button', { name: 'Menüyü aç/kapat' }).click();
    await expect(sider).toHaveAttribute('data-state', 'expanded');
    await expect(menu.getByRole('link', { name: 'Raporlar', exact: true })).toBeVisible();
  });
});
