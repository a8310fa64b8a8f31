// The Supabase CLI's schema of supabase/config.toml, for the sections the stand-in reads: an
// unknown section or key, or a value of the wrong type, is an error naming `[section] key`.
import { ProjectConfigError, type TomlSections, type TomlValue } from './toml.ts';

type Kind = 'string' | 'integer' | 'boolean' | 'string[]' | 'duration';

export const TEMPLATE_KINDS = ['invite', 'confirmation', 'recovery', 'magic_link', 'email_change', 'reauthentication'] as const;
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
