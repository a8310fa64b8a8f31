import { Provider } from 'react-redux';
import { BrowserRouter } from '@akademi/shared/router';
import type { AppStore } from '@akademi/shared';
import { RouteErrorBoundary } from '@akademi/shared/ui';
import { AppRoutes } from './AppRoutes';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      {/* No antd provider here: the sign-in page draws no antd. The layout and the pages that use
          antd get UiProvider (ConfigProvider + App) from '@akademi/shared/kit'. */}
      <BrowserRouter>
        <RouteErrorBoundary remoteKey="shell">
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </Provider>
  );
}
