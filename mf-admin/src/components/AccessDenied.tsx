// Shown to roles without access to a management screen (spec 1 §2 "Dialogs of both screens",
// "Test assignment"): the shared 'Erişim Yetkisi Yok' screen, and which roles are staff.
import type { Role } from '@akademi/shared';

export { AccessDenied, ACCESS_DENIED_TEXT, ACCESS_DENIED_TITLE } from '@akademi/shared/kit-extra';

/** The roles that may open the student, user and test-assignment screens. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'temsilci', 'beyin_antrenoru'];
export const isStaffRole = (role: Role | null): boolean => role !== null && STAFF_ROLES.includes(role);
