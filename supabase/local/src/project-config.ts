// supabase/config.toml — the Supabase CLI's project file, pushed to hosted with `supabase config
// push` — as the stand-in reads and obeys it. One file holds a deployment's settings; the local
// server takes the same keys (the CLI's names: `supabase init` writes them) and follows them.
// Every key is checked against the CLI's schema for the sections the stand-in knows: an unknown key
// or a value of the wrong type stops the server with a message naming `[section] key`; a mail
// template's content_path that does not exist is named too. Environment variables still override
// single settings (tests): see `settingsFromEnv` below and docs/security.md.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';

export type TomlValue = string | number | boolean | string[] | number[];
export type TomlSections = Record<string, Record<string, TomlValue>>;

export class ProjectConfigError extends Error {
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'ProjectConfigError';
  }
}

// ---- a strict reader for the TOML the CLI's file uses -----------------------------------------

function parseScalar(value: string): TomlValue | undefined {
  const str = /^"((?:[^"\\]|\\.)*)"$/.exec(value);
  if (str) return JSON.parse(`"${str[1] ?? ''}"`) as string;
  const lit = /^'([^']*)'$/.exec(value);
  if (lit) return lit[1] ?? '';
  if (/^[-+]?\d+(_\d+)*$/.test(value)) return Number(value.replace(/_/g, ''));
  if (/^[-+]?\d+\.\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  const arr = /^\[(.*)\]$/.exec(value);
  if (arr) {
    const inner = (arr[1] ?? '').trim().replace(/,\s*$/, '');
    if (inner === '') return [];
    const items: TomlValue[] = [];
    // items are strings or numbers (the CLI's arrays): split on commas outside quotes
    const parts = inner.match(/"(?:[^"\\]|\\.)*"|'[^']*'|[^,\s][^,]*/g) ?? [];
    for (const p of parts) {
      const v = parseScalar(p.trim());
      if (v === undefined || Array.isArray(v) || typeof v === 'boolean') return undefined;
      items.push(v);
    }
    if (items.every((i) => typeof i === 'string')) return items as string[];
    if (items.every((i) => typeof i === 'number')) return items as number[];
    return undefined;
  }
  return undefined;
}

/** Drops a `# comment` that is outside quotes. */
function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') return line.slice(0, i);
  }
  return line;
}

/** `[a.b]` sections → { 'a.b': { key: value } }; top-level keys go to ''. Multi-line arrays are
 *  joined. A line that is not a header or `key = value` is an error (with its line number). */
export function parseToml(text: string, file = 'config.toml'): TomlSections {
  const out: TomlSections = { '': {} };
  let section = '';
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length; n++) {
    let line = stripComment(lines[n] ?? '').trim();
    if (line === '') continue;
    const header = /^\[\s*([A-Za-z0-9_-]+(?:\.(?:[A-Za-z0-9_-]+|"[^"]+"))*)\s*\]$/.exec(line);
    if (header) {
      section = (header[1] ?? '').replace(/"/g, '');
      const seen = out[section];
      if (seen && Object.keys(seen).length > 0) throw new ProjectConfigError(file, `line ${n + 1}: section [${section}] appears twice`);
      out[section] ??= {};
      continue;
    }
    // a multi-line array: keep reading until its closing bracket
    if (/=\s*\[[^\]]*$/.test(line)) {
      while (n + 1 < lines.length && !/\]\s*$/.test(line)) line += ' ' + stripComment(lines[++n] ?? '').trim();
    }
    const kv = /^([A-Za-z0-9_-]+|"[^"]+")\s*=\s*(.+)$/.exec(line);
    if (!kv) throw new ProjectConfigError(file, `line ${n + 1}: cannot read "${line}"`);
    const key = (kv[1] ?? '').replace(/"/g, '');
    const value = parseScalar((kv[2] ?? '').trim());
    if (value === undefined) throw new ProjectConfigError(file, `line ${n + 1}: [${section}] ${key}: cannot read the value ${kv[2]}`);
    const target = (out[section] ??= {});
    if (key in target) throw new ProjectConfigError(file, `line ${n + 1}: [${section}] ${key} is set twice`);
    target[key] = value;
  }
  return out;
}

/** @deprecated name kept for callers of issue 28: the strict reader. */
export const parseSimpleToml = (text: string): TomlSections => parseToml(text);

// ---- the CLI's schema, for the sections the stand-in reads ------------------------------------

type Kind = 'string' | 'integer' | 'boolean' | 'string[]' | 'duration';

const TEMPLATE_KINDS = ['invite', 'confirmation', 'recovery', 'magic_link', 'email_change', 'reauthentication'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
const NOTIFICATION_KINDS = ['password_changed', 'email_changed', 'phone_changed', 'identity_linked', 'identity_unlinked', 'mfa_factor_enrolled', 'mfa_factor_unenrolled'];

/** Keys per section as the Supabase CLI (2.117) defines them (its `supabase init` template). */
const SCHEMA: Record<string, Record<string, Kind>> = {
  '': { project_id: 'string' },
  api: { enabled: 'boolean', port: 'integer', schemas: 'string[]', extra_search_path: 'string[]', max_rows: 'integer' },
  'api.tls': { enabled: 'boolean', cert_path: 'string', key_path: 'string' },
  db: { port: 'integer', shadow_port: 'integer', health_timeout: 'duration', major_version: 'integer' },
  'db.pooler': { enabled: 'boolean', port: 'integer', pool_mode: 'string', default_pool_size: 'integer', max_client_conn: 'integer' },
  'db.migrations': { enabled: 'boolean', schema_paths: 'string[]' },
  'db.seed': { enabled: 'boolean', sql_paths: 'string[]' },
  'db.network_restrictions': { enabled: 'boolean', allowed_cidrs: 'string[]', allowed_cidrs_v6: 'string[]' },
  realtime: { enabled: 'boolean', ip_version: 'string', max_header_length: 'integer' },
  studio: { enabled: 'boolean', port: 'integer', api_url: 'string', openai_api_key: 'string' },
  local_smtp: { enabled: 'boolean', port: 'integer', smtp_port: 'integer', pop3_port: 'integer', admin_email: 'string', sender_name: 'string' },
  inbucket: { enabled: 'boolean', port: 'integer', smtp_port: 'integer', pop3_port: 'integer', admin_email: 'string', sender_name: 'string' },
  storage: { enabled: 'boolean', file_size_limit: 'string' },
  edge_runtime: { enabled: 'boolean', policy: 'string', inspector_port: 'integer', deno_version: 'integer' },
  analytics: { enabled: 'boolean', port: 'integer', backend: 'string' },
  auth: {
    enabled: 'boolean',
    site_url: 'string',
    additional_redirect_urls: 'string[]',
    jwt_expiry: 'integer',
    jwt_issuer: 'string',
    enable_refresh_token_rotation: 'boolean',
    refresh_token_reuse_interval: 'integer',
    enable_signup: 'boolean',
    enable_anonymous_sign_ins: 'boolean',
    enable_manual_linking: 'boolean',
    minimum_password_length: 'integer',
    password_requirements: 'string',
  },
  'auth.rate_limit': {
    email_sent: 'integer',
    sms_sent: 'integer',
    anonymous_users: 'integer',
    token_refresh: 'integer',
    sign_in_sign_ups: 'integer',
    token_verifications: 'integer',
    web3: 'integer',
  },
  'auth.email': {
    enable_signup: 'boolean',
    double_confirm_changes: 'boolean',
    enable_confirmations: 'boolean',
    secure_password_change: 'boolean',
    max_frequency: 'duration',
    otp_length: 'integer',
    otp_expiry: 'integer',
  },
  'auth.sessions': { timebox: 'duration', inactivity_timeout: 'duration' },
  'auth.mfa': { max_enrolled_factors: 'integer' },
  'auth.mfa.totp': { enroll_enabled: 'boolean', verify_enabled: 'boolean' },
  'auth.mfa.phone': { enroll_enabled: 'boolean', verify_enabled: 'boolean', otp_length: 'integer', template: 'string', max_frequency: 'duration' },
  'auth.mfa.web_authn': { enroll_enabled: 'boolean', verify_enabled: 'boolean' },
  'auth.oauth_server': { enabled: 'boolean', authorization_url_path: 'string', allow_dynamic_registration: 'boolean' },
  ...Object.fromEntries(TEMPLATE_KINDS.map((k) => [`auth.email.template.${k}`, { subject: 'string', content_path: 'string' } as Record<string, Kind>])),
  ...Object.fromEntries(NOTIFICATION_KINDS.map((k) => [`auth.email.notification.${k}`, { enabled: 'boolean', subject: 'string', content_path: 'string' } as Record<string, Kind>])),
};
const FUNCTION_KEYS: Record<string, Kind> = { enabled: 'boolean', verify_jwt: 'boolean', import_map: 'string', entrypoint: 'string', static_files: 'string[]' };

function schemaFor(section: string): Record<string, Kind> | undefined {
  if (/^functions\.[A-Za-z0-9_-]+$/.test(section)) return FUNCTION_KEYS;
  return SCHEMA[section];
}

const DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/;

function typeOk(kind: Kind, v: TomlValue): boolean {
  switch (kind) {
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'string[]':
      return Array.isArray(v) && v.every((x) => typeof x === 'string');
    case 'duration':
      return typeof v === 'string' && DURATION.test(v);
  }
}

const KIND_TEXT: Record<Kind, string> = {
  string: 'a string',
  integer: 'a whole number',
  boolean: 'true or false',
  'string[]': 'an array of strings',
  duration: 'a duration such as "60s" or "1h"',
};

/** Throws on a section or key the CLI does not define, or a value of the wrong type. */
export function validate(sections: TomlSections, file = 'config.toml'): void {
  for (const [section, keys] of Object.entries(sections)) {
    const schema = schemaFor(section);
    if (!schema) {
      if (Object.keys(keys).length === 0 && SECTION_PARENTS.has(section)) continue;
      throw new ProjectConfigError(file, `unknown section [${section}]`);
    }
    for (const [key, value] of Object.entries(keys)) {
      const kind = schema[key];
      const where = section ? `[${section}] ${key}` : key;
      if (!kind) throw new ProjectConfigError(file, `unknown key ${where}`);
      if (!typeOk(kind, value)) throw new ProjectConfigError(file, `${where} must be ${KIND_TEXT[kind]}, got ${JSON.stringify(value)}`);
    }
  }
}
/** Header-only parent sections that may appear empty (e.g. `[auth.email.template]`). */
const SECTION_PARENTS = new Set(['functions', 'auth.email.template', 'auth.email.notification', 'auth.external', 'experimental']);

/** "60s", "1m30s", "2h" → seconds. */
export function durationSeconds(d: string): number {
  const unit: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };
  let total = 0;
  for (const m of d.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) total += Number(m[1]) * (unit[m[2] ?? 's'] ?? 1);
  return total;
}

// ---- the password rule (issue 28) -------------------------------------------------------------

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = "!@#$%^&*()_+-=[]{};'\\:\"|<>?,./`~";

/** The CLI's password_requirements keywords → GoTrue's required character sets (each needs one). */
export const PASSWORD_REQUIREMENT_SETS: Record<string, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

export interface PasswordPolicy {
  minLength: number;
  /** GoTrue PASSWORD_REQUIRED_CHARACTERS: a password needs one character of each set. */
  requiredCharacters: string[];
}

/** GoTrue's own default when nothing is configured. */
export const GOTRUE_DEFAULT_POLICY: PasswordPolicy = { minLength: 6, requiredCharacters: [] };

export function passwordPolicy(sections: TomlSections, env: Record<string, string | undefined>): PasswordPolicy {
  const auth = sections.auth ?? {};
  const fileMin = typeof auth.minimum_password_length === 'number' ? auth.minimum_password_length : undefined;
  const envMin = env.PASSWORD_MIN_LENGTH?.trim();
  const minLength = envMin && /^\d+$/.test(envMin) ? Number(envMin) : (fileMin ?? GOTRUE_DEFAULT_POLICY.minLength);
  const keyword = env.PASSWORD_REQUIREMENTS ?? (typeof auth.password_requirements === 'string' ? auth.password_requirements : '');
  const sets = PASSWORD_REQUIREMENT_SETS[keyword.trim()];
  if (!sets) throw new Error(`[auth] password_requirements: unknown value "${keyword}" (${Object.keys(PASSWORD_REQUIREMENT_SETS).map((k) => `"${k}"`).join(', ')})`);
  return { minLength, requiredCharacters: sets };
}

/** env PASSWORD_MIN_LENGTH / PASSWORD_REQUIREMENTS over the file's rule (tests). */
export function passwordPolicyWithEnv(file: PasswordPolicy, env: Record<string, string | undefined>): PasswordPolicy {
  const envMin = env.PASSWORD_MIN_LENGTH?.trim();
  const minLength = envMin && /^\d+$/.test(envMin) ? Number(envMin) : file.minLength;
  if (env.PASSWORD_REQUIREMENTS === undefined) return { minLength, requiredCharacters: file.requiredCharacters };
  return { minLength, requiredCharacters: passwordPolicy({}, { PASSWORD_REQUIREMENTS: env.PASSWORD_REQUIREMENTS }).requiredCharacters };
}

// ---- everything the stand-in obeys ------------------------------------------------------------

export interface MailTemplate {
  subject: string;
  /** The HTML body with GoTrue's Go-template variables ({{ .ConfirmationURL }} …), unrendered. */
  content: string;
}

/** GoTrue's own English defaults (mailer/template.go) for a kind the file does not customise. */
const GOTRUE_DEFAULT_TEMPLATES: Record<TemplateKind, MailTemplate> = {
  invite: { subject: 'You have been invited', content: '<h2>You have been invited</h2>\n\n<p>You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p>\n<p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>' },
  confirmation: { subject: 'Confirm Your Email', content: '<h2>Confirm your email</h2>\n\n<p>Follow this link to confirm your email:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm your email address</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>' },
  recovery: { subject: 'Reset Your Password', content: '<h2>Reset Password</h2>\n\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>' },
  magic_link: { subject: 'Your Magic Link', content: '<h2>Magic Link</h2>\n\n<p>Follow this link to login:</p>\n<p><a href="{{ .ConfirmationURL }}">Log In</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>' },
  email_change: { subject: 'Confirm Email Change', content: '<h2>Confirm email address change</h2>\n\n<p>Follow this link to confirm the update of your email address from {{ .Email }} to {{ .NewEmail }}:</p>\n<p><a href="{{ .ConfirmationURL }}">Change email address</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>' },
  reauthentication: { subject: 'Confirm reauthentication', content: '<h2>Confirm reauthentication</h2>\n\n<p>Enter the code: {{ .Token }}</p>' },
};

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

export interface OAuthServerSettings {
  /** enabled: /admin/oauth/clients and /oauth/* answer; off, GoTrue's 404 "OAuth server is disabled". */
  enabled: boolean;
  /** allow_dynamic_registration: POST /oauth/clients/register (RFC 7591) for anyone, rate-limited. */
  allowDynamicRegistration: boolean;
  /** authorization_url_path: the consent page of the site (kept; the flow is not emulated). */
  authorizationUrlPath: string;
}

/** env GOTRUE_OAUTH_SERVER_ENABLED / GOTRUE_OAUTH_SERVER_ALLOW_DYNAMIC_REGISTRATION (GoTrue's own
 *  names) over the file's [auth.oauth_server] (tests, and the upstream suites' stack). */
export function oauthServerWithEnv(file: OAuthServerSettings, env: Record<string, string | undefined>): OAuthServerSettings {
  const flag = (raw: string | undefined, fallback: boolean) => (raw !== undefined && raw.trim() !== '' ? /^true$/i.test(raw.trim()) : fallback);
  return {
    enabled: flag(env.GOTRUE_OAUTH_SERVER_ENABLED, file.enabled),
    allowDynamicRegistration: flag(env.GOTRUE_OAUTH_SERVER_ALLOW_DYNAMIC_REGISTRATION, file.allowDynamicRegistration),
    authorizationUrlPath: file.authorizationUrlPath,
  };
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

// ---- MFA (the same shape and env names as branch h28-mfa's loadMfaPolicy) ----------------------

/** [auth.mfa] max_enrolled_factors and [auth.mfa.totp] enroll_enabled / verify_enabled (the CLI's
 *  keys; GoTrue's defaults 10 / off / off when absent). Env MFA_MAX_ENROLLED_FACTORS,
 *  MFA_TOTP_ENROLL_ENABLED, MFA_TOTP_VERIFY_ENABLED override (tests). */
export interface MfaPolicy {
  maxEnrolledFactors: number;
  totpEnrollEnabled: boolean;
  totpVerifyEnabled: boolean;
}

export function mfaPolicyWithEnv(file: MfaPolicy, env: Record<string, string | undefined>): MfaPolicy {
  const flag = (raw: string | undefined, fallback: boolean) => (raw !== undefined && raw.trim() !== '' ? /^true$/i.test(raw.trim()) : fallback);
  const envMax = env.MFA_MAX_ENROLLED_FACTORS?.trim();
  return {
    maxEnrolledFactors: envMax && /^\d+$/.test(envMax) ? Number(envMax) : file.maxEnrolledFactors,
    totpEnrollEnabled: flag(env.MFA_TOTP_ENROLL_ENABLED, file.totpEnrollEnabled),
    totpVerifyEnabled: flag(env.MFA_TOTP_VERIFY_ENABLED, file.totpVerifyEnabled),
  };
}

export function loadMfaPolicy(supabaseDir: string, env: Record<string, string | undefined>): MfaPolicy {
  return mfaPolicyWithEnv(loadProjectConfig(configFileIn(supabaseDir)).mfa, env);
}

// ---- Go-template rendering of a mail ----------------------------------------------------------

const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;').replace(/'/g, '&#39;');

/** Renders GoTrue's template variables — {{ .ConfirmationURL }}, {{ .Token }}, {{ .TokenHash }},
 *  {{ .SiteURL }}, {{ .Email }}, {{ .NewEmail }}, {{ .RedirectTo }}, {{ .Data.<key> }} — HTML-escaped
 *  as Go's html/template does. A variable GoTrue does not give renders empty. */
export function renderTemplate(template: string, vars: Record<string, string | Record<string, unknown> | undefined>): string {
  return template.replace(/\{\{-?\s*\.([A-Za-z]+)(?:\.([A-Za-z0-9_]+))?\s*-?\}\}/g, (_m, name: string, sub: string | undefined) => {
    const v = vars[name];
    if (sub !== undefined) {
      const inner = v && typeof v === 'object' ? v[sub] : undefined;
      return inner === undefined || inner === null ? '' : html(String(inner));
    }
    return typeof v === 'string' ? html(v) : '';
  });
}
