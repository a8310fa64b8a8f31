#!/usr/bin/env node
// Builds the browser apps for production with the webpack Node API (TS configs load through tsx):
//   node scripts/build-apps.mjs                 all six apps, with times (BUILD_JOBS at a time)
//   node scripts/build-apps.mjs shell mf-auth   a subset
//   node scripts/build-apps.mjs --dev mf-auth   webpack-dev-server for one app (its port, hot reload)
//   node scripts/build-apps.mjs --static-pages [group]
//                                               only mf-tests' static pages (all groups, or one:
//                                               cognitive-tests | exercises/all-exercises), dist/ kept
// Several apps build as separate processes, BUILD_JOBS at a time (default: the core count, at most
// 3): a webpack compilation is single-threaded JavaScript, so one process per core is what makes
// two cores build faster. Each app keeps webpack's persistent cache (node_modules/.cache/webpack).
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { spawn } from 'node:child_process';
import { APPS, compile, loadConfig, webpack } from './webpack-node.mjs';

/** Builds one app in this process; returns its seconds, or null when it failed. */
async function buildOne(app) {
  const started = Date.now();
  const loaded = await loadConfig(app, 'production');
  try {
    // An app may build several configs (mf-tests: the remote, then its static pages), in order.
    for (const config of Array.isArray(loaded) ? loaded : [loaded]) await compile(config);
  } catch (e) {
    console.log(`[build-apps] ${app} FAILED`);
    console.error(e);
    return null;
  }
  const secs = (Date.now() - started) / 1000;
  console.log(`[build-apps] ${app} ${secs.toFixed(1)} s`);
  return secs;
}

// Longest first, so that the last app to start is a short one.
const COST_ORDER = ['mf-tests', 'mf-admin', 'shell', 'mf-reports', 'mf-auth', 'mf-tracking'];

function buildInChild(app) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--one', app], { stdio: 'inherit', env: process.env });
    child.on('close', (code) => resolve(code === 0));
  });
}

async function build(apps) {
  const t0 = Date.now();
  const jobs = Math.max(1, Math.min(Number(process.env.BUILD_JOBS) || Math.min(availableParallelism(), 3), apps.length));
  if (jobs === 1) {
    for (const app of apps) if ((await buildOne(app)) === null) { process.exitCode = 1; return; }
  } else {
    const queue = [...apps].sort((a, b) => COST_ORDER.indexOf(a) - COST_ORDER.indexOf(b));
    let ok = true;
    const worker = async () => {
      while (ok && queue.length) if (!(await buildInChild(queue.shift()))) ok = false;
    };
    await Promise.all(Array.from({ length: jobs }, worker));
    if (!ok) { process.exitCode = 1; return; }
  }
  console.log(`[build-apps] built ${apps.join(', ')} (${jobs} at a time) — total ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function dev(app) {
  const loaded = await loadConfig(app, 'development');
  const [config, ...extra] = Array.isArray(loaded) ? loaded : [loaded];
  // Extra configs (static pages) rebuild on change into dist/, which the dev server serves.
  for (const c of extra) webpack(c).watch({}, (err, stats) => { if (err || stats?.hasErrors()) console.error(err ?? stats.toString('errors-only')); });
  const { default: WebpackDevServer } = await import('webpack-dev-server');
  const compiler = webpack(config);
  const server = new WebpackDevServer(config.devServer, compiler);
  await server.start();
  console.log(`[dev] ${app} on http://127.0.0.1:${config.devServer.port}`);
  const stop = () => server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const args = process.argv.slice(2);
if (args[0] === '--static-pages') {
  const loaded = await loadConfig('mf-tests', 'production');
  const group = args[1];
  const configs = (Array.isArray(loaded) ? loaded : [loaded]).filter((c) => (group ? c.name === `static:${group}` : String(c.name ?? '').startsWith('static:')));
  if (configs.length === 0) {
    console.error(`no static-page group ${group ?? ''} in mf-tests`);
    process.exit(2);
  }
  const t0 = Date.now();
  try {
    for (const c of configs) await compile(c);
    console.log(`[build-apps] static pages ${configs.map((c) => c.name).join(', ')} — ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } catch (e) {
    console.error(e);
    process.exitCode = 1;
  }
} else if (args[0] === '--one') {
  if ((await buildOne(args[1])) === null) process.exitCode = 1;
} else if (args[0] === '--dev') {
  const app = args[1];
  if (!APPS.includes(app)) {
    console.error(`usage: node scripts/build-apps.mjs --dev <${APPS.join('|')}>`);
    process.exit(2);
  }
  await dev(app);
} else {
  const unknown = args.filter((a) => !APPS.includes(a));
  if (unknown.length) {
    console.error(`unknown app(s): ${unknown.join(', ')} (known: ${APPS.join(', ')})`);
    process.exit(2);
  }
  await build(args.length ? args : APPS);
}
