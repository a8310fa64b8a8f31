// Registers the test session a kullanici starts from the dashboard (docs/decisions.md "Test
// sessions"): student and conductor are the user's own users.id, kind 'cognitive'.
import { baseApi, getSupabase } from '@akademi/shared';

export async function startOwnTestSession(sessionId: string, usersId: string): Promise<{ error: string | null }> {
  try {
    const { error } = await getSupabase()
      .from('test_sessions')
      .insert({ id: sessionId, student_id: usersId, conducted_by: usersId, kind: 'cognitive' });
    return { error: error ? error.message : null };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

export const startTestSessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startOwnTestSession: build.mutation<null, { sessionId: string; usersId: string }>({
      async queryFn({ sessionId, usersId }) {
        const { error } = await startOwnTestSession(sessionId, usersId);
        return error ? { error: { message: error } } : { data: null };
      },
      invalidatesTags: ['TestSession'],
    }),
  }),
});

export const { useStartOwnTestSessionMutation } = startTestSessionApi;
