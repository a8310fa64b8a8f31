// Embedded exercises frame host (spec 3 §2.7, §4, §8). The exercises app itself is another
// issue, so the frame's page is played by a stand-in served through page.route: it says
// EXERCISE_READY, shows the INIT_PROGRESS it gets, then reports LEVEL_PROGRESS and
// EXERCISE_COMPLETE — which must land in exercise_progress and in the portal's attempt records.
import { test, expect } from '@playwright/test';
import { API_URL, DEMO_ANON_KEY } from '../support/env.ts';
import { trainerLmsKey } from '../support/lms-link.ts';

/** antrenor1's LMS link token (issue 14: per-trainer links; no shared key). */
let LMS_KEY = '';
test.beforeAll(async () => {
  LMS_KEY = await trainerLmsKey();
});

const TYPE = 'hafiza-kartlari';

async function lms(route: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await fetch(`${API_URL}/functions/v1/lms-integration/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}` },
    body: JSON.stringify({ access_key: LMS_KEY, ...body }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

const STAND_IN = `<!doctype html><html><body><div id="init">bekleniyor</div><script>
window.addEventListener('message', function (e) {
  if (!e.data || e.data.type !== 'INIT_PROGRESS') return;
  document.getElementById('init').textContent = 'INIT level ' + e.data.progress.current_level;
  parent.postMessage({ type: 'LEVEL_PROGRESS', level: 4, score: 70 }, '*');
  setTimeout(function () {
    parent.postMessage({ type: 'EXERCISE_COMPLETE', results: { level: 4, score: 70, stats: { correct: 7, wrong: 3 }, settings: { mode: 'medium', card_type: 'emojis' } } }, '*');
    document.getElementById('init').textContent += ' · bitti';
  }, 300);
});
parent.postMessage({ type: 'EXERCISE_READY' }, '*');
</script></body></html>`;

test.describe('embedded exercise frame', () => {
  test('a frame that cannot load shows the message and a retry that reloads', async ({ page }) => {
    await page.route('**/exercises/all-exercises/**', (route) => route.fulfill({ status: 404, body: 'yok' }));
    await page.goto(`/exercises?email=ogrenci1@akademi.test&key=${LMS_KEY}&type=${TYPE}`);
    await expect(page.getByText('Egzersiz yüklenirken hata oluştu')).toBeVisible({ timeout: 20_000 });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Tekrar Dene' }).click();
    await reloaded;
    await expect(page.getByText('Egzersiz yüklenirken hata oluştu')).toBeVisible({ timeout: 20_000 });
  });

  test('READY gets INIT_PROGRESS; LEVEL_PROGRESS and EXERCISE_COMPLETE are saved and recorded', async ({ page }) => {
    const session = `e2e-frame-${Date.now()}`;
    const before = (await lms('get-progress', { email: 'ogrenci1@akademi.test', exercise_type: TYPE })).progress as Record<string, unknown> | null;
    const attemptsBefore = Number((before?.level_attempts as Record<string, number> | undefined)?.['4'] ?? 0);
    await page.route('**/exercises/all-exercises/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: STAND_IN }));

    await page.goto(`/exercises?email=ogrenci1@akademi.test&key=${LMS_KEY}&type=${TYPE}&session=${session}`);
    const frame = page.frameLocator('iframe[title="Egzersiz"]');
    await expect(frame.locator('#init')).toHaveText(/^INIT level \d+ · bitti$/, { timeout: 20_000 });

    await expect
      .poll(async () => {
        const p = (await lms('get-progress', { email: 'ogrenci1@akademi.test', exercise_type: TYPE })).progress as Record<string, unknown> | null;
        return Number((p?.level_attempts as Record<string, number> | undefined)?.['4'] ?? 0);
      })
      .toBe(attemptsBefore + 1);
    const after = (await lms('get-progress', { email: 'ogrenci1@akademi.test', exercise_type: TYPE })).progress as Record<string, unknown>;
    expect((after.level_scores as Record<string, number>)['4']).toBe(70);
    expect(Number(after.max_level_reached)).toBeGreaterThanOrEqual(4);

    await expect
      .poll(async () => {
        const list = (await lms('get-student-sessions', { student_email: 'ogrenci1@akademi.test' })).exercises as Record<string, unknown>[];
        const rec = list.find((e) => e.session_id === session && e.exercise_slug === TYPE);
        const h = (rec?.session_history as Record<string, unknown>[] | undefined)?.[0];
        return h ? { score: h.score, correct: h.correct, wrong: h.wrong, level: h.level } : null;
      })
      .toEqual({ score: 70, correct: 7, wrong: 3, level: 4 });
  });
});
