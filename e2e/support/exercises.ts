// Journeys through the embedded exercises app (issue 9): open an exercise in the launcher's frame as
// ogrenci1 under a fresh LMS session (with antrenor1's LMS link), and check the attempt in the trainer's tracking portal.
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { trainerLmsKey } from './lms-link.ts';
import { COLD_PAGE_MS } from './env.ts';

// shared is not an ESM package: load its TypeScript with require (Playwright's hook compiles it).
type Catalog = typeof import('../../shared/src/domain/tracking/exercise-catalog.ts');
const { exerciseTitle } = createRequire(import.meta.url)('../../shared/src/domain/tracking/exercise-catalog.ts') as Catalog;


/** Opens /exercises for ogrenci1 with `type` and a session id; returns the frame once the app is up. */
export async function openExercise(page: Page, type: string, session: string): Promise<FrameLocator> {
  await page.goto(`/exercises?email=ogrenci1@akademi.test&key=${await trainerLmsKey()}&type=${type}&session=${session}`);
  const frame = page.frameLocator('iframe[title="Egzersiz"]');
  await expect(frame.getByRole('heading', { level: 1, name: exerciseTitle(type) })).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByRole('form', { name: 'Egzersiz ayarları' })).toBeVisible();
  return frame;
}

/** Fills settings by their Turkish labels (text/number/select by value; booleans check/uncheck). */
export async function setSettings(frame: FrameLocator, values: Record<string, string | boolean>): Promise<void> {
  const form = frame.getByRole('form', { name: 'Egzersiz ayarları' });
  for (const [label, value] of Object.entries(values)) {
    const control = form.getByLabel(label, { exact: true });
    if (typeof value === 'boolean') await control.setChecked(value);
    else if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

export async function start(frame: FrameLocator): Promise<void> {
  await frame.getByRole('button', { name: 'Başla', exact: true }).click();
}

/** Waits for the result screen; returns its numbers. */
export async function waitForResult(frame: FrameLocator, timeout = 60_000): Promise<Record<string, string>> {
  const result = frame.getByRole('region', { name: 'Sonuç' });
  await expect(result.getByRole('heading', { name: 'Egzersiz tamamlandı' })).toBeVisible({ timeout });
  const out: Record<string, string> = {};
  for (const item of await result.locator('.ex-stat').all()) {
    out[(await item.locator('dt').innerText()).trim()] = (await item.locator('dd').innerText()).trim();
  }
  return out;
}

/**
 * Opens the trainer's portal (antrenor1 trains ogrenci1's account 'Ali Yıldız'), drills down to the
 * exercise of `session`, selects the newest attempt and checks each settings label → shown value.
 */
export async function expectAttemptInPortal(page: Page, type: string, session: string, settings: Record<string, string>, stats?: { score?: string; correct?: string }): Promise<void> {
  await page.goto(`/tracking?email=antrenor1@akademi.test&key=${await trainerLmsKey()}`);
  // a cold page (the portal remote's chunks, an edge-function call): not found in 20 s under load
  await expect(page.getByText('Öğrenci Performans Takibi')).toBeVisible({ timeout: COLD_PAGE_MS });
  await page.getByRole('button', { name: 'Öğrenciler', exact: true }).click();
  await page.getByRole('button', { name: 'Öğrenci: Ali Yıldız' }).click();
  await page.getByRole('button', { name: `Oturum: Oturum ${session}` }).click();
  await page.getByRole('button', { name: `Egzersiz: ${exerciseTitle(type)}` }).click();
  await expect(page.getByText('Deneme Geçmişi (1)')).toBeVisible();
  if (stats?.score !== undefined) await expect(page.getByText(`Skor: ${stats.score}`)).toBeVisible();
  if (stats?.correct !== undefined) await expect(page.getByText(`Doğru: ${stats.correct}`)).toBeVisible();
  await page.getByRole('button', { name: /^Deneme / }).click();
  const block = page.getByTestId('selected-attempt-settings');
  await expect(block.getByText('Seçili Deneme Ayarları')).toBeVisible();
  for (const [label, value] of Object.entries(settings)) {
    // each row is <dt>label</dt><dd>value</dd>
    await expect(block.locator('dt').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(value);
  }
}
