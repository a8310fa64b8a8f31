// Student and user lists and the shared dialogs' writes (spec 1 §7 "users", §4, §8).
// Lists: cached 5 min / kept 10 min, no refetch on focus (baseApi defaults, spec 1 §9), refetched
// after create, edit and delete through the 'User' / 'Student' LIST tags.
import { baseApi, fetchDemographics, step, type ApiError, type AppSupabaseClient, type DemographicInfo, type DemographicsScreen, type Role } from '@akademi/shared';
import { fetchScopedStudents, fetchScopedUsers, fetchStudentList, type ManagedUser, type ScopeArgs, type StudentListArgs, type StudentListRow } from './scope-queries';

export type { ManagedUser, StudentListArgs, StudentListRow } from './scope-queries';

export interface SupervisorSummary {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  roles: Role[];
}

export interface UpdateUserArgs {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  is_active: boolean;
  /** Sent only when the editor may change roles (admin); the database refuses it for others. */
  roles?: Role[];
  demographic_info: DemographicInfo | null;
}

export type DeleteOutcome = 'deleted' | 'deactivated';

/** issue 28: the reset-mfa function's failure when it gave no Turkish text of its own. */
export const RESET_MFA_FAILED = 'İki adımlı doğrulama sıfırlanamadı. Lütfen tekrar deneyin.';

/** PostgreSQL foreign-key violation: the user still has rows elsewhere (results…). */
const FK_VIOLATION = '23503';


const LIST = 'LIST' as const;

/** A write to one user refreshes both lists and that user's summary. */
const userWritten = (_r: unknown, _e: unknown, { id }: { id: string }) => [
  { type: 'User' as const, id: LIST },
  { type: 'Student' as const, id: LIST },
  { type: 'User' as const, id },
];

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStudents: build.query<ManagedUser[], ScopeArgs>({
      query: (args) => (supabase) => fetchScopedStudents(supabase, args),
      providesTags: [{ type: 'Student', id: LIST }],
    }),
    /** Öğrenciler list: searched, filtered and ordered on the server (public.list_students), with 'Son Test'. */
    listStudents: build.query<StudentListRow[], StudentListArgs>({
      query: (args) => (supabase) => fetchStudentList(supabase, args),
      providesTags: [{ type: 'Student', id: LIST }],
    }),
    getManagedUsers: build.query<ManagedUser[], ScopeArgs>({
      query: (args) => (supabase) => fetchScopedUsers(supabase, args),
      providesTags: [{ type: 'User', id: LIST }],
    }),
    /** select id, first_name, last_name, email, roles by id (single) — the supervisor in the details dialog. */
    getUserSummary: build.query<SupervisorSummary | null, string>({
      query: (id) => (supabase) => supabase.from('users').select('id, first_name, last_name, email, roles').eq('id', id).maybeSingle(),
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    /** Öğrenciler 'Aktif Öğrenci' card: students in the role's scope with their birthday this month (counted in the database). */
    getBirthdaysThisMonth: build.query<number, Role>({
      query: (role) => (supabase) => supabase.rpc('student_birthdays_this_month', { p_role: role }),
      transformResponse: (count: number | null) => count ?? 0,
      providesTags: [{ type: 'Student', id: LIST }],
    }),
    /** One user's demographic_info for a dialog that shows it: a logged read (issue 26 §2); null when there is none. */
    getUserDemographics: build.query<DemographicInfo | null, { id: string; screen: DemographicsScreen }>({
      query:
        ({ id, screen }) =>
        async (supabase) => {
          const { data, error } = await fetchDemographics(supabase, [id], screen);
          return { data: data.get(id) ?? null, error };
        },
      providesTags: (_r, _e, { id }) => [{ type: 'User', id }],
    }),
    updateUser: build.mutation<null, UpdateUserArgs>({
      query:
        ({ id, ...fields }) =>
        (supabase) =>
          supabase.from('users').update(fields).eq('id', id),
      transformResponse: () => null,
      invalidatesTags: userWritten,
    }),
    /**
     * Spec 1 §4: a user with any attention test result is deactivated instead of deleted (a failed
     * check counts as no results). Any other result row makes the delete fail on a foreign key
     * (23503, docs/decisions.md): that case is deactivated too.
     */
    deleteUser: build.mutation<DeleteOutcome, { id: string }>({
      async queryFn({ id }, _api, _extra, baseQuery) {
        const deactivate = async (): Promise<{ data: DeleteOutcome } | { error: ApiError }> => {
          const res = await step(baseQuery, (sb) => sb.from('users').update({ is_active: false }).eq('id', id));
          return 'error' in res ? { error: { ...res.error, code: 'deactivate' } } : { data: 'deactivated' };
        };
        const check = await step(baseQuery, (sb) => sb.from('attention_test_results').select('id').eq('user_id', id).limit(1));
        if ('data' in check && check.data.length > 0) return deactivate();
        const deleted = await step(baseQuery, (sb) => sb.from('users').delete().eq('id', id));
        if ('error' in deleted) return deleted.error.code === FK_VIOLATION ? deactivate() : deleted;
        return { data: 'deleted' };
      },
      invalidatesTags: userWritten,
    }),
    /** issue 28: removes another user's TOTP factors through reset-mfa (admin at aal2; recorded with the reason). */
    resetMfa: build.mutation<null, { id: string; authUserId: string; reason: string }>({
      query: ({ authUserId, reason }) => ({
        call: (supabase: AppSupabaseClient) => supabase.functions.invoke('reset-mfa', { body: { user_id: authUserId, reason: reason.trim() } }),
        fallback: RESET_MFA_FAILED,
      }),
      transformResponse: () => null,
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'User' as const, id }]),
    }),
  }),
});

export const {
  useGetStudentsQuery,
  useListStudentsQuery,
  useGetManagedUsersQuery,
  useGetUserSummaryQuery,
  useGetBirthdaysThisMonthQuery,
  useGetUserDemographicsQuery,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useResetMfaMutation,
} = usersApi;
