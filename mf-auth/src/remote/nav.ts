// Sidebar item of mf-auth (spec 1 §2 sidebar table).
import type { NavItem } from '@akademi/shared';

const nav: NavItem[] = [
  { path: '/settings', label: 'Ayarlar', icon: 'settings', roles: ['admin', 'temsilci', 'beyin_antrenoru', 'kullanici'], section: 'quick', order: 90 },
];

export default nav;
