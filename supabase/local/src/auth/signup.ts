// POST /signup (and anonymous sign-in) and POST /recover. The recovery link is verified by otp.ts.
import type { App, RouteRequest } from '../app.ts';
import { deliverMail, type MailInput } from '../mailbox.ts';
import { must } from '../must.ts';
import {
  AuthError,
  checkEmail,
  checkPassword,
  limitMail,
  optObject,
  optString,
  parseBody,
  reply,
  requireEmail,
  safeRedirect,
  sessionClient,
} from './common.ts';
import { issueEmailToken, tokenMail } from './email-tokens.ts';
import { createSession } from './sessions.ts';
import { USER_COLUMNS, findUserByEmail, insertUser, isBanned, type UserRow } from './users.ts';

/** POST /signup without e-mail or phone (signInAnonymously): behind ENABLE_ANONYMOUS_SIGN_INS
 *  and sign-up, as GoTrue (anonymous_provider_disabled first, then signup_disabled). */
async function signUpAnonymously(app: App, r: RouteRequest, data: Record<string, unknown>): Promise<void> {
  if (!app.config.anonymousSignInsEnabled) throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  if (!app.config.signupEnabled) throw signupDisabled();
  const session = await app.db.transaction(async (tx) => {
    const u = await tx.query<UserRow>(
      `insert into auth.users (id, aud, role, email, is_anonymous, raw_app_meta_data, raw_user_meta_data)
       values (gen_random_uuid(), 'authenticated', 'authenticated', null, true, $1::jsonb, $2::jsonb) returning ${USER_COLUMNS}`,
      [JSON.stringify({ provider: 'anonymous', providers: ['anonymous'] }), JSON.stringify(data)],
    );
    return createSession(tx, app.config, must(u.rows[0], 'inserted anonymous auth.users row'), 'anonymous', sessionClient(app, r));
  });
  reply(r, 200, session);
}

function signupDisabled(): AuthError {
  // GoTrue DISABLE_SIGNUP: accounts are made by the create-user function (an admin), not here.
  const body = { code: 422, error_code: 'signup_disabled', msg: 'Signups not allowed for this instance' };
  return new AuthError(422, body.error_code, body.msg, {}, body);
}

export async function signUp(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  if (!optString(body, 'email') && !optString(body, 'phone')) return signUpAnonymously(app, r, optObject(body, 'data') ?? {});
  if (!app.config.signupEnabled) throw signupDisabled();
  const email = optString(body, 'email')?.trim();
  const password = optString(body, 'password');
  const data = optObject(body, 'data') ?? {};
  if (!email) {
    if (optString(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
  }
  checkEmail(email);
  if (!password) throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
  checkPassword(app.config.passwordPolicy, password);
  // Auto-confirm, as the Supabase CLI's default local config (enable_confirmations = false).
  const session = await app.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw new AuthError(422, 'user_already_exists', 'User already registered');
    const user = await insertUser(tx, { email, password, emailConfirmed: true, userMetadata: data });
    return createSession(tx, app.config, user, 'password', sessionClient(app, r));
  });
  reply(r, 200, session);
}

export async function recover(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const email = requireEmail(body, 'Password recovery requires an email');
  limitMail(app, r, email);
  const redirectTo = safeRedirect(app, r.url.searchParams.get('redirect_to'));
  const mail = await app.db.transaction(async (tx): Promise<MailInput | undefined> => {
    const user = await findUserByEmail(tx, email);
    // Unknown addresses get the same {} reply: the endpoint must not reveal who has an account.
    if (!user || isBanned(user)) return undefined;
    return tokenMail(app, user.email ?? email, 'recovery', await issueEmailToken(tx, user.id, 'recovery', user.email ?? email), redirectTo);
  });
  if (mail) await deliverMail(app, mail);
  reply(r, 200, {});
}
