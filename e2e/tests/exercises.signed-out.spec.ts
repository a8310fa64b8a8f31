// Exercises launcher from an LMS link (spec 3 §2.7, §4, §5, §6, §8): parameter and key checks;
// a trainer picks a student, plays the maths exercise for them and passes level 1; the progress
// row (with the educator) and the tracking portal's attempt history show it.
import { test, expect, type Page } from '@playwright/test';
import { API_URL, COLD_PAGE_MS, DEMO_ANON_KEY } from '../support/env.ts';
import { trainerLmsKey } from '../support/lms-link.ts';

/** antrenor1's LMS link token (issue 14: per-trainer links; no shared key). */
let LMS_KEY = '';
test.beforeAll(async () => {
  LMS_KEY = await trainerLmsKey();
});


async function lms(route: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await fetch(`${API_URL}/functions/v1/lms-integration/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: DEMO_ANON_KEY, authorization: `Bearer ${DEMO_ANON_KEY}` },
    body: JSON.stringify({ access_key: LMS_KEY, ...body }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

function solve(text: string): number {
  const m = /^(\d+) ([+\-×÷]) (\d+) = \?$/.exec(text.trim());
  if (!m) throw new Error(`unexpected question: ${text}`);
  const a = Number(m[1]);
  const b = Number(m[3]);
  return m[2] === '+' ? a + b : m[2] === '-' ? a - b : m[2] === '×' ? a * b : a / b;
}

/**
 * Records every feedback text and confetti burst as they appear: each lasts only 1.5 s, so
 * polling for them on a busy machine could miss one.
 */
async function watchFeedback(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __feedback: string[]; __confetti: number; __last: string };
    w.__feedback = [];
    w.__confetti = 0;
    w.__last = '';
    new MutationObserver((records) => {
      for (const r of records) {
        r.addedNodes.forEach((n) => {
          if (n instanceof HTMLElement && n.dataset.testid === 'confetti') w.__confetti += 1;
        });
        const status = document.querySelector('section[aria-label="Matematik egzersizi"] [role="status"]');
        const text = status?.textContent ?? '';
        if (text !== w.__last && text !== '') w.__feedback.push(text);
        w.__last = text;
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

const seenFeedback = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __feedback: string[]; __confetti: number };
    return { feedback: w.__feedback, confetti: w.__confetti };
  });

async function answerAll(page: Page, pick: 'right' | 'wrong'): Promise<string> {
  const exercise = page.getByRole('region', { name: 'Matematik egzersizi' });
  await expect(exercise.getByText('Soru 1 / 5')).toBeVisible({ timeout: COLD_PAGE_MS });
  await watchFeedback(page);
  // The level end is an in-page dialog (issue 17: no native alert boxes), never window.alert.
  const native: string[] = [];
  page.on('dialog', (d) => {
    native.push(d.message());
    void d.dismiss();
  });
  for (let i = 1; i <= 5; i++) {
    await expect(exercise.getByText(`Soru ${i} / 5`)).toBeVisible();
    const answer = solve(await exercise.getByTestId('math-question').innerText());
    const options = exercise.getByRole('button').filter({ hasText: /^\d+$/ });
    await expect(options).toHaveCount(4);
    if (pick === 'right') await options.filter({ hasText: new RegExp(`^${answer}$`) }).click();
    else await options.filter({ hasNotText: new RegExp(`^${answer}$`) }).first().click();
  }
  const levelEnd = page.getByRole('dialog', { name: /^Seviye tamamlan/ });
  await expect(levelEnd).toBeVisible({ timeout: 15_000 });
  const text = (await levelEnd.locator('.ant-result-subtitle').innerText()).trim();
  await levelEnd.getByRole('button', { name: 'Devam Et' }).click();
  await expect(levelEnd).toBeHidden();
  expect(native).toEqual([]);
  return text;
}

test.describe('exercises launcher', () => {
  // Each test opens one or more cold remote pages (COLD_PAGE_MS each on a loaded machine).
  test.describe.configure({ timeout: 150_000 });

  test('missing e-mail, wrong key and unknown e-mail show the spec messages with a way home', async ({ page }) => {
    await page.goto(`/exercises?key=${LMS_KEY}`);
    await expect(page.getByText('Email parametresi eksik')).toBeVisible({ timeout: COLD_PAGE_MS });
    await page.goto('/exercises?email=antrenor1@akademi.test&key=yanlis');
    await expect(page.getByText('Geçersiz erişim anahtarı')).toBeVisible({ timeout: COLD_PAGE_MS });
    await page.goto(`/public-exercises?email=kimse-${Date.now()}@akademi.test&key=${LMS_KEY}`);
    await expect(page.getByText('Bu email sistemde kayıtlı değil')).toBeVisible({ timeout: COLD_PAGE_MS });
    await page.getByRole('button', { name: 'Ana Sayfaya Dön' }).click();
    await expect(page).toHaveURL(/\/(auth)?$/, { timeout: COLD_PAGE_MS });
  });

  test('the trainer’s student picker cancels to home', async ({ page }) => {
    await page.goto(`/exercises?email=antrenor1@akademi.test&key=${LMS_KEY}`);
    await expect(page.getByText('Öğrenci Seçimi')).toBeVisible({ timeout: COLD_PAGE_MS });
    await expect(page.getByRole('button', { name: 'Ali Yıldız' })).toBeVisible();
    await page.getByRole('button', { name: 'İptal' }).click();
    await expect(page).toHaveURL(/\/(auth)?$/, { timeout: COLD_PAGE_MS });
  });

  test('a trainer plays maths for a student, passes level 1; progress and the portal show it', async ({ page }) => {
    const stamp = Date.now();
    const type = `matematik-e2e-${stamp}`; // any non-embedded type is the maths exercise; fresh progress
    const session = `e2e-mat-${stamp}`;
    await page.goto(`/exercises?email=antrenor1@akademi.test&key=${LMS_KEY}&type=${type}&session=${session}`);
    await page.getByRole('button', { name: 'Ali Yıldız' }).click({ timeout: COLD_PAGE_MS });
    await expect(page.getByRole('status').filter({ hasText: 'Öğrenci olarak oynuyorsunuz' })).toContainText('Ali Yıldız');
    await expect(page.getByTestId('math-level')).toHaveText('Level 1 / 10');
    expect(await page.evaluate(() => localStorage.getItem('educator_email'))).toBe('antrenor1@akademi.test');

    const alert = await answerAll(page, 'right');
    expect(alert).toContain('Tebrikler! Level 1 tamamlandı!');
    const seen = await seenFeedback(page);
    expect(seen.feedback.filter((t) => t === 'Doğru! +10 puan')).toHaveLength(5);
    expect(seen.confetti).toBe(5);
    await expect(page.getByTestId('math-level')).toHaveText('Level 2 / 10');
    await expect(page.getByTestId('math-score')).toHaveText('Puan: 50');

    const progress = (await lms('get-progress', { email: 'ogrenci1@akademi.test', exercise_type: type })).progress as Record<string, unknown>;
    expect(progress).toMatchObject({
      current_level: 2,
      max_level_reached: 2,
      total_score: 50,
      level_scores: { '1': 50 },
      level_attempts: { '1': 1 },
      played_by_educator_email: 'antrenor1@akademi.test',
      played_for_student_email: 'ogrenci1@akademi.test',
    });

    // the exit button reloads into the picker
    await page.getByRole('button', { name: 'Öğrenci Modundan Çık' }).click();
    await expect(page.getByText('Öğrenci Seçimi')).toBeVisible({ timeout: COLD_PAGE_MS });

    await page.goto(`/tracking?email=antrenor1@akademi.test&key=${LMS_KEY}`);
    await page.getByRole('button', { name: 'Öğrenciler', exact: true }).click({ timeout: COLD_PAGE_MS });
    await page.getByRole('button', { name: 'Öğrenci: Ali Yıldız' }).click();
    await page.getByRole('button', { name: `Oturum: Oturum ${session}` }).click();
    await page.getByRole('button', { name: 'Egzersiz: Matematik' }).click();
    await expect(page.getByText('Deneme Geçmişi (1)')).toBeVisible();
    await expect(page.getByText('Skor: 50')).toBeVisible();
    await expect(page.getByText('Doğru: 5')).toBeVisible();
    await expect(page.getByText('Seviye 1', { exact: true })).toBeVisible();
  });

  test('a failed level keeps the level and says the minimum', async ({ page }) => {
    const type = `matematik-e2e-fail-${Date.now()}`;
    await page.goto(`/exercises?email=ogrenci1@akademi.test&key=${LMS_KEY}&type=${type}`);
    const alert = await answerAll(page, 'wrong');
    expect(alert).toBe('Level 1 başarısız. 0/5 doğru. Minimum 3 gerekli.');
    const seen = await seenFeedback(page);
    expect(seen.feedback.filter((t) => t.startsWith('Yanlış! Doğru cevap: '))).toHaveLength(5);
    expect(seen.confetti).toBe(0);
    const exercise = page.getByRole('region', { name: 'Matematik egzersizi' });
    await expect(page.getByTestId('math-level')).toHaveText('Level 1 / 10');
    await expect(exercise.getByText('Soru 1 / 5')).toBeVisible();
  });
});
