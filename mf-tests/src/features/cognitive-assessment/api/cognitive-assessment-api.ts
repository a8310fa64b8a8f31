// The launcher's calls (spec 3 §2.6, §4; spec 2 §4): students to choose from (RLS scopes the
// list; a trainer's own students explicitly), the session registration before the battery
// window opens (the run-aggregator listener calls shared's invokeCognitiveAggregator).
import { baseApi, type Role } from '@akademi/shared';
import { pickerStudentsCall, registerSessionCall, type PickerStudentRow } from '../../../lib/student-sessions';

export type CognitiveStudent = PickerStudentRow;

export const cognitiveAssessmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCognitiveStudents: build.query<CognitiveStudent[], { role: Role | null; userId: string | null }>({
      query: ({ role, userId }) =>
        !role || !userId || role === 'kullanici'
          ? async () => ({ data: [], error: null })
          : pickerStudentsCall({ trainerId: role === 'beyin_antrenoru' ? userId : null, activeOnly: true }),
      providesTags: [{ type: 'Student', id: 'LIST' }],
    }),
    // kind 'parent_survey' for the /forms survey launcher (same registration, other result table)
    registerCognitiveSession: build.mutation<{ sessionId: string }, { studentId: string; conductedBy: string; kind?: 'cognitive' | 'parent_survey' }>({
      query: ({ studentId, conductedBy, kind = 'cognitive' }) => registerSessionCall({ studentId, conductedBy, kind }),
    }),
  }),
});

export const { useGetCognitiveStudentsQuery, useRegisterCognitiveSessionMutation } = cognitiveAssessmentApi;
