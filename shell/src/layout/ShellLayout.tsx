// Signed-in layout: header, sidebar by role, and the route outlet inside <main>. A route's
// failure stays inside its outlet (each remote page has its own error boundary).
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from '@akademi/shared/router';
import { LoadingScreen, RouteErrorBoundary } from '@akademi/shared/ui';
import { selectProfileError, takeFlashMessage, useAppSelector } from '@akademi/shared';
import { Header } from './Header';
import { PhoneDrawer } from './PhoneDrawer';
import { Sidebar } from './Sidebar';
import { SidebarFooter } from './SidebarFooter';
import { useSidebarState } from './sidebar-state';
import { ChatbotButton } from '../features/chatbot/components/ChatbotButton';
import { Toaster, toast } from '../components/toast';
import { ensureChromeStyles } from '../components/chrome-styles';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The one-shot flash message (session/flash-message.ts), shown once. */
function FlashToast() {
  useEffect(() => {
    const text = takeFlashMessage();
    if (text) toast.success(text);
  }, []);
  return null;
}

/** The offline notice when the profile came from the cached user (spec 1 §4, §8). */
function ProfileNotice() {
  const profileError = useAppSelector(selectProfileError);
  useEffect(() => {
    if (profileError) toast.warning(profileError, 5);
  }, [profileError]);
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
 * Below 768 px (antd's md breakpoint, matched with matchMedia) the sidebar is an overlay drawer,
 * 18rem wide (spec 1 §9): it covers the page instead of squeezing it, closes on navigation, Escape
 * and a tap outside, and leaves nothing in the page when closed. Its open state is not kept in the
 * cookie (the cookie is the desktop choice). Tablets and desktops keep the inline, collapsible sider.
 */
export function usePhoneDrawer(pathname: string, isPhone: boolean) {
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
  ensureChromeStyles();
  const { pathname } = useLocation();
  const sidebar = useSidebarState();
  const phone = usePhoneDrawer(pathname, sidebar.isMobile);
  return (
    <div className="ak-shell">
      <FlashToast />
      <ProfileNotice />
      <Toaster />
      <ScrollToTop />
      <Header
        sidebarOpen={phone.isPhone ? phone.open : sidebar.open}
        onToggleSidebar={phone.isPhone ? phone.toggle : sidebar.toggle}
      />
      <div className="ak-body">
        {phone.isPhone ? (
          <PhoneDrawer open={phone.open} onClose={phone.close} label="Menü">
            <SidebarContents />
          </PhoneDrawer>
        ) : (
          <aside data-testid="sidebar" className="ak-sider" data-state={sidebar.open ? 'expanded' : 'collapsed'} style={{ width: sidebar.width }}>
            {/* Collapsed: the contents leave the page (not just zero width) so focus skips them. */}
            <div className="ak-sider-inner" style={{ display: sidebar.open ? 'flex' : 'none' }}>
              <SidebarContents />
            </div>
          </aside>
        )}
        <main className={phone.isPhone ? 'ak-content ak-content-phone' : 'ak-content'}>
          <RouteErrorBoundary remoteKey="shell" resetKey={pathname}>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
      </div>
    </div>
  );
}
