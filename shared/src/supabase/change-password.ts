// Setting one's own password (issue 28 §2): /settings and the new-password form after a reset link
// both go through the change-password edge function, which checks the whole password rule
// (shared/src/domain/password-rule.ts, with the 10,000-most-common list) on the server. The
// function answers Turkish messages; which field they belong to is told by its code and status.
import { runSupabaseCall, type SupabaseRequest } from '../store/supabase-query';

export const CHANGE_PASSWORD_FAILED = 'Şifre güncellenirken bir hata oluştu';

export interface ChangePasswordResult {
  error: string | null;
  /** The form field the error belongs to (null: a general failure). */
  field: 'currentPassword' | 'newPassword' | null;
}

/** The change-password call (baseApi's base query maps its failure: the function's Turkish text and code). */
export function changePasswordRequest(password: string, currentPassword?: string): SupabaseRequest<unknown> {
  const body = currentPassword === undefined ? { password } : { password, currentPassword };
  return { call: (supabase) => supabase.functions.invoke('change-password', { body }), fallback: CHANGE_PASSWORD_FAILED };
}

/** The form field a refusal belongs to, by the function's code (null: a general failure). */
export function passwordErrorField(code: string | undefined): ChangePasswordResult['field'] {
  return code === 'weak_password' || code === 'same_password' ? 'newPassword' : code === 'invalid_credentials' ? 'currentPassword' : null;
}

/** Sets the signed-in user's password. `currentPassword` may be left out only in a recovery session. */
export async function changeOwnPassword(password: string, currentPassword?: string): Promise<ChangePasswordResult> {
  const res = await runSupabaseCall(changePasswordRequest(password, currentPassword));
  return 'error' in res ? { error: res.error.message, field: passwordErrorField(res.error.code) } : { error: null, field: null };
}
