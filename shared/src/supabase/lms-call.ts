// Calls to the lms-integration edge function (spec 3 §7 "Exercises", "Tracking"). The launcher and the
// tracking portal have no app login: every call carries the access key from the link and the server
// verifies it; the database is never read or written directly by these callers.
import { getSupabase } from './client';
import { functionErrorCode, functionErrorText } from './function-errors';
import { isRecord } from '../guards';
import type { ApiError } from '../store/base-api';

export type LmsResult<T> = { data: T } | { error: ApiError };

/** The function's `{ error }` text, else the error's own message. */
async function errorMessage(error: unknown): Promise<string> {
  return (await functionErrorText(error)) ?? (error instanceof Error ? error.message : String(error));
}

export async function lmsCall<T>(route: string, body: Record<string, unknown>): Promise<LmsResult<T>> {
  try {
    const { data, error } = await getSupabase().functions.invoke(`lms-integration/${route}`, { body });
    if (error) {
      // the function's `code` travels with the message (a revoked link: 'access_ended')
      const code = await functionErrorCode(error);
      return { error: { message: await errorMessage(error), ...(code ? { code } : {}) } };
    }
    if (!isRecord(data) || data.success === false) {
      return { error: { message: isRecord(data) && typeof data.error === 'string' ? data.error : 'İşlem başarısız' } };
    }
    // the route's answer as the caller declares it: lms-integration's routes are typed on the server only
    return { data: data as T };
  } catch (e) {
    return { error: { message: e instanceof Error ? e.message : String(e) } };
  }
}
