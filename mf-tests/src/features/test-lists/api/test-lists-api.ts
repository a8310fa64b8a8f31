// Test lists' calls (spec 3 §7 "Reports and launchers"): tests, students, test_results start
// records, the Burdon/d2 session registration and the results download. RLS scopes the rows.
import { baseApi, type Role } from '@akademi/shared';
import type { LaunchKind, ResultRow, TestItem } from '../lib/domain';
import { startRecords } from '../lib/domain';
import { pickerStudentsCall, registerSessionCall, type PickerStudentRow } from '../../../lib/student-sessions';

/** Which page asks: reading (active reading tests), subject (every non-reading test), international (active field tests). */
export type TestListVariant = 'reading' | 'subject' | 'international';

export type ListStudent = PickerStudentRow;

export interface StudentsArgs {
  /** reading lists scope by role (spec 3 §6); the field-tests page lists every student the user may see */
  scoped: boolean;
  role: Role | null;
  userId: string | null;
}

export interface StartArgs {
  testId: string;
  studentIds: string[];
  conductedBy: string;
}

export const testListsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTestList: build.query<TestItem[], TestListVariant>({
      query: (variant) => (supabase) => {
        const base = supabase.from('tests').select('id, title, description, test_type, duration_minutes, is_active, created_at');
        const q =
          variant === 'reading'
            ? base.eq('test_type', 'reading').eq('is_active', true)
            : variant === 'international'
              ? base.eq('test_type', 'field').eq('is_active', true)
              : base.neq('test_type', 'reading');
        return q.order('created_at', { ascending: false });
      },
      providesTags: [{ type: 'Test', id: 'LIST' }],
    }),
    getListStudents: build.query<ListStudent[], StudentsArgs>({
      query: ({ scoped, role, userId }) =>
        scoped && (!role || role === 'kullanici' || !userId)
          ? async () => ({ data: [], error: null })
          : // spec 3 §6: a trainer sees the students they supervise; admin/temsilci are scoped by RLS
            pickerStudentsCall({ trainerId: scoped && role === 'beyin_antrenoru' ? (userId ?? '') : null, activeOnly: false }),
      providesTags: [{ type: 'Student', id: 'LIST' }],
    }),
    startTest: build.mutation<{ count: number }, StartArgs>({
      query:
        ({ testId, studentIds, conductedBy }) =>
        (supabase) =>
          supabase.from('test_results').insert(startRecords(testId, studentIds, conductedBy)),
      transformResponse: (_r, _m, { studentIds }) => ({ count: studentIds.length }),
      invalidatesTags: [{ type: 'TestAssignment', id: 'LIST' }],
    }),
    registerTestSession: build.mutation<{ sessionId: string }, { studentId: string; conductedBy: string; kind: LaunchKind }>({
      query: ({ studentId, conductedBy, kind }) => registerSessionCall({ studentId, conductedBy, kind }),
    }),
    getTestResults: build.mutation<ResultRow[], { testIds: string[] }>({
      query:
        ({ testIds }) =>
        (supabase) =>
          supabase
            .from('test_results')
            .select(
              'id, start_time, status, created_at, test:tests(title, test_type), student:users!student_id(first_name, last_name, student_number), conductor:users!conducted_by(first_name, last_name)',
            )
            .in('test_id', testIds)
            .order('start_time', { ascending: false }),
    }),
  }),
});

export const { useGetTestListQuery, useGetListStudentsQuery, useStartTestMutation, useRegisterTestSessionMutation, useGetTestResultsMutation } = testListsApi;
