// Installs what a fresh machine lacks: the workspace (pnpm through npx), Debian's chromium and
// poppler, PostgreSQL with pg_cron. Node builtins only.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, HEADLESS_SHELL, PNPM, isRoot, log, root, run } from './common.mjs';

export function ensureDeps() {
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

export function ensureChromium() {
  // poppler's pdftotext reads the downloaded PDF reports back in the e2e and unit tests
  if (!hasCommand('pdftotext')) aptInstall(['poppler-utils']);
  // Debian's build of Chromium's headless shell (Playwright's own headless browser): the e2e runs on it
  // when it is there (e2e/playwright.config.ts) — a fifth of full Chromium's CPU (docs/decisions.md)
  if (!existsSync(HEADLESS_SHELL) && !process.env.CHROMIUM_PATH) aptInstall(['chromium-headless-shell']);
  if (existsSync(CHROMIUM)) return;
  if (!aptInstall(['chromium']) || !existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
}

/** The database pg_cron keeps its jobs in (cron.database_name); the db push check migrates it. */
const PG_CRON_DATABASE = 'akademi_cron';

/** Starts Debian's PostgreSQL 15 and returns a URL for tests, or null when it cannot be had. */
export function ensurePostgres() {
  if (process.env.TEST_PG_URL) return process.env.TEST_PG_URL;
  if (!isRoot) { log('not root: PostgreSQL runs of the backend suites are skipped (PGlite runs still happen)'); return null; }
  const hasCluster = () => spawnSync('sh', ['-c', 'ls /etc/postgresql/*/main >/dev/null 2>&1']).status === 0;
  if (!hasCluster() && !aptInstall(['postgresql'])) return null;
  const version = spawnSync('sh', ['-c', 'ls /etc/postgresql | sort -n | tail -1'], { encoding: 'utf8' }).stdout.trim();
  spawnSync('pg_ctlcluster', [version, 'main', 'start'], { stdio: 'ignore' });
  const psql = (sql) => spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-qtAc', sql], { encoding: 'utf8' });
  const waitUp = () => {
    for (let i = 0; i < 30; i++) {
      if (psql('select 1').status === 0) break;
      spawnSync('sleep', ['1']);
    }
  };
  waitUp();
  if (psql("alter user postgres password 'postgres'").status !== 0) return null;
  // pg_cron, preloaded as on hosted Supabase, for the `supabase db push` check
  // (supabase/tests/schema/cli-db-push.test.ts): its jobs live in the database PG_CRON_DATABASE
  if (!existsSync(`/usr/share/postgresql/${version}/extension/pg_cron.control`)) aptInstall([`postgresql-${version}-cron`]);
  const restart = () => {
    spawnSync('pg_ctlcluster', [version, 'main', 'restart'], { stdio: 'ignore' });
    waitUp();
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
