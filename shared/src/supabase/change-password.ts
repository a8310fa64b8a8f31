// Setting one's own password (issue 28 §2): /settings and the new-password form after a reset link
// both go through the change-password edge function, which checks the whole password rule
// (shared/src/domain/password-rule.ts, with the 10,000-most-common list) on the server. The
// function answers Turkish messages; which field they belong to is told by its code and status.
import { getSupabase } from './client';
import { functionErrorCode, functionErrorText } from './function-errors';

export const CHANGE_PASSWORD_FAILED = 'Şifre güncellenirken bir hata oluştu';

export interface ChangePasswordResult {
  error: string | null;
  /** The form field the error belongs to (null: a general failure). */
  field: 'currentPassword' | 'newPassword' | null;
}

/** Sets the signed-in user's password. `currentPassword` may be left out only in a recovery session. */
export async function changeOwnPassword(password: string, currentPassword?: string): Promise<ChangePasswordResult> {
  try {
    const body = currentPassword === undefined ? { password } : { password, currentPassword };
    const { error } = await getSupabase().functions.invoke('change-password', { body });
    if (!error) return { error: null, field: null };
    const [text, code] = await Promise.all([functionErrorText(error), functionErrorCode(error)]);
    const field = code === 'weak_password' || code === 'same_password' ? 'newPassword' : code === 'invalid_credentials' ? 'currentPassword' : null;
    return { error: text ?? CHANGE_PASSWORD_FAILED, field };
  } catch (_e) {
    return { error: CHANGE_PASSWORD_FAILED, field: null };
  }
}
