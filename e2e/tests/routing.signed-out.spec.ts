import { test, expect } from '@playwright/test';
import { GUARDED_ROUTES, PUBLIC_ROUTES, NOT_FOUND_TEXT, NOT_FOUND_TITLE, ERROR_SCREEN_TITLE } from '../support/routes.ts';

test.describe('signed out', () => {
  for (const path of GUARDED_ROUTES) {
    test(`${path} redirects to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByLabel(/e-posta/i)).toBeVisible();
    });
  }

  for (const path of PUBLIC_ROUTES) {
    test(`${path} is public`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByText(ERROR_SCREEN_TITLE)).toHaveCount(0);
    });
  }

  test('an unknown path shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/bu-sayfa-yok');
    await expect(page.getByRole('heading', { name: NOT_FOUND_TITLE })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    await expect(page.getByRole('link', { name: /ana sayfa/i })).toHaveAttribute('href', '/');
  });
});
