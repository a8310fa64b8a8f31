// The shell's routing table (spec 3 §2.1) mounted in the layout zones.
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@akademi/shared/router';
import { AccessGuard, LoadingScreen } from '@akademi/shared/ui';
import { ROUTE_TABLE } from './route-table';
import { RemotePage } from './RemotePage';
import { BareLayout } from '../layout/BareLayout';
import NotFoundPage from '../features/not-found/components/NotFoundPage';
import { AntdZone } from '../components/AntdZone';

// The signed-in layout is its own chunk: the sign-in page never loads it. The layout and the
// dashboard draw no antd (issue 19); the help page does, inside antd's providers.
// One chunk for both: the dashboard is the first page after sign-in, and apart they would each carry a
// copy of what they share (toasts, the icons' base) — webpack copies modules under splitChunks' minimum.
const loadLayout = () => import(/* webpackChunkName: "signed-in" */ '../layout/ShellLayout');
const ShellLayout = lazy(loadLayout);
const DashboardPage = lazy(() => import(/* webpackChunkName: "signed-in" */ '../features/dashboard/components/DashboardPage'));

/** Opened on a path of the layout: fetch the layout's chunk now, while the session is read. */
function prefetchLayoutFor(pathname: string): boolean {
  const inLayout = ROUTE_TABLE.some((r) => r.zone === 'layout' && r.path === pathname);
  if (inLayout) void loadLayout();
  return inLayout;
}
if (typeof window !== 'undefined') prefetchLayoutFor(window.location.pathname);
const HelpPage = lazy(() => import('../features/help/components/HelpPage'));
// the guardian's consent page (issue 26): its own small chunk, no antd, no signed-in layout
const ConsentPage = lazy(() => import(/* webpackChunkName: "veli-onayi" */ '../features/consent/components/ConsentPage'));

const SHELL_PAGES: Record<string, React.ComponentType> = {
  '/dashboard': DashboardPage,
  '/help': () => (
    <AntdZone>
      <HelpPage />
    </AntdZone>
  ),
  '/veli-onayi': () => (
    <Suspense fallback={<LoadingScreen fullPage />}>
      <ConsentPage />
    </Suspense>
  ),
};

function element({ path, owner }: (typeof ROUTE_TABLE)[number]) {
  if (owner === 'shell') {
    const Page = SHELL_PAGES[path];
    if (!Page) throw new Error(`ROUTE_TABLE: the shell owns ${path} but SHELL_PAGES has no page for it`);
    return <Page />;
  }
  return <RemotePage remote={owner} path={path} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <AccessGuard access="guarded">
            <Suspense fallback={<LoadingScreen fullPage />}>
              <ShellLayout />
            </Suspense>
          </AccessGuard>
        }
      >
        {ROUTE_TABLE.filter((r) => r.zone === 'layout').map((r) => (
          <Route key={r.path} path={r.path} element={element(r)} />
        ))}
      </Route>
      <Route element={<BareLayout />}>
        {ROUTE_TABLE.filter((r) => r.zone === 'bare').map((r) => (
          <Route key={r.path} path={r.path} element={element(r)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
