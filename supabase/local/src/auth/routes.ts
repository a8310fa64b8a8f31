// /auth/v1 — the GoTrue endpoints supabase-js uses (wire doc §2), answered in GoTrue's
// 2024-01-01 error format ({code, message}) with the X-Supabase-Api-Version header echoed.
import { createHash, randomBytes } from 'node:crypto';
import type { App, RouteRequest } from '../app.ts';
import type { Tx } from '../db.ts';
import { MIN_PASSWORD_LENGTH, RECOVERY_TOKEN_TTL_SECONDS } from '../config.ts';
import { sendJson, send } from '../http.ts';
import { bearerToken } from '../identity.ts';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';
import { deliverMail, type MailInput } from '../mailbox.ts';
import { OVER_EMAIL_SEND_RATE_LIMIT, OVER_REQUEST_RATE_LIMIT, type RateLimitName, type Verdict } from '../ratelimit.ts';
import { clientIp } from '../security.ts';
import { createSession, endSessions, refreshSession, sessionExists } from './sessions.ts';
import {
  EMAIL_RE,
  UUID_RE,
  USER_COLUMNS,
  dummyPasswordCheck,
  emailHeldByOtherProfile,
  findUserByEmail,
  findUserById,
  insertUser,
  isBanned,
  mergeMetadata,
  passwordMatches,
  setPassword,
  userJson,
  type UserRow,
} from './users.ts';

const API_VERSION_HEADER = { 'x-supabase-api-version': '2024-01-01' };

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

function rateLimited(v: Verdict, body: typeof OVER_REQUEST_RATE_LIMIT | typeof OVER_EMAIL_SEND_RATE_LIMIT): AuthError {
  return new AuthError(429, body.error_code, body.msg, {}, { ...body }, { 'retry-after': String(v.retryAfter) });
}

/** Counts one request against `name` for `key`; 429 (with Retry-After) when over the limit. */
function limit(app: App, name: RateLimitName, key: string, body = OVER_REQUEST_RATE_LIMIT): void {
  const v = app.limits[name].hit(key);
  if (!v.ok) throw rateLimited(v, body);
}

function ipOf(app: App, r: RouteRequest): string {
  return clientIp(r.req, app.config.trustProxy);
}

const emailExists = () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
const weakPassword = () =>
  new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
    weak_password: { reasons: ['length'] },
  });
const invalidEmail = () => new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');

type Json = Record<string, unknown>;

function reply(r: RouteRequest, status: number, value: unknown): void {
  sendJson(r.req, r.res, status, value, API_VERSION_HEADER);
}

function parseBody(r: RouteRequest): Json {
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

function optString(body: Json, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw new AuthError(400, 'validation_failed', `${key} must be a string`);
  return v;
}

function optObject(body: Json, key: string): Json | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw new AuthError(400, 'validation_failed', `${key} must be an object`);
  return v as Json;
}

function checkPassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw weakPassword();
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// ---- who is calling -------------------------------------------------------------------------

function verifiedClaims(app: App, r: RouteRequest): JwtClaims {
  const token = bearerToken(r.headers);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return verifyJwt(token, app.config.jwtSecret);
  } catch (e) {
    if (e instanceof JwtError) {
      const why = e.kind === 'expired' ? 'token has invalid claims: token is expired' : e.message;
      throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
    }
    throw e;
  }
}

/** The signed-in user of a user-scoped call (GET/PUT /user, /logout). */
async function requireUser(app: App, r: RouteRequest, tx: Tx): Promise<{ user: UserRow; claims: JwtClaims }> {
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
function requireAdmin(app: App, r: RouteRequest): void {
  const claims = verifiedClaims(app, r);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw new AuthError(403, 'not_admin', 'User not allowed');
}

// ---- redirects --------------------------------------------------------------------------------

/** Only the site URL's origin and loopback hosts may receive tokens in a redirect (an open
 *  redirect would hand the session to any site); anything else falls back to the site URL. */
function safeRedirect(app: App, raw: string | null | undefined): string {
  if (!raw) return app.config.siteUrl;
  try {
    const u = new URL(raw);
    const site = new URL(app.config.siteUrl);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
    if ((u.protocol === 'http:' || u.protocol === 'https:') && (loopback || u.origin === site.origin)) return raw;
  } catch {
    // fall through to the site URL
  }
  return app.config.siteUrl;
}

function withFragment(target: string, params: Record<string, string>): string {
  const u = new URL(target);
  const sorted = Object.keys(params)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(params[k]).replace(/%20/g, '+')}`)
    .join('&');
  u.hash = '';
  return `${u.toString()}#${sorted}`;
}

// ---- endpoints --------------------------------------------------------------------------------

async function signInWithPassword(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const email = optString(body, 'email');
  const password = optString(body, 'password');
  if (!email || !password) {
    if (optString(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw new AuthError(400, 'validation_failed', 'missing email or phone');
  }
  // Failed sign-ins per address: at the limit every sign-in for it is refused (the right password
  // too) until the window has passed; unknown addresses are counted the same way.
  const key = email.trim().toLowerCase();
  const failures = app.limits.RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL;
  const locked = failures.check(key);
  if (!locked.ok) throw rateLimited(locked, OVER_REQUEST_RATE_LIMIT);
  let session;
  try {
    session = await app.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      // An unknown address costs the same bcrypt work as a known one (no timing oracle).
      const ok = user ? await passwordMatches(tx, user.id, password) : await dummyPasswordCheck(tx, password);
      if (!user || !ok || isBanned(user)) throw invalidCredentials();
      return createSession(tx, app.config, user, 'password');
    });
  } catch (e) {
    if (e instanceof AuthError && e.code === 'invalid_credentials') failures.record(key);
    throw e;
  }
  failures.reset(key);
  reply(r, 200, session);
}

async function refresh(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const token = optString(body, 'refresh_token');
  if (!token) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const out = await app.db.transaction((tx) => refreshSession(tx, app.config, token, (id) => findUserById(tx, id), isBanned));
  if (out.ok) {
    reply(r, 200, out.session);
    return;
  }
  const messages: Record<typeof out.code, [number, string]> = {
    refresh_token_not_found: [400, 'Invalid Refresh Token: Refresh Token Not Found'],
    refresh_token_already_used: [400, 'Invalid Refresh Token: Already Used'],
    session_not_found: [400, 'Invalid Refresh Token: Session Expired'],
    user_banned: [400, 'Invalid Refresh Token: User Banned'],
  };
  const [status, message] = messages[out.code];
  throw new AuthError(status, out.code, message);
}

async function signUp(app: App, r: RouteRequest): Promise<void> {
  if (!app.config.signupEnabled) {
    // GoTrue DISABLE_SIGNUP: accounts are made by the create-user function (an admin), not here.
    const body = { code: 422, error_code: 'signup_disabled', msg: 'Signups not allowed for this instance' };
    throw new AuthError(422, body.error_code, body.msg, {}, body);
  }
  const body = parseBody(r);
  const email = optString(body, 'email')?.trim();
  const password = optString(body, 'password');
  const data = optObject(body, 'data') ?? {};
  if (!email) {
    if (optString(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
  }
  if (!EMAIL_RE.test(email)) throw invalidEmail();
  if (!password) throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
  checkPassword(password);
  // Auto-confirm, as the Supabase CLI's default local config (enable_confirmations = false).
  const session = await app.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw new AuthError(422, 'user_already_exists', 'User already registered');
    const user = await insertUser(tx, { email, password, emailConfirmed: true, userMetadata: data });
    return createSession(tx, app.config, user, 'password');
  });
  reply(r, 200, session);
}

async function logout(app: App, r: RouteRequest): Promise<void> {
  const scopeParam = r.url.searchParams.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scopeParam)) throw new AuthError(400, 'validation_failed', 'Unsupported logout scope');
  await app.db.transaction(async (tx) => {
    const claims = verifiedClaims(app, r);
    if (typeof claims.sub !== 'string') throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
    await endSessions(tx, claims.sub, sessionId, scopeParam as 'global' | 'local' | 'others');
  });
  send(r.req, r.res, 204, '', API_VERSION_HEADER);
}

async function getUser(app: App, r: RouteRequest): Promise<void> {
  const user = await app.db.transaction(async (tx) => userJson(tx, (await requireUser(app, r, tx)).user));
  reply(r, 200, user);
}

async function updateUser(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const password = optString(body, 'password');
  const email = optString(body, 'email')?.trim();
  const data = optObject(body, 'data');
  if (optString(body, 'phone')) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (password !== undefined) checkPassword(password);
  if (email !== undefined && !EMAIL_RE.test(email)) throw invalidEmail();
  const out = await app.db.transaction(async (tx) => {
    const { user } = await requireUser(app, r, tx);
    if (password !== undefined) {
      if (await passwordMatches(tx, user.id, password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      await setPassword(tx, user.id, password);
    }
    if (email !== undefined && email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
      const other = await findUserByEmail(tx, email);
      if (other && other.id !== user.id) throw emailExists();
      // A profile made ahead by an admin (no auth account yet) holds the address too.
      if (await emailHeldByOtherProfile(tx, email, user.id)) throw emailExists();
      // Local decision: the change applies at once (no confirmation mail round-trip).
      await tx.query(`update auth.users set email = lower($2), email_confirmed_at = now(), updated_at = now() where id = $1`, [user.id, email]);
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', lower($2::text)), updated_at = now()
          where user_id = $1 and provider = 'email'`,
        [user.id, email],
      );
    }
    if (data !== undefined) {
      await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
        user.id,
        JSON.stringify(mergeMetadata(user.raw_user_meta_data, data)),
      ]);
    }
    const fresh = await findUserById(tx, user.id);
    return userJson(tx, fresh ?? user);
  });
  reply(r, 200, out);
}

async function recover(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const email = optString(body, 'email')?.trim();
  if (!email) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
  if (!EMAIL_RE.test(email)) throw invalidEmail();
  // Mails per client and per address (unknown addresses count too: no account oracle).
  limit(app, 'RATE_LIMIT_EMAIL_SENT_PER_IP', ipOf(app, r), OVER_EMAIL_SEND_RATE_LIMIT);
  limit(app, 'RATE_LIMIT_EMAIL_PER_ADDRESS', email.toLowerCase(), OVER_EMAIL_SEND_RATE_LIMIT);
  const redirectTo = safeRedirect(app, r.url.searchParams.get('redirect_to'));
  const mail = await app.db.transaction(async (tx): Promise<MailInput | undefined> => {
    const user = await findUserByEmail(tx, email);
    // Unknown addresses get the same {} reply: the endpoint must not reveal who has an account.
    if (!user || isBanned(user)) return undefined;
    const token = randomBytes(24).toString('hex');
    await tx.query(`update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`, [user.id, hashToken(token)]);
    const link = `${app.config.url}/auth/v1/verify?${new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo })}`;
    return {
      to: user.email ?? email,
      subject: 'Şifre sıfırlama',
      text:
        `Merhaba,\n\nAkademi hesabınızın şifresini sıfırlamak için aşağıdaki bağlantıyı açın:\n\n${link}\n\n` +
        `Bağlantı 1 saat geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.`,
      html:
        `<p>Merhaba,</p><p>Akademi hesabınızın şifresini sıfırlamak için <a href="${link.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">bu bağlantıyı</a> açın.</p>` +
        `<p>Bağlantı 1 saat geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.</p>`,
    };
  });
  if (mail) await deliverMail(app, mail);
  reply(r, 200, {});
}

/** Consumes a recovery token (the link's `token` = verifyOtp's `token_hash`); undefined if invalid or expired. */
async function consumeRecovery(tx: Tx, token: string, email?: string): Promise<UserRow | undefined> {
  const r = await tx.query<UserRow>(
    `update auth.users set recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2) and deleted_at is null
        and ($3::text is null or lower(email) = lower($3))
      returning ${USER_COLUMNS}`,
    [hashToken(token), RECOVERY_TOKEN_TTL_SECONDS, email ?? null],
  );
  const user = r.rows[0];
  return user && !isBanned(user) ? user : undefined;
}

async function verifyGet(app: App, r: RouteRequest): Promise<void> {
  const q = r.url.searchParams;
  const redirectTo = safeRedirect(app, q.get('redirect_to'));
  const token = q.get('token') ?? '';
  const type = q.get('type') ?? '';
  const fail = (code: string, description: string) => {
    send(r.req, r.res, 303, '', {
      ...API_VERSION_HEADER,
      location: withFragment(redirectTo, { error: 'access_denied', error_code: code, error_description: description, sb: '' }),
    });
  };
  if (type !== 'recovery') {
    fail('otp_disabled', 'Only recovery links are supported by the local server');
    return;
  }
  const session = await app.db.transaction(async (tx) => {
    const user = token ? await consumeRecovery(tx, token) : undefined;
    return user ? createSession(tx, app.config, user, 'recovery') : undefined;
  });
  if (!session) {
    fail('otp_expired', 'Email link is invalid or has expired');
    return;
  }
  send(r.req, r.res, 303, '', {
    ...API_VERSION_HEADER,
    location: withFragment(redirectTo, {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type: 'recovery',
    }),
  });
}

async function verifyPost(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const type = optString(body, 'type');
  const tokenHash = optString(body, 'token_hash');
  const token = optString(body, 'token');
  const email = optString(body, 'email');
  if (type !== 'recovery') throw new AuthError(400, 'validation_failed', 'Only type recovery is supported by the local server');
  const secret = tokenHash ?? token;
  if (!secret) throw new AuthError(400, 'validation_failed', 'Verify requires a token or a token hash');
  const session = await app.db.transaction(async (tx) => {
    const user = await consumeRecovery(tx, secret, tokenHash ? undefined : email);
    if (!user) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
    return createSession(tx, app.config, user, 'recovery');
  });
  reply(r, 200, session);
}

function settings(signupEnabled: boolean): Json {
  return {
    external: { anonymous_users: false, email: true, phone: false, google: false, github: false, apple: false },
    disable_signup: !signupEnabled,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

// ---- admin ------------------------------------------------------------------------------------

/** Go duration ("24h", "1h30m", "876000h") → milliseconds; "none" → 0. */
function parseBanDuration(raw: string): number {
  if (raw === 'none') return 0;
  const re = /(\d+(?:\.\d+)?)(ms|h|m|s)/g;
  let total = 0;
  let consumed = 0;
  for (const m of raw.matchAll(re)) {
    const n = Number(m[1]);
    total += n * ({ h: 3_600_000, m: 60_000, s: 1000, ms: 1 } as const)[m[2] as 'h' | 'm' | 's' | 'ms'];
    consumed += m[0].length;
  }
  if (consumed !== raw.length || consumed === 0) throw new AuthError(400, 'validation_failed', 'invalid format for ban duration');
  return total;
}

async function adminCreateUser(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const email = optString(body, 'email')?.trim();
  const password = optString(body, 'password');
  const passwordHash = optString(body, 'password_hash');
  const id = optString(body, 'id');
  const role = optString(body, 'role');
  const ban = optString(body, 'ban_duration');
  if (!email) {
    if (optString(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  if (!EMAIL_RE.test(email)) throw invalidEmail();
  if (password !== undefined) checkPassword(password);
  if (passwordHash !== undefined && !/^\$2[abxy]?\$\d\d\$/.test(passwordHash)) {
    throw new AuthError(400, 'validation_failed', 'Invalid password hash format (bcrypt expected)');
  }
  if (id !== undefined && !UUID_RE.test(id)) throw new AuthError(400, 'validation_failed', 'id must be a UUID');
  const banMs = ban ? parseBanDuration(ban) : 0;
  const user = await app.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    if (id && (await findUserById(tx, id))) throw new AuthError(422, 'user_already_exists', 'User already registered');
    const u = await insertUser(tx, {
      id,
      email,
      password,
      passwordHash,
      emailConfirmed: body.email_confirm === true,
      userMetadata: optObject(body, 'user_metadata') ?? optObject(body, 'data') ?? {},
      appMetadata: optObject(body, 'app_metadata'),
      role,
      bannedUntil: banMs ? new Date(Date.now() + banMs) : null,
    });
    return userJson(tx, u);
  });
  reply(r, 200, user);
}

async function adminListUsers(app: App, r: RouteRequest): Promise<void> {
  const q = r.url.searchParams;
  const page = Math.max(1, parseInt(q.get('page') || '1', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, parseInt(q.get('per_page') || '50', 10) || 50));
  const filter = q.get('filter') ?? '';
  const { users, total } = await app.db.transaction(async (tx) => {
    const where = `deleted_at is null and ($1 = '' or email ilike '%' || $1 || '%')`;
    const count = await tx.query<{ n: number }>(`select count(*)::int as n from auth.users where ${where}`, [filter]);
    const rows = await tx.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users where ${where} order by created_at desc, id limit $2 offset $3`,
      [filter, perPage, (page - 1) * perPage],
    );
    const out: Json[] = [];
    for (const u of rows.rows) out.push(await userJson(tx, u));
    return { users: out, total: Number(count.rows[0].n) };
  });
  const last = Math.max(1, Math.ceil(total / perPage));
  // supabase-js reads only the first character after "page=", so page comes first (wire doc §2.1).
  const links: string[] = [];
  if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
  sendJson(r.req, r.res, 200, { users, aud: 'authenticated' }, { ...API_VERSION_HEADER, 'x-total-count': String(total), link: links.join(', ') });
}

async function adminUserById(app: App, r: RouteRequest, id: string): Promise<void> {
  const method = r.req.method ?? 'GET';
  const notFound = () => new AuthError(404, 'user_not_found', 'User not found');
  if (!UUID_RE.test(id)) throw notFound();
  if (method === 'GET') {
    const u = await app.db.transaction(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user) throw notFound();
      return userJson(tx, user);
    });
    reply(r, 200, u);
    return;
  }
  if (method === 'DELETE') {
    const body = parseBody(r);
    await app.db.transaction(async (tx) => {
      if (!(await findUserById(tx, id))) throw notFound();
      if (body.should_soft_delete === true) {
        await tx.query(
          `update auth.users set deleted_at = now(), email = null, encrypted_password = null, raw_user_meta_data = '{}'::jsonb,
                  updated_at = now() where id = $1`,
          [id],
        );
        await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
        await tx.query(`delete from auth.identities where user_id = $1`, [id]);
      } else {
        await tx.query(`delete from auth.users where id = $1`, [id]);
      }
    });
    reply(r, 200, {});
    return;
  }
  if (method === 'PUT') {
    const body = parseBody(r);
    const email = optString(body, 'email')?.trim();
    const password = optString(body, 'password');
    const role = optString(body, 'role');
    const ban = optString(body, 'ban_duration');
    const userMeta = optObject(body, 'user_metadata') ?? optObject(body, 'data');
    const appMeta = optObject(body, 'app_metadata');
    if (email !== undefined && !EMAIL_RE.test(email)) throw invalidEmail();
    if (password !== undefined) checkPassword(password);
    const banMs = ban !== undefined ? parseBanDuration(ban) : undefined;
    const out = await app.db.transaction(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user) throw notFound();
      if (email !== undefined && email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
        const other = await findUserByEmail(tx, email);
        if (other && other.id !== id) throw emailExists();
        if (await emailHeldByOtherProfile(tx, email, id)) throw emailExists();
        await tx.query(`update auth.users set email = lower($2), updated_at = now() where id = $1`, [id, email]);
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', lower($2::text)), updated_at = now()
            where user_id = $1 and provider = 'email'`,
          [id, email],
        );
      }
      if (password !== undefined) await setPassword(tx, id, password);
      if (body.email_confirm === true) await tx.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`, [id]);
      if (role !== undefined) await tx.query(`update auth.users set role = $2, updated_at = now() where id = $1`, [id, role]);
      if (userMeta !== undefined) {
        await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
          id,
          JSON.stringify(mergeMetadata(user.raw_user_meta_data, userMeta)),
        ]);
      }
      if (appMeta !== undefined) {
        await tx.query(`update auth.users set raw_app_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
          id,
          JSON.stringify(mergeMetadata(user.raw_app_meta_data, appMeta)),
        ]);
      }
      if (banMs !== undefined) {
        await tx.query(`update auth.users set banned_until = $2::timestamptz, updated_at = now() where id = $1`, [
          id,
          banMs ? new Date(Date.now() + banMs).toISOString() : null,
        ]);
        if (banMs) await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
      }
      const fresh = await findUserById(tx, id);
      return userJson(tx, fresh ?? user);
    });
    reply(r, 200, out);
    return;
  }
  throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
}

// ---- router -----------------------------------------------------------------------------------

async function route(app: App, r: RouteRequest): Promise<void> {
  const method = r.req.method ?? 'GET';
  const path = r.subpath.replace(/\/+$/, '');
  const is = (m: string, p: string) => method === m && path === p;
  if (is('GET', 'settings')) return reply(r, 200, settings(app.config.signupEnabled));
  if (is('GET', 'health')) return reply(r, 200, { version: 'local', name: 'GoTrue', description: 'supabase/local GoTrue emulation' });
  // Per-client limits first, as GoTrue's middleware does (docs/security.md names them).
  if (method === 'POST' && (path === 'otp' || path === 'magiclink')) limit(app, 'RATE_LIMIT_OTP_PER_IP', ipOf(app, r));
  if (path === 'verify' && (method === 'GET' || method === 'POST')) limit(app, 'RATE_LIMIT_VERIFY_PER_IP', ipOf(app, r));
  if (is('POST', 'signup')) limit(app, 'RATE_LIMIT_SIGNUP_PER_IP', ipOf(app, r));
  if (is('POST', 'token')) {
    const grant = r.url.searchParams.get('grant_type');
    if (grant === 'password') {
      limit(app, 'RATE_LIMIT_SIGNIN_PER_IP', ipOf(app, r));
      return signInWithPassword(app, r);
    }
    if (grant === 'refresh_token') return refresh(app, r);
    throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
  }
  if (is('POST', 'signup')) return signUp(app, r);
  if (is('POST', 'logout')) return logout(app, r);
  if (is('GET', 'user')) return getUser(app, r);
  if (is('PUT', 'user')) return updateUser(app, r);
  if (is('POST', 'recover')) return recover(app, r);
  if (is('GET', 'verify')) return verifyGet(app, r);
  if (is('POST', 'verify')) return verifyPost(app, r);
  if (path === 'admin/users' || path.startsWith('admin/users/')) {
    requireAdmin(app, r);
    if (path === 'admin/users') {
      if (method === 'POST') return adminCreateUser(app, r);
      if (method === 'GET') return adminListUsers(app, r);
      throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
    }
    const rest = path.slice('admin/users/'.length);
    if (rest.includes('/')) throw new AuthError(404, 'not_found', 'Not found');
    return adminUserById(app, r, rest);
  }
  throw new AuthError(404, 'not_found', 'Not found');
}

export async function handleAuth(app: App, r: RouteRequest): Promise<void> {
  try {
    await route(app, r);
  } catch (e) {
    if (e instanceof AuthError) {
      sendJson(r.req, r.res, e.status, e.rawBody ?? { code: e.code, message: e.message, ...e.extra }, { ...API_VERSION_HEADER, ...e.headers });
      return;
    }
    app.log(`auth ${r.req.method} /${r.subpath} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    // GoTrue's own wording for database failures; no SQL or stack leaves the server.
    reply(r, 500, { code: 'unexpected_failure', message: 'Database error processing the request' });
  }
}
