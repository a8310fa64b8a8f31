// Calls to the lms-integration edge function (spec 3 §7 "Exercises", "Tracking"). The launcher and the
// tracking portal have no app login: every call carries the access key from the link and the server
// verifies it; the database is never read or written directly by these callers.
import { isRecord } from '../guards';
import type { ApiError } from '../store/base-api';
import { runSupabaseCall, type SupabaseCall } from '../store/supabase-query';

export type LmsResult<T> = { data: T } | { error: ApiError };

/** One route's call, for the base query (RTK endpoints) or lmsCall. The function's failure maps
 *  as every other (its `{ error }` text and `code`, e.g. 'access_ended' for a revoked link); an
 *  answer with `success: false` is a failure with its `error` text. */
export function lmsRequest<T>(route: string, body: Record<string, unknown>): SupabaseCall<T> {
  return async (supabase) => {
    const { data, error } = await supabase.functions.invoke(`lms-integration/${route}`, { body });
    if (error) return { data: null, error };
    if (!isRecord(data) || data.success === false) {
      return { data: null, error: { message: isRecord(data) && typeof data.error === 'string' ? data.error : 'İşlem başarısız' } };
    }
    // the route's answer as the caller declares it: lms-integration's routes are typed on the server only
    return { data: data as T, error: null };
  };
}

export async function lmsCall<T>(route: string, body: Record<string, unknown>): Promise<LmsResult<T>> {
  const res = await runSupabaseCall(lmsRequest<T>(route, body));
  return 'error' in res ? { error: res.error } : { data: res.data };
}
