// Sidebar items of mf-reports (spec 1 §2 sidebar table).
import type { NavItem } from '@akademi/shared';

const nav: NavItem[] = [
  { path: '/reports', label: 'Raporlar', icon: 'reports', roles: ['admin', 'temsilci', 'beyin_antrenoru'], section: 'management', order: 70 },
  { path: '/activities', label: 'Aktiviteler', icon: 'activities', roles: ['admin', 'temsilci', 'beyin_antrenoru'], section: 'management', order: 80 },
];

export default nav;
