// /rest/v1/* → the PostgREST-compatible module in ./rest/index.ts (written separately).
// The request identity is resolved here so a bad or expired JWT is refused the PostgREST way
// before the REST module runs.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { App, RouteRequest } from './app.ts';
import type { Db, RequestIdentity } from './db.ts';
import { send, sendJson, pgrstError } from './http.ts';
import { IdentityError, resolveIdentity } from './identity.ts';
import { clientIp } from './security.ts';

/** Per-request caps for system_logs inserts (the per-minute cap is RATE_LIMIT_LOG_ROWS_PER_MINUTE). */
export const LOG_INSERT_MAX_ROWS = 100;
export const LOG_INSERT_MAX_BYTES = 1024 * 1024;

/** Anyone may write logs (spec 2), so the volume is capped: rows and bytes per request, rows per
 *  minute per caller (JWT sub; the client address for anon). Returns true when it answered. */
function refuseLogFlood(app: App, r: RouteRequest, identity: RequestIdentity): boolean {
  const { req, res } = r;
  if (req.method !== 'POST' || r.subpath.replace(/\/+$/, '') !== 'system_logs' || identity.role === 'service_role') return false;
  const maxBytes = Number(process.env.LOG_INSERT_MAX_BYTES) || LOG_INSERT_MAX_BYTES;
  const maxRows = Number(process.env.LOG_INSERT_MAX_ROWS) || LOG_INSERT_MAX_ROWS;
  if (r.body.length > maxBytes) {
    sendJson(req, res, 413, pgrstError('PGRST413', `Payload Too Large: at most ${maxBytes} bytes of system_logs per request`));
    return true;
  }
  let rows = 1;
  try {
    const parsed: unknown = JSON.parse(r.body.toString('utf8'));
    if (Array.isArray(parsed)) rows = parsed.length;
  } catch {
    return false; // PostgREST answers the malformed body itself
  }
  if (rows > maxRows) {
    sendJson(req, res, 413, pgrstError('PGRST413', `Payload Too Large: at most ${maxRows} system_logs rows per request`));
    return true;
  }
  const sub = typeof identity.claims.sub === 'string' && identity.claims.sub ? identity.claims.sub : undefined;
  const caller = sub ? `sub:${sub}` : `ip:${clientIp(req, app.config.trustProxy)}`;
  const v = app.limits.RATE_LIMIT_LOG_ROWS_PER_MINUTE.take(caller, rows);
  if (!v.ok) {
    sendJson(
      req,
      res,
      429,
      pgrstError('PGRST429', 'Too many system_logs rows: rate limit reached', null, `Try again in ${v.retryAfter} seconds`),
      { 'retry-after': String(v.retryAfter) },
    );
    return true;
  }
  return false;
}

/** Structural copy of the contract exported by ./rest/index.ts. */
interface RestContextShape {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string;
  identity: RequestIdentity;
}
interface RestResultShape {
  status: number;
  headers: Record<string, string>;
  body: string;
}
interface RestModule {
  handleRest(db: Db, ctx: RestContextShape): Promise<RestResultShape>;
}

const REST_MODULE_URL = new URL('./rest/index.ts', import.meta.url);
let restModule: Promise<RestModule | null> | undefined;

function loadRest(): Promise<RestModule | null> {
  if (!restModule) {
    restModule = existsSync(fileURLToPath(REST_MODULE_URL))
      ? (import(REST_MODULE_URL.href) as Promise<RestModule>)
      : Promise.resolve(null);
    // A module that failed to load is retried on the next request (and the failure logged).
    restModule.catch(() => {
      restModule = undefined;
    });
  }
  return restModule;
}

export async function handleRestRoute(app: App, r: RouteRequest): Promise<void> {
  const { req, res } = r;
  let identity: RequestIdentity;
  try {
    identity = resolveIdentity(r.headers, app.config.jwtKeys);
  } catch (e) {
    if (e instanceof IdentityError) {
      sendJson(req, res, 401, pgrstError(e.code, e.message), {
        'www-authenticate': `Bearer error="invalid_token", error_description="${e.message.replace(/"/g, "'")}"`,
      });
      return;
    }
    throw e;
  }
  if (refuseLogFlood(app, r, identity)) return;
  const mod = await loadRest();
  if (!mod) {
    sendJson(req, res, 501, pgrstError('PGRST000', 'The local REST module is not available yet'));
    return;
  }
  const out = await mod.handleRest(app.db, {
    method: req.method ?? 'GET',
    path: r.subpath,
    query: r.url.searchParams,
    headers: r.headers,
    body: r.body.toString('utf8'),
    identity,
  });
  send(req, res, out.status, out.body, out.headers);
}
