// Tracking portal (mf-tracking) in Turkish order (issue 25 §4): antrenor1's students sorted by
// surname, then first name, with Ç/Ş/İ names in place; the search ignores Turkish letters.
import { test, expect } from '@playwright/test';
import { trainerLmsKey } from '../support/lms-link.ts';

let LMS_KEY = '';
test.beforeAll(async () => {
  LMS_KEY = await trainerLmsKey();
});

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

test('the portal lists students in Turkish order and finds Işıl by isil', async ({ page }) => {
  await page.goto(`/tracking?email=antrenor1@akademi.test&key=${LMS_KEY}`);
  await expect(page.getByText('Takip Sistemi', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Öğrenciler', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Öğrenci: Işıl Şahinoğlu' })).toBeVisible();
  // each row's name button: its accessible name is its own text, 'Öğrenci: <name>'
  const labels = await page.getByRole('button', { name: /^Öğrenci: / }).evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
  const names = labels.map((l) => l.replace(/^Öğrenci: /, ''));
  const split = (n: string) => ({ first: n.split(' ')[0] ?? n, last: n.split(' ').slice(1).join(' ') });
  expect(names).toEqual([...names].sort((a, b) => collator.compare(split(a).last, split(b).last) || collator.compare(split(a).first, split(b).first)));
  expect(names.indexOf('Onur Bulut')).toBeLessThan(names.indexOf('Onur Yılmaz'));
  expect(names.indexOf('Çağrı Öztürk')).toBeLessThan(names.indexOf('Ali Yıldız'));
  await page.getByLabel('Öğrenci ara').fill('isil');
  await expect(page.getByTestId('student-count')).toHaveText('1 öğrenci');
  await expect(page.getByRole('button', { name: 'Öğrenci: Işıl Şahinoğlu' })).toBeVisible();
});
