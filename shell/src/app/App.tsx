import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from '@akademi/shared/router';
import type { AppStore } from '@akademi/shared';
import { RouteErrorBoundary, dropFirstPaint } from '@akademi/shared/ui';
import { AppRoutes } from './AppRoutes';

/** Paths whose page takes over index.html's static sign-in form (mf-auth's SignInPage). */
const FIRST_PAINT_PATHS = new Set(['/', '/auth']);

/** Any other page (e.g. the redirect of a signed-in visitor) drops the static sign-in copy. */
function FirstPaintHandoff() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!FIRST_PAINT_PATHS.has(pathname)) dropFirstPaint();
  }, [pathname]);
  return null;
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      {/* No antd provider here: the sign-in page draws no antd. The layout and the pages that use
          antd get UiProvider (ConfigProvider + App) from '@akademi/shared/kit'. */}
      <BrowserRouter>
        <FirstPaintHandoff />
        <RouteErrorBoundary remoteKey="shell">
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </Provider>
  );
}
