// Platform core, /settings (spec 1 §2 Profile settings, §5, §8): save and reload.
import { test, expect, type Page } from '@playwright/test';

/** The tabs fill the tab bar in equal columns (spec 1 §2: three, two for kullanici). */
async function expectEvenTabColumns(page: Page, count: number) {
  const bar = await page.getByRole('tablist').boundingBox();
  const boxes = await Promise.all((await page.getByRole('tab').locator('..').all()).map((t) => t.boundingBox()));
  expect(boxes).toHaveLength(count);
  for (const [i, box] of boxes.entries()) {
    expect(Math.abs(box!.width - bar!.width / count)).toBeLessThanOrEqual(2);
    expect(Math.abs(box!.x - (bar!.x + (i * bar!.width) / count))).toBeLessThanOrEqual(2);
  }
}

test.describe('settings', () => {
  test('personal info saves only when changed and survives a reload; preferences persist @antrenor', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('tab')).toHaveText(['Kişisel Bilgiler', 'Güvenlik', 'Bildirimler']);
    await expectEvenTabColumns(page, 3);
    const save = page.getByRole('button', { name: 'Kaydet', exact: true });
    await expect(save).toBeDisabled();
    // a Turkish mobile number as people type it; stored and shown as '+90 555 XXX XX XX' (issue 25)
    const digits = String(Date.now() % 10_000_000).padStart(7, '0');
    const phone = `0555 ${digits}`;
    const stored = `+90 555 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
    await page.getByLabel('Telefon (isteğe bağlı)').fill('abc-telefon-yok!!');
    await save.click();
    await expect(page.getByText(/Geçerli bir Türkiye telefon numarası giriniz/)).toBeVisible();
    await page.getByLabel('Telefon (isteğe bağlı)').fill(phone);
    await page.getByLabel('Ad', { exact: true }).fill('A');
    await save.click();
    await expect(page.getByText('Ad en az 2 karakter olmalıdır')).toBeVisible();
    await page.reload();
    const firstName = await page.getByLabel('Ad', { exact: true }).inputValue();
    await page.getByLabel('Telefon (isteğe bağlı)').fill(phone);
    await save.click();
    await expect(page.getByText('Profil bilgileri güncellendi')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Telefon (isteğe bağlı)')).toHaveValue(stored);
    await expect(page.getByLabel('Ad', { exact: true })).toHaveValue(firstName);

    await page.getByRole('tab', { name: 'Bildirimler' }).click();
    const saveprefs = page.getByRole('button', { name: 'Tercihleri Kaydet' });
    await expect(saveprefs).toBeDisabled();
    const updates = page.getByRole('switch', { name: 'Sistem güncellemeleri e-postası' });
    const before = await updates.getAttribute('aria-checked');
    await updates.click();
    await saveprefs.click();
    await expect(page.getByText('Bildirim tercihleri güncellendi')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Bildirimler' }).click();
    await expect(page.getByRole('switch', { name: 'Sistem güncellemeleri e-postası' })).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
    await expect(page.getByRole('switch', { name: /Anlık bildirimler/ })).toBeDisabled();
  });

  test('password change validates @antrenor', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Güvenlik' }).click();
    await page.getByLabel('Mevcut Şifre').fill('Akademi2026!');
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('12345');
    await page.getByLabel('Yeni Şifre (Tekrar)').fill('123456');
    await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
    await expect(page.getByText('Şifre en az 10 karakter olmalı')).toBeVisible();
    await expect(page.getByText('Şifreler eşleşmiyor')).toBeVisible();
  });

  for (const vp of [{ name: '390 px', width: 390, height: 844 }, { name: 'desktop', width: 1280, height: 900 }]) {
    test(`password rule (issue 28): the form's and the server's Turkish messages at ${vp.name} @antrenor`, async ({ page }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Güvenlik' }).click();
      await page.getByLabel('Mevcut Şifre').fill('Akademi2026!');
      // letters only: said by the form before anything is sent
      await page.getByLabel('Yeni Şifre', { exact: true }).fill('yalnizharflerden');
      await page.getByLabel('Yeni Şifre (Tekrar)').fill('yalnizharflerden');
      await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
      await expect(page.getByText('Şifre harf ve rakam içermeli')).toBeVisible();
      // one of the 10,000 most common: only the server knows the list (change-password)
      await page.getByLabel('Yeni Şifre', { exact: true }).fill('password123');
      await page.getByLabel('Yeni Şifre (Tekrar)').fill('password123');
      await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
      await expect(page.getByText('Bu şifre çok yaygın, başka bir şifre seçin')).toBeVisible({ timeout: 15_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
  }

  test('kullanici sees two tabs filling the bar in two columns @ogrenci', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('tab')).toHaveText(['Kişisel Bilgiler', 'Güvenlik']);
    await expectEvenTabColumns(page, 2);
  });
});
