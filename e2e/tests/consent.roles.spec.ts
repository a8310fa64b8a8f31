// Guardian consent (issue 26 item 1) in the browser: a trainer creates a student with a guardian
// e-mail; the guardian opens the mailbox link signed out on a phone (390 px), reads the Aydınlatma
// Metni, ticks the consent box and consents; then the trainer can start a test for that student.
// The demo student without consent (ogrenci29, Büşra Kaya) is stopped by the launchers first.
// Withdrawal (issue 26 §1, §3): the guardian withdraws through the same link on a phone; from then
// the launcher and the database refuse new sessions and an erasure request appears in Veri Talepleri.
import { test, expect, type Page } from '@playwright/test';
import { demoSession } from '../support/auth.ts';
import { API_URL, DEMO_ANON_KEY, DEMO_ACCOUNTS } from '../support/env.ts';
import { expectNoSidewaysScroll } from '../support/walk.ts';

const CONSENT_REQUIRED = 'Bu öğrenci için veli onayı bulunmuyor.';
const UNCONSENTED = 'Büşra Kaya'; // supabase/seed/demo-accounts.ts UNCONSENTED_DEMO_STUDENT

async function createStudentWithGuardian(trainerEmail: string, firstName: string, guardian: string) {
  const session = await demoSession(trainerEmail);
  const res = await fetch(`${API_URL}/functions/v1/create-user`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `e2e-onay-${Date.now()}@akademi.test`,
      password: 'Ogrenci2026!',
      firstName,
      lastName: 'Onaylı',
      roles: ['kullanici'],
      demographicInfo: { parent_email: guardian, parent_name: 'Ayşe Onaylı', school_name: 'Deneme Okulu' },
    }),
  });
  const body = (await res.json()) as { user?: { id: string }; consentLink?: { sent: boolean } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(body.consentLink?.sent).toBe(true);
  return body.user!.id;
}

async function consentLinkFor(guardian: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const mails = (await (await fetch(`${API_URL}/mailbox/api/messages?to=${encodeURIComponent(guardian)}`)).json()) as { text: string | null }[];
    link = /https?:\/\/\S+\/veli-onayi#t=[0-9a-f]{64}/.exec(mails[0]?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return link;
}

async function pickInLauncher(page: Page, name: string) {
  await page.goto('/cognitive-assessment');
  await expect(page.getByRole('heading', { name: 'Bilişsel Beceri Değerlendirme' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Öğrenci' }).click();
  await page.getByRole('combobox', { name: 'Öğrenci' }).fill(name);
  await page.getByTitle(name).first().click();
}

test.describe('guardian consent @antrenor', () => {
  test('the guardian consents through the mailbox link signed out at 390 px; then the trainer starts a test', async ({ page, browser }) => {
    const guardian = `veli-${Date.now()}@example.com`;
    const first = `Onay${Date.now().toString(36)}`;
    await createStudentWithGuardian(DEMO_ACCOUNTS.antrenor, first, guardian);

    // before consent: the launcher says so and does not start
    await pickInLauncher(page, `${first} Onaylı`);
    await expect(page.getByRole('alert').filter({ hasText: CONSENT_REQUIRED })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Testi Başlat' })).toBeDisabled();

    const link = await consentLinkFor(guardian);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' }); // signed out
    const g = await phone.newPage();
    try {
      await g.goto(link);
      await expect(g.getByRole('heading', { name: 'Veli Onayı', level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(g.getByText(`${first} O.`)).toBeVisible();
      await expect(g.getByRole('heading', { name: 'Kişisel Verilerin Korunması Hakkında Aydınlatma Metni' })).toBeVisible();
      await expect(g).toHaveURL(/\/veli-onayi$/); // the token left the address bar
      await expectNoSidewaysScroll(g, 'consent page 390 px');
      // the box must be ticked
      await g.getByLabel('Veli Adı Soyadı').fill('Ayşe Onaylı');
      await g.getByRole('button', { name: 'Onay Veriyorum' }).click();
      await expect(g.getByText('Onay vermek için Aydınlatma Metnini okuduğunuzu işaretlemelisiniz.')).toBeVisible();
      await g.getByRole('checkbox', { name: /açık rıza veriyorum/ }).check();
      await g.getByRole('button', { name: 'Onay Veriyorum' }).click();
      await expect(g.getByRole('status').filter({ hasText: 'Onayınız kaydedildi. Teşekkür ederiz.' })).toBeVisible();
      await expect(g.getByTestId('consent-status')).toHaveText('Onay verildi');
      await expect(g.getByRole('button', { name: 'Onayımı Geri Çek' })).toBeVisible();
      await expectNoSidewaysScroll(g, 'consent page 390 px after consent');
    } finally {
      await phone.close();
    }

    // now the trainer starts the battery for the student
    await pickInLauncher(page, `${first} Onaylı`);
    await expect(page.getByRole('alert').filter({ hasText: CONSENT_REQUIRED })).toHaveCount(0);
    const start = page.getByRole('button', { name: 'Testi Başlat' });
    await expect(start).toBeEnabled();
    const popupPromise = page.waitForEvent('popup');
    await start.click();
    const popup = await popupPromise;
    await popup.waitForURL(/\/cognitive-tests\/dikkat\/dikkat\.html\?session_id=[0-9a-f-]{36}&student_id=/);
    await expect(popup.getByRole('heading', { name: 'Dikkat Testi' })).toBeVisible();
    await popup.close();
    await expect(page.getByRole('button', { name: 'Testi Başlat' })).toBeEnabled({ timeout: 15_000 });

    // the student list shows the state
    await page.goto('/students');
    await page.getByLabel('Öğrenci ara...').fill(first);
    await expect(page.getByRole('row', { name: new RegExp(first) }).getByRole('button', { name: 'Veli onayı: Onaylı' })).toBeVisible({ timeout: 30_000 });
  });

  test('the guardian consents and then withdraws on a phone: new sessions are refused and an erasure request opens in Veri Talepleri', async ({ page, browser }) => {
    test.setTimeout(180_000); // a consent, a withdrawal and two screens on a loaded machine
    const guardian = `veli-geri-${Date.now()}@example.com`;
    const first = `Geri${Date.now().toString(36)}`;
    const studentId = await createStudentWithGuardian(DEMO_ACCOUNTS.antrenor, first, guardian);
    const link = await consentLinkFor(guardian);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' }); // signed out
    const g = await phone.newPage();
    try {
      await g.goto(link);
      await expect(g.getByRole('heading', { name: 'Veli Onayı', level: 1 })).toBeVisible({ timeout: 30_000 });
      await g.getByLabel('Veli Adı Soyadı').fill('Ayşe Onaylı');
      await g.getByRole('checkbox', { name: /açık rıza veriyorum/ }).check();
      await g.getByRole('button', { name: 'Onay Veriyorum' }).click();
      await expect(g.getByTestId('consent-status')).toHaveText('Onay verildi');
      // withdraw: asks first, then records it
      await g.getByRole('button', { name: 'Onayımı Geri Çek' }).click();
      const confirm = g.getByRole('group', { name: 'Geri çekmeyi onaylayın' });
      await expect(confirm).toBeVisible();
      await expectNoSidewaysScroll(g, 'consent page 390 px, withdrawal confirmation');
      await confirm.getByRole('button', { name: 'Evet, Geri Çek' }).click();
      await expect(g.getByRole('status').filter({ hasText: 'Onayınız geri çekildi.' })).toBeVisible({ timeout: 30_000 });
      await expect(g.getByTestId('consent-status')).toHaveText('Onay geri çekildi');
      await expect(g.getByRole('button', { name: 'Onayımı Geri Çek' })).toHaveCount(0);
      await expectNoSidewaysScroll(g, 'consent page 390 px after withdrawal');
    } finally {
      await phone.close();
    }

    // new sessions are refused: the launcher says so, and the database refuses a direct insert
    await pickInLauncher(page, `${first} Onaylı`);
    await expect(page.getByRole('alert').filter({ hasText: CONSENT_REQUIRED })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Testi Başlat' })).toBeDisabled();
    const session = await demoSession(DEMO_ACCOUNTS.antrenor);
    const direct = await fetch(`${API_URL}/rest/v1/test_sessions`, {
      method: 'POST',
      headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({ student_id: studentId, conducted_by: '00000000-0000-4000-a000-000000000004', kind: 'd2' }), // antrenor1's users.id (seed)
    });
    expect(direct.status).toBe(403);
    expect(await direct.text()).toContain(CONSENT_REQUIRED);

    // the withdrawal opened an erasure request, named after the guardian, in Veri Talepleri
    await page.goto('/privacy/requests');
    await expect(page.getByRole('heading', { name: 'Veri Talepleri' })).toBeVisible({ timeout: 30_000 });
    const row = page.getByRole('row').filter({ hasText: `${first} Onaylı` });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await expect(row).toContainText('Silme');
    await expect(row).toContainText('Açık');
    await expect(row).toContainText('Ayşe Onaylı');

    // the student list shows the state
    await page.goto('/students');
    await page.getByLabel('Öğrenci ara...').fill(first);
    await expect(page.getByRole('row', { name: new RegExp(first) }).getByRole('button', { name: 'Veli onayı: Geri çekildi' })).toBeVisible({ timeout: 30_000 });
  });

  test('a forged link shows a clear error signed out', async ({ browser }) => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const g = await ctx.newPage();
    try {
      await g.goto(`/veli-onayi#t=${'0'.repeat(64)}`);
      await expect(g.getByRole('alert')).toHaveText('Bağlantı geçersiz ya da bulunamadı.', { timeout: 30_000 });
      await g.goto('/veli-onayi#t=<script>');
      await expect(g.getByRole('alert')).toContainText('Bağlantı geçersiz');
    } finally {
      await ctx.close();
    }
  });
});

test.describe('the unconsented demo student @admin', () => {
  test('the battery and survey launchers say so before anything starts; the list shows Bekliyor', async ({ page }) => {
    await pickInLauncher(page, UNCONSENTED);
    await expect(page.getByRole('alert').filter({ hasText: CONSENT_REQUIRED })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Testi Başlat' })).toBeDisabled();

    await page.goto('/forms');
    await page.getByRole('combobox', { name: 'Öğrenci' }).click();
    await page.getByRole('combobox', { name: 'Öğrenci' }).fill(UNCONSENTED);
    await page.getByTitle(UNCONSENTED).first().click();
    await expect(page.getByRole('alert').filter({ hasText: CONSENT_REQUIRED })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anketi Başlat' })).toBeDisabled();

    await page.goto('/students');
    await page.getByLabel('Öğrenci ara...').fill(UNCONSENTED);
    await expect(page.getByRole('row', { name: new RegExp(UNCONSENTED) }).getByRole('button', { name: 'Veli onayı: Bekliyor' })).toBeVisible({ timeout: 30_000 });
  });
});
