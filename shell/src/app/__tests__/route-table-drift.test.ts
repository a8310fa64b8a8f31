// Issue 29 item 2: the shell's route table (route-table.ts) cannot drift from the remotes' own
// routes (each remote's src/remote/routes.tsx, what it exposes as ./routes): every path the table
// gives a remote is a route of that remote, every route a remote declares is in the table under that
// remote, and the table's zone matches the route's declared access (guarded ↔ the signed-in layout).
// Route roles (RemoteRoute.roles): every guarded route declares them, and a remote's sidebar item is
// shown only to roles its route admits (nav.ts takes them from the same route-roles.ts).
/* eslint-disable @typescript-eslint/no-restricted-imports -- this test checks the seam itself: it reads
   each remote's route list as data (the apps never import each other at run time) */
import { routeAllows, ROLES, type NavItem, type RemoteRoute } from '@akademi/shared';
import { ROUTE_TABLE } from '../route-table';
import { SHELL_NAV } from '../../layout/shell-nav';
import mfAuth from '../../../../mf-auth/src/remote/routes';
import mfAdmin from '../../../../mf-admin/src/remote/routes';
import mfReports from '../../../../mf-reports/src/remote/routes';
import mfTests from '../../../../mf-tests/src/remote/routes';
import mfTracking from '../../../../mf-tracking/src/remote/routes';
import mfAuthNav from '../../../../mf-auth/src/remote/nav';
import mfAdminNav from '../../../../mf-admin/src/remote/nav';
import mfReportsNav from '../../../../mf-reports/src/remote/nav';
import mfTestsNav from '../../../../mf-tests/src/remote/nav';
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

const REMOTE_NAV: Record<string, NavItem[]> = { mf_auth: mfAuthNav, mf_admin: mfAdminNav, mf_reports: mfReportsNav, mf_tests: mfTestsNav };

describe('route roles (issue 29 item 2)', () => {
  it('every guarded route of every remote declares its roles', () => {
    const missing = Object.entries(REMOTE_ROUTES).flatMap(([owner, routes]) =>
      routes.filter((r) => r.access === 'guarded' && !(Array.isArray(r.roles) && r.roles.length > 0)).map((r) => `${owner}: /${r.path}`),
    );
    expect(missing).toEqual([]);
  });

  it('a remote’s sidebar item leads to one of its own routes, shown only to roles that route admits', () => {
    const problems: string[] = [];
    for (const [owner, items] of Object.entries(REMOTE_NAV)) {
      for (const item of items) {
        const route = REMOTE_ROUTES[owner]?.find((r) => `/${r.path}` === item.path);
        if (!route) problems.push(`${owner} nav ${item.path}: no such route of ${owner}`);
        else for (const role of item.roles) if (!routeAllows(route, role)) problems.push(`${owner} nav ${item.path}: shown to ${role}, which the route refuses`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the shell’s own sidebar items name shell routes of the table', () => {
    expect(SHELL_NAV.filter((n) => !ROUTE_TABLE.some((t) => t.owner === 'shell' && t.path === n.path)).map((n) => n.path)).toEqual([]);
    expect(SHELL_NAV.every((n) => n.roles.every((r) => ROLES.includes(r)))).toBe(true);
  });
});
