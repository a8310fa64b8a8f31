// Sidebar items of mf-reports (spec 1 §2 sidebar table). Roles: the routes' own (route-roles.ts);
// Aktiviteler opens for every role but the sidebar shows it to the staff roles only (spec 1 §2).
import type { NavItem } from '@akademi/shared';
import { ROUTE_ROLES } from './route-roles';
import { isStaffRole } from '@akademi/shared/domain/roles';

const nav: NavItem[] = [
  { path: '/reports', label: 'Raporlar', icon: 'reports', roles: ROUTE_ROLES.reports, section: 'management', order: 70 },
  { path: '/activities', label: 'Aktiviteler', icon: 'activities', roles: ROUTE_ROLES.activities.filter(isStaffRole), section: 'management', order: 80 },
];

export default nav;
