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

export const ROUTE_TABLE: readonly ShellRoute[] = [
  { path: '/', owner: 'mf_auth', zone: 'bare' },
  { path: '/auth', owner: 'mf_auth', zone: 'bare' },
  { path: '/exercises', owner: 'mf_tests', zone: 'bare' },
  { path: '/public-exercises', owner: 'mf_tests', zone: 'bare' },
  { path: '/dashboard', owner: 'shell', zone: 'layout' },
  { path: '/reports', owner: 'mf_reports', zone: 'layout' },
  { path: '/reading-tests', owner: 'mf_tests', zone: 'layout' },
  { path: '/subject-tests', owner: 'mf_tests', zone: 'layout' },
  { path: '/cognitive-assessment', owner: 'mf_tests', zone: 'layout' },
  { path: '/reading-exercises', owner: 'mf_tests', zone: 'layout' },
  { path: '/international-tests', owner: 'mf_tests', zone: 'layout' },
  { path: '/forms', owner: 'mf_tests', zone: 'layout' },
  { path: '/students', owner: 'mf_admin', zone: 'layout' },
  // Öğrenci Profili (issue 18) lives with the reports
  { path: '/students/:id', owner: 'mf_reports', zone: 'layout' },
  { path: '/add-user', owner: 'mf_admin', zone: 'layout' },
  { path: '/settings', owner: 'mf_auth', zone: 'layout' },
  { path: '/help', owner: 'shell', zone: 'layout' },
  { path: '/test-management', owner: 'mf_admin', zone: 'layout' },
  // issue 25: the admin's test catalogue
  { path: '/test-catalog', owner: 'mf_admin', zone: 'layout' },
  // the Aydınlatma Metni versions (issue 26; admins)
  { path: '/aydinlatma-metni', owner: 'mf_admin', zone: 'layout' },
  { path: '/access-logs', owner: 'mf_admin', zone: 'layout' },
  { path: '/activities', owner: 'mf_reports', zone: 'layout' },
  // Veri Talepleri and İmha Kayıtları (issue 26)
  { path: '/privacy/requests', owner: 'mf_admin', zone: 'layout' },
  { path: '/privacy/destruction-log', owner: 'mf_admin', zone: 'layout' },
  { path: '/tracking', owner: 'mf_tracking', zone: 'bare' },
  // the guardian's consent page (issue 26): public, opened from the consent e-mail
  { path: '/veli-onayi', owner: 'shell', zone: 'bare' },
  { path: '/pagetester', owner: 'mf_admin', zone: 'bare' },
  { path: '/admin/system-logs', owner: 'mf_admin', zone: 'bare' },
];
