// Remote URLs come from the deployment's remotes.json, loaded by index.html before the app's main
// script, so moving a remote, releasing a new version, a canary and a rollback need no shell rebuild
// (docs/architecture.md "Releases of a remote"). Two forms, per remote:
//   "mf_reports": "https://cdn/…/mf-manifest.json"                                  (flat, the old form)
//   "mf_reports": { "entry": "https://cdn/releases/mf-reports/1.2.0-abc1234/mf-manifest.json",
//                   "version": "1.2.0-abc1234",
//                   "canary": { "entry": "…", "version": "1.3.0-def5678", "percent": 10 } }
// The file is all or nothing: a malformed file, an unknown remote, a canary percent outside 0–100 or
// an entry that is not a URL rejects the WHOLE file (the shell then uses its build-time defaults and
// logs the reasons), so a half-applied deployment never runs.
// NOTE: imports nothing — the federation runtime plugin bundles this file (see chunk-errors.ts).

/** Federation names of the remotes (valid JS identifiers); contract.ts re-exports them as REMOTE_NAMES. */
export const FEDERATED_REMOTES = ['mf_auth', 'mf_admin', 'mf_reports', 'mf_tests', 'mf_tracking'] as const;

/** name → mf-manifest.json URL (the stable entry of each configured remote). */
export type RemotesConfig = Record<string, string>;

/** Window global the index.html loader fills from /remotes.json before the main script runs. */
export const REMOTES_GLOBAL = '__AKADEMI_REMOTES__';
/** Window global the index.html loader sets when /remotes.json could not be read or parsed (the reason). */
export const REMOTES_ERROR_GLOBAL = '__AKADEMI_REMOTES_ERROR__';
/** Window global the index.html loader fills from /config.json. */
export const CONFIG_GLOBAL = '__AKADEMI_CONFIG__';

export interface RemoteCanary {
  entry: string;
  version: string;
  /** Share of signed-in users (0–100) who get the canary; sticky per user (remote-selection.ts). */
  percent: number;
}

export interface RemoteDeployment {
  /** The stable entry: the remote's mf-manifest.json URL. */
  entry: string;
  /** The release version the entry serves (null in the flat form). */
  version: string | null;
  canary: RemoteCanary | null;
}

export type RemotesDocument = Record<string, RemoteDeployment>;

export type RemotesDocumentResult = { ok: true; remotes: RemotesDocument } | { ok: false; reasons: string[] };

/** http(s) URL or a same-site absolute path (never '//host', never javascript:). */
export function isEntryUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  if (v === '' || v !== value || v.length > 2000) return false;
  if (/^\/(?!\/)/.test(v)) return true;
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.host !== '';
  } catch (_e) {
    return false;
  }
}

/** A release version as written by scripts/release.mjs ('1.2.0-abc1234'): URL- and path-safe. */
export function isReleaseVersion(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/.test(value);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Validates a whole remotes.json. `known`: the remote names the shell knows (an unknown name is an
 * error: a typo would otherwise silently leave the real remote on its default).
 */
export function parseRemotesDocument(raw: unknown, known: readonly string[] = FEDERATED_REMOTES): RemotesDocumentResult {
  if (!isPlainObject(raw)) return { ok: false, reasons: ['remotes.json is not a JSON object'] };
  const reasons: string[] = [];
  const remotes: RemotesDocument = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!known.includes(name)) {
      reasons.push(`unknown remote "${name}"`);
      continue;
    }
    if (typeof value === 'string') {
      if (isEntryUrl(value)) remotes[name] = { entry: value, version: null, canary: null };
      else reasons.push(`${name}: entry is not a URL`);
      continue;
    }
    if (!isPlainObject(value)) {
      reasons.push(`${name}: expected a URL or { entry, version, canary? }`);
      continue;
    }
    const before = reasons.length;
    if (!isEntryUrl(value.entry)) reasons.push(`${name}: entry is not a URL`);
    if (value.version !== undefined && !isReleaseVersion(value.version)) reasons.push(`${name}: version is not a release version`);
    let canary: RemoteCanary | null = null;
    if (value.canary !== undefined && value.canary !== null) {
      const c = value.canary;
      if (!isPlainObject(c)) reasons.push(`${name}: canary must be { entry, version, percent }`);
      else {
        if (!isEntryUrl(c.entry)) reasons.push(`${name}: canary entry is not a URL`);
        if (!isReleaseVersion(c.version)) reasons.push(`${name}: canary version is not a release version`);
        if (typeof c.percent !== 'number' || !Number.isFinite(c.percent) || c.percent < 0 || c.percent > 100) {
          reasons.push(`${name}: canary percent must be a number from 0 to 100`);
        }
        if (reasons.length === before) canary = { entry: c.entry as string, version: c.version as string, percent: c.percent as number }; // cast: each checked just above
      }
    }
    if (reasons.length === before) {
      remotes[name] = { entry: value.entry as string, version: typeof value.version === 'string' ? value.version : null, canary }; // cast: checked by isEntryUrl above
    }
  }
  return reasons.length > 0 ? { ok: false, reasons } : { ok: true, remotes };
}

/** The stable entries of a valid remotes.json; {} (every remote on its build default) otherwise. */
export function parseRemotesConfig(raw: unknown, known: readonly string[] = FEDERATED_REMOTES): RemotesConfig {
  const parsed = parseRemotesDocument(raw, known);
  if (!parsed.ok) return {};
  return Object.fromEntries(Object.entries(parsed.remotes).map(([name, r]) => [name, r.entry]));
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

/** What index.html placed on window from /remotes.json (null when absent). */
export function readRemotesGlobalRaw(): unknown {
  if (typeof window === 'undefined') return null;
  // cast: this file imports nothing, so not pageGlobals(); window is an open record of names, parsed by the caller
  return (window as unknown as Record<string, unknown>)[REMOTES_GLOBAL] ?? null;
}

/** Why the page loader could not read /remotes.json (null when it could). */
export function readRemotesGlobalError(): string | null {
  if (typeof window === 'undefined') return null;
  // cast: as above
  const e = (window as unknown as Record<string, unknown>)[REMOTES_ERROR_GLOBAL];
  return typeof e === 'string' ? e : null;
}

/** The stable entries of the remotes config the page loader placed on window (empty when absent or invalid). */
export function readRemotesGlobal(): RemotesConfig {
  return parseRemotesConfig(readRemotesGlobalRaw());
}
