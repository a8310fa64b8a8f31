// Profile, password and notification-preference operations of /settings (spec 1 §7), as RTK Query
// endpoints (settingsApi below) over plain functions that never throw.
import {
  baseApi,
  changeOwnPassword,
  getSupabase,
  enrollTotp,
  listTotpFactors,
  unenrollTotp,
  verifyTotpCode,
  type TotpEnrolment,
  type ChangePasswordResult,
  type NotificationPreferences,
  type TotpFactor,
} from '@akademi/shared';
import { phoneForStorage } from '@akademi/shared/domain/phone';
import { withPreferenceDefaults } from '../lib/settings-rules';
import { toSessions, type MySession } from '../lib/sessions';

export async function updateProfile(id: string, f: { firstName: string; lastName: string; phone: string }): Promise<{ error: string | null }> {
  try {
    const { error } = await getSupabase()
      .from('users')
      .update({ first_name: f.firstName.trim(), last_name: f.lastName.trim(), phone: phoneForStorage(f.phone) })
      .eq('id', id);
    if (!error) return { error: null };
    // the phone rule's Turkish message (users_05_normalize_phones, 23514) is worth showing as is
    return { error: error.code === '23514' && /telefon/i.test(error.message) ? error.message : 'Profil güncellenirken bir hata oluştu' };
  } catch (_e) {
    return { error: 'Profil güncellenirken bir hata oluştu' };
  }
}

/** Through the change-password function (issue 28): the server checks the current password and the rule. */
export async function changePassword(currentPassword: string, password: string): Promise<ChangePasswordResult> {
  return changeOwnPassword(password, currentPassword);
}

export async function loadPreferences(id: string): Promise<NotificationPreferences> {
  try {
    const { data, error } = await getSupabase().from('users').select('notification_preferences').eq('id', id).single();
    if (error) console.error('Bildirim tercihleri yüklenemedi', error.message); // a failed load is only logged (spec 1 §8)
    return withPreferenceDefaults(data?.notification_preferences);
  } catch (e) {
    console.error('Bildirim tercihleri yüklenemedi', e);
    return withPreferenceDefaults(null);
  }
}

export async function savePreferences(id: string, prefs: NotificationPreferences): Promise<{ error: string | null }> {
  try {
    const { error } = await getSupabase().from('users').update({ notification_preferences: prefs }).eq('id', id);
    return { error: error ? 'Bildirim tercihleri güncellenirken bir hata oluştu' : null };
  } catch (_e) {
    return { error: 'Bildirim tercihleri güncellenirken bir hata oluştu' };
  }
}

/** The user's own sign-in sessions (list_my_sessions, issue 28), the current one first. */
export async function listMySessions(): Promise<{ sessions: MySession[]; error: string | null }> {
  try {
    const { data, error } = await getSupabase().rpc('list_my_sessions');
    return error ? { sessions: [], error: 'Oturumlar yüklenemedi' } : { sessions: toSessions(data), error: null };
  } catch (_e) {
    return { sessions: [], error: 'Oturumlar yüklenemedi' };
  }
}

/** Ends every session of the user except this one (GoTrue logout scope=others). */
export async function signOutOtherSessions(): Promise<{ error: string | null }> {
  try {
    const { error } = await getSupabase().auth.signOut({ scope: 'others' });
    return { error: error ? 'Diğer oturumlar kapatılamadı' : null };
  } catch (_e) {
    return { error: 'Diğer oturumlar kapatılamadı' };
  }
}

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

export async function loadSecuritySettings(): Promise<{ settings: SecuritySettings | null; error: string | null }> {
  try {
    const { data, error } = await getSupabase().from('security_settings').select('mfa_required_admin, mfa_required_staff').maybeSingle();
    if (error || !data) return { settings: null, error: SECURITY_SETTINGS_ERRORS.load };
    return { settings: { mfaRequiredAdmin: data.mfa_required_admin, mfaRequiredStaff: data.mfa_required_staff }, error: null };
  } catch (_e) {
    return { settings: null, error: SECURITY_SETTINGS_ERRORS.load };
  }
}

/** Updates the one row; `select` tells an update RLS filtered out (no row back) from a saved one. */
export async function saveSecuritySettings(settings: SecuritySettings): Promise<{ error: string | null }> {
  try {
    const { data, error } = await getSupabase()
      .from('security_settings')
      .update({ mfa_required_admin: settings.mfaRequiredAdmin, mfa_required_staff: settings.mfaRequiredStaff })
      .eq('id', true) // the one row
      .select('mfa_required_admin');
    if (error) return { error: error.code === '42501' ? SECURITY_SETTINGS_ERRORS.needsCode : SECURITY_SETTINGS_ERRORS.save };
    return { error: data && data.length > 0 ? null : SECURITY_SETTINGS_ERRORS.needsCode };
  } catch (_e) {
    return { error: SECURITY_SETTINGS_ERRORS.save };
  }
}

type Result = { error: string | null };
const asMutation = (r: Result) => (r.error ? { error: { message: r.error } } : { data: null });

/**
 * The page reads and writes through these RTK Query endpoints of the shared baseApi: the
 * preferences are the user's row (tag User/<id>), which a save of the profile or of the preferences
 * invalidates; a saved preference set is also written into the cache at once.
 */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationPreferences: build.query<NotificationPreferences, string>({
      queryFn: async (id) => ({ data: await loadPreferences(id) }),
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    saveNotificationPreferences: build.mutation<null, { id: string; prefs: NotificationPreferences }>({
      queryFn: async ({ id, prefs }) => asMutation(await savePreferences(id, prefs)),
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
      queryFn: async ({ id, form }) => asMutation(await updateProfile(id, form)),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'User', id }, { type: 'User', id: 'LIST' }, { type: 'Student', id: 'LIST' }]),
    }),
    changePassword: build.mutation<null, { currentPassword: string; password: string }>({
      queryFn: async ({ currentPassword, password }) => {
        const r = await changePassword(currentPassword, password);
        return r.error ? { error: { message: r.error, field: r.field } } : { data: null };
      },
    }),
    getMySessions: build.query<MySession[], void>({
      queryFn: async () => {
        const r = await listMySessions();
        return r.error ? { error: { message: r.error } } : { data: r.sessions };
      },
      keepUnusedDataFor: 0,
    }),
    signOutOtherSessions: build.mutation<null, void>({
      queryFn: async () => asMutation(await signOutOtherSessions()),
    }),
    // issue 28: the caller's TOTP factors and the product's requirement
    getTotpFactors: build.query<TotpFactor[], void>({
      queryFn: async () => {
        const r = await listTotpFactors();
        return r.error ? { error: { message: r.error } } : { data: r.factors };
      },
      providesTags: [{ type: 'User', id: 'MFA' }],
    }),
    startTotpEnrolment: build.mutation<TotpEnrolment, void>({
      queryFn: async () => {
        const r = await enrollTotp(MFA_FRIENDLY_NAME);
        return r.enrolment ? { data: r.enrolment } : { error: { message: r.error ?? '' } };
      },
    }),
    confirmTotpEnrolment: build.mutation<null, { factorId: string; code: string }>({
      queryFn: async ({ factorId, code }) => asMutation(await verifyTotpCode(factorId, code)),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'User', id: 'MFA' }]),
    }),
    removeTotpFactor: build.mutation<null, string>({
      queryFn: async (factorId) => asMutation(await unenrollTotp(factorId)),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'User', id: 'MFA' }]),
    }),
    getSecuritySettings: build.query<SecuritySettings, void>({
      queryFn: async () => {
        const r = await loadSecuritySettings();
        return r.settings ? { data: r.settings } : { error: { message: r.error ?? SECURITY_SETTINGS_ERRORS.load } };
      },
      providesTags: [{ type: 'User', id: 'SECURITY_SETTINGS' }],
    }),
    saveSecuritySettings: build.mutation<null, SecuritySettings>({
      queryFn: async (settings) => asMutation(await saveSecuritySettings(settings)),
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
