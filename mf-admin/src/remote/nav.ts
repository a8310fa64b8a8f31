// Sidebar items of mf-admin (spec 1 §2 sidebar table).
import type { NavItem } from '@akademi/shared';

const nav: NavItem[] = [
  { path: '/students', label: 'Öğrenciler', icon: 'students', roles: ['admin', 'beyin_antrenoru'], section: 'management', order: 50 },
  {
    path: '/add-user',
    label: 'Kullanıcılar',
    labelByRole: { temsilci: 'Beyin Antrenörleri', admin: 'Kullanıcılar' },
    icon: 'users',
    roles: ['admin', 'temsilci'],
    section: 'management',
    order: 60,
  },
  // issue 25: 'Test Tanımla' (spec 1 §2 "Test assignment": admin, temsilci, beyin_antrenoru) and
  // the admin's 'Test Kataloğu'; after Aktiviteler (80), before the quick-access section.
  { path: '/test-management', label: 'Test Tanımla', icon: 'assign', roles: ['admin', 'temsilci', 'beyin_antrenoru'], section: 'management', order: 85 },
  { path: '/test-catalog', label: 'Test Kataloğu', icon: 'catalog', roles: ['admin'], section: 'management', order: 86 },
  // issue 26: KVKK requests and the destruction record
  { path: '/privacy/requests', label: 'Veri Talepleri', icon: 'form', roles: ['admin', 'temsilci', 'beyin_antrenoru'], section: 'management', order: 90 },
  { path: '/privacy/destruction-log', label: 'İmha Kayıtları', icon: 'settings', roles: ['admin'], section: 'management', order: 91 },
  { path: '/access-logs', label: 'Erişim Kayıtları', icon: 'settings', roles: ['admin'], section: 'management', order: 92 },
];

export default nav;
