// /rest/v1/* → the PostgREST-compatible module in ./rest/index.ts.
// The request identity is resolved here so a bad or expired JWT is refused the PostgREST way
// before the REST module runs.
import type { App, RouteRequest } from './app.ts';
import type { RequestIdentity } from './db.ts';
import { send, sendJson, pgrstError } from './http.ts';
import { IdentityError, resolveIdentity } from './identity.ts';
import { handleRest } from './rest/index.ts';

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
