// mf-auth's routes (spec 3 §2.1): / and /auth public (signed-in → /dashboard), /settings guarded.
import { lazy } from 'react';
import type { RemoteRoute } from '@akademi/shared';
import { ROUTE_ROLES } from './route-roles';

const SignInPage = lazy(() => import('../features/sign-in/components/SignInPage'));
const SettingsPage = lazy(() => import('../features/settings/components/SettingsPage'));

const routes: RemoteRoute[] = [
  // plain: the sign-in page draws no antd (login page budget ≤ 250 KB gzip of JS).
  { path: '', access: 'public', Component: SignInPage, redirectWhenSignedIn: '/dashboard', plain: true },
  { path: 'auth', access: 'public', Component: SignInPage, redirectWhenSignedIn: '/dashboard', plain: true },
  { path: 'settings', access: 'guarded', roles: ROUTE_ROLES.settings, Component: SettingsPage },
];

export default routes;
