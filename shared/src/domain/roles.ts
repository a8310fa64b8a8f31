// The one role list (spec 1 §1; issue 30 item 4). Everything that names roles reads them from here:
// the apps (through db/column-values.ts and the federation contract), the edge functions (through
// supabase/functions/_shared/roles.ts, one import line) and the route roles of the remotes' routes.
// The database's users.roles check constraint must hold the same four names (a test compares them
// with the migrations: shared/src/domain/__tests__/roles-db.test.ts). Pure, no imports: Deno reads it.

/** The four roles, in the role-switcher menu order (spec 1 §2): admin, beyin_antrenoru, temsilci, kullanici. */
export const ROLES = ['admin', 'beyin_antrenoru', 'temsilci', 'kullanici'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_ADMIN = 'admin' satisfies Role;
export const ROLE_TEMSILCI = 'temsilci' satisfies Role;
export const ROLE_BEYIN_ANTRENORU = 'beyin_antrenoru' satisfies Role;
export const ROLE_KULLANICI = 'kullanici' satisfies Role;
/** Default-role precedence (spec 1 §4, §6): the highest held role wins. */
export const ROLE_PRECEDENCE: readonly Role[] = ['admin', 'temsilci', 'beyin_antrenoru', 'kullanici'];
/** Labels shown for each role (spec 1 §1). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  temsilci: 'Temsilci',
  beyin_antrenoru: 'Beyin Antrenörü',
  kullanici: 'Kullanıcı',
};

/** Route-role groups the remotes declare their routes with (RemoteRoute.roles, NavItem.roles). */
export const ALL_ROLES: readonly Role[] = ROLES;
/** admin, temsilci, beyin_antrenoru: the management screens, reports, activities (spec 1 §2, spec 3 §6). */
export const STAFF_ROLES: readonly Role[] = ['admin', 'temsilci', 'beyin_antrenoru'];
export const ADMIN_ONLY: readonly Role[] = ['admin'];

export function isRole(value: unknown): value is Role {
  return ROLES.some((r) => r === value);
}

/** Keeps only the known role names of a stored roles value (no default applied). */
export function knownRoles(value: unknown): Role[] {
  return Array.isArray(value) ? value.filter(isRole) : [];
}

export const isStaffRole = (role: Role | null | undefined): boolean => role != null && STAFF_ROLES.includes(role);
