// System notification dialog (spec 1 §2, §4 "Notification dialog", §7 system-alert): the admin
// sends an alert to role kullanici from the dashboard's quick actions; the toast carries the
// recipient count and the student finds the alert among their notifications.
import { test, expect } from '@playwright/test';
import { chooseOption } from '../support/antd.ts';
import { demoSession } from '../support/auth.ts';
import { API_URL, DEMO_ACCOUNTS, DEMO_ANON_KEY } from '../support/env.ts';

const asUser = (token: string) => ({ apikey: DEMO_ANON_KEY, authorization: `Bearer ${token}` });

test.describe('system notification @admin', () => {
  test('admin sends an alert to kullanici; the student receives it', async ({ page, request }) => {
    const admin = await demoSession(DEMO_ACCOUNTS.admin);
    const students = await request.get(`${API_URL}/rest/v1/users?select=id&is_active=eq.true&roles=cs.%7Bkullanici%7D`, { headers: asUser(admin.access_token) });
    expect(students.ok()).toBeTruthy();
    const expectedCount = ((await students.json()) as unknown[]).length;
    expect(expectedCount).toBeGreaterThan(0);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Bildirim Gönder' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();

    // Blank after trimming → validation toast, nothing sent.
    await dialog.getByLabel('Başlık').fill('   ');
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByText('Başlık ve mesaj alanları zorunludur')).toBeVisible();

    const title = `Sistem duyurusu ${Date.now()}`;
    await dialog.getByLabel('Başlık').fill(title);
    await dialog.getByLabel('Mesaj').fill('E2E sistem bildirimi');
    await expect(dialog.getByText('Yüksek')).toBeVisible(); // default priority (spec 1 §9)
    await chooseOption(page, dialog.getByLabel('Hedef Kitle'), 'Kullanıcı');
    await expect(dialog.getByTitle('Kullanıcı')).toBeVisible();
    await dialog.getByRole('button', { name: 'Gönder' }).click();

    await expect(page.getByText(`Bildirim ${expectedCount} kullanıcıya gönderildi`)).toBeVisible();
    await expect(dialog).toBeHidden();

    const student = await demoSession(DEMO_ACCOUNTS.ogrenci);
    const res = await request.get(`${API_URL}/rest/v1/notifications?select=title,priority,type&title=eq.${encodeURIComponent(title)}`, { headers: asUser(student.access_token) });
    expect(res.ok()).toBeTruthy();
    expect(await res.json()).toEqual([{ title, priority: 'high', type: 'system_alert' }]);
  });
});
