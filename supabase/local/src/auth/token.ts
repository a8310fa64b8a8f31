// POST /token (password, refresh_token) and POST /logout.
import type { App, RouteRequest } from '../app.ts';
import { send } from '../http.ts';
import { OVER_REQUEST_RATE_LIMIT } from '../ratelimit.ts';
import { API_VERSION_HEADER, AuthError, invalidCredentials, sessionClient, optString, parseBody, rateLimited, reply, verifiedClaims } from './common.ts';
import { createSession, endSessions, refreshSession } from './sessions.ts';
import { dummyPasswordCheck, findUserByEmail, findUserById, isBanned, passwordMatches } from './users.ts';

export async function signInWithPassword(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const email = optString(body, 'email');
  const password = optString(body, 'password');
  if (!email || !password) {
    if (optString(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw new AuthError(400, 'validation_failed', 'missing email or phone');
  }
  // Failed sign-ins per address: at the limit every sign-in for it is refused (the right password
  // too) until the window has passed; unknown addresses are counted the same way. The failure is
  // reserved BEFORE the password hash is compared, so however many guesses arrive at once, at most
  // the limit are ever evaluated; an attempt that turns out not to be a wrong password gives its
  // reservation back (and a right password clears the address's count, as before).
  const key = email.trim().toLowerCase();
  const failures = app.limits.RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL;
  const slot = failures.reserve(key);
  if (!slot.ok) throw rateLimited(slot.verdict, OVER_REQUEST_RATE_LIMIT);
  let session;
  try {
    session = await app.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      // An unknown address costs the same bcrypt work as a known one (no timing oracle).
      const ok = user ? await passwordMatches(tx, user.id, password) : await dummyPasswordCheck(tx, password);
      if (!user || !ok || isBanned(user)) throw invalidCredentials();
      // GoTrue refuses the right password of an address nobody confirmed (an admin-made user without
      // email_confirm, an invite not yet accepted) — only after the password matched, so the answer
      // says nothing about an address to someone who does not know its password.
      if (!user.email_confirmed_at && !user.phone_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      return createSession(tx, app.config, user, 'password', sessionClient(app, r));
    });
  } catch (e) {
    // Only a wrong password (or unknown/banned address) keeps the reserved failure.
    if (!(e instanceof AuthError && e.code === 'invalid_credentials')) failures.release(key, slot.at);
    throw e;
  }
  failures.reset(key);
  reply(r, 200, session);
}

export async function refresh(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const token = optString(body, 'refresh_token');
  if (!token) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const out = await app.db.transaction((tx) => refreshSession(tx, app.config, token, (id) => findUserById(tx, id), isBanned, sessionClient(app, r)));
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

export async function logout(app: App, r: RouteRequest): Promise<void> {
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
