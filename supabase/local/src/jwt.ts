// JSON Web Tokens with node:crypto: HS256 (the legacy shared secret, which the anon and
// service_role keys use) and ES256 / RS256 with a `kid` (asymmetric signing keys, jwt-keys.ts),
// as GoTrue and PostgREST accept them.
import { createHmac, sign as cryptoSign, timingSafeEqual, verify as cryptoVerify, type KeyObject } from 'node:crypto';

export type JwtClaims = Record<string, unknown>;

export type AsymmetricAlg = 'ES256' | 'RS256';

export interface PublicSigningKey {
  kid: string;
  alg: AsymmetricAlg;
  key: KeyObject;
}

/** What tokens are signed and verified with: the HS256 secret always verifies (legacy keys);
 *  `signing` (when present) signs new tokens; `verifying` lists every public key accepted. */
export interface JwtKeyring {
  secret: string;
  signing?: PublicSigningKey & { privateKey: KeyObject };
  verifying: PublicSigningKey[];
}

/** A secret alone, or a keyring. */
export type JwtKeys = string | JwtKeyring;

const secretOf = (keys: JwtKeys) => (typeof keys === 'string' ? keys : keys.secret);

/** ES256 signatures are r‖s (JWS), not DER. */
const dsaEncoding = (alg: AsymmetricAlg) => (alg === 'ES256' ? 'ieee-p1363' : 'der');

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

/** Signs with the keyring's asymmetric key when it has one, else HS256 with the secret. */
export function signJwt(claims: JwtClaims, keys: JwtKeys): string {
  const signing = typeof keys === 'string' ? undefined : keys.signing;
  const header = b64url(JSON.stringify(signing ? { alg: signing.alg, kid: signing.kid, typ: 'JWT' } : { alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify(claims));
  const input = `${header}.${payload}`;
  const sig = signing
    ? cryptoSign('sha256', Buffer.from(input), { key: signing.privateKey, dsaEncoding: dsaEncoding(signing.alg) }).toString('base64url')
    : createHmac('sha256', secretOf(keys)).update(input).digest('base64url');
  return `${input}.${sig}`;
}

/** A compact JWS has exactly three dot-separated parts: header, payload, signature. */
const isThreeParts = (parts: string[]): parts is [string, string, string] => parts.length === 3;

/** The one spelling of a segment: unpadded base64url (RFC 7515 §2) whose unused trailing bits are
 *  zero. Node's decoder also takes '+', '/', '=' and ignores trailing bits, so without this one
 *  token would have several valid spellings. Re-encoding the decoded bytes must give it back. */
export function isCanonicalBase64url(segment: string): boolean {
  return /^[A-Za-z0-9_-]*$/.test(segment) && Buffer.from(segment, 'base64url').toString('base64url') === segment;
}

/** Decodes without verifying (for messages only). */
export function decodeJwt(token: string): JwtClaims | null {
  const parts = token.split('.');
  if (!isThreeParts(parts)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

function signatureOk(header: Record<string, unknown>, signingInput: string, signature: Buffer, keys: JwtKeys): boolean {
  if (header.alg === 'HS256') {
    const expected = createHmac('sha256', secretOf(keys)).update(signingInput).digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected);
  }
  if (header.alg !== 'ES256' && header.alg !== 'RS256') throw new JwtError('bad_signature', 'Wrong or unsupported encoding algorithm');
  const candidates = typeof keys === 'string' ? [] : keys.verifying.filter((k) => k.alg === header.alg);
  // The kid picks the key; a token without one is tried against each key of its algorithm.
  const chosen = typeof header.kid === 'string' ? candidates.filter((k) => k.kid === header.kid) : candidates;
  if (chosen.length === 0) throw new JwtError('bad_signature', 'No key found for the JWT kid');
  const alg = header.alg;
  return chosen.some((k) => cryptoVerify('sha256', Buffer.from(signingInput), { key: k.key, dsaEncoding: dsaEncoding(alg) }, signature));
}

export function verifyJwt(token: string, keys: JwtKeys, nowSeconds = Math.floor(Date.now() / 1000)): JwtClaims {
  const parts = token.split('.');
  if (!isThreeParts(parts)) throw new JwtError('malformed', 'Expected 3 parts in JWT; got ' + parts.length);
  if (!parts.every(isCanonicalBase64url)) throw new JwtError('malformed', 'JWT segments must be canonical base64url');
  let header: unknown;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('malformed', 'JWT header is not valid JSON');
  }
  if (!header || typeof header !== 'object' || Array.isArray(header)) {
    throw new JwtError('bad_signature', 'Wrong or unsupported encoding algorithm');
  }
  if (!signatureOk(header as Record<string, unknown>, `${parts[0]}.${parts[1]}`, Buffer.from(parts[2], 'base64url'), keys)) {
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
