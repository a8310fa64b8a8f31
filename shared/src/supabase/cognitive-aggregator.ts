// The one browser call of the cognitive-aggregator edge function, under one name (issues 15, 30):
// the launcher's run-aggregator listener, the battery page without an opener and the admin repair
// tool all call invokeCognitiveAggregator. Never throws. The server aggregates every complete session by itself (aggregation queue + job
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

/** What the one call answers: the aggregator's {ok, id, reason, details} (failures of any kind
 *  as ok:false), with the HTTP status (null when no response came) and the JSON body as sent
 *  (null if none) for the repair tool, which shows them. */
export interface AggregatorReply extends AggregatorAnswer {
  status: number | null;
  body: unknown;
}

function isAggregatorAnswer(value: unknown): value is AggregatorAnswer {
  return isRecord(value) && typeof value.ok === 'boolean';
}

/** Asks the cognitive-aggregator function to aggregate one session. Never throws. */
export async function invokeCognitiveAggregator(sessionId: string): Promise<AggregatorReply> {
  const unexpected = (status: number | null, body: unknown, message: string): AggregatorReply => ({
    ok: false,
    reason: 'unexpected_error',
    details: { message },
    status,
    body,
  });
  try {
    const { data, error } = await getSupabase().functions.invoke(COGNITIVE_AGGREGATOR_FUNCTION, { body: { sessionId } });
    // a non-2xx answer: its JSON may still be the aggregator's {ok:false, reason, details}
    const ctx = error ? functionErrorResponse(error) : null;
    let status: number | null = error ? null : 200;
    let body: unknown = data;
    if (error) {
      if (!ctx) return unexpected(null, null, error.message);
      status = ctx.status ?? null;
      try {
        body = await ctx.clone().json();
      } catch {
        return unexpected(status, null, error.message);
      }
    }
    return isAggregatorAnswer(body) ? { ...body, status, body } : unexpected(status, body, 'unexpected answer');
  } catch (e) {
    return unexpected(null, null, e instanceof Error ? e.message : String(e));
  }
}
