// Password sign-in through the shared supabase client (spec 1 §7 Auth).
import { getSupabase } from '@akademi/shared';

/** Fallback when the server gives no message (spec 1 §8). */
export const SIGN_IN_FALLBACK_ERROR = 'Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.';

export async function signInWithPassword(email: string, password: string): Promise<{ error: string | null }> {
  try {
    const { error } = await getSupabase().auth.signInWithPassword({ email: email.trim(), password });
    return { error: error ? error.message || SIGN_IN_FALLBACK_ERROR : null };
  } catch (_e) {
    return { error: SIGN_IN_FALLBACK_ERROR };
  }
}
