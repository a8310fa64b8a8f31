// Test assignment reads and writes (spec 1 §7 "Other tables"): active tests, the role-scoped
// student list, and one test_results row per student (status assigned, start_time now).
import { baseApi, type TestRow } from '@akademi/shared';
import { fetchAssignableStudents, type ManagedUser, type ScopeArgs } from '../../../lib/scope-queries';

export type ActiveTest = Pick<TestRow, 'id' | 'title' | 'test_type' | 'duration_minutes'>;

export interface AssignArgs {
  testId: string;
  studentIds: string[];
  /** users.id of the signed-in user. */
  conductedBy: string;
  now?: Date;
}

/** The rows the assignment inserts (pure; unit-tested). */
export function assignmentRows({ testId, studentIds, conductedBy, now = new Date() }: AssignArgs) {
  const start = now.toISOString();
  return [...new Set(studentIds)].map((studentId) => ({
    test_id: testId,
    student_id: studentId,
    conducted_by: conductedBy,
    start_time: start,
    status: 'assigned' as const,
  }));
}

/** A row of the staff's assignment list (issue 25 item 2). */
export interface AssignmentListRow {
  id: string;
  status: string;
  start_time: string;
  started_at: string | null;
  completed_at: string | null;
  test: { title: string; test_type: string } | null;
  student: { first_name: string | null; last_name: string | null } | null;
  conductor: { first_name: string | null; last_name: string | null } | null;
}

/** How many rows the list shows (newest first). */
export const ASSIGNMENT_LIST_LIMIT = 200;

export const testAssignmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getActiveTests: build.query<ActiveTest[], void>({
      query: () => (supabase) => supabase.from('tests').select('id, title, test_type, duration_minutes').eq('is_active', true).order('title'),
      providesTags: ['Test'],
    }),
    getAssignableStudents: build.query<ManagedUser[], ScopeArgs>({
      query: (args) => (supabase) => fetchAssignableStudents(supabase, args),
      providesTags: [{ type: 'Student', id: 'LIST' }],
    }),
    // Assignments and start records the caller may see (RLS: admin all, staff their students'
    // and their own), newest first; the database advances their status (migration 20261126100100).
    getAssignments: build.query<AssignmentListRow[], void>({
      query: () => (supabase) =>
        supabase
          .from('test_results')
          .select(
            'id, status, start_time, started_at, completed_at, test:tests(title, test_type), student:users!student_id(first_name, last_name), conductor:users!conducted_by(first_name, last_name)',
          )
          .order('start_time', { ascending: false })
          .limit(ASSIGNMENT_LIST_LIMIT),
      providesTags: [{ type: 'TestAssignment', id: 'LIST' }],
    }),
    assignTest: build.mutation<number, AssignArgs>({
      query: (args) => (supabase) => supabase.from('test_results').insert(assignmentRows(args)),
      // the rows inserted: one per distinct student
      transformResponse: (_r, _m, args) => assignmentRows(args).length,
      invalidatesTags: ['TestAssignment', 'Dashboard'],
    }),
  }),
});

export const { useGetActiveTestsQuery, useGetAssignableStudentsQuery, useAssignTestMutation, useGetAssignmentsQuery } = testAssignmentApi;
