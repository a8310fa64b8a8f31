import { test, expect } from '@playwright/test';
import { GUARDED_ROUTES, PUBLIC_ROUTES, UNGUARDED_ROUTES, ERROR_SCREEN_TITLE } from '../support/routes.ts';

// Every demo role signs in (saved login) and walks the whole routing table of spec 3 §2.1.
test.describe('routing table @all', () => {
  test('/ sends a signed-in user to /dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Çıkış Yap').first()).toBeAttached();
  });

  for (const path of [...GUARDED_ROUTES, ...PUBLIC_ROUTES, ...UNGUARDED_ROUTES, '/tracking']) {
    test(`${path} renders without an error screen`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?.*)?$`));
      await expect(page.getByRole('main')).not.toBeEmpty();
      await expect(page.getByText('Yükleniyor...')).toHaveCount(0);
      await expect(page.getByText(ERROR_SCREEN_TITLE)).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});
