// Profile, password and notification-preference operations of /settings (spec 1 §7).
import { authErrorMessage, getSupabase, type NotificationPreferences } from '@akademi/shared';
import { withPreferenceDefaults } from '../lib/settings-rules';

export async function updateProfile(id: string, f: { firstName: string; lastName: string; phone: string }): Promise<{ error: string | null }> {
  try {
    const { error } = await getSupabase()
      .from('users')
      .update({ first_name: f.firstName.trim(), last_name: f.lastName.trim(), phone: f.phone.trim() || null })
      .eq('id', id);
    return { error: error ? 'Profil güncellenirken bir hata oluştu' : null };
  } catch (_e) {
    return { error: 'Profil güncellenirken bir hata oluştu' };
  }
}

export async function changePassword(password: string): Promise<{ error: string | null }> {
  try {
    const { error } = await getSupabase().auth.updateUser({ password });
    return { error: error ? authErrorMessage(error, 'Şifre güncellenirken bir hata oluştu') : null };
  } catch (_e) {
    return { error: 'Şifre güncellenirken bir hata oluştu' };
  }
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
