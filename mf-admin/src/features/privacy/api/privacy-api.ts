// Veri Talepleri, dışa aktarma, silme, İmha Kayıtları and Saklama Süreleri (issue 26 §3, §4).
// Every rule is in the database (RLS and the SECURITY DEFINER functions of migrations
// 20261126220000…220600); these endpoints only call them. Writes go through RPCs (POST).
import { baseApi, getSupabase, type ApiError, type Tables } from '@akademi/shared';

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
const toApiError = (e: { message: string; code?: string }): ApiError => ({ message: e.message, code: e.code });
const unexpected = (e: unknown): ApiError => ({ message: e instanceof Error ? e.message : String(e) });

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
  const { data, error } = await getSupabase().rpc('export_student_data', { p_student: studentId });
  if (error) throw new Error(error.message);
  // cast: the RPC returns jsonb (typed Json); its shape is fixed by the function (one array per table)
  return (data ?? {}) as StudentExport;
}

export const privacyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDataRequests: build.query<DataRequestRow[], void>({
      async queryFn() {
        try {
          const { data, error } = await getSupabase().from('data_requests').select('*').order('created_at', { ascending: false }).limit(500);
          return error ? { error: toApiError(error) } : { data: data ?? [] };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
      providesTags: [{ type: 'DataRequest', id: LIST }],
    }),
    createDataRequest: build.mutation<string, { studentId: string; type: RequestType; requestedBy: string }>({
      async queryFn({ studentId, type, requestedBy }) {
        try {
          const { data, error } = await getSupabase().rpc('create_data_request', { p_student: studentId, p_type: type, p_requested_by: requestedBy });
          return error ? { error: toApiError(error) } : { data: String(data) };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
      invalidatesTags: [{ type: 'DataRequest', id: LIST }],
    }),
    setDataRequestStatus: build.mutation<null, { id: string; status: Exclude<RequestStatus, 'acik'> }>({
      async queryFn({ id, status }) {
        try {
          const { error } = await getSupabase().rpc('set_data_request_status', { p_id: id, p_status: status });
          return error ? { error: toApiError(error) } : { data: null };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
      invalidatesTags: [{ type: 'DataRequest', id: LIST }],
    }),
    eraseStudent: build.mutation<string, { studentId: string; reason: string }>({
      async queryFn({ studentId, reason }) {
        try {
          const { data, error } = await getSupabase().rpc('erase_student', { p_student: studentId, p_reason: reason });
          return error ? { error: toApiError(error) } : { data: String(data) };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
      // the student is gone from every list and report
      invalidatesTags: ERASED,
    }),
    getDestructionLog: build.query<{ rows: DestructionLogRow[]; people: PersonName[] }, void>({
      async queryFn() {
        try {
          const sb = getSupabase();
          const { data, error } = await sb.from('destruction_log').select('*').order('created_at', { ascending: false }).limit(500);
          if (error) return { error: toApiError(error) };
          const rows = data ?? [];
          const ids = [...new Set(rows.map((r) => r.performed_by).filter((v): v is string => !!v))];
          if (ids.length === 0) return { data: { rows, people: [] } };
          const people = await sb.from('users').select('id, first_name, last_name').in('id', ids);
          return people.error ? { error: toApiError(people.error) } : { data: { rows, people: people.data ?? [] } };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
      providesTags: [{ type: 'DestructionLog', id: LIST }],
    }),
    getRetentionSettings: build.query<RetentionSettingsRow | null, void>({
      async queryFn() {
        try {
          const { data, error } = await getSupabase().from('retention_settings').select('*').maybeSingle();
          return error ? { error: toApiError(error) } : { data };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
      providesTags: [{ type: 'RetentionSettings', id: LIST }],
    }),
    updateRetentionSettings: build.mutation<null, { studentMonths: number; systemLogMonths: number }>({
      async queryFn({ studentMonths, systemLogMonths }) {
        try {
          const { data, error } = await getSupabase()
            .from('retention_settings')
            .update({ student_months: studentMonths, system_log_months: systemLogMonths })
            .eq('id', true)
            .select('id');
          if (error) return { error: toApiError(error) };
          return (data ?? []).length === 1 ? { data: null } : { error: { message: 'Ayarları değiştirme yetkiniz yok.' } };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
      invalidatesTags: [{ type: 'RetentionSettings', id: LIST }],
    }),
    runRetention: build.mutation<{ students_erased: number; system_logs_deleted: number }, void>({
      async queryFn() {
        try {
          const { data, error } = await getSupabase().rpc('run_retention');
          // cast: jsonb answer whose keys the function fixes
          return error ? { error: toApiError(error) } : { data: data as { students_erased: number; system_logs_deleted: number } };
        } catch (e) {
          return { error: unexpected(e) };
        }
      },
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
