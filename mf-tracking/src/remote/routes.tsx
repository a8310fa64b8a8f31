// mf-tracking's routes (spec 3 §2.1). Pages are lazy; the shell shows 'Yükleniyor...' meanwhile.
import { lazy } from 'react';
import type { RemoteRoute } from '@akademi/shared';

const TrackingPage = lazy(() => import('../features/tracking/components/TrackingPage'));

const routes: RemoteRoute[] = [
  { path: 'tracking', access: 'no-login', Component: TrackingPage },
];

export default routes;
