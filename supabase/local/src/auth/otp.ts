// E-mail OTP and magic links: POST /otp (signInWithOtp), POST /resend, GET/POST /verify for every
// e-mail type, and the admin side: POST /invite (inviteUserByEmail), POST /admin/generate_link.
// Tokens: email-tokens.ts. Differences from GoTrue (no account oracle): docs/decisions.md.
import type { App, RouteRequest } from '../app.ts';
import type { Tx } from '../db.ts';
import { send } from '../http.ts';
import { deliverMail, type MailInput } from '../mailbox.ts';
import { OVER_REQUEST_RATE_LIMIT } from '../ratelimit.ts';
import {
  API_VERSION_HEADER,
  AuthError,
  checkPassword,
  emailExists,
  invalidEmail,
  limitMail,
  optObject,
  optString,
  parseBody,
  rateLimited,
  reply,
  requireEmail,
  safeRedirect,
  sessionClient,
  withFragment,
} from './common.ts';
import { EMAIL_VERIFY_TYPES, actionLink, issueEmailToken, tokenMail, verifyEmailToken, type EmailVerifyType } from './email-tokens.ts';
import { createSession } from './sessions.ts';
import { EMAIL_RE, findUserByEmail, insertUser, isBanned, userJson } from './users.ts';

function redirectOf(app: App, r: RouteRequest, body: Record<string, unknown>): string {
  return safeRedirect(app, r.url.searchParams.get('redirect_to') ?? optString(body, 'redirect_to') ?? optString(body, 'redirectTo'));
}

/** POST /otp and POST /magiclink: a magic link + code to the address. Unknown addresses get an
 *  account only when sign-up is on and create_user is not false; the answer is {} either way. */
export async function otp(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const phone = optString(body, 'phone');
  if (phone && optString(body, 'email')) throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided');
  if (phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (optString(body, 'email') && optString(body, 'channel')) throw new AuthError(400, 'validation_failed', 'Channel should only be specified with Phone OTP');
  const email = requireEmail(body, 'One of email or phone must be set');
  const data = optObject(body, 'data') ?? {};
  const createUser = body.create_user !== false;
  limitMail(app, r, email);
  const redirectTo = redirectOf(app, r, body);
  const mail = await app.db.transaction(async (tx): Promise<MailInput | undefined> => {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      if (!createUser || !app.config.signupEnabled) return undefined;
      // Unconfirmed until the code or link is used (the address is proven then).
      user = await insertUser(tx, { email, emailConfirmed: false, userMetadata: data });
    }
    if (isBanned(user)) return undefined;
    const t = await issueEmailToken(tx, user.id, 'recovery', user.email ?? email);
    return tokenMail(app, user.email ?? email, 'magiclink', t, redirectTo);
  });
  if (mail) await deliverMail(app, mail);
  reply(r, 200, {});
}

/** POST /resend: the sign-up confirmation or the pending e-mail change again. */
export async function resend(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const type = optString(body, 'type');
  if (!type || !['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw new AuthError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (type === 'sms' || type === 'phone_change') {
    if (!optString(body, 'phone')) throw new AuthError(400, 'validation_failed', 'Type provided requires a phone number');
    throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  }
  if (optString(body, 'phone')) throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided.');
  const email = requireEmail(body, 'Type provided requires an email address');
  limitMail(app, r, email);
  const redirectTo = redirectOf(app, r, body);
  const mail = await app.db.transaction(async (tx): Promise<MailInput | undefined> => {
    if (type === 'signup') {
      const user = await findUserByEmail(tx, email);
      if (!user || user.email_confirmed_at || isBanned(user)) return undefined;
      return tokenMail(app, user.email ?? email, 'signup', await issueEmailToken(tx, user.id, 'confirmation', user.email ?? email), redirectTo);
    }
    // email_change: `email` is the new address of a pending change.
    const r2 = await tx.query<{ id: string; email_change: string }>(
      `select id, email_change from auth.users where lower(email_change) = lower($1) and deleted_at is null limit 1`,
      [email],
    );
    const pending = r2.rows[0];
    if (!pending) return undefined;
    return tokenMail(app, pending.email_change, 'email_change', await issueEmailToken(tx, pending.id, 'email_change', pending.email_change), redirectTo);
  });
  if (mail) await deliverMail(app, mail);
  reply(r, 200, {});
}

function verifyType(raw: string | undefined | null): EmailVerifyType | 'phone' {
  if (!raw) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  if (raw === 'sms' || raw === 'phone_change') return 'phone';
  if (!(EMAIL_VERIFY_TYPES as readonly string[]).includes(raw)) throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
  return raw as EmailVerifyType;
}

/** POST /verify (verifyOtp): {type, token_hash} or {type, email, token}. */
export async function verifyPost(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const type = verifyType(optString(body, 'type'));
  const tokenHash = optString(body, 'token_hash');
  const token = optString(body, 'token');
  const email = optString(body, 'email')?.trim();
  const phone = optString(body, 'phone');
  if (!tokenHash && !token) throw new AuthError(400, 'validation_failed', 'Verify requires a token or a token hash');
  if (tokenHash && token) throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
  if (tokenHash && (email || phone)) throw new AuthError(400, 'validation_failed', 'Only the token_hash and type should be provided');
  if (email && phone) throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided on verify');
  // GoTrue validatePhone: E.164 digits (a leading + and spaces dropped) before anything is looked up.
  if (phone && !/^[1-9][0-9]{1,14}$/.test(phone.replace(/^\+/, '').replaceAll(' ', ''))) {
    throw new AuthError(400, 'validation_failed', 'Invalid phone number format (E.164 required)');
  }
  if (type === 'phone' || phone) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  if (token && (!email || !EMAIL_RE.test(email))) throw new AuthError(422, 'validation_failed', 'Invalid email format');
  // Guessing a 6-digit code: besides the per-client limit, each address allows only a few
  // wrong codes per window (then even the right one waits), so spreading over clients fails too.
  const key = (email ?? '').toLowerCase();
  const failures = app.limits.RATE_LIMIT_OTP_FAILURES_PER_EMAIL;
  if (token) {
    const locked = failures.check(key);
    if (!locked.ok) throw rateLimited(locked, OVER_REQUEST_RATE_LIMIT);
  }
  try {
    const session = await app.db.transaction(async (tx) => {
      const { user } = await verifyEmailToken(tx, app.config.otpExpirySeconds, type, tokenHash ? { tokenHash } : { email: email ?? '', otp: token ?? '' });
      return createSession(tx, app.config, user, type === 'recovery' ? 'recovery' : 'otp', sessionClient(app, r));
    });
    if (token) failures.reset(key);
    reply(r, 200, session);
  } catch (e) {
    if (token && e instanceof AuthError && e.code === 'otp_expired') failures.record(key);
    throw e;
  }
}

/** GET /verify: the link in a mail; 303 to redirect_to with the session (or the error) in the fragment. */
export async function verifyGet(app: App, r: RouteRequest): Promise<void> {
  const q = r.url.searchParams;
  const redirectTo = safeRedirect(app, q.get('redirect_to'));
  const token = q.get('token') ?? '';
  const raw = q.get('type') ?? '';
  const go = (params: Record<string, string>) => send(r.req, r.res, 303, '', { ...API_VERSION_HEADER, location: withFragment(redirectTo, { ...params, sb: '' }) });
  const fail = (code: string, description: string) => go({ error: 'access_denied', error_code: code, error_description: description });
  if (!['signup', 'invite', 'recovery', 'magiclink', 'email_change'].includes(raw)) return fail('validation_failed', 'Unsupported verification type');
  const type = raw as EmailVerifyType;
  let session;
  try {
    session = await app.db.transaction(async (tx) => {
      if (!token) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
      const { user } = await verifyEmailToken(tx, app.config.otpExpirySeconds, type, { tokenHash: token });
      return createSession(tx, app.config, user, type === 'recovery' ? 'recovery' : 'otp', sessionClient(app, r));
    });
  } catch (e) {
    if (e instanceof AuthError) return fail(e.code, e.message);
    throw e;
  }
  go({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  });
}

// ---- admin (the router checks the service role first) -------------------------------------------

/** POST /invite (admin.inviteUserByEmail): an unconfirmed user and an invite mail. */
export async function invite(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const email = requireEmail(body, 'Unable to validate email address: invalid format');
  const data = optObject(body, 'data') ?? {};
  const redirectTo = redirectOf(app, r, body);
  const { user, mail } = await app.db.transaction(async (tx) => {
    let u = await findUserByEmail(tx, email);
    if (u?.email_confirmed_at) throw emailExists();
    u ??= await insertUser(tx, { email, emailConfirmed: false, userMetadata: data });
    const t = await issueEmailToken(tx, u.id, 'confirmation', u.email ?? email);
    await markInvited(tx, u.id);
    const fresh = (await findUserByEmail(tx, email)) ?? u;
    return { user: await userJson(tx, fresh), mail: tokenMail(app, u.email ?? email, 'invite', t, redirectTo) };
  });
  await deliverMail(app, mail);
  reply(r, 200, user);
}

/** GoTrue sendInvite: the user's invited_at is the time of the latest invitation. */
async function markInvited(tx: Tx, userId: string): Promise<void> {
  await tx.query(`update auth.users set invited_at = now() where id = $1`, [userId]);
}

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;

/** POST /admin/generate_link: the link and code a mail would carry, without sending it. */
export async function generateLink(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const email = requireEmail(body, 'Unable to validate email address: invalid format');
  let type = optString(body, 'type') ?? '';
  if (!(LINK_TYPES as readonly string[]).includes(type)) throw new AuthError(400, 'validation_failed', `Invalid email action link type requested: ${type}`);
  if (type === 'email_change_current' && !app.config.doubleConfirmChanges) {
    throw new AuthError(400, 'validation_failed', 'Enable secure email change to generate link for current email');
  }
  const password = optString(body, 'password');
  const data = optObject(body, 'data') ?? {};
  const newEmail = optString(body, 'new_email')?.trim();
  const redirectTo = redirectOf(app, r, body);
  const out = await app.db.transaction(async (tx) => {
    let u = await findUserByEmail(tx, email);
    if (!u) {
      if (type === 'recovery' || type === 'email_change_new' || type === 'email_change_current') throw new AuthError(404, 'user_not_found', 'User with this email not found');
      // GoTrue: a magic link for an unknown address signs it up (with a random password).
      const fromMagicLink = type === 'magiclink';
      if (fromMagicLink) type = 'signup';
      if (type === 'signup' && !fromMagicLink) {
        if (!password) throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
        checkPassword(app.config.passwordPolicy, password);
      }
      u = await insertUser(tx, { email, password: type === 'signup' && !fromMagicLink ? password : undefined, emailConfirmed: false, userMetadata: data });
    } else if ((type === 'signup' || type === 'invite') && u.email_confirmed_at) {
      throw emailExists();
    }
    let t;
    let linkType: string;
    if (type === 'email_change_new' || type === 'email_change_current') {
      if (!newEmail || !EMAIL_RE.test(newEmail)) throw invalidEmail();
      const other = await findUserByEmail(tx, newEmail);
      if (other && other.id !== u.id) throw emailExists();
      // GoTrue: the current address's code is hashed with that address, the new one's with the new.
      t = type === 'email_change_new' ? await issueEmailToken(tx, u.id, 'email_change', newEmail) : await issueEmailToken(tx, u.id, 'email_change_current', u.email ?? email, newEmail);
      linkType = 'email_change';
    } else {
      t = await issueEmailToken(tx, u.id, type === 'signup' || type === 'invite' ? 'confirmation' : 'recovery', u.email ?? email);
      if (type === 'invite') await markInvited(tx, u.id);
      linkType = type;
    }
    const fresh = (await findUserByEmail(tx, email)) ?? u;
    return {
      ...(await userJson(tx, fresh)),
      action_link: actionLink(app, t.tokenHash, linkType, redirectTo),
      email_otp: t.otp,
      hashed_token: t.tokenHash,
      verification_type: type,
      redirect_to: redirectTo,
    };
  });
  reply(r, 200, out);
}
