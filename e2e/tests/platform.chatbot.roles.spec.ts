// Platform core, support chatbot (spec 1 §2, §4 Chat, §8): local answer and the fallback when the
// AI provider is not configured (the local chatbot-claude answers 503).
import { test, expect } from '@playwright/test';

test.describe('chatbot @antrenor', () => {
  test('greets by first name, answers locally with related questions, falls back on an unknown question', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Destek Asistanı' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('Çevrimiçi')).toBeVisible();
    const log = drawer.getByRole('log', { name: 'Sohbet' });
    await expect(log).toContainText(/Merhaba \S+! Size nasıl yardımcı olabilirim\?/);
    const send = drawer.getByRole('button', { name: 'Gönder' });
    await expect(send).toBeDisabled();
    await drawer.getByPlaceholder('Sorunuzu yazın...').fill('   ');
    await expect(send).toBeDisabled();

    await drawer.getByPlaceholder('Sorunuzu yazın...').fill('Burdon testi ne kadar sürer?');
    await send.click();
    await expect(log).toContainText('Burdon dikkat testi 15-20 dakika sürer.');
    await expect(log).toContainText('İlgili sorular:');

    await drawer.getByPlaceholder('Sorunuzu yazın...').fill('Bugün hava nasıl olacak?');
    await send.click();
    await expect(log).toContainText('Geçici bir bağlantı sorunu oluştu. İşte bulabildiğim bilgi:');
    await expect(log).toContainText('Sorunuzu tam olarak anlayamadım.');
    await expect(log).not.toContainText('Düşünüyor...');
  });
});

test.describe('chatbot hidden @ogrenci', () => {
  test('kullanici has no chatbot button', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByText('destek@akademi.test')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Destek Asistanı' })).toHaveCount(0);
  });
});
