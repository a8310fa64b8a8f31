// The local server's Deno functions host (FUNCTIONS_RUNTIME=deno, local/src/functions-deno.ts),
// with fixture functions that only exist as a Deno entry (index.ts, no handler.ts): the request
// reaches a real Deno process, as the hosted gateway forwards it, with the server's environment;
// a changed secret restarts it; a function that cannot start answers 500 without hanging; the
// processes end with the server. (The product's functions run on Deno in CI's Deno lane, which
// runs the other tests of this folder with FUNCTIONS_RUNTIME=deno.)
process.env.FUNCTIONS_RUNTIME = 'deno';

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { startTestServer, DEMO_ANON_KEY, type TestServer } from '../helpers/local-server.ts';

const ECHO = `
Deno.serve(async (req: Request) => {
  const url = new URL(req.url);
  if (url.pathname.endsWith('/gzip')) {
    const gz = new Blob(['x'.repeat(20_000)]).stream().pipeThrough(new CompressionStream('gzip'));
    return new Response(gz, { headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' } });
  }
  return Response.json({
    deno: Deno.version.deno,
    pid: Deno.pid,
    path: url.pathname,
    search: url.search,
    method: req.method,
    body: req.method === 'POST' ? await req.text() : null,
    secret: Deno.env.get('AKADEMI_FIXTURE_SECRET') ?? null,
    supabaseUrl: Deno.env.get('SUPABASE_URL') ?? null,
    serviceKeySet: Boolean(Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')),
    forwardedFor: req.headers.get('x-forwarded-for'),
  });
});
`;

let server: TestServer;
let dir: string;
const logs: string[] = [];

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'akademi-deno-fn-'));
  mkdirSync(join(dir, 'echo'));
  writeFileSync(join(dir, 'echo', 'index.ts'), ECHO);
  mkdirSync(join(dir, 'broken'));
  writeFileSync(join(dir, 'broken', 'index.ts'), "throw new Error('broken at start-up');\n");
  delete process.env.AKADEMI_FIXTURE_SECRET;
  server = await startTestServer({ functionsDir: dir, seed: false, jobRunner: false, log: (l) => logs.push(l) });
});
after(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function echo(path = 'echo', init: RequestInit = {}): Promise<Record<string, unknown>> {
  // with a JWT of the project, as supabase-js calls (the gateway's verify_jwt, config.toml)
  const res = await fetch(`${server.url}/functions/v1/${path}`, { ...init, headers: { authorization: `Bearer ${DEMO_ANON_KEY}`, ...(init.headers as Record<string, string> | undefined) } });
  assert.equal(res.status, 200);
  return (await res.json()) as Record<string, unknown>;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('a function runs in a Deno process and sees the request as the hosted gateway forwards it', async () => {
  const body = await echo('echo/sub?x=1&y=%C3%A7', { method: 'POST', body: 'merhaba', headers: { 'content-type': 'text/plain' } });
  assert.match(String(body.deno), /^\d+\.\d+\.\d+/);
  assert.notEqual(body.pid, process.pid);
  assert.equal(body.path, '/echo/sub');
  assert.equal(body.search, '?x=1&y=%C3%A7');
  assert.equal(body.method, 'POST');
  assert.equal(body.body, 'merhaba');
  assert.equal(body.supabaseUrl, server.url);
  assert.equal(body.serviceKeySet, true);
  assert.equal(body.forwardedFor, '127.0.0.1');
});

test('one process per function, reused while the environment is unchanged; a changed secret restarts it', async () => {
  const first = await echo();
  const again = await echo();
  assert.equal(again.pid, first.pid);
  assert.equal(first.secret, null);
  process.env.AKADEMI_FIXTURE_SECRET = 'ikinci';
  try {
    const changed = await echo();
    assert.equal(changed.secret, 'ikinci');
    assert.notEqual(changed.pid, first.pid);
    // stopped with SIGTERM (not awaited by the request): gone within a few seconds
    for (let i = 0; i < 50 && alive(Number(first.pid)); i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal(alive(Number(first.pid)), false, 'the old process was stopped');
  } finally {
    delete process.env.AKADEMI_FIXTURE_SECRET;
  }
});

test('a body the function gzipped itself reaches the client readable (never a stale Content-Encoding)', async () => {
  // node:http, not fetch: fetch would hide a wrong Content-Encoding by decoding (or failing) itself.
  const { headers, raw } = await new Promise<{ headers: Record<string, unknown>; raw: Buffer }>((resolve, reject) => {
    const req = request(`${server.url}/functions/v1/echo/gzip`, { headers: { 'accept-encoding': 'gzip', authorization: `Bearer ${DEMO_ANON_KEY}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, raw: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  const text = headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString();
  assert.equal(text, 'x'.repeat(20_000));
});

test('a function that fails at start-up answers 500 (no stack) and is logged; unknown names are 404', async () => {
  const started = Date.now();
  const res = await fetch(`${server.url}/functions/v1/broken`, { method: 'POST', headers: { authorization: `Bearer ${DEMO_ANON_KEY}` } });
  assert.equal(res.status, 500);
  assert.deepEqual(await res.json(), { error: 'Function error' });
  assert.ok(Date.now() - started < 30_000);
  assert.ok(logs.some((l) => l.includes('broken at start-up')), logs.join('\n'));
  for (const name of ['missing', '_shared', '..%2Fecho']) {
    const r = await fetch(`${server.url}/functions/v1/${name}`, { method: 'POST', headers: { authorization: `Bearer ${DEMO_ANON_KEY}` } });
    assert.equal(r.status, 404, name);
    await r.body?.cancel();
  }
});

test('stopping the server ends its Deno processes', async () => {
  const { pid } = await echo();
  assert.equal(alive(Number(pid)), true);
  await server.stop();
  assert.equal(alive(Number(pid)), false);
});
