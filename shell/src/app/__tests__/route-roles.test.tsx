// Issue 29 item 2: route roles live in the contract (RemoteRoute.roles). The shell's guard reads them
// from the remote's own route list — a role the route does not list gets the one 'Erişim Yetkisi Yok'
// screen — and the sidebar shows a role exactly its routes: the items spec 1 §2's sidebar table gives
// it, each one a page the role may open.
import { screen, within } from '@testing-library/react';
import { routeAllows, type NavItem, type RemoteRoute, type Role, type UserProfile } from '@akademi/shared';
import { AppRoutes } from '../AppRoutes';
import { Sidebar } from '../../layout/Sidebar';
import { SHELL_NAV } from '../../layout/shell-nav';
import { renderWithAppAsync } from '../../../../shared/testing/render';
/* eslint-disable @typescript-eslint/no-restricted-imports -- this test checks the seam itself: the remotes' route and nav lists as data */
import mfAdminRoutes from '../../../../mf-admin/src/remote/routes';
import mfReportsRoutes from '../../../../mf-reports/src/remote/routes';
import mfTestsRoutes from '../../../../mf-tests/src/remote/routes';
import mfAuthRoutes from '../../../../mf-auth/src/remote/routes';
import mfAdminNav from '../../../../mf-admin/src/remote/nav';
import mfReportsNav from '../../../../mf-reports/src/remote/nav';
import mfTestsNav from '../../../../mf-tests/src/remote/nav';
import mfAuthNav from '../../../../mf-auth/src/remote/nav';
/* eslint-enable @typescript-eslint/no-restricted-imports */

// The remotes' real route lists (their roles, access, paths); each page a stand-in heading.
jest.mock('../federation-host', () => {
  /* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories cannot use imports */
  const lists: Record<string, { default: RemoteRoute[] }> = {
    mf_admin: require('../../../../mf-admin/src/remote/routes'),
    mf_reports: require('../../../../mf-reports/src/remote/routes'),
    mf_tests: require('../../../../mf-tests/src/remote/routes'),
    mf_auth: require('../../../../mf-auth/src/remote/routes'),
    mf_tracking: { default: [] },
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const stub = (r: RemoteRoute): RemoteRoute => ({ ...r, Component: () => <h1>{`Sayfa ${r.path}`}</h1> });
  return { loadRemoteRoutesModule: (remote: string) => Promise.resolve({ default: (lists[remote]?.default ?? []).map(stub) }) };
});

const ALL_NAV: NavItem[] = [...mfTestsNav, ...mfAdminNav, ...mfReportsNav, ...mfAuthNav, ...SHELL_NAV];
jest.mock('../../layout/use-nav-items', () => ({ useNavItems: () => ALL_NAV }));

const ROUTES_BY_PATH = new Map<string, RemoteRoute>(
  [...mfAdminRoutes, ...mfReportsRoutes, ...mfTestsRoutes, ...mfAuthRoutes].map((r) => [`/${r.path}`, r]),
);

function sessionAs(role: Role) {
  const profile: UserProfile = {
    id: 'u1',
    email: 'kisi@akademi.test',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    phone: null,
    isActive: true,
    roles: [role],
    supervisorId: null,
    createdAt: '2026-01-01T00:00:00Z',
  };
  return { status: 'signedIn' as const, authUser: { id: 'a1', email: profile.email }, profile, roles: profile.roles, currentRole: role };
}

describe('the guard reads the route’s roles', () => {
  it('a role the route does not list gets the one Erişim Yetkisi Yok screen, not the page', async () => {
    await renderWithAppAsync(<AppRoutes />, { route: '/reports', session: sessionAs('kullanici') });
    expect(await screen.findByText('Erişim Yetkisi Yok', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Bu sayfayı görüntüleme yetkiniz bulunmamaktadır.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sayfa reports' })).toBeNull();
  });

  it('an admin-only route refuses a trainer; a listed role gets the page', async () => {
    await renderWithAppAsync(<AppRoutes />, { route: '/access-logs', session: sessionAs('beyin_antrenoru') });
    expect(await screen.findByText('Erişim Yetkisi Yok', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sayfa access-logs' })).toBeNull();
  });

  it('a listed role gets the page', async () => {
    await renderWithAppAsync(<AppRoutes />, { route: '/reports', session: sessionAs('temsilci') });
    expect(await screen.findByRole('heading', { name: 'Sayfa reports' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Erişim Yetkisi Yok')).toBeNull();
  });
});

// Spec 1 §2's sidebar table, with the screens added since (issue 25: Test Tanımla, Test Kataloğu;
// issue 26: Veri Talepleri, İmha Kayıtları, Erişim Kayıtları) — the oracle the one list must produce.
const MAIN = ['/cognitive-assessment', '/reading-exercises', '/international-tests', '/forms'];
const SIDEBAR_OF: Record<Role, string[]> = {
  admin: [...MAIN, '/students', '/add-user', '/reports', '/activities', '/test-management', '/test-catalog', '/privacy/requests', '/privacy/destruction-log', '/access-logs', '/settings', '/help'],
  temsilci: [...MAIN, '/add-user', '/reports', '/activities', '/test-management', '/privacy/requests', '/settings', '/help'],
  beyin_antrenoru: [...MAIN, '/students', '/reports', '/activities', '/test-management', '/privacy/requests', '/settings', '/help'],
  kullanici: [...MAIN, '/settings'],
};

describe('the sidebar shows a role exactly its routes', () => {
  it.each(Object.keys(SIDEBAR_OF) as Role[])('%s', async (role) => {
    await renderWithAppAsync(<Sidebar />, { route: '/dashboard', session: sessionAs(role) });
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    const shown = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href') ?? '');
    expect([...shown].sort()).toEqual([...SIDEBAR_OF[role]].sort());
    // every link leads to a page the role may open (no sidebar item ends on Erişim Yetkisi Yok)
    const refused = shown.filter((path) => {
      const route = ROUTES_BY_PATH.get(path);
      return route !== undefined && !routeAllows(route, role);
    });
    expect(refused).toEqual([]);
  });
});
