// Platform core, shell (spec 1 §2 Shell, §4 role switching, §9 sidebar constants).
import { test, expect } from '@playwright/test';

test.describe('role switching @cokrol', () => {
  test('switches to a held role with a toast, goes to /dashboard and shows that role\'s sidebar', async ({ page }) => {
    await page.goto('/reports');
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(menu.getByRole('link', { name: 'Kullanıcılar', exact: true })).toBeVisible();
    const switcher = page.getByRole('combobox', { name: 'Rol değiştir' });
    await switcher.click();
    // Switcher order of spec 1 §2: admin, beyin_antrenoru (temsilci and kullanici are not held).
    // (antd's listbox options carry the values; the drawn items carry the labels.)
    const items = page.locator('.ant-select-item-option');
    await expect(items).toHaveText(['Admin', 'Beyin Antrenörü']);
    await items.filter({ hasText: 'Beyin Antrenörü' }).click();
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
  test('no role switcher when one role is held', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Rol değiştir' })).toHaveCount(0);
  });
});

test.describe('sidebar and footer @admin', () => {
  test('Ctrl+B collapses the sidebar, the choice is kept in a 7-day cookie; the footer shows support contact', async ({ page, context }) => {
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(menu.getByRole('link', { name: 'Raporlar', exact: true })).toBeVisible();
    await expect(page.getByText('destek@akademi.test')).toBeVisible();
    const sider = page.locator('.ant-layout-sider');
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
