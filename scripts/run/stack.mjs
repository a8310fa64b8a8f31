/* global fetch */
// The local stack: production builds (rebuilt when stale), the local Supabase API server, the static
// servers of the six apps, and the e2e stacks (one per lane group, e2e/lanes.mjs). Node builtins only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import {
  APPS, API_PORT, appPorts, DEMO_SERVICE_ROLE_KEY, E2E_LOG_ROWS_PER_MINUTE, E2E_RATE_LIMITS, PORT_BASE, STACK_ENV,
  atStop, background, isOurChild, log, root, run, runCapture, stackEnv, waitForPort,
} from './common.mjs';
import { stackPorts } from '../../e2e/lanes.mjs';

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

/** The apps whose dist/ is older than their sources or shared/'s (all of them with force). */
function staleApps(force) {
  const sharedTime = newestMtime(join(root, 'shared'));
  return APPS.filter((app) => {
    const marker = join(root, app, 'dist', 'index.html');
    const entry = join(root, app, 'dist', 'mf-manifest.json');
    const built = existsSync(marker) ? statSync(marker).mtimeMs : existsSync(entry) ? statSync(entry).mtimeMs : 0;
    return force || built < Math.max(newestMtime(join(root, app)), sharedTime);
  });
}

export function buildApps({ force = false } = {}) {
  const stale = staleApps(force);
  if (stale.length === 0) { log('production builds are up to date'); return 0; }
  log(`building: ${stale.join(', ')}`);
  return run('node', ['scripts/build-apps.mjs', ...stale]);
}

/** buildApps for the test command: the same staleness rule, without blocking the event loop
 * (the processes running beside it are read meanwhile). */
export async function buildAppsAsync({ force = false } = {}) {
  const stale = staleApps(force);
  if (stale.length === 0) { log('production builds are up to date'); return 0; }
  log(`building: ${stale.join(', ')}`);
  return (await runCapture('node', ['scripts/build-apps.mjs', ...stale])).code;
}

export async function startBackend({ dataDir, port = API_PORT, quiet = false, extraEnv = {}, logRowsPerMinute } = {}) {
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

/**
 * The six apps' static servers. The e2e suite stops and restarts mf-reports (a remote down must
 * break only its routes): with reportsPidFile it runs as its own process whose pid is kept there.
 */
export async function startStatic({ quiet = false, portBase = PORT_BASE, env = PORT_BASE === 3000 && API_PORT === 54321 ? {} : STACK_ENV, reportsPidFile } = {}) {
  if (reportsPidFile) {
    background('static', 'node', ['scripts/serve-static.mjs', '--skip', 'mf-reports'], { quiet, env });
    const reports = background('static-reports', 'node', ['scripts/serve-static.mjs', '--only', 'mf-reports'], { quiet, env });
    writeFileSync(reportsPidFile, String(reports.pid));
    atStop(() => stopRestartedReports(reportsPidFile));
  } else {
    background('static', 'node', ['scripts/serve-static.mjs'], { quiet, env });
  }
  await Promise.all(appPorts(portBase).map((p) => waitForPort(p)));
  log(`apps on http://127.0.0.1:${portBase} (remotes ${portBase + 1}–${portBase + 5})`);
}

/** Stops a mf-reports server the e2e suite restarted itself (it is not our child). */
function stopRestartedReports(pidFile) {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  if (pid && !isOurChild(pid)) {
    try { process.kill(-pid, 'SIGTERM'); } catch { try { process.kill(pid, 'SIGTERM'); } catch { /* gone */ } }
  }
  rmSync(pidFile, { force: true });
}

/** The PostgreSQL server the e2e backends use: ensure() (install.mjs ensurePostgres; null without
 * one) unless E2E_PGLITE=1 asks for PGlite, as on a machine without PostgreSQL. */
export const e2ePgUrl = (ensure) => (process.env.E2E_PGLITE === '1' ? null : ensure());

/**
 * The e2e backends' databases on PostgreSQL (pgUrl: the server ensurePostgres gives): `count`
 * copies of the migrated and seeded template (e2e/support/stack-databases.ts), dropped when the run
 * stops. Returns their URLs.
 */
async function stackDatabases(pgUrl, count) {
  const env = { E2E_PG_URL: pgUrl };
  const { code, out } = await runCapture('npx', ['tsx', 'e2e/support/stack-databases.ts', 'create', String(count)], { env, echo: false });
  if (code !== 0) throw new Error(`creating the e2e databases failed:\n${out}`);
  const dbs = JSON.parse(out.trim().split('\n').pop());
  atStop(() => spawnSync('npx', ['tsx', 'e2e/support/stack-databases.ts', 'drop', ...dbs.map((d) => d.name)], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' }), { afterChildren: true });
  return dbs.map((d) => d.url);
}

/**
 * Starts `count` e2e stacks at once (stackPorts in e2e/lanes.mjs: stack 0 on the run's own ports)
 * and returns, per stack, the environment its Playwright processes need. Each stack has a fresh
 * database — on PostgreSQL when pgUrl is given (a copy of a migrated template: seconds, and native
 * PostgreSQL costs the two cores far less than PGlite's WASM; docs/decisions.md), else a fresh PGlite
 * data directory — and its own signing key: a spec that starts a private backend (battery.full)
 * reuses the saved logins, which must verify there too (the Playwright process passes
 * JWT_SIGNING_KEYS_FILE on; E2E_PG_URL gives it PostgreSQL too), and lms-link.ts keeps its token
 * file beside it.
 */
export async function e2eStacks(count = 1, { pgUrl = null } = {}) {
  const databaseUrls = pgUrl ? await stackDatabases(pgUrl, count) : [];
  return Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const { portBase, apiPort } = stackPorts(n, PORT_BASE, API_PORT);
      const env = n === 0 ? STACK_ENV : stackEnv(portBase, apiPort);
      const dataDir = mkdtempSync(join(tmpdir(), 'akademi-e2e-data-'));
      const keysFile = `${dataDir}.jwt-signing-keys.json`;
      const reportsPidFile = join(root, '.data', `e2e-mf-reports-${portBase}.pid`); // one per stack and port: runs side by side
      const database = pgUrl ? { DATABASE_URL: databaseUrls[n] } : {};
      const backendEnv = { ...E2E_RATE_LIMITS, ...database, JWT_SIGNING_KEYS_FILE: keysFile, ...(n === 0 ? {} : { APP_URL: env.APP_URL, ALLOWED_ORIGINS: env.ALLOWED_ORIGINS }) };
      await startBackend({ dataDir: pgUrl ? undefined : dataDir, port: apiPort, quiet: true, extraEnv: backendEnv, logRowsPerMinute: E2E_LOG_ROWS_PER_MINUTE });
      await startStatic({ quiet: true, portBase, env: n === 0 ? undefined : env, reportsPidFile });
      return { n, env: { ...env, JWT_SIGNING_KEYS_FILE: keysFile, E2E_REPORTS_PID_FILE: reportsPidFile, ...(pgUrl ? { E2E_PG_URL: pgUrl } : {}) } };
    }),
  );
}
