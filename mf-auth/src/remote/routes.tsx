// mf-auth's routes (spec 3 §2.1): / and /auth public (signed-in → /dashboard), /settings guarded.
import { lazy } from 'react';
import type { RemoteRoute } from '@akademi/shared';

const SignInPage = lazy(() => import('../features/sign-in/components/SignInPage'));
const SettingsPage = lazy(() => import('../features/settings/components/SettingsPage'));

const routes: RemoteRoute[] = [
  { path: '', access: 'public', Component: SignInPage, redirectWhenSignedIn: '/dashboard' },
  { path: 'auth', access: 'public', Component: SignInPage, redirectWhenSignedIn: '/dashboard' },
  { path: 'settings', access: 'guarded', Component: SettingsPage },
];

export default routes;
