// Sets the new password of the recovery session (spec 1 §7 Auth "update user (password only)")
// through the change-password function (issue 28): the server applies the whole password rule.
import { CHANGE_PASSWORD_FAILED, changeOwnPassword } from '@akademi/shared';

export const UPDATE_PASSWORD_ERROR = 'Şifre güncellenirken bir hata oluştu. Lütfen tekrar deneyin.';

export async function updatePassword(password: string): Promise<{ error: string | null }> {
  const result = await changeOwnPassword(password);
  if (!result.error) return { error: null };
  // the function's own Turkish answer (weak password, expired session) when it gave one
  return { error: result.error === CHANGE_PASSWORD_FAILED ? UPDATE_PASSWORD_ERROR : result.error };
}
