// Sidebar items of mf-admin (spec 1 §2 sidebar table). Roles: the routes' own (route-roles.ts), narrowed
// where the spec's sidebar table shows an item to fewer roles than may open the page: Öğrenciler not
// to temsilci, Kullanıcılar not to beyin_antrenoru (both pages admit all three staff roles, spec 1 §2).
import type { NavItem } from '@akademi/shared';
import { ROUTE_ROLES } from './route-roles';

const nav: NavItem[] = [
  { path: '/students', label: 'Öğrenciler', icon: 'students', roles: ROUTE_ROLES.students.filter((r) => r !== 'temsilci'), section: 'management', order: 50 },
  {
    path: '/add-user',
    label: 'Kullanıcılar',
    labelByRole: { temsilci: 'Beyin Antrenörleri', admin: 'Kullanıcılar' },
    icon: 'users',
    roles: ROUTE_ROLES['add-user'].filter((r) => r !== 'beyin_antrenoru'),
    section: 'management',
    order: 60,
  },
  // issue 25: 'Test Tanımla' (spec 1 §2 "Test assignment": admin, temsilci, beyin_antrenoru) and
  // the admin's 'Test Kataloğu'; after Aktiviteler (80), before the quick-access section.
  { path: '/test-management', label: 'Test Tanımla', icon: 'assign', roles: ROUTE_ROLES['test-management'], section: 'management', order: 85 },
  { path: '/test-catalog', label: 'Test Kataloğu', icon: 'catalog', roles: ROUTE_ROLES['test-catalog'], section: 'management', order: 86 },
  // issue 26: KVKK requests and the destruction record
  { path: '/privacy/requests', label: 'Veri Talepleri', icon: 'form', roles: ROUTE_ROLES['privacy/requests'], section: 'management', order: 90 },
  { path: '/privacy/destruction-log', label: 'İmha Kayıtları', icon: 'settings', roles: ROUTE_ROLES['privacy/destruction-log'], section: 'management', order: 91 },
  { path: '/access-logs', label: 'Erişim Kayıtları', icon: 'settings', roles: ROUTE_ROLES['access-logs'], section: 'management', order: 92 },
];

export default nav;
