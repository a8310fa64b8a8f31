// Registers the test session a kullanici starts from the dashboard (docs/decisions.md "Test
// sessions"): student and conductor are the user's own users.id; kind 'cognitive' for the five
// cards, or the kind of an assigned Burdon / d2 test (issue 25, 'Atanan Testler').
import { baseApi, getSupabase } from '@akademi/shared';

export type OwnSessionKind = 'cognitive' | 'burdon' | 'd2';

export async function startOwnTestSession(sessionId: string, usersId: string, kind: OwnSessionKind = 'cognitive'): Promise<{ error: string | null }> {
  try {
    const { error } = await getSupabase()
      .from('test_sessions')
      .insert({ id: sessionId, student_id: usersId, conducted_by: usersId, kind });
    return { error: error ? error.message : null };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

export const startTestSessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startOwnTestSession: build.mutation<null, { sessionId: string; usersId: string; kind?: OwnSessionKind }>({
      async queryFn({ sessionId, usersId, kind }) {
        const { error } = await startOwnTestSession(sessionId, usersId, kind);
        return error ? { error: { message: error } } : { data: null };
      },
      invalidatesTags: ['TestSession'],
    }),
  }),
});

export const { useStartOwnTestSessionMutation } = startTestSessionApi;
