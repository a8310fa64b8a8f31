// Aggregator repair tool (spec 3 §2.6, §7): read the logic result's session info by session_id,
// then run the cognitive aggregator (`cognitive-aggregator` edge function) for that session.
import { baseApi, getSupabase, type ApiError } from '@akademi/shared';
import { outcomeFromBody, type AggregatorOutcome } from '../lib/aggregator-response';

export interface LogicSessionInfo {
  student_id: string;
  conducted_by: string | null;
  test_start_time: string | null;
  test_end_time: string | null;
}

export interface RepairResult {
  info: LogicSessionInfo | null;
  outcome: AggregatorOutcome;
}

/** The function name the repair tool calls (spec 3 §7 "an aggregator function"). */
export const AGGREGATOR_FUNCTION = 'cognitive-aggregator';

async function invokeAggregator(sessionId: string): Promise<AggregatorOutcome> {
  const { data, error } = await getSupabase().functions.invoke(AGGREGATOR_FUNCTION, { body: { sessionId } });
  if (!error) return outcomeFromBody(data);
  // A non-2xx answer: its JSON may still be the aggregator's {ok:false, reason, details}.
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    let body: unknown = null;
    try {
      body = await context.clone().json();
    } catch (_e) {
      body = { message: error.message };
    }
    return outcomeFromBody(body, context.status);
  }
  return { kind: 'error', message: error.message };
}

export const repairApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    repairCognitiveSession: build.mutation<RepairResult, string>({
      async queryFn(sessionId) {
        try {
          const { data, error } = await getSupabase()
            .from('akil_mantik_test_results')
            .select('student_id, conducted_by, test_start_time, test_end_time')
            .eq('session_id', sessionId)
            .order('test_end_time', { ascending: false })
            .limit(1)
            .maybeSingle();
          if (error) return { error: { message: error.message, code: error.code } satisfies ApiError };
          const outcome = await invokeAggregator(sessionId);
          return { data: { info: data, outcome } };
        } catch (e) {
          return { error: { message: e instanceof Error ? e.message : String(e) } satisfies ApiError };
        }
      },
      invalidatesTags: [{ type: 'CognitiveResult', id: 'LIST' }],
    }),
  }),
});

export const { useRepairCognitiveSessionMutation } = repairApi;
