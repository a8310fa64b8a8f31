// Reports data (spec 3 §2.2, §7): students with per-type counts (one aggregate view request),
// results per student, names of conductors, d2 norms. Student scoping is done by RLS; a student's
// results come through logging RPCs (POST; each read leaves an access-log record, issue 26 §2).
import { baseApi, fetchDemographics, step, type DemographicInfo, type Tables } from '@akademi/shared';

export type BurdonRow = Tables<'burdon_test_results'>;
export type D2Row = Tables<'d2_test_results'>;
export type CognitiveRow = Tables<'cognitive_test_result'>;
export type D2NormRowLite = Pick<Tables<'d2_norms'>, 'score_kind' | 'age_group' | 'gender' | 'raw_score' | 'percentile' | 'source'>;

export interface ReportStudent {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  supervisor_id: string | null;
  /** users.student_number; the list never reads the demographics (issue 26 §2). */
  student_number: string | null;
  created_at: string;
  burdon_count: number;
  d2_count: number;
  cognitive_count: number;
}

export interface PersonName {
  id: string;
  first_name: string;
  last_name: string;
}

const STUDENT_COLUMNS = 'id, first_name, last_name, email, supervisor_id, student_number, created_at';

/** PostgREST answers at most max_rows (1000) rows per request: read a list page by page. */
export const PAGE_ROWS = 1000;

interface PageResult<T> {
  data: T[] | null;
  error: { message: string; code?: string } | null;
}

export async function fetchAllPages<T>(
  page: (from: number, to: number) => PromiseLike<PageResult<T>>,
): Promise<{ data: T[]; error: null } | { data: null; error: NonNullable<PageResult<T>['error']> }> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE_ROWS) {
    const { data, error } = await page(from, from + PAGE_ROWS - 1);
    if (error) return { data: null, error };
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE_ROWS) return { data: rows, error: null };
  }
}

export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Visible students (RLS) newest first, with counts from report_test_counts (definer, visible students only): 2 requests for the whole page. */
    getReportStudents: build.query<ReportStudent[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        // two requests for the whole page (more only beyond 1000 students: one per 1000 rows)
        const [students, counts] = await Promise.all([
          step(baseQuery, (supabase) =>
            fetchAllPages((from, to) =>
              supabase.from('users').select(STUDENT_COLUMNS).contains('roles', ['kullanici']).order('created_at', { ascending: false }).order('id').range(from, to),
            ),
          ),
          step(baseQuery, (supabase) =>
            fetchAllPages((from, to) => supabase.rpc('report_test_counts').select('student_id, burdon_count, d2_count, cognitive_count').order('student_id').range(from, to)),
          ),
        ]);
        if ('error' in students) return students;
        if ('error' in counts) return counts;
        const byId = new Map(counts.data.map((c) => [c.student_id, c]));
        const rows = students.data.map((s) => {
          const c = byId.get(s.id);
          return { ...s, burdon_count: c?.burdon_count ?? 0, d2_count: c?.d2_count ?? 0, cognitive_count: c?.cognitive_count ?? 0 };
        });
        return { data: rows };
      },
      providesTags: [{ type: 'Student', id: 'REPORTS' }],
    }),
    getBurdonResults: build.query<BurdonRow[], string>({
      query: (studentId) => (supabase) => supabase.rpc('report_burdon_results', { p_student_id: studentId }),
      // cast: the RPC returns setof the table's row type; the generated table type narrows its check-constrained/json columns
      transformResponse: (rows: unknown) => (rows ?? []) as BurdonRow[],
      providesTags: (_r, _e, id) => [{ type: 'BurdonResult', id }],
    }),
    getD2Results: build.query<D2Row[], string>({
      query: (studentId) => (supabase) => supabase.rpc('report_d2_results', { p_student_id: studentId }),
      // cast: the RPC returns setof the table's row type; the generated table type narrows its check-constrained/json columns
      transformResponse: (rows: unknown) => (rows ?? []) as D2Row[],
      providesTags: (_r, _e, id) => [{ type: 'D2Result', id }],
    }),
    getCognitiveResults: build.query<CognitiveRow[], string>({
      query: (studentId) => (supabase) => supabase.rpc('report_cognitive_results', { p_student_id: studentId }),
      // cast: the RPC returns setof the table's row type; the generated table type narrows its check-constrained/json columns
      transformResponse: (rows: unknown) => (rows ?? []) as CognitiveRow[],
      providesTags: (_r, _e, id) => [{ type: 'CognitiveResult', id }],
    }),
    /** Names of conductors/trainers (ids the caller may see; others resolve to 'Bilinmeyen Kullanıcı'). */
    getPersonNames: build.query<PersonName[], string[]>({
      query: (ids) => (supabase) => (ids.length === 0 ? Promise.resolve({ data: [], error: null }) : supabase.from('users').select('id, first_name, last_name').in('id', ids)),
      providesTags: [{ type: 'User', id: 'NAMES' }],
    }),
    /** A student's demographics for a report (birth date, gender): a logged read (student_demographics, issue 26 §2). */
    getStudentDemographics: build.query<DemographicInfo | null, string>({
      query: (studentId) => async (supabase) => {
        const { data, error } = await fetchDemographics(supabase, [studentId], 'report');
        return { data: data.get(studentId) ?? null, error };
      },
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    getD2Norms: build.query<D2NormRowLite[], void>({
      query: () => (supabase) => supabase.from('d2_norms').select('score_kind, age_group, gender, raw_score, percentile, source'),
    }),
  }),
});

export const {
  useGetReportStudentsQuery,
  useGetBurdonResultsQuery,
  useGetD2ResultsQuery,
  useGetCognitiveResultsQuery,
  useGetPersonNamesQuery,
  useGetD2NormsQuery,
  useGetStudentDemographicsQuery,
} = reportsApi;
