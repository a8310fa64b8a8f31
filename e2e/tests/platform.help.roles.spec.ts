// Platform core, /help (spec 1 §2 Help and Support, §5, §8): the contact message is validated,
// stored through send-support-email and lands in the local mailbox.
import { test, expect } from '@playwright/test';
import { API_URL } from '../support/env.ts';

test.describe('help @antrenor', () => {
  test('guide, 17 FAQ items, contact form validation and delivery to the mailbox', async ({ page, request }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Yardım ve Destek' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sıkça Sorulan Sorular' }).locator('summary')).toHaveCount(17);
    await page.getByText('Test yarıda kesilirse ne olur?').click();
    await expect(page.getByText('Yarıda kesilen testin cevapları kaydedilmez; testin baştan yapılması gerekir.')).toBeVisible();

    const form = page.getByRole('form', { name: 'İletişim formu' });
    await form.getByLabel('Mesaj').fill('kısa');
    await form.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await expect(form.getByText('Konu seçiniz')).toBeVisible();
    await expect(form.getByText('Mesaj en az 10 karakter olmalıdır')).toBeVisible();

    const text = `Rapor ekranında bir sorun var ${Date.now()}`;
    await form.getByLabel('Konu').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Rapor Sorunu' }).click();
    await form.getByLabel('Mesaj').fill(text);
    await form.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await expect(page.getByText('Mesajınız başarıyla gönderildi! 24 saat içinde size dönüş yapacağız.')).toBeVisible();
    await expect(async () => {
      const mails = (await (await request.get(`${API_URL}/mailbox/api/messages`)).json()) as { text: string | null; html: string | null }[];
      expect(mails.some((m) => (m.text ?? m.html ?? '').includes(text))).toBe(true);
    }).toPass({ timeout: 10_000 });
  });
});
