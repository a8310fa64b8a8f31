// Password sign-in through the shared supabase client (spec 1 §7 Auth). Failures in Turkish
// (issue 17 item 2): wrong credentials, rate limit, network, else the spec's fallback.
import { authErrorMessage, getSupabase } from '@akademi/shared';

/** Fallback when no specific Turkish message applies (spec 1 §8). */
export const SIGN_IN_FALLBACK_ERROR = 'Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.';

export async function signInWithPassword(email: string, password: string): Promise<{ error: string | null }> {
  try {
    const { error } = await getSupabase().auth.signInWithPassword({ email: email.trim(), password });
    return { error: error ? authErrorMessage(error, SIGN_IN_FALLBACK_ERROR) : null };
  } catch (e) {
    return { error: authErrorMessage(e, SIGN_IN_FALLBACK_ERROR) };
  }
}
