// FUNCTIONS_RUNTIME=deno: each edge function runs as Supabase runs it — its own Deno process
// (the `deno` npm package's binary) executing <name>/index.ts, i.e. `Deno.serve(handler)` — and
// the local server proxies /functions/v1/<name>/<sub> to it as /<name>/<sub>, like the hosted
// gateway. A process starts on the function's first request and gets the server's environment
// (SUPABASE_URL, keys, secrets). When process.env changes later (a test setting a secret, like
// `supabase secrets set`), the next request restarts it with the new values.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { App } from './app.ts';

/** How long a function's Deno process may take to listen (a cold npm cache downloads supabase-js). */
const START_TIMEOUT_MS = 60_000;
const LISTENING = /Listening on https?:\/\/[^\s]*:(\d+)\//;

/** The Deno binary: DENO_BIN, else the one the `deno` devDependency installed (its optional
 *  platform package; no postinstall needed). */
export function denoBinary(): string {
  const override = process.env.DENO_BIN?.trim();
  if (override) return override;
  const require = createRequire(import.meta.url);
  const pkgDir = dirname(require.resolve('deno/package.json'));
  const api = require(join(pkgDir, 'install_api.cjs')) as { runInstall(): string };
  return api.runInstall();
}

interface Running {
  child: ChildProcess;
  /** The environment it was started with (compared on each request). */
  envKey: string;
  port: Promise<number>;
}

function envSnapshot(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('NODE_') && k !== 'DENO_SERVE_ADDRESS') env[k] = v;
  return env;
}

export class DenoFunctions {
  private readonly running = new Map<string, Running>();
  private closed = false;

  constructor(
    private readonly app: App,
    private readonly functionsDir: string,
  ) {}

  /** The local port of the function's Deno server, starting (or restarting) it as needed. */
  async port(name: string): Promise<number> {
    if (this.closed) throw new Error('functions host is closed');
    const env = envSnapshot();
    const envKey = JSON.stringify(env);
    const current = this.running.get(name);
    if (current && current.envKey === envKey && current.child.exitCode === null && current.child.signalCode === null) return current.port;
    if (current) this.kill(name, current);
    const started = this.start(name, env, envKey);
    this.running.set(name, started);
    started.port.catch(() => {
      if (this.running.get(name) === started) this.kill(name, started);
    });
    return started.port;
  }

  private start(name: string, env: Record<string, string>, envKey: string): Running {
    const config = join(this.functionsDir, 'deno.json');
    const child = spawn(
      denoBinary(),
      [
        'run',
        // The functions' import map and lock (supabase/functions/deno.json, deno.lock).
        ...(existsSync(config) ? ['--frozen', '--config', config] : ['--no-config']),
        '--allow-net',
        '--allow-env',
        '--no-prompt',
        join(this.functionsDir, name, 'index.ts'),
      ],
      // Port 0: the OS picks a free one; Deno prints it ("Listening on …").
      { env: { ...env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const port = new Promise<number>((resolve, reject) => {
      let startupOutput = '';
      const timer = setTimeout(() => {
        reject(new Error(`deno ${name} did not listen within ${START_TIMEOUT_MS} ms:\n${startupOutput}`));
        child.kill('SIGKILL');
      }, START_TIMEOUT_MS);
      const onLine = (line: string) => {
        const m = LISTENING.exec(line);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
          return;
        }
        startupOutput += `${line}\n`;
        this.app.log(`function ${name} (deno): ${line}`);
      };
      lines(child.stdout, onLine);
      lines(child.stderr, onLine);
      child.once('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`deno ${name} exited (${signal ?? code}) before listening:\n${startupOutput}`));
      });
    });
    return { child, envKey, port };
  }

  private kill(name: string, r: Running): void {
    if (this.running.get(name) === r) this.running.delete(name);
    if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGTERM');
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.running.entries()];
    await Promise.all(
      all.map(([name, r]) => {
        if (r.child.exitCode !== null || r.child.signalCode !== null) return undefined;
        const exited = new Promise<void>((resolve) => r.child.once('exit', () => resolve()));
        this.kill(name, r);
        return exited;
      }),
    );
    this.running.clear();
  }
}

function lines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  if (!stream) return;
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    for (const p of parts) if (p.trim()) onLine(p);
  });
}
