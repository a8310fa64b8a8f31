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
  { path: '/access-logs', label: 'Erişim Kayıtları', icon: 'settings', roles: ['admin'], section: 'management', order: 70 },
];

export default nav;
