// Issue 29 item 2: the shell's route table (route-table.ts) cannot drift from the remotes' own
// routes (each remote's src/remote/routes.tsx, what it exposes as ./routes): every path the table
// gives a remote is a route of that remote, every route a remote declares is in the table under that
// remote, and the table's zone matches the route's declared access (guarded ↔ the signed-in layout).
/* eslint-disable @typescript-eslint/no-restricted-imports -- this test checks the seam itself: it reads
   each remote's route list as data (the apps never import each other at run time) */
import type { RemoteRoute } from '@akademi/shared';
import { ROUTE_TABLE } from '../route-table';
import mfAuth from '../../../../mf-auth/src/remote/routes';
import mfAdmin from '../../../../mf-admin/src/remote/routes';
import mfReports from '../../../../mf-reports/src/remote/routes';
import mfTests from '../../../../mf-tests/src/remote/routes';
import mfTracking from '../../../../mf-tracking/src/remote/routes';
/* eslint-enable @typescript-eslint/no-restricted-imports */

const REMOTE_ROUTES: Record<string, RemoteRoute[]> = {
  mf_auth: mfAuth,
  mf_admin: mfAdmin,
  mf_reports: mfReports,
  mf_tests: mfTests,
  mf_tracking: mfTracking,
};

describe('the shell route table and the remotes’ routes', () => {
  it('every path the table gives a remote is one of that remote’s routes, in the zone its access needs', () => {
    const problems: string[] = [];
    for (const entry of ROUTE_TABLE) {
      if (entry.owner === 'shell') continue;
      const route = REMOTE_ROUTES[entry.owner]?.find((r) => `/${r.path}` === entry.path);
      if (!route) problems.push(`${entry.path}: ${entry.owner} has no such route`);
      else if ((route.access === 'guarded') !== (entry.zone === 'layout')) problems.push(`${entry.path}: access ${route.access} in zone ${entry.zone}`);
    }
    expect(problems).toEqual([]);
  });

  it('every route a remote declares is in the table under that remote', () => {
    const missing = Object.entries(REMOTE_ROUTES).flatMap(([owner, routes]) =>
      routes.filter((r) => !ROUTE_TABLE.some((t) => t.owner === owner && t.path === `/${r.path}`)).map((r) => `${owner}: /${r.path}`),
    );
    expect(missing).toEqual([]);
  });
});
