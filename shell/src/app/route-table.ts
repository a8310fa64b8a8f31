// The top-level routing table of spec 3 §2.1: which app owns each path, and whether the page sits
// inside the signed-in layout (login required) or stands alone. Each remote's ./routes supplies
// the page and its declared access, which the shell's guard applies as well.
import type { RemoteName } from '@akademi/shared';

export type RouteOwner = RemoteName | 'shell';

export interface ShellRoute {
  path: string;
  owner: RouteOwner;
  /** 'layout': login required, header + sidebar; 'bare': no layout (public, no-login, unguarded). */
  zone: 'layout' | 'bare';
}

/** Inside the signed-in layout: path → the app that owns it. */
const LAYOUT_ROUTES: Readonly<Record<string, RouteOwner>> = {
  '/dashboard': 'shell',
  '/reports': 'mf_reports',
  '/reading-tests': 'mf_tests',
  '/subject-tests': 'mf_tests',
  '/cognitive-assessment': 'mf_tests',
  '/reading-exercises': 'mf_tests',
  '/international-tests': 'mf_tests',
  '/forms': 'mf_tests',
  '/students': 'mf_admin',
  // Öğrenci Profili (issue 18) lives with the reports
  '/students/:id': 'mf_reports',
  '/add-user': 'mf_admin',
  '/settings': 'mf_auth',
  '/help': 'shell',
  '/test-management': 'mf_admin',
  // issue 25: the admin's test catalogue
  '/test-catalog': 'mf_admin',
  // the Aydınlatma Metni versions (issue 26; admins)
  '/aydinlatma-metni': 'mf_admin',
  '/access-logs': 'mf_admin',
  '/activities': 'mf_reports',
  // Veri Talepleri and İmha Kayıtları (issue 26)
  '/privacy/requests': 'mf_admin',
  '/privacy/destruction-log': 'mf_admin',
};

/** Without the layout (public, no-login or unguarded pages): path → the app that owns it. */
const BARE_ROUTES: Readonly<Record<string, RouteOwner>> = {
  '/': 'mf_auth',
  '/auth': 'mf_auth',
  '/exercises': 'mf_tests',
  '/public-exercises': 'mf_tests',
  '/tracking': 'mf_tracking',
  // the guardian's consent page (issue 26): public, opened from the consent e-mail
  '/veli-onayi': 'shell',
  '/pagetester': 'mf_admin',
  '/admin/system-logs': 'mf_admin',
};

const zoneRoutes = (routes: Readonly<Record<string, RouteOwner>>, zone: ShellRoute['zone']): ShellRoute[] =>
  Object.entries(routes).map(([path, owner]) => ({ path, owner, zone }));

export const ROUTE_TABLE: readonly ShellRoute[] = [...zoneRoutes(BARE_ROUTES, 'bare'), ...zoneRoutes(LAYOUT_ROUTES, 'layout')];
