// /auth/v1 — the GoTrue endpoints supabase-js uses (wire doc §2), answered in GoTrue's
// 2024-01-01 error format ({code, message}) with the X-Supabase-Api-Version header echoed.
// The endpoints live by family: token.ts (sign-in, refresh, logout), signup.ts (sign-up, anonymous,
// recovery), otp.ts (e-mail OTP, magic link, verify, invite, generate_link), user.ts, admin.ts,
// mfa.ts (TOTP factors), disabled.ts (methods not offered); common.ts holds what they share.
import type { App, RouteRequest } from '../app.ts';
import { sendJson } from '../http.ts';
import { jwksJson } from '../jwt-keys.ts';
import { adminCreateUser, adminListUsers, adminUserById } from './admin.ts';
import { API_VERSION_HEADER, AuthError, ipOf, limit, reply, requireAdmin, verifiedClaims, type Json } from './common.ts';
import { disabledProvider } from './disabled.ts';
import { handleAdminFactors, handleFactors } from './mfa.ts';
import { generateLink, invite, otp, resend, verifyGet, verifyPost } from './otp.ts';
import { recover, signUp } from './signup.ts';
import { logout, refresh, signInWithPassword } from './token.ts';
import { handleIdentities } from './identities.ts';
import { dynamicRegister, handleAdminOAuth, oauthServerDisabled } from './oauth-server.ts';
import { getUser, reauthenticate, updateUser } from './user.ts';

function settings(signupEnabled: boolean, anonymous: boolean): Json {
  return {
    external: { anonymous_users: anonymous, email: true, phone: false, google: false, github: false, apple: false },
    disable_signup: !signupEnabled,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}


// ---- router -----------------------------------------------------------------------------------

async function route(app: App, r: RouteRequest): Promise<void> {
  const method = r.req.method ?? 'GET';
  const path = r.subpath.replace(/\/+$/, '');
  const is = (m: string, p: string) => method === m && path === p;
  if (is('GET', 'settings')) return reply(r, 200, settings(app.config.signupEnabled, app.config.anonymousSignInsEnabled));
  if (is('GET', '.well-known/jwks.json')) {
    return sendJson(r.req, r.res, 200, jwksJson(app.config.jwtKeys), { ...API_VERSION_HEADER, 'cache-control': 'public, max-age=600' });
  }
  if (is('GET', 'health')) return reply(r, 200, { version: 'local', name: 'GoTrue', description: 'supabase/local GoTrue emulation' });
  // Per-client limits first, as GoTrue's middleware does (docs/security.md names them).
  if (method === 'POST' && (path === 'otp' || path === 'magiclink')) limit(app, 'RATE_LIMIT_OTP_PER_IP', ipOf(app, r));
  if (path === 'verify' && (method === 'GET' || method === 'POST')) limit(app, 'RATE_LIMIT_VERIFY_PER_IP', ipOf(app, r));
  if (is('POST', 'signup')) limit(app, 'RATE_LIMIT_SIGNUP_PER_IP', ipOf(app, r));
  const disabled = disabledProvider(r, path);
  if (disabled) throw disabled;
  if (path === 'factors' || path.startsWith('factors/')) {
    // GoTrue's requireAuthentication runs before anything the factor routes check.
    verifiedClaims(app, r);
    return handleFactors(app, r, path);
  }
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
  if (is('GET', 'reauthenticate')) return reauthenticate(app, r);
  if (path === 'user/identities' || path.startsWith('user/identities/')) return handleIdentities(app, r, path);
  if (is('POST', 'recover')) return recover(app, r);
  if (method === 'POST' && (path === 'otp' || path === 'magiclink')) return otp(app, r);
  if (is('POST', 'resend')) {
    limit(app, 'RATE_LIMIT_OTP_PER_IP', ipOf(app, r));
    return resend(app, r);
  }
  if (is('POST', 'invite')) {
    requireAdmin(app, r);
    return invite(app, r);
  }
  if (is('POST', 'admin/generate_link')) {
    requireAdmin(app, r);
    return generateLink(app, r);
  }
  if (is('GET', 'verify')) return verifyGet(app, r);
  if (is('POST', 'verify')) return verifyPost(app, r);
  // The OAuth 2.1 server (Supabase Auth as a provider), behind [auth.oauth_server] enabled as in
  // GoTrue: off, its 404 "OAuth server is disabled" (after the admin check on the admin routes).
  // On, client administration answers (oauth-server.ts); the authorization flow is not emulated.
  if (path === 'admin/oauth' || path.startsWith('admin/oauth/')) {
    requireAdmin(app, r);
    if (!app.config.oauthServer.enabled) throw oauthServerDisabled();
    return handleAdminOAuth(app, r, path);
  }
  if (path === 'oauth' || path.startsWith('oauth/') || is('GET', '.well-known/oauth-authorization-server')) {
    if (!app.config.oauthServer.enabled) throw oauthServerDisabled();
    if (is('POST', 'oauth/clients/register')) {
      limit(app, 'RATE_LIMIT_OAUTH_CLIENT_REGISTER_PER_IP', ipOf(app, r));
      return dynamicRegister(app, r);
    }
    throw new AuthError(404, 'not_found', 'Not found');
  }
  if (path === 'admin/users' || path.startsWith('admin/users/')) {
    requireAdmin(app, r);
    if (path === 'admin/users') {
      if (method === 'POST') return adminCreateUser(app, r);
      if (method === 'GET') return adminListUsers(app, r);
      throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
    }
    const rest = path.slice('admin/users/'.length);
    const [userId = '', sub, ...more] = rest.split('/');
    if (sub === 'factors') return handleAdminFactors(app, r, userId, more);
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
