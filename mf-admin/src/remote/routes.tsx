// mf-admin's routes (spec 3 §2.1). Pages are lazy; the shell shows 'Yükleniyor...' meanwhile.
import { lazy } from 'react';
import type { RemoteRoute } from '@akademi/shared';

const StudentsPage = lazy(() => import('../features/students/components/StudentsPage'));
const AddUserPage = lazy(() => import('../features/users/components/AddUserPage'));
const TestManagementPage = lazy(() => import('../features/test-management/components/TestManagementPage'));
const SystemLogsPage = lazy(() => import('../features/system-logs/components/SystemLogsPage'));
const PageTesterPage = lazy(() => import('../features/pagetester/components/PageTesterPage'));
const AccessLogsPage = lazy(() => import('../features/access-logs/components/AccessLogsPage'));

const routes: RemoteRoute[] = [
  { path: 'students', access: 'guarded', Component: StudentsPage },
  { path: 'add-user', access: 'guarded', Component: AddUserPage },
  { path: 'test-management', access: 'guarded', Component: TestManagementPage },
  { path: 'admin/system-logs', access: 'unguarded', Component: SystemLogsPage },
  // Erişim Kayıtları (issue 26 §2): admin only (the page and the RPC both refuse others)
  { path: 'access-logs', access: 'guarded', Component: AccessLogsPage },
  { path: 'pagetester', access: 'unguarded', Component: PageTesterPage },
];

export default routes;
