// The local Supabase-compatible server: /rest/v1, /auth/v1, /realtime/v1/websocket,
// /functions/v1/<name> and the local /mailbox, over PGlite or PostgreSQL (node:http, no framework).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { App, RouteRequest } from './app.ts';
import {
  DEFAULT_HOST,
  DEMO_ANON_KEY,
  DEMO_JWT_SECRET,
  DEMO_SERVICE_ROLE_KEY,
  type ServerConfig,
} from './config.ts';
import { openDb, statementTimeoutsFromEnv, type Db, type StatementTimeouts } from './db.ts';
import { migrate, SUPABASE_DIR } from './migrate.ts';
import { BodyTooLargeError, lowerHeaders, preflightHeaders, readBody, send, sendJson } from './http.ts';
import { handleRestRoute } from './rest-route.ts';
import { apiKey, identityFromToken, IdentityError } from './identity.ts';
import { handleAuth } from './auth/routes.ts';
import { handleMailbox } from './mailbox.ts';
import { handleFunction } from './functions-host.ts';
import { attachRealtime } from './realtime/server.ts';

export interface LocalServerOptions {
  /** 0 = a random free port. Default 54321. */
  port?: number;
  host?: string;
  /** PostgreSQL URL; without it PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined = in memory. Ignored with databaseUrl. */
  dataDir?: string;
  /** Apply supabase/seed.sql on a fresh database. Default true. */
  seed?: boolean;
  /** JWT_SECRET, ANON_KEY, SERVICE_ROLE_KEY, SITE_URL override the demo values; everything is
   *  also copied into process.env for edge functions. */
  env?: Record<string, string>;
  /** Where edge functions live (<dir>/<name>/handler.ts). Default supabase/functions. */
  functionsDir?: string;
  log?: (line: string) => void;
  /** statement_timeout per API role in ms (null = none); default from env STATEMENT_TIMEOUT_*,
   *  else Supabase's (anon 3 s, authenticated 8 s, service_role none). */
  statementTimeouts?: Partial<StatementTimeouts>;
}

export interface LocalServer {
  url: string;
  db: Db;
  config: ServerConfig;
  stop(): Promise<void>;
}

/** GoTrue SITE_URL default: the shell (ARCHITECTURE.md ports). */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export async function startLocalServer(opts: LocalServerOptions = {}): Promise<LocalServer> {
  const env = opts.env ?? {};
  const log = opts.log ?? ((line: string) => console.log(`[supabase/local] ${line}`));
  const statementTimeouts = { ...statementTimeoutsFromEnv(env), ...opts.statementTimeouts };
  const db = await openDb({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir, statementTimeouts });
  try {
    await migrate(db, { seed: opts.seed !== false, log });
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
  const config: ServerConfig = {
    jwtSecret: env.JWT_SECRET || DEMO_JWT_SECRET,
    anonKey: env.ANON_KEY || DEMO_ANON_KEY,
    serviceRoleKey: env.SERVICE_ROLE_KEY || DEMO_SERVICE_ROLE_KEY,
    url: '',
    functionsDir: opts.functionsDir ?? join(SUPABASE_DIR, 'functions'),
    siteUrl: env.SITE_URL || DEFAULT_SITE_URL,
  };
  const app: App = { db, config, log };

  const server = createServer((req, res) => {
    dispatch(app, req, res).catch((e: unknown) => {
      log(`request ${req.method} ${req.url} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      if (!res.headersSent) sendJson(req, res, 500, { code: 'internal_error', message: 'Internal server error' });
      else res.destroy();
    });
  });
  const realtime = await attachRealtime(app, server);

  const host = opts.host ?? DEFAULT_HOST;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 54321, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  config.url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  // Edge functions read these like they do on Supabase (plus the local mailbox endpoint).
  Object.assign(process.env, {
    SUPABASE_URL: config.url,
    SUPABASE_ANON_KEY: config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
    LOCAL_MAILBOX_URL: `${config.url}/mailbox/api/messages`,
    ...env,
  });

  let stopped = false;
  return {
    url: config.url,
    db,
    config,
    async stop() {
      if (stopped) return;
      stopped = true;
      await realtime.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}

const ROUTES: { prefix: string; handle: (app: App, r: RouteRequest) => Promise<void> }[] = [
  { prefix: '/rest/v1', handle: handleRestRoute },
  { prefix: '/auth/v1', handle: handleAuth },
  { prefix: '/functions/v1', handle: handleFunction },
  { prefix: '/mailbox', handle: handleMailbox },
];

/** What the Supabase gateway does before /rest/v1 and /auth/v1: an apikey that is present must
 *  be a key signed with the project's secret. (The recovery link GET /auth/v1/verify is opened by
 *  a browser without a key; functions check their callers themselves.) */
function gatewayKeyOk(app: App, prefix: string, url: URL, req: IncomingMessage): boolean {
  if (prefix !== '/rest/v1' && prefix !== '/auth/v1') return true;
  if (prefix === '/auth/v1' && req.method === 'GET' && url.pathname.replace(/\/+$/, '') === '/auth/v1/verify') return true;
  const key = apiKey(req.headers);
  if (!key) return true;
  try {
    identityFromToken(key, app.config.jwtSecret);
    return true;
  } catch (e) {
    if (e instanceof IdentityError) return false;
    throw e;
  }
}

async function dispatch(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
  } catch {
    sendJson(req, res, 400, { code: 'bad_request', message: 'Malformed request URL' });
    return;
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, preflightHeaders(req));
    res.end();
    return;
  }
  const route = ROUTES.find((r) => url.pathname === r.prefix || url.pathname.startsWith(r.prefix + '/'));
  if (!route) {
    if (url.pathname === '/' || url.pathname === '/health') {
      sendJson(req, res, 200, { name: 'supabase/local', status: 'ok' });
      return;
    }
    sendJson(req, res, 404, { code: 'not_found', message: 'Not found' });
    return;
  }
  if (!gatewayKeyOk(app, route.prefix, url, req)) {
    sendJson(req, res, 401, {
      code: 'invalid_api_key',
      details: null,
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
      message: 'Invalid API key',
    });
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch (e) {
    if (e instanceof BodyTooLargeError) {
      send(req, res, 413, JSON.stringify({ code: 'request_too_large', message: e.message }), { 'content-type': 'application/json' });
      return;
    }
    throw e;
  }
  let subpath = url.pathname.slice(route.prefix.length).replace(/^\/+/, '');
  try {
    subpath = decodeURIComponent(subpath);
  } catch {
    sendJson(req, res, 400, { code: 'bad_request', message: 'Malformed request path' });
    return;
  }
  await route.handle(app, { req, res, url, subpath, headers: lowerHeaders(req), body });
}
