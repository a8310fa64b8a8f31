// Shown to roles without access to a management screen (spec 1 §2 "Dialogs of both screens",
// "Test assignment").
import { Result } from '@akademi/shared/kit-extra';
import type { Role } from '@akademi/shared';

export const ACCESS_DENIED_TITLE = 'Erişim Yetkisi Yok';
export const ACCESS_DENIED_TEXT = 'Bu sayfayı görüntüleme yetkiniz bulunmamaktadır.';

/** The roles that may open the student, user and test-assignment screens. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'temsilci', 'beyin_antrenoru'];
export const isStaffRole = (role: Role | null): boolean => role !== null && STAFF_ROLES.includes(role);

export function AccessDenied() {
  return <Result status="403" title={ACCESS_DENIED_TITLE} subTitle={ACCESS_DENIED_TEXT} />;
}
