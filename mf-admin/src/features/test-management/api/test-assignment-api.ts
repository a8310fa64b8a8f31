// Test assignment reads and writes (spec 1 §7 "Other tables"): active tests, the role-scoped
// student list, and one test_results row per student (status assigned, start_time now).
import { baseApi, getSupabase, type ApiError, type TestRow } from '@akademi/shared';
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

const toApiError = (e: { message: string; code?: string }): ApiError => ({ message: e.message, code: e.code });

export const testAssignmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getActiveTests: build.query<ActiveTest[], void>({
      async queryFn() {
        try {
          const { data, error } = await getSupabase()
            .from('tests')
            .select('id, title, test_type, duration_minutes')
            .eq('is_active', true)
            .order('title');
          return error ? { error: toApiError(error) } : { data };
        } catch (e) {
          return { error: { message: String(e) } };
        }
      },
      providesTags: ['Test'],
    }),
    getAssignableStudents: build.query<ManagedUser[], ScopeArgs>({
      async queryFn(args) {
        try {
          const { data, error } = await fetchAssignableStudents(getSupabase(), args);
          return error ? { error: toApiError(error) } : { data };
        } catch (e) {
          return { error: { message: String(e) } };
        }
      },
      providesTags: [{ type: 'Student', id: 'LIST' }],
    }),
    // Assignments and start records the caller may see (RLS: admin all, staff their students'
    // and their own), newest first; the database advances their status (migration 20261126100100).
    getAssignments: build.query<AssignmentListRow[], void>({
      async queryFn() {
        try {
          const { data, error } = await getSupabase()
            .from('test_results')
            .select(
              'id, status, start_time, started_at, completed_at, test:tests(title, test_type), student:users!student_id(first_name, last_name), conductor:users!conducted_by(first_name, last_name)',
            )
            .order('start_time', { ascending: false })
            .limit(ASSIGNMENT_LIST_LIMIT);
          return error ? { error: toApiError(error) } : { data };
        } catch (e) {
          return { error: { message: String(e) } };
        }
      },
      providesTags: [{ type: 'TestAssignment', id: 'LIST' }],
    }),
    assignTest: build.mutation<number, AssignArgs>({
      async queryFn(args) {
        try {
          const rows = assignmentRows(args);
          const { error } = await getSupabase().from('test_results').insert(rows);
          return error ? { error: toApiError(error) } : { data: rows.length };
        } catch (e) {
          return { error: { message: String(e) } };
        }
      },
      invalidatesTags: ['TestAssignment', 'Dashboard'],
    }),
  }),
});

export const { useGetActiveTestsQuery, useGetAssignableStudentsQuery, useAssignTestMutation, useGetAssignmentsQuery } = testAssignmentApi;
