// Issue 28 §1: GoTrue's TOTP MFA API (auth.mfa.enroll / challenge / verify / unenroll /
// getAuthenticatorAssuranceLevel, admin factor management) driven by the real supabase-js, the codes
// computed from the secret with otplib (RFC 6238), and every abuse refused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { authenticator } from 'otplib';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, clientFor, createUser, signIn, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY, type TestServer } from '../helpers/local-server.ts';

let server: TestServer;
let url: string;
before(async () => {
  server = await startTestServer({ seed: false });
  url = server.url;
  for (const name of ['ayla', 'berk', 'cem', 'deniz', 'ece', 'fatih', 'gul']) await createUser(url, `${name}@akademi.test`);
});
after(async () => {
  await server?.stop();
});

/** The code of the current 30-second step (otplib, independent of the server's TOTP). */
const codeOf = (secret: string, epoch = Date.now()) => authenticator.clone({ epoch }).generate(secret);

/** A six-digit code that is none of the codes valid around now (±1 step). */
function wrongCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((d) => codeOf(secret, Date.now() + d)));
  for (let n = 0; ; n++) {
    const c = String(n).padStart(6, '0');
    if (!valid.has(c)) return c;
  }
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  assert.ok(data.session);
  return data.session.access_token;
}

/** Enrols a TOTP factor and verifies it; returns the factor id and its secret. */
async function enrolVerified(client: SupabaseClient, friendlyName = 'Telefon'): Promise<{ factorId: string; secret: string }> {
  const e = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer: 'Akademi' });
  assert.equal(e.error, null);
  assert.ok(e.data);
  const secret = e.data.totp.secret;
  const v = await client.auth.mfa.challengeAndVerify({ factorId: e.data.id, code: codeOf(secret) });
  assert.equal(v.error, null);
  return { factorId: e.data.id, secret };
}

async function raw(path: string, init: { method?: string; token: string; body?: unknown }): Promise<Response> {
  return fetch(`${url}/auth/v1/${path}`, {
    method: init.method ?? 'POST',
    headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${init.token}`, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

test('enroll → challenge → verify: a QR code and secret, then an aal2 session with password + totp in amr, kept by refresh', async () => {
  const client = await signIn(url, 'ayla@akademi.test');
  const e = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon', issuer: 'Akademi' });
  assert.equal(e.error, null);
  assert.ok(e.data);
  assert.equal(e.data.type, 'totp');
  assert.equal(e.data.friendly_name, 'Telefon');
  assert.match(e.data.totp.secret, /^[A-Z2-7]{32}$/);
  assert.match(e.data.totp.uri, /^otpauth:\/\/totp\/Akademi:ayla%40akademi\.test\?algorithm=SHA1&digits=6&issuer=Akademi&period=30&secret=[A-Z2-7]{32}$/);
  // supabase-js prefixes GoTrue's SVG markup; no '#' (it would end the data URL).
  assert.ok(e.data.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg'), e.data.totp.qr_code.slice(0, 60));
  assert.ok(e.data.totp.qr_code.includes('<path'));
  assert.ok(!e.data.totp.qr_code.includes('#'));

  // Unverified: listed in all, not among the verified totp factors; next level stays aal1.
  const before = await client.auth.mfa.listFactors();
  assert.equal(before.data?.all.length, 1);
  assert.equal(before.data?.totp.length, 0);
  const aal1 = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  assert.equal(aal1.data?.currentLevel, 'aal1');

  const ch = await client.auth.mfa.challenge({ factorId: e.data.id });
  assert.equal(ch.error, null);
  assert.ok(ch.data);
  assert.equal(ch.data.type, 'totp');
  assert.ok(ch.data.expires_at > Date.now() / 1000 + 250);
  const v = await client.auth.mfa.verify({ factorId: e.data.id, challengeId: ch.data.id, code: codeOf(e.data.totp.secret) });
  assert.equal(v.error, null);
  assert.ok(v.data);
  const claims = claimsOf(v.data.access_token);
  assert.equal(claims.aal, 'aal2');
  const methods = (claims.amr as { method: string; timestamp: number }[]).map((a) => a.method).sort();
  assert.deepEqual(methods, ['password', 'totp']);

  const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  assert.equal(level.data?.currentLevel, 'aal2');
  assert.equal(level.data?.nextLevel, 'aal2');
  const factors = await client.auth.mfa.listFactors();
  assert.equal(factors.data?.totp.length, 1);
  assert.equal(factors.data?.totp[0]?.status, 'verified');

  // Refresh keeps the session's level.
  const refreshed = await client.auth.refreshSession();
  assert.equal(refreshed.error, null);
  assert.equal(claimsOf(refreshed.data.session?.access_token ?? '').aal, 'aal2');

  // A fresh password sign-in is aal1 again and says a second step is available.
  const again = await signIn(url, 'ayla@akademi.test');
  const l2 = await again.auth.mfa.getAuthenticatorAssuranceLevel();
  assert.equal(l2.data?.currentLevel, 'aal1');
  assert.equal(l2.data?.nextLevel, 'aal2');
  // Stored with GoTrue's columns; the secret is never in the user JSON.
  const row = await server.db.query<{ status: string; factor_type: string }>(
    `select status::text as status, factor_type::text as factor_type from auth.mfa_factors where id = $1`,
    [e.data.id],
  );
  assert.deepEqual(row.rows[0], { status: 'verified', factor_type: 'totp' });
  const user = await again.auth.getUser();
  assert.ok(!JSON.stringify(user.data.user).includes(e.data.totp.secret));
});

test('a replayed code is refused: the code already accepted for the factor does not verify a second challenge', async () => {
  const client = await signIn(url, 'berk@akademi.test');
  const e = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' });
  assert.ok(e.data);
  const code = codeOf(e.data.totp.secret);
  const first = await client.auth.mfa.challengeAndVerify({ factorId: e.data.id, code });
  assert.equal(first.error, null);
  const attacker = await signIn(url, 'berk@akademi.test');
  const replay = await attacker.auth.mfa.challengeAndVerify({ factorId: e.data.id, code });
  assert.equal(replay.error?.status, 422);
  assert.equal(replay.error?.code, 'mfa_verification_failed');
  assert.equal(claimsOf(await accessToken(attacker)).aal, 'aal1');
});

test('an expired challenge is refused with mfa_challenge_expired (and removed)', async () => {
  const client = await signIn(url, 'cem@akademi.test');
  const e = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' });
  assert.ok(e.data);
  const ch = await client.auth.mfa.challenge({ factorId: e.data.id });
  assert.ok(ch.data);
  await server.db.query(`update auth.mfa_challenges set created_at = now() - interval '6 minutes' where id = $1`, [ch.data.id]);
  const v = await client.auth.mfa.verify({ factorId: e.data.id, challengeId: ch.data.id, code: codeOf(e.data.totp.secret) });
  assert.equal(v.error?.status, 422);
  assert.equal(v.error?.code, 'mfa_challenge_expired');
  assert.equal((await server.db.query(`select 1 from auth.mfa_challenges where id = $1`, [ch.data.id])).rows.length, 0);
  // A used challenge cannot be verified twice either.
  const ok = await client.auth.mfa.challenge({ factorId: e.data.id });
  assert.ok(ok.data);
  assert.equal((await client.auth.mfa.verify({ factorId: e.data.id, challengeId: ok.data.id, code: codeOf(e.data.totp.secret) })).error, null);
  const twice = await client.auth.mfa.verify({ factorId: e.data.id, challengeId: ok.data.id, code: codeOf(e.data.totp.secret) });
  assert.equal(twice.error?.status, 422);
});

test("another user's factor and challenge are not found; enrolling always enrols the caller", async () => {
  const owner = await signIn(url, 'deniz@akademi.test');
  const { factorId, secret } = await enrolVerified(owner);
  const ownerId = (await owner.auth.getUser()).data.user?.id;
  const ownChallenge = await owner.auth.mfa.challenge({ factorId });
  assert.ok(ownChallenge.data);

  const other = await signIn(url, 'ece@akademi.test');
  const ch = await other.auth.mfa.challenge({ factorId });
  assert.equal(ch.error?.status, 404);
  assert.equal(ch.error?.code, 'mfa_factor_not_found');
  const v = await other.auth.mfa.verify({ factorId, challengeId: ownChallenge.data.id, code: codeOf(secret) });
  assert.equal(v.error?.status, 404);
  const un = await other.auth.mfa.unenroll({ factorId });
  assert.equal(un.error?.status, 404);
  // The other user's own factor with the owner's challenge id: no such challenge for that factor.
  const e = await other.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' });
  assert.ok(e.data);
  const cross = await other.auth.mfa.verify({ factorId: e.data.id, challengeId: ownChallenge.data.id, code: codeOf(e.data.totp.secret) });
  assert.equal(cross.error?.status, 422);
  assert.equal(cross.error?.code, 'mfa_factor_not_found');

  // A body naming someone else changes nothing: the factor is the caller's.
  const res = await raw('factors', { token: await accessToken(other), body: { factor_type: 'totp', friendly_name: 'Başkası', user_id: ownerId } });
  assert.equal(res.status, 200);
  const made = (await res.json()) as { id: string };
  const who = await server.db.query<{ email: string }>(
    `select u.email from auth.mfa_factors f join auth.users u on u.id = f.user_id where f.id = $1`,
    [made.id],
  );
  assert.equal(who.rows[0]?.email, 'ece@akademi.test');
  // The service key is no user: it cannot enrol anyone through /factors.
  assert.equal((await raw('factors', { token: DEMO_SERVICE_ROLE_KEY, body: { factor_type: 'totp' } })).status, 403);
});

test('brute force: after 5 wrong codes for a factor every verify answers 429, the right code too', async () => {
  const client = await signIn(url, 'fatih@akademi.test');
  const e = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon' });
  assert.ok(e.data);
  const secret = e.data.totp.secret;
  for (let i = 0; i < 5; i++) {
    const v = await client.auth.mfa.challengeAndVerify({ factorId: e.data.id, code: wrongCode(secret) });
    assert.equal(v.error?.status, 422, `attempt ${i + 1}`);
    assert.equal(v.error?.code, 'mfa_verification_failed');
  }
  const locked = await client.auth.mfa.challengeAndVerify({ factorId: e.data.id, code: codeOf(secret) });
  assert.equal(locked.error?.status, 429);
  assert.equal(locked.error?.code, 'over_request_rate_limit');
  // Concurrent guesses cannot slip past the count either: all refused before any code is compared.
  const burst = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const ch = await client.auth.mfa.challenge({ factorId: e.data.id });
      return (await client.auth.mfa.verify({ factorId: e.data.id, challengeId: ch.data?.id ?? '', code: wrongCode(secret) })).error?.status;
    }),
  );
  assert.deepEqual(burst, Array(10).fill(429));
});

test('aal rules: a second factor needs aal2, removing a verified factor needs aal2; verify signs out aal1 sessions', async () => {
  const client = await signIn(url, 'gul@akademi.test');
  const { factorId, secret } = await enrolVerified(client, 'Birinci');
  const aal1 = await signIn(url, 'gul@akademi.test');
  const second = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'İkinci' });
  assert.equal(second.error?.status, 403);
  assert.equal(second.error?.code, 'insufficient_aal');
  const un = await aal1.auth.mfa.unenroll({ factorId });
  assert.equal(un.error?.status, 422);
  assert.equal(un.error?.code, 'insufficient_aal');
  // Verifying in this session signs out the user's other aal1 sessions (GoTrue).
  const stale = await signIn(url, 'gul@akademi.test');
  await new Promise((r) => setTimeout(r, 1)); // distinct last_challenged_at only
  const v = await aal1.auth.mfa.challengeAndVerify({ factorId, code: codeOf(secret, Date.now() + 30_000) });
  assert.equal(v.error, null);
  const gone = await raw('user', { method: 'GET', token: await accessToken(stale) });
  assert.equal(gone.status, 403);
  assert.equal(((await gone.json()) as { code: string }).code, 'session_not_found');
  // Same friendly name twice → GoTrue's conflict.
  const dup = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Birinci' });
  assert.equal(dup.error?.code, 'mfa_factor_name_conflict');
  // At aal2 the factor can go; the session drops back to aal1 on its next token.
  const ok = await aal1.auth.mfa.unenroll({ factorId });
  assert.equal(ok.error, null);
  const refreshed = await aal1.auth.refreshSession();
  assert.equal(claimsOf(refreshed.data.session?.access_token ?? '').aal, 'aal1');
});

test('admin API: list a user’s factors and delete one (service_role only)', async () => {
  const client = await signIn(url, 'ayla@akademi.test');
  const userId = (await client.auth.getUser()).data.user?.id ?? '';
  const admin = clientFor(url, DEMO_SERVICE_ROLE_KEY);
  const list = await admin.auth.admin.mfa.listFactors({ userId });
  assert.equal(list.error, null);
  assert.equal(list.data?.factors.length, 1);
  const factorId = list.data?.factors[0]?.id ?? '';
  // A user token is not an admin.
  const denied = await raw(`admin/users/${userId}/factors`, { method: 'GET', token: await accessToken(client) });
  assert.equal(denied.status, 403);
  const del = await admin.auth.admin.mfa.deleteFactor({ userId, id: factorId });
  assert.equal(del.error, null);
  assert.equal((await admin.auth.admin.mfa.listFactors({ userId })).data?.factors.length, 0);
  const res = await raw(`admin/users/${userId}/factors/${factorId}`, { method: 'DELETE', token: DEMO_SERVICE_ROLE_KEY });
  assert.equal(res.status, 404);
  assert.equal(((await res.json()) as { code: string }).code, 'mfa_factor_not_found');
  const missing = await admin.auth.admin.mfa.deleteFactor({ userId, id: factorId });
  assert.equal(missing.error?.status, 404);
});

test('last-factor rule: an admin’s only verified factor cannot be deleted, but the whole account can', async () => {
  const authId = await createUser(url, 'hakan@akademi.test');
  await server.db.query(`update public.users set roles = '{admin}' where auth_user_id = $1`, [authId]);
  const factorId = '00000000-0000-4000-f000-000000000001';
  await server.db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, 'Telefon', 'totp', 'verified', now(), now(), 'AKADEMIMFADEMOSECRETTOTPKEY23456')`,
    [factorId, authId],
  );
  await assert.rejects(
    server.db.query(`delete from auth.mfa_factors where id = $1`, [factorId]),
    (e: Error) => e.message === 'Yönetici hesapları için iki adımlı doğrulama zorunlu; son doğrulayıcınızı kaldıramazsınız.',
  );
  const admin = clientFor(url, DEMO_SERVICE_ROLE_KEY);
  const del = await admin.auth.admin.deleteUser(authId);
  assert.equal(del.error, null);
  assert.equal((await server.db.query(`select 1 from auth.mfa_factors where id = $1`, [factorId])).rows.length, 0);
});
