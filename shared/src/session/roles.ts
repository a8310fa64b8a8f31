// Roles of spec 1 §1 and the role rules of spec 1 §4 / §6.

import { ROLES, ROLE_PRECEDENCE, isRole, type Role } from '../domain/roles';

// ROLES, Role, ROLE_LABELS (spec 1 §1) and ROLE_PRECEDENCE (spec 1 §4) live in domain/roles.ts.
/** Order of the role switcher menu: admin, beyin_antrenoru, temsilci, kullanici (spec 1 §2 Shell): the list's own order. */
export const ROLE_MENU_ORDER: readonly Role[] = ROLES;
export { isRole };

/** Held roles from a users.roles value; missing/empty defaults to [kullanici] (spec 1 §3). */
export function normalizeRoles(raw: unknown): Role[] {
  const list = Array.isArray(raw) ? raw.filter(isRole) : [];
  const unique = ROLE_PRECEDENCE.filter((r) => list.includes(r));
  return unique.length > 0 ? unique : ['kullanici'];
}

/** Highest held role by precedence. */
export function defaultRole(held: readonly Role[]): Role {
  return ROLE_PRECEDENCE.find((r) => held.includes(r)) ?? 'kullanici';
}

/** The stored role is kept only if still held, else the highest held (spec 1 §4). */
export function pickCurrentRole(held: readonly Role[], stored: string | null | undefined): Role {
  if (isRole(stored) && held.includes(stored)) return stored;
  return defaultRole(held);
}
