// Settings rules (spec 1 §3, §5, §8).
import { TEXT_LIMITS, charLength, isRecord, tooLongMessage, type NotificationPreferences } from '@akademi/shared';
import { isOptionalTurkishPhone, PHONE_INVALID_MESSAGE } from '@akademi/shared/domain/phone';

/** Defaults true, true, false, false (spec 1 §3). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailTestResults: true,
  emailNewStudent: true,
  emailSystemUpdates: false,
  pushNotifications: false,
};

/** The preference keys, in the order of DEFAULT_NOTIFICATION_PREFERENCES. */
export const NOTIFICATION_PREFERENCE_KEYS: readonly (keyof NotificationPreferences)[] = ['emailTestResults', 'emailNewStudent', 'emailSystemUpdates', 'pushNotifications'];

export function withPreferenceDefaults(raw: unknown): NotificationPreferences {
  const obj = isRecord(raw) ? raw : {};
  const pick = (k: keyof NotificationPreferences) => {
    const v = obj[k];
    return typeof v === 'boolean' ? v : DEFAULT_NOTIFICATION_PREFERENCES[k];
  };
  return {
    emailTestResults: pick('emailTestResults'),
    emailNewStudent: pick('emailNewStudent'),
    emailSystemUpdates: pick('emailSystemUpdates'),
    pushNotifications: pick('pushNotifications'),
  };
}

export const SETTINGS_MESSAGES = {
  firstName: 'Ad en az 2 karakter olmalıdır',
  lastName: 'Soyad en az 2 karakter olmalıdır',
  email: 'Geçerli bir e-posta adresi giriniz',
  newPassword: 'Yeni şifre en az 6 karakter olmalıdır',
  currentPassword: 'Şifre en az 6 karakter olmalıdır',
  passwordsDiffer: 'Şifreler eşleşmiyor',
} as const;

export interface PersonalForm {
  firstName: string;
  lastName: string;
  phone: string;
}

export function validatePersonal(f: PersonalForm): Partial<Record<keyof PersonalForm, string>> {
  const out: Partial<Record<keyof PersonalForm, string>> = {};
  if (f.firstName.trim().length < 2) out.firstName = SETTINGS_MESSAGES.firstName;
  else if (charLength(f.firstName.trim()) > TEXT_LIMITS.name) out.firstName = tooLongMessage('Ad', TEXT_LIMITS.name);
  if (f.lastName.trim().length < 2) out.lastName = SETTINGS_MESSAGES.lastName;
  else if (charLength(f.lastName.trim()) > TEXT_LIMITS.name) out.lastName = tooLongMessage('Soyad', TEXT_LIMITS.name);
  // Limits the database enforces (migration 20261123000320).
  if (charLength(f.phone.trim()) > TEXT_LIMITS.phone) out.phone = tooLongMessage('Telefon', TEXT_LIMITS.phone);
  // issue 25: a Turkish mobile or landline number (the database refuses anything else)
  else if (!isOptionalTurkishPhone(f.phone)) out.phone = PHONE_INVALID_MESSAGE;
  return out;
}

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The current password is not checked by the client beyond its length (spec 1 §5). */
export function validatePassword(f: PasswordForm): Partial<Record<keyof PasswordForm, string>> {
  const out: Partial<Record<keyof PasswordForm, string>> = {};
  if (f.currentPassword.length < 6) out.currentPassword = SETTINGS_MESSAGES.currentPassword;
  if (f.newPassword.length < 6) out.newPassword = SETTINGS_MESSAGES.newPassword;
  if (f.confirmPassword !== f.newPassword) out.confirmPassword = SETTINGS_MESSAGES.passwordsDiffer;
  return out;
}
