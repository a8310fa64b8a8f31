#!/usr/bin/env node
// The workspace's command runner: `npm run <dev|start|backend|build|test|e2e|bench>`.
// Uses only Node builtins so that it works on a fresh machine with just Node 20 and npm:
// it installs pnpm (through npx), the workspace, Debian's chromium and PostgreSQL as needed.
// The pieces live in scripts/run/: common (processes, ports), install, stack (builds, backend,
// static servers), suites (jest, node:test, Deno), e2e (Playwright lanes), summary, test.
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, CHROMIUM, PNPM, PORT_BASE, STACK_ENV, appPorts, background, log, root, run, stopAll, waitForPort } from './run/common.mjs';
import { ensureChromium, ensureDeps, ensurePostgres } from './run/install.mjs';
import { buildApps, e2ePgUrl, e2eStacks, startBackend, startStatic } from './run/stack.mjs';
import { anyFailed, printSummary } from './run/summary.mjs';
import { playwrightSuite } from './run/e2e.mjs';
import { test } from './run/test.mjs';
import { E2E_STACKS } from '../e2e/lanes.mjs';

const forever = () => new Promise(() => undefined);

const commands = {
  async backend() {
    ensureDeps();
    background('backend', 'npx', ['tsx', 'supabase/local/src/main.ts'], { env: { APP_URL: process.env.APP_URL || STACK_ENV.APP_URL } });
    await forever();
  },
  async build() {
    ensureDeps();
    process.exitCode = buildApps({ force: true });
  },
  async start() {
    ensureDeps();
    if (buildApps() !== 0) { process.exitCode = 1; return; }
    await startBackend();
    await startStatic();
    log(`ready: open http://127.0.0.1:${PORT_BASE} — demo accounts are in the README (Ctrl+C stops everything)`);
    await forever();
  },
  async dev() {
    ensureDeps();
    await startBackend();
    for (const app of APPS) background(app, PNPM[0], [...PNPM.slice(1), '--filter', `@akademi/${app}`, 'dev']);
    await Promise.all(appPorts(PORT_BASE).map((p) => waitForPort(p, 300_000)));
    log(`dev servers with hot reload: http://127.0.0.1:${PORT_BASE}`);
    await forever();
  },
  test: () => test(process.argv.slice(3)),
  async e2e() {
    ensureDeps();
    ensureChromium();
    if (buildApps() !== 0) { process.exitCode = 1; return; }
    // --lanes: every lane of e2e/lanes.mjs at once on its own stack, as CI runs them
    const lanes = process.argv.includes('--lanes');
    const args = process.argv.slice(3).filter((a) => a !== '--lanes');
    // the backends on PostgreSQL when it can be had (as CI), else PGlite
    const pgUrl = e2ePgUrl(ensurePostgres);
    await playwrightSuite(await e2eStacks(lanes ? E2E_STACKS : 1, { pgUrl }), args, { lanes });
    stopAll();
    printSummary();
    process.exit(anyFailed() ? 1 : 0);
  },
  async bench() {
    ensureDeps();
    const pgUrl = ensurePostgres();
    const benches = readdirSync(join(root, 'bench')).filter((f) => f.endsWith('.ts') && !f.startsWith('_')).sort();
    if (benches.some((f) => f.startsWith('bundle'))) {
      ensureChromium();
      buildApps();
    }
    for (const f of benches) {
      log(`bench/${f}`);
      run('npx', ['tsx', join('bench', f)], { env: pgUrl ? { TEST_PG_URL: pgUrl, CHROMIUM_PATH: CHROMIUM } : { CHROMIUM_PATH: CHROMIUM } });
    }
  },
};

process.on('SIGINT', () => { stopAll(); process.exit(130); });
process.on('SIGTERM', () => { stopAll(); process.exit(143); });
process.on('exit', stopAll);

const name = process.argv[2];
if (!commands[name]) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}
mkdirSync(join(root, '.data'), { recursive: true });
commands[name]().catch((e) => {
  console.error(e);
  stopAll();
  process.exit(1);
});
