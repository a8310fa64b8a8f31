// Guardian consent for staff screens (issue 26): the states of a list of students (one POST),
// recording a paper consent under the caller's name, (re)sending the e-mail link, and the
// Aydınlatma Metni versions (admins publish a new one). The database checks every rule again.
import { baseApi, consentLinkRequest, consentStatusesCall, paperConsentCall, type ConsentStatusRow, type Tables } from '@akademi/shared';

export type PrivacyNotice = Pick<Tables<'privacy_notices'>, 'id' | 'version' | 'title' | 'body' | 'published_at'>;

export const consentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConsentStatuses: build.query<Record<string, ConsentStatusRow>, readonly string[]>({
      query: (ids) => consentStatusesCall(ids),
      transformResponse: (statuses: Map<string, ConsentStatusRow>) => Object.fromEntries(statuses),
      providesTags: [{ type: 'GuardianConsent', id: 'LIST' }],
    }),
    recordPaperConsent: build.mutation<null, { studentId: string; guardianName: string; guardianEmail: string | null }>({
      query: ({ studentId, guardianName, guardianEmail }) => paperConsentCall(studentId, guardianName, guardianEmail),
      transformResponse: () => null,
      invalidatesTags: [{ type: 'GuardianConsent', id: 'LIST' }],
    }),
    sendConsentLink: build.mutation<{ sentTo: string }, string>({
      query: (studentId) => consentLinkRequest(studentId),
      invalidatesTags: [{ type: 'GuardianConsent', id: 'LIST' }],
    }),
    getPrivacyNotices: build.query<PrivacyNotice[], void>({
      query: () => (supabase) => supabase.from('privacy_notices').select('id, version, title, body, published_at').order('version', { ascending: false }),
      providesTags: [{ type: 'PrivacyNotice', id: 'LIST' }],
    }),
    publishPrivacyNotice: build.mutation<number, { title: string; body: string }>({
      query: ({ title, body }) => (supabase) => supabase.rpc('publish_privacy_notice', { p_title: title, p_body: body }),
      transformResponse: (version: unknown) => Number(version),
      invalidatesTags: [{ type: 'PrivacyNotice', id: 'LIST' }],
    }),
  }),
});

export const { useGetConsentStatusesQuery, useRecordPaperConsentMutation, useSendConsentLinkMutation, useGetPrivacyNoticesQuery, usePublishPrivacyNoticeMutation } = consentApi;
