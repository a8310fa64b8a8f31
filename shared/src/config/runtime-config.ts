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
