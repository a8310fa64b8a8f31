// Accounts are created only through the `create-user` edge function (spec 1 §7 Functions): the
// creator's own session is never touched and the server enforces the role rules of spec 1 §5.
import { baseApi, functionErrorText, getSupabase, type ApiError, type DemographicInfo, type Role } from '@akademi/shared';

export interface CreateUserArgs {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  demographicInfo: DemographicInfo | null;
}

export interface CreatedUser {
  id: string;
  auth_user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: Role[];
  supervisor_id: string | null;
}

/** Spec 1 §8: dialog fallback when the server gives no message. */
export const CREATE_USER_FALLBACK = 'Kullanıcı oluşturulurken bir hata oluştu. Lütfen tekrar deneyin.';

/** The function's `{ error }` message from a failed invoke (FunctionsHttpError carries the Response). */
export async function functionErrorMessage(error: unknown, fallback: string): Promise<string> {
  return (await functionErrorText(error)) ?? fallback;
}

export const createUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createUser: build.mutation<CreatedUser, CreateUserArgs & { fallbackMessage?: string }>({
      async queryFn({ fallbackMessage, ...body }) {
        const fallback = fallbackMessage ?? CREATE_USER_FALLBACK;
        try {
          const { data, error } = await getSupabase().functions.invoke('create-user', {
            body: { ...body, email: body.email.trim().toLowerCase() },
          });
          if (error) return { error: { message: await functionErrorMessage(error, fallback) } satisfies ApiError };
          // create-user answers { user: <the new users row> } (supabase/functions/create-user); the id is checked below
          const user = (data as { user?: CreatedUser } | null)?.user;
          if (!user?.id) return { error: { message: 'Kullanıcı ID alınamadı.' } };
          return { data: user };
        } catch (_e) {
          return { error: { message: fallback } };
        }
      },
      invalidatesTags: [
        { type: 'User', id: 'LIST' },
        { type: 'Student', id: 'LIST' },
        'Dashboard',
      ],
    }),
  }),
});

export const { useCreateUserMutation } = createUserApi;
