// Platform core, notifications (spec 1 §2 Notification dropdown, §4): a notification inserted for
// the user arrives live (first in the list, badge, 5 s toast), can be read and deleted.
import { test, expect } from '@playwright/test';
import { API_URL, DEMO_ACCOUNTS } from '../support/env.ts';

/** Supabase CLI's well-known local demo service_role key (not a secret). */
const DEMO_SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const service = { apikey: DEMO_SERVICE_KEY, authorization: `Bearer ${DEMO_SERVICE_KEY}`, 'content-type': 'application/json' };

test.describe('notifications @antrenor', () => {
  test('a new notification arrives live with badge and toast, is read and deleted', async ({ page, request }) => {
    const users = await request.get(`${API_URL}/rest/v1/users?select=id&email=eq.${encodeURIComponent(DEMO_ACCOUNTS.antrenor)}`, { headers: service });
    const [{ id: userId }] = (await users.json()) as { id: string }[];
    // Start from no unread notifications so the badge count is known.
    const cleared = await request.patch(`${API_URL}/rest/v1/notifications?user_id=eq.${userId}&is_read=eq.false`, {
      headers: service,
      data: { is_read: true, read_at: new Date().toISOString() },
    });
    expect(cleared.ok()).toBeTruthy();

    await page.goto('/dashboard');
    const bell = page.getByRole('button', { name: /^Bildirimler/ });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    // Let the realtime channel join before inserting.
    await page.waitForTimeout(1500);

    const title = `Canlı bildirim ${Date.now()}`;
    const inserted = await request.post(`${API_URL}/rest/v1/notifications`, {
      headers: service,
      data: { user_id: userId, type: 'system_alert', title, message: 'Gerçek zamanlı test mesajı', priority: 'urgent', action_url: '/settings' },
    });
    expect(inserted.status()).toBe(201);

    await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveText('1');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Bildirimler' });
    await expect(panel.getByText('1 okunmamış bildirim')).toBeVisible();
    const first = panel.getByRole('listitem').first();
    await expect(first).toContainText(title);
    await expect(first).toContainText('Acil');

    await panel.getByRole('button', { name: `Okundu işaretle: ${title}` }).click();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await expect(first).toHaveAttribute('data-read', 'true');

    await panel.getByRole('button', { name: `Sil: ${title}` }).click();
    await expect(page.getByText('Bildirim silindi')).toBeVisible();
    await expect(panel.getByText(title)).toHaveCount(0);
    const left = await request.get(`${API_URL}/rest/v1/notifications?select=id&title=eq.${encodeURIComponent(title)}`, { headers: service });
    expect(await left.json()).toEqual([]);
  });

  test('clicking an item reads it, closes the panel and follows its link', async ({ page, request }) => {
    const users = await request.get(`${API_URL}/rest/v1/users?select=id&email=eq.${encodeURIComponent(DEMO_ACCOUNTS.antrenor)}`, { headers: service });
    const [{ id: userId }] = (await users.json()) as { id: string }[];
    const title = `Bağlantılı bildirim ${Date.now()}`;
    await request.post(`${API_URL}/rest/v1/notifications`, {
      headers: service,
      data: { user_id: userId, type: 'system_alert', title, message: 'Ayarlara git', priority: 'high', action_url: '/settings' },
    });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Bildirimler/ }).click();
    const panel = page.getByRole('dialog', { name: 'Bildirimler' });
    await expect(panel.getByRole('listitem').filter({ hasText: title })).toContainText('Önemli');
    await panel.getByText(title).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(panel).toHaveCount(0);
    await expect(async () => {
      const row = await request.get(`${API_URL}/rest/v1/notifications?select=is_read&title=eq.${encodeURIComponent(title)}`, { headers: service });
      expect(await row.json()).toEqual([{ is_read: true }]);
    }).toPass({ timeout: 10_000 });
  });

  // issue 17 item 9: the bell lives in the layout; navigating inside the app neither remounts it nor
  // reads the count again, and no notification request is reported as aborted.
  test('a walk over several routes reads the unread count once and aborts no notification request', async ({ page }) => {
    const reads: string[] = [];
    const failed: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rest/v1/notifications')) reads.push(`${r.method()} ${r.url()}`);
    });
    page.on('requestfailed', (r) => {
      if (r.url().includes('/rest/v1/notifications')) failed.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText ?? ''}`);
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: /^Bildirimler/ })).toBeVisible();
    await expect.poll(() => reads.length).toBe(1);
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    for (const [name, path] of [
      ['Raporlar', '/reports'],
      ['Aktiviteler', '/activities'],
      ['Öğrenciler', '/students'],
      ['Formlar', '/forms'],
      ['Ayarlar', '/settings'],
      ['Bilişsel Beceri Değerlendirme', '/cognitive-assessment'],
    ] as const) {
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    }
    await page.waitForTimeout(500);
    expect(failed).toEqual([]);
    expect(reads).toHaveLength(1);

    // A full page load reads the count once more; that request finishes (Chromium reported the
    // unread HEAD response of every load as net::ERR_ABORTED before the client read its body).
    for (const path of ['/reports', '/activities', '/dashboard']) {
      const finished = page.waitForEvent('requestfinished', (r) => r.url().includes('/rest/v1/notifications'));
      await page.goto(path);
      await finished;
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    }
    expect(failed).toEqual([]);
    expect(reads).toHaveLength(4);
  });
});
