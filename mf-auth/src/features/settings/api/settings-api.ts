// Profile, password and notification-preference operations of /settings (spec 1 §7), as RTK Query
// endpoints (settingsApi below) over baseApi's base query. The page shows its own Turkish text for
// a failure (transformErrorResponse), except where the server's text is meant for the user.
import {
  baseApi,
  changePasswordRequest,
  enrolTotpRequest,
  passwordErrorField,
  step,
  totpFactorsRequest,
  unenrolTotpRequest,
  verifyTotpRequest,
  type ApiError,
  type NotificationPreferences,
  type TotpEnrolment,
  type TotpFactor,
} from '@akademi/shared';
import { phoneForStorage } from '@akademi/shared/domain/phone';
import { withPreferenceDefaults } from '../lib/settings-rules';
import { toSessions, type MySession } from '../lib/sessions';

export const PROFILE_SAVE_FAILED = 'Profil güncellenirken bir hata oluştu';
export const PREFERENCES_SAVE_FAILED = 'Bildirim tercihleri güncellenirken bir hata oluştu';
export const SESSIONS_LOAD_FAILED = 'Oturumlar yüklenemedi';
export const SIGN_OUT_OTHERS_FAILED = 'Diğer oturumlar kapatılamadı';

/** The name the authenticator factor gets in GoTrue (one per user in this UI). */
export const MFA_FRIENDLY_NAME = 'Doğrulama uygulaması';

/** The product's MFA requirement (public.security_settings, one row; issue 28). */
export interface SecuritySettings {
  mfaRequiredAdmin: boolean;
  mfaRequiredStaff: boolean;
}

export const SECURITY_SETTINGS_ERRORS = {
  load: 'Güvenlik ayarları yüklenemedi',
  save: 'Güvenlik ayarı kaydedilemedi',
  /** The database lets an admin change it only at aal2 (42501 / RLS). */
  needsCode: 'Bu ayarı değiştirmek için iki adımlı doğrulama ile giriş yapmış olmalısınız.',
} as const;

/** A failure shown as the page's fixed text. */
const shown = (message: string) => (): ApiError => ({ message });

/**
 * The page reads and writes through these RTK Query endpoints of the shared baseApi: the
 * preferences are the user's row (tag User/<id>), which a save of the profile or of the preferences
 * invalidates; a saved preference set is also written into the cache at once.
 */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationPreferences: build.query<NotificationPreferences, string>({
      // a failed load is only logged (spec 1 §8): the defaults are shown
      async queryFn(id, _api, _extra, baseQuery) {
        const res = await step(baseQuery, (supabase) => supabase.from('users').select('notification_preferences').eq('id', id).single());
        if ('error' in res) console.error('Bildirim tercihleri yüklenemedi', res.error.message);
        return { data: withPreferenceDefaults('data' in res ? res.data.notification_preferences : null) };
      },
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    saveNotificationPreferences: build.mutation<null, { id: string; prefs: NotificationPreferences }>({
      query:
        ({ id, prefs }) =>
        (supabase) =>
          supabase.from('users').update({ notification_preferences: prefs }).eq('id', id),
      transformResponse: () => null,
      transformErrorResponse: shown(PREFERENCES_SAVE_FAILED),
      async onQueryStarted({ id, prefs }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('getNotificationPreferences', id, prefs));
        } catch (_e) {
          // the page shows the error; the cache keeps the saved set
        }
      },
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'User', id }]),
    }),
    updateProfile: build.mutation<null, { id: string; form: { firstName: string; lastName: string; phone: string } }>({
      query:
        ({ id, form }) =>
        (supabase) =>
          supabase
            .from('users')
            .update({ first_name: form.firstName.trim(), last_name: form.lastName.trim(), phone: phoneForStorage(form.phone) })
            .eq('id', id),
      transformResponse: () => null,
      // the phone rule's Turkish message (users_05_normalize_phones, 23514) is worth showing as is
      transformErrorResponse: (e: ApiError): ApiError => ({ message: e.code === '23514' && /telefon/i.test(e.message) ? e.message : PROFILE_SAVE_FAILED }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'User', id }, { type: 'User', id: 'LIST' }, { type: 'Student', id: 'LIST' }]),
    }),
    // through the change-password function (issue 28): the server checks the current password and the rule
    changePassword: build.mutation<null, { currentPassword: string; password: string }>({
      query: ({ currentPassword, password }) => changePasswordRequest(password, currentPassword),
      transformResponse: () => null,
      transformErrorResponse: (e: ApiError) => ({ message: e.message, field: passwordErrorField(e.code) }),
    }),
    /** The user's own sign-in sessions (list_my_sessions, issue 28), the current one first. */
    getMySessions: build.query<MySession[], void>({
      query: () => (supabase) => supabase.rpc('list_my_sessions'),
      transformResponse: (rows: unknown) => toSessions(rows),
      transformErrorResponse: shown(SESSIONS_LOAD_FAILED),
      keepUnusedDataFor: 0,
    }),
    /** Ends every session of the user except this one (GoTrue logout scope=others). */
    signOutOtherSessions: build.mutation<null, void>({
      query: () => async (supabase) => ({ data: null, error: (await supabase.auth.signOut({ scope: 'others' })).error }),
      transformErrorResponse: shown(SIGN_OUT_OTHERS_FAILED),
    }),
    // issue 28: the caller's TOTP factors and the product's requirement
    getTotpFactors: build.query<TotpFactor[], void>({
      query: () => totpFactorsRequest,
      providesTags: [{ type: 'User', id: 'MFA' }],
    }),
    startTotpEnrolment: build.mutation<TotpEnrolment, void>({
      query: () => enrolTotpRequest(MFA_FRIENDLY_NAME),
    }),
    confirmTotpEnrolment: build.mutation<null, { factorId: string; code: string }>({
      query: ({ factorId, code }) => verifyTotpRequest(factorId, code),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'User', id: 'MFA' }]),
    }),
    removeTotpFactor: build.mutation<null, string>({
      query: (factorId) => unenrolTotpRequest(factorId),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'User', id: 'MFA' }]),
    }),
    getSecuritySettings: build.query<SecuritySettings, void>({
      query: () => async (supabase) => {
        const { data, error } = await supabase.from('security_settings').select('mfa_required_admin, mfa_required_staff').maybeSingle();
        return data ? { data: { mfaRequiredAdmin: data.mfa_required_admin, mfaRequiredStaff: data.mfa_required_staff }, error } : { data: null, error: error ?? { message: 'no row' } };
      },
      transformErrorResponse: shown(SECURITY_SETTINGS_ERRORS.load),
      providesTags: [{ type: 'User', id: 'SECURITY_SETTINGS' }],
    }),
    /** Updates the one row; `select` tells an update RLS filtered out (no row back) from a saved one. */
    saveSecuritySettings: build.mutation<null, SecuritySettings>({
      query: (settings) => async (supabase) => {
        const { data, error } = await supabase
          .from('security_settings')
          .update({ mfa_required_admin: settings.mfaRequiredAdmin, mfa_required_staff: settings.mfaRequiredStaff })
          .eq('id', true) // the one row
          .select('mfa_required_admin');
        return { data: null, error: error ?? (data && data.length > 0 ? null : { message: 'no row written', code: '42501' }) };
      },
      transformErrorResponse: (e: ApiError) => ({ message: e.code === '42501' ? SECURITY_SETTINGS_ERRORS.needsCode : SECURITY_SETTINGS_ERRORS.save }),
      invalidatesTags: [{ type: 'User', id: 'SECURITY_SETTINGS' }],
    }),
  }),
});

export const {
  useGetNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetMySessionsQuery,
  useSignOutOtherSessionsMutation,
  useGetTotpFactorsQuery,
  useRemoveTotpFactorMutation,
  useStartTotpEnrolmentMutation,
  useConfirmTotpEnrolmentMutation,
  useGetSecuritySettingsQuery,
  useSaveSecuritySettingsMutation,
} = settingsApi;
