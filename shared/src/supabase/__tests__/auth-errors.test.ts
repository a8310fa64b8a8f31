import { AuthApiError, AuthRetryableFetchError, AuthImplicitGrantRedirectError } from '@supabase/supabase-js';
import { AUTH_MESSAGES, authErrorMessage, authRedirectError } from '../auth-errors';

const FALLBACK = 'Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.';

describe('authErrorMessage (issue 17 item 2)', () => {
  it('wrong e-mail or password → Turkish, whatever the English text', () => {
    expect(authErrorMessage(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), FALLBACK)).toBe('E-posta veya şifre hatalı.');
    expect(authErrorMessage({ code: 'invalid_credentials', status: 400, message: 'anything' }, FALLBACK)).toBe('E-posta veya şifre hatalı.');
  });

  it('rate limits (429, over_request_rate_limit, over_email_send_rate_limit) → the rate-limit message', () => {
    expect(authErrorMessage(new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'), FALLBACK)).toBe(AUTH_MESSAGES.rateLimited);
    expect(authErrorMessage(new AuthApiError('Email rate limit exceeded', 429, 'over_email_send_rate_limit'), FALLBACK)).toBe(AUTH_MESSAGES.rateLimited);
    expect(authErrorMessage({ status: 429, message: 'Too Many Requests' }, FALLBACK)).toBe(AUTH_MESSAGES.rateLimited);
    expect(AUTH_MESSAGES.rateLimited).toBe('Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.');
  });

  it('a request that never reached the server → the connection message', () => {
    expect(authErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0), FALLBACK)).toBe(AUTH_MESSAGES.network);
    expect(authErrorMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(AUTH_MESSAGES.network);
    expect(authErrorMessage(new TypeError('NetworkError when attempting to fetch resource.'), FALLBACK)).toBe(AUTH_MESSAGES.network);
  });

  it('anything else → the screen’s generic Turkish message, never the server’s English', () => {
    expect(authErrorMessage(new AuthApiError('Database error querying schema', 500, 'unexpected_failure'), FALLBACK)).toBe(FALLBACK);
    expect(authErrorMessage({ message: 'Something odd' }, FALLBACK)).toBe(FALLBACK);
    expect(authErrorMessage(null, FALLBACK)).toBe(FALLBACK);
    expect(authErrorMessage('boom', FALLBACK)).toBe(FALLBACK);
  });

  it('password-update codes', () => {
    expect(authErrorMessage(new AuthApiError('New password should be different', 422, 'same_password'), 'x')).toBe(AUTH_MESSAGES.samePassword);
    expect(authErrorMessage(new AuthApiError('weak', 422, 'weak_password'), 'x')).toBe(AUTH_MESSAGES.weakPassword);
    expect(authErrorMessage(new AuthApiError('Auth session missing', 403, 'session_not_found'), 'x')).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it('the class supabase-js uses for URL errors is not mistaken for a network failure', () => {
    expect(authErrorMessage(new AuthImplicitGrantRedirectError('Email link is invalid or has expired'), FALLBACK)).toBe(FALLBACK);
  });
});

describe('authRedirectError: expired or used reset link', () => {
  it('reads GoTrue’s hash and gives the URL without it', () => {
    const r = authRedirectError(
      'http://localhost:3000/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    expect(r).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid, cleanUrl: 'http://localhost:3000/auth' });
    expect(r?.message).toMatch(/^Şifre sıfırlama bağlantısının süresi dolmuş veya bağlantı daha önce kullanılmış/);
  });
  it('reads the query-string form (PKCE) and keeps unrelated parameters', () => {
    const r = authRedirectError('http://localhost:3000/?x=1&error=server_error&error_description=oops');
    expect(r).toEqual({ message: AUTH_MESSAGES.resetLinkFailed, cleanUrl: 'http://localhost:3000/?x=1' });
  });
  it('no error → null', () => {
    expect(authRedirectError('http://localhost:3000/auth')).toBeNull();
    expect(authRedirectError('http://localhost:3000/auth#access_token=abc&type=recovery')).toBeNull();
  });
});
