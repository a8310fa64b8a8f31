// Stand-in for shell/src/app/federation-host.ts in the single-bundle build (single-bundle.webpack.ts):
// each remote's ./routes straight from its source, no federation runtime.
import type { RemoteName, RemoteRoute } from '@akademi/shared';

const ROUTES: Record<RemoteName, () => Promise<{ default: RemoteRoute[] }>> = {
  mf_auth: () => import('../mf-auth/src/remote/routes.tsx'),
  mf_admin: () => import('../mf-admin/src/remote/routes.tsx'),
  mf_reports: () => import('../mf-reports/src/remote/routes.tsx'),
  mf_tests: () => import('../mf-tests/src/remote/routes.tsx'),
  mf_tracking: () => import('../mf-tracking/src/remote/routes.tsx'),
};

export const loadRemoteRoutesModule = (remote: RemoteName): Promise<{ default: RemoteRoute[] }> => ROUTES[remote]();
