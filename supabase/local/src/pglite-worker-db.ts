// PGlite off the main thread: the `Db` interface over a worker thread (pglite-worker.mjs), so the
// HTTP server keeps answering while a statement runs, and a statement that outlives its role's
// statement_timeout is cut — PGlite cannot be interrupted, so the worker is terminated and a new
// one opens the same data directory (Postgres crash recovery replays the WAL: every committed
// transaction survives, the cut one is rolled back). "In memory" is a temporary directory,
// removed on close. One connection, as PGlite has: calls are serialized by a lock, a
// transaction holds it from BEGIN to COMMIT/ROLLBACK.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db, QueryResult, StatementTimeouts, Tx, TxOptions } from './db.ts';

/** Start data of the worker (pglite-worker.mjs). */
export interface WorkerInit {
  dataDir: string;
  /** PGlite's WebAssembly, compiled once per process and shared with every worker. */
  wasmModule?: WebAssembly.Module;
}

/** Main thread → worker. */
export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** A Postgres error's fields, copied so they survive postMessage. */
export type WireError = Record<string, string | number | boolean | null | undefined> & { message: string };

/** Worker → main thread. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'fatal'; error: WireError }
  | { type: 'result'; id: number; result?: unknown }
  | { type: 'error'; id: number; error: WireError }
  | { type: 'notify'; channel: string; payload: string };

type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void };
// Distributive Omit: keeps the union's members apart.
type RequestBody = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/** A Postgres-shaped error (code, message, …), as the REST error mapping reads it. */
export function pgError(fields: WireError): Error {
  const e = new Error(fields.message);
  for (const [k, v] of Object.entries(fields)) if (k !== 'message' && k !== 'stack') Object.assign(e, { [k]: v });
  return e;
}

/** What Postgres answers a statement cut by statement_timeout. */
export function statementTimeoutError(): Error {
  return pgError({ message: 'canceling statement due to statement timeout', code: '57014', severity: 'ERROR', name: 'DatabaseError' });
}

function abortedTxError(): Error {
  return pgError({
    message: 'current transaction is aborted, commands ignored until end of transaction block',
    code: '25P02',
    severity: 'ERROR',
    name: 'DatabaseError',
  });
}

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

let compiled: Promise<WebAssembly.Module | undefined> | undefined;
/** Compiling PGlite's WebAssembly takes seconds; a reopen after a cut should not pay it again. */
function pgliteWasm(): Promise<WebAssembly.Module | undefined> {
  compiled ??= (async () => {
    try {
      const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
      return await WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm')));
    } catch {
      return undefined; // PGlite compiles it itself
    }
  })();
  return compiled;
}

class WorkerPglite {
  private worker: Worker | null = null;
  /** Resolves once the current worker's PGlite is open. */
  private ready: Promise<void> = Promise.resolve();
  /** Bumped on every cut: calls of an older generation (a cut transaction) are refused. */
  generation = 0;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private lockTail: Promise<void> = Promise.resolve();
  private listeners = new Map<string, Set<(payload: string) => void>>();
  private closed = false;
  /** The current worker has opened its database (a worker that dies before is not reopened). */
  private opened = false;

  constructor(
    readonly dataDir: string,
    private readonly log: (line: string) => void,
  ) {}

  /** Starts a worker on dataDir and re-subscribes the LISTEN channels; `ready` tracks it at once. */
  open(): Promise<void> {
    this.ready = this.start();
    return this.ready;
  }

  private async start(): Promise<void> {
    const wasmModule = await pgliteWasm();
    if (this.closed) return;
    const worker = new Worker(WORKER_URL, { workerData: { dataDir: this.dataDir, wasmModule } satisfies WorkerInit });
    this.worker = worker;
    this.opened = false;
    const opened = new Promise<void>((resolve, reject) => {
      const onMessage = (m: WorkerMessage) => {
        if (m.type === 'ready') {
          worker.off('error', onError);
          if (worker === this.worker) this.opened = true;
          resolve();
        } else if (m.type === 'fatal') {
          worker.off('error', onError);
          void worker.terminate();
          reject(pgError(m.error));
        }
      };
      const onError = (e: Error) => reject(e);
      worker.once('error', onError);
      worker.on('message', onMessage);
    });
    worker.on('message', (m: WorkerMessage) => this.onMessage(worker, m));
    worker.on('error', (e) => this.onWorkerGone(worker, e));
    worker.on('exit', (code) => this.onWorkerGone(worker, new Error(`PGlite worker exited (${code})`)));
    await opened;
    for (const channel of this.listeners.keys()) await this.send({ op: 'listen', channel });
  }

  private onMessage(worker: Worker, m: WorkerMessage): void {
    if (worker !== this.worker) return;
    if (m.type === 'notify') {
      for (const fn of this.listeners.get(m.channel) ?? []) {
        try {
          fn(m.payload);
        } catch (e) {
          this.log(`LISTEN callback failed: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
      return;
    }
    if (m.type !== 'result' && m.type !== 'error') return;
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    if (m.type === 'result') p.resolve(m.result);
    else p.reject(pgError(m.error));
  }

  /** The worker died on its own (wasm abort, out of memory): fail what it held, open a new one. */
  private onWorkerGone(worker: Worker, e: Error): void {
    if (worker !== this.worker || this.closed || !this.opened) return;
    this.log(`PGlite worker stopped: ${e.message}; reopening ${this.dataDir}`);
    this.restart(() => pgError({ message: 'terminating connection due to administrator command', code: '57P01', severity: 'FATAL' }));
  }

  /** Terminates the worker (whatever it runs), fails its pending calls, opens a new one. */
  private restart(errorFor: () => Error): void {
    const old = this.worker;
    this.worker = null;
    this.generation++;
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) p.reject(errorFor());
    if (old) void old.terminate();
    if (this.closed) return;
    this.open().catch((err: unknown) => this.log(`PGlite reopen failed: ${err instanceof Error ? err.message : String(err)}`));
  }

  /** Sends one request to the current worker; with timeoutMs, a slower answer cuts the worker. */
  async send(body: RequestBody, timeoutMs?: number | null): Promise<unknown> {
    const worker = this.worker;
    if (!worker || this.closed) throw pgError({ message: 'the database is closed', code: '08003' });
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const settle = (fn: () => void) => {
        if (timer) clearTimeout(timer);
        fn();
      };
      this.pending.set(id, { resolve: (v) => settle(() => resolve(v)), reject: (e) => settle(() => reject(e)) });
      if (timeoutMs && timeoutMs > 0) {
        timer = setTimeout(() => {
          if (this.worker !== worker || !this.pending.has(id)) return;
          this.log(`statement cut after ${timeoutMs} ms (statement_timeout): restarting PGlite`);
          this.pending.delete(id);
          reject(statementTimeoutError());
          this.restart(abortedTxError);
        }, timeoutMs);
      }
      worker.postMessage({ ...body, id } as WorkerRequest);
    });
  }

  /** Exclusive use of the connection; resolves with the release function. */
  async acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((r) => (release = r));
    const prev = this.lockTail;
    this.lockTail = prev.then(() => next);
    await prev;
    // A cut may be reopening the database: wait for it (requests queue meanwhile).
    await this.ready.catch(() => undefined);
    return release;
  }

  async listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      const release = await this.acquire();
      try {
        await this.send({ op: 'listen', channel });
      } finally {
        release();
      }
    }
    set.add(fn);
    return async () => {
      const s = this.listeners.get(channel);
      if (!s?.delete(fn) || s.size > 0) return;
      this.listeners.delete(channel);
      if (this.closed) return;
      const release = await this.acquire();
      try {
        await this.send({ op: 'unlisten', channel });
      } finally {
        release();
      }
    };
  }

  /** Closes PGlite cleanly when the connection frees up within 2 s; otherwise (a statement
   *  without a limit still running) terminates the worker — committed data is safe either way. */
  async close(): Promise<void> {
    if (this.closed) return;
    let timer: NodeJS.Timeout | undefined;
    const release = await Promise.race([
      this.acquire(),
      new Promise<null>((r) => (timer = setTimeout(() => r(null), 2000))),
    ]);
    clearTimeout(timer);
    try {
      if (release && this.worker) await this.send({ op: 'close' }).catch(() => undefined);
    } finally {
      this.closed = true;
      const w = this.worker;
      this.worker = null;
      for (const p of this.pending.values()) p.reject(pgError({ message: 'the database is closed', code: '08003' }));
      this.pending.clear();
      if (w) await w.terminate();
      release?.();
    }
  }
}

function resultOf<T>(r: unknown): QueryResult<T> {
  return r as QueryResult<T>;
}

/**
 * PGlite in a worker thread. dataDir undefined = "in memory": a temporary directory that is
 * removed on close (a directory, not memory, so a cut worker loses nothing committed).
 */
export async function openPgliteWorker(
  dataDir: string | undefined,
  statementTimeouts: StatementTimeouts,
  log: (line: string) => void = (line) => console.error(`[supabase/local] ${line}`),
): Promise<Db> {
  const temp = dataDir ? null : mkdtempSync(join(tmpdir(), 'supabase-local-pglite-'));
  const w = new WorkerPglite(dataDir ?? temp!, log);
  try {
    await w.open();
  } catch (e) {
    if (temp) rmSync(temp, { recursive: true, force: true });
    throw e;
  }

  const plain = async <R>(body: RequestBody): Promise<R> => {
    const release = await w.acquire();
    try {
      return (await w.send(body)) as R;
    } finally {
      release();
    }
  };

  return {
    kind: 'pglite',
    statementTimeouts,
    async query<T>(sql: string, params?: unknown[]) {
      return resultOf<T>(await plain({ op: 'query', sql, params }));
    },
    async exec(sql: string) {
      await plain({ op: 'exec', sql });
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>, opts?: TxOptions): Promise<T> {
      const release = await w.acquire();
      const gen = w.generation;
      const timeout = opts?.statementTimeoutMs ?? null;
      // After a cut, the transaction is gone: its further statements are refused, never run
      // outside it on the new worker.
      const inTx = (body: RequestBody) => (w.generation === gen ? w.send(body, timeout) : Promise.reject(abortedTxError()));
      try {
        await w.send({ op: 'exec', sql: 'begin' });
        const tx: Tx = {
          async query<R>(sql: string, params?: unknown[]) {
            return resultOf<R>(await inTx({ op: 'query', sql, params }));
          },
          async exec(sql: string) {
            await inTx({ op: 'exec', sql });
          },
        };
        let out: T;
        try {
          out = await fn(tx);
        } catch (e) {
          if (w.generation === gen) await w.send({ op: 'exec', sql: 'rollback' }).catch(() => undefined);
          throw e;
        }
        if (w.generation !== gen) throw abortedTxError();
        await w.send({ op: 'exec', sql: 'commit' });
        return out;
      } finally {
        release();
      }
    },
    listen: (channel, onPayload) => w.listen(channel, onPayload),
    async close() {
      await w.close();
      if (temp) rmSync(temp, { recursive: true, force: true });
    },
  };
}
