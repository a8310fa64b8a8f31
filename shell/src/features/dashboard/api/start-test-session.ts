// Registers the test session a kullanici starts from the dashboard (docs/decisions.md "Test
// sessions"): student and conductor are the user's own users.id; kind 'cognitive' for the five
// cards, or the kind of an assigned Burdon / d2 test (issue 25, 'Atanan Testler').
import { baseApi } from '@akademi/shared';

export type OwnSessionKind = 'cognitive' | 'burdon' | 'd2';

export const startTestSessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startOwnTestSession: build.mutation<null, { sessionId: string; usersId: string; kind?: OwnSessionKind }>({
      query:
        ({ sessionId, usersId, kind = 'cognitive' }) =>
        (supabase) =>
          supabase.from('test_sessions').insert({ id: sessionId, student_id: usersId, conducted_by: usersId, kind }),
      transformResponse: () => null,
      invalidatesTags: ['TestSession'],
    }),
  }),
});

export const { useStartOwnTestSessionMutation } = startTestSessionApi;
