// Student and user lists and the shared dialogs' writes (spec 1 §7 "users", §4, §8).
// Lists: cached 5 min / kept 10 min, no refetch on focus (baseApi defaults, spec 1 §9), refetched
// after create, edit and delete through the 'User' / 'Student' LIST tags.
import { baseApi, fetchDemographics, functionErrorText, getSupabase, type ApiError, type DemographicInfo, type DemographicsScreen, type Role } from '@akademi/shared';
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

const toApiError = (e: { message: string; code?: string }): ApiError => ({ message: e.message, code: e.code });
const unexpected = (e: unknown): ApiError => ({ message: e instanceof Error ? e.message : String(e) });

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
      async queryFn(args) {
        try {
          const { data, error } = await fetchScopedStudents(getSupabase(), args);
          return error ? { error: toApiError(error) } : { data };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
      providesTags: [{ type: 'Student', id: LIST }],
    }),
    /** Öğrenciler list: searched, filtered and ordered on the server (public.list_students), with 'Son Test'. */
    listStudents: build.query<StudentListRow[], StudentListArgs>({
      async queryFn(args) {
        try {
          const { data, error } = await fetchStudentList(getSupabase(), args);
          return error ? { error: toApiError(error) } : { data };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
      providesTags: [{ type: 'Student', id: LIST }],
    }),
    getManagedUsers: build.query<ManagedUser[], ScopeArgs>({
      async queryFn(args) {
        try {
          const { data, error } = await fetchScopedUsers(getSupabase(), args);
          return error ? { error: toApiError(error) } : { data };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
      providesTags: [{ type: 'User', id: LIST }],
    }),
    /** select id, first_name, last_name, email, roles by id (single) — the supervisor in the details dialog. */
    getUserSummary: build.query<SupervisorSummary | null, string>({
      async queryFn(id) {
        try {
          const { data, error } = await getSupabase()
            .from('users')
            .select('id, first_name, last_name, email, roles')
            .eq('id', id)
            .maybeSingle();
          return error ? { error: toApiError(error) } : { data: data ?? null };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    /** Öğrenciler 'Aktif Öğrenci' card: students in the role's scope with their birthday this month (counted in the database). */
    getBirthdaysThisMonth: build.query<number, Role>({
      async queryFn(role) {
        try {
          const { data, error } = await getSupabase().rpc('student_birthdays_this_month', { p_role: role });
          return error ? { error: toApiError(error) } : { data: data ?? 0 };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
      providesTags: [{ type: 'Student', id: LIST }],
    }),
    /** One user's demographic_info for a dialog that shows it: a logged read (issue 26 §2); null when there is none. */
    getUserDemographics: build.query<DemographicInfo | null, { id: string; screen: DemographicsScreen }>({
      async queryFn({ id, screen }) {
        try {
          const { data, error } = await fetchDemographics(getSupabase(), [id], screen);
          return error ? { error: toApiError(error) } : { data: data.get(id) ?? null };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
      providesTags: (_r, _e, { id }) => [{ type: 'User', id }],
    }),
    updateUser: build.mutation<null, UpdateUserArgs>({
      async queryFn({ id, ...fields }) {
        try {
          const { error } = await getSupabase().from('users').update(fields).eq('id', id);
          return error ? { error: toApiError(error) } : { data: null };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
      invalidatesTags: userWritten,
    }),
    /**
     * Spec 1 §4: a user with any attention test result is deactivated instead of deleted (a failed
     * check counts as no results). Any other result row makes the delete fail on a foreign key
     * (23503, docs/decisions.md): that case is deactivated too.
     */
    deleteUser: build.mutation<DeleteOutcome, { id: string }>({
      async queryFn({ id }) {
        try {
          const sb = getSupabase();
          const deactivate = async (): Promise<{ data: DeleteOutcome } | { error: ApiError }> => {
            const { error } = await sb.from('users').update({ is_active: false }).eq('id', id);
            return error ? { error: { ...toApiError(error), code: 'deactivate' } } : { data: 'deactivated' };
          };
          const check = await sb.from('attention_test_results').select('id').eq('user_id', id).limit(1);
          if (!check.error && (check.data?.length ?? 0) > 0) return deactivate();
          const { error } = await sb.from('users').delete().eq('id', id);
          if (error?.code === FK_VIOLATION) return deactivate();
          return error ? { error: toApiError(error) } : { data: 'deleted' };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
      invalidatesTags: userWritten,
    }),
    /** issue 28: removes another user's TOTP factors through reset-mfa (admin at aal2; recorded with the reason). */
    resetMfa: build.mutation<null, { id: string; authUserId: string; reason: string }>({
      async queryFn({ authUserId, reason }) {
        try {
          const { error } = await getSupabase().functions.invoke('reset-mfa', { body: { user_id: authUserId, reason: reason.trim() } });
          return error ? { error: { message: (await functionErrorText(error)) ?? RESET_MFA_FAILED } } : { data: null };
        } catch (_e) {
          return { error: { message: RESET_MFA_FAILED } };
        }
      },
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
