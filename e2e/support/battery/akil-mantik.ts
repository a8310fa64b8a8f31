import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';

// The test's one definition (@akademi/shared, issue 30). shared is not an ESM package, so Node takes
// its TypeScript as CommonJS and an ESM import of it here cannot see its named exports: load it with
// require (Playwright's hook compiles it).
type Design = typeof import('@akademi/shared/domain/battery/akil-mantik/design');
const design = createRequire(import.meta.url)('@akademi/shared/domain/battery/akil-mantik/design') as Design;
const { correctOptionFor, optionCountFor, practiceItemIds, scoredItemIds } = design;

// Scripted child for the Akıl-Mantık page (last page of the battery): starting on its intro
// screen, answers the 2 practice and 15 scored items and waits for 'Tüm testler tamamlandı'.
// The right option comes from the page's own item generator (correctOptionFor), never from the DOM.

/** Items the scripted child answers wrongly (the rest right): one wrong Dörtlü kare item. */
export const AKIL_MANTIK_WRONG_ITEMS: readonly string[] = ['dk2'];
/** A child looks before answering; under 150 ms would be discarded as implausible (spec 2 §5). */
const THINK_MS = 350;

async function answer(page: Page, itemId: string, choice: number, how: 'key' | 'click'): Promise<void> {
  const puzzle = page.locator(`[data-testid="puzzle"][data-item-id="${itemId}"]`);
  await puzzle.waitFor({ state: 'visible', timeout: 10_000 });
  await page.waitForTimeout(THINK_MS);
  if (how === 'key') await page.keyboard.press(String(choice + 1));
  else await puzzle.getByRole('button', { name: `Seçenek ${choice + 1}`, exact: true }).click();
}

export async function playAkilMantik(page: Page, wrongItems: readonly string[] = AKIL_MANTIK_WRONG_ITEMS): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Akıl-Mantık Testi' })).toBeVisible();
  await page.getByRole('button', { name: 'Alıştırmaya Başla' }).click();
  for (const id of practiceItemIds()) {
    await answer(page, id, correctOptionFor(id), 'key');
    await expect(page.getByText('Doğru!')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Teste Başla' }).click();
  for (const [i, id] of scoredItemIds().entries()) {
    const right = correctOptionFor(id);
    const choice = wrongItems.includes(id) ? (right + 1) % optionCountFor(id) : right;
    await answer(page, id, choice, i % 2 === 0 ? 'key' : 'click');
    await page.locator(`[data-item-id="${id}"]`).waitFor({ state: 'detached', timeout: 10_000 });
  }
  // saving, then the battery end (the aggregator call when opened without a launcher)
  await expect(page.getByRole('heading', { name: 'Tüm testler tamamlandı' })).toBeVisible({ timeout: 30_000 });
}
