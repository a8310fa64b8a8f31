// Shown to roles without access to a management screen (spec 1 §2 "Dialogs of both screens",
// "Test assignment"): the shared 'Erişim Yetkisi Yok' screen, and which roles are staff.
export { AccessDenied, ACCESS_DENIED_TEXT, ACCESS_DENIED_TITLE } from '@akademi/shared/kit-extra';

/** The roles that may open the student, user and test-assignment screens: the one role list's staff group. */
export { STAFF_ROLES, isStaffRole } from '@akademi/shared';
