// Signed-in layout: header, sidebar by role, and the route outlet inside <main>. A route's
// failure stays inside its outlet (each remote page has its own error boundary).
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '@akademi/shared/router';
import { LoadingScreen, RouteErrorBoundary } from '@akademi/shared/ui';
import { Layout, UiProvider, useFlashToast } from '@akademi/shared/kit';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function FlashToast() {
  useFlashToast();
  return null;
}

export default function ShellLayout() {
  const { pathname } = useLocation();
  return (
    <UiProvider>
      <FlashToast />
      <Layout style={{ minHeight: '100vh' }}>
        <ScrollToTop />
        <Header />
        <Layout>
          <Layout.Sider width="16rem" breakpoint="md" collapsedWidth={0} theme="light" style={{ borderInlineEnd: '1px solid #f0f0f0' }}>
            <Sidebar />
          </Layout.Sider>
          {/* antd 6 renders Layout.Content as the page's <main> landmark. */}
          <Layout.Content style={{ padding: 24 }}>
            <RouteErrorBoundary remoteKey="shell" resetKey={pathname}>
              <Suspense fallback={<LoadingScreen />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </Layout.Content>
        </Layout>
      </Layout>
    </UiProvider>
  );
}
