// Öğrenci Profili data (issue 18): a fixed number of requests for the whole page whatever the
// number of results — RPCs for the header, results, notes and exercises (SECURITY DEFINER,
// visibility checked in SQL, each look recorded in the access log, issue 26 §2) and the unfinished
// batteries (issue 25 §3; a definer function without a record: dates and sub-test names, no score).
// The Excel export reads the exercise attempts on demand through the logging
// student_profile_attempts (one request, one record).
import { baseApi, runSupabaseCall, type Tables } from '@akademi/shared';
import type { IncompleteBatteryRow } from '@akademi/shared/domain';
import { EMPTY_RESULTS, type ProfileExercise, type ProfileHeader, type ProfileResults } from '../lib/progress';

export type ProfileNote = Pick<Tables<'student_notes'>, 'id' | 'note_title' | 'note_text' | 'note_level' | 'note_category' | 'priority_level' | 'created_at' | 'created_by'>;
export type ProfileAttempt = Pick<Tables<'exercise_attempts'>, 'id' | 'student_exercise_id' | 'played_at' | 'level' | 'score' | 'correct' | 'wrong' | 'accuracy' | 'duration_seconds'> & {
  student_exercises: { exercise_slug: string; exercise_title: string | null } | null;
};

export type ParentEvaluation = Pick<Tables<'parent_report_evaluations'>, 'id' | 'report_date' | 'evaluation_text' | 'updated_at'>;

export interface StudentAccessRow {
  id: number;
  at: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_kind: string;
  what: string;
  path: string;
  total: number;
}

/** Notes shown on the profile: the newest 100 (the page's request count stays fixed). */
export const PROFILE_NOTE_LIMIT = 100;

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** null when the caller may not see the student (RLS) or the id is not a student. */
    getProfileHeader: build.query<ProfileHeader | null, string>({
      query: (id) => (supabase) => supabase.rpc('student_profile_header', { p_student_id: id }),
      // cast: student_profile_header returns json (generated type Json); the SQL function builds this shape
      transformResponse: (header: unknown) => (header as ProfileHeader | null) ?? null,
      providesTags: (_r, _e, id) => [{ type: 'Student', id }],
    }),
    getProfileResults: build.query<ProfileResults, string>({
      query: (id) => (supabase) => supabase.rpc('student_profile_results', { p_student_id: id }),
      // cast: student_profile_results returns json (generated type Json); the SQL function builds this shape
      transformResponse: (results: unknown) => ({ ...EMPTY_RESULTS, ...((results as ProfileResults | null) ?? {}) }),
      providesTags: (_r, _e, id) => [
        { type: 'CognitiveResult', id },
        { type: 'BurdonResult', id },
        { type: 'D2Result', id },
      ],
    }),
    getProfileExercises: build.query<ProfileExercise[], string>({
      query: (id) => (supabase) => supabase.rpc('student_profile_exercises', { p_student_id: id }),
      // cast: student_profile_exercises returns json (generated type Json); the SQL function builds this shape
      transformResponse: (exercises: unknown) => (exercises as ProfileExercise[] | null) ?? [],
    }),
    /** Unfinished batteries of the student (issue 25 §3): date, who started it, sub-tests stored. */
    getProfileIncompleteBatteries: build.query<IncompleteBatteryRow[], string>({
      query: (id) => (supabase) => supabase.rpc('incomplete_batteries', { p_student_id: id }),
      transformResponse: (rows: IncompleteBatteryRow[] | null) => rows ?? [],
      providesTags: (_r, _e, id) => [{ type: 'CognitiveResult', id }],
    }),
    getProfileNotes: build.query<ProfileNote[], string>({
      // a logging RPC (POST): the look at the notes leaves an access-log record (issue 26 §2)
      query: (id) => (supabase) => supabase.rpc('student_profile_notes', { p_student_id: id, p_limit: PROFILE_NOTE_LIMIT }),
      // cast: the RPC returns these student_notes columns as text; the table type narrows note_level by its check constraint
      transformResponse: (notes: unknown) => (notes ?? []) as ProfileNote[],
    }),
    /** Kim görüntüledi? (issue 26 §2): the newest looks at the student's data, for whoever may see them. */
    getStudentAccessHistory: build.query<StudentAccessRow[], { id: string; limit: number }>({
      query:
        ({ id, limit }) =>
        (supabase) =>
          supabase.rpc('student_access_history', { p_student: id, p_limit: limit }),
      transformResponse: (rows: StudentAccessRow[] | null) => rows ?? [],
      providesTags: [{ type: 'AccessLog', id: 'LIST' }],
    }),
    /** The newest stored 'Antrenör Değerlendirmesi' of the student's parent report (issue 25), or null. */
    getParentEvaluation: build.query<ParentEvaluation | null, string>({
      query: (studentId) => (supabase) =>
        supabase.from('parent_report_evaluations').select('id, report_date, evaluation_text, updated_at').eq('student_id', studentId).order('report_date', { ascending: false }).limit(1),
      transformResponse: (rows: ParentEvaluation[] | null) => rows?.[0] ?? null,
      providesTags: (_r, _e, id) => [{ type: 'Student', id: `parent-evaluation:${id}` }],
    }),
    /** Stores the text for the report's date (one row per student and day; a second save that day rewrites it). */
    saveParentEvaluation: build.mutation<ParentEvaluation, { studentId: string; reportDate: string; text: string }>({
      query:
        ({ studentId, reportDate, text }) =>
        (supabase) =>
          supabase
            .from('parent_report_evaluations')
            .upsert({ student_id: studentId, report_date: reportDate, evaluation_text: text.trim() }, { onConflict: 'student_id,report_date' })
            .select('id, report_date, evaluation_text, updated_at')
            .single(),
      invalidatesTags: (_r, error, { studentId }) => (error ? [] : [{ type: 'Student', id: `parent-evaluation:${studentId}` }]),
    }),
  }),
});

export const {
  useGetProfileHeaderQuery,
  useGetProfileResultsQuery,
  useGetProfileExercisesQuery,
  useGetProfileNotesQuery,
  useGetProfileIncompleteBatteriesQuery,
  useGetParentEvaluationQuery,
  useSaveParentEvaluationMutation,
  useGetStudentAccessHistoryQuery,
} = profileApi;

/** Every exercise attempt of the student, oldest first (Excel export): one logging RPC (POST), one
 *  access-log record (issue 26 §2); staff hold no direct SELECT on exercise_attempts. */
export async function fetchProfileAttempts(studentId: string): Promise<ProfileAttempt[]> {
  const res = await runSupabaseCall((supabase) => supabase.rpc('student_profile_attempts', { p_student_id: studentId }));
  if ('error' in res) throw new Error(res.error.message);
  // cast: student_profile_attempts returns json (generated type Json); the SQL function builds this shape
  return (res.data as unknown as ProfileAttempt[] | null) ?? [];
}
