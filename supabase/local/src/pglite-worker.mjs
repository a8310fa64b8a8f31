// The PGlite worker thread (plain JavaScript, so it loads under any loader: a worker does not
// inherit tsx's). It owns one PGlite — data in a directory, never in memory, so a terminated
// worker loses nothing committed — and answers the main thread's requests one by one.
// PGlite runs synchronously inside WebAssembly and cannot be interrupted: a runaway statement is
// cut by the main thread terminating this worker (pglite-worker-db.ts) and opening a new one on
// the same directory. Protocol types: pglite-worker-db.ts (WorkerRequest, WorkerMessage).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

/** A Postgres error's primitive fields, copied so they survive postMessage. */
function wireError(e) {
  if (!(e instanceof Error)) return { message: String(e) };
  const out = { message: e.message, name: e.name };
  for (const [k, v] of Object.entries(e)) {
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) out[k] = v;
  }
  return out;
}

async function main() {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker must run in a worker thread');
  const post = (m) => port.postMessage(m);
  let lite;
  try {
    lite = await PGlite.create({ dataDir: workerData.dataDir, pgliteWasmModule: workerData.wasmModule, extensions: { pgcrypto } });
  } catch (e) {
    post({ type: 'fatal', error: wireError(e) });
    return;
  }
  const unlisten = new Map();
  port.on('message', (req) => {
    void (async () => {
      try {
        switch (req.op) {
          case 'query': {
            const r = await lite.query(req.sql, req.params);
            post({ type: 'result', id: req.id, result: { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows ?? 0 } });
            return;
          }
          case 'exec':
            await lite.exec(req.sql);
            post({ type: 'result', id: req.id });
            return;
          case 'listen':
            if (!unlisten.has(req.channel)) {
              const channel = req.channel;
              unlisten.set(channel, await lite.listen(channel, (payload) => post({ type: 'notify', channel, payload })));
            }
            post({ type: 'result', id: req.id });
            return;
          case 'unlisten':
            await unlisten.get(req.channel)?.();
            unlisten.delete(req.channel);
            post({ type: 'result', id: req.id });
            return;
          case 'close':
            await lite.close();
            post({ type: 'result', id: req.id });
            return;
          default:
            throw new Error(`unknown op ${String(req.op)}`);
        }
      } catch (e) {
        post({ type: 'error', id: req.id, error: wireError(e) });
      }
    })();
  });
  post({ type: 'ready' });
}

void main();
