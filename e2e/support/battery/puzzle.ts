// Scripted child for the puzzle page (/cognitive-tests/puzzle/puzzle.html), starting on its intro
// screen. The practice is played with the keyboard (Tab-free: focus, Enter, arrow keys, Enter);
// the four scored puzzles with the mouse, every action at least 300 ms after the previous one.
// One deliberate wrong placement in the 9-piece puzzle (piece 0 on cell 1), everything else right:
// 35 correct placements, 1 wrong. The pieces carry data-piece = their own cell, the cells
// data-cell (0-based, row-major).
import { expect, type Locator, type Page } from '@playwright/test';

/** Human-plausible gap between two actions (the page discards placements under 150 ms). */
const STEP_MS = 320;
export const PUZZLE_PIECE_COUNTS = [4, 6, 9, 16] as const;

/** Waits until STEP_MS have passed since the previous action (Playwright's own overhead counts). */
function pacer(page: Page): () => Promise<void> {
  let last = 0;
  return async () => {
    const wait = last + STEP_MS - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    last = Date.now();
  };
}

const piece = (page: Page, n: number): Locator => page.locator(`.pz-tray button[data-piece="${n}"]`);
const cell = (page: Page, n: number): Locator => page.locator(`.pz-board button[data-cell="${n}"]`);

async function placeByMouse(page: Page, pace: () => Promise<void>, p: number, c: number): Promise<void> {
  await pace();
  await piece(page, p).click();
  await pace();
  await cell(page, c).click();
}

async function placeByKeyboard(page: Page, pace: () => Promise<void>, p: number, c: number, cols: number): Promise<void> {
  await pace();
  await piece(page, p).focus();
  await page.keyboard.press('Enter');
  // selecting with the keyboard moves the focus onto the board
  const focused = page.locator('.pz-board button[data-cell]:focus');
  await expect(focused).toHaveCount(1);
  const from = Number(await focused.getAttribute('data-cell'));
  const dr = Math.floor(c / cols) - Math.floor(from / cols);
  const dc = (c % cols) - (from % cols);
  for (let i = 0; i < Math.abs(dr); i += 1) await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(dc); i += 1) await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
  await expect(cell(page, c)).toBeFocused();
  await pace();
  await page.keyboard.press('Enter');
}

export async function playPuzzle(page: Page): Promise<void> {
  const pace = pacer(page);
  await page.getByRole('button', { name: 'Alıştırmaya Başla' }).click();
  const practice = page.locator('.pz-layout[data-puzzle="0"]');
  await expect(practice).toBeVisible();
  const practiceCols = Number(await practice.getAttribute('data-cols'));
  const practicePieces = Number(await practice.getAttribute('data-pieces'));
  for (let k = 0; k < practicePieces; k += 1) await placeByKeyboard(page, pace, k, k, practiceCols);
  await page.getByRole('button', { name: 'Teste Başla' }).click();

  for (const [i, count] of PUZZLE_PIECE_COUNTS.entries()) {
    const n = i + 1;
    await expect(page.locator(`.pz-layout[data-puzzle="${n}"][data-pieces="${count}"]`)).toBeVisible();
    await expect(page.getByText(`Yapboz ${n} / 4`, { exact: false })).toBeVisible();
    if (count === 9) {
      await placeByMouse(page, pace, 0, 1);
      // the wrong piece went back to the tray
      await expect(piece(page, 0)).toBeVisible();
      await expect(cell(page, 1)).toHaveAttribute('data-placed', 'false');
    }
    for (let k = 0; k < count; k += 1) await placeByMouse(page, pace, k, k);
    if (n < PUZZLE_PIECE_COUNTS.length) {
      await page.getByRole('button', { name: 'Sonraki Yapboz' }).click();
    }
  }
  // saved, then done screen (last built page) or on to the next page of the battery
  await expect
    .poll(async () => !page.url().includes('/cognitive-tests/puzzle/') || (await page.getByRole('heading', { name: 'Yapboz testi tamamlandı' }).isVisible()), {
      timeout: 30_000,
    })
    .toBe(true);
}
