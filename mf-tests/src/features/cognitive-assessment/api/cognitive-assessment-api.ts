// The launcher's calls (spec 3 §2.6, §4; spec 2 §4): students to choose from (RLS scopes the
// list; a trainer's own students explicitly), the session registration before the battery
// window opens, and the cognitive-aggregator function for the run-aggregator listener.
import { baseApi, getSupabase, type ApiError, type Role } from '@akademi/shared';

export interface CognitiveStudent {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

const err = (e: { message: string; code?: string }): { error: ApiError } => ({ error: { message: e.message, code: e.code } });

export const cognitiveAssessmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCognitiveStudents: build.query<CognitiveStudent[], { role: Role | null; userId: string | null }>({
      async queryFn({ role, userId }) {
        if (!role || !userId || role === 'kullanici') return { data: [] };
        const base = getSupabase().from('users').select('id, first_name, last_name, email').contains('roles', ['kullanici']).eq('is_active', true);
        const q = role === 'beyin_antrenoru' ? base.eq('supervisor_id', userId) : base;
        const { data, error } = await q.order('first_name').order('last_name');
        return error ? err(error) : { data };
      },
      providesTags: [{ type: 'Student', id: 'LIST' }],
    }),
    // kind 'parent_survey' for the /forms survey launcher (same registration, other result table)
    registerCognitiveSession: build.mutation<{ sessionId: string }, { studentId: string; conductedBy: string; kind?: 'cognitive' | 'parent_survey' }>({
      async queryFn({ studentId, conductedBy, kind = 'cognitive' }) {
        const sessionId = crypto.randomUUID();
        const { error } = await getSupabase().from('test_sessions').insert({ id: sessionId, student_id: studentId, conducted_by: conductedBy, kind });
        return error ? err(error) : { data: { sessionId } };
      },
    }),
  }),
});

export const { useGetCognitiveStudentsQuery, useRegisterCognitiveSessionMutation } = cognitiveAssessmentApi;

/** The one aggregator call lives in shared (issue 15); re-exported for the listener. */
export { invokeCognitiveAggregator, type AggregatorAnswer } from '@akademi/shared';
