// The one browser call of the cognitive-aggregator edge function (issue 15: the launcher's
// listener, the battery page without an opener and the admin repair tool used three copies).
// Never throws. The server aggregates every complete session by itself (aggregation queue + job
// runner); this call is the fast path that finds — or makes — the same single record.
import { getSupabase } from './client';
import { functionErrorResponse } from './function-errors';
import { isRecord } from '../guards';

export const COGNITIVE_AGGREGATOR_FUNCTION = 'cognitive-aggregator';

export interface AggregatorAnswer {
  ok: boolean;
  id?: string;
  reason?: string;
  details?: unknown;
}

/** The raw answer: HTTP status (null when no response came) and the JSON body (null if none). */
export interface AggregatorCall {
  status: number | null;
  body: unknown;
  /** transport or parse failure text */
  message?: string;
}

function isAggregatorAnswer(value: unknown): value is AggregatorAnswer {
  return isRecord(value) && typeof value.ok === 'boolean';
}

export async function callCognitiveAggregator(sessionId: string): Promise<AggregatorCall> {
  try {
    const { data, error } = await getSupabase().functions.invoke(COGNITIVE_AGGREGATOR_FUNCTION, { body: { sessionId } });
    if (!error) return { status: 200, body: data };
    // a non-2xx answer: its JSON may still be the aggregator's {ok:false, reason, details}
    const ctx = functionErrorResponse(error);
    if (ctx) {
      const status = ctx.status ?? null;
      try {
        const body: unknown = await ctx.clone().json();
        return { status, body };
      } catch {
        return { status, body: null, message: error.message };
      }
    }
    return { status: null, body: null, message: error.message };
  } catch (e) {
    return { status: null, body: null, message: e instanceof Error ? e.message : String(e) };
  }
}

/** The aggregator's answer as {ok, id, reason, details}; failures of any kind come back as {ok:false}. */
export async function invokeCognitiveAggregator(sessionId: string): Promise<AggregatorAnswer> {
  const res = await callCognitiveAggregator(sessionId);
  if (isAggregatorAnswer(res.body)) return res.body;
  return { ok: false, reason: 'unexpected_error', details: { message: res.message ?? 'unexpected answer' } };
}
