// Issue 20: asymmetric JWT signing keys. Access tokens are signed ES256 (or RS256) with a kid,
// /auth/v1/.well-known/jwks.json publishes the public half only, supabase-js getClaims() verifies
// them locally, and the legacy HS256 keys keep working everywhere tokens are checked.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPairSync, createSign } from 'node:crypto';
import { mkdtempSync, statSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startTestServer, createUser, DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_PASSWORD, type TestServer } from '../helpers/local-server.ts';
import { signJwt, verifyJwt, JwtError } from '../../local/src/jwt.ts';
import { resolveSigningKeys } from '../../local/src/jwt-keys.ts';
import { UnsafeConfigError } from '../../local/src/security.ts';

let server: TestServer;
let url: string;
let userId: string;
before(async () => {
  server = await startTestServer({ seed: false });
  url = server.url;
  userId = await createUser(url, 'imza@akademi.test');
});
after(async () => {
  await server?.stop();
});

/** A supabase-js client that records the paths it calls. */
function recordingClient(base = url) {
  const calls: string[] = [];
  const client = createClient(base, DEMO_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    global: {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).pathname);
        return fetch(input, init);
      },
    },
  });
  return { client, calls };
}

function headerOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as Record<string, unknown>;
}

async function restStatus(token: string): Promise<number> {
  const res = await fetch(`${url}/rest/v1/tests?select=id`, { headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${token}` } });
  await res.body?.cancel();
  return res.status;
}

test('jwks.json publishes one ES256 public key with a kid and no private member', async () => {
  const res = await fetch(`${url}/auth/v1/.well-known/jwks.json`);
  assert.equal(res.status, 200);
  const body = (await res.json()) as { keys: Record<string, unknown>[] };
  assert.equal(body.keys.length, 1);
  const [k] = body.keys;
  assert.equal(k.kty, 'EC');
  assert.equal(k.crv, 'P-256');
  assert.equal(k.alg, 'ES256');
  assert.equal(typeof k.kid, 'string');
  for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k']) assert.equal(k[secret], undefined, `jwks must not carry "${secret}"`);
});

test('a password sign-in yields an ES256 token with the jwks kid; getClaims verifies it locally', async () => {
  const { client, calls } = recordingClient();
  const { data, error } = await client.auth.signInWithPassword({ email: 'imza@akademi.test', password: DEMO_PASSWORD });
  assert.equal(error, null);
  const token = data.session!.access_token;
  const jwks = (await (await fetch(`${url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
  assert.deepEqual(headerOf(token), { alg: 'ES256', kid: jwks.keys[0].kid, typ: 'JWT' });
  calls.length = 0;
  const claims = await client.auth.getClaims(token);
  assert.equal(claims.error, null);
  assert.equal(claims.data?.claims.sub, userId);
  assert.equal(claims.data?.claims.role, 'authenticated');
  // Verified with the published key, not by asking the server about the user.
  assert.ok(calls.includes('/auth/v1/.well-known/jwks.json'), calls.join(','));
  assert.ok(!calls.includes('/auth/v1/user'), calls.join(','));
  // The same token works on REST and /user (what edge functions call).
  assert.equal(await restStatus(token), 200);
  const user = await client.auth.getUser(token);
  assert.equal(user.data.user?.id, userId);
});

test('a tampered or foreign-key ES256 token is refused by getClaims, REST and /user', async () => {
  const { client } = recordingClient();
  const { data } = await client.auth.signInWithPassword({ email: 'imza@akademi.test', password: DEMO_PASSWORD });
  const token = data.session!.access_token;
  const [h, p] = token.split('.');
  const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
  // Same header (kid), claims changed to service_role, signed with an attacker's own P-256 key.
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const forgedPayload = Buffer.from(JSON.stringify({ ...payload, role: 'service_role' })).toString('base64url');
  const sig = createSign('sha256').update(`${h}.${forgedPayload}`).sign({ key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  const forged = `${h}.${forgedPayload}.${sig}`;
  const claims = await client.auth.getClaims(forged);
  assert.equal(claims.data, null);
  assert.match(String(claims.error?.message), /Invalid JWT signature/);
  assert.equal(await restStatus(forged), 401);
  const user = await client.auth.getUser(forged);
  assert.equal(user.error?.status, 403);
  assert.equal(user.error?.code, 'bad_jwt');
  // Algorithm confusion: HS256 "signed" with the public key's JSON as the secret.
  const jwk = (await (await fetch(`${url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: unknown[] };
  const confused = signJwt({ ...payload, role: 'service_role' }, JSON.stringify(jwk.keys[0]));
  assert.equal(await restStatus(confused), 401);
  // alg "none".
  const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
  assert.equal(await restStatus(none), 401);
});

test('legacy HS256 tokens signed with JWT_SECRET are still accepted (REST, /user, getClaims)', async () => {
  const now = Math.floor(Date.now() / 1000);
  const legacy = signJwt({ sub: userId, role: 'authenticated', aud: 'authenticated', exp: now + 600, iat: now, email: 'imza@akademi.test' }, DEMO_JWT_SECRET);
  assert.equal(headerOf(legacy).alg, 'HS256');
  assert.equal(await restStatus(legacy), 200);
  const { client, calls } = recordingClient();
  const user = await client.auth.getUser(legacy);
  assert.equal(user.data.user?.id, userId);
  calls.length = 0;
  const claims = await client.auth.getClaims(legacy);
  assert.equal(claims.error, null);
  // HS256 cannot be checked with a public key: supabase-js asks the server (/user) instead.
  assert.ok(calls.includes('/auth/v1/user'));
});

test('RS256 from JWT_SIGNING_KEYS (a JWK with kid): tokens carry that kid and getClaims verifies them', async () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'rsa-key-1', alg: 'RS256' };
  const s = await startTestServer({ seed: false, env: { JWT_SIGNING_KEYS: JSON.stringify([jwk]), JWT_SIGNING_ALG: 'RS256' } });
  try {
    await createUser(s.url, 'rsa@akademi.test');
    const { client } = recordingClient(s.url);
    const { data } = await client.auth.signInWithPassword({ email: 'rsa@akademi.test', password: DEMO_PASSWORD });
    const token = data.session!.access_token;
    assert.deepEqual(headerOf(token), { alg: 'RS256', kid: 'rsa-key-1', typ: 'JWT' });
    const claims = await client.auth.getClaims(token);
    assert.equal(claims.error, null);
    const jwks = (await (await fetch(`${s.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: Record<string, unknown>[] };
    assert.deepEqual(Object.keys(jwks.keys[0]).sort(), ['alg', 'e', 'ext', 'key_ops', 'kid', 'kty', 'n', 'use']);
  } finally {
    await s.stop();
  }
});

test('unusable signing keys are refused at start-up', () => {
  const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'jwk' });
  const pubOnly = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ format: 'jwk' });
  const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey.export({ format: 'jwk' });
  const cases: [string, RegExp][] = [
    [JSON.stringify(weak), /at least 2048 bits/],
    [JSON.stringify(pubOnly), /no private key to sign with/],
    [JSON.stringify(p384), /only P-256/],
    ['not a key', /expected a JWK/],
  ];
  for (const [value, message] of cases) {
    assert.throws(
      () => resolveSigningKeys({ JWT_SIGNING_KEYS: value }, '127.0.0.1', DEMO_JWT_SECRET, undefined),
      (e: Error) => e instanceof UnsafeConfigError && message.test(e.message),
    );
  }
});

test('the generated key file is 0600, reused on restart, and refused off loopback once others can read it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'akademi-keys-'));
  try {
    const file = join(dir, 'jwt-signing-keys.json');
    const first = resolveSigningKeys({}, '127.0.0.1', DEMO_JWT_SECRET, file);
    assert.equal(first.source, 'generated');
    assert.equal(statSync(file).mode & 0o777, 0o600);
    const again = resolveSigningKeys({}, '127.0.0.1', DEMO_JWT_SECRET, file);
    assert.equal(again.source, 'file');
    assert.equal(again.keyring.signing?.kid, first.keyring.signing?.kid);
    // A token from the first start verifies after the restart.
    const token = signJwt({ sub: 'x', exp: Math.floor(Date.now() / 1000) + 60 }, first.keyring);
    assert.equal(verifyJwt(token, again.keyring).sub, 'x');
    chmodSync(file, 0o644);
    assert.throws(() => resolveSigningKeys({}, '0.0.0.0', 'x'.repeat(40), file), /readable by other users/);
    // A token from another key ring with the same kid does not verify.
    const other = resolveSigningKeys({}, '127.0.0.1', DEMO_JWT_SECRET, undefined);
    const foreign = signJwt({ sub: 'x' }, { ...other.keyring, signing: { ...other.keyring.signing!, kid: first.keyring.signing!.kid } });
    assert.throws(() => verifyJwt(foreign, again.keyring), (e: unknown) => e instanceof JwtError && e.kind === 'bad_signature');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
