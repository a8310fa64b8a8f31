// Erişim Kayıtları (issue 26 §2): one page of the access log through access_log_search (admin
// only, SECURITY DEFINER: the student's pseudonym is resolved on the server, the keys never
// leave it). Filters and paging are applied by the database.
import { baseApi } from '@akademi/shared';

export interface AccessLogRow {
  id: number;
  at: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_kind: string;
  student_id: string | null;
  student_name: string | null;
  what: string;
  path: string;
  total: number;
}

export interface AccessLogQuery {
  studentId: string | null;
  actorId: string | null;
  /** yyyy-mm-dd, inclusive, local day */
  from: string | null;
  /** yyyy-mm-dd, inclusive, local day */
  to: string | null;
  page: number;
  pageSize: number;
}

/** The start of a local day as an ISO instant (the day after, for an inclusive 'to'). */
export function dayStart(day: string, plusDays = 0): string {
  const [y = NaN, m = NaN, d = NaN] = day.split('-').map(Number);
  return new Date(y, m - 1, d + plusDays).toISOString();
}

export const accessLogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccessLog: build.query<{ rows: AccessLogRow[]; total: number }, AccessLogQuery>({
      query: (q) => (supabase) =>
        supabase.rpc('access_log_search', {
          p_student: q.studentId ?? undefined,
          p_actor: q.actorId ?? undefined,
          p_from: q.from ? dayStart(q.from) : undefined,
          p_to: q.to ? dayStart(q.to, 1) : undefined,
          p_limit: q.pageSize,
          p_offset: (q.page - 1) * q.pageSize,
        }),
      transformResponse: (rows: AccessLogRow[] | null) => ({ rows: rows ?? [], total: Number(rows?.[0]?.total ?? 0) }),
      providesTags: [{ type: 'AccessLog', id: 'LIST' }],
    }),
  }),
});

export const { useGetAccessLogQuery } = accessLogsApi;
