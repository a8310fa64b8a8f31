// Calls to the lms-integration edge function (spec 3 §7 "Exercises", "Tracking"). The launcher and the
// tracking portal have no app login: every call carries the access key from the link and the server
// verifies it; the database is never read or written directly by these callers.
import { getSupabase } from './client';
import type { ApiError } from '../store/base-api';

export type LmsResult<T> = { data: T } | { error: ApiError };

/** Reads the function's `{ error }` body out of a FunctionsHttpError (context is the Response). */
async function errorMessage(error: unknown): Promise<string> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    try {
      const body = (await context.clone().json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error !== '') return body.error;
    } catch (_e) {
      // not JSON: fall through to the error's own message
    }
  }
  return error instanceof Error ? error.message : String(error);
}

export async function lmsCall<T>(route: string, body: Record<string, unknown>): Promise<LmsResult<T>> {
  try {
    const { data, error } = await getSupabase().functions.invoke(`lms-integration/${route}`, { body });
    if (error) return { error: { message: await errorMessage(error) } };
    const answer = data as { success?: boolean; error?: string } | null;
    if (!answer || answer.success === false) return { error: { message: answer?.error ?? 'İşlem başarısız' } };
    return { data: data as T };
  } catch (e) {
    return { error: { message: e instanceof Error ? e.message : String(e) } };
  }
}
