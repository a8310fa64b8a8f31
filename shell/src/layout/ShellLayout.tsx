// Signed-in layout: header, sidebar by role, and the route outlet inside <main>. A route's
// failure stays inside its outlet (each remote page has its own error boundary).
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from '@akademi/shared/router';
import { LoadingScreen, RouteErrorBoundary } from '@akademi/shared/ui';
import { selectProfileError, useAppSelector } from '@akademi/shared';
import { App, Drawer, Grid, Layout, UiProvider, useFlashToast } from '@akademi/shared/kit';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { SidebarFooter } from './SidebarFooter';
import { SIDEBAR_WIDTH_MOBILE, useSidebarState } from './sidebar-state';
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

function SidebarContents() {
  return (
    <>
      <Sidebar />
      <SidebarFooter>
        <ChatbotButton />
      </SidebarFooter>
    </>
  );
}

/**
 * Below antd's md breakpoint (768 px) the sidebar is an overlay Drawer, 18rem wide (spec 1 §9): it
 * covers the page instead of squeezing it, closes on navigation, Escape and a tap outside, and
 * leaves nothing in the page when closed. Its open state is not kept in the cookie (the cookie is
 * the desktop choice). Tablets and desktops keep the inline, collapsible Sider.
 */
export function usePhoneDrawer(pathname: string) {
  const screens = Grid.useBreakpoint();
  // md is undefined until antd has measured (before the first paint): treat that as not a phone.
  const isPhone = screens.md === false;
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!isPhone) setOpen(false);
  }, [isPhone]);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);
  return { isPhone, open, toggle, close };
}

export default function ShellLayout() {
  const { pathname } = useLocation();
  const sidebar = useSidebarState();
  const phone = usePhoneDrawer(pathname);
  return (
    <UiProvider>
      <FlashToast />
      <ProfileNotice />
      <Layout style={{ minHeight: '100vh' }}>
        <ScrollToTop />
        <Header
          sidebarOpen={phone.isPhone ? phone.open : sidebar.open}
          onToggleSidebar={phone.isPhone ? phone.toggle : sidebar.toggle}
        />
        <Layout>
          {phone.isPhone ? (
            <Drawer
              open={phone.open}
              onClose={phone.close}
              placement="left"
              size={SIDEBAR_WIDTH_MOBILE}
              closable={false}
              destroyOnHidden
              rootClassName="shell-sidebar-drawer"
              styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
            >
              <SidebarContents />
            </Drawer>
          ) : (
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
                <SidebarContents />
              </div>
            </Layout.Sider>
          )}
          {/* antd 6 renders Layout.Content as the page's <main> landmark. */}
          <Layout.Content style={{ padding: phone.isPhone ? 12 : 24, minWidth: 0 }}>
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
