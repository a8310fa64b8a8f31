// Sign-in screen validation (spec 1 §5) as pure functions.

/** New password minimum length (spec 1 §9). */
export const MIN_PASSWORD_LENGTH = 6;

export const SIGN_IN_MESSAGES = {
  emailRequired: 'E-posta adresinizi girin',
  passwordRequired: 'Şifrenizi girin',
  passwordTooShort: 'Şifre en az 6 karakter olmalıdır',
  passwordsDiffer: 'Şifreler eşleşmiyor',
} as const;

export function validateSignIn(email: string, password: string): { email?: string; password?: string } {
  const out: { email?: string; password?: string } = {};
  if (email.trim() === '') out.email = SIGN_IN_MESSAGES.emailRequired;
  if (password === '') out.password = SIGN_IN_MESSAGES.passwordRequired;
  return out;
}

export function validateResetRequest(email: string): { email?: string } {
  return email.trim() === '' ? { email: SIGN_IN_MESSAGES.emailRequired } : {};
}

export function validateNewPassword(password: string, repeat: string): { password?: string; repeat?: string } {
  if (password.length < MIN_PASSWORD_LENGTH) return { password: SIGN_IN_MESSAGES.passwordTooShort };
  if (password !== repeat) return { repeat: SIGN_IN_MESSAGES.passwordsDiffer };
  return {};
}
