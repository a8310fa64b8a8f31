// Remote URLs come from the deployment's remotes.json (name → mf-manifest.json URL), loaded by
// index.html before the app's main script, so moving a remote needs no shell rebuild.
// NOTE: imports nothing — the federation runtime plugin bundles this file (see chunk-errors.ts).

export type RemotesConfig = Record<string, string>;

/** Window global the index.html loader fills from /remotes.json before the main script runs. */
export const REMOTES_GLOBAL = '__AKADEMI_REMOTES__';
/** Window global the index.html loader fills from /config.json. */
export const CONFIG_GLOBAL = '__AKADEMI_CONFIG__';

/** Keeps only string → http(s)/relative URL entries; anything else in the file is ignored. */
export function parseRemotesConfig(raw: unknown): RemotesConfig {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: RemotesConfig = {};
  // cast: raw is a non-array object (checked above); this file imports nothing, so no isRecord
  for (const [name, url] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof url !== 'string' || url.trim() === '') continue;
    if (!/^(https?:\/\/|\/)/.test(url.trim())) continue;
    out[name] = url.trim();
  }
  return out;
}

export interface RemoteOption {
  name: string;
  entry?: string;
  alias?: string;
}

/** Rewrites each remote's entry from the config; remotes missing from it keep the build default. */
export function applyRemotesConfig<T extends RemoteOption>(remotes: T[], config: RemotesConfig): T[] {
  return remotes.map((r) => (config[r.name] ? { ...r, entry: config[r.name] } : r));
}

/** The remotes config the page loader placed on window (empty when absent). */
export function readRemotesGlobal(): RemotesConfig {
  if (typeof window === 'undefined') return {};
  // cast: this file imports nothing, so not pageGlobals(); window is an open record of names, parsed next
  return parseRemotesConfig((window as unknown as Record<string, unknown>)[REMOTES_GLOBAL]);
}
