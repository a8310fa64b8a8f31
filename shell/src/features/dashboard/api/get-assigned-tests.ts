// 'Atanan Testler' of the kullanici dashboard (issue 25 item 2): the student's own assignments
// (RLS: a kullanici reads their own test_results rows) and the start of one of them through the
// start_test_assignment RPC (migration 20261126100100: only the assigned student; → in_progress).
import { baseApi, type TestType } from '@akademi/shared';

export interface AssignedTest {
  id: string;
  status: string;
  start_time: string;
  completed_at: string | null;
  test: { title: string; test_type: TestType; description: string | null; duration_minutes: number | null } | null;
}

/** Finished assignments stay on the card this long, marked 'Tamamlandı'. */
export const COMPLETED_SHOWN_DAYS = 7;

export const assignedTestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAssignedTests: build.query<AssignedTest[], string>({
      query: (usersId) => (supabase) => {
        const since = new Date(Date.now() - COMPLETED_SHOWN_DAYS * 24 * 3600 * 1000).toISOString();
        return supabase
          .from('test_results')
          .select('id, status, start_time, completed_at, test:tests(title, test_type, description, duration_minutes)')
          .eq('student_id', usersId)
          .or(`status.in.(assigned,in_progress),completed_at.gte.${since}`)
          .order('start_time', { ascending: true })
          .limit(50);
      },
      providesTags: [{ type: 'TestAssignment', id: 'LIST' }],
    }),
    startAssignedTest: build.mutation<TestType, string>({
      query: (assignmentId) => (supabase) => supabase.rpc('start_test_assignment', { p_assignment: assignmentId }),
      transformResponse: (testType: string) => testType as TestType, // cast: the RPC returns tests.test_type
      invalidatesTags: [{ type: 'TestAssignment', id: 'LIST' }],
    }),
  }),
});

export const { useGetAssignedTestsQuery, useStartAssignedTestMutation } = assignedTestsApi;
