// What every command of scripts/run.mjs shares: paths, ports, the stack's environment, and running
// processes (in the foreground, captured, in the background; all stopped on exit). Node builtins only.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const APPS = ['shell', 'mf-auth', 'mf-admin', 'mf-reports', 'mf-tests', 'mf-tracking'];
export const PNPM = ['npx', '-y', 'pnpm@10'];
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Debian's chromium-headless-shell, which the e2e prefers (e2e/playwright.config.ts). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
// AKADEMI_PORT_BASE / AKADEMI_API_PORT move the stack (e.g. a CI run beside a running dev stack).
export const PORT_BASE = Number(process.env.AKADEMI_PORT_BASE || 3000);
export const API_PORT = Number(process.env.AKADEMI_API_PORT || 54321);

/** The six app ports of a stack: the shell, then the five remotes. */
export const appPorts = (portBase) => [0, 1, 2, 3, 4, 5].map((i) => portBase + i);

/** The environment of a stack whose six apps start at portBase and whose API is on apiPort: the
 * static servers read it (REMOTE_*_URL, SUPABASE_URL patch what they serve), the Playwright
 * processes too (APP_URL, SUPABASE_URL). */
export function stackEnv(portBase, apiPort) {
  return {
    AKADEMI_PORT_BASE: String(portBase),
    // the API server's CORS list: the six app origins (the stand-in knows no product ports)
    ALLOWED_ORIGINS: appPorts(portBase).flatMap((p) => [`http://127.0.0.1:${p}`, `http://localhost:${p}`]).join(','),
    APP_URL: `http://127.0.0.1:${portBase}`,
    SUPABASE_URL: `http://127.0.0.1:${apiPort}`,
    ...Object.fromEntries(['MF_AUTH', 'MF_ADMIN', 'MF_REPORTS', 'MF_TESTS', 'MF_TRACKING'].map((n, i) => [`REMOTE_${n}_URL`, `http://127.0.0.1:${portBase + i + 1}/mf-manifest.json`])),
  };
}
export const STACK_ENV = stackEnv(PORT_BASE, API_PORT);

// The e2e suite signs in hundreds of times from 127.0.0.1: its backends (the shared one and the
// private ones specs start, which inherit the Playwright runner's env) get the per-client (IP)
// rate limits raised. Per-address limits stay (docs/security.md).
export const E2E_RATE_LIMITS = {
  RATE_LIMIT_SIGNIN_PER_IP: '100000',
  RATE_LIMIT_VERIFY_PER_IP: '100000',
  RATE_LIMIT_MFA_CHALLENGE_AND_VERIFY_PER_IP: '100000',
  RATE_LIMIT_EMAIL_SENT_PER_IP: '100000',
  SUPPORT_EMAIL_RATE_LIMIT_PER_MINUTE: '100000',
};
// system_logs rows per caller per minute on the e2e backend: a database rule
// (public.system_log_limits, migration 20261126440000), raised through the API after start.
export const E2E_LOG_ROWS_PER_MINUTE = 100000;
/** The Supabase CLI's public local demo service_role key (supabase/local/src/config.ts). */
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export function log(msg) {
  console.log(`\x1b[36m[akademi]\x1b[0m ${msg}`);
}

export const secs = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env }, ...opts });
  return r.status ?? 1;
}

const children = new Set();
/** Cleanups run by stopAll besides killing our children (e.g. a server a test restarted itself);
 * afterChildren: once our children have been sent SIGTERM (e.g. dropping the databases they used). */
const onStop = [];
const afterStop = [];
export const atStop = (fn, { afterChildren = false } = {}) => (afterChildren ? afterStop : onStop).push(fn);

/** Runs a command, echoing its output (unless opts.echo === false), and returns {code, out} for
 * parsing closing lines. */
export function runCapture(cmd, args, opts = {}) {
  const echo = opts.echo !== false;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: opts.cwd ?? root, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let out = '';
    // opts.prefix marks each echoed line (several Playwright lanes print at once)
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

/** A step that runs beside others whose output streams: its output goes to .data/ci/<name>.log and
 * is printed in one block when it ends — the tail when it passed, all of it when it failed. */
export async function quietStep(name, cmd, args, opts = {}) {
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

export function background(name, cmd, args, opts = {}) {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...opts.env }, stdio: opts.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit', detached: true });
  child.name = name;
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export const isOurChild = (pid) => [...children].some((c) => c.pid === pid);

export function stopAll() {
  for (const fn of onStop) fn();
  for (const c of children) {
    try { process.kill(-c.pid, 'SIGTERM'); } catch { /* already gone */ }
  }
  for (const fn of afterStop.splice(0)) fn();
}

export function waitForPort(port, timeoutMs = 120_000) {
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
