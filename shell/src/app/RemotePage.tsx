// Renders one remote's page for a path of the routing table: loads the remote's ./routes,
// applies the guard by the route's declared access, and isolates failures to this route.
import { lazy, Suspense, use, type ReactNode } from 'react';
import type { RemoteName } from '@akademi/shared';
import { AccessGuard, LoadingScreen, RouteErrorBoundary } from '@akademi/shared/ui';
import { forgetRemoteRoutes, loadRemoteRoutes } from './remote-loaders';
import NotFoundPage from '../features/not-found/components/NotFoundPage';

// antd's providers load with the first page that draws antd (never for the plain sign-in page).
const UiProvider = lazy(() => import('@akademi/shared/kit').then((m) => ({ default: m.UiProvider })));

function WithUi({ plain, children }: { plain?: boolean; children: ReactNode }) {
  return plain ? <>{children}</> : <UiProvider>{children}</UiProvider>;
}

function RemoteRouteContent({ remote, path, bare }: { remote: RemoteName; path: string; bare: boolean }) {
  const routes = use(loadRemoteRoutes(remote));
  const relative = path.replace(/^\//, '');
  const route = routes.find((r) => r.path === relative);
  if (!route) return <NotFoundPage />;
  const { Component, access, redirectWhenSignedIn, plain } = route;
  return (
    <AccessGuard access={access} redirectWhenSignedIn={redirectWhenSignedIn}>
      <WithUi plain={plain || !bare}>
        <Component />
      </WithUi>
    </AccessGuard>
  );
}

/** bare: outside the signed-in layout, which otherwise provides antd's UiProvider. */
export function RemotePage({ remote, path, bare = false }: { remote: RemoteName; path: string; bare?: boolean }) {
  return (
    <RouteErrorBoundary remoteKey={remote} resetKey={path} onReset={() => forgetRemoteRoutes(remote)}>
      <Suspense fallback={<LoadingScreen />}>
        <RemoteRouteContent remote={remote} path={path} bare={bare} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
