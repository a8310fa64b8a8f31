// Sidebar item of mf-auth (spec 1 §2 sidebar table).
import type { NavItem } from '@akademi/shared';
import { ROUTE_ROLES } from './route-roles';

const nav: NavItem[] = [
  { path: '/settings', label: 'Ayarlar', icon: 'settings', roles: ROUTE_ROLES.settings, section: 'quick', order: 90 },
];

export default nav;
