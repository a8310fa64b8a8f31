// mf-reports's routes (spec 3 §2.1). Pages are lazy; the shell shows 'Yükleniyor...' meanwhile.
import { lazy } from 'react';
import type { RemoteRoute } from '@akademi/shared';
import { ROUTE_ROLES } from './route-roles';

const ReportsPage = lazy(() => import('../features/reports/components/ReportsPage'));
const ActivitiesPage = lazy(() => import('../features/activities/components/ActivitiesPage'));
const StudentProfilePage = lazy(() => import('../features/profile/components/StudentProfilePage'));

const routes: RemoteRoute[] = [
  { path: 'reports', access: 'guarded', roles: ROUTE_ROLES.reports, Component: ReportsPage },
  { path: 'activities', access: 'guarded', roles: ROUTE_ROLES.activities, Component: ActivitiesPage },
  { path: 'students/:id', access: 'guarded', roles: ROUTE_ROLES['students/:id'], Component: StudentProfilePage },
];

export default routes;
