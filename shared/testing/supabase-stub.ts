// Test stand-ins for supabase-js (unit tests only): a failed function call as supabase-js's
// FunctionsHttpError carries it (the function's Response; jsdom has none), and a client whose
// lms-integration routes answer from a test's function — so a test runs the real base query and
// its one error mapping (shared/src/store/supabase-query.ts) instead of mocking the API module.
import { setSupabaseForTesting, type AppSupabaseClient, type LmsResult } from '../src/index';

/** A FunctionsHttpError-like error whose Response body is `body` (JSON). */
export function functionHttpError(body: unknown, status = 400): { message: string; context: { status: number; json(): Promise<unknown>; clone(): { json(): Promise<unknown> } } } {
  const json = async () => body;
  return { message: 'Edge Function returned a non-2xx status code', context: { status, json, clone: () => ({ json }) } };
}

export type LmsAnswer = (route: string, body: Record<string, unknown>) => Promise<LmsResult<unknown>>;

/** The client's lms-integration/<route> calls answer with `answer(route, body)`: data as
 *  `{ success: true, ...data }`, an error as the function's `{ error, code }` JSON. */
export function stubLmsFunction(answer: LmsAnswer): void {
  const invoke = async (name: string, { body }: { body: Record<string, unknown> }) => {
    const res = await answer(name.replace(/^lms-integration\//, ''), body);
    if ('error' in res) return { data: null, error: functionHttpError({ error: res.error.message, ...(res.error.code ? { code: res.error.code } : {}) }) };
    return { data: { success: true, ...(res.data as object) }, error: null };
  };
  setSupabaseForTesting({ functions: { invoke } } as unknown as AppSupabaseClient);
}
