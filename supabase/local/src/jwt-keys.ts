// Asymmetric JWT signing keys (ES256 / RS256 with a `kid`), as hosted Supabase projects now sign
// their access tokens: from JWT_SIGNING_KEYS (a JWK, a JWK array or {keys: […]} — what
// `supabase gen signing-key` prints — or a PEM private key), else from a key file in the local
// data directory (generated on first start, mode 0600), else an in-memory key (tests). The HS256
// secret keeps verifying (the anon / service_role keys are HS256). Public keys only ever leave
// the server through jwksJson(). Rules: docs/security.md "Asymmetric JWT signing keys".
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { AsymmetricAlg, JwtKeyring, PublicSigningKey } from './jwt.ts';
import { UnsafeConfigError, isLoopbackHost } from './security.ts';

/** Where the keyring's signing key came from (for the start-up log). */
export type SigningKeySource = 'env' | 'file' | 'generated' | 'memory' | 'hs256';

const MIN_RSA_BITS = 2048;

function b64urlSha256(s: string): string {
  return createHash('sha256').update(s).digest('base64url');
}

/** RFC 7638 thumbprint of the public key: a stable kid when the JWK names none. */
function thumbprint(pub: KeyObject): string {
  const j = pub.export({ format: 'jwk' });
  const members = j.kty === 'EC' ? { crv: j.crv, kty: j.kty, x: j.x, y: j.y } : { e: j.e, kty: j.kty, n: j.n };
  return b64urlSha256(JSON.stringify(members));
}

/** The algorithm a key can sign with; refuses curves and sizes that are not ES256 / RS256-2048+. */
function algOf(pub: KeyObject, declared: unknown, where: string): AsymmetricAlg {
  let alg: AsymmetricAlg;
  if (pub.asymmetricKeyType === 'ec') {
    if (pub.asymmetricKeyDetails?.namedCurve !== 'prime256v1') throw new UnsafeConfigError(`${where}: only P-256 EC keys (ES256) are supported`);
    alg = 'ES256';
  } else if (pub.asymmetricKeyType === 'rsa') {
    if ((pub.asymmetricKeyDetails?.modulusLength ?? 0) < MIN_RSA_BITS) throw new UnsafeConfigError(`${where}: RSA keys must have at least ${MIN_RSA_BITS} bits`);
    alg = 'RS256';
  } else {
    throw new UnsafeConfigError(`${where}: only EC P-256 (ES256) and RSA (RS256) keys are supported`);
  }
  if (declared !== undefined && declared !== alg) throw new UnsafeConfigError(`${where}: "alg" is ${String(declared)} but the key is ${alg}`);
  return alg;
}

interface LoadedKey extends PublicSigningKey {
  privateKey?: KeyObject;
}

function fromJwk(jwk: JsonWebKey & { kid?: unknown; alg?: unknown }, where: string): LoadedKey {
  let privateKey: KeyObject | undefined;
  let pub: KeyObject;
  try {
    if (typeof jwk.d === 'string') {
      privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
      pub = createPublicKey(privateKey);
    } else {
      pub = createPublicKey({ key: jwk, format: 'jwk' });
    }
  } catch (e) {
    throw new UnsafeConfigError(`${where}: not a usable JWK (${e instanceof Error ? e.message : String(e)})`);
  }
  const alg = algOf(pub, jwk.alg, where);
  const kid = typeof jwk.kid === 'string' && jwk.kid !== '' ? jwk.kid : thumbprint(pub);
  return { kid, alg, key: pub, privateKey };
}

function fromPem(pem: string, where: string): LoadedKey {
  let privateKey: KeyObject | undefined;
  let pub: KeyObject;
  try {
    privateKey = createPrivateKey(pem);
    pub = createPublicKey(privateKey);
  } catch {
    try {
      pub = createPublicKey(pem);
      privateKey = undefined;
    } catch (e) {
      throw new UnsafeConfigError(`${where}: not a usable PEM key (${e instanceof Error ? e.message : String(e)})`);
    }
  }
  return { kid: thumbprint(pub), alg: algOf(pub, undefined, where), key: pub, privateKey };
}

/** Parses a JWK, a JWK array, {keys: […]} or a PEM. */
export function parseSigningKeys(text: string, where: string): LoadedKey[] {
  const t = text.trim();
  if (t.startsWith('-----BEGIN')) return [fromPem(t, where)];
  let v: unknown;
  try {
    v = JSON.parse(t);
  } catch {
    throw new UnsafeConfigError(`${where}: expected a JWK (JSON), a JWK array or a PEM key`);
  }
  const list = Array.isArray(v) ? v : v && typeof v === 'object' && Array.isArray((v as { keys?: unknown }).keys) ? (v as { keys: unknown[] }).keys : [v];
  if (list.length === 0) throw new UnsafeConfigError(`${where}: no keys`);
  const keys = list.map((k, i) => {
    if (!k || typeof k !== 'object' || Array.isArray(k)) throw new UnsafeConfigError(`${where}[${i}]: not a JWK object`);
    return fromJwk(k as JsonWebKey, `${where}[${i}]`);
  });
  const kids = new Set(keys.map((k) => k.kid));
  if (kids.size !== keys.length) throw new UnsafeConfigError(`${where}: two keys share a kid`);
  return keys;
}

function keyring(secret: string, keys: LoadedKey[], sign: boolean, where: string): JwtKeyring {
  const first = keys.find((k) => k.privateKey);
  if (sign && !first) throw new UnsafeConfigError(`${where}: no private key to sign with (only public keys were given)`);
  return {
    secret,
    signing: sign && first?.privateKey ? { kid: first.kid, alg: first.alg, key: first.key, privateKey: first.privateKey } : undefined,
    verifying: keys.map(({ kid, alg, key }) => ({ kid, alg, key })),
  };
}

function generate(): { keys: LoadedKey[]; jwk: JsonWebKey } {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const pub = createPublicKey(privateKey);
  const kid = thumbprint(pub);
  return { keys: [{ kid, alg: 'ES256', key: pub, privateKey }], jwk: { ...jwk, kid, alg: 'ES256', use: 'sig', key_ops: ['sign', 'verify'] } as JsonWebKey };
}

/**
 * The keyring of a server bound to `host`. JWT_SIGNING_ALG=HS256 keeps signing with the secret
 * (asymmetric keys given still verify). Off loopback a key file readable by group or others is
 * refused (the private key signs admin-equivalent tokens for any user).
 */
export function resolveSigningKeys(
  env: Record<string, string | undefined>,
  host: string,
  secret: string,
  file: string | undefined,
): { keyring: JwtKeyring; source: SigningKeySource } {
  const alg = env.JWT_SIGNING_ALG?.trim().toUpperCase() || 'ES256';
  if (alg !== 'ES256' && alg !== 'RS256' && alg !== 'HS256') throw new UnsafeConfigError(`JWT_SIGNING_ALG must be ES256, RS256 or HS256, got "${alg}"`);
  const sign = alg !== 'HS256';
  const given = env.JWT_SIGNING_KEYS?.trim();
  if (given) {
    const keys = parseSigningKeys(given, 'JWT_SIGNING_KEYS');
    const ring = keyring(secret, keys, sign, 'JWT_SIGNING_KEYS');
    if (ring.signing && ring.signing.alg !== alg && env.JWT_SIGNING_ALG) {
      throw new UnsafeConfigError(`JWT_SIGNING_ALG=${alg} but the first private key in JWT_SIGNING_KEYS is ${ring.signing.alg}`);
    }
    return { keyring: ring, source: sign ? 'env' : 'hs256' };
  }
  if (!sign) return { keyring: { secret, verifying: [] }, source: 'hs256' };
  if (alg === 'RS256') throw new UnsafeConfigError('JWT_SIGNING_ALG=RS256 needs JWT_SIGNING_KEYS (an RSA key of at least 2048 bits)');
  if (file && existsSync(file)) {
    if (!isLoopbackHost(host) && process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) {
      throw new UnsafeConfigError(`refusing to listen on ${host}: the signing key file ${file} is readable by other users (chmod 600 it)`);
    }
    return { keyring: keyring(secret, parseSigningKeys(readFileSync(file, 'utf8'), file), true, file), source: 'file' };
  }
  const g = generate();
  if (file) writeFileSync(file, JSON.stringify([g.jwk], null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  return { keyring: keyring(secret, g.keys, true, 'generated key'), source: file ? 'generated' : 'memory' };
}

/** GET /auth/v1/.well-known/jwks.json: the public halves only (kty, crv/x/y or n/e, kid, alg). */
export function jwksJson(ring: JwtKeyring): { keys: Record<string, unknown>[] } {
  return {
    keys: ring.verifying.map((k) => {
      const j = k.key.export({ format: 'jwk' });
      const pub = j.kty === 'EC' ? { kty: j.kty, crv: j.crv, x: j.x, y: j.y } : { kty: j.kty, n: j.n, e: j.e };
      return { ...pub, kid: k.kid, alg: k.alg, use: 'sig', key_ops: ['verify'], ext: true };
    }),
  };
}
