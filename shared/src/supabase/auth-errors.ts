// Auth errors in Turkish (issue 17 item 2): the one place that turns a supabase-js AuthError
// (or a thrown fetch failure) into the text a user reads. Decided by the error's `code` and
// HTTP `status` (GoTrue's stable API), never by its English message.

export const AUTH_MESSAGES = {
  invalidCredentials: 'E-posta veya şifre hatalı.',
  rateLimited: 'Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.',
  network: 'Sunucuya bağlanılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
  emailNotConfirmed: 'E-posta adresiniz henüz doğrulanmamış. Lütfen e-postanızdaki bağlantıyı açın.',
  banned: 'Hesabınız erişime kapatılmış. Lütfen yöneticinizle iletişime geçin.',
  samePassword: 'Yeni şifreniz eski şifrenizden farklı olmalıdır.',
  weakPassword: 'Şifre çok zayıf. Lütfen daha güçlü bir şifre seçin.',
  sessionExpired: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  signupDisabled: 'Yeni hesap oluşturma kapalı. Lütfen yöneticinizle iletişime geçin.',
  /** An expired or already used password-reset link (GoTrue otp_expired / access_denied). */
  resetLinkInvalid:
    'Şifre sıfırlama bağlantısının süresi dolmuş veya bağlantı daha önce kullanılmış. Lütfen yeni bir sıfırlama bağlantısı isteyin.',
  resetLinkFailed: 'Şifre sıfırlama bağlantısı doğrulanamadı. Lütfen yeni bir sıfırlama bağlantısı isteyin.',
  /** TOTP (issue 28): a wrong code (GoTrue mfa_verification_failed). */
  mfaCodeWrong: 'Doğrulama kodu hatalı. Uygulamanızdaki güncel 6 haneli kodu girin.',
  /** The challenge timed out before the code came (mfa_challenge_expired). */
  mfaChallengeExpired: 'Doğrulama isteğinin süresi doldu. Uygulamanızdaki yeni kodu girin.',
  /** Too many codes tried for this factor (too_many_requests / 429). */
  mfaTooManyAttempts: 'Çok fazla hatalı kod denendi. Lütfen birkaç dakika bekleyip tekrar deneyin.',
  /** The factor is gone (reset by an admin meanwhile, mfa_factor_not_found). */
  mfaFactorMissing: 'Doğrulama uygulaması bulunamadı. Lütfen yeniden giriş yapın.',
  /** An action that needs the code first (insufficient_aal). */
  mfaCodeNeeded: 'Bu işlem için önce doğrulama kodunu girmeniz gerekiyor.',
} as const;

/** The parts of an AuthError (or any thrown value) the mapping reads. */
export interface AuthErrorLike {
  code?: unknown;
  status?: unknown;
  name?: unknown;
  message?: unknown;
}

const RATE_LIMIT_CODES = new Set(['over_request_rate_limit', 'over_email_send_rate_limit', 'over_sms_send_rate_limit']);

/**
 * Turkish text for a failed TOTP step (challenge, verify, enrol confirmation; issue 28): too many
 * attempts is told apart from the sign-in's rate limit, a wrong or expired code says what to do.
 */
export function mfaErrorMessage(error: unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  const e: AuthErrorLike = error;
  const code = typeof e.code === 'string' ? e.code : '';
  const status = typeof e.status === 'number' ? e.status : 0;
  if (code === 'too_many_requests' || RATE_LIMIT_CODES.has(code) || status === 429) return AUTH_MESSAGES.mfaTooManyAttempts;
  switch (code) {
    case 'mfa_verification_failed':
    case 'mfa_verification_rejected':
      return AUTH_MESSAGES.mfaCodeWrong;
    case 'mfa_challenge_expired':
      return AUTH_MESSAGES.mfaChallengeExpired;
    case 'mfa_factor_not_found':
      return AUTH_MESSAGES.mfaFactorMissing;
    case 'insufficient_aal':
      return AUTH_MESSAGES.mfaCodeNeeded;
    default:
      return authErrorMessage(error, fallback);
  }
}

/** True for a request that never reached the server (offline, DNS, CORS, connection refused). */
export function isNetworkFailure(error: AuthErrorLike): boolean {
  // supabase-js: AuthRetryableFetchError with status 0 when fetch itself failed.
  if (error.name === 'AuthRetryableFetchError') return true;
  if (error.name === 'TypeError' && typeof error.message === 'string' && /fetch|network|load failed/i.test(error.message)) return true;
  return typeof error.message === 'string' && /Failed to fetch|NetworkError|Load failed|ERR_CONNECTION/i.test(error.message) && !error.code;
}

/**
 * Turkish text for an auth failure. `fallback` is the screen's generic message (spec 1 §8:
 * sign-in 'Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.', reset, password update).
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  const e: AuthErrorLike = error; // every field is read as unknown below
  const code = typeof e.code === 'string' ? e.code : '';
  const status = typeof e.status === 'number' ? e.status : 0;
  if (RATE_LIMIT_CODES.has(code) || code === 'too_many_requests' || status === 429) return AUTH_MESSAGES.rateLimited;
  if (isNetworkFailure(e)) return AUTH_MESSAGES.network;
  switch (code) {
    case 'invalid_credentials':
      return AUTH_MESSAGES.invalidCredentials;
    case 'email_not_confirmed':
      return AUTH_MESSAGES.emailNotConfirmed;
    case 'user_banned':
      return AUTH_MESSAGES.banned;
    case 'same_password':
      return AUTH_MESSAGES.samePassword;
    case 'weak_password':
      return AUTH_MESSAGES.weakPassword;
    case 'session_not_found':
    case 'session_expired':
    case 'refresh_token_not_found':
    case 'refresh_token_already_used':
    case 'bad_jwt':
      return AUTH_MESSAGES.sessionExpired;
    case 'signup_disabled':
      return AUTH_MESSAGES.signupDisabled;
    default:
      return fallback;
  }
}

/**
 * Reads an auth redirect error from the URL (GoTrue sends `#error=access_denied&
 * error_code=otp_expired&error_description=…` in the hash; PKCE flows use the query string).
 * Returns the Turkish text and the URL without those parameters, or null when there is none.
 */
export function authRedirectError(href: string): { message: string; cleanUrl: string } | null {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const inHash = hash.has('error') || hash.has('error_code') || hash.has('error_description');
  const inQuery = url.searchParams.has('error') || url.searchParams.has('error_code') || url.searchParams.has('error_description');
  if (!inHash && !inQuery) return null;
  const params = inHash ? hash : url.searchParams;
  const code = params.get('error_code') ?? '';
  const error = params.get('error') ?? '';
  const message =
    code === 'otp_expired' || error === 'access_denied' ? AUTH_MESSAGES.resetLinkInvalid : AUTH_MESSAGES.resetLinkFailed;
  for (const key of ['error', 'error_code', 'error_description', 'sb']) {
    hash.delete(key);
    url.searchParams.delete(key);
  }
  const rest = hash.toString();
  url.hash = rest ? `#${rest}` : '';
  return { message, cleanUrl: url.toString() };
}
