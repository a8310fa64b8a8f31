// /functions/v1/<name>[/<sub>] → supabase/functions/<name>/handler.ts, a web-standard
// `(req: Request) => Promise<Response>` imported into this Node process (its Deno entry index.ts
// is never imported on Node) — or, with FUNCTIONS_RUNTIME=deno, <name>/index.ts run by Deno
// itself (functions-deno.ts) and proxied as the Supabase gateway does.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import type { App, RouteRequest } from './app.ts';
import { corsHeaders, sendJson } from './http.ts';
import { clientIp } from './security.ts';
import { DenoFunctions } from './functions-deno.ts';
import { JwtError, verifyJwt } from './jwt.ts';

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

/** FUNCTIONS_RUNTIME=deno (server env or process env): functions run under Deno. */
export function functionsRuntime(): 'node' | 'deno' {
  return process.env.FUNCTIONS_RUNTIME?.trim().toLowerCase() === 'deno' ? 'deno' : 'node';
}

const denoHosts = new WeakMap<App, DenoFunctions>();

/** Stops the server's Deno function processes (none on the Node runtime). */
export async function closeFunctions(app: App): Promise<void> {
  await denoHosts.get(app)?.close();
  denoHosts.delete(app);
}

/** The function's answer from its Deno process: the request as the hosted gateway forwards it,
 *  /<name>/<sub>?<query> (route.ts reads both forms). */
async function viaDeno(app: App, name: string, r: RouteRequest, init: RequestInit): Promise<Response> {
  let host = denoHosts.get(app);
  if (!host) {
    host = new DenoFunctions(app, app.config.functionsDir);
    denoHosts.set(app, host);
  }
  const port = await host.port(name);
  const path = r.url.pathname.slice('/functions/v1'.length).replace(/^\/+/, '');
  const response = await fetch(`http://127.0.0.1:${port}/${path}${r.url.search}`, { ...init, redirect: 'manual' });
  // fetch has already decoded a compressed body: its Content-Encoding no longer applies.
  const out = new Headers(response.headers);
  out.delete('content-encoding');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: out });
}

function bearerOk(app: App, authorization: string | undefined): boolean {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!m?.[1]) return false;
  try {
    verifyJwt(m[1], app.config.jwtKeys);
    return true;
  } catch (e) {
    if (e instanceof JwtError) return false;
    throw e;
  }
}

export async function handleFunction(app: App, r: RouteRequest): Promise<void> {
  const { req, res } = r;
  const name = r.subpath.split('/')[0] ?? '';
  const deno = functionsRuntime() === 'deno';
  const file = join(app.config.functionsDir, name, deno ? 'index.ts' : 'handler.ts');
  if (!FUNCTION_NAME.test(name) || !existsSync(file)) {
    sendJson(req, res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    return;
  }
  // The gateway's verify_jwt (config.toml [functions.<name>], default true): a call needs a JWT of
  // this project (the anon key, a user's token, the service key) in Authorization.
  if ((app.config.functions[name]?.verifyJwt ?? true) && req.method !== 'OPTIONS' && !bearerOk(app, r.headers.authorization)) {
    sendJson(req, res, 401, { code: 401, message: r.headers.authorization ? 'Invalid JWT' : 'Missing authorization header' });
    return;
  }
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [k, v] of Object.entries(r.headers)) if (!HOP_BY_HOP.has(k)) headers.set(k, v);
  // As the Supabase edge gateway does: the function sees the client's address (rate limits).
  headers.set('x-forwarded-for', clientIp(req, app.config.trustProxy));
  let response: Response;
  try {
    const init: RequestInit = {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' || r.body.length === 0 ? undefined : new Uint8Array(r.body),
    };
    if (deno) response = await viaDeno(app, name, r, init);
    else response = await (await loadHandler(file))(new Request(new URL(req.url ?? '/', app.config.url), init));
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
