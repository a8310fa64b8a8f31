// Password-reset e-mail (spec 1 §7 Auth "reset password by email"). The link comes back to /auth,
// where supabase-js reports PASSWORD_RECOVERY and the screen asks for the new password.
import { authErrorMessage, getSupabase } from '@akademi/shared';

export const RESET_ERROR = 'E-posta gönderilirken bir hata oluştu. Lütfen tekrar deneyin.';

export async function requestPasswordReset(email: string): Promise<{ error: string | null }> {
  try {
    const { error } = await getSupabase().auth.resetPasswordForEmail(email.trim(), { redirectTo: `${window.location.origin}/auth` });
    return { error: error ? authErrorMessage(error, RESET_ERROR) : null };
  } catch (e) {
    return { error: authErrorMessage(e, RESET_ERROR) };
  }
}
