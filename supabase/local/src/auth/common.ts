// Shared by the /auth/v1 endpoint files: GoTrue's error reply, body parsing, rate limits, who is
// calling (JWT → claims, user, admin) and safe redirects.
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { App, RouteRequest } from '../app.ts';
import type { Tx } from '../db.ts';
import type { PasswordPolicy } from '../project-config/auth-policy.ts';
import { sendJson } from '../http.ts';
import { bearerToken } from '../identity.ts';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';
import { OVER_EMAIL_SEND_RATE_LIMIT, OVER_REQUEST_RATE_LIMIT, type RateLimitName, type Verdict } from '../ratelimit.ts';
import { clientIp } from '../security.ts';
import { sessionExists, type SessionClient } from './sessions.ts';
import { EMAIL_RE, findUserById, type UserRow } from './users.ts';

export const API_VERSION_HEADER = { 'x-supabase-api-version': '2024-01-01' };

/** A GoTrue error reply; thrown by helpers, turned into JSON by handleAuth. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** A body sent as is (GoTrue's older {code, error_code, msg} shape for 429/422). */
    readonly rawBody?: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function rateLimited(v: Verdict, body: typeof OVER_REQUEST_RATE_LIMIT | typeof OVER_EMAIL_SEND_RATE_LIMIT): AuthError {
  return new AuthError(429, body.error_code, body.msg, {}, { ...body }, { 'retry-after': String(v.retryAfter) });
}

/** Counts one request against `name` for `key`; 429 (with Retry-After) when over the limit. */
export function limit(app: App, name: RateLimitName, key: string, body = OVER_REQUEST_RATE_LIMIT): void {
  const v = app.limits[name].hit(key);
  if (!v.ok) throw rateLimited(v, body);
}

export function ipOf(app: App, r: RouteRequest): string {
  return clientIp(r.req, app.config.trustProxy);
}

/** The caller's user agent and address, recorded on the session as GoTrue records them. */
export function sessionClient(app: App, r: RouteRequest): SessionClient {
  const ua = r.req.headers['user-agent'];
  const ip = ipOf(app, r);
  return { userAgent: typeof ua === 'string' && ua !== '' ? ua.slice(0, 1000) : null, ip: isIP(ip) ? ip : null };
}

export const emailExists = () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

/** Runs an e-mail change; a unique violation it causes (another row keyed by the address, e.g. a
 *  profile a trigger keeps in step) is GoTrue's 422 email_exists rather than a database error. */
export async function changingEmail<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505') throw emailExists();
    throw e;
  }
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
/** GoTrue's refusal of a weak password: 422, error_code weak_password, weak_password.reasons. */
export const weakPassword = (messages: string[], reasons: string[]) =>
  new AuthError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
export const invalidEmail = () => new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');

/** An address GoTrue would accept (users.ts EMAIL_RE), else 400 'Unable to validate email address'. */
export function checkEmail(email: string): string {
  if (!EMAIL_RE.test(email)) throw invalidEmail();
  return email;
}

/** The body's `email`, trimmed and checked: absent or blank is 400 with the endpoint's `missing`. */
export function requireEmail(body: Json, missing: string): string {
  const email = optString(body, 'email')?.trim();
  if (!email) throw new AuthError(400, 'validation_failed', missing);
  return checkEmail(email);
}

/** Before a mail goes out: mails per client and per address, counted whether or not the address
 *  has an account (no account oracle). */
export function limitMail(app: App, r: RouteRequest, email: string): void {
  limit(app, 'RATE_LIMIT_EMAIL_SENT_PER_IP', ipOf(app, r), OVER_EMAIL_SEND_RATE_LIMIT);
  limit(app, 'RATE_LIMIT_EMAIL_PER_ADDRESS', email.toLowerCase(), OVER_EMAIL_SEND_RATE_LIMIT);
}

export type Json = Record<string, unknown>;

export function reply(r: RouteRequest, status: number, value: unknown): void {
  sendJson(r.req, r.res, status, value, API_VERSION_HEADER);
}

export function parseBody(r: RouteRequest): Json {
  const text = r.body.toString('utf8').trim();
  if (text === '') return {};
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
  return v as Json;
}

export function optString(body: Json, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw new AuthError(400, 'validation_failed', `${key} must be a string`);
  return v;
}

export function optObject(body: Json, key: string): Json | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw new AuthError(400, 'validation_failed', `${key} must be an object`);
  return v as Json;
}

/** GoTrue's maximum password length (bytes; bcrypt ignores the rest). */
export const MAX_PASSWORD_LENGTH = 72;

/**
 * GoTrue's checkPasswordStrength: lengths in bytes (Go's len), one character of each required set
 * (ASCII, as configured: a password whose only letters are non-ASCII ones has no letter for GoTrue),
 * every failed reason reported at once. The 'pwned' reason (HaveIBeenPwned) is hosted-only.
 */
export function checkPassword(policy: PasswordPolicy, password: string): void {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_LENGTH) {
    throw new AuthError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  const messages: string[] = [];
  const reasons: string[] = [];
  if (bytes < policy.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minLength} characters.`);
  }
  if (policy.requiredCharacters.some((set) => set !== '' && ![...password].some((c) => set.includes(c)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${policy.requiredCharacters.join(', ')}.`);
  }
  if (reasons.length > 0) throw weakPassword(messages, reasons);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// ---- who is calling -------------------------------------------------------------------------

export function verifiedClaims(app: App, r: RouteRequest): JwtClaims {
  const token = bearerToken(r.headers);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return verifyJwt(token, app.config.jwtKeys);
  } catch (e) {
    if (e instanceof JwtError) {
      const why = e.kind === 'expired' ? 'token has invalid claims: token is expired' : e.message;
      throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
    }
    throw e;
  }
}

/** The signed-in user of a user-scoped call (GET/PUT /user, /logout). */
export async function requireUser(app: App, r: RouteRequest, tx: Tx): Promise<{ user: UserRow; claims: JwtClaims }> {
  const claims = verifiedClaims(app, r);
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (typeof claims.session_id === 'string' && claims.session_id !== '' && !(await sessionExists(tx, claims.session_id))) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUserById(tx, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, claims };
}

/** Admin endpoints need a service_role (or supabase_admin) JWT (auth internal/api/auth.go). */
export function requireAdmin(app: App, r: RouteRequest): void {
  const claims = verifiedClaims(app, r);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw new AuthError(403, 'not_admin', 'User not allowed');
}

// ---- redirects --------------------------------------------------------------------------------

/** Only the site URL's origin, config.toml's additional_redirect_urls origins and loopback hosts may receive tokens in a redirect (an open
 *  redirect would hand the session to any site); anything else falls back to the site URL. */
export function safeRedirect(app: App, raw: string | null | undefined): string {
  if (!raw) return app.config.siteUrl;
  try {
    const u = new URL(raw);
    const site = new URL(app.config.siteUrl);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
    const listed = app.config.additionalRedirectUrls.some((a) => {
      try {
        return new URL(a).origin === u.origin;
      } catch {
        return false;
      }
    });
    if ((u.protocol === 'http:' || u.protocol === 'https:') && (loopback || u.origin === site.origin || listed)) return raw;
  } catch {
    // fall through to the site URL
  }
  return app.config.siteUrl;
}

export function withFragment(target: string, params: Record<string, string>): string {
  const u = new URL(target);
  const sorted = Object.entries(params)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replace(/%20/g, '+')}`)
    .join('&');
  u.hash = '';
  return `${u.toString()}#${sorted}`;
}
