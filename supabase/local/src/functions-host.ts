// /functions/v1/<name>[/<sub>] → supabase/functions/<name>/handler.ts, a web-standard
// `(req: Request) => Promise<Response>` (its Deno entry index.ts is never imported on Node).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import type { App, RouteRequest } from './app.ts';
import { corsHeaders, sendJson } from './http.ts';
import { clientIp } from './security.ts';

type Handler = (req: Request) => Response | Promise<Response>;

const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length']);

const loaded = new Map<string, Promise<Handler>>();

async function loadHandler(file: string): Promise<Handler> {
  let p = loaded.get(file);
  if (!p) {
    p = import(pathToFileURL(file).href).then((mod: { default?: unknown }) => {
      if (typeof mod.default !== 'function') throw new Error(`${file} has no default export function`);
      return mod.default as Handler;
    });
    loaded.set(file, p);
    p.catch(() => loaded.delete(file));
  }
  return p;
}

export async function handleFunction(app: App, r: RouteRequest): Promise<void> {
  const { req, res } = r;
  const name = r.subpath.split('/')[0] ?? '';
  const file = join(app.config.functionsDir, name, 'handler.ts');
  if (!FUNCTION_NAME.test(name) || !existsSync(file)) {
    sendJson(req, res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    return;
  }
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [k, v] of Object.entries(r.headers)) if (!HOP_BY_HOP.has(k)) headers.set(k, v);
  // As the Supabase edge gateway does: the function sees the client's address (rate limits).
  headers.set('x-forwarded-for', clientIp(req, app.config.trustProxy));
  let response: Response;
  try {
    const handler = await loadHandler(file);
    const request = new Request(new URL(req.url ?? '/', app.config.url), {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' || r.body.length === 0 ? undefined : new Uint8Array(r.body),
    });
    response = await handler(request);
    if (!(response instanceof Response)) throw new Error(`function ${name} did not return a Response`);
  } catch (e) {
    app.log(`function ${name} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    sendJson(req, res, 500, { error: 'Function error' });
    return;
  }
  const out: Record<string, string | string[]> = { ...corsHeaders(req) };
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie' || HOP_BY_HOP.has(key)) return;
    // The gateway's CORS policy decides who may read the answer (a function's `*` is not used).
    if (key === 'access-control-allow-origin') return;
    out[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  res.writeHead(response.status, out);
  if (!response.body || method === 'HEAD') {
    res.end();
    return;
  }
  // Streamed so text/event-stream responses reach the client as they are produced.
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
  body.on('error', (e) => {
    app.log(`function ${name} stream failed: ${e.message}`);
    res.destroy();
  });
  body.pipe(res);
}
