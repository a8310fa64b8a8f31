// A local backend of a test's own, which the test may stop and start again (the shared stack
// serves every other spec). The app is pointed at it by answering each app's /config.json with
// its address; the demo JWT secret, the signing key (JWT_SIGNING_KEYS_FILE, set by scripts/run.mjs) and the seed
// are the same, so saved logins stay valid. Its database: a PostgreSQL database of its own when the
// run has PostgreSQL (E2E_PG_URL, stack-databases.ts), else a PGlite data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { DEMO_ANON_KEY } from './env.ts';
import { createStackDatabase, dropStackDatabases, type StackDatabase } from './stack-databases.ts';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface PrivateBackend {
  url: string;
  /** SIGTERM and wait for the process to exit (the data directory stays) */
  stop(): Promise<void>;
  /** start again on the same port and data; resolves when it answers */
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startPrivateBackend(): Promise<PrivateBackend> {
  const port = await freePort();
  const pgUrl = process.env.E2E_PG_URL;
  const database: StackDatabase | null = pgUrl ? await createStackDatabase(pgUrl) : null;
  const dataDir = database ? null : mkdtempSync(join(tmpdir(), 'akademi-e2e-backend-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const start = async (): Promise<void> => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
    delete env.DATABASE_URL; // never the shared stack's database
    if (database) env.DATABASE_URL = database.url;
    else if (dataDir) env.DATA_DIR = dataDir;
    // its edge functions must call this backend, not the shared one the runner's env names
    env.SUPABASE_URL = url;
    child = spawn('npx', ['tsx', 'supabase/local/src/main.ts'], { cwd: repo, env, detached: true, stdio: 'ignore' });
    // a fresh PGlite data directory is migrated and seeded first: over 120 s on a loaded 2-core machine
    // (load average 40, five e2e lanes beside other work); a generous budget, not a speed target
    const deadline = Date.now() + 300_000;
    for (;;) {
      try {
        const res = await fetch(`${url}/rest/v1/tests?select=id&limit=1`, { headers: { apikey: DEMO_ANON_KEY } });
        if (res.status < 500) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`private backend on ${url} did not start`);
      await new Promise((r) => setTimeout(r, 300));
    }
  };

  const stop = async (): Promise<void> => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise<void>((r) => c.once('exit', () => r()));
    process.kill(-(c.pid as number), 'SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(-(c.pid as number), 'SIGKILL');
      } catch {
        // gone
      }
    }, 15_000);
    await exited;
    clearTimeout(timer);
  };

  await start();
  return {
    url,
    stop,
    start,
    dispose: async () => {
      await stop();
      if (database && pgUrl) await dropStackDatabases(pgUrl, [database.name]);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every app of the context (shell, remotes, static pages) talks to `apiUrl` from now on. */
export async function pointAppsAt(context: BrowserContext, apiUrl: string): Promise<void> {
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...json, supabaseUrl: apiUrl } });
  });
}
