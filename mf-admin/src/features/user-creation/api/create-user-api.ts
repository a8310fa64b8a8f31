// Accounts are created only through the `create-user` edge function (spec 1 §7 Functions): the
// creator's own session is never touched and the server enforces the role rules of spec 1 §5.
import { baseApi, type AppSupabaseClient, type DemographicInfo } from '@akademi/shared';
import type { CreatedUser, CreateUserRequest } from '@akademi/shared/domain/create-user';

export type { CreatedUser } from '@akademi/shared/domain/create-user';
export type CreateUserArgs = CreateUserRequest<DemographicInfo>;

/** Spec 1 §8: dialog fallback when the server gives no message. */
export const CREATE_USER_FALLBACK = 'Kullanıcı oluşturulurken bir hata oluştu. Lütfen tekrar deneyin.';

export const createUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createUser: build.mutation<CreatedUser, CreateUserArgs & { fallbackMessage?: string }>({
      query: ({ fallbackMessage, ...body }) => ({
        fallback: fallbackMessage ?? CREATE_USER_FALLBACK,
        call: async (supabase: AppSupabaseClient) => {
          const { data, error } = await supabase.functions.invoke<{ user?: CreatedUser }>('create-user', {
            body: { ...body, email: body.email.trim().toLowerCase() },
          });
          if (error) return { data: null, error };
          // create-user answers { user: <the new users row> } (supabase/functions/create-user); the id is checked here
          const user = data?.user;
          return user?.id ? { data: user, error: null } : { data: null, error: { message: 'Kullanıcı ID alınamadı.' } };
        },
      }),
      invalidatesTags: [
        { type: 'User', id: 'LIST' },
        { type: 'Student', id: 'LIST' },
        'Dashboard',
      ],
    }),
  }),
});

export const { useCreateUserMutation } = createUserApi;
