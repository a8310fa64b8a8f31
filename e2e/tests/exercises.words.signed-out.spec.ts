// The word exercises of the embedded exercises app (issue 9; spec 3 §2.7, §2.8, §4, §9): Hafıza
// Kartları, Takistoskop, Sözcük Avı and Benzer Kelimeler, each opened for ogrenci1 in the
// launcher's frame under one LMS session, played by script to the end of a 15 s run (answering
// correctly through the data- attributes the exercises carry for scripts), then every attempt is
// checked once in the trainer's tracking portal with its Turkish settings labels and values.
import { test, expect, type FrameLocator, type Page } from '@playwright/test';
import { expectAttemptInPortal, openExercise, setSettings, start, waitForResult } from '../support/exercises.ts';

const SESSION = `e2e-ex-words-${Date.now()}`;
const results: Record<string, Record<string, string>> = {};

/** Runs `step` until the result screen shows (the 15 s timer ends the play), then returns its numbers. */
async function playUntilResult(frame: FrameLocator, step: () => Promise<void>): Promise<Record<string, string>> {
  const result = frame.getByRole('region', { name: 'Sonuç' });
  const deadline = Date.now() + 60_000;
  while (!(await result.isVisible()) && Date.now() < deadline) {
    await step().catch(() => undefined); // the play can end between two actions
  }
  return waitForResult(frame);
}

test.describe.serial('word exercises in the launcher frame', () => {
  test('Hafıza Kartları: the pairs are found after the preview', async ({ page }) => {
    const frame = await openExercise(page, 'hafiza-kartlari', SESSION);
    await setSettings(frame, { Zorluk: 'easy', 'Kart Türü': 'numbers', 'Kart Sayısı': '4', 'Gösterim Süresi (sn)': '1', 'Egzersiz Süresi (sn)': '15' });
    await start(frame);
    const board = frame.getByRole('group', { name: 'Kartlar' });
    // 4 cards at level 1, one more pair per level of the saved progress
    await expect(board.getByRole('button').first()).toBeVisible();
    expect((await board.getByRole('button').count()) % 2).toBe(0);
    const r = await playUntilResult(frame, async () => {
      await frame.locator('[role="status"][data-phase="play"]').waitFor({ timeout: 3000 });
      const cards = await board.getByRole('button').evaluateAll((els) => els.map((e) => ({ face: e.getAttribute('data-face'), matched: e.getAttribute('data-matched') === 'true' })));
      const open = cards.map((c, i) => ({ ...c, i })).filter((c) => !c.matched);
      const first = open[0];
      const twin = open.find((c) => c.i !== first.i && c.face === first.face);
      if (!twin) return;
      await board.getByRole('button').nth(first.i).click({ timeout: 2000 });
      await board.getByRole('button').nth(twin.i).click({ timeout: 2000 });
    });
    expect(Number(r['Doğru'])).toBeGreaterThanOrEqual(2);
    expect(r['Yanlış']).toBe('0');
    results['hafiza-kartlari'] = r;
  });

  test('Takistoskop: the flashed word is picked with the number keys', async ({ page }) => {
    const frame = await openExercise(page, 'takistoskop', SESSION);
    // 'Seviye' is also the name of the level badge, so the field is taken by its role
    await frame.getByRole('spinbutton', { name: 'Seviye' }).fill('2');
    await setSettings(frame, { Süre: '15' });
    await start(frame);
    const choices = frame.getByRole('group', { name: 'Seçenekler' });
    const r = await playUntilResult(frame, async () => {
      await choices.locator('button[data-answer="true"]:enabled').waitFor({ timeout: 3000 });
      const i = await choices.getByRole('button').evaluateAll((els) => els.findIndex((e) => e.getAttribute('data-answer') === 'true'));
      await page.keyboard.press(String(i + 1));
      await expect(frame.getByRole('status')).toHaveText('Doğru!', { timeout: 2000 });
    });
    expect(Number(r['Doğru'])).toBeGreaterThanOrEqual(3);
    expect(r['Yanlış']).toBe('0');
    results.takistoskop = r;
  });

  test('Sözcük Avı: each listed word is selected by its first and last letter', async ({ page }) => {
    const frame = await openExercise(page, 'sozcuk-avi', SESSION);
    await setSettings(frame, { 'Izgara Boyutu': '8', 'Tur Başına Kelime Sayısı': '3', 'Süre (sn)': '15' });
    await start(frame);
    await expect(frame.getByRole('gridcell')).toHaveCount(64);
    const r = await playUntilResult(frame, async () => {
      const word = frame.locator('.wx-words li:not(.found)').first();
      await word.waitFor({ timeout: 3000 });
      const [from, to] = [await word.getAttribute('data-start', { timeout: 1000 }), await word.getAttribute('data-end', { timeout: 1000 })];
      await frame.locator(`[data-cell="${from}"]`).click({ timeout: 2000 });
      await frame.locator(`[data-cell="${to}"]`).click({ timeout: 2000 });
      await expect(frame.getByRole('status')).toHaveText(/^(Buldun|Harika)/, { timeout: 2000 });
    });
    expect(Number(r['Doğru'])).toBeGreaterThanOrEqual(3);
    expect(r['Yanlış']).toBe('0');
    results['sozcuk-avi'] = r;
  });

  test('Benzer Kelimeler: same or different is answered for each pair', async ({ page }) => {
    const frame = await openExercise(page, 'benzer-kelimeler', SESSION);
    // 30 s: at least four pairs answered even when the loaded machine slows each round trip
    await setSettings(frame, { 'Tur Başına Kelime Sayısı': '4', 'Süre (sn)': '30', Metronom: true });
    await start(frame);
    const same = frame.getByRole('button', { name: 'Aynı', exact: true });
    const r = await playUntilResult(frame, async () => {
      await expect(same).toBeEnabled({ timeout: 3000 });
      const isSame = (await frame.locator('[data-same]').getAttribute('data-same', { timeout: 1000 })) === 'true';
      await frame.getByRole('button', { name: isSame ? 'Aynı' : 'Farklı', exact: true }).click({ timeout: 2000 });
      await expect(frame.getByRole('status')).toHaveText('Doğru!', { timeout: 2000 });
    });
    expect(Number(r['Doğru'])).toBeGreaterThanOrEqual(4);
    expect(r['Yanlış']).toBe('0');
    results['benzer-kelimeler'] = r;
  });

  test('the trainer sees the four attempts with their settings in the tracking portal', async ({ page }: { page: Page }) => {
    test.setTimeout(120_000); // four drill-downs through the portal
    const portal = async (type: string, settings: Record<string, string>) => {
      const r = results[type];
      await expectAttemptInPortal(page, type, SESSION, {}, { score: r['Skor'], correct: r['Doğru'] });
      // the attempt is selected now; each settings row is <dt>label</dt><dd>value</dd>. (Checked here
      // rather than by the helper: its row locator also matches the rows' common wrapper div.)
      const block = page.getByTestId('selected-attempt-settings');
      await expect(block.locator('dt')).toHaveText(Object.keys(settings));
      for (const [label, value] of Object.entries(settings)) {
        await expect(block.locator('dt').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(value);
      }
    };
    await portal('hafiza-kartlari', { Zorluk: 'Kolay', 'Kart Türü': 'Sayılar', 'Kart Sayısı': '4', 'Gösterim Süresi (sn)': '1', 'Egzersiz Süresi (sn)': '15' });
    await portal('takistoskop', { Seviye: '2', Süre: '15' });
    await portal('sozcuk-avi', { 'Izgara Boyutu': '8', 'Tur Başına Kelime Sayısı': '3', 'Süre (sn)': '15' });
    await portal('benzer-kelimeler', { 'Tur Başına Kelime Sayısı': '4', 'Süre (sn)': '30', Metronom: 'Açık' });
  });
});
