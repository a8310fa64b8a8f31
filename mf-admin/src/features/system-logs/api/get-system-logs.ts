// Load logs (spec 2 §7): all columns, newest first, limit, optional equality on session_id,
// test_type, log_level and details->>'remote' (issue 29 item 4), created_at >= the time range start; the text search is applied on the
// returned rows. RLS lets only admins read system_logs: others get zero rows (the empty state).
import { baseApi, getSupabase, type ApiError, type SystemLogRow } from '@akademi/shared';
import { matchesSearch, sinceFor, type LogQuery } from '../lib/log-filters';

export const systemLogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSystemLogs: build.query<SystemLogRow[], LogQuery>({
      async queryFn(q) {
        try {
          let query = getSupabase().from('system_logs').select('*');
          const sessionId = q.sessionId.trim(); // spec 2 §5: trimmed, empty = no filter
          if (sessionId) query = query.eq('session_id', sessionId);
          if (q.testType !== 'all') query = query.eq('test_type', q.testType);
          if (q.level !== 'all') query = query.eq('log_level', q.level);
          // issue 29 item 4: a remote's load telemetry (index system_logs_details_remote_idx)
          if (q.remote !== 'all') query = query.eq('details->>remote', q.remote);
          const since = sinceFor(q.range, Date.now());
          if (since) query = query.gte('created_at', since);
          const { data, error } = await query.order('created_at', { ascending: false }).limit(q.limit);
          if (error) return { error: { message: error.message, code: error.code } satisfies ApiError };
          return { data: (data ?? []).filter((r) => matchesSearch(r, q.search)) };
        } catch (e) {
          return { error: { message: e instanceof Error ? e.message : String(e) } satisfies ApiError };
        }
      },
      providesTags: [{ type: 'SystemLog', id: 'LIST' }],
    }),
  }),
});

export const { useGetSystemLogsQuery } = systemLogsApi;
