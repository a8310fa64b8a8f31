// Veri Talepleri, dışa aktarma, silme, İmha Kayıtları and Saklama Süreleri (issue 26 §3, §4).
// Every rule is in the database (RLS and the SECURITY DEFINER functions of migrations
// 20261126220000…220600); these endpoints only call them. Writes go through RPCs (POST).
import { baseApi, runSupabaseCall, step, type Tables } from '@akademi/shared';

export type DataRequestRow = Tables<'data_requests'>;
export type DestructionLogRow = Tables<'destruction_log'>;
export type RetentionSettingsRow = Tables<'retention_settings'>;
export type RequestType = 'export' | 'erasure';
export type RequestStatus = 'acik' | 'tamamlandi' | 'reddedildi';
/** export_student_data: "schema.table" → that table's rows about the student. */
export type StudentExport = Record<string, Record<string, unknown>[]>;

export interface PersonName {
  id: string;
  first_name: string;
  last_name: string;
}

const LIST = 'LIST' as const;

/** What an erasure changes: every cached list that could still show the student. */
const ERASED = [
  'DataRequest',
  'DestructionLog',
  'Student',
  'User',
  'Activity',
  'Dashboard',
  'TrackingStudent',
  'CognitiveResult',
  'BurdonResult',
  'D2Result',
  'ParentSurveyResult',
  'AttentionResult',
  'Note',
  'Exercise',
  'ExerciseProgress',
] as const;

/** export_student_data through POST (a read of a child's identified data). */
export async function fetchStudentExport(studentId: string): Promise<StudentExport> {
  const res = await runSupabaseCall((supabase) => supabase.rpc('export_student_data', { p_student: studentId }));
  if ('error' in res) throw new Error(res.error.message);
  // cast: the RPC returns jsonb (typed Json); its shape is fixed by the function (one array per table)
  return (res.data ?? {}) as StudentExport;
}

export const privacyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDataRequests: build.query<DataRequestRow[], void>({
      query: () => (supabase) => supabase.from('data_requests').select('*').order('created_at', { ascending: false }).limit(500),
      providesTags: [{ type: 'DataRequest', id: LIST }],
    }),
    createDataRequest: build.mutation<string, { studentId: string; type: RequestType; requestedBy: string }>({
      query:
        ({ studentId, type, requestedBy }) =>
        (supabase) =>
          supabase.rpc('create_data_request', { p_student: studentId, p_type: type, p_requested_by: requestedBy }),
      transformResponse: (id: unknown) => String(id),
      invalidatesTags: [{ type: 'DataRequest', id: LIST }],
    }),
    setDataRequestStatus: build.mutation<null, { id: string; status: Exclude<RequestStatus, 'acik'> }>({
      query:
        ({ id, status }) =>
        (supabase) =>
          supabase.rpc('set_data_request_status', { p_id: id, p_status: status }),
      transformResponse: () => null,
      invalidatesTags: [{ type: 'DataRequest', id: LIST }],
    }),
    eraseStudent: build.mutation<string, { studentId: string; reason: string }>({
      query:
        ({ studentId, reason }) =>
        (supabase) =>
          supabase.rpc('erase_student', { p_student: studentId, p_reason: reason }),
      transformResponse: (id: unknown) => String(id),
      // the student is gone from every list and report
      invalidatesTags: ERASED,
    }),
    getDestructionLog: build.query<{ rows: DestructionLogRow[]; people: PersonName[] }, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const log = await step(baseQuery, (sb) => sb.from('destruction_log').select('*').order('created_at', { ascending: false }).limit(500));
        if ('error' in log) return log;
        const rows = log.data;
        const ids = [...new Set(rows.map((r) => r.performed_by).filter((v): v is string => !!v))];
        if (ids.length === 0) return { data: { rows, people: [] } };
        const people = await step(baseQuery, (sb) => sb.from('users').select('id, first_name, last_name').in('id', ids));
        return 'error' in people ? people : { data: { rows, people: people.data } };
      },
      providesTags: [{ type: 'DestructionLog', id: LIST }],
    }),
    getRetentionSettings: build.query<RetentionSettingsRow | null, void>({
      query: () => (supabase) => supabase.from('retention_settings').select('*').maybeSingle(),
      providesTags: [{ type: 'RetentionSettings', id: LIST }],
    }),
    updateRetentionSettings: build.mutation<null, { studentMonths: number; systemLogMonths: number }>({
      query:
        ({ studentMonths, systemLogMonths }) =>
        async (supabase) => {
          const { data, error } = await supabase
            .from('retention_settings')
            .update({ student_months: studentMonths, system_log_months: systemLogMonths })
            .eq('id', true)
            .select('id');
          if (error) return { data: null, error };
          return (data ?? []).length === 1 ? { data: null, error: null } : { data: null, error: { message: 'Ayarları değiştirme yetkiniz yok.' } };
        },
      invalidatesTags: [{ type: 'RetentionSettings', id: LIST }],
    }),
    runRetention: build.mutation<{ students_erased: number; system_logs_deleted: number }, void>({
      query: () => (supabase) => supabase.rpc('run_retention'),
      // cast: jsonb answer whose keys the function fixes
      transformResponse: (counts: unknown) => counts as { students_erased: number; system_logs_deleted: number },
      invalidatesTags: [...ERASED, 'SystemLog'],
    }),
  }),
});

export const {
  useGetDataRequestsQuery,
  useCreateDataRequestMutation,
  useSetDataRequestStatusMutation,
  useEraseStudentMutation,
  useGetDestructionLogQuery,
  useGetRetentionSettingsQuery,
  useUpdateRetentionSettingsMutation,
  useRunRetentionMutation,
} = privacyApi;
