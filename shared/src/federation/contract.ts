// The typed contract between the shell and each remote. A remote exposes ONLY:
//   './routes' → default export RemoteRoute[]   (paths relative to the site root, pages lazy)
// and, when it contributes sidebar items, a nav.json next to its mf-manifest.json (written by its
// build from src/remote/nav.ts, default export NavItem[]; not a federation expose).
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Role } from '../db/column-values';
import { isRecord } from '../guards';

/**
 * Access of a route (spec 3 §2.1):
 * - public: no login (signed-in users may still see it)
 * - guarded: login required, else redirect to /auth; rendered inside the shell layout
 * - unguarded: no guard at routing level (debug tools)
 * - no-login: outside the app login entirely (tracking portal, own key in the URL)
 */
export type RouteAccess = 'public' | 'guarded' | 'unguarded' | 'no-login';

export interface RemoteRoute {
  /** Relative to the site root without a leading slash: '' (index), 'auth', 'admin/system-logs'. */
  path: string;
  access: RouteAccess;
  /** Lazily loaded page (React.lazy(() => import('../features/...'))). */
  Component: LazyExoticComponent<ComponentType> | ComponentType;
  /** Signed-in users are sent here instead (/ and /auth → /dashboard, spec 3 §2.1). */
  redirectWhenSignedIn?: string;
  /** The page draws no antd: the shell does not load the UI kit for it (sign-in page budget). */
  plain?: boolean;
}

export type NavSection = 'main' | 'management' | 'quick';

/** Icon keys the shell knows how to draw (icons come from the shared UI kit). */
export type NavIconKey =
  | 'brain'
  | 'reading'
  | 'global'
  | 'form'
  | 'students'
  | 'users'
  | 'reports'
  | 'activities'
  | 'assign'
  | 'catalog'
  | 'settings'
  | 'help'
  | 'dashboard';

export interface NavItem {
  path: string;
  label: string;
  /** Per-role label overrides ('/add-user': temsilci 'Beyin Antrenörleri', admin 'Kullanıcılar'). */
  labelByRole?: Partial<Record<Role, string>>;
  icon: NavIconKey;
  roles: readonly Role[];
  section: NavSection;
  /** Position in spec 1 §2's sidebar table (ascending). */
  order: number;
}

export interface RemoteRoutesModule {
  default: RemoteRoute[];
}
export interface RemoteNavModule {
  default: NavItem[];
}

/** Federation names of the remotes (valid JS identifiers), in the order the shell loads nav. */
export const REMOTE_NAMES = ['mf_auth', 'mf_admin', 'mf_reports', 'mf_tests', 'mf_tracking'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Nav items for a role, grouped by section and ordered; label resolved for the role. */
export function navForRole(items: readonly NavItem[], role: Role | null): Record<NavSection, Array<NavItem & { shownLabel: string }>> {
  const out: Record<NavSection, Array<NavItem & { shownLabel: string }>> = { main: [], management: [], quick: [] };
  if (!role) return out;
  const seen = new Set<string>();
  for (const item of [...items].sort((a, b) => a.order - b.order)) {
    if (!item.roles.includes(role) || seen.has(item.path)) continue;
    seen.add(item.path);
    out[item.section].push({ ...item, shownLabel: item.labelByRole?.[role] ?? item.label });
  }
  return out;
}

const SECTIONS: readonly NavSection[] = ['main', 'management', 'quick'];
const ROLE_NAMES = ['admin', 'temsilci', 'beyin_antrenoru', 'kullanici'];

/**
 * Validates a remote's nav.json (the build writes it from the remote's src/remote/nav.ts so the shell
 * can draw the sidebar without loading every remote's entry). Bad items are dropped.
 */
export function parseNavItems(raw: unknown): NavItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((item): item is NavItem => {
    if (!isRecord(item)) return false;
    const i = item;
    return (
      typeof i.path === 'string' &&
      i.path.startsWith('/') &&
      typeof i.label === 'string' &&
      typeof i.icon === 'string' &&
      typeof i.order === 'number' &&
      SECTIONS.some((s) => s === i.section) &&
      Array.isArray(i.roles) &&
      i.roles.every((r) => ROLE_NAMES.some((name) => name === r))
    );
  });
}

/** nav.json sits next to the remote's mf-manifest.json. */
export function navUrlFor(manifestUrl: string): string | null {
  try {
    return new URL('nav.json', manifestUrl).href;
  } catch (_e) {
    return null;
  }
}
