// /rest/v1/* → the PostgREST-compatible module in ./rest/index.ts (written separately).
// The request identity is resolved here so a bad or expired JWT is refused the PostgREST way
// before the REST module runs.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { App, RouteRequest } from './app.ts';
import type { Db, RequestIdentity } from './db.ts';
import { send, sendJson, pgrstError } from './http.ts';
import { IdentityError, resolveIdentity } from './identity.ts';

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
    identity = resolveIdentity(r.headers, app.config.jwtSecret);
  } catch (e) {
    if (e instanceof IdentityError) {
      sendJson(req, res, 401, pgrstError(e.code, e.message), {
        'www-authenticate': `Bearer error="invalid_token", error_description="${e.message.replace(/"/g, "'")}"`,
      });
      return;
    }
    throw e;
  }
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
