// Guardian consent for staff screens (issue 26): the states of a list of students (one POST),
// recording a paper consent under the caller's name, (re)sending the e-mail link, and the
// Aydınlatma Metni versions (admins publish a new one). The database checks every rule again.
import {
  baseApi,
  fetchConsentStatuses,
  getSupabase,
  recordPaperConsent,
  sendConsentLink,
  type ApiError,
  type ConsentStatusRow,
  type Tables,
} from '@akademi/shared';

export type PrivacyNotice = Pick<Tables<'privacy_notices'>, 'id' | 'version' | 'title' | 'body' | 'published_at'>;

export const consentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConsentStatuses: build.query<Record<string, ConsentStatusRow>, readonly string[]>({
      async queryFn(ids) {
        const res = await fetchConsentStatuses(ids);
        return 'error' in res ? { error: res.error } : { data: Object.fromEntries(res.data) };
      },
      providesTags: [{ type: 'GuardianConsent', id: 'LIST' }],
    }),
    recordPaperConsent: build.mutation<null, { studentId: string; guardianName: string; guardianEmail: string | null }>({
      async queryFn({ studentId, guardianName, guardianEmail }) {
        const { error } = await recordPaperConsent(studentId, guardianName, guardianEmail);
        return error ? { error } : { data: null };
      },
      invalidatesTags: [{ type: 'GuardianConsent', id: 'LIST' }],
    }),
    sendConsentLink: build.mutation<{ sentTo: string }, string>({
      async queryFn(studentId) {
        const res = await sendConsentLink(studentId);
        return 'error' in res ? { error: res.error } : { data: res.data };
      },
      invalidatesTags: [{ type: 'GuardianConsent', id: 'LIST' }],
    }),
    getPrivacyNotices: build.query<PrivacyNotice[], void>({
      async queryFn() {
        const { data, error } = await getSupabase().from('privacy_notices').select('id, version, title, body, published_at').order('version', { ascending: false });
        return error ? { error: { message: error.message, code: error.code } satisfies ApiError } : { data: data ?? [] };
      },
      providesTags: [{ type: 'PrivacyNotice', id: 'LIST' }],
    }),
    publishPrivacyNotice: build.mutation<number, { title: string; body: string }>({
      async queryFn({ title, body }) {
        const { data, error } = await getSupabase().rpc('publish_privacy_notice', { p_title: title, p_body: body });
        return error ? { error: { message: error.message, code: error.code } } : { data: Number(data) };
      },
      invalidatesTags: [{ type: 'PrivacyNotice', id: 'LIST' }],
    }),
  }),
});

export const { useGetConsentStatusesQuery, useRecordPaperConsentMutation, useSendConsentLinkMutation, useGetPrivacyNoticesQuery, usePublishPrivacyNoticeMutation } = consentApi;
