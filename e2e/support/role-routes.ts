// Every route a demo role can open, read from the apps' own configuration (not a hand-kept list):
// the shell's routing table (shell/src/app/route-table.ts), the sidebar items of the shell and of
// each remote (their ./nav modules) with the roles they are shown to, and mf-tests' static pages
// (src/static-pages/<group>/<dir>/<name>.entry.tsx → /<group>/<dir>/<name>.html). Used by the axe
// walk (a11y.roles.spec.ts) and the phone/tablet walk (responsive.roles.spec.ts).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { require as tsxRequire } from 'tsx/cjs/api';
import type { NavItem } from '../../shared/src/federation/contract.ts';
import type { DemoRole } from './env.ts';

/** The product role each demo account signs in as (seed: one role per account). */
export const DEMO_ROLE_OF = { admin: 'admin', temsilci: 'temsilci', antrenor: 'beyin_antrenoru', ogrenci: 'kullanici' } as const;
export type WalkRole = keyof typeof DEMO_ROLE_OF;
export const WALK_ROLES = Object.keys(DEMO_ROLE_OF) as WalkRole[];

/** Ali Yıldız, antrenor1's student with results (seed): the example for /students/:id. */
export const SEED_STUDENT_ID = '00000000-0000-4000-a000-000000000101';

// The apps are CommonJS TypeScript packages: loaded through tsx's require (Playwright's loader does
// not compile them). Only type imports reach outside these files.
const load = <T>(file: string): T => tsxRequire(file, import.meta.url) as T; // cast: the module's own exports, typed at the call
const { ROUTE_TABLE } = load<typeof import('../../shell/src/app/route-table.ts')>('../../shell/src/app/route-table.ts');
const { SHELL_NAV } = load<typeof import('../../shell/src/layout/shell-nav.ts')>('../../shell/src/layout/shell-nav.ts');
const NAV: NavItem[] = [
  ...SHELL_NAV,
  ...['mf-auth', 'mf-admin', 'mf-reports', 'mf-tests'].flatMap((app) => load<{ default: NavItem[] }>(`../../${app}/src/remote/nav.ts`).default),
];

/**
 * The signed-in (layout) routes of a role: every route of the table that the role's sidebar shows,
 * and every layout route no sidebar item names (reached from pages: /reading-tests, /subject-tests,
 * /test-management, /dashboard — the page itself decides what the role may see). A parameterised
 * path (/students/:id) is opened with a seeded value for the roles that have its list page.
 */
export function layoutRoutesFor(role: WalkRole): string[] {
  const productRole = DEMO_ROLE_OF[role];
  return ROUTE_TABLE.filter((r) => r.zone === 'layout')
    .filter((r) => {
      const items = NAV.filter((n) => n.path === r.path);
      return items.length === 0 || items.some((n) => (n.roles as readonly string[]).includes(productRole));
    })
    .map((r) => r.path)
    // a parameterised page (/students/:id) for the roles that have its list page (/students)
    .filter((path, _i, paths) => !path.includes('/:') || paths.includes(path.slice(0, path.indexOf('/:'))))
    .map((path) => path.replace(':id', SEED_STUDENT_ID));
}

/** The routes outside the signed-in layout that need no key (public, unguarded); '/' and '/auth' redirect a signed-in user. */
export const BARE_ROUTES: string[] = ROUTE_TABLE.filter((r) => r.zone === 'bare' && r.path !== '/' && r.path !== '/auth' && r.path !== '/tracking').map((r) => r.path);

const staticRoot = join(dirname(fileURLToPath(import.meta.url)), '../../mf-tests/src/static-pages');

/** mf-tests' static pages (test pages, the embedded exercises app) under the shell's origin. */
export function staticPages(): string[] {
  const pages: string[] = [];
  for (const group of readdirSync(staticRoot)) {
    for (const dir of readdirSync(join(staticRoot, group), { withFileTypes: true })) {
      if (!dir.isDirectory()) continue;
      for (const file of readdirSync(join(staticRoot, group, dir.name))) {
        const m = /^(.+)\.entry\.tsx?$/.exec(file);
        if (m) pages.push(`/${group}/${dir.name}/${m[1]}.html`);
      }
    }
  }
  return pages.sort();
}

/** A file-name-safe label of a route ('/students/0000…' → 'students_0000…'). */
export const routeSlug = (route: string) => route.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '_') || 'root';

export type { DemoRole };
