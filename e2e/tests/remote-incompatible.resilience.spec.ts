// Issue 29 item 2: a remote whose manifest declares a contract range the shell does not satisfy is
// refused before any of its code runs — only its routes show the error screen, every other route
// works, and system_logs gets a row naming the remote, its version and the reason. The remote is a
// real server started here: mf-reports' production build whose mf-manifest.json says it implements
// '^2.0.0' and is version 3.0.0; the shell's remotes.json (as served) is pointed at it.
import http from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { test, expect } from '@playwright/test';
import { ERROR_SCREEN_TITLE } from '../support/routes.ts';
import { API_URL, DEMO_ANON_KEY } from '../support/env.ts';
import { demoSession } from '../support/auth.ts';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'mf-reports', 'dist');
let server: http.Server;
let manifestUrl = '';

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dist, path);
    res.setHeader('access-control-allow-origin', '*');
    if (!file.startsWith(dist) || !existsSync(file)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    let body: Buffer | string = readFileSync(file);
    if (path.endsWith('mf-manifest.json')) {
      const manifest = JSON.parse(body.toString('utf8')) as { metaData: Record<string, unknown> };
      manifest.metaData.akademi = { contract: '^2.0.0', version: '3.0.0' };
      body = JSON.stringify(manifest);
    }
    res.setHeader('content-type', extname(file) === '.json' ? 'application/json' : 'text/javascript');
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  manifestUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.describe('an incompatible remote breaks only its routes @admin', () => {
  test('/reports shows the error screen, the other routes work, system_logs names the remote, version and reason', async ({ page }) => {
    const started = new Date().toISOString();
    await page.route('**/remotes.json', async (route) => {
      const real = (await (await route.fetch()).json()) as Record<string, string>;
      await route.fulfill({ json: { ...real, mf_reports: manifestUrl } });
    });
    await page.goto('/reports');
    await expect(page.getByText(ERROR_SCREEN_TITLE)).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText('Çıkış Yap').first()).toBeAttached();

    await page.getByRole('navigation').getByRole('link', { name: 'Bilişsel Beceri Değerlendirme' }).click();
    await expect(page).toHaveURL(/\/cognitive-assessment$/);
    await expect(page.getByText(ERROR_SCREEN_TITLE)).toHaveCount(0);
    await expect(page.getByRole('main')).not.toBeEmpty();

    // the log capture sends its batch; read it back as the admin
    const session = await demoSession('admin@akademi.test');
    await expect
      .poll(
        async () => {
          const res = await fetch(
            `${API_URL}/rest/v1/system_logs?select=message,details&message=like.*mf_reports*refused*&created_at=gte.${encodeURIComponent(started)}`,
            { headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${session.access_token}` } },
          );
          return res.ok ? ((await res.json()) as Array<{ message: string }>).map((r) => r.message) : [`HTTP ${res.status}`];
        },
        { timeout: 45_000 },
      )
      .toEqual(expect.arrayContaining([expect.stringMatching(/mf_reports 3\.0\.0 refused: contract 1\.0\.0 does not satisfy the remote's range \^2\.0\.0/)]));
  });
});
