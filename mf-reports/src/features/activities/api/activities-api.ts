// Öğrenci Aktiviteleri data (spec 3 §2.9, §6): students by current role, then the four result
// tables' newest rows through recent_activities (logs one access-log record per student returned;
// staff have no direct SELECT on result tables), merged into activity items by the shared rules.
import { baseApi, step, type Role } from '@akademi/shared';
import { fetchAllPages } from '../../reports';
import { mergeActivities, toActivityItem, toIncompleteBatteryItem, type ActivityItem, type ActivityResultRow, type ActivityTestType } from '@akademi/shared/domain';

/** A row of recent_activities: the result's id, student and date with its score columns (jsonb). */
interface RecentActivityRow {
  test_type: string;
  id: string;
  student_id: string;
  student_name: string;
  created_at: string;
  scores: unknown;
}

const TYPES: readonly ActivityTestType[] = ['cognitive', 'burdon', 'd2', 'parent_survey'];

export interface ActivitiesArgs {
  role: Role | null;
  userId: string | null;
}

export const activitiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getActivities: build.query<ActivityItem[], ActivitiesArgs>({
      async queryFn({ role, userId }, _api, _extra, baseQuery) {
        // spec 3 §6: kullanici (and no role) sees nothing
        if (!role || role === 'kullanici' || !userId) return { data: [] };
        // results: the newest 1000 per table of the role's scope (recent_activities), enough for a
        // recent-activity list, and the unfinished batteries (issue 25 §3: '3/5 tamamlandı'; dates and counts only)
        const [studentRes, incompleteRes, resultRes] = await Promise.all([
          step(baseQuery, (supabase) =>
            fetchAllPages<{ id: string; first_name: string; last_name: string }>((from, to) => {
              const q = supabase.from('users').select('id, first_name, last_name').contains('roles', ['kullanici']);
              return (role === 'beyin_antrenoru' ? q.eq('supervisor_id', userId) : q).order('id').range(from, to);
            }),
          ),
          step(baseQuery, (supabase) => supabase.rpc('incomplete_batteries', {})),
          step(baseQuery, (supabase) => supabase.rpc('recent_activities', { p_role: role })),
        ]);
        if ('error' in studentRes) return studentRes;
        if ('error' in incompleteRes) return incompleteRes;
        if ('error' in resultRes) return resultRes;
        const names = new Map(studentRes.data.map((s) => [s.id, `${s.first_name} ${s.last_name}`.trim()]));
        // cast: scores is jsonb (generated type Json); recent_activities builds it from the score columns
        const rows = (resultRes.data ?? []) as RecentActivityRow[];
        const lists = TYPES.map((type) =>
          rows
            .filter((r) => r.test_type === type && names.has(r.student_id))
            .map((r) => {
              const row: ActivityResultRow = { ...(r.scores as Partial<ActivityResultRow>), id: r.id, student_id: r.student_id, created_at: r.created_at };
              return toActivityItem(type, row, names.get(r.student_id));
            }),
        );
        const incomplete = (incompleteRes.data ?? []).filter((r) => names.has(r.student_id)).map((r) => toIncompleteBatteryItem(r, names.get(r.student_id)));
        return { data: mergeActivities([...lists, incomplete]) };
      },
      providesTags: [{ type: 'Activity', id: 'LIST' }],
    }),
  }),
});

export const { useGetActivitiesQuery } = activitiesApi;
