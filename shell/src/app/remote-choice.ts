// The shell's side of remote selection (issue 29 item 3): reads the deployment's remotes.json once
// (logging why it was refused, then every remote on its build default), and chooses each remote's
// entry once per page — stable, canary (sticky per user) or an admin's override — before the remote
// is first loaded. The pure rules live in @akademi/shared (config/remote-selection.ts).
import {
  chooseRemote,
  getSupabase,
  overrideParam,
  pageGlobals,
  parseOverrideOrigins,
  parseRemotesDocument,
  readRemotesGlobalError,
  readRemotesGlobalRaw,
  CONFIG_GLOBAL,
  REMOTE_NAMES,
  type RemoteChoice,
  type RemoteName,
  type RemotesDocument,
} from '@akademi/shared';

let documentCache: RemotesDocument | null | undefined;

/**
 * The deployment's remotes.json when it is valid, else null (the shell then uses its build-time
 * defaults). A refused file is logged once per page, with every reason (system_logs through the
 * console capture).
 */
export function remotesDocument(): RemotesDocument | null {
  if (documentCache !== undefined) return documentCache;
  const loadError = readRemotesGlobalError();
  const parsed = loadError ? { ok: false as const, reasons: [loadError] } : parseRemotesDocument(readRemotesGlobalRaw() ?? {}, REMOTE_NAMES);
  if (parsed.ok) documentCache = parsed.remotes;
  else {
    documentCache = null;
    console.error(`[remotes] remotes.json refused, build-time defaults used: ${parsed.reasons.join('; ')}`, { reasons: parsed.reasons });
  }
  return documentCache;
}

/** The build-time default entry of a remote (the shell's webpack DefinePlugin; absent in unit tests). */
export function defaultRemoteEntry(remote: RemoteName): string | null {
  return typeof __AKADEMI_HOST__ === 'undefined' ? null : (__AKADEMI_HOST__.remotes[remote] ?? null);
}

/** The stable entry of each remote (valid remotes.json, else the build default): for the sidebar's nav.json. */
export function stableRemoteEntries(): Partial<Record<RemoteName, string>> {
  const doc = remotesDocument();
  return Object.fromEntries(
    REMOTE_NAMES.flatMap((name) => {
      const entry = doc?.[name]?.entry ?? defaultRemoteEntry(name);
      return entry ? [[name, entry]] : [];
    }),
  );
}

/** The query of the page as first opened (an override link survives the shell's own redirects). */
const INITIAL_SEARCH = typeof window === 'undefined' ? '' : window.location.search;

async function sessionUserId(): Promise<string | null> {
  try {
    const { data } = await getSupabase().auth.getSession();
    return data.session?.user.id ?? null;
  } catch (_e) {
    return null;
  }
}

/** Whether the database grants the signed-in user the admin role (never read from the URL). */
async function databaseSaysAdmin(): Promise<boolean> {
  try {
    const { data, error } = await getSupabase().rpc('current_user_roles');
    return !error && Array.isArray(data) && data.includes('admin');
  } catch (_e) {
    return false;
  }
}

const choices = new Map<RemoteName, Promise<RemoteChoice | null>>();

/**
 * The entry this page loads for a remote, chosen once (a remote's code cannot be swapped in a
 * running page; a reload chooses again). null: no entry at all (no remotes.json entry, no default).
 */
export function chooseRemoteEntry(remote: RemoteName): Promise<RemoteChoice | null> {
  let pending = choices.get(remote);
  if (!pending) {
    pending = (async () => {
      const doc = remotesDocument();
      const override = overrideParam(typeof window === 'undefined' ? '' : window.location.search, remote) ?? overrideParam(INITIAL_SEARCH, remote);
      const [userId, isAdmin] = await Promise.all([sessionUserId(), override ? databaseSaysAdmin() : Promise.resolve(false)]);
      const { choice, refusal } = chooseRemote({
        remote,
        deployment: doc?.[remote] ?? null,
        defaultEntry: defaultRemoteEntry(remote),
        userId,
        override,
        isAdmin,
        allowedOrigins: parseOverrideOrigins(pageGlobals()[CONFIG_GLOBAL]),
        pageOrigin: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
      });
      if (refusal) console.warn(`[remotes] ${refusal}`, { remote, override });
      if (choice) exposeRemoteChoice(remote, { source: choice.source });
      return choice;
    })();
    choices.set(remote, pending);
  }
  return pending;
}

/**
 * The loaded remote's source and release version on <html> (data-mf-reports-source="canary",
 * data-mf-reports-version="1.2.0-abc1234"): what a tester, an e2e test or a bug report reads to
 * know which release this page runs.
 */
export function exposeRemoteChoice(remote: RemoteName, { source, version }: { source?: string; version?: string | null }): void {
  if (typeof document === 'undefined') return;
  const prefix = `data-${remote.replace(/_/g, '-')}`;
  if (source) document.documentElement.setAttribute(`${prefix}-source`, source);
  if (version) document.documentElement.setAttribute(`${prefix}-version`, version);
}

/** Tests: forget the cached document and choices. */
export function resetRemoteChoicesForTesting(): void {
  documentCache = undefined;
  choices.clear();
}
