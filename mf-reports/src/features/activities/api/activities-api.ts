// Öğrenci Aktiviteleri data (spec 3 §2.9, §6): students by current role, then the four result
// tables newest first (RLS scopes them too), merged into activity items by the shared rules.
import { baseApi, getSupabase, type ApiError, type AppSupabaseClient, type Role } from '@akademi/shared';
import { fetchAllPages } from '../../reports';
import { mergeActivities, toActivityItem, toIncompleteBatteryItem, type ActivityItem, type ActivityTestType } from '@akademi/shared/domain';

const SCORE_COLUMNS = 'id, student_id, created_at, total_score';
/** The four result tables, newest first; each select is a literal, so the rows come back typed. */
const TABLES: readonly { type: ActivityTestType; newest: (supabase: AppSupabaseClient) => ReturnType<typeof newestCognitive> | ReturnType<typeof newestScores> }[] = [
  { type: 'cognitive', newest: newestCognitive },
  { type: 'burdon', newest: (s) => newestScores(s, 'burdon_test_results') },
  { type: 'd2', newest: (s) => newestScores(s, 'd2_test_results') },
  { type: 'parent_survey', newest: (s) => newestScores(s, 'parent_survey_results') },
];

function newestCognitive(supabase: AppSupabaseClient) {
  return supabase
    .from('cognitive_test_result')
    .select('id, student_id, created_at, dikkat_skoru, hafiza_skoru, isleme_hizi_skoru, gorsel_isleme_skoru, akil_mantik_yurutme_skoru, bilissel_esneklik_skoru')
    .order('created_at', { ascending: false });
}

function newestScores(supabase: AppSupabaseClient, table: 'burdon_test_results' | 'd2_test_results' | 'parent_survey_results') {
  return supabase.from(table).select(SCORE_COLUMNS).order('created_at', { ascending: false });
}

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
        // and the unfinished batteries (issue 25 §3: '3/5 tamamlandı'; dates and counts only)
        const [studentRes, incompleteRes, ...resultRes] = await Promise.all([
          fetchAllPages<{ id: string; first_name: string; last_name: string }>(studentPage),
          supabase.rpc('incomplete_batteries', {}),
          ...TABLES.map((t) => t.newest(supabase)),
        ]);
        const failed = [studentRes, incompleteRes, ...resultRes].find((r) => r.error);
        if (failed?.error) return { error: { message: failed.error.message, code: failed.error.code } satisfies ApiError };
        const names = new Map((studentRes.data ?? []).map((s) => [s.id, `${s.first_name} ${s.last_name}`.trim()]));
        const lists = TABLES.map((t, i) =>
          (resultRes[i]?.data ?? []).filter((r) => names.has(r.student_id)).map((r) => toActivityItem(t.type, r, names.get(r.student_id))),
        );
        const incomplete = (incompleteRes.data ?? []).filter((r) => names.has(r.student_id)).map((r) => toIncompleteBatteryItem(r, names.get(r.student_id)));
        return { data: mergeActivities([...lists, incomplete]) };
      },
      providesTags: [{ type: 'Activity', id: 'LIST' }],
    }),
  }),
});

export const { useGetActivitiesQuery } = activitiesApi;
