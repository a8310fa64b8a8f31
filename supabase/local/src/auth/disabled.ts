// Sign-in methods the local server does not offer answer with GoTrue's own "not enabled" errors
// (what a hosted project with the provider switched off says), instead of a bare 404.
import type { App, RouteRequest } from '../app.ts';
import type { Tx } from '../db.ts';
import { AuthError, optString, parseBody } from './common.ts';

const MFA_KINDS: Record<string, string> = { totp: 'TOTP', phone: 'Phone', webauthn: 'WebAuthn' };

/** The error for a disabled method at `path`, or undefined when the path is not one of them.
 *  MFA paths need the signed-in user first (`requireUser`), as GoTrue's middleware does. */
export async function disabledProvider(
  app: App,
  r: RouteRequest,
  path: string,
  requireUser: (tx: Tx) => Promise<unknown>,
): Promise<AuthError | undefined> {
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
  if (path === 'factors' || path.startsWith('factors/')) {
    await app.db.transaction((tx) => requireUser(tx));
    if (path === 'factors' && method === 'POST') {
      const kind = optString(parseBody(r), 'factor_type') ?? '';
      if (!(kind in MFA_KINDS)) throw new AuthError(400, 'validation_failed', 'factor_type needs to be totp, phone or webauthn');
      return new AuthError(422, `mfa_${kind}_enroll_not_enabled`, `MFA enroll is disabled for ${MFA_KINDS[kind]}`);
    }
    // No factor can exist here, so every factor id is unknown (challenge, verify, unenroll).
    return new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  }
  return undefined;
}
