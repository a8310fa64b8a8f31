// Runtime configuration of the browser apps: supabaseUrl and supabaseAnonKey come from the
// deployment's /config.json (loaded by index.html before the main script), never from the build.
import { CONFIG_GLOBAL } from './remotes-config';
import { isRecord, pageGlobals } from '../guards';

export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

let override: RuntimeConfig | null = null;

/** For tests and Node callers: sets the config instead of reading window. */
export function setRuntimeConfig(config: RuntimeConfig | null): void {
  override = config;
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig | null {
  if (!isRecord(raw)) return null;
  const { supabaseUrl, supabaseAnonKey } = raw;
  if (typeof supabaseUrl !== 'string' || !/^https?:\/\//.test(supabaseUrl)) return null;
  if (typeof supabaseAnonKey !== 'string' || supabaseAnonKey === '') return null;
  return { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), supabaseAnonKey };
}

export function getRuntimeConfig(): RuntimeConfig {
  if (override) return override;
  const raw = typeof window === 'undefined' ? undefined : pageGlobals()[CONFIG_GLOBAL];
  const parsed = parseRuntimeConfig(raw);
  if (!parsed) {
    throw new Error('Akademi runtime config missing: /config.json must provide supabaseUrl and supabaseAnonKey');
  }
  return parsed;
}

/** The academy's name and logo on printed documents (Veli Raporu); /config.json may set them. */
export interface AcademyBranding {
  academyName: string;
  /** http(s) or same-site path of a PNG/JPEG logo; null: no logo */
  academyLogoUrl: string | null;
}

export const DEFAULT_ACADEMY_NAME = 'Akademi Beyin Gelişim Merkezi';

/** academyName / academyLogoUrl from /config.json, with defaults (name above, no logo). */
export function parseAcademyBranding(raw: unknown): AcademyBranding {
  const r = isRecord(raw) ? raw : {};
  const name = typeof r.academyName === 'string' && r.academyName.trim() !== '' ? r.academyName.trim().slice(0, 120) : DEFAULT_ACADEMY_NAME;
  const logo = typeof r.academyLogoUrl === 'string' && /^(https?:\/\/|\/(?!\/))/.test(r.academyLogoUrl) ? r.academyLogoUrl : null;
  return { academyName: name, academyLogoUrl: logo };
}

export function getAcademyBranding(): AcademyBranding {
  const raw = typeof window === 'undefined' ? undefined : pageGlobals()[CONFIG_GLOBAL];
  return parseAcademyBranding(raw);
}

/**
 * The share of remote loads the shell records in system_logs (issue 29 item 4, load telemetry):
 * /config.json's remoteLoadSampleRate, 0–1. Absent or invalid: DEFAULT_REMOTE_LOAD_SAMPLE_RATE (a
 * production deployment's config.json leaves it out or sets it); the local stack's server
 * (scripts/serve-static.mjs) serves 1, so e2e and dev see every load.
 */
export const DEFAULT_REMOTE_LOAD_SAMPLE_RATE = 0.1;

export function parseRemoteLoadSampleRate(raw: unknown): number {
  const rate = isRecord(raw) ? raw.remoteLoadSampleRate : undefined;
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : DEFAULT_REMOTE_LOAD_SAMPLE_RATE;
}

export function getRemoteLoadSampleRate(): number {
  return parseRemoteLoadSampleRate(typeof window === 'undefined' ? undefined : pageGlobals()[CONFIG_GLOBAL]);
}
