// Management screens (spec 1 "Student management", "User management", dialogs, "User creation
// dialog", "Test assignment", §4–§8): each staff role manages the people spec 1 §6 gives it, and
// the create-user function refuses what the UI would not offer.
import { test, expect, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { API_URL, DEMO_ACCOUNTS, DEMO_ANON_KEY, DEMO_PASSWORD } from '../support/env.ts';
import { watchForText } from '../support/transient.ts';

const ACCESS_DENIED = 'Erişim Yetkisi Yok';
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A Node supabase-js client signed in as `email` (Node 20 has no global WebSocket). */
async function signedInClient(email: string, password = DEMO_PASSWORD): Promise<SupabaseClient> {
  const client = createClient(API_URL, DEMO_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in failed for ${email}: ${error.message}`);
  return client;
}

async function ownId(client: SupabaseClient, email: string): Promise<string> {
  const { data, error } = await client.from('users').select('id').eq('email', email).single();
  if (error || !data) throw new Error(`no users row for ${email}: ${error?.message}`);
  return (data as { id: string }).id;
}

/** A fresh student of antrenor1 made through the create-user function. */
async function createStudentOfTrainer(trainer: SupabaseClient, firstName: string) {
  const email = `e2e-student-${unique()}@akademi.test`;
  const { data, error } = await trainer.functions.invoke('create-user', {
    body: { email, password: 'Ogrenci2026!', firstName, lastName: 'Testoğlu', roles: ['kullanici'], demographicInfo: { school_name: 'Deneme Okulu' } },
  });
  if (error) throw new Error(`create-user failed: ${error.message}`);
  return { email, id: (data as { user: { id: string } }).user.id, name: `${firstName} Testoğlu` };
}

async function openStudents(page: Page) {
  await page.goto('/students');
  // The first visit loads mf-admin's remote entry and page chunk: allow a slow shared machine.
  await expect(page.getByRole('heading', { name: 'Öğrenci Listesi' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Toplam \d+ öğrenci bulundu\.$/)).toBeVisible();
}

test.describe('management access @ogrenci', () => {
  for (const path of ['/students', '/add-user', '/test-management']) {
    test(`kullanici sees '${ACCESS_DENIED}' on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(ACCESS_DENIED)).toBeVisible();
      await expect(page.getByText('Bu sayfayı görüntüleme yetkiniz bulunmamaktadır.')).toBeVisible();
    });
  }
});

test.describe('student management as a trainer @antrenor', () => {
  test('lists only own students with cards, search and details with the supervisor', async ({ page }) => {
    await openStudents(page);
    for (const card of ['Toplam Öğrenci', 'Aktif Öğrenci', 'Bu Ay Kayıt']) await expect(page.getByText(card)).toBeVisible();
    await expect(page.getByText('Doğum günü bu ay olan öğrenciler')).toBeVisible();
    for (const col of ['Ad Soyad', 'Sınıf', 'Okul', 'Veli', 'İletişim', 'Durum', 'İşlemler']) {
      // .first(): 'Veli' is also the start of the 'Veli Onayı' header (issue 26), which comes later
      await expect(page.getByRole('columnheader', { name: col }).first()).toBeVisible();
    }
    // ogrenci1 is antrenor1's student; students of antrenor2 are not in the list (RLS + scope).
    await expect(page.getByRole('row', { name: /ogrenci1@akademi\.test/ })).toBeVisible();
    const trainer = await signedInClient(DEMO_ACCOUNTS.antrenor);
    const meId = await ownId(trainer, DEMO_ACCOUNTS.antrenor);
    const { count } = await trainer.from('users').select('id', { count: 'exact', head: true }).contains('roles', ['kullanici']).eq('supervisor_id', meId);
    await expect(page.getByText(`Toplam ${count} öğrenci bulundu.`)).toBeVisible();

    await page.getByPlaceholder('Öğrenci ara...').fill('zzzz-yok');
    await expect(page.getByText('Öğrenci bulunamadı.')).toBeVisible();
    await page.getByPlaceholder('Öğrenci ara...').fill('ogrenci1');
    await page.getByPlaceholder('Öğrenci ara...').fill('');

    await page.getByRole('row', { name: /ogrenci1@akademi\.test/ }).getByRole('button', { name: 'Detaylar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kullanıcı Detayları' });
    for (const section of ['Kişisel Bilgiler', 'Roller ve Yetkilendirme', 'Eğitim Bilgileri', 'Veli Bilgileri']) {
      await expect(dialog.getByText(section, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText(DEMO_ACCOUNTS.antrenor)).toBeVisible();
  });

  test('adds a student who appears in the list, has the trainer as supervisor and can sign in', async ({ page }) => {
    const id = unique();
    const email = `e2e-yeni-${id}@akademi.test`;
    await openStudents(page);
    await page.getByRole('button', { name: 'Yeni Öğrenci' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Öğrenci Ekle' });
    await dialog.getByLabel('Ad', { exact: true }).fill('Deniz');
    await dialog.getByLabel('Soyad', { exact: true }).fill(`Yeni${id}`);
    await dialog.getByLabel('E-posta', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    const password = await dialog.getByLabel('Şifre', { exact: true }).inputValue();
    expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    await dialog.getByLabel('Okul Adı').fill('E2E Ortaokulu');
    // the success view closes itself after 1 s (spec 1 §9): watched for, not polled
    const sawAdded = await watchForText(page, 'Öğrenci başarıyla eklendi!');
    await dialog.getByRole('button', { name: 'Öğrenci Ekle', exact: true }).click();
    await expect.poll(sawAdded, { timeout: 30_000 }).toBe(true);
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole('row', { name: new RegExp(`Deniz Yeni${id}`) })).toContainText('E2E Ortaokulu');

    const trainer = await signedInClient(DEMO_ACCOUNTS.antrenor);
    const trainerId = await ownId(trainer, DEMO_ACCOUNTS.antrenor);
    const student = await signedInClient(email, password);
    const { data } = await student.from('users').select('id, roles, supervisor_id, student_number').eq('email', email).single();
    const row = data as { id: string; roles: string[]; supervisor_id: string; student_number: string | null };
    expect(row.roles).toEqual(['kullanici']);
    expect(row.supervisor_id).toBe(trainerId);
    expect(row.student_number).toMatch(/^STU-\d{8}$/);
    // the student's own demographics: through the logged read (no direct SELECT of the column, issue 26 §2)
    const direct = await student.from('users').select('demographic_info').eq('id', row.id);
    expect(direct.error?.code).toBe('42501');
    const own = await student.rpc('student_demographics', { p_students: [row.id], p_path: 'settings' });
    expect(own.error).toBeNull();
    const info = (own.data as { demographic_info: { student_number?: string; parent_name?: unknown } }[])[0].demographic_info;
    expect(info.student_number).toBe(row.student_number);
    expect(info.parent_name).toBeNull();
  });

  test('add-student validation shows the error alert', async ({ page }) => {
    await openStudents(page);
    await page.getByRole('button', { name: 'Yeni Öğrenci' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Öğrenci Ekle' });
    await dialog.getByLabel('Ad', { exact: true }).fill('A');
    await dialog.getByLabel('Soyad', { exact: true }).fill('B');
    await dialog.getByLabel('E-posta', { exact: true }).fill(`e2e-kisa-${unique()}@akademi.test`);
    await dialog.getByLabel('Şifre', { exact: true }).fill('12345');
    await dialog.getByRole('button', { name: 'Öğrenci Ekle', exact: true }).click();
    await expect(dialog.getByText('Şifre en az 8 karakter olmalı')).toBeVisible();
    // issue 25: a parent phone that is no Turkish number is refused before anything is sent
    await dialog.getByLabel('Şifre', { exact: true }).fill('Kalem4ler');
    await dialog.getByLabel('Veli Telefonu').fill('abc-telefon-yok!!');
    await dialog.getByRole('button', { name: 'Öğrenci Ekle', exact: true }).click();
    await expect(dialog.getByText(/Veli Telefonu: Geçerli bir Türkiye telefon numarası giriniz/)).toBeVisible();
  });

  test('a trainer calling create-user for an admin account is refused by the server', async () => {
    const trainer = await signedInClient(DEMO_ACCOUNTS.antrenor);
    const email = `e2e-yetkisiz-${unique()}@akademi.test`;
    const { error } = await trainer.functions.invoke('create-user', {
      body: { email, password: 'Yetkisiz2026!', firstName: 'Yetkisiz', lastName: 'Deneme', roles: ['admin'] },
    });
    expect(error).not.toBeNull();
    expect((error as unknown as { context: Response }).context.status).toBe(403);
    const admin = await signedInClient(DEMO_ACCOUNTS.admin);
    const { data } = await admin.from('users').select('id').eq('email', email);
    expect(data).toEqual([]);
  });

  test('edit saves and re-renders the row', async ({ page }) => {
    const trainer = await signedInClient(DEMO_ACCOUNTS.antrenor);
    const s = await createStudentOfTrainer(trainer, `Duzenle${unique()}`);
    await openStudents(page);
    const row = page.getByRole('row', { name: new RegExp(s.name) });
    await row.getByRole('button', { name: 'Düzenle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
    for (const section of ['Kişisel Bilgiler', 'Kullanıcı Rolleri', 'Eğitim Bilgileri', 'Veli Bilgileri', 'Adres Bilgileri']) {
      await expect(dialog.getByText(section, { exact: true })).toBeVisible();
    }
    // Roles are changed only by an admin: a trainer gets no role checkboxes.
    await expect(dialog.getByRole('checkbox', { name: 'Admin' })).toHaveCount(0);
    await dialog.getByLabel('Okul').fill('Güncel Koleji');
    await dialog.getByLabel('Veli Adı').fill('Veli Güncel');
    // issue 25: the parent phone must be a Turkish number, refused in Turkish, stored '+90 …'
    await dialog.getByLabel('Veli Telefonu').fill('abc-telefon-yok!!');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByText(/Veli Telefonu: Geçerli bir Türkiye telefon numarası giriniz/)).toBeVisible();
    await dialog.getByLabel('Veli Telefonu').fill('0532 123 45 67');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Kullanıcı başarıyla güncellendi!')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(s.name) })).toContainText('Güncel Koleji');
    await expect(page.getByRole('row', { name: new RegExp(s.name) })).toContainText('Veli Güncel');
    await expect(page.getByRole('row', { name: new RegExp(s.name) })).toContainText('+90 532 123 45 67');
  });

  test('deleting a student without results removes the row', async ({ page }) => {
    const trainer = await signedInClient(DEMO_ACCOUNTS.antrenor);
    const s = await createStudentOfTrainer(trainer, `Silinecek${unique()}`);
    await openStudents(page);
    await page.getByRole('row', { name: new RegExp(s.name) }).getByRole('button', { name: 'Sil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kullanıcıyı Sil' });
    await expect(dialog.getByText('Bu işlem geri alınamaz.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Sil', exact: true }).click();
    await expect(page.getByText('Kullanıcı sistemden başarıyla silindi!')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(s.name) })).toHaveCount(0);
  });

  test('deleting a student with attention results deactivates instead', async ({ page }) => {
    const trainer = await signedInClient(DEMO_ACCOUNTS.antrenor);
    const trainerId = await ownId(trainer, DEMO_ACCOUNTS.antrenor);
    const s = await createStudentOfTrainer(trainer, `Pasif${unique()}`);
    // no result without a guardian consent (issue 26): the trainer records the paper form
    const consent = await trainer.rpc('record_paper_consent', { p_student: s.id, p_guardian_name: 'Test Velisi' });
    expect(consent.error).toBeNull();
    // results go only into a session the trainer registered (issue 15)
    const sessionId = crypto.randomUUID();
    const reg = await trainer.from('test_sessions').insert({ id: sessionId, student_id: s.id, conducted_by: trainerId, kind: 'cognitive' });
    expect(reg.error).toBeNull();
    const { error } = await trainer
      .from('attention_test_results')
      .insert({ student_id: s.id, conducted_by: trainerId, session_id: sessionId, accuracy_percentage: 80 }, { count: undefined });
    expect(error).toBeNull();
    await openStudents(page);
    await page.getByRole('row', { name: new RegExp(s.name) }).getByRole('button', { name: 'Sil' }).click();
    await page.getByRole('dialog', { name: 'Kullanıcıyı Sil' }).getByRole('button', { name: 'Sil', exact: true }).click();
    await expect(page.getByText('Kullanıcının test sonuçları olduğu için hesap silinmedi, pasif hale getirildi.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(s.name) })).toContainText('Pasif');
    const { data } = await trainer.from('users').select('is_active').eq('id', s.id).single();
    expect((data as { is_active: boolean }).is_active).toBe(false);
  });

  test('test assignment inserts one assigned row per student', async ({ page }) => {
    const trainer = await signedInClient(DEMO_ACCOUNTS.antrenor);
    const a = await createStudentOfTrainer(trainer, `AtamaA${unique()}`);
    const b = await createStudentOfTrainer(trainer, `AtamaB${unique()}`);
    const { data: tests } = await trainer.from('tests').select('id, title').eq('is_active', true).order('title').limit(1);
    const testRow = (tests as { id: string; title: string }[])[0]!;

    await page.goto('/test-management');
    await expect(page.getByRole('heading', { name: 'Test Tanımla' })).toBeVisible();
    await page.getByRole('button', { name: 'Testi Tanımla' }).click();
    await expect(page.getByText('Eksik Bilgi')).toBeVisible();
    await expect(page.getByText('Lütfen en az bir öğrenci ve bir test seçin.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Test' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: testRow.title }).first().click();
    await page.getByRole('checkbox', { name: new RegExp(a.name) }).check();
    await page.getByRole('checkbox', { name: new RegExp(b.name) }).check();
    await page.getByRole('button', { name: 'Testi Tanımla' }).click();
    await expect(page.getByText(`${testRow.title} testi 2 öğrenciye başarıyla tanımlandı.`)).toBeVisible();

    const { data: rows } = await trainer.from('test_results').select('student_id, status, conducted_by, start_time').eq('test_id', testRow.id).in('student_id', [a.id, b.id]);
    const list = rows as { student_id: string; status: string; conducted_by: string; start_time: string }[];
    expect(list).toHaveLength(2);
    const trainerId = await ownId(trainer, DEMO_ACCOUNTS.antrenor);
    for (const r of list) {
      expect(r.status).toBe('assigned');
      expect(r.conducted_by).toBe(trainerId);
      expect(Math.abs(Date.now() - new Date(r.start_time).getTime())).toBeLessThan(120_000);
    }
  });

  test("full-name search and sorting (issue 17 §4): 'yıldız ali' in Test Tanımla, 'Ali Yıldız' on Öğrenci Yönetimi", async ({ page }) => {
    await page.goto('/test-management');
    await expect(page.getByRole('heading', { name: 'Test Tanımla' })).toBeVisible();
    const list = page.getByTestId('assign-student-list');
    await expect(list.getByRole('checkbox', { name: /Ali Yıldız/ })).toBeVisible();
    expect(await list.getByRole('checkbox').count()).toBeGreaterThan(1);
    await page.getByLabel('Öğrenci ara...').fill('yıldız ali');
    await expect(list.getByRole('checkbox', { name: /Ali Yıldız/ })).toBeVisible();
    // the students the search hides stay in the page (their selection survives) but are not shown
    for (const name of await list.locator('label:visible').allTextContents()) expect(name).toMatch(/Ali Yıldız/);

    await page.goto('/students');
    await expect(page.getByRole('heading', { name: 'Öğrenci Yönetimi' })).toBeVisible({ timeout: 30_000 });
    await page.getByPlaceholder('Öğrenci ara...').fill('Ali Yıldız');
    const links = page.locator('.ant-table-tbody').getByRole('link');
    // the search is debounced: wait until only Ali Yıldız is left
    await expect.poll(async () => [...new Set(await links.allTextContents())]).toEqual(['Ali Yıldız']);
    await page.getByPlaceholder('Öğrenci ara...').fill('');
    await expect.poll(async () => links.count()).toBeGreaterThan(1);
    // sorted in Turkish order, surname then first name (issue 25 §4), after a click on the header
    await page.getByRole('columnheader', { name: 'Ad Soyad' }).click();
    const names = await links.allTextContents();
    const tr = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });
    const parts = (n: string) => ({ first: n.split(' ')[0] ?? n, last: n.split(' ').slice(1).join(' ') });
    expect(names).toEqual([...names].sort((x, y) => tr.compare(parts(x).last, parts(y).last) || tr.compare(parts(x).first, parts(y).first)));
  });
});

test.describe('user management as a representative @temsilci', () => {
  test('creates a trainer who appears under them', async ({ page }) => {
    const id = unique();
    const email = `e2e-antrenor-${id}@akademi.test`;
    await page.goto('/add-user');
    await expect(page.getByRole('heading', { name: 'Beyin Antrenörü Yönetimi' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Beyin Antrenörü Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Kullanıcı Oluştur' });
    await dialog.getByLabel('Ad', { exact: true }).fill('Kerem');
    await dialog.getByLabel('Soyad', { exact: true }).fill(`Antrenör${id}`);
    await dialog.getByLabel('E-posta', { exact: true }).fill(email);
    await dialog.getByLabel('Şifre', { exact: true }).fill('Guclu-Sifre-2026');
    // A representative may create trainers only: one choice, no student details.
    await expect(dialog.getByRole('radio', { name: 'Beyin Antrenörü' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Admin' })).toHaveCount(0);
    await expect(dialog.getByLabel('Okul Adı')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Kullanıcı Oluştur' }).click();
    await expect(dialog.getByText('Kullanıcı başarıyla oluşturuldu!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Tamam' }).click();
    await page.getByPlaceholder('Ad, soyad veya e-posta ile arama yapın...').fill(email);
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    await expect(row).toContainText('Beyin Antrenörü');
    await expect(row).toContainText('Aktif');

    const temsilci = await signedInClient(DEMO_ACCOUNTS.temsilci);
    const meId = await ownId(temsilci, DEMO_ACCOUNTS.temsilci);
    const { data } = await temsilci.from('users').select('roles, supervisor_id').eq('email', email).single();
    expect(data).toEqual({ roles: ['beyin_antrenoru'], supervisor_id: meId });
  });
});

test.describe('user management as admin @admin', () => {
  test('creates a multi-role user', async ({ page }) => {
    const id = unique();
    const email = `e2e-cokrol-${id}@akademi.test`;
    await page.goto('/add-user');
    await expect(page.getByRole('heading', { name: 'Tüm Kullanıcı Yönetimi' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Kullanıcı Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Kullanıcı Oluştur' });
    await dialog.getByLabel('Ad', { exact: true }).fill('Çoklu');
    await dialog.getByLabel('Soyad', { exact: true }).fill(`Rol${id}`);
    await dialog.getByLabel('E-posta', { exact: true }).fill(email);
    await dialog.getByLabel('Şifre', { exact: true }).fill('Guclu-Sifre-2026');
    await dialog.getByRole('button', { name: 'Kullanıcı Oluştur' }).click();
    await expect(dialog.getByText('En az bir rol seçmelisiniz')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Temsilci' }).check();
    await dialog.getByRole('checkbox', { name: 'Beyin Antrenörü' }).check();
    await dialog.getByRole('button', { name: 'Kullanıcı Oluştur' }).click();
    await expect(dialog.getByText('Kullanıcı başarıyla oluşturuldu!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Tamam' }).click();
    await page.getByPlaceholder('Ad, soyad veya e-posta ile arama yapın...').fill(email);
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    // Badges in the spec's order: admin, beyin_antrenoru, temsilci, kullanici.
    await expect(row.locator('.ant-tag')).toHaveText(['Beyin Antrenörü', 'Temsilci', 'Aktif']);

    const admin = await signedInClient(DEMO_ACCOUNTS.admin);
    const { data } = await admin.from('users').select('roles').eq('email', email).single();
    expect([...(data as { roles: string[] }).roles].sort()).toEqual(['beyin_antrenoru', 'temsilci']);
  });

  for (const vp of [{ name: '390 px', width: 390, height: 844 }, { name: 'desktop', width: 1280, height: 900 }]) {
    test(`the user-creation dialog says what to change in a weak password, and the generator passes (issue 28) at ${vp.name}`, async ({ page }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      const id = unique();
      const email = `e2e-sifre-${id}@akademi.test`;
      await page.goto('/add-user');
      await expect(page.getByRole('heading', { name: 'Tüm Kullanıcı Yönetimi' })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Kullanıcı Ekle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Yeni Kullanıcı Oluştur' });
      await dialog.getByLabel('Ad', { exact: true }).fill('Nehir');
      await dialog.getByLabel('Soyad', { exact: true }).fill(`Kural${id}`);
      await dialog.getByLabel('E-posta', { exact: true }).fill(email);
      await dialog.getByRole('checkbox', { name: 'Beyin Antrenörü' }).check();
      // staff need 10 characters
      await dialog.getByLabel('Şifre', { exact: true }).fill('Kalem4ler');
      await dialog.getByRole('button', { name: 'Kullanıcı Oluştur' }).click();
      await expect(dialog.getByText('Şifre en az 10 karakter olmalı')).toBeVisible();
      // the name inside the password
      await dialog.getByLabel('Şifre', { exact: true }).fill('NEHİR-2026-x');
      await dialog.getByRole('button', { name: 'Kullanıcı Oluştur' }).click();
      await expect(dialog.getByText('Şifre kullanıcının e-posta adresini veya adını içermemeli')).toBeVisible();
      // a common password: refused by create-user
      await dialog.getByLabel('Şifre', { exact: true }).fill('q1w2e3r4t5');
      await dialog.getByRole('button', { name: 'Kullanıcı Oluştur' }).click();
      await expect(dialog.getByText('Bu şifre çok yaygın, başka bir şifre seçin')).toBeVisible({ timeout: 15_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      // the generator's password passes
      await dialog.getByRole('button', { name: /^(key )?Oluştur$/ }).click();
      await expect(dialog.getByLabel('Şifre', { exact: true })).toHaveValue(/^[A-Za-z0-9!@#$%^&*]{12}$/);
      await dialog.getByRole('button', { name: 'Kullanıcı Oluştur' }).click();
      await expect(dialog.getByText('Kullanıcı başarıyla oluşturuldu!')).toBeVisible({ timeout: 15_000 });
    });
  }

  test("student management offers 'Öğrenci Ekle' (the user-creation dialog)", async ({ page }) => {
    await openStudents(page);
    await page.getByRole('button', { name: 'Öğrenci Ekle' }).click();
    await expect(page.getByRole('dialog', { name: 'Yeni Kullanıcı Oluştur' })).toBeVisible();
  });
});
