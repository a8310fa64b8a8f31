// Tracking portal 'Rapor İndir' (issue 17 items 2 and 5): with a search applied, the download holds
// exactly the listed students, one row each with the list's numbers, as a CSV for Turkish Excel;
// the portal calls the play count 'Oturum' everywhere; Sınıflar cards read '2. Sınıf'.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { trainerLmsKey } from '../support/lms-link.ts';

test('Rapor İndir downloads the searched students’ summary; Oturum and "n. Sınıf" wording', async ({ page }) => {
  const key = await trainerLmsKey();
  await page.goto(`/tracking?email=antrenor1@akademi.test&key=${key}`);
  await expect(page.getByText('Öğrenci Performans Takibi')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Öğrenciler', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Öğrenci: Ali Yıldız' })).toBeVisible();

  await page.getByLabel('Öğrenci ara').fill('ali yıldız');
  await expect(page.getByTestId('student-count')).toHaveText('1 öğrenci');
  // the row (a list item): its name button, Notlar and the three figures
  const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Öğrenci: Ali Yıldız' }) });
  const metric = async (label: string) => (await row.getByText(label, { exact: true }).locator('xpath=preceding-sibling::div[1]').innerText()).trim();
  const shown = { exercises: await metric('Egzersiz'), sessions: await metric('Oturum'), minutes: await metric('Süre (dk)') };

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Rapor İndir' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Ogrenci_Raporu_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path()) as string, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).replace(/\r\n$/, '').split('\r\n');
  expect(lines[0]).toBe('Öğrenci;E-posta;Okul;Sınıf;Egzersiz;Oturum;Süre (dk)');
  expect(lines).toHaveLength(2); // only the student the search leaves
  const cells = lines[1].split(';');
  expect(cells[0]).toBe('Ali Yıldız');
  expect(cells[3]).toMatch(/^\d{1,2}\. Sınıf$/);
  expect(cells.slice(4)).toEqual([shown.exercises, shown.sessions, shown.minutes]);

  // the drill-down calls the same number 'Oturum' (it said 'Deneme' before)
  await row.getByRole('button', { name: 'Öğrenci: Ali Yıldız' }).click();
  await expect(page.getByText(/^Oturumlar \(\d+\)$/)).toBeVisible();
  await expect(page.getByText('Deneme', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sınıflar', exact: true }).click();
  await expect(page.getByRole('button', { name: cells[3] })).toBeVisible();
  await expect(page.getByRole('button', { name: /^\d{1,2}$/ })).toHaveCount(0);
});
