// Load logs (spec 2 §7): all columns, newest first, limit, optional equality on session_id,
// test_type, log_level and details->>'remote' (issue 29 item 4), created_at >= the time range start; the text search is applied on the
// returned rows. RLS lets only admins read system_logs: others get zero rows (the empty state).
import { baseApi, type SystemLogRow } from '@akademi/shared';
import { matchesSearch, sinceFor, type LogQuery } from '../lib/log-filters';

export const systemLogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSystemLogs: build.query<SystemLogRow[], LogQuery>({
      query: (q) => (supabase) => {
        let query = supabase.from('system_logs').select('*');
        const sessionId = q.sessionId.trim(); // spec 2 §5: trimmed, empty = no filter
        if (sessionId) query = query.eq('session_id', sessionId);
        if (q.testType !== 'all') query = query.eq('test_type', q.testType);
        if (q.level !== 'all') query = query.eq('log_level', q.level);
        // issue 29 item 4: a remote's load telemetry (index system_logs_details_remote_idx)
        if (q.remote !== 'all') query = query.eq('details->>remote', q.remote);
        const since = sinceFor(q.range, Date.now());
        if (since) query = query.gte('created_at', since);
        return query.order('created_at', { ascending: false }).limit(q.limit);
      },
      transformResponse: (rows: SystemLogRow[] | null, _meta, q) => (rows ?? []).filter((r) => matchesSearch(r, q.search)),
      providesTags: [{ type: 'SystemLog', id: 'LIST' }],
    }),
  }),
});

export const { useGetSystemLogsQuery } = systemLogsApi;
