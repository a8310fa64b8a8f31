// Remote-load telemetry (issue 29 item 4): opening /reports records the mf_reports load — remote,
// version, outcome and the manifest / entry / init milliseconds — as a system_logs row through the
// page's log capture (the local server samples every load), and an admin finds it in the System Logs
// Viewer filtered by remote ('Uzak Modül'), the filter applied by the database.
import { test, expect } from '@playwright/test';
import { API_URL, COLD_PAGE_MS } from '../support/env.ts';

/** Supabase CLI's well-known local demo service_role key (not a secret): reads the stored rows back. */
const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const serviceHeaders = { apikey: DEMO_SERVICE_ROLE_KEY, Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` };

type TelemetryRow = { id: string; message: string; log_source: string; created_at: string; details: Record<string, unknown> | null };

async function reportsLoadsSince(since: string): Promise<TelemetryRow[]> {
  const query = `system_logs?select=id,message,log_source,created_at,details&details->>remote=eq.mf_reports&created_at=gte.${encodeURIComponent(since)}&order=created_at.desc`;
  const res = await fetch(`${API_URL}/rest/v1/${query}`, { headers: serviceHeaders });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TelemetryRow[];
}

test.describe('remote-load telemetry @admin', () => {
  test('loading /reports records the mf_reports load; the System Logs Viewer finds it by remote', async ({ page }) => {
    const since = new Date(Date.now() - 1_000).toISOString();
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'Test Raporları' })).toBeVisible({ timeout: COLD_PAGE_MS });

    // the capture's buffer sends it (5 s after the last entry, or when the page is left)
    let row: TelemetryRow | undefined;
    await expect
      .poll(async () => {
        row = (await reportsLoadsSince(since))[0];
        return row?.details?.outcome ?? null;
      }, { timeout: 60_000 })
      .toBe('ok');
    const details = row?.details ?? {};
    expect(row?.log_source).toBe('federation.load');
    expect(details.remote).toBe('mf_reports');
    // the version comes from the remote's manifest (metaData.akademi.version)
    expect(typeof details.version).toBe('string');
    for (const phase of ['manifest_ms', 'entry_ms', 'init_ms']) expect(typeof details[phase], phase).toBe('number');
    // no personal data in the record: remote, version, outcome, timings, reason only
    expect(Object.keys(details).sort()).toEqual(['entry_ms', 'init_ms', 'manifest_ms', 'outcome', 'reason', 'remote', 'total_ms', 'version']);

    await page.goto('/admin/system-logs');
    await expect(page.getByRole('heading', { name: 'Sistem Logları' })).toBeVisible({ timeout: COLD_PAGE_MS });
    await page.getByLabel('Uzak Modül').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^mf_reports$/ }).click();
    const entries = page.getByTestId('system-log-entry');
    // newest first: the load just recorded; every entry shown is a load of mf_reports
    await expect(entries.first()).toContainText(row?.message ?? 'missing', { timeout: 30_000 });
    const messages = await entries.allInnerTexts();
    expect(messages.length).toBeGreaterThan(0);
    for (const text of messages) expect(text).toContain('remote load mf_reports');

    // the filter row fits a phone: no sideways scroll at 390 px
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByLabel('Uzak Modül')).toBeVisible();
    // the layout follows the new width on the next render (the shell's phone layout): wait for it
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { timeout: 15_000 }).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    // another remote's filter does not show it
    await page.getByLabel('Uzak Modül').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^mf_tracking$/ }).click();
    await expect(entries.filter({ hasText: row?.message ?? 'missing' })).toHaveCount(0);
  });
});
