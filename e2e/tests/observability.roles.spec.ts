// Observability (spec 2 §2 System Logs Viewer, chunk-error test page, §4 log capture, §9; spec 3
// §2.6 repair tool). Logs are inserted through the REST API as anon (as the static test pages do),
// read back in the viewer by an admin; a trainer sees nothing (RLS).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test, expect, type Page } from '@playwright/test';
import { API_URL, APP_URL, DEMO_ANON_KEY } from '../support/env.ts';

/** Supabase CLI's well-known local demo service_role key (not a secret): seeds a session's sub-test rows. */
const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
// placements and answers the database re-scores against the designs (issue 15)
type Rows = typeof import('../../shared/src/domain/cognitive/__fixtures__/rows.ts');
const { STORABLE_LOGIC_ANSWERS, STORABLE_MEMORY_ANSWERS, STORABLE_PUZZLE_DETAILS } = createRequire(import.meta.url)('../../shared/src/domain/cognitive/__fixtures__/rows.ts') as Rows;
const serviceHeaders = { apikey: DEMO_SERVICE_ROLE_KEY, Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' };

/** A new session with all five sub-test results (the shared domain fixtures) and no combined record. */
async function seedFiveResults(): Promise<string> {
  const sessionId = randomUUID();
  const users = (await (await fetch(`${API_URL}/rest/v1/users?select=id,email&email=in.(ogrenci1@akademi.test,antrenor1@akademi.test)`, { headers: serviceHeaders })).json()) as Array<{ id: string; email: string }>;
  const student = users.find((u) => u.email.startsWith('ogrenci1'))?.id;
  const trainer = users.find((u) => u.email.startsWith('antrenor1'))?.id;
  // Valid rows of spec 2 §3 (the same values as shared/src/domain/cognitive/__fixtures__/rows.ts).
  const start = new Date(Date.now() - 30 * 60_000).toISOString();
  const end = new Date(Date.now() - 5 * 60_000).toISOString();
  const rows: Array<[string, Record<string, unknown>]> = [
    ['attention_test_results', { test_start_time: start, test_end_time: end, accuracy_percentage: 80, avg_response_time_ms: 1900, test_duration_seconds: 20, total_correct: 2,
      detailed_responses: { '1': { reactionTime: 1000, isCorrect: true }, '2': { reactionTime: 3000, isCorrect: true }, '3': { reactionTime: 500, isCorrect: false } } }],
    ['memory_test_results', { test_start_time: start, test_end_time: end, accuracy_percentage: 75.555, test_duration_seconds: 40, correct_answers: 3, total_questions: 4,
      detailed_answers: STORABLE_MEMORY_ANSWERS }],
    ['puzzle_test_results', { test_start_time: start, test_end_time: end, accuracy_percentage: 70, average_response_time_ms: 4500, four_piece_score: 100, six_piece_score: 80, nine_piece_score: 60, sixteen_piece_score: 40, test_duration_seconds: 50,
      detailed_responses: STORABLE_PUZZLE_DETAILS }],
    ['akil_mantik_test_results', { test_start_time: start, test_end_time: end, success_rate: 60.005, avg_response_time_ms: 4000, test_duration_seconds: 100, correct_answers: 4, total_questions: 5,
      detailed_answers: STORABLE_LOGIC_ANSWERS }],
    ['stroop_test_results', { test_start_time: start, test_end_time: end, accuracy_percentage: 90, interference_ms: 120, flexibility_score: 66.666, test_duration_seconds: 10, stage2_accuracy: 100, stage3_accuracy: 80,
      detailed_responses: { stage2: { responses: [{ answer: 'red', responseTime: 1000 }] }, stage3: { responses: [{ answer: 'blue', responseTime: 1300 }, { answer: 'red', responseTime: 900 }] } } }],
  ];
  for (const [table, row] of rows) {
    const res = await fetch(`${API_URL}/rest/v1/${table}`, {
      method: 'POST',
      headers: { ...serviceHeaders, Prefer: 'return=minimal' },
      body: JSON.stringify({ ...row, session_id: sessionId, student_id: student, conducted_by: trainer }),
    });
    expect(res.status, `${table}: ${await res.text()}`).toBe(201);
  }
  return sessionId;
}

async function combinedRecordIds(sessionId: string): Promise<string[]> {
  const res = await fetch(`${API_URL}/rest/v1/cognitive_test_result?select=id&session_id=eq.${sessionId}`, { headers: serviceHeaders });
  return ((await res.json()) as Array<{ id: string }>).map((r) => r.id);
}

type LogInsert = { session_id: string; message: string; log_level?: string; test_type?: string; log_source?: string; details?: unknown };

async function insertLogs(rows: LogInsert[]) {
  const res = await fetch(`${API_URL}/rest/v1/system_logs`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${DEMO_ANON_KEY}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify(rows.map((r) => ({ log_level: 'info', test_type: 'stroop', log_source: 'e2e', details: null, ...r }))),
  });
  // a bulk insert needs the same keys in every row (PostgREST PGRST102), hence the defaults above
  expect(res.status, await res.text()).toBe(201);
}

const entries = (page: Page) => page.getByTestId('system-log-entry');

async function filterBySession(page: Page, sessionId: string) {
  await page.goto('/admin/system-logs');
  await expect(page.getByRole('heading', { name: 'Sistem Logları' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panele Dön' })).toHaveAttribute('href', '/dashboard');
  await page.getByLabel('Oturum ID').fill(sessionId);
}

test.describe('System Logs Viewer @admin', () => {
  test('an inserted log shows up filtered by session id; search narrows; counters', async ({ page }) => {
    const sessionId = randomUUID();
    await insertLogs([
      { session_id: sessionId, message: 'e2e alpha kaydı', log_level: 'error', details: { code: 'ALPHA-DETAIL' } },
      { session_id: sessionId, message: 'e2e beta kaydı', log_level: 'warn', log_source: 'console.warn' },
      { session_id: sessionId, message: 'e2e gamma kaydı', log_level: 'info' },
    ]);
    await filterBySession(page, sessionId);
    await expect(entries(page)).toHaveCount(3);
    const alpha = entries(page).filter({ hasText: 'e2e alpha kaydı' });
    // level and test type in Turkish (issue 17)
    await expect(alpha.locator('.ant-tag').nth(0)).toHaveText('Hata');
    await expect(alpha.locator('.ant-tag').nth(1)).toHaveText('Stroop');
    await expect(alpha).toContainText(`Oturum: ${sessionId.slice(0, 8)}`);
    await expect(alpha).not.toContainText(sessionId);
    // expandable details carry the details JSON
    await expect(alpha.getByText('ALPHA-DETAIL')).toBeHidden();
    await alpha.getByText('Detaylar').click();
    await expect(alpha.getByText(/ALPHA-DETAIL/)).toBeVisible();
    // counters: total, errors, warnings
    await expect(page.locator('.ant-statistic').filter({ hasText: 'Toplam' })).toContainText('3');
    await expect(page.locator('.ant-statistic').filter({ hasText: 'Hata' })).toContainText('1');
    await expect(page.locator('.ant-statistic').filter({ hasText: 'Uyarı' })).toContainText('1');

    // free text over message…
    // (count and text asserted together: the list changes only after the 500-ms debounce)
    await page.getByLabel('Ara', { exact: true }).fill('beta');
    await expect(entries(page)).toHaveText([/e2e beta kaydı/]);
    // …over details
    await page.getByLabel('Ara', { exact: true }).fill('alpha-detail');
    await expect(entries(page)).toHaveText([/e2e alpha kaydı/]);
    // nothing matches → empty state
    await page.getByLabel('Ara', { exact: true }).fill('hiçbir şey eşleşmez');
    await expect(page.getByText('Log kaydı bulunamadı')).toBeVisible();
  });

  test('level filter narrows the list', async ({ page }) => {
    const sessionId = randomUUID();
    await insertLogs([
      { session_id: sessionId, message: 'seviye hata', log_level: 'error' },
      { session_id: sessionId, message: 'seviye bilgi', log_level: 'info' },
    ]);
    await filterBySession(page, sessionId);
    await expect(entries(page)).toHaveCount(2);
    await page.getByLabel('Log Seviyesi').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^Hata$/ }).click();
    await expect(entries(page)).toHaveText([/seviye hata/]);
  });

  test('JSON and CSV exports have the spec names and columns, formula cells escaped', async ({ page }) => {
    const sessionId = randomUUID();
    await insertLogs([
      { session_id: sessionId, message: '=HYPERLINK("http://evil.example")', log_level: 'error' },
      { session_id: sessionId, message: 'düz mesaj, virgüllü', log_level: 'info' },
    ]);
    await filterBySession(page, sessionId);
    await expect(entries(page)).toHaveCount(2);

    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'JSON Olarak İndir' }).click()]);
    expect(json.suggestedFilename()).toMatch(/^system-logs-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/);
    const rows = JSON.parse(readFileSync(await json.path(), 'utf8')) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.session_id === sessionId)).toBe(true);
    expect(Object.keys(rows[0])).toEqual(expect.arrayContaining(['id', 'created_at', 'log_level', 'message', 'details', 'user_agent', 'current_url']));

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV Olarak İndir' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^system-logs-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.csv$/);
    const text = readFileSync(await csv.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('created_at;session_id;test_type;log_level;log_source;message');
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).toContain(`${sessionId};stroop;info;e2e;"düz mesaj, virgüllü"`);
  });
});

test.describe('console capture end to end @admin', () => {
  test('an error on a page reaches the viewer within the flush window, without a reload', async ({ page, context }) => {
    const sessionId = randomUUID();
    await page.goto(`/pagetester?sessionId=${sessionId}`);
    await expect(page.getByRole('heading', { name: 'Chunk Hata Test Sayfası' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as Record<string, unknown>).__noReload = true));
    await page.getByRole('button', { name: 'Normal Hata Tetikle' }).click();
    await expect(page.getByRole('log', { name: 'Test logları' })).toContainText('Normal hata tetiklendi');
    // no reload: the marker survives the chunk handler's 1-s reload window
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__noReload)).toBe(true);

    // The first page stays open (no unload flush): the 5-s idle flush must deliver it.
    const viewer = await context.newPage();
    await filterBySession(viewer, sessionId);
    const entry = entries(viewer).filter({ hasText: 'PageTester: normal test hatası' });
    await expect(async () => {
      await viewer.getByRole('button', { name: 'Yenile' }).click();
      await expect(entry).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(entry.locator('.ant-tag').nth(0)).toHaveText('Hata');
    await expect(entry.locator('.ant-tag').nth(1)).toHaveText('Sistem'); // /pagetester matches no path rule → 'system'
    await expect(entry).toContainText('console.error');
  });
});

test.describe('System Logs Viewer as a trainer @antrenor', () => {
  test('a trainer sees the empty state, not the logs (RLS)', async ({ page }) => {
    const sessionId = randomUUID();
    await insertLogs([{ session_id: sessionId, message: 'antrenör görmemeli', log_level: 'error' }]);
    await page.goto('/admin/system-logs');
    await expect(page.getByText('Log kaydı bulunamadı')).toBeVisible();
    await expect(entries(page)).toHaveCount(0);
    await page.getByLabel('Oturum ID').fill(sessionId);
    await page.getByRole('button', { name: 'Yenile' }).click();
    await expect(page.getByText('Log kaydı bulunamadı')).toBeVisible();
    await expect(page.getByText('antrenör görmemeli')).toHaveCount(0);
  });
});

test.describe('/pagetester @admin', () => {
  test('the chunk-error history shows stored chunk_errors, refreshes and clears', async ({ page }) => {
    const chunkUrl = `http://127.0.0.1:3003/e2e-${randomUUID()}.js`;
    const userAgent = 'UA-' + 'x'.repeat(96) + 'CUT-HERE-' + 'y'.repeat(40);
    await page.goto('/pagetester');
    await expect(page.getByText('Kayıtlı chunk hatası yok.').or(page.getByTestId('chunk-error-entry').first())).toBeVisible();
    await page.evaluate(
      ([url, ua]) => {
        const list = JSON.parse(localStorage.getItem('chunk_errors') ?? '[]') as unknown[];
        list.push({ timestamp: '2026-11-22T09:30:00.000Z', chunkUrl: url, message: 'Loading chunk 7 failed.', userAgent: ua, currentUrl: 'http://127.0.0.1:3000/reports' });
        localStorage.setItem('chunk_errors', JSON.stringify(list));
      },
      [chunkUrl, userAgent] as const,
    );
    await page.getByRole('button', { name: 'Geçmişi Yenile' }).click();
    const entry = page.getByTestId('chunk-error-entry').filter({ hasText: chunkUrl });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('22.11.2026 12:30:00');
    await expect(entry).toContainText('http://127.0.0.1:3000/reports');
    await expect(entry).toContainText('UA-xxxx');
    await expect(entry).not.toContainText('CUT-HERE'); // user agent shown to 100 characters
    await expect(page.getByRole('log', { name: 'Test logları' })).toContainText('Chunk hata geçmişi yenilendi');

    // read on load as well
    await page.reload();
    await expect(page.getByTestId('chunk-error-entry').filter({ hasText: chunkUrl })).toHaveCount(1);

    await page.getByRole('button', { name: 'Geçmişi Temizle' }).click();
    await expect(page.getByText('Kayıtlı chunk hatası yok.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('chunk_errors'))).toBeNull();
  });

  test('clear test logs empties the panel; environment info is shown', async ({ page }) => {
    await page.goto('/pagetester');
    const panel = page.getByRole('log', { name: 'Test logları' });
    await expect(panel).toContainText('Test sayfası yüklendi');
    await page.getByRole('button', { name: 'Test Loglarını Temizle' }).click();
    await expect(panel).toHaveText('Log yok.');
    await expect(page.getByText('Mevcut URL:')).toBeVisible();
    await expect(page.getByText(`${APP_URL.replace(/^https?:\/\//, '')}/pagetester`, { exact: false }).first()).toBeVisible();
  });

  test('the repair tool asks for a session id, reads the logic session info and runs the aggregator', async ({ page }) => {
    await page.goto('/pagetester');
    await page.getByRole('button', { name: 'Toplayıcıyı Çalıştır' }).click();
    await expect(page.getByText('Please enter a session ID')).toBeVisible();

    // seeded session 1: logic result of student …0101 conducted by …0004 (supabase/seed.sql)
    await page.getByLabel('Oturum ID').fill('00000000-0000-4000-c000-000000000001');
    await page.getByRole('button', { name: 'Toplayıcıyı Çalıştır' }).click();
    const result = page.getByTestId('repair-result');
    await expect(result).toContainText('00000000-0000-4000-a000-000000000101');
    await expect(result).toContainText('00000000-0000-4000-a000-000000000004');
    await expect(page.getByText('Please enter a session ID')).toHaveCount(0);
    // Seeded session ids are not strict v4 UUIDs (variant nibble c): the function refuses them and
    // the tool shows the reason.
    await expect(result.getByText('Başarısız: missing_session_info')).toBeVisible();
  });

  test('the repair tool rebuilds a missing combined record, once', async ({ page }) => {
    const sessionId = await seedFiveResults();
    // the server's job runner may already have aggregated the session (issue 15): the repair tool
    // finds or makes the one record either way
    await page.goto('/pagetester');
    await page.getByLabel('Oturum ID').fill(sessionId);
    await page.getByRole('button', { name: 'Toplayıcıyı Çalıştır' }).click();
    const result = page.getByTestId('repair-result');
    await expect(result.getByText('Başarılı')).toBeVisible();
    await expect(result).toContainText('dikkat_skoru');
    const ids = await combinedRecordIds(sessionId);
    expect(ids).toHaveLength(1);
    await expect(result).toContainText(`Kayıt ID: ${ids[0]}`);
    // again: the same record, not a second one
    await page.getByRole('button', { name: 'Toplayıcıyı Çalıştır' }).click();
    await expect(result).toContainText(`Kayıt ID: ${ids[0]}`);
    expect(await combinedRecordIds(sessionId)).toHaveLength(1);
  });
});
