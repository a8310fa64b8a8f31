// mf-admin's routes (spec 3 §2.1). Pages are lazy; the shell shows 'Yükleniyor...' meanwhile.
import { lazy } from 'react';
import type { RemoteRoute } from '@akademi/shared';
import { ROUTE_ROLES } from './route-roles';

const StudentsPage = lazy(() => import('../features/students/components/StudentsPage'));
const AddUserPage = lazy(() => import('../features/users/components/AddUserPage'));
const TestManagementPage = lazy(() => import('../features/test-management/components/TestManagementPage'));
const TestCatalogPage = lazy(() => import('../features/test-catalog/components/TestCatalogPage'));
const SystemLogsPage = lazy(() => import('../features/system-logs/components/SystemLogsPage'));
const DataRequestsPage = lazy(() => import('../features/privacy/components/DataRequestsPage'));
const DestructionLogPage = lazy(() => import('../features/privacy/components/DestructionLogPage'));
const PageTesterPage = lazy(() => import('../features/pagetester/components/PageTesterPage'));
const PrivacyNoticePage = lazy(() => import('../features/consent/components/PrivacyNoticePage'));
const AccessLogsPage = lazy(() => import('../features/access-logs/components/AccessLogsPage'));

const routes: RemoteRoute[] = [
  { path: 'students', access: 'guarded', roles: ROUTE_ROLES.students, Component: StudentsPage },
  { path: 'add-user', access: 'guarded', roles: ROUTE_ROLES['add-user'], Component: AddUserPage },
  { path: 'test-management', access: 'guarded', roles: ROUTE_ROLES['test-management'], Component: TestManagementPage },
  { path: 'test-catalog', access: 'guarded', roles: ROUTE_ROLES['test-catalog'], Component: TestCatalogPage },
  { path: 'admin/system-logs', access: 'unguarded', Component: SystemLogsPage },
  // issue 26: the pages check the role; RLS and the functions decide what they get
  { path: 'privacy/requests', access: 'guarded', roles: ROUTE_ROLES['privacy/requests'], Component: DataRequestsPage },
  { path: 'privacy/destruction-log', access: 'guarded', roles: ROUTE_ROLES['privacy/destruction-log'], Component: DestructionLogPage },
  // Erişim Kayıtları (issue 26 §2): admin only (the page and the RPC both refuse others)
  { path: 'access-logs', access: 'guarded', roles: ROUTE_ROLES['access-logs'], Component: AccessLogsPage },
  { path: 'pagetester', access: 'unguarded', Component: PageTesterPage },
  // issue 26: the Aydınlatma Metni (admins; others see 'Erişim Yetkisi Yok')
  { path: 'aydinlatma-metni', access: 'guarded', roles: ROUTE_ROLES['aydinlatma-metni'], Component: PrivacyNoticePage },
];

export default routes;
