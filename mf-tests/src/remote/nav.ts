// Sidebar items of mf-tests (spec 1 §2 sidebar table).
import type { NavItem } from '@akademi/shared';
import { ROUTE_ROLES } from './route-roles';

const nav: NavItem[] = [
  { path: '/cognitive-assessment', label: 'Bilişsel Beceri Değerlendirme', icon: 'brain', roles: ROUTE_ROLES['cognitive-assessment'], section: 'main', order: 10 },
  { path: '/reading-exercises', label: 'Etkin ve Anlayarak Okuma', icon: 'reading', roles: ROUTE_ROLES['reading-exercises'], section: 'main', order: 20 },
  { path: '/international-tests', label: 'Uluslararası Alan Testleri', icon: 'global', roles: ROUTE_ROLES['international-tests'], section: 'main', order: 30 },
  { path: '/forms', label: 'Formlar', icon: 'form', roles: ROUTE_ROLES.forms, section: 'main', order: 40 },
];

export default nav;
