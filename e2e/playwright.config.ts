// E2E against production builds + the local Supabase stack (started by `npm run e2e` / `npm test`).
// Debian's chromium; never a downloaded browser (shared/reference/toolchain.md).
import { defineConfig } from '@playwright/test';
import { APP_URL, storageStatePath, type DemoRole } from './support/env.ts';

/**
 * CI runs the suite as two Playwright processes at once against the same stack (scripts/run.mjs):
 * E2E_LANE=timed — the real-time plays that own their data (the whole battery on a backend of
 * its own; each battery test page under its own session; the embedded exercises, each under a
 * fresh LMS session) and mostly wait on the clock;
 * E2E_LANE=main — everything else, one test at a time as before (specs there read shared rows).
 * Without E2E_LANE (npm run e2e, a single spec) every spec runs in one process.
 */
export const TIMED_LANE_SPECS = /[\\/](battery\.full\.roles|battery(\.[a-z-]+)?\.signed-out|exercises(\.[a-z]+)?\.signed-out)\.spec\.ts$/;
const lane = process.env.E2E_LANE;
const laneFilter =
  lane === 'timed' ? { testIgnore: new RegExp(`^(?!.*${TIMED_LANE_SPECS.source})`) } : lane === 'main' ? { testIgnore: TIMED_LANE_SPECS } : {};

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
  ...laneFilter,
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
