// The four visual exercises of the embedded exercises app (issue 9; spec 3 §2.7, §2.8, §9): each is
// opened for ogrenci1 in the launcher's frame under one LMS session, played to the end by a script
// that reads the (invisible) data- attributes and answers like a child would — keyboard for the
// arrows and the growing shape, mouse for the squares and the zigzag — and its attempt is then
// checked in antrenor1's tracking portal with the Turkish settings labels and values.
import { test, expect, type FrameLocator, type Page } from '@playwright/test';
import { expectAttemptInPortal, openExercise, setSettings, start, waitForResult } from '../support/exercises.ts';

const SESSION = `e2e-ex-visual-${Date.now()}`;
const results: Record<string, Record<string, string>> = {};

test.describe.configure({ mode: 'serial' });

/** Runs `step` until the result screen shows (each exercise lasts 15 s). */
async function playUntilResult(frame: FrameLocator, step: () => Promise<void>): Promise<Record<string, string>> {
  const result = frame.getByRole('region', { name: 'Sonuç' });
  const deadline = Date.now() + 50_000;
  while (!(await result.isVisible()) && Date.now() < deadline) await step();
  const r = await waitForResult(frame);
  expect(Number(r['Doğru'])).toBeGreaterThan(0);
  expect(Number(r['Skor'].replace(/\./g, ''))).toBeGreaterThan(0);
  expect(Number(r['Doğruluk (%)'])).toBeGreaterThanOrEqual(60);
  return r;
}

/** Waits for an attribute value; false when it did not come in time (e.g. the play ended). */
async function waitAttr(frame: FrameLocator, testId: string, name: string, value: string, timeout = 3000): Promise<boolean> {
  try {
    await expect(frame.getByTestId(testId)).toHaveAttribute(name, value, { timeout });
    return true;
  } catch {
    return false;
  }
}

const ARROW_KEYS: Record<string, string> = { left: 'ArrowLeft', right: 'ArrowRight', up: 'ArrowUp', down: 'ArrowDown' };

test('Dikkat Okları: rows answered with the arrow keys until time is up', async ({ page }) => {
  const frame = await openExercise(page, 'dikkat-oklari', SESSION);
  await frame.getByRole('spinbutton', { name: 'Seviye' }).fill('1');
  await setSettings(frame, { Süre: '15' });
  await start(frame);
  const stage = frame.getByTestId('arrow-stage');
  results['dikkat-oklari'] = await playUntilResult(frame, async () => {
    const trial = await stage.getAttribute('data-trial', { timeout: 1000 }).catch(() => null);
    const answer = await stage.getAttribute('data-answer', { timeout: 1000 }).catch(() => null);
    if (trial === null || answer === null) return;
    await page.keyboard.press(ARROW_KEYS[answer]);
    await expect(stage).not.toHaveAttribute('data-trial', trial, { timeout: 3000 }).catch(() => undefined);
  });
});

test('Kare Görme Alanı: the flashed squares are clicked after each flash', async ({ page }) => {
  const frame = await openExercise(page, 'kare-gorme-alani', SESSION);
  await setSettings(frame, { 'Izgara Boyutu': '4', 'Başlangıç Seviyesi': '1', 'Süre (sn)': '15' });
  await start(frame);
  const grid = frame.getByTestId('square-grid');
  await expect(grid.getByRole('button')).toHaveCount(16);
  results['kare-gorme-alani'] = await playUntilResult(frame, async () => {
    if (!(await waitAttr(frame, 'square-grid', 'data-phase', 'recall', 2500))) return;
    for (const cell of await grid.locator('[data-target="true"]').all()) await cell.click({ timeout: 2000 }).catch(() => undefined);
    await expect(grid).not.toHaveAttribute('data-phase', 'recall', { timeout: 3000 }).catch(() => undefined);
  });
});

/** Presses when the paced stage shows the target, then waits for the step to pass. */
async function pressOnTarget(frame: FrameLocator, testId: string, press: () => Promise<void>): Promise<void> {
  if (!(await waitAttr(frame, testId, 'data-target', 'true', 2500))) return;
  await press();
  await waitAttr(frame, testId, 'data-target', 'false', 4000);
}

test('Büyüyen Genişleyen: Space on every star step of a growing square', async ({ page }) => {
  const frame = await openExercise(page, 'buyuyen-genisleyen', SESSION);
  await setSettings(frame, { Şekil: 'square', 'Hız Türü': 'fixed', 'Tepki Aralığı (ms)': '800', 'Odak Noktası': true, Metronom: false, 'Süre (sn)': '15' });
  await start(frame);
  await expect(frame.getByTestId('grow-stage').locator('polygon')).toBeVisible();
  results['buyuyen-genisleyen'] = await playUntilResult(frame, () => pressOnTarget(frame, 'grow-stage', () => page.keyboard.press('Space')));
});

test('Yatay Dikey Zikzak: the Gördüm! button on every target jump of a vertical zigzag', async ({ page }) => {
  const frame = await openExercise(page, 'yatay-dikey-zikzak', SESSION);
  // 2 s a jump for 30 s: a click on a loaded machine can take over a second, and a press that lands
  // after the jump counts as wrong (1.2 s jumps failed the accuracy check twice at load average ≈ 20)
  await setSettings(frame, { Yön: 'vertical', 'Nokta Sayısı': '5', 'Sıçrama Aralığı (ms)': '2000', Metronom: true, 'Süre (sn)': '30' });
  await start(frame);
  const seen = frame.getByRole('button', { name: /^Hedefi gördüm/ });
  // A bounded click: when the play ends between the target check and the click, the button leaves
  // the page and an unbounded click would wait for it until the test's timeout (seen flaky in CI).
  // A press missed that way is still counted by the accuracy checks in playUntilResult.
  results['yatay-dikey-zikzak'] = await playUntilResult(frame, () =>
    pressOnTarget(frame, 'zigzag-stage', () => seen.click({ timeout: 2000 }).catch(() => undefined)),
  );
});

/**
 * The selected attempt's settings rows. (expectAttemptInPortal's own row check also matches the
 * Card body's div around all rows, so rows are matched here as direct children of the <dl>.)
 */
async function expectSettingsRows(page: Page, settings: Record<string, string>): Promise<void> {
  const block = page.getByTestId('selected-attempt-settings');
  for (const [label, value] of Object.entries(settings)) {
    const row = block.locator('dl > div').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
    await expect(row.locator('dd'), label).toHaveText(value);
  }
}

test('the trainer sees the four attempts with their settings in the tracking portal', async ({ page }) => {
  test.setTimeout(120_000);
  const check = async (type: string, settings: Record<string, string>) => {
    const r = results[type];
    expect(r, `${type} was played`).toBeDefined();
    await expectAttemptInPortal(page, type, SESSION, {}, { score: r['Skor'], correct: r['Doğru'] });
    await expectSettingsRows(page, settings);
  };
  await check('dikkat-oklari', { Seviye: '1', Süre: '15' });
  await check('kare-gorme-alani', { 'Izgara Boyutu': '4', 'Başlangıç Seviyesi': '1', 'Süre (sn)': '15' });
  await check('buyuyen-genisleyen', {
    Şekil: 'Kare',
    'Hız Türü': 'Sabit',
    'Tepki Aralığı (ms)': '800',
    'Başlangıç Aralığı (ms)': '1.500',
    'Bitiş Aralığı (ms)': '700',
    'Odak Noktası': 'Açık',
    Metronom: 'Kapalı',
    'Süre (sn)': '15',
  });
  await check('yatay-dikey-zikzak', { Yön: 'Dikey', 'Nokta Sayısı': '5', 'Sıçrama Aralığı (ms)': '2.000', Metronom: 'Açık', 'Süre (sn)': '30' });
});
