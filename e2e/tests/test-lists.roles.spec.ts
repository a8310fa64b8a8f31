import { randomUUID } from 'node:crypto';
import { test, expect } from '@playwright/test';
import { API_URL, DEMO_ACCOUNTS, DEMO_ANON_KEY } from '../support/env.ts';
import { demoSession } from '../support/auth.ts';
import { serviceRest } from '../support/service.ts';

// Test lists (spec 3 §2.6, §4, §8): a trainer starts a reading test for one student; the toast
// appears and the in_progress test_results row is read back through the REST API as the trainer.
const READING_TEST = '00000000-0000-4000-e000-000000000001'; // 'Hızlı Okuma Seviye Belirleme' (seed)
const ALI = '00000000-0000-4000-a000-000000000101'; // Ali Yıldız, student of antrenor1 (seed)
const ANTRENOR1 = '00000000-0000-4000-a000-000000000004';

async function restAs(email: string, path: string): Promise<unknown> {
  const session = await demoSession(email);
  const res = await fetch(`${API_URL}/rest/v1/${path}`, { headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${session.access_token}` } });
  expect(res.ok).toBeTruthy();
  return res.json();
}

async function registerSession(kind: 'burdon' | 'd2'): Promise<string> {
  const session = await demoSession(DEMO_ACCOUNTS.antrenor);
  const id = randomUUID();
  const res = await fetch(`${API_URL}/rest/v1/test_sessions`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ id, student_id: ALI, conducted_by: ANTRENOR1, kind }),
  });
  expect(res.status).toBe(201);
  return id;
}

test.describe('test lists @antrenor', () => {
  test('Okuma Testleri: start a reading test for one student → toast and an in_progress row', async ({ page }) => {
    const since = new Date(Date.now() - 60_000).toISOString();
    const before = (await restAs(DEMO_ACCOUNTS.antrenor, `test_results?select=id&test_id=eq.${READING_TEST}&student_id=eq.${ALI}`)) as { id: string }[];
    await page.goto('/reading-tests');
    await expect(page.getByRole('heading', { name: 'Okuma Testleri' })).toBeVisible();
    await expect(page.getByText('Lütfen bir test seçin.')).toBeVisible();
    // only active reading tests: the archived one and the field tests are not listed
    await expect(page.getByText('Eski Okuma Testi (2024)')).toHaveCount(0);
    await expect(page.getByText('PISA Okuma Becerileri Deneme')).toHaveCount(0);
    await expect(page.getByText('Süre: Sınırsız')).toBeVisible(); // 'Sözcük Gruplarıyla Okuma' has no duration
    await page.getByRole('button', { name: 'Hızlı Okuma Seviye Belirleme' }).click();
    await page.getByRole('button', { name: 'Testi Başlat', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Testi Başlat (0)' })).toBeDisabled();
    await expect(dialog.getByText('Lütfen en az bir öğrenci seçin.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /Ali Yıldız/ }).check();
    await expect(dialog.getByText('1 öğrenci seçildi')).toBeVisible();
    await dialog.getByRole('button', { name: 'Testi Başlat (1)' }).click();
    await expect(page.getByText('Hızlı Okuma Seviye Belirleme testi 1 öğrenci için başlatıldı.')).toBeVisible();
    const after = (await restAs(
      DEMO_ACCOUNTS.antrenor,
      `test_results?select=id,status,conducted_by,start_time&test_id=eq.${READING_TEST}&student_id=eq.${ALI}&start_time=gte.${encodeURIComponent(since)}`,
    )) as { id: string; status: string; conducted_by: string }[];
    const added = after.filter((r) => !before.some((b) => b.id === r.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ status: 'in_progress', conducted_by: ANTRENOR1 });
  });

  test('Alan Testleri lists every non-reading test with Aktif/Pasif; results download is a real CSV', async ({ page }) => {
    await page.goto('/subject-tests');
    await expect(page.getByRole('heading', { name: 'Alan Testleri' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PISA Matematik (Pilot)' })).toBeVisible();
    await expect(page.getByText('Hızlı Okuma Seviye Belirleme')).toHaveCount(0);
    await page.getByLabel('Durum').click();
    await page.getByTitle('Pasif').click();
    // the page's test list (the sidebar is a list of links too)
    const tests = page.getByRole('main').getByRole('listitem');
    await expect(tests).toHaveCount(1);
    await expect(tests.getByText('Pasif')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Sonuçları İndir' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^test_sonuclari_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await (await import('node:fs/promises')).readFile((await file.path()) as string, 'utf8'));
    expect(text.startsWith('\uFEFFTest;Test Türü;Öğrenci')).toBe(true);
  });

  test('Etkin ve Anlayarak Okuma shows the placeholder', async ({ page }) => {
    await page.goto('/reading-exercises');
    await expect(page.getByText('Bu bölüm şu anda geliştirme aşamasındadır.')).toBeVisible();
  });

  test('Burdon page: three timed sections, auto-complete, the stored row has every field', async ({ page }) => {
    test.setTimeout(90_000);
    const sessionId = await registerSession('burdon');
    await page.goto(`/cognitive-tests/burdon/burdon.html?session_id=${sessionId}&student_id=${ALI}&conducted_by=${ANTRENOR1}&section_seconds=5`);
    await expect(page.getByRole('heading', { name: 'Burdon Dikkat Testi' })).toBeVisible();
    await page.getByRole('button', { name: 'Başla' }).click();
    await expect(page.getByText('1. Bölüm')).toBeVisible();
    await page.getByRole('button', { name: /harf [abdg]$/ }).first().click();
    await page.getByRole('button', { name: /harf [cefhklmnoprstuvyz]$/ }).first().click();
    await page.getByRole('button', { name: 'Sonraki Bölüm' }).click();
    // sections 2 and 3 end by their timers
    await expect(page.getByText('Test tamamlandı')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Sonuçların kaydedildi. Bu pencereyi kapatabilirsin.')).toBeVisible();
    // the stored row read as the service role: staff tokens read no result table (issue 26 §2)
    const rows = await serviceRest<Record<string, unknown>[]>(`burdon_test_results?select=*&session_id=eq.${sessionId}`);
    expect(rows).toHaveLength(1);
    const r = rows[0];
    expect(r).toMatchObject({ student_id: ALI, conducted_by: ANTRENOR1, section1_correct: 1, section1_wrong: 1, section2_correct: 0, section3_correct: 0, total_correct: 1, total_wrong: 1, test_auto_completed: true });
    expect(r.section1_score).toBe(1 - 1 - (r.section1_missed as number));
    expect(r.total_missed).toBe((r.section1_missed as number) + (r.section2_missed as number) + (r.section3_missed as number));
    expect(r.total_score).toBe(1 - 1 - (r.total_missed as number));
    expect((r.detailed_results as { target_chars: string[] }).target_chars).toEqual(['a', 'b', 'd', 'g']);
    for (const col of ['attention_ratio', 'test_start_time', 'test_end_time', 'test_elapsed_time_seconds', 'performance_percentage']) expect(r[col]).not.toBeNull();
  });

  test('d2 page: 14 timed lines, line_results for all 658 items and the derived scores', async ({ page }) => {
    test.setTimeout(150_000);
    const sessionId = await registerSession('d2');
    await page.goto(`/cognitive-tests/d2/d2.html?session_id=${sessionId}&student_id=${ALI}&conducted_by=${ANTRENOR1}&line_seconds=5`);
    await page.getByRole('button', { name: 'Başla' }).click();
    await expect(page.getByText('Satır 1 / 14')).toBeVisible();
    // the first item of line 1: counted as processed whatever it is
    await page.getByRole('button', { name: /^1\. öğe/ }).click();
    await expect(page.getByText('Test tamamlandı')).toBeVisible({ timeout: 120_000 });
    // the stored row read as the service role: staff tokens read no result table (issue 26 §2)
    const rows = await serviceRest<Record<string, unknown>[]>(`d2_test_results?select=*&session_id=eq.${sessionId}`);
    expect(rows).toHaveLength(1);
    const r = rows[0];
    const items = r.line_results as { lineIndex: number; globalIndex: number; isTarget: boolean; isClicked: boolean }[];
    expect(items).toHaveLength(658);
    expect(items.filter((i) => i.isClicked)).toEqual([expect.objectContaining({ lineIndex: 0, globalIndex: 0 })]);
    const hit = items[0].isTarget;
    expect(r).toMatchObject({ total_items_processed: 1, correct_selections: hit ? 1 : 0, commission_errors: hit ? 0 : 1, omission_errors: 0, total_errors: hit ? 0 : 1, fluctuation_rate: 1, test_duration_seconds: 70 });
  });
});

test.describe('test lists @admin', () => {
  test('a Burdon-type test opens the Burdon page in a new window for the picked student', async ({ page }) => {
    const ADMIN = '00000000-0000-4000-a000-000000000001';
    const session = await demoSession(DEMO_ACCOUNTS.admin);
    const headers = { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' };
    const title = `Burdon E2E ${Date.now()}`;
    const created = await fetch(`${API_URL}/rest/v1/tests`, { method: 'POST', headers: { ...headers, Prefer: 'return=representation' }, body: JSON.stringify({ title, description: 'e2e', test_type: 'burdon', duration_minutes: 6, is_active: true }) });
    expect(created.status).toBe(201);
    const [{ id: testId }] = (await created.json()) as { id: string }[];
    try {
      await page.goto('/subject-tests');
      await page.getByRole('button', { name: title }).click();
      await page.getByRole('button', { name: 'Testi Başlat', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Öğrenci ara').fill('Ali Yıldız');
      await dialog.getByRole('checkbox', { name: /Ali Yıldız/ }).check();
      const popupPromise = page.waitForEvent('popup');
      await dialog.getByRole('button', { name: 'Testi Başlat (1)' }).click();
      const popup = await popupPromise;
      await expect(page.getByText(`${title} testi 1 öğrenci için başlatıldı.`)).toBeVisible();
      await expect(popup).toHaveURL(new RegExp(`/cognitive-tests/burdon/burdon\\.html\\?session_id=[0-9a-f-]{36}&student_id=${ALI}&conducted_by=${ADMIN}$`));
      await expect(popup.getByRole('heading', { name: 'Burdon Dikkat Testi' })).toBeVisible();
      const sessionId = new URL(popup.url()).searchParams.get('session_id');
      const sessions = (await restAs(DEMO_ACCOUNTS.admin, `test_sessions?select=kind,student_id,conducted_by&id=eq.${sessionId}`)) as unknown[];
      expect(sessions).toEqual([{ kind: 'burdon', student_id: ALI, conducted_by: ADMIN }]);
      const starts = (await restAs(DEMO_ACCOUNTS.admin, `test_results?select=status&test_id=eq.${testId}&student_id=eq.${ALI}`)) as unknown[];
      expect(starts).toEqual([{ status: 'in_progress' }]);
    } finally {
      // the test row (and its start records, by cascade) must not pile up in the lists
      await fetch(`${API_URL}/rest/v1/tests?id=eq.${testId}`, { method: 'DELETE', headers });
    }
  });
});
