// Aggregator repair tool (spec 3 §2.6, §7): read the logic result's session info by session_id,
// then run the cognitive aggregator (`cognitive-aggregator` edge function) for that session.
import { baseApi, callCognitiveAggregator, COGNITIVE_AGGREGATOR_FUNCTION, getSupabase, type ApiError } from '@akademi/shared';
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
export const AGGREGATOR_FUNCTION = COGNITIVE_AGGREGATOR_FUNCTION;

async function invokeAggregator(sessionId: string): Promise<AggregatorOutcome> {
  const res = await callCognitiveAggregator(sessionId);
  if (res.status === null) return { kind: 'error', message: res.message ?? 'unexpected error' };
  if (res.status === 200) return outcomeFromBody(res.body);
  return outcomeFromBody(res.body ?? { message: res.message }, res.status);
}

export const repairApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    repairCognitiveSession: build.mutation<RepairResult, string>({
      async queryFn(sessionId) {
        try {
          // cognitive_session_info: admin only, records the look (no direct SELECT on result tables)
          const { data: rows, error } = await getSupabase().rpc('cognitive_session_info', { p_session_id: sessionId });
          const data = rows?.[0] ?? null;
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
