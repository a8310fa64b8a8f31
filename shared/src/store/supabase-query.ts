// The base query of baseApi (issue 30 "one way each"): an endpoint's `query` gives a call on the
// supabase-js client — `(supabase) => supabase.from(...)...` — or `{ call, fallback }`; the base
// query runs it with getSupabase() and turns every failure into an ApiError HERE, the one place:
// a PostgREST / auth error keeps its message and SQLSTATE code, a failed edge function gives its
// own JSON `{ error, code }` (function-errors.ts), anything thrown gives its message. It never throws.
// Multi-step endpoints keep a `queryFn` and pass each call to its 4th argument (this base query).
import type { BaseQueryFn, QueryReturnValue } from '@reduxjs/toolkit/query/react';
import { getSupabase, type AppSupabaseClient } from '../supabase/client';
import { functionErrorCode, functionErrorResponse, functionErrorText } from '../supabase/function-errors';
import { isRecord } from '../guards';
import type { ApiError } from './base-api';

/** What a supabase-js call answers (PostgREST, rpc, functions.invoke, auth): data, or an error. */
export type SupabaseAnswer<T> = { data: T; error: null } | { data: T | null; error: unknown };

export type SupabaseCall<T = unknown> = (supabase: AppSupabaseClient) => PromiseLike<SupabaseAnswer<T>>;

/** The data of an answer without an error (supabase-js's success member when it has one). */
type DataOf<A extends SupabaseAnswer<unknown>> = [Extract<A, { error: null }>] extends [never] ? A['data'] : Extract<A, { error: null }>['data'];
type CallOf<A> = (supabase: AppSupabaseClient) => PromiseLike<A>;

/** A call with the text shown when the failure carries none of its own (a function's answer
 *  without `{ error }`, a network failure, a throw). */
export interface SupabaseRequest<T = unknown> {
  call: SupabaseCall<T>;
  fallback?: string;
}

export type SupabaseQueryArg = SupabaseCall | SupabaseRequest;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return isRecord(error) && typeof error.message === 'string' ? error.message : String(error);
}

/** supabase-js's FunctionsHttpError / RelayError / FetchError, or a stand-in carrying a Response. */
function isFunctionsError(error: unknown): boolean {
  return functionErrorResponse(error) !== null || (error instanceof Error && error.name.startsWith('Functions'));
}

/**
 * THE mapping of a Supabase failure to the ApiError the apps show. `thrown`: the call threw
 * instead of answering `{ error }`. The fallback replaces only a text that was never meant for
 * users (a function's failure without `{ error }`, a throw); a database message is kept.
 */
export async function toApiError(error: unknown, fallback?: string, thrown = false): Promise<ApiError> {
  const [ownText, ownCode] = await Promise.all([functionErrorText(error), functionErrorCode(error)]);
  const code = ownCode ?? (isRecord(error) && typeof error.code === 'string' && error.code !== '' ? error.code : undefined);
  const own = messageOf(error);
  const message = ownText ?? (thrown || isFunctionsError(error) ? (fallback ?? own) : own || (fallback ?? ''));
  return code === undefined ? { message } : { message, code };
}

/** Runs one call and maps its failure (shared by the base query and non-RTK callers like lmsCall). */
export async function runSupabaseCall<A extends SupabaseAnswer<unknown>>(arg: CallOf<A> | { call: CallOf<A>; fallback?: string }): Promise<{ data: DataOf<A> } | { error: ApiError }> {
  const { call, fallback } = typeof arg === 'function' ? { call: arg, fallback: undefined } : arg;
  try {
    const answer = await call(getSupabase());
    if (answer.error) return { error: await toApiError(answer.error, fallback) };
    // cast: without an error supabase-js's answer is its success member (DataOf)
    return { data: answer.data as DataOf<A> };
  } catch (e) {
    return { error: await toApiError(e, fallback, true) };
  }
}

export const supabaseBaseQuery: BaseQueryFn<SupabaseQueryArg, unknown, ApiError> = (arg) => runSupabaseCall(arg);

/** The base query as a queryFn's 4th argument sees it. */
export type SupabaseBaseQuery = (arg: SupabaseQueryArg) => ReturnType<typeof supabaseBaseQuery>;

/** One typed step of a multi-step queryFn, through the base query it was given. */
export async function step<A extends SupabaseAnswer<unknown>>(
  baseQuery: SupabaseBaseQuery,
  call: CallOf<A> | { call: CallOf<A>; fallback?: string },
): Promise<{ data: DataOf<A> } | { error: ApiError }> {
  const res: QueryReturnValue<unknown, ApiError, unknown> = await baseQuery(call);
  // cast: the base query hands back the data of this very call (typed by its answer)
  return 'error' in res && res.error ? { error: res.error } : { data: res.data as DataOf<A> };
}
