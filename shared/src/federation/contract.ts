// The typed contract between the shell and each remote. A remote exposes ONLY:
//   './routes' → default export RemoteRoute[]   (paths relative to the site root, pages lazy)
// and, when it contributes sidebar items, a nav.json next to its mf-manifest.json (written by its
// build from src/remote/nav.ts, default export NavItem[]; not a federation expose).
import type { ComponentType, LazyExoticComponent } from 'react';
import { isRole, type Role } from '../domain/roles';
import { isRecord } from '../guards';
import { FEDERATED_REMOTES } from '../config/remotes-config';

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
  /**
   * Guarded routes: the roles that may open the page (issue 29 item 2, from shared/src/domain/roles.ts).
   * The shell's guard (and the standalone harness's) shows the one 'Erişim Yetkisi Yok' screen to a
   * signed-in current role not listed; the remote's sidebar items take their roles from the same
   * declaration (src/remote/route-roles.ts). Every guarded route declares it (a test checks).
   */
  roles?: readonly Role[];
}

/** May `role` open `route`? (No role list: every signed-in role may.) */
export function routeAllows(route: Pick<RemoteRoute, 'roles'>, role: Role | null): boolean {
  if (!route.roles) return true;
  return role !== null && route.roles.includes(role);
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
export const REMOTE_NAMES = FEDERATED_REMOTES;
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
      i.roles.every(isRole)
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

/**
 * The contract's own version (semver, issue 29 item 2). Bump the major for a change a remote built
 * against the old contract cannot follow (a field removed or its meaning changed), the minor for an
 * addition old remotes still satisfy. Each remote declares the range it implements
 * (package.json "akademi.contract", written by its build into mf-manifest.json metaData.akademi);
 * the shell loads a remote only when this version satisfies that range.
 */
export const CONTRACT_VERSION = '1.0.0';

type Semver = [number, number, number];

function parseVersion(text: string): Semver | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function compare(a: Semver, b: Semver): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}

/** One comparator: '^1.2.3', '~1.2.3', '1.2.3', '>=1.2.3', '>1.2.3', '<=1.2.3', '<1.2.3', '*'. */
function satisfiesComparator(v: Semver, comparator: string): boolean {
  if (comparator === '*' || comparator === 'x') return true;
  const m = /^(\^|~|>=|<=|>|<|=)?(.+)$/.exec(comparator);
  const base = m ? parseVersion(m[2] ?? '') : null;
  if (!m || !base) return false;
  const c = compare(v, base);
  switch (m[1]) {
    case '^': {
      // ^1.2.3: >=1.2.3 <2.0.0; ^0.2.3: >=0.2.3 <0.3.0; ^0.0.3: exactly 0.0.3
      if (c < 0) return false;
      if (base[0] > 0) return v[0] === base[0];
      if (base[1] > 0) return v[0] === 0 && v[1] === base[1];
      return c === 0;
    }
    case '~':
      return c >= 0 && v[0] === base[0] && v[1] === base[1];
    case '>=':
      return c >= 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '<':
      return c < 0;
    default:
      return c === 0;
  }
}

/**
 * Whether `version` satisfies a semver `range` (npm's syntax, the part the remotes need: '||'
 * alternatives of space-separated comparators). A malformed version or range never satisfies.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v || typeof range !== 'string' || range.trim() === '') return false;
  return range.split('||').some((alt) => {
    const parts = alt.trim().split(/\s+/).filter(Boolean);
    return parts.length > 0 && parts.every((p) => satisfiesComparator(v, p));
  });
}

/** What a remote's mf-manifest.json says about itself (metaData.akademi, written by its build). */
export interface RemoteContractInfo {
  /** The contract range the remote implements, e.g. '^1.0.0'; null when the manifest has none. */
  contract: string | null;
  /** The remote's own version (package version), or null. */
  version: string | null;
}

export function remoteContractInfo(manifest: unknown): RemoteContractInfo {
  const meta = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData : null;
  const akademi = meta && isRecord(meta.akademi) ? meta.akademi : null;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  return { contract: text(akademi?.contract), version: text(akademi?.version) };
}

/** Why the shell refuses a remote's manifest, or null when it may load (a manifest without a contract range counts as incompatible). */
export function contractRefusal(info: RemoteContractInfo, shellContract: string = CONTRACT_VERSION): string | null {
  if (!info.contract) return 'the manifest declares no contract range';
  if (!satisfiesRange(shellContract, info.contract)) return `contract ${shellContract} does not satisfy the remote's range ${info.contract}`;
  return null;
}
