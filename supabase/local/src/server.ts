// The local Supabase-compatible server: /rest/v1, /auth/v1, /realtime/v1/websocket,
// /functions/v1/<name> and the local /mailbox, over PGlite or PostgreSQL (node:http, no framework).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { App, RouteRequest } from './app.ts';
import { DEFAULT_HOST, refreshTokenReuseSecondsFromEnv, wholeSecondsFromEnv, type ServerConfig } from './config.ts';
import { openDb, statementTimeoutsFromEnv, type Db, type StatementTimeouts } from './db.ts';
import { migrate, SUPABASE_DIR } from './migrate.ts';
import { BodyTooLargeError, lowerHeaders, preflightHeaders, readBody, sendJson, setCorsPolicy } from './http.ts';
import { resolveSigningKeys } from './jwt-keys.ts';
import { corsPolicy, isLoopbackHost, isLoopbackHostHeader, resolveKeys } from './security.ts';
import { rateLimitsFromEnv } from './ratelimit.ts';
import { configFileIn, loadProjectConfig } from './project-config.ts';
import { mfaPolicyWithEnv, oauthServerWithEnv, passwordPolicyWithEnv } from './project-config/auth-policy.ts';
import { handleRestRoute } from './rest-route.ts';
import { apiKey, identityFromToken, IdentityError } from './identity.ts';
import { handleAuth } from './auth/routes.ts';
import { handleMailbox } from './mailbox.ts';
import { closeFunctions, handleFunction } from './functions-host.ts';
import { attachRealtime } from './realtime/server.ts';
import { startJobRunner, type JobRunner } from './jobs.ts';

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
  /** JWT_SECRET, ANON_KEY, SERVICE_ROLE_KEY, SITE_URL override the demo values; ALLOWED_ORIGINS,
   *  MAILBOX, ENABLE_SIGNUP / DISABLE_SIGNUP, TRUST_PROXY and the RATE_LIMIT_* counts
   *  (docs/security.md) configure the guards; everything is also copied into process.env for
   *  edge functions. Off loopback a real JWT_SECRET is required (startLocalServer rejects). */
  env?: Record<string, string>;
  /** Where the generated ES256 signing key is kept when JWT_SIGNING_KEYS is not set (created
   *  on first start, mode 0600); undefined = a new in-memory key per start (tests). */
  signingKeyFile?: string;
  /** false turns the development mailbox off (as MAILBOX=off); it is never on off loopback. */
  mailbox?: boolean;
  /** The project's settings file (the Supabase CLI's config.toml). Default supabase/config.toml. */
  configFile?: string;
  /** Where edge functions live (<dir>/<name>/handler.ts). Default supabase/functions. */
  functionsDir?: string;
  log?: (line: string) => void;
  /** Run the job runner (server-side aggregation, issue 15). Default true. */
  jobRunner?: boolean;
  /** statement_timeout per API role in ms (null = none); default from env STATEMENT_TIMEOUT_*,
   *  else Supabase's (anon 3 s, authenticated 8 s, service_role none). */
  statementTimeouts?: Partial<StatementTimeouts>;
}

export interface LocalServer {
  url: string;
  db: Db;
  config: ServerConfig;
  /** null when started with jobRunner: false */
  jobs: JobRunner | null;
  stop(): Promise<void>;
}

/** true / false from an env flag; undefined when unset or not a boolean word. */
function envFlag(raw: string | undefined): boolean | undefined {
  const v = raw?.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  return undefined;
}
const invert = (b: boolean | undefined) => (b === undefined ? undefined : !b);

export async function startLocalServer(opts: LocalServerOptions = {}): Promise<LocalServer> {
  const env = opts.env ?? {};
  const log = opts.log ?? ((line: string) => console.log(`[supabase/local] ${line}`));
  const host = opts.host ?? DEFAULT_HOST;
  const loopback = isLoopbackHost(host);
  // Refused before anything is opened: no unsafe server ever listens.
  const keys = resolveKeys(env, host);
  const signing = resolveSigningKeys(env, host, keys.jwtSecret, opts.signingKeyFile);
  const cors = corsPolicy(env, host);
  // supabase/config.toml: a bad file stops the server here, naming the key (project-config.ts).
  const project = loadProjectConfig(opts.configFile ?? configFileIn(SUPABASE_DIR));
  const limits = rateLimitsFromEnv(env, project);
  const mailboxOff = opts.mailbox === false || /^(off|false|0|no)$/i.test(env.MAILBOX?.trim() ?? '');
  if (!loopback && /^(on|true|1|yes)$/i.test(env.MAILBOX?.trim() ?? '')) {
    log(`MAILBOX=on is ignored: the development mailbox only runs on a loopback address (this server binds ${host})`);
  }
  if (keys.demo) {
    log(
      '!!! WARNING: the Supabase CLI DEMO JWT secret and keys are in use. They are public: anyone who can reach this ' +
        'server can sign an admin (service_role) token. This is only acceptable on 127.0.0.1 for development. ' +
        'Set JWT_SECRET before letting anyone else reach it (docs/security.md). !!!',
    );
  }
  if (signing.keyring.signing) log(`access tokens signed with ${signing.keyring.signing.alg} key ${signing.keyring.signing.kid} (${signing.source})`);
  const statementTimeouts = { ...statementTimeoutsFromEnv(env), ...opts.statementTimeouts };
  const db = await openDb({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir, statementTimeouts });
  try {
    await migrate(db, { seed: opts.seed !== false && project.seed.enabled, seedFiles: project.seed.sqlPaths, log });
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
  const config: ServerConfig = {
    jwtSecret: keys.jwtSecret,
    jwtKeys: signing.keyring,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    url: '',
    functionsDir: opts.functionsDir ?? join(SUPABASE_DIR, 'functions'),
    siteUrl: env.SITE_URL || project.siteUrl,
    additionalRedirectUrls: project.additionalRedirectUrls,
    loopback,
    mailbox: loopback && !mailboxOff,
    cors,
    signupEnabled: envFlag(env.ENABLE_SIGNUP) ?? invert(envFlag(env.DISABLE_SIGNUP)) ?? project.signupEnabled,
    anonymousSignInsEnabled: envFlag(env.ENABLE_ANONYMOUS_SIGN_INS) ?? project.anonymousSignInsEnabled,
    trustProxy: /^true$/i.test(env.TRUST_PROXY?.trim() ?? ''),
    refreshTokenReuseSeconds: refreshTokenReuseSecondsFromEnv(env, project.refreshTokenReuseSeconds),
    passwordPolicy: passwordPolicyWithEnv(project.passwordPolicy, env),
    jwtExpirySeconds: wholeSecondsFromEnv(env, 'JWT_EXPIRY', project.jwtExpirySeconds),
    otpExpirySeconds: project.otpExpirySeconds,
    securePasswordChange: project.securePasswordChange,
    manualLinking: project.manualLinking,
    doubleConfirmChanges: project.doubleConfirmChanges,
    mailTemplates: project.templates,
    mfa: mfaPolicyWithEnv(project.mfa, env),
    functions: project.functions,
    oauthServer: oauthServerWithEnv(project.oauthServer, env),
  };
  const app: App = { db, config, log, limits };

  const server = createServer((req, res) => {
    setCorsPolicy(req, isMailboxPath(req.url) ? null : config.cors);
    dispatch(app, req, res).catch((e: unknown) => {
      log(`request ${req.method} ${req.url} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      if (!res.headersSent) sendJson(req, res, 500, { code: 'internal_error', message: 'Internal server error' });
      else res.destroy();
    });
  });
  // Keep idle client sockets longer than clients keep them (Node's default is 5 s): otherwise a
  // client that reuses an idle keep-alive socket just as the server closes it gets ECONNRESET
  // (seen in CI as "socket hang up" on a plain GET). Headers must still arrive within the timeout.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const realtime = await attachRealtime(app, server);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 54321, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  config.url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  // Edge functions read these like they do on Supabase (plus the local mailbox endpoint, only
  // while the mailbox is on; blank = unset for them, so their mail goes to MAIL_PROVIDER).
  Object.assign(process.env, {
    SUPABASE_URL: config.url,
    SUPABASE_ANON_KEY: config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
    ...env,
    LOCAL_MAILBOX_URL: config.mailbox ? `${config.url}/mailbox/api/messages` : '',
  });

  const jobs: JobRunner | null =
    opts.jobRunner === false ? null : await startJobRunner({ db, url: () => config.url, serviceRoleKey: config.serviceRoleKey, log });

  let stopped = false;
  return {
    url: config.url,
    db,
    config,
    jobs,
    async stop() {
      if (stopped) return;
      stopped = true;
      await jobs?.stop();
      await realtime.close();
      await closeFunctions(app);
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
    identityFromToken(key, app.config.jwtKeys);
    return true;
  } catch (e) {
    if (e instanceof IdentityError) return false;
    throw e;
  }
}

function isMailboxPath(raw: string | undefined): boolean {
  const path = (raw ?? '/').replace(/\?[\s\S]*$/, '');
  return path === '/mailbox' || path.startsWith('/mailbox/');
}

async function dispatch(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
  } catch {
    sendJson(req, res, 400, { code: 'bad_request', message: 'Malformed request URL' });
    return;
  }
  // The development mailbox: off unless on loopback, and only for a Host that names this machine
  // (a DNS-rebound name reaching 127.0.0.1 is refused). It never sends CORS headers.
  if (isMailboxPath(req.url)) {
    if (!app.config.mailbox) {
      sendJson(req, res, 404, { code: 'not_found', message: 'Not found' });
      return;
    }
    if (!isLoopbackHostHeader(req.headers.host)) {
      sendJson(req, res, 403, { code: 'forbidden_host', message: 'The local mailbox answers only Host 127.0.0.1, localhost or [::1]' });
      return;
    }
    if (req.method === 'OPTIONS') {
      sendJson(req, res, 405, { code: 'method_not_allowed', message: 'Method not allowed' });
      return;
    }
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
      // PostgREST-style body; the rest of the body is drained (http.ts), so the client reads this.
      sendJson(req, res, 413, { code: 'PGRST413', details: null, hint: null, message: 'Payload Too Large' });
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
