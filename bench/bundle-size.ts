// Bundle budget benchmark (issues 3 and 19). Prints, for the sign-in page and the admin's
// dashboard: JS bytes (raw and gzip) fetched before the page is usable, request count, and how many
// copies of react-dom, antd and supabase-js were fetched. The sign-in page counts twice: 'painted'
// = index.html's static form (tools/build/first-paint.ts) shown with JavaScript switched off (so
// the form's first paint needs 0 KB of JS), 'usable' = the sign-in island (shared/src/sign-in, its
// own few-KB script) has attached to it and has the config (data-ready on the form): a submit then
// signs in without waiting for anything else (the app itself loads after the sign-in);
// the same for the same code built as one
// bundle without federation (bench/single-bundle.webpack.ts) and the federation overhead; the cold
// build time of all six apps; Lighthouse's mobile performance score for both pages (--lighthouse).
//   npx tsx bench/bundle-size.ts [--skip-build] [--lighthouse] [--list]   (--list: each script's size)
//   npx tsx bench/bundle-size.ts --running-stack --check
//     the CI budget check: measures the stack already running at AKADEMI_PORT_BASE /
//     AKADEMI_API_PORT (no build, no single bundle) and exits 1 when a budget of
//     bench/budgets.json (or --budgets <file>) is exceeded. The other numbers are printed, never asserted.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import net from 'node:net';
import webpack from 'webpack';
import { chromium, type Browser, type Page } from '@playwright/test';
import { singleBundleConfig } from './single-bundle.webpack.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mf-auth', 'mf-admin', 'mf-reports', 'mf-tests', 'mf-tracking'];
const PORT_BASE = Number(process.env.AKADEMI_PORT_BASE || 3000);
const API_PORT = Number(process.env.AKADEMI_API_PORT || 54321);
const SINGLE_PORT = Number(process.env.BENCH_SINGLE_PORT || PORT_BASE + 100);
const STACK_ENV: Record<string, string> = {
  AKADEMI_PORT_BASE: String(PORT_BASE),
  SUPABASE_URL: `http://127.0.0.1:${API_PORT}`,
  ...Object.fromEntries(['MF_AUTH', 'MF_ADMIN', 'MF_REPORTS', 'MF_TESTS', 'MF_TRACKING'].map((n, i) => [`REMOTE_${n}_URL`, `http://127.0.0.1:${PORT_BASE + i + 1}/mf-manifest.json`])),
};
const children: ChildProcess[] = [];
// e2e/support/env.ts reads SUPABASE_URL when it is first imported (in main, after this line).
process.env.SUPABASE_URL ??= STACK_ENV.SUPABASE_URL;
process.env.APP_URL ??= `http://127.0.0.1:${PORT_BASE}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One marker string per library that survives minification and occurs once per copy. */
const MARKERS: Record<string, RegExp> = {
  'react-dom': /rendererPackageName:"react-dom"/,
  // antd's style engine (@ant-design/cssinjs), one per antd copy; not 'anticon', which is the class of
  // @ant-design/icons, drawn without antd by the signed-in layout (issue 19).
  antd: /data-css-hash/,
  'supabase-js': /supabaseUrl is required/,
};

function waitForPort(port: number, timeoutMs = 180_000): Promise<void> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => { s.destroy(); resolve(); });
      s.once('error', () => {
        s.destroy();
        if (Date.now() - start > timeoutMs) reject(new Error(`port ${port} closed`));
        else setTimeout(attempt, 300);
      });
    };
    attempt();
  });
}

function startBackground(cmd: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  children.push(child);
}

function stopAll() {
  for (const c of children) {
    try { process.kill(-(c.pid as number), 'SIGTERM'); } catch { /* gone */ }
  }
}

function coldBuildSeconds(): number {
  for (const app of APPS) rmSync(join(root, app, 'node_modules/.cache/webpack'), { recursive: true, force: true });
  const t = Date.now();
  const r = spawnSync('node', ['scripts/build-apps.mjs'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('build failed');
  return (Date.now() - t) / 1000;
}

function buildSingle(outDir: string): Promise<number> {
  const t = Date.now();
  return new Promise((resolve, reject) => {
    webpack(singleBundleConfig(outDir), (err, stats) => {
      if (err || stats?.hasErrors()) return reject(err ?? new Error(stats?.toString('errors-only')));
      resolve((Date.now() - t) / 1000);
    });
  });
}

function serveDir(dir: string, port: number) {
  const types: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise<() => void>((resolve) => server.listen(port, '127.0.0.1', () => resolve(() => server.close())));
}

interface PageFigures { jsRaw: number; jsGzip: number; requests: number; copies: Record<string, number> }

/** countPrefetch: also count scripts fetched by <link rel=prefetch> (the sign-in → dashboard flow runs them). */
async function measure(browser: Browser, origin: string, path: string, signedIn: boolean, usable: (p: Page) => Promise<void>, countPrefetch = false): Promise<PageFigures> {
  const { storageStateFor } = await import('../e2e/support/auth.ts');
  const context = await browser.newContext(signedIn ? { storageState: await storageStateFor('admin@akademi.test', origin) } : {});
  const page = await context.newPage();
  const scripts: Promise<[string, Buffer | null]>[] = [];
  let requests = 0;
  let usableNow = false;
  page.on('request', () => { if (!usableNow) requests += 1; });
  page.on('response', (r) => {
    if (usableNow) return;
    const url = r.url();
    if (r.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
    // <link rel=prefetch> (index.html fetches the app's scripts into the cache at idle time once the
    // sign-in island is ready): not run, low priority, not needed for the page to be usable.
    const body = (headers: Record<string, string>): Promise<[string, Buffer | null]> =>
      !countPrefetch && /prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '') ? Promise.resolve([url, null]) : r.body().then((b): [string, Buffer | null] => [url, b], () => [url, null]);
    scripts.push(r.request().allHeaders().then(body, () => body({})));
  });
  // 'commit': the usable check alone decides when counting stops (not the load event).
  await page.goto(origin + path, { waitUntil: 'commit' });
  await usable(page);
  usableNow = true;
  // each script once (a prefetched script is fetched again from the cache when it runs)
  const fetched = [...new Map((await Promise.all(scripts)).filter((e): e is [string, Buffer] => e[1] !== null)).entries()];
  const bodies = fetched.map(([, b]) => b);
  await context.close();
  if (process.argv.includes('--list')) {
    console.log(`\n${origin}${path}: the scripts, gzip`);
    for (const [url, b] of fetched.sort((a, c) => c[1].length - a[1].length)) console.log(`  ${kb(gzipSync(b, { level: 6 }).length).padStart(10)}  ${url}`);
  }
  const copies = Object.fromEntries(Object.entries(MARKERS).map(([lib, re]) => [lib, bodies.filter((b) => re.test(b.toString('utf8'))).length]));
  return {
    jsRaw: bodies.reduce((n, b) => n + b.length, 0),
    jsGzip: bodies.reduce((n, b) => n + gzipSync(b, { level: 6 }).length, 0),
    requests,
    copies,
  };
}

/** The sign-in form's static first paint: the labelled e-mail and password fields and the submit
 * button visible with JavaScript switched off. */
async function paintedWithoutJs(browser: Browser, url: string): Promise<boolean> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.getByLabel('E-posta', { exact: true }).waitFor({ timeout: 10_000 });
    await page.getByLabel('Şifre', { exact: true }).waitFor({ timeout: 1_000 });
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor({ timeout: 1_000 });
    return true;
  } catch {
    return false;
  } finally {
    await context.close();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

interface Budgets {
  /** The sign-in form must show before any script runs (index.html's static first paint). */
  authPaintedWithoutJs?: boolean;
  authJsGzipKB: number;
  dashboardJsGzipKB: number;
  maxCopies: Record<string, number>;
}

/** A Chromium profile whose localStorage holds the admin's session at `origin` (Lighthouse then
 * opens the signed-in dashboard with that profile and --disable-storage-reset). */
async function signedInProfile(origin: string): Promise<string> {
  const { storageStateFor } = await import('../e2e/support/auth.ts');
  const dir = mkdtempSync(join(tmpdir(), 'akademi-lh-profile-'));
  const state = await storageStateFor('admin@akademi.test', origin);
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await context.newPage();
  await page.route('**/*', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>x</title>' }));
  await page.goto(`${origin}/__profile`);
  await page.evaluate((items) => { for (const { name, value } of items) window.localStorage.setItem(name, value); }, state.origins[0].localStorage);
  await context.close();
  return dir;
}

/** Lighthouse (npm, through npx) on Debian's Chromium: mobile performance score, LCP, TBT. */
function lighthouse(url: string, profileDir?: string): { score: number; lcp: string; tbt: string } | null {
  const outDir = mkdtempSync(join(tmpdir(), 'akademi-lh-'));
  const out = join(outDir, 'lh.json');
  const args = ['-y', 'lighthouse@12', url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet',
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu${profileDir ? ` --user-data-dir=${profileDir}` : ''}`,
    ...(profileDir ? ['--disable-storage-reset'] : [])];
  const r = spawnSync('npx', args, { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', timeout: 300_000 });
  if (r.status !== 0 || !existsSync(out)) { console.error(`lighthouse failed for ${url}: ${(r.stderr ?? '').slice(-500)}`); return null; }
  if (process.env.BENCH_LIGHTHOUSE_DIR) {
    // keep the whole report (LCP element, main-thread work, request chain) for a closer look
    mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
    copyFileSync(out, join(process.env.BENCH_LIGHTHOUSE_DIR, `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}.json`));
  }
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as { categories: { performance: { score: number } }; audits: Record<string, { displayValue?: string }> };
  rmSync(outDir, { recursive: true, force: true });
  return { score: Math.round(lhr.categories.performance.score * 100), lcp: lhr.audits['largest-contentful-paint']?.displayValue ?? '?', tbt: lhr.audits['total-blocking-time']?.displayValue ?? '?' };
}

async function main() {
  const runningStack = process.argv.includes('--running-stack');
  const check = process.argv.includes('--check');
  const withLighthouse = process.argv.includes('--lighthouse');
  const skipBuild = runningStack || process.argv.includes('--skip-build');
  const buildSeconds = skipBuild ? null : coldBuildSeconds();
  const singleDir = runningStack ? null : mkdtempSync(join(tmpdir(), 'akademi-single-'));
  const singleSeconds = singleDir ? await buildSingle(singleDir) : null;

  if (!runningStack) {
    startBackground('npx', ['tsx', 'supabase/local/src/main.ts'], { PORT: String(API_PORT), DATA_DIR: mkdtempSync(join(tmpdir(), 'akademi-bench-data-')) });
    startBackground('node', ['scripts/serve-static.mjs'], STACK_ENV);
  }
  await Promise.all([API_PORT, ...[0, 1, 2, 3, 4, 5].map((i) => PORT_BASE + i)].map((p) => waitForPort(p)));
  const closeSingle = singleDir ? await serveDir(singleDir, SINGLE_PORT) : () => undefined;

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const loginUsable = (p: Page) => p.locator('#akademi-first-paint form[data-ready="true"]').waitFor({ timeout: 60_000 });
  const dashboardUsable = (p: Page) => p.getByRole('button', { name: /Kullanıcı menüsü/ }).first().waitFor({ timeout: 60_000 });
  const rows: Array<[string, PageFigures]> = [];
  const federated = `http://127.0.0.1:${PORT_BASE}`;
  let lh: Array<[string, ReturnType<typeof lighthouse>]> = [];
  let painted = false;
  try {
    const origins: Array<[string, string]> = [['federated', federated]];
    if (singleDir) origins.push(['single bundle', `http://127.0.0.1:${SINGLE_PORT}`]);
    // 'sign-in → dashboard': a visitor opens /auth, signs in as the admin and waits for the dashboard
    // (the issue's row "sign-in included"); 'dashboard': a signed-in admin reloads /dashboard.
    const { DEMO_PASSWORD } = await import('../e2e/support/env.ts');
    const signInToDashboard = async (p: Page) => {
      await loginUsable(p);
      await p.getByLabel('E-posta', { exact: true }).fill('admin@akademi.test');
      await p.getByLabel('Şifre', { exact: true }).fill(DEMO_PASSWORD);
      await p.getByRole('button', { name: 'Giriş Yap' }).click();
      await dashboardUsable(p);
    };
    for (const [label, origin] of origins) {
      rows.push([`${label} · sign-in (/auth)`, await measure(browser, origin, '/auth', false, loginUsable)]);
      rows.push([`${label} · dashboard`, await measure(browser, origin, '/dashboard', true, dashboardUsable)]);
      rows.push([`${label} · sign-in → dashboard`, await measure(browser, origin, '/auth', false, signInToDashboard, true)]);
    }
    painted = await paintedWithoutJs(browser, `${federated}/auth`);
    if (withLighthouse) {
      // the profile first: Lighthouse runs synchronously, and a kept-alive socket of the sign-in
      // client goes stale meanwhile ('fetch failed')
      const profile = await signedInProfile(federated);
      lh = [['/auth', lighthouse(`${federated}/auth`)]];
      lh.push(['/dashboard', lighthouse(`${federated}/dashboard`, profile)]);
      rmSync(profile, { recursive: true, force: true });
    }
  } finally {
    await browser.close();
    closeSingle();
    stopAll();
  }

  console.log('\nJS fetched before the page is usable (gzip level 6 computed here)\n');
  console.log('page'.padEnd(38), 'JS raw'.padStart(12), 'JS gzip'.padStart(12), 'requests'.padStart(9), '  copies (react-dom / antd / supabase-js)');
  for (const [label, f] of rows) {
    console.log(label.padEnd(38), kb(f.jsRaw).padStart(12), kb(f.jsGzip).padStart(12), String(f.requests).padStart(9), `  ${f.copies['react-dom']} / ${f.copies.antd} / ${f.copies['supabase-js']}`);
  }
  const ratio = (i: number, j: number) => `${((rows[i][1].jsGzip / rows[j][1].jsGzip - 1) * 100).toFixed(1)} %`;
  console.log('\nissue 19 table');
  console.log(`  gzip JS before /auth is painted and fillable    ${painted ? '0 KB (the form shows with JavaScript off)' : 'NOT painted without JavaScript'}`);
  console.log(`  gzip JS before /auth is usable (island ready)   ${kb(rows[0][1].jsGzip)}`);
  console.log(`  gzip JS before the admin dashboard is usable    ${kb(rows[2][1].jsGzip)} signing in on /auth, ${kb(rows[1][1].jsGzip)} reloading /dashboard signed in`);
  console.log(`  federation overhead, sign-in / dashboard        ${rows.length === 6 ? `${ratio(0, 3)} / ${ratio(2, 5)} (reload: ${ratio(1, 4)})` : 'not measured (--running-stack)'}`);
  for (const [path, r] of lh) console.log(`  Lighthouse mobile performance, ${path.padEnd(17)}${r ? `${r.score} (LCP ${r.lcp}, TBT ${r.tbt})` : 'failed'}`);
  if (!withLighthouse) console.log('  Lighthouse mobile performance                   not measured (--lighthouse)');
  console.log(`  cold production build of the six apps           ${buildSeconds !== null ? `${buildSeconds.toFixed(1)} s` : 'not measured (--skip-build)'}`);
  console.log(`  copies of react-dom / antd / supabase-js        ${rows.map(([l, f]) => `${l.split(' · ')[1]} ${f.copies['react-dom']} / ${f.copies.antd} / ${f.copies['supabase-js']}`).slice(0, 3).join('; ')}`);
  if (singleSeconds !== null) console.log(`  (single-bundle build, warm cache after the first run: ${singleSeconds.toFixed(1)} s)`);
  if (singleDir) rmSync(singleDir, { recursive: true, force: true });

  const budgetsArg = process.argv.indexOf('--budgets');
  const budgetsFile = budgetsArg > 0 ? process.argv[budgetsArg + 1] : join(root, 'bench', 'budgets.json');
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets;
  const over: string[] = [];
  const [auth, dashboardReload, dashboardFlow] = [rows[0][1], rows[1][1], rows[2][1]];
  const dashboard = dashboardFlow.jsGzip >= dashboardReload.jsGzip ? dashboardFlow : dashboardReload;
  if (budgets.authPaintedWithoutJs && !painted) over.push('/auth: the sign-in form is not painted without JavaScript (static first paint lost)');
  if (auth.jsGzip / 1024 > budgets.authJsGzipKB) over.push(`/auth: ${kb(auth.jsGzip)} gzip JS > budget ${budgets.authJsGzipKB} KB`);
  if (dashboard.jsGzip / 1024 > budgets.dashboardJsGzipKB) over.push(`dashboard (${dashboard === dashboardFlow ? 'signing in' : 'reload'}): ${kb(dashboard.jsGzip)} gzip JS > budget ${budgets.dashboardJsGzipKB} KB`);
  for (const [label, f] of [['/auth', auth], ['dashboard', dashboardReload], ['sign-in → dashboard', dashboardFlow]] as const) {
    for (const [lib, max] of Object.entries(budgets.maxCopies)) {
      if ((f.copies[lib] ?? 0) > max) over.push(`${label}: ${f.copies[lib]} copies of ${lib} > ${max}`);
    }
  }
  console.log(`\nbudgets (${budgetsFile.startsWith(root) ? budgetsFile.slice(root.length + 1) : budgetsFile}): ${budgets.authPaintedWithoutJs ? '/auth painted without JS; ' : ''}/auth ≤ ${budgets.authJsGzipKB} KB, dashboard ≤ ${budgets.dashboardJsGzipKB} KB gzip JS; copies ≤ ${Object.entries(budgets.maxCopies).map(([l, n]) => `${n} ${l}`).join(', ')}`);
  if (over.length) {
    console.log(`OVER BUDGET:\n  ${over.join('\n  ')}`);
    if (check) process.exitCode = 1;
  } else {
    console.log('within budget');
  }
}

process.on('exit', stopAll);
main().catch((e) => {
  console.error(e);
  stopAll();
  process.exit(1);
});
