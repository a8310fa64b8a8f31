// Roles and the server-side rule of who may create whom (spec 1 §1, §5 "User creation dialog",
// §6; ARCHITECTURE "Security"). Pure: no I/O, unit-tested in tests/functions/roles.test.ts.
// The role names come from the one role list (shared/src/domain/roles.ts, issue 30 item 4): this
// single import line reads it through the functions' import map (deno.json).
import { ROLES, isRole, knownRoles, STAFF_ROLES, type Role } from '@akademi/shared/domain/roles.ts';

export { ROLES, isRole, knownRoles, STAFF_ROLES, type Role };

export type CreateDecision = { ok: true } | { ok: false; status: 403; message: string };

export const CREATE_FORBIDDEN_MESSAGE = 'Bu rollerde kullanıcı oluşturma yetkiniz yok';

/**
 * May a caller holding `callerRoles` create a user with exactly `requested` roles?
 * - admin: any non-empty combination of the four roles;
 * - temsilci: exactly ['beyin_antrenoru'];
 * - beyin_antrenoru (trainer): exactly ['kullanici'];
 * - kullanici: nothing.
 * A caller holding several roles may do what ANY of its roles allows (union of the permitted
 * requests, not a union of role sets: a trainer+temsilci may create a student or a trainer,
 * never one account holding both roles). `requested` must already be validated (known, deduped,
 * non-empty).
 */
export function canCreateWithRoles(callerRoles: readonly string[], requested: readonly Role[]): CreateDecision {
  const held = new Set(callerRoles);
  const only = (role: Role) => requested.length === 1 && requested[0] === role;
  if (held.has('admin') && requested.length > 0) return { ok: true };
  if (held.has('temsilci') && only('beyin_antrenoru')) return { ok: true };
  if (held.has('beyin_antrenoru') && only('kullanici')) return { ok: true };
  return { ok: false, status: 403, message: CREATE_FORBIDDEN_MESSAGE };
}

/** The caller may create anyone at all (used to reject plain users before reading the body). */
export function canCreateAnyone(callerRoles: readonly string[]): boolean {
  return callerRoles.some((r) => STAFF_ROLES.some((s) => s === r));
}
