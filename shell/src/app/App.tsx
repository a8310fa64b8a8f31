import { Provider } from 'react-redux';
import { BrowserRouter } from '@akademi/shared/router';
import type { AppStore } from '@akademi/shared';
import { RouteErrorBoundary, UiProvider } from '@akademi/shared/ui';
import { AppRoutes } from './AppRoutes';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          <RouteErrorBoundary remoteKey="shell">
            <AppRoutes />
          </RouteErrorBoundary>
        </BrowserRouter>
      </UiProvider>
    </Provider>
  );
}
