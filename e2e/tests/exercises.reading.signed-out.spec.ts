// The four reading exercises of the embedded exercises app (issue 9; spec 3 §2.7, §2.8, §9): each is
// opened for ogrenci1 in the launcher's frame under one LMS session and played to the end by a
// script — the comprehension answers are read from the right option's (invisible) data-right
// attribute, the word search clicks the words that read as the target — and the four attempts are
// then checked in antrenor1's tracking portal with the Turkish settings labels and values.
import { test, expect, type FrameLocator, type Page } from '@playwright/test';
import { expectAttemptInPortal, openExercise, setSettings, start, waitForResult } from '../support/exercises.ts';

const SESSION = `e2e-ex-reading-${Date.now()}`;
const results: Record<string, Record<string, string>> = {};

test.describe.configure({ mode: 'serial' });

/** Answers the comprehension questions, all right except question `wrongAt` (1-based). */
async function answerQuiz(frame: FrameLocator, wrongAt = 0): Promise<number> {
  const quiz = frame.getByRole('region', { name: 'Sorular' });
  const counter = quiz.getByText(/^Soru \d+ \/ \d+$/);
  await expect(counter).toHaveText(/^Soru 1 \/ \d+$/, { timeout: 60_000 });
  const total = Number((await counter.innerText()).split('/')[1]);
  expect(total).toBeGreaterThanOrEqual(3);
  for (let i = 1; i <= total; i++) {
    await expect(counter).toHaveText(`Soru ${i} / ${total}`);
    const options = quiz.getByRole('group').getByRole('button');
    await expect(options).toHaveCount(4);
    await expect(options.and(frame.locator('[data-right="true"]'))).toHaveCount(1);
    if (i === wrongAt) await options.and(frame.locator(':not([data-right])')).first().click();
    else await options.and(frame.locator('[data-right="true"]')).click();
  }
  return total;
}

test('Akan Yazılar: flows at 100 ms a step, four right answers', async ({ page }) => {
  const frame = await openExercise(page, 'akan-yazilar', SESSION);
  await frame.getByRole('spinbutton', { name: 'Seviye' }).fill('2');
  await setSettings(frame, { Kategori: 'bilim', 'Yazı Boyutu': '32', 'Tepki Aralığı (ms)': '100', Metronom: true });
  await start(frame);
  const stage = frame.getByTestId('flow-stage');
  await expect(stage).not.toHaveAttribute('data-step', '0'); // it flows
  // level 2: two words a step
  expect((await stage.innerText()).trim().split(/\s+/)).toHaveLength(2);
  expect(await answerQuiz(frame)).toBe(4);
  const r = await waitForResult(frame);
  expect(r).toMatchObject({ Skor: '40', Doğru: '4', Yanlış: '0', 'Doğruluk (%)': '100', Seviye: '3' });
  results['akan-yazilar'] = r;
});

test('Okuma ve Anlama: passages offered alphabetically, read, answered; the breakdown has the reading speed', async ({ page }) => {
  const frame = await openExercise(page, 'okuma-ve-anlama', SESSION);
  await frame.getByRole('combobox', { name: 'Seviye' }).selectOption('ortaogretim');
  await setSettings(frame, { Kategori: 'tarih', Sıralama: 'alpha', 'Yazı Boyutu': '22' });
  await start(frame);
  const offered = frame.getByRole('list', { name: 'Metinler' }).getByRole('button');
  await expect(offered).toHaveCount(2);
  await expect(offered.nth(0)).toContainText('Göbeklitepe');
  await expect(offered.nth(1)).toContainText('Matbaanın Yayılışı');
  await offered.nth(0).click();
  await expect(frame.getByRole('article', { name: 'Metin' })).toContainText('Şanlıurfa yakınlarındaki Göbeklitepe');
  await frame.getByRole('button', { name: 'Okumayı Bitirdim' }).click();
  const asked = await answerQuiz(frame);
  const breakdown = frame.getByRole('region', { name: 'Puan dökümü' });
  await expect(breakdown).toBeVisible();
  expect(Number((await breakdown.getByTestId('wpm').innerText()).replace(/\./g, ''))).toBeGreaterThan(0);
  await expect(breakdown.getByText(`${asked} / ${asked}`)).toBeVisible();
  // read within seconds: the speed bonus is at its cap of 20
  const total = String(asked * 10 + 20);
  await expect(breakdown.getByTestId('total-score')).toHaveText(total);
  await breakdown.getByRole('button', { name: 'Sonucu Gör' }).click();
  const r = await waitForResult(frame);
  expect(r).toMatchObject({ Skor: total, Doğru: String(asked), Yanlış: '0' });
  results['okuma-ve-anlama'] = r;
});

test('Gruplayarak Okuma: the highlight moves group by group, then three of four answers are right', async ({ page }) => {
  const frame = await openExercise(page, 'gruplayarak-okuma', SESSION);
  await frame.getByRole('combobox', { name: 'Seviye' }).selectOption('ilkogretim');
  await setSettings(frame, { Kategori: 'doga', 'Yazı Boyutu': '26', 'Tepki Aralığı (ms)': '200', Metronom: false });
  await start(frame);
  const text = frame.getByTestId('group-text');
  await expect(text).not.toHaveAttribute('data-step', '0'); // it moves
  const current = text.locator('[aria-current="true"]');
  await expect(current).toHaveCount(1);
  const n = (await current.innerText()).trim().split(/\s+/).length;
  expect(n).toBeGreaterThanOrEqual(1);
  expect(n).toBeLessThanOrEqual(4);
  expect(await answerQuiz(frame, 2)).toBe(4);
  const r = await waitForResult(frame);
  expect(r).toMatchObject({ Skor: '30', Doğru: '3', Yanlış: '1', 'Doğruluk (%)': '75' });
  results['gruplayarak-okuma'] = r;
});

test('Metinde Kelime Arama: a non-letter target is refused; then every “çiçek” is clicked for 15 s', async ({ page }) => {
  const frame = await openExercise(page, 'metinde-kelime-arama', SESSION);
  await setSettings(frame, { 'Hedef Kelime': 'çiçek1', 'Süre (sn)': '15', Metronom: false });
  await start(frame);
  await expect(frame.getByText('Hedef Kelime yalnızca harflerden oluşmalıdır.')).toBeVisible();
  await setSettings(frame, { 'Hedef Kelime': 'çiçek' });
  await start(frame);
  await expect(frame.getByTestId('target-word')).toHaveText('çiçek');
  // one wrong click first
  await frame.locator('[data-word]:not([data-word="çiçek"])').first().click();
  const result = frame.getByRole('region', { name: 'Sonuç' });
  const todo = frame.locator('[data-word="çiçek"][aria-pressed="false"]');
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    await expect(todo.first().or(result)).toBeVisible({ timeout: 5000 });
    if (await result.isVisible()) break;
    await todo
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined); // the text may have just been replaced
  }
  const r = await waitForResult(frame);
  const found = Number(r['Doğru']);
  expect(found).toBeGreaterThanOrEqual(2);
  expect(r).toMatchObject({ Yanlış: '1', Skor: String(found * 10 - 5) });
  results['metinde-kelime-arama'] = r;
});

/**
 * expectAttemptInPortal drills down, checks the stats and selects the attempt; the settings rows are
 * checked here by their own <dl> row (the helper's `div:has(dt)` also matches the card's body div,
 * which holds every row — reported to the lead).
 */
async function expectAttempt(page: Page, type: string, settings: Record<string, string>, stats: { score: string; correct: string }): Promise<void> {
  await expectAttemptInPortal(page, type, SESSION, {}, stats);
  const block = page.getByTestId('selected-attempt-settings');
  for (const [label, value] of Object.entries(settings)) {
    const row = block.locator('dl > div').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
    await expect(row.locator('dd')).toHaveText(value);
  }
}

test('the tracking portal shows the four attempts with their Turkish settings', async ({ page }) => {
  test.setTimeout(90_000);
  await expectAttempt(page, 'akan-yazilar', { Kategori: 'Bilim', Seviye: '2', 'Yazı Boyutu': '32', 'Tepki Aralığı (ms)': '100', Metronom: 'Açık' }, { score: '40', correct: '4' });
  const okuma = results['okuma-ve-anlama'];
  await expectAttempt(page, 'okuma-ve-anlama', { Kategori: 'Tarih', Seviye: 'Ortaöğretim', Sıralama: 'Alfabetik', 'Yazı Boyutu': '22' }, { score: okuma['Skor'], correct: okuma['Doğru'] });
  await expectAttempt(page, 'gruplayarak-okuma', { Kategori: 'Doğa', Seviye: 'İlköğretim', 'Yazı Boyutu': '26', 'Tepki Aralığı (ms)': '200', Metronom: 'Kapalı' }, { score: '30', correct: '3' });
  const arama = results['metinde-kelime-arama'];
  await expectAttempt(page, 'metinde-kelime-arama', { 'Hedef Kelime': 'çiçek', 'Süre (sn)': '15', Metronom: 'Kapalı' }, { score: arama['Skor'], correct: arama['Doğru'] });
});
