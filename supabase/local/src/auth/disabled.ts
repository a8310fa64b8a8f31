// Sign-in methods the local server does not offer answer with GoTrue's own "not enabled" errors
// (what a hosted project with the provider switched off says), instead of a bare 404.
import type { RouteRequest } from '../app.ts';
import { AuthError, optString, parseBody } from './common.ts';

/** The error for a disabled method at `path`, or undefined when the path is not one of them.
 *  (MFA lives in mfa.ts.) */
export function disabledProvider(r: RouteRequest, path: string): AuthError | undefined {
  const method = r.req.method ?? 'GET';
  if (path === 'authorize' && method === 'GET') return new AuthError(400, 'validation_failed', 'Unsupported provider: provider is not enabled');
  if (path === 'sso' || path.startsWith('sso/') || path === 'saml' || path.startsWith('saml/')) return new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  if (path === 'passkeys' || path.startsWith('passkeys/')) return new AuthError(404, 'passkey_disabled', 'Passkeys are disabled');
  if (path === 'token' && method === 'POST') {
    const grant = r.url.searchParams.get('grant_type');
    if (grant === 'web3') return new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
    if (grant === 'id_token') {
      const provider = optString(parseBody(r), 'provider') ?? '';
      const issuers: Record<string, string> = { google: 'https://accounts.google.com', apple: 'https://appleid.apple.com', azure: 'https://login.microsoftonline.com/common/v2.0', facebook: 'https://www.facebook.com', kakao: 'https://kauth.kakao.com', keycloak: '' };
      if (!(provider in issuers)) return new AuthError(400, 'validation_failed', `Custom OIDC provider "${provider}" not allowed`);
      return new AuthError(400, 'provider_disabled', `Provider (issuer "${issuers[provider]}") is not enabled`);
    }
    return undefined;
  }
  return undefined;
}
