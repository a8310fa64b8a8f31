// Settings of the local server. The keys below are the Supabase CLI's well-known LOCAL DEMO
// values (public, documented by Supabase); they are never used in production, where the
// project's own keys come from the deployment's configuration.

/** Supabase CLI demo JWT secret (local demo value). */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** Supabase CLI demo anon key, signed with DEMO_JWT_SECRET (local demo value). */
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
/** Supabase CLI demo service_role key, signed with DEMO_JWT_SECRET (local demo value). */
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

import type { JwtKeyring } from './jwt.ts';
import type { CorsPolicy } from './security.ts';

export const DEFAULT_PORT = 54321;
export const DEFAULT_HOST = '127.0.0.1';

import type { ProjectConfig } from './project-config.ts';
import type { MfaPolicy, OAuthServerSettings, PasswordPolicy } from './project-config/auth-policy.ts';
import type { MailTemplate } from './project-config/mail-templates.ts';
import type { TemplateKind } from './project-config/schema.ts';

export interface ServerConfig {
  jwtSecret: string;
  /** Verifies tokens (HS256 secret + asymmetric public keys) and signs access tokens (jwt-keys.ts). */
  jwtKeys: JwtKeyring;
  anonKey: string;
  serviceRoleKey: string;
  /** Own public URL, e.g. http://127.0.0.1:54321 (known once listening). */
  url: string;
  /** Where edge functions live: <dir>/<name>/handler.ts. */
  functionsDir: string;
  /** Where "site" links point when no redirect_to is given (config.toml [auth] site_url; env SITE_URL). */
  siteUrl: string;
  /** config.toml [auth] additional_redirect_urls: other places that may receive tokens. */
  additionalRedirectUrls: string[];
  /** Access-token lifetime (config.toml [auth] jwt_expiry; env JWT_EXPIRY). */
  jwtExpirySeconds: number;
  /** E-mail link / code lifetime (config.toml [auth.email] otp_expiry). */
  otpExpirySeconds: number;
  /** config.toml [auth.email] secure_password_change: PUT /user with a password needs the nonce
   *  GET /reauthenticate mailed. */
  securePasswordChange: boolean;
  /** config.toml [auth] enable_manual_linking (GoTrue GOTRUE_SECURITY_MANUAL_LINKING_ENABLED). */
  manualLinking: boolean;
  /** config.toml [auth.email] double_confirm_changes (GoTrue's secure e-mail change; CLI default on). */
  doubleConfirmChanges: boolean;
  /** Mail subjects and bodies (config.toml [auth.email.template.<kind>]). */
  mailTemplates: Record<TemplateKind, MailTemplate>;
  /** [auth.mfa] / [auth.mfa.totp] of supabase/config.toml (project-config.ts; env MFA_* override). */
  mfa: MfaPolicy;
  /** config.toml [auth.oauth_server] (env GOTRUE_OAUTH_SERVER_* override; project-config.ts). */
  oauthServer: OAuthServerSettings;
  /** config.toml [functions.<name>] verify_jwt (absent = true). */
  functions: ProjectConfig['functions'];
  /** Bound to a loopback address (only this machine can connect). */
  loopback: boolean;
  /** The development mailbox (/mailbox) is on: loopback only, and not turned off by MAILBOX=off. */
  mailbox: boolean;
  /** Browser origins that may read responses (security.ts corsPolicy). */
  cors: CorsPolicy;
  /** POST /auth/v1/signup allowed (ENABLE_SIGNUP=true or DISABLE_SIGNUP=false; default off). */
  signupEnabled: boolean;
  /** POST /auth/v1/signup without e-mail signs in anonymously (ENABLE_ANONYMOUS_SIGN_INS=true; default off). */
  anonymousSignInsEnabled: boolean;
  /** Client address from X-Forwarded-For (TRUST_PROXY=true, behind a reverse proxy only). */
  trustProxy: boolean;
  /** GoTrue's refresh-token reuse interval in seconds (GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL,
   *  config.toml [auth] refresh_token_reuse_interval; default 10). Tests shorten it. */
  refreshTokenReuseSeconds: number;
  /** GoTrue's password rule: supabase/config.toml [auth] minimum_password_length and
   * password_requirements, env PASSWORD_MIN_LENGTH / PASSWORD_REQUIREMENTS override (project-config.ts). */
  passwordPolicy: PasswordPolicy;
}

/** A whole number of seconds from env `name`, else `fallback` (config.toml). */
export function wholeSecondsFromEnv(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of seconds, got "${raw}"`);
  return n;
}

/** The reuse interval from env, else config.toml [auth] refresh_token_reuse_interval. */
export function refreshTokenReuseSecondsFromEnv(env: Record<string, string | undefined>, fallback: number): number {
  return wholeSecondsFromEnv(env, 'GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL', fallback);
}
