#!/usr/bin/env node
// Builds the browser apps for production with the webpack Node API (TS configs load through tsx):
//   node scripts/build-apps.mjs                 all six apps, one after the other, with times
//   node scripts/build-apps.mjs shell mf-auth   a subset
//   node scripts/build-apps.mjs --dev mf-auth   webpack-dev-server for one app (its port, hot reload)
//   node scripts/build-apps.mjs --static-pages [group]
//                                               only mf-tests' static pages (all groups, or one:
//                                               cognitive-tests | exercises/all-exercises), dist/ kept
// Builds run one at a time: the machines have 2 cores and minification dominates.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mf-auth', 'mf-admin', 'mf-reports', 'mf-tests', 'mf-tracking'];
// TS configs (CommonJS, so __dirname is the app directory) load through tsx's require hook.
register();
const require = createRequire(import.meta.url);
const webpack = require('webpack');

async function loadConfig(app, mode) {
  const file = join(root, app, 'webpack.config.ts');
  if (!existsSync(file)) throw new Error(`${file} missing`);
  let mod = require(file);
  // CJS-compiled TS under tsx may nest the default export.
  while (mod && typeof mod !== 'function' && 'default' in mod) mod = mod.default;
  return typeof mod === 'function' ? mod({}, { mode }) : mod;
}

function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      const info = stats.toJson({ all: false, errors: true, warnings: true });
      if (stats.hasErrors()) {
        for (const e of info.errors) console.error(e.message ?? e, e.details ?? "", e.stack ?? "");
        return reject(new Error('compilation failed'));
      }
      for (const w of info.warnings ?? []) console.warn(`warning: ${w.message ?? w}`);
      stats.compilation.compiler.close?.(() => undefined);
      resolve(stats);
    });
  });
}

async function build(apps) {
  const times = [];
  const t0 = Date.now();
  for (const app of apps) {
    const started = Date.now();
    process.stdout.write(`[build-apps] ${app} … `);
    const loaded = await loadConfig(app, 'production');
    try {
      // An app may build several configs (mf-tests: the remote, then its static pages), in order.
      for (const config of Array.isArray(loaded) ? loaded : [loaded]) await compile(config);
    } catch (e) {
      console.log('FAILED');
      console.error(e);
      process.exitCode = 1;
      return;
    }
    const secs = (Date.now() - started) / 1000;
    times.push([app, secs]);
    console.log(`${secs.toFixed(1)} s`);
  }
  console.log(`[build-apps] built ${times.map(([a, s]) => `${a} ${s.toFixed(1)}s`).join(', ')} — total ${((Date.now() - t0) / 1000).toFixed(1)} s`);
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
