// supabase/config.toml — the Supabase CLI's project file, pushed to hosted with `supabase config
// push` — as the stand-in reads and obeys it. One file holds a deployment's settings; the local
// server takes the same keys (the CLI's names: `supabase init` writes them) and follows them.
// Every key is checked against the CLI's schema for the sections the stand-in knows: an unknown key
// or a value of the wrong type stops the server with a message naming `[section] key`; a mail
// template's content_path that does not exist is named too. Environment variables still override
// single settings (tests): see project-config/auth-policy.ts, config.ts and docs/security.md.
// Its parts: project-config/toml.ts (the reader), schema.ts (the CLI's keys), auth-policy.ts (the
// password, MFA and OAuth-server rules), mail-templates.ts (GoTrue's mails); this file assembles
// the settings the server obeys.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { parseToml, ProjectConfigError, type TomlSections, type TomlValue } from './project-config/toml.ts';
import { TEMPLATE_KINDS, durationSeconds, validate, type TemplateKind } from './project-config/schema.ts';
import { mfaPolicyWithEnv, passwordPolicy, type MfaPolicy, type OAuthServerSettings, type PasswordPolicy } from './project-config/auth-policy.ts';
import { GOTRUE_DEFAULT_TEMPLATES, type MailTemplate } from './project-config/mail-templates.ts';

export interface RateLimitSettings {
  /** [auth.rate_limit] email_sent: e-mails sent per hour. */
  emailSent: number;
  /** sign_in_sign_ups: sign-in / sign-up / OTP requests per 5 minutes per IP. */
  signInSignUps: number;
  /** token_verifications: /verify requests per 5 minutes per IP. */
  tokenVerifications: number;
  /** token_refresh: refresh-token requests per 5 minutes per IP. */
  tokenRefresh: number;
  /** anonymous_users: anonymous sign-ins per hour per IP. */
  anonymousUsers: number;
}

export interface ProjectConfig {
  /** The file read (or where it would be). */
  file: string;
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpirySeconds: number;
  refreshTokenReuseSeconds: number;
  signupEnabled: boolean;
  anonymousSignInsEnabled: boolean;
  passwordPolicy: PasswordPolicy;
  /** [auth.email] enable_confirmations: a sign-up must confirm its address before signing in. */
  emailConfirmations: boolean;
  /** [auth.email] max_frequency in seconds: one mail to an address per this long. */
  emailMaxFrequencySeconds: number;
  /** [auth.email] otp_expiry: e-mail link / code lifetime in seconds. */
  otpExpirySeconds: number;
  /** [auth.email] secure_password_change: a password change needs a reauthentication nonce. */
  securePasswordChange: boolean;
  /** [auth] enable_manual_linking: users may link and unlink identities themselves. */
  manualLinking: boolean;
  /** [auth.email] double_confirm_changes: an e-mail change is confirmed from the current address too. */
  doubleConfirmChanges: boolean;
  rateLimits: RateLimitSettings;
  templates: Record<TemplateKind, MailTemplate>;
  mfa: MfaPolicy;
  /** [functions.<name>] verify_jwt (absent = true, as the CLI and hosted Supabase default). */
  functions: Record<string, { verifyJwt: boolean }>;
  seed: { enabled: boolean; sqlPaths: string[] };
  /** [auth.oauth_server]: Supabase Auth as an OAuth 2.1 provider (GoTrue's defaults: all off). */
  oauthServer: OAuthServerSettings;
}


/** The CLI's defaults (`supabase init`) for what the file leaves out. */
export const CLI_DEFAULTS = {
  siteUrl: 'http://127.0.0.1:3000',
  jwtExpirySeconds: 3600,
  refreshTokenReuseSeconds: 10,
  signupEnabled: true,
  emailMaxFrequencySeconds: 1,
  otpExpirySeconds: 3600,
  rateLimits: { emailSent: 2, signInSignUps: 30, tokenVerifications: 30, tokenRefresh: 150, anonymousUsers: 30 } satisfies RateLimitSettings,
};

function num(v: TomlValue | undefined, fallback: number): number {
  return typeof v === 'number' ? v : fallback;
}
function bool(v: TomlValue | undefined, fallback: boolean): boolean {
  return typeof v === 'boolean' ? v : fallback;
}
function str(v: TomlValue | undefined, fallback: string): string {
  return typeof v === 'string' ? v : fallback;
}

/** The settings of a parsed, validated file. `projectDir` is where content_path and sql_paths are
 *  resolved from: the CLI resolves content_path from the project root (the parent of supabase/)
 *  and sql_paths from supabase/. */
export function projectConfig(sections: TomlSections, file: string): ProjectConfig {
  validate(sections, file);
  const supabaseDir = dirname(file);
  const projectDir = dirname(supabaseDir);
  const auth = sections.auth ?? {};
  const email = sections['auth.email'] ?? {};
  const rl = sections['auth.rate_limit'] ?? {};
  const templates = {} as Record<TemplateKind, MailTemplate>;
  for (const kind of TEMPLATE_KINDS) {
    const t = sections[`auth.email.template.${kind}`] ?? {};
    const fallback = GOTRUE_DEFAULT_TEMPLATES[kind];
    let content = fallback.content;
    if (typeof t.content_path === 'string') {
      const path = isAbsolute(t.content_path) ? t.content_path : resolve(projectDir, t.content_path);
      if (!existsSync(path)) throw new ProjectConfigError(file, `[auth.email.template.${kind}] content_path: template file not found: ${t.content_path} (${path})`);
      content = readFileSync(path, 'utf8');
    }
    templates[kind] = { subject: str(t.subject, fallback.subject), content };
  }
  const functions: Record<string, { verifyJwt: boolean }> = {};
  for (const [section, keys] of Object.entries(sections)) {
    const m = /^functions\.(.+)$/.exec(section);
    if (m?.[1]) functions[m[1]] = { verifyJwt: bool(keys.verify_jwt, true) };
  }
  const seed = sections['db.seed'] ?? {};
  const totp = sections['auth.mfa.totp'] ?? {};
  const oauthServer = sections['auth.oauth_server'] ?? {};
  return {
    file,
    siteUrl: str(auth.site_url, CLI_DEFAULTS.siteUrl),
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls) ? (auth.additional_redirect_urls as string[]) : [],
    jwtExpirySeconds: num(auth.jwt_expiry, CLI_DEFAULTS.jwtExpirySeconds),
    refreshTokenReuseSeconds: num(auth.refresh_token_reuse_interval, CLI_DEFAULTS.refreshTokenReuseSeconds),
    signupEnabled: bool(auth.enable_signup, CLI_DEFAULTS.signupEnabled),
    anonymousSignInsEnabled: bool(auth.enable_anonymous_sign_ins, false),
    passwordPolicy: passwordPolicy(sections, {}),
    emailConfirmations: bool(email.enable_confirmations, false),
    emailMaxFrequencySeconds: typeof email.max_frequency === 'string' ? durationSeconds(email.max_frequency) : CLI_DEFAULTS.emailMaxFrequencySeconds,
    otpExpirySeconds: num(email.otp_expiry, CLI_DEFAULTS.otpExpirySeconds),
    securePasswordChange: bool(email.secure_password_change, false),
    manualLinking: bool(auth.enable_manual_linking, false),
    doubleConfirmChanges: bool(email.double_confirm_changes, true),
    rateLimits: {
      emailSent: num(rl.email_sent, CLI_DEFAULTS.rateLimits.emailSent),
      signInSignUps: num(rl.sign_in_sign_ups, CLI_DEFAULTS.rateLimits.signInSignUps),
      tokenVerifications: num(rl.token_verifications, CLI_DEFAULTS.rateLimits.tokenVerifications),
      tokenRefresh: num(rl.token_refresh, CLI_DEFAULTS.rateLimits.tokenRefresh),
      anonymousUsers: num(rl.anonymous_users, CLI_DEFAULTS.rateLimits.anonymousUsers),
    },
    templates,
    mfa: {
      maxEnrolledFactors: num(sections['auth.mfa']?.max_enrolled_factors, 10),
      totpEnrollEnabled: bool(totp.enroll_enabled, false),
      totpVerifyEnabled: bool(totp.verify_enabled, false),
    },
    functions,
    seed: {
      enabled: bool(seed.enabled, true),
      sqlPaths: (Array.isArray(seed.sql_paths) ? (seed.sql_paths as string[]) : ['./seed.sql']).map((p) => (isAbsolute(p) ? p : resolve(supabaseDir, p))),
    },
    oauthServer: {
      enabled: bool(oauthServer.enabled, false),
      allowDynamicRegistration: bool(oauthServer.allow_dynamic_registration, false),
      authorizationUrlPath: str(oauthServer.authorization_url_path, '/oauth/consent'),
    },
  };
}

/** Reads and checks `file` (default <supabaseDir>/config.toml). An absent file gives the CLI's
 *  defaults; a bad one throws ProjectConfigError naming the key. */
export function loadProjectConfig(file: string): ProjectConfig {
  const sections = existsSync(file) ? parseToml(readFileSync(file, 'utf8'), file) : {};
  return projectConfig(sections, file);
}

export function configFileIn(supabaseDir: string): string {
  return join(supabaseDir, 'config.toml');
}

/** Reads <supabaseDir>/config.toml (absent file = GoTrue's defaults) with env overrides (issue 28). */
export function loadPasswordPolicy(supabaseDir: string, env: Record<string, string | undefined>): PasswordPolicy {
  const file = configFileIn(supabaseDir);
  const sections = existsSync(file) ? parseToml(readFileSync(file, 'utf8'), file) : {};
  return passwordPolicy(sections, env);
}

export function loadMfaPolicy(supabaseDir: string, env: Record<string, string | undefined>): MfaPolicy {
  return mfaPolicyWithEnv(loadProjectConfig(configFileIn(supabaseDir)).mfa, env);
}
