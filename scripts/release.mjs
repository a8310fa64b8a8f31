#!/usr/bin/env node
// A remote's versioned, immutable release (issue 29 item 1; docs/architecture.md "Releases of a remote"):
//   npm run release -- mf-reports            → releases/mf-reports/<version>/
// The version is the package version and the short commit joined by '-': 0.1.0-abc1234 (URL- and
// path-safe; '+' would read as a space in the tester override's query). A release is never
// overwritten: an existing folder is refused. The folder holds the remote's production build (its
// mf-manifest.json carries metaData.akademi { contract, version, commit, builtAt }) and release.json
// beside it. The build goes to a temporary folder first and is renamed into place when complete.
// Options:
//   --releases-dir <dir>      another releases root (default: <repo>/releases, git-ignored)
//   --allow-dirty             release from a working tree with uncommitted changes: the version gets
//                             '.dirty' (0.1.0-abc1234.dirty) and release.json says so
//   --package-version <x.y.z> build as if package.json said this version (rehearsals, e2e)
//   --contract <range>        declare another contract range than package.json's "akademi.contract"
//                             (rehearsing an incompatible release; release.json records it)
// Prints one JSON line at the end: { remote, app, version, dir, manifest }.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

const REMOTE_APPS = ['mf-auth', 'mf-admin', 'mf-reports', 'mf-tests', 'mf-tracking'];
const root = resolve(import.meta.dirname, '..');

function fail(message, code = 1) {
  console.error(`[release] ${message}`);
  process.exit(code);
}

function parseArgs(argv) {
  const out = { app: null, releasesDir: join(root, 'releases'), allowDirty: false, packageVersion: null, contract: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) fail(`${a} needs a value`, 2);
      return v;
    };
    if (a === '--releases-dir') out.releasesDir = resolve(value());
    else if (a === '--allow-dirty') out.allowDirty = true;
    else if (a === '--package-version') out.packageVersion = value();
    else if (a === '--contract') out.contract = value();
    else if (a.startsWith('--')) fail(`unknown option ${a}`, 2);
    else if (out.app) fail(`one remote at a time (got ${out.app} and ${a})`, 2);
    else out.app = a.replace(/_/g, '-');
  }
  if (!out.app) fail(`usage: npm run release -- <${REMOTE_APPS.join('|')}> [--allow-dirty] [--releases-dir <dir>]`, 2);
  if (!REMOTE_APPS.includes(out.app)) fail(`${out.app} is not a remote (known: ${REMOTE_APPS.join(', ')})`, 2);
  return out;
}

function git(args) {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) fail(`git ${args.join(' ')} failed: ${r.stderr.trim()}`);
  return r.stdout.trim();
}

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const appDir = join(root, opts.app);
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8'));
  const packageVersion = opts.packageVersion ?? pkg.version;
  if (!SEMVER.test(String(packageVersion))) fail(`package version "${packageVersion}" is not semver (x.y.z)`, 2);
  const contract = opts.contract ?? pkg.akademi?.contract;
  if (typeof contract !== 'string' || contract.trim() === '') fail(`${opts.app}/package.json lacks "akademi": { "contract": "<range>" }`);

  const commit = git(['rev-parse', 'HEAD']);
  const shortCommit = git(['rev-parse', '--short=7', 'HEAD']);
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  if (dirty && !opts.allowDirty) fail('the working tree has uncommitted changes: commit them (a release names its commit), or pass --allow-dirty');
  const version = `${packageVersion}-${shortCommit}${dirty ? '.dirty' : ''}`;

  const remoteDir = join(opts.releasesDir, opts.app);
  const dir = join(remoteDir, version);
  if (existsSync(dir)) fail(`${dir} exists: a release is never overwritten (bump the package version or commit)`);
  mkdirSync(remoteDir, { recursive: true });
  const building = join(remoteDir, `.building-${version}-${process.pid}`);
  rmSync(building, { recursive: true, force: true });

  const builtAt = new Date().toISOString();
  // read by tools/build/federation.ts remoteManifestMeta when the manifest is written
  Object.assign(process.env, {
    AKADEMI_RELEASE_VERSION: version,
    AKADEMI_RELEASE_COMMIT: commit,
    AKADEMI_RELEASE_BUILT_AT: builtAt,
    ...(opts.contract ? { AKADEMI_RELEASE_CONTRACT: opts.contract } : {}),
  });
  const { compile, loadConfig } = await import('./webpack-node.mjs');
  const started = Date.now();
  const loaded = await loadConfig(opts.app, 'production');
  // the federation remote only (mf-tests' static pages are served under the shell's origin and ship with it)
  const config = (Array.isArray(loaded) ? loaded : [loaded]).find((c) => !String(c.name ?? '').startsWith('static:'));
  config.output = { ...config.output, path: building };
  try {
    await compile(config);
  } catch (e) {
    rmSync(building, { recursive: true, force: true });
    fail(`build failed: ${e instanceof Error ? e.message : String(e)}`);
  }

  const manifestFile = join(building, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const meta = manifest.metaData?.akademi ?? {};
  if (meta.version !== version || meta.contract !== contract || meta.commit !== commit) {
    rmSync(building, { recursive: true, force: true });
    fail(`the built manifest says ${JSON.stringify(meta)}, expected version ${version}, contract ${contract}, commit ${commit}`);
  }
  const release = {
    remote: manifest.name ?? manifest.id,
    app: opts.app,
    version,
    packageVersion,
    commit,
    shortCommit,
    dirty,
    builtAt,
    contract,
    contractSource: opts.contract ? '--contract' : 'package.json',
  };
  writeFileSync(join(building, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  // last check, then the complete folder appears at once
  if (existsSync(dir)) {
    rmSync(building, { recursive: true, force: true });
    fail(`${dir} appeared meanwhile: a release is never overwritten`);
  }
  renameSync(building, dir);
  console.error(`[release] ${opts.app} ${version} → ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(JSON.stringify({ remote: release.remote, app: opts.app, version, dir, manifest: join(dir, 'mf-manifest.json') }));
}

await main();
