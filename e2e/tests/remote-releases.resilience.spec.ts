// Issue 29 "Done when": a remote shipped on its own. Three real production releases of mf-reports
// are built with `npm run release` (v1 and v2 implement the shell's contract, v3 declares ^2.0.0)
// into a releases folder of this spec's own, which scripts/serve-static.mjs serves (the `releases`
// server) beside a second shell server whose /remotes.json is the file `npm run remotes` edits. The
// shell is the suite's production build: nothing is rebuilt or restarted between the steps.
// Ports: AKADEMI_PORT_BASE + 10 (this shell) and + 16 (the releases); nothing of the suite's stack is
// changed, and the temporary folder (releases, remotes.json, its history) is removed at the end.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { ERROR_SCREEN_TITLE } from '../support/routes.ts';
import { API_URL, APP_URL, DEMO_ACCOUNTS, DEMO_ANON_KEY } from '../support/env.ts';
import { demoSession, storageStateFor } from '../support/auth.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BASE = Number(new URL(APP_URL).port || 80);
const SHELL = `http://127.0.0.1:${BASE + 10}`;
const RELEASES = `http://127.0.0.1:${BASE + 16}`;
/** Another origin serving mf-reports (the suite's own mf-reports server): not allowed for overrides. */
const FOREIGN_ENTRY = `http://127.0.0.1:${BASE + 3}/mf-manifest.json`;
/** Everyone who may open /reports (admin, temsilci, beyin_antrenoru) among the demo accounts. */
const REPORT_USERS = ['admin@akademi.test', 'temsilci@akademi.test', 'temsilci2@akademi.test', 'antrenor1@akademi.test', 'antrenor2@akademi.test', 'antrenor3@akademi.test', 'cokrol@akademi.test'];

let work = '';
let remotesFile = '';
let server: ChildProcess | null = null;
const versions: Record<'v1' | 'v2' | 'v3', string> = { v1: '', v2: '', v3: '' };

function npm(args: string[]): { code: number; out: string; err: string } {
  const r = spawnSync('npm', ['run', '--silent', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, REMOTES_FILE: remotesFile, RELEASES_DIR: join(work, 'releases') } });
  return { code: r.status ?? 1, out: r.stdout, err: r.stderr };
}

function release(packageVersion: string, extra: string[] = []): string {
  const r = npm(['release', '--', 'mf-reports', '--allow-dirty', '--package-version', packageVersion, '--releases-dir', join(work, 'releases'), ...extra]);
  if (r.code !== 0) throw new Error(`npm run release failed (${r.code}): ${r.err}`);
  const last = r.out.trim().split('\n').pop() ?? '';
  return (JSON.parse(last) as { version: string }).version;
}

function remotes(...args: string[]) {
  const r = npm(['remotes', '--', ...args]);
  if (r.code !== 0) throw new Error(`npm run remotes ${args.join(' ')} failed (${r.code}): ${r.err}`);
  return r;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => { s.destroy(); resolve(true); });
    s.once('error', () => { s.destroy(); resolve(false); });
  });
}

async function waitPorts(ports: number[]) {
  await expect.poll(async () => (await Promise.all(ports.map(portOpen))).every(Boolean), { timeout: 60_000 }).toBe(true);
}

async function pageAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ storageState: await storageStateFor(email, SHELL) });
  return context.newPage();
}

/** Opens /reports (plus a query) and returns the mf-reports release and source the shell exposes. */
async function reportsVersion(page: Page, query = '') {
  await page.goto(`${SHELL}/reports${query}`);
  await expect(page.getByRole('heading', { name: 'Test Raporları' })).toBeVisible({ timeout: 45_000 });
  const html = page.locator('html');
  return { version: await html.getAttribute('data-mf-reports-version'), source: await html.getAttribute('data-mf-reports-source') };
}

async function logMessages(pattern: string, since: string): Promise<string[]> {
  const session = await demoSession(DEMO_ACCOUNTS.admin);
  const res = await fetch(`${API_URL}/rest/v1/system_logs?select=message&message=like.${encodeURIComponent(pattern)}&created_at=gte.${encodeURIComponent(since)}`, {
    headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${session.access_token}` },
  });
  return res.ok ? ((await res.json()) as Array<{ message: string }>).map((r) => r.message) : [`HTTP ${res.status}`];
}

const shellBundleTime = () => statSync(join(root, 'shell', 'dist', 'index.html')).mtimeMs;

test.describe.configure({ mode: 'serial' });

test.describe('a remote released, canaried, promoted and rolled back without a shell rebuild @admin', () => {
  test.beforeAll(async () => {
    // three production builds on a loaded machine
    test.setTimeout(20 * 60_000);
    work = mkdtempSync(join(root, '.data', 'e2e-releases-'));
    remotesFile = join(work, 'remotes.json');
    versions.v1 = release('1.0.0');
    versions.v2 = release('2.0.0');
    versions.v3 = release('3.0.0', ['--contract', '^2.0.0']);
    // a release is never overwritten
    const again = npm(['release', '--', 'mf-reports', '--allow-dirty', '--package-version', '1.0.0', '--releases-dir', join(work, 'releases')]);
    expect(again.code).not.toBe(0);
    expect(again.err).toMatch(/never overwritten/);
    expect((JSON.parse(readFileSync(join(work, 'releases', 'mf-reports', versions.v1, 'release.json'), 'utf8')) as { contract: string }).contract).toBe('^1.0.0');

    // the other remotes in the old flat form, from the suite's servers; mf-reports from the releases
    writeFileSync(
      remotesFile,
      JSON.stringify({
        mf_auth: `http://127.0.0.1:${BASE + 1}/mf-manifest.json`,
        mf_admin: `http://127.0.0.1:${BASE + 2}/mf-manifest.json`,
        mf_tests: `http://127.0.0.1:${BASE + 4}/mf-manifest.json`,
        mf_tracking: `http://127.0.0.1:${BASE + 5}/mf-manifest.json`,
      }),
    );
    remotes('set', 'mf_reports', versions.v1, '--base-url', `${RELEASES}/`);
    server = spawn('node', ['scripts/serve-static.mjs', '--only', 'shell,releases'], {
      cwd: root,
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, AKADEMI_PORT_BASE: String(BASE + 10), REMOTES_FILE: remotesFile, RELEASES_DIR: join(work, 'releases'), SUPABASE_URL: API_URL },
    });
    await waitPorts([BASE + 10, BASE + 16]);
  });

  test.afterAll(async () => {
    if (server?.pid) {
      try { process.kill(-server.pid, 'SIGTERM'); } catch { /* already gone */ }
    }
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('v1 from the releases folder', async ({ browser }) => {
    const page = await pageAs(browser, DEMO_ACCOUNTS.admin);
    expect(await reportsVersion(page)).toEqual({ version: versions.v1, source: 'stable' });
    await page.context().close();
  });

  test('a 50 % canary of v2 serves both versions to different users, each user always the same one', async ({ browser }) => {
    remotes('canary', 'mf_reports', versions.v2, '50');
    // users in turn until one got each release (the buckets are fixed by the seeded user ids)
    const seen = new Map<string, { email: string; version: string | null; source: string | null }>();
    for (const email of REPORT_USERS) {
      const page = await pageAs(browser, email);
      const got = await reportsVersion(page);
      await page.context().close();
      expect([versions.v1, versions.v2]).toContain(got.version);
      expect(got.source).toBe(got.version === versions.v2 ? 'canary' : 'stable');
      if (!seen.has(got.source ?? '')) seen.set(got.source ?? '', { email, ...got });
      if (seen.size === 2) break;
    }
    expect([...seen.keys()].sort()).toEqual(['canary', 'stable']);
    // each again, twice, in a fresh browser: the same user always gets the same release
    for (const { email, version, source } of seen.values()) {
      for (let i = 0; i < 2; i++) {
        const page = await pageAs(browser, email);
        expect(await reportsVersion(page)).toEqual({ version, source });
        await page.context().close();
      }
    }
  });

  test('v2 set with npm run remotes is picked up without a shell rebuild (the canary promoted)', async ({ browser }) => {
    const built = shellBundleTime();
    remotes('set', 'mf_reports', versions.v2);
    const file = JSON.parse(readFileSync(remotesFile, 'utf8')) as Record<string, unknown>;
    expect(file.mf_reports).toEqual({ entry: `${RELEASES}/mf-reports/${versions.v2}/mf-manifest.json`, version: versions.v2 });
    const page = await pageAs(browser, DEMO_ACCOUNTS.admin);
    expect(await reportsVersion(page)).toEqual({ version: versions.v2, source: 'stable' });
    expect(shellBundleTime()).toBe(built);
    await page.context().close();
  });

  test('a tester override: honoured for an admin, ignored for others, refused for another origin', async ({ browser }) => {
    const started = new Date().toISOString();
    // each page stays open until its log row is stored: the shell's log buffer sends it 5 s after the
    // last entry or on unload, and closing a context unloads nothing (a fast run closed them first)
    const logged = (message: RegExp) =>
      expect.poll(() => logMessages('*override ?remote:mf_reports=*', started), { timeout: 45_000 }).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
    const admin = await pageAs(browser, DEMO_ACCOUNTS.admin);
    expect(await reportsVersion(admin, `?remote:mf_reports=${versions.v1}`)).toEqual({ version: versions.v1, source: 'override' });
    expect(await reportsVersion(admin, `?remote:mf_reports=${encodeURIComponent(FOREIGN_ENTRY)}`)).toEqual({ version: versions.v2, source: 'stable' });
    await logged(/refused: origin http:\/\/127\.0\.0\.1:\d+ is not allowed for overrides/);
    await admin.context().close();
    const trainer = await pageAs(browser, DEMO_ACCOUNTS.antrenor);
    expect(await reportsVersion(trainer, `?remote:mf_reports=${versions.v1}`)).toEqual({ version: versions.v2, source: 'stable' });
    await logged(/ignored: only admins may choose a remote version/);
    await trainer.context().close();
  });

  test('an incompatible v3 breaks only /reports, with a system_logs row naming the remote, its version and the reason', async ({ browser }) => {
    const refused = npm(['remotes', '--', 'set', 'mf_reports', versions.v3]);
    expect(refused.code).not.toBe(0);
    expect(refused.err).toMatch(/does not satisfy/);
    remotes('set', 'mf_reports', versions.v3, '--force');
    const started = new Date().toISOString();
    const page = await pageAs(browser, DEMO_ACCOUNTS.admin);
    await page.goto(`${SHELL}/reports`);
    await expect(page.getByText(ERROR_SCREEN_TITLE)).toBeVisible({ timeout: 45_000 });
    await expect(page.locator('html')).toHaveAttribute('data-mf-reports-version', versions.v3);
    // every other route works: the shell's own, and the other remotes' pages
    for (const [path, heading] of [['/students', 'Öğrenci Yönetimi'], ['/cognitive-assessment', null], ['/dashboard', null]] as const) {
      await page.goto(`${SHELL}${path}`);
      if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({ timeout: 45_000 });
      await expect(page.getByRole('main')).not.toBeEmpty({ timeout: 45_000 });
      await expect(page.getByText(ERROR_SCREEN_TITLE)).toHaveCount(0);
    }
    await page.context().close();
    const v3 = versions.v3.replace(/[.+]/g, (c) => `\\${c}`);
    await expect
      .poll(() => logMessages('*mf_reports*refused*', started), { timeout: 45_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`mf_reports ${v3} refused: contract 1\\.0\\.0 does not satisfy the remote's range \\^2\\.0\\.0`))]));
  });

  test('rollback restores v2', async ({ browser }) => {
    remotes('rollback', 'mf_reports');
    const page = await pageAs(browser, DEMO_ACCOUNTS.admin);
    expect(await reportsVersion(page)).toEqual({ version: versions.v2, source: 'stable' });
    await page.context().close();
    const history = JSON.parse(readFileSync(join(work, 'remotes.history.json'), 'utf8')) as Array<{ command: string }>;
    expect(history.map((h) => h.command)).toEqual(['set', 'canary', 'set', 'set', 'rollback']);
  });

  test('a bad remotes.json: the shell uses its build-time defaults and logs why', async ({ browser }) => {
    const good = readFileSync(remotesFile, 'utf8');
    const cases: Array<[string, string, RegExp]> = [
      ['malformed', '{"mf_reports": ', /remotes\.json is not valid JSON/],
      ['unknown remote', JSON.stringify({ mf_raporlar: `${RELEASES}/mf-reports/${versions.v2}/mf-manifest.json` }), /unknown remote "mf_raporlar"/],
      ['canary percent', JSON.stringify({ mf_reports: { entry: `${RELEASES}/mf-reports/${versions.v2}/mf-manifest.json`, version: versions.v2, canary: { entry: `${RELEASES}/mf-reports/${versions.v1}/mf-manifest.json`, version: versions.v1, percent: 150 } } }), /canary percent must be a number from 0 to 100/],
      ['entry not a URL', JSON.stringify({ mf_reports: { entry: 'raporlar', version: versions.v2 } }), /mf_reports: entry is not a URL/],
    ];
    const page = await pageAs(browser, DEMO_ACCOUNTS.admin);
    try {
      for (const [, text, reason] of cases) {
        const started = new Date().toISOString();
        writeFileSync(remotesFile, text);
        await page.goto(`${SHELL}/dashboard`);
        await expect(page.getByRole('main')).not.toBeEmpty({ timeout: 45_000 });
        // the remote's page: from the build-time default entry, not the file's
        await page.goto(`${SHELL}/reports`);
        await expect(page.locator('html')).toHaveAttribute('data-mf-reports-source', 'default', { timeout: 45_000 });
        await expect.poll(() => logMessages('*remotes.json refused*', started), { timeout: 45_000 }).toEqual(expect.arrayContaining([expect.stringMatching(reason)]));
      }
    } finally {
      writeFileSync(remotesFile, good);
      await page.context().close();
    }
  });
});
