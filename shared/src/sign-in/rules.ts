// The sign-in screen's rules (spec 1 §2 "Sign-in screen", §5 validation, §8 messages) in one place:
// index.html's sign-in island (./island.ts) and mf-auth's SignInPage (reset request, new password)
// both read them. Pure values and functions: no React, no supabase-js (the island imports this file).

/** New password minimum length for everyone (issue 28; spec 1 §9 said 6). Kept here as a plain
 * number so the island stays free of the rule module: the new-password form passes the full rule's
 * verdict (@akademi/shared/domain/password-rule) to validateNewPassword. */
export const MIN_PASSWORD_LENGTH = 8;

export const SIGN_IN_MESSAGES = {
  emailRequired: 'E-posta adresinizi girin',
  passwordRequired: 'Şifrenizi girin',
  passwordTooShort: `Şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalı`,
  passwordsDiffer: 'Şifreler eşleşmiyor',
} as const;

/** The one-shot toast after a sign-in (shown by the signed-in layout once the profile loaded). */
export const SIGN_IN_SUCCESS = 'Başarıyla giriş yapıldı!';
/** Fallback when no specific Turkish message applies (spec 1 §8). */
export const SIGN_IN_FALLBACK_ERROR = 'Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.';
/** The submit button while the request runs. */
export const SIGN_IN_BUSY = 'Giriş yapılıyor...';
/** How long a one-shot message (e.g. 'Başarıyla çıkış yapıldı') stays on the sign-in screen (spec 1 §9: 4–5 s). */
export const SIGN_IN_FLASH_MS = 5000;

/** Company contact shown in the sign-in footer. The spec gives no values: these are the demo
 * academy's (.test domain), kept in one place for a real deployment. */
export const COMPANY_PHONE = '0850 000 00 00';
export const COMPANY_EMAIL = 'info@akademi.test';

export function validateSignIn(email: string, password: string): { email?: string; password?: string } {
  const out: { email?: string; password?: string } = {};
  if (email.trim() === '') out.email = SIGN_IN_MESSAGES.emailRequired;
  if (password === '') out.password = SIGN_IN_MESSAGES.passwordRequired;
  return out;
}

export function validateResetRequest(email: string): { email?: string } {
  return email.trim() === '' ? { email: SIGN_IN_MESSAGES.emailRequired } : {};
}

/** `ruleError`: the password rule's message for this password and user (null = it passes). */
export function validateNewPassword(password: string, repeat: string, ruleError?: string | null): { password?: string; repeat?: string } {
  if (ruleError) return { password: ruleError };
  if (password.length < MIN_PASSWORD_LENGTH) return { password: SIGN_IN_MESSAGES.passwordTooShort };
  if (password !== repeat) return { repeat: SIGN_IN_MESSAGES.passwordsDiffer };
  return {};
}

/** The second sign-in step (issue 28 TOTP): texts shared by the island and mf-auth's code form. */
export const MFA_STEP = {
  heading: 'İki Adımlı Doğrulama',
  intro: 'Doğrulama uygulamanızdaki (ör. Google Authenticator) 6 haneli kodu girin.',
  label: 'Doğrulama kodu',
  submit: 'Doğrula',
  busy: 'Doğrulanıyor...',
  back: 'Farklı bir hesapla giriş yap',
  codeRequired: 'Doğrulama kodunu girin',
  codeShape: 'Doğrulama kodu 6 haneli bir sayı olmalı',
  failed: 'Doğrulama kodu kontrol edilemedi. Lütfen tekrar deneyin.',
} as const;

/** A TOTP code as typed: spaces and dashes some apps show ("123 456") are dropped. */
export function normalizeMfaCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/** The code field's error (undefined = it can be sent). */
export function validateMfaCode(code: string): string | undefined {
  const c = normalizeMfaCode(code);
  if (c === '') return MFA_STEP.codeRequired;
  return /^\d{6}$/.test(c) ? undefined : MFA_STEP.codeShape;
}
