// Which entry of a remote a page loads (issue 29 item 3): the stable release, a canary for a sticky
// share of the signed-in users, or — for admins only — a tester's override `?remote:<name>=<version>`.
// Pure: the shell supplies the user id, whether the DATABASE says the user is an admin
// (current_user_roles, never a URL), the page's query and the allowed override origins
// (config.json remoteOverrideOrigins). shell/src/app/remote-choice.ts is the glue.
import { isEntryUrl, isReleaseVersion, type RemoteDeployment } from './remotes-config';

/** Where the chosen entry came from (exposed on <html data-<remote>-source>, logged on failures). */
export type RemoteSource = 'stable' | 'canary' | 'override' | 'default';

export interface RemoteChoice {
  entry: string;
  /** The release version remotes.json names for the entry (null: flat form or build default). */
  version: string | null;
  source: RemoteSource;
}

/**
 * The user's bucket 0–99 for a remote's canary: FNV-1a (32 bit) of "<remote>:<user id>". Sticky (the
 * same user always lands in the same bucket, so raising the percent only adds users) and independent
 * between remotes (one remote's canary users are not another's).
 */
export function canaryBucket(remote: string, userId: string): number {
  let hash = 0x811c9dc5;
  const text = `${remote}:${userId}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** Whether a user gets the canary: never when anonymous, else bucket < percent. */
export function inCanary(remote: string, userId: string | null, percent: number): boolean {
  if (!userId) return false;
  return canaryBucket(remote, userId) < percent;
}

/** The tester override for a remote in a query string: `?remote:mf_reports=1.2.0-abc1234` (or a URL). */
export function overrideParam(search: string, remote: string): string | null {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch (_e) {
    return null;
  }
  const value = params.get(`remote:${remote}`);
  return value && value.trim() !== '' ? value.trim() : null;
}

/** config.json remoteOverrideOrigins: http(s) origins a tester override may load an entry from. */
export function parseOverrideOrigins(config: unknown): string[] {
  const list = typeof config === 'object' && config !== null ? (config as { remoteOverrideOrigins?: unknown }).remoteOverrideOrigins : undefined; // cast: an open JSON object, the one field read and checked next
  if (!Array.isArray(list)) return [];
  return list.flatMap((o) => {
    const origin = typeof o === 'string' && /^https?:\/\//.test(o) ? originOf(o, '') : null;
    return origin ? [origin] : [];
  });
}

function originOf(url: string, base: string): string | null {
  try {
    return new URL(url, base || undefined).origin;
  } catch (_e) {
    return null;
  }
}

export type OverrideResolution = { ok: true; entry: string; version: string | null } | { ok: false; reason: string };

/**
 * Resolves an override value to an entry: a version remotes.json names (stable or canary), another
 * version of the same release layout (the stable entry's '/<version>/' segment replaced), or a URL.
 * The entry's origin must be one of the remote's own entries' origins or an allowed origin.
 */
export function resolveOverride(
  value: string,
  { deployment, defaultEntry, allowedOrigins, pageOrigin }: { deployment: RemoteDeployment | null; defaultEntry: string | null; allowedOrigins: readonly string[]; pageOrigin: string },
): OverrideResolution {
  let entry: string;
  let version: string | null = null;
  if (/^https?:\/\//i.test(value)) {
    if (!isEntryUrl(value)) return { ok: false, reason: 'the override is not a valid URL' };
    entry = value;
  } else if (isReleaseVersion(value)) {
    version = value;
    if (deployment?.version === value) entry = deployment.entry;
    else if (deployment?.canary?.version === value) entry = deployment.canary.entry;
    else {
      const segment = deployment?.version ? `/${deployment.version}/` : null;
      const at = segment && deployment ? deployment.entry.lastIndexOf(segment) : -1;
      if (!deployment || !segment || at < 0) return { ok: false, reason: `version ${value} cannot be located (the stable entry is not a release path)` };
      entry = `${deployment.entry.slice(0, at)}/${value}/${deployment.entry.slice(at + segment.length)}`;
    }
  } else {
    return { ok: false, reason: 'the override is neither a release version nor a URL' };
  }
  const own = [deployment?.entry, deployment?.canary?.entry, deployment ? null : defaultEntry].flatMap((u) => (u ? [originOf(u, pageOrigin)] : []));
  const origin = originOf(entry, pageOrigin);
  if (!origin || !(own.includes(origin) || allowedOrigins.includes(origin))) {
    return { ok: false, reason: `origin ${origin ?? '(none)'} is not allowed for overrides (config.json remoteOverrideOrigins)` };
  }
  return { ok: true, entry, version };
}

export interface ChooseRemoteInput {
  remote: string;
  /** The remote in a VALID remotes.json, or null (absent, or the file was refused). */
  deployment: RemoteDeployment | null;
  /** The shell's build-time default entry. */
  defaultEntry: string | null;
  userId: string | null;
  /** The override value from the page's query, if any. */
  override: string | null;
  /** From the database (current_user_roles), asked only when there is an override. */
  isAdmin: boolean;
  allowedOrigins: readonly string[];
  pageOrigin: string;
}

export interface ChooseRemoteResult {
  choice: RemoteChoice | null;
  /** Why an override was not honoured (the shell logs it). */
  refusal: string | null;
}

export function chooseRemote(input: ChooseRemoteInput): ChooseRemoteResult {
  const { remote, deployment, defaultEntry, userId, override, isAdmin } = input;
  let refusal: string | null = null;
  if (override) {
    if (!isAdmin) refusal = `override ?remote:${remote}=${override} ignored: only admins may choose a remote version`;
    else {
      const resolved = resolveOverride(override, input);
      if (resolved.ok) return { choice: { entry: resolved.entry, version: resolved.version, source: 'override' }, refusal: null };
      refusal = `override ?remote:${remote}=${override} refused: ${resolved.reason}`;
    }
  }
  if (deployment) {
    const { canary } = deployment;
    if (canary && inCanary(remote, userId, canary.percent)) return { choice: { entry: canary.entry, version: canary.version, source: 'canary' }, refusal };
    return { choice: { entry: deployment.entry, version: deployment.version, source: 'stable' }, refusal };
  }
  return { choice: defaultEntry ? { entry: defaultEntry, version: null, source: 'default' } : null, refusal };
}
