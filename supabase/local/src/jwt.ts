// HS256 JSON Web Tokens with node:crypto — all GoTrue and PostgREST need locally.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown>;

export type JwtErrorKind = 'malformed' | 'bad_signature' | 'expired' | 'not_yet_valid';

export class JwtError extends Error {
  constructor(
    readonly kind: JwtErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** PostgREST allows 30 s of clock skew on exp/nbf/iat (wire doc §5). */
const CLOCK_SKEW_SECONDS = 30;

function b64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${sig}`;
}

/** Decodes without verifying (for messages only). */
export function decodeJwt(token: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed', 'Expected 3 parts in JWT; got ' + parts.length);
  let header: unknown;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('malformed', 'JWT header is not valid JSON');
  }
  if (!header || typeof header !== 'object' || (header as { alg?: unknown }).alg !== 'HS256') {
    throw new JwtError('bad_signature', 'Wrong or unsupported encoding algorithm');
  }
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('bad_signature', 'JWT signature is invalid');
  }
  const claims = decodeJwt(token);
  if (!claims) throw new JwtError('malformed', 'JWT payload is not a JSON object');
  // RFC 7519 NumericDate: a string "exp" must not make a token that never expires.
  for (const c of ['exp', 'nbf', 'iat'] as const) {
    if (claims[c] !== undefined && (typeof claims[c] !== 'number' || !Number.isFinite(claims[c]))) {
      throw new JwtError('malformed', `JWT claim "${c}" must be a number`);
    }
  }
  if (typeof claims.exp === 'number' && nowSeconds > claims.exp + CLOCK_SKEW_SECONDS) {
    throw new JwtError('expired', 'JWT expired');
  }
  if (typeof claims.nbf === 'number' && nowSeconds + CLOCK_SKEW_SECONDS < claims.nbf) {
    throw new JwtError('not_yet_valid', 'JWT not yet valid');
  }
  if (typeof claims.iat === 'number' && nowSeconds + CLOCK_SKEW_SECONDS < claims.iat) {
    throw new JwtError('not_yet_valid', 'JWT issued at future');
  }
  return claims;
}
