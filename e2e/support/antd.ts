// Choosing an option of an antd Select. A pointer click on a dropdown option can be lost on a
// loaded machine: the list re-renders between press and release, no option is chosen and the
// open list then covers the dialog's buttons (CI 2026-11-27, system-notification; a Test Türü
// choice in test-catalog-assignments). The keys act on the option the combobox marks active
// (aria-activedescendant), whatever the list's layout or animation at that moment.
import { expect, type Locator, type Page } from '@playwright/test';

/** Longest list walked before giving up (every Select of the product is shorter). */
const MAX_STEPS = 40;

/** The accessible name of the option the combobox marks active (rc-select's a11y list). */
async function activeOption(page: Page, combobox: Locator): Promise<{ id: string | null; name: string | null }> {
  const id = await combobox.getAttribute('aria-activedescendant');
  if (!id) return { id, name: null };
  const option = page.locator(`[id="${id}"]`);
  return { id, name: (await option.count()) ? await option.getAttribute('aria-label') : null };
}

/** Opens the Select by keyboard, moves to the option named `label` and chooses it with Enter. */
export async function chooseOption(page: Page, combobox: Locator, label: string): Promise<void> {
  await combobox.focus();
  if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expect(combobox).toHaveAttribute('aria-activedescendant', /.+/);
  for (let step = 0; step < MAX_STEPS; step++) {
    const active = await activeOption(page, combobox);
    if (active.name === label) {
      await combobox.press('Enter');
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      return;
    }
    await combobox.press('ArrowDown');
    // the next option is active before the name is read again
    await expect.poll(async () => (await activeOption(page, combobox)).id).not.toBe(active.id);
  }
  throw new Error(`no option "${label}" in the list`);
}
