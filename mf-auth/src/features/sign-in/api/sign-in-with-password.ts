// Password sign-in through the shared supabase client (spec 1 §7 Auth). Failures in Turkish
// (issue 17 item 2): wrong credentials, rate limit, network, else the spec's fallback.
// (index.html's sign-in island sends the same request without supabase-js: shared/src/sign-in.)
import { SIGN_IN_FALLBACK_ERROR, authErrorMessage, getSupabase } from '@akademi/shared';

export async function signInWithPassword(email: string, password: string): Promise<{ error: string | null }> {
  try {
    const { error } = await getSupabase().auth.signInWithPassword({ email: email.trim(), password });
    return { error: error ? authErrorMessage(error, SIGN_IN_FALLBACK_ERROR) : null };
  } catch (e) {
    return { error: authErrorMessage(e, SIGN_IN_FALLBACK_ERROR) };
  }
}
