// Loads the remotes' exposed contract modules. Promises are cached per remote; a failed load is
// dropped from the cache so 'Tekrar Dene' fetches again.
import type { NavItem, RemoteName, RemoteRoute } from '@akademi/shared';

const ROUTE_LOADERS: Record<RemoteName, () => Promise<{ default: RemoteRoute[] }>> = {
  mf_auth: () => import('mf_auth/routes'),
  mf_admin: () => import('mf_admin/routes'),
  mf_reports: () => import('mf_reports/routes'),
  mf_tests: () => import('mf_tests/routes'),
  mf_tracking: () => import('mf_tracking/routes'),
};

/** Remotes that contribute sidebar items (mf-tracking has none). */
export const NAV_LOADERS: Partial<Record<RemoteName, () => Promise<{ default: NavItem[] }>>> = {
  mf_tests: () => import('mf_tests/nav'),
  mf_admin: () => import('mf_admin/nav'),
  mf_reports: () => import('mf_reports/nav'),
  mf_auth: () => import('mf_auth/nav'),
};

const routeCache = new Map<RemoteName, Promise<RemoteRoute[]>>();

export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoute[]> {
  let pending = routeCache.get(remote);
  if (!pending) {
    pending = ROUTE_LOADERS[remote]().then((m) => m.default);
    pending.catch(() => routeCache.delete(remote));
    routeCache.set(remote, pending);
  }
  return pending;
}

/** All sidebar items the reachable remotes contribute; an unreachable remote's items are left out. */
export async function loadRemoteNav(): Promise<NavItem[]> {
  const results = await Promise.allSettled(Object.values(NAV_LOADERS).map((load) => load()));
  return results.flatMap((r) => (r.status === 'fulfilled' ? r.value.default : []));
}
