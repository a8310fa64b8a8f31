import { test, expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { API_URL, DEMO_ANON_KEY } from '../support/env.ts';

// Cognitive battery, the Dikkat page (issue 6): a link without a valid session says so, and a
// forged insert for an unknown session is refused. The Dikkat page played to its row (every field
// of spec 2 §3) and a dropped connection while saving are in battery.full.roles.spec.ts.
const ALI = '00000000-0000-4000-a000-000000000101'; // Ali Yıldız, student of antrenor1 (seed)
const ANTRENOR1 = '00000000-0000-4000-a000-000000000004';

test('a page without a valid session says so', async ({ page }) => {
  await page.goto('/cognitive-tests/dikkat/dikkat.html?session_id=abc');
  await expect(page.getByRole('alert')).toContainText('Geçersiz test bağlantısı');
});

test('a forged anon insert for an unknown session is refused', async () => {
  const res = await fetch(`${API_URL}/rest/v1/attention_test_results`, {
    method: 'POST',
    headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${DEMO_ANON_KEY}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ id: randomUUID(), session_id: randomUUID(), student_id: ALI, conducted_by: ANTRENOR1, accuracy_percentage: 100, total_correct: 30 }),
  });
  expect([401, 403]).toContain(res.status);
  expect((await res.json()).code).toBe('42501');
});
