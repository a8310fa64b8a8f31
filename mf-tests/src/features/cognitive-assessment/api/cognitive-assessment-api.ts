// The launcher's calls (spec 3 §2.6, §4; spec 2 §4): students to choose from (RLS scopes the
// list; a trainer's own students explicitly), the session registration before the battery
// window opens, and the cognitive-aggregator function for the run-aggregator listener.
import { baseApi, type Role } from '@akademi/shared';
import { fetchPickerStudents, registerSession, type PickerStudentRow } from '../../../lib/student-sessions';

export type CognitiveStudent = PickerStudentRow;

export const cognitiveAssessmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCognitiveStudents: build.query<CognitiveStudent[], { role: Role | null; userId: string | null }>({
      async queryFn({ role, userId }) {
        if (!role || !userId || role === 'kullanici') return { data: [] };
        return fetchPickerStudents({ trainerId: role === 'beyin_antrenoru' ? userId : null, activeOnly: true });
      },
      providesTags: [{ type: 'Student', id: 'LIST' }],
    }),
    // kind 'parent_survey' for the /forms survey launcher (same registration, other result table)
    registerCognitiveSession: build.mutation<{ sessionId: string }, { studentId: string; conductedBy: string; kind?: 'cognitive' | 'parent_survey' }>({
      queryFn: ({ studentId, conductedBy, kind = 'cognitive' }) => registerSession({ studentId, conductedBy, kind }),
    }),
  }),
});

export const { useGetCognitiveStudentsQuery, useRegisterCognitiveSessionMutation } = cognitiveAssessmentApi;

/** The one aggregator call lives in shared (issue 15); re-exported for the listener. */
export { invokeCognitiveAggregator, type AggregatorAnswer } from '@akademi/shared';
