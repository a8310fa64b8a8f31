// Loads the remotes' contract: ./routes through the federation runtime API (cached per remote), and
// the sidebar items from each remote's nav.json.
import { navUrlFor, parseNavItems, type NavItem, type RemoteName, type RemoteRoute, type RemotesConfig } from '@akademi/shared';
import { stableRemoteEntries } from './remote-choice';

/** The remote's ./routes module: through the federation runtime, which loads only now (a remote's
 * page is open). bench/single-bundle.webpack.ts replaces federation-host with the remotes' sources. */
const importRoutes = (remote: RemoteName): Promise<{ default: RemoteRoute[] }> =>
  import('./federation-host').then((federation) => federation.loadRemoteRoutesModule(remote));

/** Remotes that contribute sidebar items (mf-tracking has none). */
export const NAV_REMOTES: readonly RemoteName[] = ['mf_tests', 'mf_admin', 'mf_reports', 'mf_auth'];

const routeCache = new Map<RemoteName, Promise<RemoteRoute[]>>();

/**
 * The remote's route list. A failed load stays cached (React retries a render after an error and
 * must see the same rejection) until forgetRemoteRoutes — called by 'Tekrar Dene'.
 */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoute[]> {
  let pending = routeCache.get(remote);
  if (!pending) {
    pending = importRoutes(remote).then((m) => {
      if (!Array.isArray(m?.default)) throw new Error(`${remote}/routes did not provide a route list`);
      return m.default;
    });
    routeCache.set(remote, pending);
  }
  return pending;
}

export function forgetRemoteRoutes(remote: RemoteName): void {
  routeCache.delete(remote);
}

/**
 * All sidebar items the reachable remotes contribute, read from each remote's nav.json (written
 * at build from its src/remote/nav.ts) next to the stable mf-manifest.json of the deployment's remotes.json
 * (or the build default when remotes.json names none or was refused).
 * An unreachable remote's items are left out; nothing reloads for the sidebar.
 */
export async function loadRemoteNav(remotes: RemotesConfig = stableRemoteEntries()): Promise<NavItem[]> {
  if (typeof fetch !== 'function') return [];
  const results = await Promise.allSettled(
    NAV_REMOTES.map(async (name) => {
      const url = remotes[name] ? navUrlFor(remotes[name]) : null;
      if (!url) return [];
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return parseNavItems(await response.json());
    }),
  );
  return results.flatMap((r) => {
    if (r.status === 'fulfilled') return r.value;
    console.warn('[nav] a remote\'s sidebar items are unavailable', r.reason);
    return [];
  });
}
