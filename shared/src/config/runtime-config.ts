// Runtime configuration of the browser apps: supabaseUrl and supabaseAnonKey come from the
// deployment's /config.json (loaded by index.html before the main script), never from the build.
import { CONFIG_GLOBAL } from './remotes-config';

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
  if (!raw || typeof raw !== 'object') return null;
  const { supabaseUrl, supabaseAnonKey } = raw as Record<string, unknown>;
  if (typeof supabaseUrl !== 'string' || !/^https?:\/\//.test(supabaseUrl)) return null;
  if (typeof supabaseAnonKey !== 'string' || supabaseAnonKey === '') return null;
  return { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), supabaseAnonKey };
}

export function getRuntimeConfig(): RuntimeConfig {
  if (override) return override;
  const raw = typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[CONFIG_GLOBAL];
  const parsed = parseRuntimeConfig(raw);
  if (!parsed) {
    throw new Error('Akademi runtime config missing: /config.json must provide supabaseUrl and supabaseAnonKey');
  }
  return parsed;
}
