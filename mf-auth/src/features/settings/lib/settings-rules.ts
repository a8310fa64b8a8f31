// Settings rules (spec 1 §3, §5, §8).
import { TEXT_LIMITS, charLength, isRecord, tooLongMessage, type NotificationPreferences } from '@akademi/shared';
import { isOptionalTurkishPhone, PHONE_INVALID_MESSAGE } from '@akademi/shared/domain/phone';
import { passwordError, type PasswordContext } from '@akademi/shared/domain/password-rule';

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

/**
 * The current password is not checked by the client beyond its length (spec 1 §5; accounts from
 * before issue 28 may still have 6 characters). The new one follows the password rule (issue 28,
 * @akademi/shared/domain/password-rule) for the user's roles, e-mail and name; the server
 * (change-password) checks it again, with the 10,000-most-common list, and checks the current one.
 */
export function validatePassword(f: PasswordForm, who: Omit<PasswordContext, 'isCommon'> = {}): Partial<Record<keyof PasswordForm, string>> {
  const out: Partial<Record<keyof PasswordForm, string>> = {};
  if (f.currentPassword.length < 6) out.currentPassword = SETTINGS_MESSAGES.currentPassword;
  const weak = passwordError(f.newPassword, who);
  if (weak) out.newPassword = weak;
  if (f.confirmPassword !== f.newPassword) out.confirmPassword = SETTINGS_MESSAGES.passwordsDiffer;
  return out;
}
