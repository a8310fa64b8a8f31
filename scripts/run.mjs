#!/usr/bin/env node
/* global fetch */
// The workspace's command runner: `npm run <dev|start|backend|build|test|e2e|bench>`.
// Uses only Node builtins so that it works on a fresh machine with just Node 20 and npm:
// it installs pnpm (through npx), the workspace, Debian's chromium and PostgreSQL as needed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { availableParallelism, tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import net from 'node:net';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mf-auth', 'mf-admin', 'mf-reports', 'mf-tests', 'mf-tracking'];
const PNPM = ['npx', '-y', 'pnpm@10'];
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
// AKADEMI_PORT_BASE / AKADEMI_API_PORT move the stack (e.g. a CI run beside a running dev stack).
const PORT_BASE = Number(process.env.AKADEMI_PORT_BASE || 3000);
const API_PORT = Number(process.env.AKADEMI_API_PORT || 54321);
const APP_PORTS = [0, 1, 2, 3, 4, 5].map((i) => PORT_BASE + i);
const STACK_ENV = {
  AKADEMI_PORT_BASE: String(PORT_BASE),
  // the API server's CORS list: the six app origins (the stand-in knows no product ports)
  ALLOWED_ORIGINS: APP_PORTS.flatMap((p) => [`http://127.0.0.1:${p}`, `http://localhost:${p}`]).join(','),
  APP_URL: `http://127.0.0.1:${PORT_BASE}`,
  SUPABASE_URL: `http://127.0.0.1:${API_PORT}`,
  ...Object.fromEntries(['MF_AUTH', 'MF_ADMIN', 'MF_REPORTS', 'MF_TESTS', 'MF_TRACKING'].map((n, i) => [`REMOTE_${n}_URL`, `http://127.0.0.1:${PORT_BASE + i + 1}/mf-manifest.json`])),
};
// The e2e suite signs in hundreds of times from 127.0.0.1: its backends (the shared one and the
// private ones specs start, which inherit the Playwright runner's env) get the per-client (IP)
// rate limits raised. Per-address limits stay (docs/security.md).
const E2E_RATE_LIMITS = {
  RATE_LIMIT_SIGNIN_PER_IP: '100000',
  RATE_LIMIT_VERIFY_PER_IP: '100000',
  RATE_LIMIT_MFA_CHALLENGE_AND_VERIFY_PER_IP: '100000',
  RATE_LIMIT_EMAIL_SENT_PER_IP: '100000',
  SUPPORT_EMAIL_RATE_LIMIT_PER_MINUTE: '100000',
};
// system_logs rows per caller per minute on the e2e backend: a database rule
// (public.system_log_limits, migration 20261126440000), raised through the API after start.
const E2E_LOG_ROWS_PER_MINUTE = 100000;
/** The Supabase CLI's public local demo service_role key (supabase/local/src/config.ts). */
const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const children = new Set();

function log(msg) {
  console.log(`\x1b[36m[akademi]\x1b[0m ${msg}`);
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env }, ...opts });
  return r.status ?? 1;
}

/** Runs a command, echoing its output (unless opts.echo === false), and returns {code, out} for
 * parsing closing lines. */
function runCapture(cmd, args, opts = {}) {
  const echo = opts.echo !== false;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: opts.cwd ?? root, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let out = '';
    // opts.prefix marks each echoed line (two Playwright lanes print at once)
    const show = (stream) => {
      if (!opts.prefix) return (d) => stream.write(d);
      let partial = '';
      return (d) => {
        const lines = (partial + d).split('\n');
        partial = lines.pop();
        if (lines.length) stream.write(lines.map((l) => `${opts.prefix}${l}\n`).join(''));
      };
    };
    const showOut = show(process.stdout);
    const showErr = show(process.stderr);
    child.stdout.on('data', (d) => { out += d; if (echo) showOut(d); });
    child.stderr.on('data', (d) => { out += d; if (echo) showErr(d); });
    child.on('close', (code) => { children.delete(child); resolve({ code: code ?? 1, out }); });
  });
}

/** A step of the checks lane (it runs beside the build and the e2e, whose output streams): its
 * output goes to .data/ci/<name>.log and is printed in one block when it ends — the tail when it
 * passed, all of it when it failed. */
async function quietStep(name, cmd, args, opts = {}) {
  const started = Date.now();
  const r = await runCapture(cmd, args, { ...opts, echo: false });
  const dir = join(root, '.data', 'ci');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  writeFileSync(file, r.out);
  const lines = r.out.trimEnd().split('\n');
  const shown = r.code === 0 ? lines.slice(-12) : lines.slice(-400);
  console.log(`\n──────── ${name} (${secs(started)}, exit ${r.code}; full output in ${file.slice(root.length + 1)})\n${shown.join('\n')}\n────────`);
  return r;
}

const secs = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

function background(name, cmd, args, opts = {}) {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...opts.env }, stdio: opts.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit', detached: true });
  child.name = name;
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function stopAll() {
  stopRestartedReports();
  for (const c of children) {
    try { process.kill(-c.pid, 'SIGTERM'); } catch { /* already gone */ }
  }
}
process.on('SIGINT', () => { stopAll(); process.exit(130); });
process.on('SIGTERM', () => { stopAll(); process.exit(143); });
process.on('exit', stopAll);

function waitForPort(port, timeoutMs = 120_000) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => { s.destroy(); resolve(); });
      s.once('error', () => {
        s.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`port ${port} did not open within ${timeoutMs} ms`));
        else setTimeout(attempt, 300);
      });
    };
    attempt();
  });
}

// ---------------------------------------------------------------- installs

function ensureDeps() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs && !process.env.CI) return;
  log('installing the workspace (pnpm 10 through npx)…');
  const args = [...PNPM.slice(1), 'install', ...(process.env.CI ? ['--frozen-lockfile'] : [])];
  if (run(PNPM[0], args) !== 0) throw new Error('pnpm install failed');
}

function aptInstall(pkgs) {
  if (!isRoot) return false;
  log(`installing Debian packages: ${pkgs.join(' ')}`);
  if (run('apt-get', ['update', '-qq']) !== 0) return false;
  return run('apt-get', ['install', '-y', '-qq', ...pkgs], { env: { DEBIAN_FRONTEND: 'noninteractive' } }) === 0;
}

const hasCommand = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd} >/dev/null 2>&1`]).status === 0;

function ensureChromium() {
  // poppler's pdftotext reads the downloaded PDF reports back in the e2e and unit tests
  if (!hasCommand('pdftotext')) aptInstall(['poppler-utils']);
  if (existsSync(CHROMIUM)) return;
  if (!aptInstall(['chromium']) || !existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
}

/** Starts Debian's PostgreSQL 15 and returns a URL for tests, or null when it cannot be had. */
/** The database pg_cron keeps its jobs in (cron.database_name); the db push check migrates it. */
const PG_CRON_DATABASE = 'akademi_cron';

function ensurePostgres() {
  if (process.env.TEST_PG_URL) return process.env.TEST_PG_URL;
  if (!isRoot) { log('not root: PostgreSQL runs of the backend suites are skipped (PGlite runs still happen)'); return null; }
  const hasCluster = () => spawnSync('sh', ['-c', 'ls /etc/postgresql/*/main >/dev/null 2>&1']).status === 0;
  if (!hasCluster() && !aptInstall(['postgresql'])) return null;
  const version = spawnSync('sh', ['-c', 'ls /etc/postgresql | sort -n | tail -1'], { encoding: 'utf8' }).stdout.trim();
  spawnSync('pg_ctlcluster', [version, 'main', 'start'], { stdio: 'ignore' });
  const psql = (sql) => spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-qtAc', sql], { encoding: 'utf8' });
  for (let i = 0; i < 30; i++) {
    if (psql('select 1').status === 0) break;
    spawnSync('sleep', ['1']);
  }
  if (psql("alter user postgres password 'postgres'").status !== 0) return null;
  // pg_cron, preloaded as on hosted Supabase, for the `supabase db push` check
  // (supabase/tests/schema/cli-db-push.test.ts): its jobs live in the database PG_CRON_DATABASE
  if (!existsSync(`/usr/share/postgresql/${version}/extension/pg_cron.control`)) aptInstall([`postgresql-${version}-cron`]);
  const restart = () => {
    spawnSync('pg_ctlcluster', [version, 'main', 'restart'], { stdio: 'ignore' });
    for (let i = 0; i < 30; i++) {
      if (psql('select 1').status === 0) break;
      spawnSync('sleep', ['1']);
    }
  };
  if (existsSync(`/usr/share/postgresql/${version}/extension/pg_cron.control`)) {
    if (!/pg_cron/.test(psql('show shared_preload_libraries').stdout)) {
      psql("alter system set shared_preload_libraries = 'pg_cron'");
      restart();
    }
    // cron.database_name is known (and settable) only once pg_cron is loaded
    if (psql("select current_setting('cron.database_name', true)").stdout.trim() !== PG_CRON_DATABASE) {
      psql(`alter system set cron.database_name = '${PG_CRON_DATABASE}'`);
      restart();
    }
  }
  return 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
}

// ---------------------------------------------------------------- pieces

function newestMtime(dir) {
  let newest = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  if (existsSync(dir)) walk(dir);
  return newest;
}

function buildApps({ force = false } = {}) {
  const sharedTime = newestMtime(join(root, 'shared'));
  const stale = APPS.filter((app) => {
    const marker = join(root, app, 'dist', 'index.html');
    const entry = join(root, app, 'dist', 'mf-manifest.json');
    const built = existsSync(marker) ? statSync(marker).mtimeMs : existsSync(entry) ? statSync(entry).mtimeMs : 0;
    return force || built < Math.max(newestMtime(join(root, app)), sharedTime);
  });
  if (stale.length === 0) { log('production builds are up to date'); return 0; }
  log(`building: ${stale.join(', ')}`);
  return run('node', ['scripts/build-apps.mjs', ...stale]);
}

/** buildApps for the test command: the same staleness rule, without blocking the event loop
 * (the checks lane's processes are read meanwhile). */
async function buildAppsAsync({ force = false } = {}) {
  const sharedTime = newestMtime(join(root, 'shared'));
  const stale = APPS.filter((app) => {
    const marker = join(root, app, 'dist', 'index.html');
    const entry = join(root, app, 'dist', 'mf-manifest.json');
    const built = existsSync(marker) ? statSync(marker).mtimeMs : existsSync(entry) ? statSync(entry).mtimeMs : 0;
    return force || built < Math.max(newestMtime(join(root, app)), sharedTime);
  });
  if (stale.length === 0) { log('production builds are up to date'); return 0; }
  log(`building: ${stale.join(', ')}`);
  return (await runCapture('node', ['scripts/build-apps.mjs', ...stale])).code;
}

async function startBackend({ dataDir, port = API_PORT, quiet = false, extraEnv = {}, logRowsPerMinute } = {}) {
  // APP_URL: where the shell is, for links the functions mail (the guardian consent link, issue 26)
  const env = { PORT: String(port), APP_URL: process.env.APP_URL || STACK_ENV.APP_URL, ...extraEnv };
  if (dataDir) env.DATA_DIR = dataDir;
  background('backend', 'npx', ['tsx', 'supabase/local/src/main.ts'], { env, quiet });
  await waitForPort(port, 180_000);
  if (logRowsPerMinute) {
    const res = await fetch(`http://127.0.0.1:${port}/rest/v1/system_log_limits?id=eq.true`, {
      method: 'PATCH',
      headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rows_per_minute: logRowsPerMinute }),
    });
    if (!res.ok) throw new Error(`raising the system_logs cap failed: HTTP ${res.status} ${await res.text()}`);
  }
  log(`local Supabase API on http://127.0.0.1:${port}`);
}

/** The e2e suite stops and restarts mf-reports (a remote down must break only its routes): it runs
 * as its own process whose pid is kept in this file. */
const REPORTS_PID_FILE = join(root, '.data', 'e2e-mf-reports.pid');

async function startStatic({ quiet = false, separateReports = false } = {}) {
  const env = PORT_BASE === 3000 && API_PORT === 54321 ? {} : STACK_ENV;
  if (separateReports) {
    background('static', 'node', ['scripts/serve-static.mjs', '--skip', 'mf-reports'], { quiet, env });
    const reports = background('static-reports', 'node', ['scripts/serve-static.mjs', '--only', 'mf-reports'], { quiet, env });
    writeFileSync(REPORTS_PID_FILE, String(reports.pid));
  } else {
    background('static', 'node', ['scripts/serve-static.mjs'], { quiet, env });
  }
  await Promise.all(APP_PORTS.map((p) => waitForPort(p)));
  log(`apps on http://127.0.0.1:${PORT_BASE} (remotes ${PORT_BASE + 1}–${PORT_BASE + 5})`);
}

/** Stops a mf-reports server the e2e suite restarted itself (it is not our child). */
function stopRestartedReports() {
  if (!existsSync(REPORTS_PID_FILE)) return;
  const pid = Number(readFileSync(REPORTS_PID_FILE, 'utf8'));
  if (pid && ![...children].some((c) => c.pid === pid)) {
    try { process.kill(-pid, 'SIGTERM'); } catch { try { process.kill(pid, 'SIGTERM'); } catch { /* gone */ } }
  }
  rmSync(REPORTS_PID_FILE, { force: true });
}

// ---------------------------------------------------------------- test summary

const totals = { passed: 0, failed: 0, skipped: 0 };
const steps = [];
/** Summary order: the steps run in two lanes at once, so they finish in no fixed order. */
const STEP_ORDER = ['setup', 'typecheck', 'lint', 'jest (unit)', 'node:test (backend)', 'deno check', 'node:test (functions on Deno)', 'build', 'bundle budget', 'playwright (e2e)'];
/** Extra lines printed under the summary (the flaky tests by name). */
const notes = [];
function pushStep(step, text, started) {
  steps.push({ step, text: `${step}: ${text}${started ? ` (${secs(started)})` : ''}` });
}
function record(step, passed, failed, skipped = 0, started = 0) {
  totals.passed += passed; totals.failed += failed; totals.skipped += skipped;
  pushStep(step, `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`, started);
}
/** A check that is not a test runner (typecheck, lint, build) adds a failure only when it fails. */
function check(step, code, started = 0) {
  pushStep(step, code === 0 ? 'ok' : 'FAILED', started);
  if (code !== 0) totals.failed += 1;
  return code === 0;
}

async function jestSuite({ quiet = false } = {}) {
  const started = Date.now();
  const outFile = join(mkdtempSync(join(tmpdir(), 'akademi-jest-')), 'jest.json');
  // jest alone on the machine (see `test`): one worker per core — its default (cores − 1) left one of
  // the two CI cores idle
  const args = ['jest', '--ci', '--json', `--outputFile=${outFile}`, `--maxWorkers=${Math.max(1, availableParallelism())}`];
  const { code } = quiet ? await quietStep('jest (unit)', 'npx', args) : await runCapture('npx', args);
  if (!existsSync(outFile)) { record('jest (unit)', 0, 1, 0, started); return; }
  const r = JSON.parse(readFileSync(outFile, 'utf8'));
  const failed = r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0);
  record('jest (unit)', r.numPassedTests, failed, r.numPendingTests + r.numTodoTests, started);
}

function nodeTestCounts(out) {
  const num = (label) => { const m = out.match(new RegExp(`^[#ℹ] ${label} (\\d+)`, 'm')); return m ? Number(m[1]) : 0; };
  return { passed: num('pass'), failed: num('fail') + num('cancelled'), skipped: num('skipped') + num('todo') };
}

async function backendSuite(pgUrl, { quiet = false } = {}) {
  const started = Date.now();
  const testsDir = join(root, 'supabase', 'tests');
  const files = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.test.ts')) files.push(p.slice(join(root, 'supabase').length + 1));
    }
  };
  if (existsSync(testsDir)) walk(testsDir);
  if (files.length === 0) { log('no backend tests found'); return; }
  const env = pgUrl ? { TEST_PG_URL: pgUrl } : {};
  const args = ['tsx', '--test', '--test-reporter=spec', ...files.sort()];
  const opts = { cwd: join(root, 'supabase'), env };
  const { code, out } = quiet ? await quietStep('node:test (backend)', 'npx', args, opts) : await runCapture('npx', args, opts);
  const c = nodeTestCounts(out);
  if (code !== 0 && c.failed === 0) c.failed = 1;
  record('node:test (backend)', c.passed, c.failed, c.skipped, started);
}

/**
 * The Deno lane: `deno check` of every edge function's entry (supabase/functions/<name>/index.ts with
 * the functions' import map and lock), then the function tests that go through the local server
 * run again with FUNCTIONS_RUNTIME=deno — each function served by Deno itself, as on Supabase
 * (docs/decisions.md "Edge functions under Deno"). Its tests are counted under their own name;
 * the backend lane has already run the same files with the functions imported into Node.
 */
async function denoSuite(pgUrl, { quiet = false } = {}) {
  const started = Date.now();
  const fnDir = join(root, 'supabase', 'functions');
  const entries = readdirSync(fnDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(fnDir, e.name, 'index.ts')))
    .map((e) => join('supabase', 'functions', e.name, 'index.ts'))
    .sort();
  const checkArgs = ['deno', 'check', '--frozen', '--config', join('supabase', 'functions', 'deno.json'), ...entries];
  const checked = quiet ? await quietStep('deno check', 'npx', checkArgs) : await runCapture('npx', checkArgs);
  check('deno check', checked.code, started);
  const testsStarted = Date.now();
  const testsDir = join(root, 'supabase', 'tests', 'functions');
  // the files that call functions through a local server (the others test modules directly)
  const files = readdirSync(testsDir)
    .filter((f) => f.endsWith('.test.ts') && /startTestServer\(/.test(readFileSync(join(testsDir, f), 'utf8')))
    .filter((f) => !/FUNCTIONS_RUNTIME/.test(readFileSync(join(testsDir, f), 'utf8'))) // already on Deno in the backend lane
    .map((f) => join('tests', 'functions', f))
    .sort();
  const args = ['tsx', '--test', '--test-reporter=spec', ...files];
  const opts = { cwd: join(root, 'supabase'), env: { FUNCTIONS_RUNTIME: 'deno', ...(pgUrl ? { TEST_PG_URL: pgUrl } : {}) } };
  const { code, out } = quiet ? await quietStep('node:test (functions on Deno)', 'npx', args, opts) : await runCapture('npx', args, opts);
  const c = nodeTestCounts(out);
  if (code !== 0 && c.failed === 0) c.failed = 1;
  record('node:test (functions on Deno)', c.passed, c.failed, c.skipped, testsStarted);
}

/** Tests of a Playwright JSON report whose outcome is `status` ('flaky', 'unexpected'), by name. */
function testsWithStatus(report, status) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === status) found.push(`${spec.file ?? suite.file}:${spec.line ?? ''} › ${[...titles, spec.title].filter(Boolean).join(' › ')} [${t.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file === child.file && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const s of report.suites ?? []) walk(s, []);
  return found;
}

/** One Playwright process; returns its stats and the names of its flaky and failed tests. */
async function playwrightRun(extraArgs, env = {}) {
  const outFile = join(mkdtempSync(join(tmpdir(), 'akademi-pw-')), 'pw.json');
  const { code } = await runCapture('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...extraArgs], {
    env: { ...STACK_ENV, ...E2E_RATE_LIMITS, PLAYWRIGHT_JSON_OUTPUT_NAME: outFile, CHROMIUM_PATH: CHROMIUM, E2E_REPORTS_PID_FILE: REPORTS_PID_FILE, ...env },
    prefix: env.E2E_LANE ? `[${env.E2E_LANE}] ` : '',
  });
  if (!existsSync(outFile)) return { code, stats: { unexpected: 1 }, flaky: [], failed: [] };
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  return { code, stats: report.stats ?? {}, flaky: testsWithStatus(report, 'flaky'), failed: testsWithStatus(report, 'unexpected') };
}

/**
 * The e2e suite. lanes: one Playwright process (npm run e2e, a spec file), or — in CI — two at once
 * against the same stack: E2E_LANE=timed holds the long real-time plays that own their data,
 * E2E_LANE=main all the rest one test at a time (e2e/playwright.config.ts). A flaky test (failed,
 * then passed on CI's one retry) still counts as passed but is named in the summary: it is a bug.
 */
async function playwrightSuite(extraArgs = [], { lanes = false } = {}) {
  const started = Date.now();
  const runs = lanes
    ? await Promise.all([playwrightRun(extraArgs, { E2E_LANE: 'main' }), playwrightRun(extraArgs, { E2E_LANE: 'timed' })])
    : [await playwrightRun(extraArgs)];
  const sum = (k) => runs.reduce((n, r) => n + (r.stats[k] ?? 0), 0);
  const unexpected = sum('unexpected');
  const failed = unexpected + runs.filter((r) => r.code !== 0 && !r.stats.unexpected).length;
  const flaky = runs.flatMap((r) => r.flaky);
  record('playwright (e2e)', sum('expected') + flaky.length, failed, sum('skipped'), started);
  if (flaky.length) notes.push(`flaky — failed, then passed on the retry (counted as passed; each is a bug to fix):`, ...flaky.map((f) => `  ${f}`));
  const failedNames = runs.flatMap((r) => r.failed);
  if (failedNames.length) notes.push('failed e2e tests:', ...failedNames.map((f) => `  ${f}`));
}

function printSummary() {
  console.log('\n──────── summary');
  const rank = (s) => { const i = STEP_ORDER.indexOf(s.step); return i < 0 ? STEP_ORDER.length : i; };
  for (const s of [...steps].sort((a, b) => rank(a) - rank(b))) console.log(`  ${s.text}`);
  for (const n of notes) console.log(`  ${n}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
}

async function e2eStack() {
  const dataDir = mkdtempSync(join(tmpdir(), 'akademi-e2e-data-'));
  // One signing key for every backend of the run: the spec that starts a private backend (battery.full)
  // reuses the saved logins, which must verify there too (the Playwright processes inherit this).
  process.env.JWT_SIGNING_KEYS_FILE = `${dataDir}.jwt-signing-keys.json`;
  await startBackend({ dataDir, quiet: true, extraEnv: E2E_RATE_LIMITS, logRowsPerMinute: E2E_LOG_ROWS_PER_MINUTE });
  await startStatic({ quiet: true, separateReports: true });
  return dataDir;
}

// ---------------------------------------------------------------- commands

const commands = {
  async backend() {
    ensureDeps();
    background('backend', 'npx', ['tsx', 'supabase/local/src/main.ts'], { env: { APP_URL: process.env.APP_URL || STACK_ENV.APP_URL } });
    await new Promise(() => undefined);
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
    await new Promise(() => undefined);
  },
  async dev() {
    ensureDeps();
    await startBackend();
    for (const app of APPS) background(app, PNPM[0], [...PNPM.slice(1), '--filter', `@akademi/${app}`, 'dev']);
    await Promise.all(APP_PORTS.map((p) => waitForPort(p, 300_000)));
    log('dev servers with hot reload: http://127.0.0.1:3000');
    await new Promise(() => undefined);
  },
  async test() {
    const t0 = Date.now();
    try {
      ensureDeps();
      ensureChromium();
    } catch (e) {
      console.error(String(e));
      record('setup', 0, 1);
      printSummary();
      process.exit(1);
    }
    const pgUrl = ensurePostgres();
    // Phases on the two cores. jest runs alone first: its component tests have timeouts (30–60 s)
    // that CPU starvation breaks (seen when it shared the cores with the e2e). Then the build beside
    // typecheck → lint (all CPU-bound, no timeouts); then the e2e in two Playwright lanes beside the
    // backend suites and the Deno lane (edge functions checked and served by Deno). Steps that run
    // beside a streaming one print their output in one block when they end.
    await jestSuite();
    const started = Date.now();
    const checks = (async () => {
      // the whole workspace, then product code again with noUncheckedIndexedAccess (tsconfig.product.json)
      const whole = (await quietStep('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json'])).code;
      check('typecheck', whole || (await quietStep('typecheck', 'npx', ['tsc', '-p', 'tsconfig.product.json'])).code, started);
      const lintStarted = Date.now();
      check('lint', (await quietStep('lint', 'npx', ['eslint', '.'])).code, lintStarted);
    })();
    const built = check('build', await buildAppsAsync({ force: !!process.env.CI }), started);
    await checks;
    const backend = backendSuite(pgUrl, { quiet: true });
    const denoLane = denoSuite(pgUrl, { quiet: true });
    const e2eLane = (async () => {
      if (!built) return;
      try {
        await e2eStack();
        const budgetStarted = Date.now();
        // the pages' JS weight against bench/budgets.json (the stack just started, nothing else on it yet)
        check('bundle budget', (await runCapture('npx', ['tsx', 'bench/bundle-size.ts', '--running-stack', '--check'], { env: { ...STACK_ENV, CHROMIUM_PATH: CHROMIUM } })).code, budgetStarted);
        await playwrightSuite([], { lanes: !process.env.E2E_ONE_LANE });
      } catch (e) {
        console.error(String(e));
        record('playwright (e2e)', 0, 1);
      }
    })();
    await Promise.all([backend, denoLane, e2eLane]);
    stopAll();
    log(`total time ${Math.round((Date.now() - t0) / 1000)} s`);
    printSummary();
    process.exit(totals.failed > 0 ? 1 : 0);
  },
  async e2e() {
    ensureDeps();
    ensureChromium();
    if (buildApps() !== 0) { process.exitCode = 1; return; }
    await e2eStack();
    await playwrightSuite(process.argv.slice(3));
    stopAll();
    printSummary();
    process.exit(totals.failed > 0 ? 1 : 0);
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
