// /rest/v1/* → the PostgREST-compatible module in ./rest/index.ts.
// The request identity is resolved here so a bad or expired JWT is refused the PostgREST way
// before the REST module runs.
import type { App, RouteRequest } from './app.ts';
import type { RequestIdentity } from './db.ts';
import { send, sendJson, pgrstError } from './http.ts';
import { IdentityError, resolveIdentity } from './identity.ts';
import { clientIp } from './security.ts';
import { handleRest } from './rest/index.ts';

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
  const out = await handleRest(app.db, {
    method: req.method ?? 'GET',
    path: r.subpath,
    query: r.url.searchParams,
    headers: r.headers,
    body: r.body.toString('utf8'),
    rawBody: r.body,
    identity,
  });
  send(req, res, out.status, out.body, out.headers);
}
