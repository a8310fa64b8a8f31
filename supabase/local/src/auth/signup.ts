// POST /signup, POST /recover and GET/POST /verify (the recovery link).
import { randomBytes } from 'node:crypto';
import type { App, RouteRequest } from '../app.ts';
import type { Tx } from '../db.ts';
import { RECOVERY_TOKEN_TTL_SECONDS } from '../config.ts';
import { send } from '../http.ts';
import { deliverMail, type MailInput } from '../mailbox.ts';
import { OVER_EMAIL_SEND_RATE_LIMIT } from '../ratelimit.ts';
import {
  API_VERSION_HEADER,
  AuthError,
  checkPassword,
  hashToken,
  invalidEmail,
  ipOf,
  limit,
  optObject,
  optString,
  parseBody,
  reply,
  safeRedirect,
  withFragment,
} from './common.ts';
import { createSession } from './sessions.ts';
import { EMAIL_RE, USER_COLUMNS, findUserByEmail, insertUser, isBanned, type UserRow } from './users.ts';

export async function signUp(app: App, r: RouteRequest): Promise<void> {
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

export async function recover(app: App, r: RouteRequest): Promise<void> {
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
export async function consumeRecovery(tx: Tx, token: string, email?: string): Promise<UserRow | undefined> {
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

export async function verifyGet(app: App, r: RouteRequest): Promise<void> {
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

export async function verifyPost(app: App, r: RouteRequest): Promise<void> {
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
