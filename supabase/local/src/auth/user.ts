// GET /user and PUT /user (the signed-in user's own account).
import type { App, RouteRequest } from '../app.ts';
import type { Tx } from '../db.ts';
import type { JwtClaims } from '../jwt.ts';
import { deliverMail } from '../mailbox.ts';
import {
  AuthError,
  changingEmail,
  checkEmail,
  checkPassword,
  emailExists,
  limitMail,
  optObject,
  optString,
  parseBody,
  reply,
  requireUser,
} from './common.ts';
import { newOtp, reauthenticationMail, storedTokenOf, tokenHashOf, tokenMatches } from './email-tokens.ts';
import { UUID_RE, findUserByEmail, findUserById, mergeMetadata, passwordMatches, setPassword, userJson, type UserRow } from './users.ts';

export async function getUser(app: App, r: RouteRequest): Promise<void> {
  const user = await app.db.transaction(async (tx) => userJson(tx, (await requireUser(app, r, tx)).user));
  reply(r, 200, user);
}

export async function updateUser(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const password = optString(body, 'password');
  const email = optString(body, 'email')?.trim();
  const nonce = optString(body, 'nonce') ?? '';
  const data = optObject(body, 'data');
  if (optString(body, 'phone')) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (password !== undefined) checkPassword(app.config.passwordPolicy, password);
  if (email !== undefined) checkEmail(email);
  const out = await app.db.transaction(async (tx) => {
    const { user, claims } = await requireUser(app, r, tx);
    if (password !== undefined && app.config.securePasswordChange && !(await recentSession(tx, claims))) {
      if (nonce === '') throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
      await verifyReauthentication(tx, app.config.otpExpirySeconds, user, nonce);
    }
    if (password !== undefined) {
      if (await passwordMatches(tx, user.id, password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      await setPassword(tx, user.id, password);
    }
    if (email !== undefined && email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
      const other = await findUserByEmail(tx, email);
      if (other && other.id !== user.id) throw emailExists();
      // Local decision: the change applies at once (no confirmation mail round-trip). A database
      // row that holds the address too (a unique index a trigger meets) refuses it as email_exists.
      await changingEmail(() =>
        tx.query(`update auth.users set email = lower($2), email_confirmed_at = now(), updated_at = now() where id = $1`, [user.id, email]),
      );
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

// ---- reauthentication (GoTrue internal/api/reauthenticate.go) -----------------------------------

const INVALID_NONCE = 'Nonce has expired or is invalid';

/** GoTrue asks for no nonce while the session is under 24 hours old. */
async function recentSession(tx: Tx, claims: JwtClaims): Promise<boolean> {
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (!UUID_RE.test(sessionId)) return false;
  const s = await tx.query<{ recent: boolean }>(`select created_at > now() - interval '24 hours' as recent from auth.sessions where id = $1`, [sessionId]);
  return s.rows[0]?.recent === true;
}

/** The nonce GET /reauthenticate mailed: single use, valid for [auth.email] otp_expiry. */
async function verifyReauthentication(tx: Tx, ttlSeconds: number, user: UserRow, nonce: string): Promise<void> {
  const r = await tx.query<{ token: string | null; fresh: boolean }>(
    `select reauthentication_token as token, coalesce(reauthentication_sent_at > now() - make_interval(secs => $2), false) as fresh
       from auth.users where id = $1 for update`,
    [user.id, ttlSeconds],
  );
  const row = r.rows[0];
  if (!row?.token || !user.email) throw new AuthError(422, 'reauthentication_not_valid', INVALID_NONCE);
  if (!row.fresh || !tokenMatches(row.token, tokenHashOf(user.email, nonce))) throw new AuthError(422, 'reauthentication_not_valid', INVALID_NONCE);
  await tx.query(`update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1`, [user.id]);
}

/** GET /reauthenticate: a nonce to the user's confirmed address (phone sign-in is not offered). */
export async function reauthenticate(app: App, r: RouteRequest): Promise<void> {
  const mail = await app.db.transaction(async (tx) => {
    const { user } = await requireUser(app, r, tx);
    if (!user.email && !user.phone) throw new AuthError(400, 'validation_failed', 'Reauthentication requires the user to have an email or a phone number');
    if (!user.email) throw new AuthError(422, 'phone_not_confirmed', 'Please verify your phone first.');
    if (!user.email_confirmed_at) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    limitMail(app, r, user.email);
    const t = newOtp(user.email);
    await tx.query(`update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1`, [user.id, storedTokenOf(t.tokenHash)]);
    return reauthenticationMail(app, user.email, t.otp);
  });
  await deliverMail(app, mail);
  reply(r, 200, {});
}
