// What the local server refuses to do unsafely (docs/security.md): the JWT secret and keys it
// may start with, the browser origins it answers (CORS), whether the development mailbox is on,
// and who the caller is for rate limits (the client address).
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from './config.ts';
import { JwtError, signJwt, verifyJwt } from './jwt.ts';

/** The secret must be at least this long (GoTrue/PostgREST need 32 characters for HS256). */
export const MIN_JWT_SECRET_LENGTH = 32;

/** 127.0.0.0/8, ::1 and localhost: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  if (h.startsWith('::ffff:')) return h.slice(7).startsWith('127.');
  return false;
}

/** A Host header (name[:port]) that names this machine: 127.0.0.1, localhost or [::1]. */
export function isLoopbackHostHeader(value: string | undefined): boolean {
  if (!value) return false;
  const m = /^(\[[^\]]+\]|[^:]+)(?::\d{1,5})?$/.exec(value.trim().toLowerCase());
  if (!m) return false;
  return m[1] === '127.0.0.1' || m[1] === 'localhost' || m[1] === '[::1]';
}

export class UnsafeConfigError extends Error {}

export interface Keys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The Supabase CLI demo secret is in use (anyone can mint any token). */
  demo: boolean;
  /** The keys were derived from JWT_SECRET (ANON_KEY / SERVICE_ROLE_KEY not given). */
  derived: boolean;
}

/** The keys a secret yields when ANON_KEY / SERVICE_ROLE_KEY are not given: deterministic, so
 *  a restart keeps them (print them with `npx tsx supabase/local/src/keys.ts`). */
export function deriveKey(secret: string, role: 'anon' | 'service_role'): string {
  // iat/exp fixed like the CLI's demo keys (exp 2032-10-31), so the same secret gives the same key.
  return signJwt({ iss: 'supabase', role, iat: 1_667_260_000, exp: 1_983_812_996 }, secret);
}

function keyRole(key: string, secret: string): string | undefined {
  try {
    const role = verifyJwt(key, secret).role;
    return typeof role === 'string' ? role : undefined;
  } catch (e) {
    if (e instanceof JwtError) return undefined;
    throw e;
  }
}

/**
 * JWT_SECRET, ANON_KEY and SERVICE_ROLE_KEY for a server bound to `host`. On loopback the demo
 * values are allowed; on any other address a real secret is required, and the keys must verify
 * against it (or are derived from it). Throws UnsafeConfigError with what to set.
 */
export function resolveKeys(env: Record<string, string | undefined>, host: string): Keys {
  const loopback = isLoopbackHost(host);
  const secret = env.JWT_SECRET?.trim() || undefined;
  if (!secret) {
    if (!loopback) {
      throw new UnsafeConfigError(
        `refusing to listen on ${host} without JWT_SECRET: the built-in Supabase CLI demo secret is public, so anyone could sign ` +
          `an admin token. Set JWT_SECRET (at least ${MIN_JWT_SECRET_LENGTH} random characters, e.g. \`openssl rand -base64 48\`), ` +
          `or bind to 127.0.0.1.`,
      );
    }
    if ((env.ANON_KEY && env.ANON_KEY !== DEMO_ANON_KEY) || (env.SERVICE_ROLE_KEY && env.SERVICE_ROLE_KEY !== DEMO_SERVICE_ROLE_KEY)) {
      throw new UnsafeConfigError('ANON_KEY / SERVICE_ROLE_KEY are set but JWT_SECRET is not: set the secret they were signed with.');
    }
    return { jwtSecret: DEMO_JWT_SECRET, anonKey: DEMO_ANON_KEY, serviceRoleKey: DEMO_SERVICE_ROLE_KEY, demo: true, derived: false };
  }
  const demo = secret === DEMO_JWT_SECRET;
  if (!loopback) {
    if (demo) {
      throw new UnsafeConfigError(
        `refusing to listen on ${host} with the Supabase CLI demo JWT_SECRET: it is public. Set a secret of your own.`,
      );
    }
    if (secret.length < MIN_JWT_SECRET_LENGTH) {
      throw new UnsafeConfigError(`refusing to listen on ${host}: JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters.`);
    }
  }
  const given = { anon: env.ANON_KEY?.trim() || undefined, service_role: env.SERVICE_ROLE_KEY?.trim() || undefined };
  for (const [role, key] of Object.entries(given) as ['anon' | 'service_role', string | undefined][]) {
    if (key === undefined) continue;
    const actual = keyRole(key, secret);
    if (actual !== role) {
      throw new UnsafeConfigError(
        `${role === 'anon' ? 'ANON_KEY' : 'SERVICE_ROLE_KEY'} does not verify against JWT_SECRET as role "${role}"` +
          `${actual ? ` (its role is "${actual}")` : ''}: sign it with the secret, or leave it unset to derive it.`,
      );
    }
  }
  return {
    jwtSecret: secret,
    anonKey: given.anon ?? deriveKey(secret, 'anon'),
    serviceRoleKey: given.service_role ?? deriveKey(secret, 'service_role'),
    demo,
    derived: !given.anon || !given.service_role,
  };
}

// ---- CORS -----------------------------------------------------------------------------------

export interface CorsPolicy {
  /** Exact origins (scheme://host[:port]) that may read responses. */
  origins: Set<string>;
  /** Development on loopback: any http(s) origin on 127.0.0.1 / localhost / [::1] as well. */
  loopbackOrigins: boolean;
}

function originOf(raw: string): string | undefined {
  try {
    const u = new URL(raw.trim());
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    return u.origin;
  } catch {
    return undefined;
  }
}

/**
 * Allowed origins: ALLOWED_ORIGINS (comma list), the origins of APP_URL and SITE_URL, and, when the
 * server is bound to loopback, any loopback origin (development; the static test pages and the
 * exercises app run on other loopback ports). ALLOWED_ORIGINS=* is refused off loopback.
 */
export function corsPolicy(env: Record<string, string | undefined>, host: string): CorsPolicy {
  const loopback = isLoopbackHost(host);
  const origins = new Set<string>();
  for (const item of (env.ALLOWED_ORIGINS ?? '').split(',')) {
    const t = item.trim();
    if (!t) continue;
    if (t === '*') throw new UnsafeConfigError('ALLOWED_ORIGINS=* is not supported: list the app origins.');
    const o = originOf(t);
    if (!o) throw new UnsafeConfigError(`ALLOWED_ORIGINS: "${t}" is not an http(s) origin`);
    origins.add(o);
  }
  for (const u of [env.APP_URL, env.SITE_URL]) {
    const o = u ? originOf(u) : undefined;
    if (o) origins.add(o);
  }
  return { origins, loopbackOrigins: loopback };
}

const LOOPBACK_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/;

export function originAllowed(policy: CorsPolicy, origin: string): boolean {
  const o = originOf(origin);
  // "null", garbage or anything with a path is never allowed.
  if (!o || o !== origin.trim()) return false;
  if (policy.origins.has(o)) return true;
  return policy.loopbackOrigins && LOOPBACK_ORIGIN.test(o);
}

// ---- who is calling (for rate limits) --------------------------------------------------------

/** The client address: the socket's, or with TRUST_PROXY=true the first X-Forwarded-For entry
 *  (only behind a reverse proxy that sets it; otherwise a client could pick its own bucket). */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const xff = req.headers['x-forwarded-for'];
    const first = (Array.isArray(xff) ? xff[0] : xff)?.split(',')[0]?.trim();
    if (first) return first;
  }
  const addr = req.socket.remoteAddress ?? 'unknown';
  return addr.startsWith('::ffff:') ? addr.slice(7) : addr;
}
