// What a failed functions.invoke carries: supabase-js's FunctionsHttpError holds the function's
// Response in `context`, and our functions answer errors as JSON (`{ error }`, or the aggregator's
// `{ ok: false, reason }`). Read by shape, so a test's stand-in response works as well.
import { isRecord } from '../guards';

export interface FunctionErrorResponse {
  status?: number;
  clone(): { json(): Promise<unknown> };
}

function isResponseLike(value: unknown): value is FunctionErrorResponse {
  return isRecord(value) && typeof value.clone === 'function' && typeof value.json === 'function' && (value.status === undefined || typeof value.status === 'number');
}

/** The function's Response of a failed invoke, or null (network failure, relay error). */
export function functionErrorResponse(error: unknown): FunctionErrorResponse | null {
  const context = isRecord(error) ? error.context : undefined;
  return isResponseLike(context) ? context : null;
}

/** The function's own `{ error }` text of a failed invoke, or null when it gave none. */
export async function functionErrorText(error: unknown): Promise<string | null> {
  const response = functionErrorResponse(error);
  if (!response) return null;
  try {
    const body = await response.clone().json();
    return isRecord(body) && typeof body.error === 'string' && body.error.trim() !== '' ? body.error : null;
  } catch (_e) {
    return null; // not JSON
  }
}

/** The function's own machine-readable `{ code }` of a failed invoke (e.g. lms-integration's
 * 'access_ended' for a revoked or expired link), or null when it gave none. */
export async function functionErrorCode(error: unknown): Promise<string | null> {
  const response = functionErrorResponse(error);
  if (!response) return null;
  try {
    const body = await response.clone().json();
    return isRecord(body) && typeof body.code === 'string' && body.code !== '' ? body.code : null;
  } catch (_e) {
    return null; // not JSON
  }
}
