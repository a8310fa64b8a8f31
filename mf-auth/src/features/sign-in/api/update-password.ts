// Sets the new password of the recovery session (spec 1 §7 Auth "update user (password only)").
import { authErrorMessage, getSupabase } from '@akademi/shared';

export const UPDATE_PASSWORD_ERROR = 'Şifre güncellenirken bir hata oluştu. Lütfen tekrar deneyin.';

export async function updatePassword(password: string): Promise<{ error: string | null }> {
  try {
    const { error } = await getSupabase().auth.updateUser({ password });
    return { error: error ? authErrorMessage(error, UPDATE_PASSWORD_ERROR) : null };
  } catch (e) {
    return { error: authErrorMessage(e, UPDATE_PASSWORD_ERROR) };
  }
}
