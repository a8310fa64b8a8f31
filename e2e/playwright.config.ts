// E2E against production builds + the local Supabase stack (started by `npm run e2e` / `npm test`).
// Debian's chromium; never a downloaded browser (shared/reference/toolchain.md).
import { defineConfig } from '@playwright/test';
import { APP_URL, storageStatePath, type DemoRole } from './support/env.ts';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLanes, laneFilter } from './lanes.mjs';

/**
 * CI runs the suite as several Playwright processes at once (E2E_LANE=<name>, scripts/run/e2e.mjs):
 * e2e/lanes.mjs names each lane's specs and the stack (backend + static servers) it runs against.
 * Inside a lane the tests still run one at a time. Without E2E_LANE (npm run e2e, a single spec)
 * every spec runs in one process.
 */
checkLanes(readdirSync(join(dirname(fileURLToPath(import.meta.url)), 'tests')).filter((f) => f.endsWith('.spec.ts')).map((f) => f.replace(/\.spec\.ts$/, '')));
const lane = process.env.E2E_LANE;
const laneSpecs = lane ? laneFilter(lane) : {};

/**
 * The browser: CHROMIUM_PATH when set, else Debian's chromium-headless-shell when installed and the
 * run is headless — the headless shell is what Playwright itself runs headless, and it cost about a
 * fifth of full Chromium's CPU on the 2-core machine (docs/decisions.md) — else Debian's chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const headed = !!process.env.PWDEBUG || process.argv.some((a) => a === '--headed' || a === '--debug' || a === '--ui');
// chosen once, by the runner: its workers inherit it (they load this file without the runner's flags)
const chromiumPath = (process.env.CHROMIUM_PATH ??= !headed && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const roleProject = (role: DemoRole) => ({
  name: role,
  testMatch: /.*\.(all-roles|roles)\.spec\.ts$/,
  grep: new RegExp(`@(all|${role})\\b`),
  use: { storageState: storageStatePath(role) },
  metadata: { role },
});

export default defineConfig({
  testDir: './tests',
  // One folder per run: several runs on one machine must not clean each other's artifacts (workers
  // inherit PW_RUN_ID from the runner process, which sets it when it first loads this file).
  outputDir: `./test-results/${(process.env.PW_RUN_ID ??= `${Date.now()}${lane ? `-${lane}` : ''}`)}`,
  globalSetup: './support/global-setup.ts',
  ...laneSpecs,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: APP_URL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // Recording a trace on every test costs CPU on the 2-core machine and made context teardown
    // overrun the test timeout under load (exercises.signed-out): record it only on CI's retry.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'signed-out', testMatch: /.*\.signed-out\.spec\.ts$/ },
    roleProject('admin'),
    roleProject('temsilci'),
    roleProject('antrenor'),
    roleProject('ogrenci'),
    roleProject('cokrol'),
    // Stops the mf-reports server, so it runs after every journey that needs it.
    {
      name: 'resilience',
      testMatch: /.*\.resilience\.spec\.ts$/,
      use: { storageState: storageStatePath('admin') },
      dependencies: ['signed-out', 'admin', 'temsilci', 'antrenor', 'ogrenci', 'cokrol'],
    },
  ],
});
