#!/usr/bin/env node
// Serves the production builds (no dependencies, plain node:http):
//   shell/dist on 3000 (SPA fallback; /cognitive-tests/* and /exercises/all-exercises/* from mf-tests/dist)
//   mf-auth 3001 · mf-admin 3002 · mf-reports 3003 · mf-tests 3004 · mf-tracking 3005 (CORS *, SPA fallback
//   so each remote also runs standalone)
// Flags: --only shell,mf-auth   --skip mf-reports
// Env: HOST (default 127.0.0.1); AKADEMI_PORT_BASE (default 3000); REMOTE_<NAME>_URL (e.g. REMOTE_MF_REPORTS_URL) moves a remote —
// the shell's /remotes.json is generated, so no rebuild; SUPABASE_URL / SUPABASE_ANON_KEY patch every
// app's /config.json as served (dist/ itself is never rewritten); ACADEMY_NAME / ACADEMY_LOGO_URL set the
// academy on printed documents the same way; REMOTE_LOAD_SAMPLE_RATE (default 1 here) the shell's share of
// remote loads recorded in system_logs; REMOTE_OVERRIDE_ORIGINS (comma list) sets config.json
// remoteOverrideOrigins (origins an admin's ?remote:<name>=<url> may load from).
// Releases (issue 29, docs/architecture.md "Releases of a remote"): REMOTES_FILE=<path> serves the
// shell's /remotes.json from that file, read at each request (what `npm run remotes` edits; no rebuild,
// no restart); the `releases` server (RELEASES_DIR, default releases/, on AKADEMI_PORT_BASE + 6, CORS *)
// serves releases/<remote>/<version>/ — it runs only when named (--only releases,…) or SERVE_RELEASES=1.
import http from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = process.env.HOST || '127.0.0.1';
// AKADEMI_PORT_BASE moves the six ports together (a second stack on one machine, e.g. CI beside a dev stack).
const BASE = Number(process.env.AKADEMI_PORT_BASE || 3000);
const APPS = [
  { app: 'shell', port: BASE },
  { app: 'mf-auth', port: BASE + 1, fed: 'mf_auth' },
  { app: 'mf-admin', port: BASE + 2, fed: 'mf_admin' },
  { app: 'mf-reports', port: BASE + 3, fed: 'mf_reports' },
  { app: 'mf-tests', port: BASE + 4, fed: 'mf_tests' },
  { app: 'mf-tracking', port: BASE + 5, fed: 'mf_tracking' },
  // immutable remote releases (scripts/release.mjs): opt-in, see the header
  { app: 'releases', port: BASE + 6, optIn: true },
];
const RELEASES_DIR = process.env.RELEASES_DIR ? resolve(process.env.RELEASES_DIR) : join(root, 'releases');
/** Static test pages live in mf-tests but are served under the shell's origin (postMessage origin checks). */
const SHELL_PASSTHROUGH = ['/cognitive-tests/', '/exercises/all-exercises/'];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs)$/;

function parseList(flag) {
  const i = process.argv.indexOf(flag);
  if (i === -1) return null;
  return (process.argv[i + 1] || '').split(',').map((s) => s.trim()).filter(Boolean);
}

const only = parseList('--only');
const skip = parseList('--skip') ?? [];
const selected = APPS.filter(({ app, optIn }) => (only ? only.includes(app) : !optIn || process.env.SERVE_RELEASES === '1') && !skip.includes(app));
for (const name of [...(only ?? []), ...skip]) {
  if (!APPS.some((a) => a.app === name)) {
    console.error(`unknown app ${name} (known: ${APPS.map((a) => a.app).join(', ')})`);
    process.exit(2);
  }
}

/**
 * The deployment's runtime files, served from memory so that several servers with different
 * settings can share one dist/ (nothing on disk is rewritten): the shell's remotes.json from the
 * ports or REMOTE_<NAME>_URL, and each app's config.json patched by SUPABASE_URL / SUPABASE_ANON_KEY.
 */
function runtimeFile(app, pathname) {
  if (app === 'shell' && pathname === '/remotes.json' && process.env.REMOTES_FILE) {
    // the deployment's file as it is now (a missing file: 404, the shell uses its build defaults and logs it)
    try {
      return readFileSync(process.env.REMOTES_FILE, 'utf8');
    } catch (_e) {
      return undefined;
    }
  }
  if (app === 'shell' && pathname === '/remotes.json') {
    const remotes = Object.fromEntries(
      APPS.filter((a) => a.fed).map((a) => [a.fed, process.env[`REMOTE_${a.fed.toUpperCase()}_URL`] || `http://127.0.0.1:${a.port}/mf-manifest.json`]),
    );
    return `${JSON.stringify(remotes, null, 2)}\n`;
  }
  const { SUPABASE_URL, SUPABASE_ANON_KEY, ACADEMY_NAME, ACADEMY_LOGO_URL, REMOTE_OVERRIDE_ORIGINS } = process.env;
  // remote-load telemetry (issue 29 item 4): this local server records every load (e2e, dev) unless
  // REMOTE_LOAD_SAMPLE_RATE says otherwise; a production config.json leaves it out (0.1).
  const sampleRate = app === 'shell' ? Number(process.env.REMOTE_LOAD_SAMPLE_RATE ?? 1) : null;
  if (pathname === '/config.json' && (SUPABASE_URL || SUPABASE_ANON_KEY || ACADEMY_NAME || ACADEMY_LOGO_URL || REMOTE_OVERRIDE_ORIGINS || sampleRate !== null)) {
    const file = join(root, app, 'dist', 'config.json');
    if (!existsSync(file)) return null;
    const current = JSON.parse(readFileSync(file, 'utf8'));
    if (SUPABASE_URL) current.supabaseUrl = SUPABASE_URL;
    if (SUPABASE_ANON_KEY) current.supabaseAnonKey = SUPABASE_ANON_KEY;
    // the academy on printed documents (issue 17 item 6)
    if (ACADEMY_NAME) current.academyName = ACADEMY_NAME;
    if (ACADEMY_LOGO_URL) current.academyLogoUrl = ACADEMY_LOGO_URL;
    if (sampleRate !== null && Number.isFinite(sampleRate)) current.remoteLoadSampleRate = sampleRate;
    if (REMOTE_OVERRIDE_ORIGINS) current.remoteOverrideOrigins = REMOTE_OVERRIDE_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean);
    return `${JSON.stringify(current, null, 2)}\n`;
  }
  return null;
}

const gzCache = new Map();

function fileIn(dir, urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const full = join(dir, clean);
  if (full !== dir && !full.startsWith(dir + sep)) return null; // no path traversal
  try {
    const st = statSync(full);
    if (st.isFile()) return { full, st };
    if (st.isDirectory()) {
      const index = join(full, 'index.html');
      if (existsSync(index)) return { full: index, st: statSync(index) };
    }
  } catch (_e) {
    // not found
  }
  return null;
}

function send(req, res, found, { cors }) {
  const ext = extname(found.full).toLowerCase();
  const headers = {
    'Content-Type': TYPES[ext] || 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    'Cache-Control': HASHED.test(found.full) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (cors) headers['Access-Control-Allow-Origin'] = '*';
  const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] || '') && COMPRESSIBLE.has(ext) && found.st.size > 1024;
  if (wantsGzip) {
    const key = `${found.full}:${found.st.mtimeMs}`;
    let body = gzCache.get(key);
    if (!body) {
      body = gzipSync(readFileSync(found.full), { level: 6 });
      gzCache.set(key, body);
    }
    headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  headers['Content-Length'] = found.st.size;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(found.full).pipe(res);
}

function handler({ app }) {
  const dist = join(root, app, 'dist');
  const testsDist = join(root, 'mf-tests', 'dist');
  return (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
    let pathname;
    try {
      pathname = new URL(req.url, 'http://x').pathname;
    } catch (_e) {
      res.writeHead(400);
      res.end();
      return;
    }
    const cors = true;
    if (app === 'releases') {
      // files only: no SPA fallback, no generated files
      const found = fileIn(RELEASES_DIR, pathname);
      if (found) return send(req, res, found, { cors });
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
      res.end('Not found');
      return;
    }
    const generated = runtimeFile(app, pathname);
    if (generated === undefined) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not found');
      return;
    }
    if (generated !== null) {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
      res.end(req.method === 'HEAD' ? undefined : generated);
      return;
    }
    if (app === 'shell' && SHELL_PASSTHROUGH.some((p) => pathname.startsWith(p))) {
      const found = fileIn(testsDist, pathname);
      if (found) return send(req, res, found, { cors });
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    const found = fileIn(dist, pathname);
    if (found) return send(req, res, found, { cors });
    // SPA fallback: unknown paths without a file extension get index.html (the app shows its 404).
    if (!extname(pathname)) {
      const index = fileIn(dist, '/index.html');
      if (index) return send(req, res, index, { cors });
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}) });
    res.end('Not found');
  };
}

const servers = [];
for (const entry of selected) {
  if (entry.app === 'releases') {
    if (!existsSync(RELEASES_DIR)) console.warn(`[serve-static] ${RELEASES_DIR} missing — make a release: npm run release -- <remote>`);
  } else if (!existsSync(join(root, entry.app, 'dist'))) console.warn(`[serve-static] ${entry.app}/dist missing — build it: node scripts/build-apps.mjs ${entry.app}`);
  const server = http.createServer(handler(entry));
  server.listen(entry.port, HOST, () => console.log(`[serve-static] ${entry.app} on http://${HOST}:${entry.port}`));
  servers.push(server);
}
const stop = () => {
  for (const s of servers) s.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
