// Standalone harness: a remote runs on its own for its team (its own index.html, no shell).
// Same store, session, guard and screens as in the shell; no shell layout.
import { lazy, Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { RemoteRoute } from '../federation/contract';
import { AccessGuard } from './access-guard';
import { RouteErrorBoundary } from './route-error-boundary';
import { UiProvider } from './providers';
import { LoadingScreen } from './screens';
import { mountApp } from './mount-app';

export interface StandaloneOptions {
  remoteKey: string;
  routes: RemoteRoute[];
  /** Where '/' goes when no route has path '' (keeps the query string). */
  indexPath?: string;
  /** Banner shown above the page so nobody mistakes the harness for the product. */
  title?: string;
}

// the one 'Erişim Yetkisi Yok' screen for a role the route does not list (RemoteRoute.roles)
const AccessDenied = lazy(() => import('./access-denied').then((m) => ({ default: m.AccessDenied })));

function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

export function StandaloneApp({ remoteKey, routes, indexPath }: StandaloneOptions): ReactNode {
  const hasIndex = routes.some((r) => r.path === '');
  return (
    <Routes>
      {routes.map(({ path, access, Component, redirectWhenSignedIn, roles }) => (
        <Route
          key={path}
          path={`/${path}`}
          element={
            <main>
              <RouteErrorBoundary remoteKey={remoteKey} resetKey={path}>
                <Suspense fallback={<LoadingScreen />}>
                  <AccessGuard access={access} redirectWhenSignedIn={redirectWhenSignedIn} roles={roles} denied={<AccessDenied />}>
                    <Component />
                  </AccessGuard>
                </Suspense>
              </RouteErrorBoundary>
            </main>
          }
        />
      ))}
      {!hasIndex && indexPath ? <Route path="/" element={<RedirectKeepingQuery to={indexPath} />} /> : null}
      <Route path="*" element={<main><h1>Sayfa bulunamadı</h1></main>} />
    </Routes>
  );
}

export function mountStandalone(options: StandaloneOptions): void {
  mountApp((store) => (
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          <StandaloneApp {...options} />
        </BrowserRouter>
      </UiProvider>
    </Provider>
  ));
}
