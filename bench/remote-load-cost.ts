// The added cost of the contract check and the load telemetry on the first remote page (issue 29
// items 2 and 4). Prints numbers, asserts nothing.
//   npx tsx bench/remote-load-cost.ts            (the stack must run at AKADEMI_PORT_BASE / AKADEMI_API_PORT:
//                                                 `npm start`, or an e2e stack; the local server samples
//                                                 every load, REMOTE_LOAD_SAMPLE_RATE=1)
//   BENCH_LOADS=5 npx tsx bench/remote-load-cost.ts
// 1. gzip KB: the telemetry module and the contract check's code, each bundled alone and minified
//    (esbuild; what they share with the shell — the log capture, guards, roles — left out), beside the
//    shell's federation-host chunk that carries them (only a remote page loads it).
// 2. ms: cold loads of /reports as the admin in Chromium: time to the page's heading, the manifest
//    requests (the contract check reads mf-manifest.json once more than the runtime does) and the
//    telemetry rows the loads wrote: manifest (the check's wall time), entry, init, total.
// 3. µs: the telemetry's own work per load (trace, four hook calls, the record), in Node.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT_BASE = Number(process.env.AKADEMI_PORT_BASE || 3000);
const API_PORT = Number(process.env.AKADEMI_API_PORT || 54321);
const ORIGIN = `http://127.0.0.1:${PORT_BASE}`;
const API = `http://127.0.0.1:${API_PORT}`;
const LOADS = Number(process.env.BENCH_LOADS || 5);
process.env.SUPABASE_URL ??= API;
process.env.APP_URL ??= ORIGIN;
/** Supabase CLI's well-known local demo service_role key (not a secret): reads the telemetry rows back. */
const SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? (s[(s.length - 1) / 2] as number) : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
};

/** One module's own code, minified and gzipped, with what the shell already has marked external. */
async function ownGzip(entry: string, external: string[]): Promise<number> {
  const out = await build({
    stdin: { contents: entry, resolveDir: join(root, 'shared/src/federation'), loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    external,
    logLevel: 'silent',
  });
  return gzipSync(Buffer.from(out.outputFiles[0]?.contents ?? new Uint8Array()), { level: 6 }).length;
}

async function sizes(): Promise<void> {
  const shared = ['../logging/*', '../guards', '../domain/roles', '@module-federation/*'];
  const telemetry = await ownGzip(`export { RemoteLoadTelemetry, loadTelemetryPlugin } from './load-telemetry';`, shared);
  const contract = await ownGzip(`export { contractRefusal, remoteContractInfo, satisfiesRange, routeAllows } from './contract';`, shared);
  // checkRemoteContract itself (federation-host.ts): its source lines, minified the same way
  const host = readFileSync(join(root, 'shell/src/app/federation-host.ts'), 'utf8');
  const check = host.slice(host.indexOf('export class IncompatibleRemoteError'), host.indexOf('/** The remote\'s ./routes module'));
  const checkGzip = gzipSync(
    Buffer.from(
      (await build({ stdin: { contents: `declare const __AKADEMI_HOST__: any; declare function readRemotesGlobal(): any; declare function remoteContractInfo(x: unknown): any; declare function contractRefusal(x: unknown): any; declare const CONTRACT_VERSION: string; type RemoteName = string; type RemoteContractInfo = any;\n${check}`, loader: 'ts' }, minify: true, write: false, format: 'esm', logLevel: 'silent' })).outputFiles[0]?.contents ?? new Uint8Array(),
    ),
    { level: 6 },
  ).length;
  console.log('\ncode added to the first remote page (gzip, minified, alone):');
  console.log(`  load telemetry (load-telemetry.ts)          ${kb(telemetry)}`);
  console.log(`  contract check (contract.ts semver + check)  ${kb(contract + checkGzip)}`);
  const dist = join(root, 'shell/dist');
  try {
    const chunks = readdirSync(dist).filter((f) => f.endsWith('.js')).map((f) => [f, readFileSync(join(dist, f))] as const);
    const hostChunk = chunks.find(([, b]) => b.includes('akademi-load-telemetry'));
    if (hostChunk) console.log(`  the shell's federation-host chunk, whole      ${kb(gzipSync(hostChunk[1], { level: 6 }).length)}  (${hostChunk[0]}; the runtime core is a chunk of its own)`);
  } catch {
    console.log('  (shell/dist not built: the chunk size is not shown)');
  }
}

type Row = { created_at: string; details: { outcome: string; manifest_ms: number | null; entry_ms: number | null; init_ms: number | null; total_ms: number } | null };

async function loads(): Promise<void> {
  const { storageStateFor } = await import('../e2e/support/auth.ts');
  const since = new Date(Date.now() - 1_000).toISOString();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const heading: number[] = [];
  const manifestRequests: number[] = [];
  const manifestFetchMs: number[] = [];
  try {
    for (let i = 0; i < LOADS; i++) {
      const context = await browser.newContext({ storageState: await storageStateFor('admin@akademi.test', ORIGIN) });
      const page = await context.newPage();
      let manifests = 0;
      const timings: Promise<number>[] = [];
      page.on('requestfinished', (r) => {
        if (!r.url().includes(`:${PORT_BASE + 3}/mf-manifest.json`)) return;
        manifests += 1;
        timings.push(Promise.resolve(r.timing()).then((t) => t.responseEnd - Math.max(0, t.requestStart)));
      });
      const start = performance.now();
      await page.goto(`${ORIGIN}/reports`, { waitUntil: 'commit' });
      await page.getByRole('heading', { name: 'Test Raporları' }).waitFor({ timeout: 120_000 });
      heading.push(performance.now() - start);
      manifestRequests.push(manifests);
      manifestFetchMs.push(...(await Promise.all(timings)));
      // leaving the page hands the buffered row to a keepalive request
      await page.goto('about:blank');
      await context.close();
    }
  } finally {
    await browser.close();
  }
  // the rows the loads wrote (the capture sends on pagehide or after 5 s)
  let rows: Row[] = [];
  for (let i = 0; i < 60 && rows.length < LOADS; i++) {
    const res = await fetch(`${API}/rest/v1/system_logs?select=created_at,details&details->>remote=eq.mf_reports&log_source=eq.federation.load&created_at=gte.${encodeURIComponent(since)}`, {
      headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}` },
    });
    rows = res.ok ? ((await res.json()) as Row[]) : [];
    if (rows.length < LOADS) await new Promise((r) => setTimeout(r, 1_000));
  }
  const col = (k: 'manifest_ms' | 'entry_ms' | 'init_ms' | 'total_ms') => rows.map((r) => r.details?.[k]).filter((v): v is number => typeof v === 'number');
  console.log(`\n${LOADS} cold loads of /reports as the admin (${ORIGIN}), medians:`);
  console.log(`  to the 'Test Raporları' heading                ${median(heading).toFixed(0)} ms`);
  console.log(`  mf-manifest.json requests of mf_reports / load  ${median(manifestRequests)} (the contract check adds one)`);
  console.log(`  one mf-manifest.json request                    ${median(manifestFetchMs).toFixed(1)} ms`);
  console.log(`  telemetry rows found                            ${rows.length} of ${LOADS}`);
  if (rows.length > 0) {
    console.log(`  manifest (contract check, wall)                 ${median(col('manifest_ms'))} ms`);
    console.log(`  entry (remoteEntry.js)                          ${median(col('entry_ms'))} ms`);
    console.log(`  init (container + ./routes factory)             ${median(col('init_ms'))} ms`);
    console.log(`  total load of the remote                        ${median(col('total_ms'))} ms`);
  }
}

async function telemetryWork(): Promise<void> {
  const { RemoteLoadTelemetry, loadTelemetryPlugin } = await import('../shared/src/federation/load-telemetry.ts');
  const telemetry = new RemoteLoadTelemetry({ sampleRate: 1, sink: () => undefined });
  // cast: the bench calls the four hooks the plugin sets with the one argument shape they read
  const plugin = loadTelemetryPlugin(telemetry) as unknown as Record<string, ((arg: unknown) => unknown) | undefined>;
  const arg = { remoteInfo: { name: 'mf_reports' }, id: 'mf_reports/routes', remote: { name: 'mf_reports' } };
  const n = 20_000;
  const run = async () => {
    for (let i = 0; i < n; i++) {
      await telemetry.track(
        'mf_reports',
        async (trace) => {
          trace?.start('manifest');
          trace?.end('manifest');
          for (const hook of ['loadEntry', 'afterLoadEntry', 'beforeInitRemote', 'afterLoadRemote']) await plugin[hook]?.(arg);
          return 1;
        },
        () => ({ outcome: 'failed', version: null, reason: '' }),
      );
    }
  };
  await run(); // warm up
  const start = performance.now();
  await run();
  const per = ((performance.now() - start) * 1000) / n;
  console.log(`\ntelemetry's own work per load (Node, ${n} loads): ${per.toFixed(1)} µs`);
}

await sizes();
await telemetryWork();
try {
  await loads();
} catch (e) {
  console.log(`\n(the page loads were not measured: is the stack running at ${ORIGIN} / ${API}? ${e instanceof Error ? e.message.split('\n')[0] : String(e)})`);
}
