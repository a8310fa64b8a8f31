// Öğrenci Aktiviteleri data (spec 3 §2.9, §6): students by current role, then the four result
// tables newest first (RLS scopes them too), merged into activity items by the shared rules.
import { baseApi, getSupabase, type ApiError, type Role } from '@akademi/shared';
import { fetchAllPages } from '../../reports';
import { mergeActivities, toActivityItem, type ActivityItem, type ActivityResultRow, type ActivityTestType } from '@akademi/shared/domain';

type ActivityTable = 'cognitive_test_result' | 'burdon_test_results' | 'd2_test_results' | 'parent_survey_results';
const TABLES: readonly { type: ActivityTestType; table: ActivityTable; columns: string }[] = [
  { type: 'cognitive', table: 'cognitive_test_result', columns: 'id, student_id, created_at, dikkat_skoru, hafiza_skoru, isleme_hizi_skoru, gorsel_isleme_skoru, akil_mantik_yurutme_skoru, bilissel_esneklik_skoru' },
  { type: 'burdon', table: 'burdon_test_results', columns: 'id, student_id, created_at, total_score' },
  { type: 'd2', table: 'd2_test_results', columns: 'id, student_id, created_at, total_score' },
  { type: 'parent_survey', table: 'parent_survey_results', columns: 'id, student_id, created_at, total_score' },
];

export interface ActivitiesArgs {
  role: Role | null;
  userId: string | null;
}

export const activitiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getActivities: build.query<ActivityItem[], ActivitiesArgs>({
      async queryFn({ role, userId }) {
        // spec 3 §6: kullanici (and no role) sees nothing
        if (!role || role === 'kullanici' || !userId) return { data: [] };
        const supabase = getSupabase();
        const studentPage = (from: number, to: number) => {
          const q = supabase.from('users').select('id, first_name, last_name').contains('roles', ['kullanici']);
          return (role === 'beyin_antrenoru' ? q.eq('supervisor_id', userId) : q).order('id').range(from, to);
        };
        // results: the newest 1000 per table (PostgREST max_rows), enough for a recent-activity list
        const [studentRes, ...resultRes] = await Promise.all([
          fetchAllPages<{ id: string; first_name: string; last_name: string }>(studentPage),
          ...TABLES.map((t) => supabase.from(t.table).select(t.columns).order('created_at', { ascending: false })),
        ]);
        const failed = [studentRes, ...resultRes].find((r) => r.error);
        if (failed?.error) return { error: { message: failed.error.message, code: failed.error.code } satisfies ApiError };
        const names = new Map((studentRes.data ?? []).map((s) => [s.id, `${s.first_name} ${s.last_name}`.trim()]));
        // cast: the column list varies per table, so supabase-js cannot parse it; it selects exactly these fields
        const lists = TABLES.map((t, i) =>
          ((resultRes[i].data ?? []) as unknown as ActivityResultRow[]).filter((r) => names.has(r.student_id)).map((r) => toActivityItem(t.type, r, names.get(r.student_id))),
        );
        return { data: mergeActivities(lists) };
      },
      providesTags: [{ type: 'Activity', id: 'LIST' }],
    }),
  }),
});

export const { useGetActivitiesQuery } = activitiesApi;
