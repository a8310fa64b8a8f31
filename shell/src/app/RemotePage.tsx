// Renders one remote's page for a path of the routing table: loads the remote's ./routes,
// applies the guard by the route's declared access and roles (RemoteRoute.roles), and isolates failures to this route.
import { lazy, Suspense, use, type ReactNode } from 'react';
import type { RemoteName } from '@akademi/shared';
import { AccessGuard, LoadingScreen, RouteErrorBoundary } from '@akademi/shared/ui';
import { forgetRemoteRoutes, loadRemoteRoutes } from './remote-loaders';
import NotFoundPage from '../features/not-found/components/NotFoundPage';
import { AntdZone } from '../components/AntdZone';

// The one 'Erişim Yetkisi Yok' screen (shared kit-extra), for a role the route does not list: loaded
// only when shown, like every antd part of the shell.
const AccessDenied = lazy(() => import('@akademi/shared/kit-extra').then((m) => ({ default: m.AccessDenied })));
const DENIED = (
  <AntdZone>
    <AccessDenied />
  </AntdZone>
);

// antd's providers load with the first page that draws antd (never for the plain sign-in page, nor
// the signed-in layout and dashboard, which draw no antd): every page not declared plain gets them,
// inside the layout or not.
function WithUi({ plain, children }: { plain?: boolean; children: ReactNode }) {
  return plain ? <>{children}</> : <AntdZone>{children}</AntdZone>;
}

function RemoteRouteContent({ remote, path }: { remote: RemoteName; path: string }) {
  const routes = use(loadRemoteRoutes(remote));
  const relative = path.replace(/^\//, '');
  const route = routes.find((r) => r.path === relative);
  if (!route) return <NotFoundPage />;
  const { Component, access, redirectWhenSignedIn, plain, roles } = route;
  return (
    <AccessGuard access={access} redirectWhenSignedIn={redirectWhenSignedIn} roles={roles} denied={DENIED}>
      <WithUi plain={plain}>
        <Component />
      </WithUi>
    </AccessGuard>
  );
}

export function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  return (
    <RouteErrorBoundary remoteKey={remote} resetKey={path} onReset={() => forgetRemoteRoutes(remote)}>
      <Suspense fallback={<LoadingScreen />}>
        <RemoteRouteContent remote={remote} path={path} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
