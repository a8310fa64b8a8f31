// Who is calling: Authorization Bearer JWT → its role and claims; no Authorization → the
// apikey header's claims (what the CLI's Kong gateway does); nothing → anon.
import type { ApiRole, RequestIdentity } from './db.ts';
import { JwtError, verifyJwt, type JwtClaims, type JwtKeys } from './jwt.ts';

export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export class IdentityError extends Error {
  constructor(
    /** PostgREST code: PGRST301 (bad token) or PGRST303 (bad claims, e.g. expired). */
    readonly code: 'PGRST301' | 'PGRST303',
    message: string,
    /** The raw JWT failure, for GoTrue-style messages. */
    readonly kind: JwtError['kind'] | 'role',
  ) {
    super(message);
  }
}

export function bearerToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers['authorization'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return undefined;
  const token = /^bearer\s+(.+)$/i.exec(value.trim())?.[1];
  return (token ?? value).trim();
}

export function apiKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers['apikey'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value ? value.trim() : undefined;
}

/** Verifies a token and maps it to an API role; throws IdentityError. */
export function identityFromToken(token: string, secret: JwtKeys): RequestIdentity {
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, secret);
  } catch (e) {
    if (e instanceof JwtError) {
      if (e.kind === 'expired') throw new IdentityError('PGRST303', 'JWT expired', e.kind);
      if (e.kind === 'not_yet_valid') throw new IdentityError('PGRST303', e.message, e.kind);
      throw new IdentityError('PGRST301', e.kind === 'malformed' ? 'Invalid JWT: ' + e.message : 'JWSError JWSInvalidSignature', e.kind);
    }
    throw e;
  }
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!(API_ROLES as readonly string[]).includes(role)) {
    throw new IdentityError('PGRST303', `JWT role "${role}" is not an API role`, 'role');
  }
  return { role: role as ApiRole, claims };
}

export function resolveIdentity(headers: Record<string, string | string[] | undefined>, secret: JwtKeys): RequestIdentity {
  const token = bearerToken(headers) ?? apiKey(headers);
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  return identityFromToken(token, secret);
}
