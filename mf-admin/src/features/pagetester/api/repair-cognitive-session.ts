// Aggregator repair tool (spec 3 §2.6, §7): read the logic result's session info by session_id,
// then run the cognitive aggregator (`cognitive-aggregator` edge function) for that session.
import { baseApi, COGNITIVE_AGGREGATOR_FUNCTION, invokeCognitiveAggregator, step } from '@akademi/shared';
import { outcomeFromReply, type AggregatorOutcome } from '../lib/aggregator-response';

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

export const repairApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    repairCognitiveSession: build.mutation<RepairResult, string>({
      async queryFn(sessionId, _api, _extra, baseQuery) {
        // cognitive_session_info: admin only, records the look (no direct SELECT on result tables)
        const info = await step(baseQuery, (supabase) => supabase.rpc('cognitive_session_info', { p_session_id: sessionId }));
        if ('error' in info) return info;
        // the same one call the launcher's listener and the battery page make
        const outcome = outcomeFromReply(await invokeCognitiveAggregator(sessionId));
        return { data: { info: info.data?.[0] ?? null, outcome } };
      },
      invalidatesTags: [{ type: 'CognitiveResult', id: 'LIST' }],
    }),
  }),
});

export const { useRepairCognitiveSessionMutation } = repairApi;
