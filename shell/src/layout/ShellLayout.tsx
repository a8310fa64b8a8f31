// Signed-in layout: header, sidebar by role, and the route outlet inside <main>. A route's
// failure stays inside its outlet (each remote page has its own error boundary).
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '@akademi/shared/router';
import { LoadingScreen, RouteErrorBoundary } from '@akademi/shared/ui';
import { selectProfileError, useAppSelector } from '@akademi/shared';
import { App, Layout, UiProvider, useFlashToast } from '@akademi/shared/kit';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { SidebarFooter } from './SidebarFooter';
import { useSidebarState } from './sidebar-state';
import { ChatbotButton } from '../features/chatbot/components/ChatbotButton';

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

/** The offline notice when the profile came from the cached user (spec 1 §4, §8). */
function ProfileNotice() {
  const profileError = useAppSelector(selectProfileError);
  const { message } = App.useApp();
  useEffect(() => {
    if (profileError) void message.warning(profileError, 5);
  }, [profileError, message]);
  return null;
}

export default function ShellLayout() {
  const { pathname } = useLocation();
  const sidebar = useSidebarState();
  return (
    <UiProvider>
      <FlashToast />
      <ProfileNotice />
      <Layout style={{ minHeight: '100vh' }}>
        <ScrollToTop />
        <Header sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} />
        <Layout>
          <Layout.Sider
            width={sidebar.width}
            collapsedWidth={0}
            collapsed={!sidebar.open}
            trigger={null}
            theme="light"
            data-state={sidebar.open ? 'expanded' : 'collapsed'}
            style={{ borderInlineEnd: '1px solid #f0f0f0' }}
          >
            {/* Collapsed: the contents leave the page (not just zero width) so focus skips them. */}
            <div style={{ display: sidebar.open ? 'flex' : 'none', flexDirection: 'column', minHeight: '100%' }}>
              <Sidebar />
              <SidebarFooter>
                <ChatbotButton />
              </SidebarFooter>
            </div>
          </Layout.Sider>
          {/* antd 6 renders Layout.Content as the page's <main> landmark. */}
          <Layout.Content style={{ padding: 24, minWidth: 0 }}>
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
