// /factors… (the signed-in user's MFA factors) and /admin/users/{id}/factors… as GoTrue answers
// them (supabase/auth internal/api/mfa.go, admin.go; models/factor.go, challenge.go, amr.go):
// TOTP only (phone and WebAuthn answer GoTrue's "disabled"), obeying supabase/config.toml
// [auth.mfa] / [auth.mfa.totp]. Local additions, both refusals an attacker meets (docs/security.md):
// a TOTP code already used for the factor is not accepted again, and wrong codes are limited per
// factor (RATE_LIMIT_MFA_FAILURES_PER_FACTOR), counted before the code is compared.
import { randomUUID } from 'node:crypto';
import type { App, RouteRequest } from '../app.ts';
import type { Tx } from '../db.ts';
import type { JwtClaims } from '../jwt.ts';
import { OVER_REQUEST_RATE_LIMIT } from '../ratelimit.ts';
import { AuthError, ipOf, limit, optString, parseBody, rateLimited, reply, requireUser } from './common.ts';
import { addAmrClaim, sessionAalAndAmr, sessionJson, swapRefreshToken } from './sessions.ts';
import { matchTotpStep, newTotpSecret, qrSvg, totpUri, TOTP_PERIOD_SECONDS, TOTP_SKEW } from './totp.ts';
import { UUID_RE, factorsJson, findUserById, type UserRow } from './users.ts';

/** GoTrue's MFA.ChallengeExpiryDuration and FactorExpiryDuration defaults (seconds). */
const CHALLENGE_EXPIRY_SECONDS = 300;
const FACTOR_EXPIRY_SECONDS = 300;
/** GoTrue's MFA.MaxVerifiedFactors default. */
const MAX_VERIFIED_FACTORS = 10;

const KIND_NAMES: Record<string, string> = { totp: 'TOTP', phone: 'Phone', webauthn: 'WebAuthn' };

interface FactorRow {
  id: string;
  user_id: string;
  status: 'verified' | 'unverified';
  factor_type: string;
  friendly_name: string | null;
  secret: string | null;
}

interface Caller {
  user: UserRow;
  claims: JwtClaims;
  sessionId: string;
  aal: string;
}

/** requireAuthentication + requireNotAnonymous + the session the token belongs to. */
async function caller(app: App, r: RouteRequest, tx: Tx): Promise<Caller> {
  const { user, claims } = await requireUser(app, r, tx);
  if (claims.is_anonymous === true) throw new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (!UUID_RE.test(sessionId)) throw new AuthError(500, 'unexpected_failure', 'A valid session and a registered user are required to enroll a factor');
  const { aal } = await sessionAalAndAmr(tx, sessionId);
  return { user, claims, sessionId, aal };
}

/** GoTrue's loadFactor: the factor must be the caller's own; any other id is "not found". */
async function ownedFactor(tx: Tx, userId: string, factorId: string, lock = false): Promise<FactorRow> {
  if (!UUID_RE.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const r = await tx.query<FactorRow>(
    `select id, user_id, status::text as status, factor_type::text as factor_type, friendly_name, secret
       from auth.mfa_factors where id = $1 and user_id = $2${lock ? ' for update' : ''}`,
    [factorId, userId],
  );
  const f = r.rows[0];
  if (!f) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return f;
}

function verifyDisabled(kind: string): AuthError {
  return new AuthError(422, `mfa_${kind}_verify_not_enabled`, `MFA verification is disabled for ${KIND_NAMES[kind] ?? kind}`);
}

// ---- POST /factors --------------------------------------------------------------------------

async function enroll(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const kind = optString(body, 'factor_type') ?? '';
  const friendlyName = (optString(body, 'friendly_name') ?? '').slice(0, 1000);
  const issuerParam = optString(body, 'issuer') ?? '';
  if (!(kind in KIND_NAMES)) throw new AuthError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  if (kind !== 'totp' || !app.config.mfa.totpEnrollEnabled) {
    throw new AuthError(422, `mfa_${kind}_enroll_not_enabled`, `MFA enroll is disabled for ${KIND_NAMES[kind]}`);
  }
  const issuer = issuerParam !== '' ? issuerParam.slice(0, 200) : new URL(app.config.siteUrl).host;
  const out = await app.db.transaction(async (tx) => {
    const c = await caller(app, r, tx);
    // GoTrue's validateFactors: unverified factors nobody challenged expire, then the limits.
    await tx.query(
      `delete from auth.mfa_factors f where f.status <> 'verified'
          and not exists (select 1 from auth.mfa_challenges ch where ch.factor_id = f.id)
          and f.created_at + make_interval(secs => $1) < now()`,
      [FACTOR_EXPIRY_SECONDS],
    );
    const existing = await tx.query<{ friendly_name: string | null; status: string }>(
      `select friendly_name, status::text as status from auth.mfa_factors where user_id = $1`,
      [c.user.id],
    );
    let verified = 0;
    for (const f of existing.rows) {
      if ((f.friendly_name ?? '') === friendlyName) {
        throw new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`);
      }
      if (f.status === 'verified') verified++;
    }
    if (existing.rows.length >= app.config.mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS) {
      throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    if (verified > 0 && c.aal !== 'aal2') throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    const secret = newTotpSecret();
    const uri = totpUri(issuer, c.user.email ?? '', secret);
    const id = randomUUID();
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, c.user.id, friendlyName, secret],
    );
    return { id, secret, uri };
  });
  reply(r, 200, {
    id: out.id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: await qrSvg(out.uri), secret: out.secret, uri: out.uri },
  });
}

// ---- POST /factors/{id}/challenge ---------------------------------------------------------

async function challenge(app: App, r: RouteRequest, factorId: string): Promise<void> {
  const ip = ipOf(app, r);
  const out = await app.db.transaction(async (tx) => {
    const c = await caller(app, r, tx);
    const f = await ownedFactor(tx, c.user.id, factorId, true);
    if (f.factor_type !== 'totp' || !app.config.mfa.totpVerifyEnabled) throw verifyDisabled(f.factor_type);
    const id = randomUUID();
    const ch = await tx.query<{ expires_at: number }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
       returning floor(extract(epoch from created_at))::bigint + $4 as expires_at`,
      [id, f.id, ipForDb(ip), CHALLENGE_EXPIRY_SECONDS],
    );
    await tx.query(`update auth.mfa_factors set last_challenged_at = clock_timestamp() where id = $1`, [f.id]);
    return { id, type: f.factor_type, expires_at: Number(ch.rows[0]?.expires_at) };
  });
  reply(r, 200, out);
}

/** GoTrue records the caller's address on the challenge (inet); a non-address key counts as loopback. */
function ipForDb(ip: string): string {
  return /^[0-9a-fA-F:.]+$/.test(ip) ? ip : '127.0.0.1';
}

// ---- POST /factors/{id}/verify ------------------------------------------------------------

interface ChallengeRow {
  id: string;
  verified_at: Date | null;
  ip: string;
  expired: boolean;
}

async function verify(app: App, r: RouteRequest, factorId: string): Promise<void> {
  const body = parseBody(r);
  const challengeId = optString(body, 'challenge_id') ?? '';
  const code = optString(body, 'code') ?? '';
  const ip = ipForDb(ipOf(app, r));
  const failures = app.limits.RATE_LIMIT_MFA_FAILURES_PER_FACTOR;
  // Checked (and the failure reserved) before anything is compared; given back unless the code was wrong.
  const key = factorId.toLowerCase();
  let slot: { ok: true; at: number } | undefined;
  const session = await app.db.transaction(async (tx) => {
    const c = await caller(app, r, tx);
    const f = await ownedFactor(tx, c.user.id, factorId, true);
    if (!UUID_RE.test(challengeId)) throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: challenge_id must be a UUID');
    if (code === '') throw new AuthError(400, 'validation_failed', 'Code needs to be non-empty');
    if (f.factor_type !== 'totp' || !app.config.mfa.totpVerifyEnabled) throw verifyDisabled(f.factor_type);
    const reserved = failures.reserve(key);
    if (!reserved.ok) throw rateLimited(reserved.verdict, OVER_REQUEST_RATE_LIMIT);
    slot = reserved;
    const chr = await tx.query<ChallengeRow>(
      `select id, verified_at, host(ip_address) as ip, created_at + make_interval(secs => $3) < now() as expired
         from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
      [challengeId, f.id, CHALLENGE_EXPIRY_SECONDS],
    );
    const ch = chr.rows[0];
    if (!ch) throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (ch.verified_at !== null || ch.ip !== ip) throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    if (ch.expired) {
      await tx.query(`delete from auth.mfa_challenges where id = $1`, [ch.id]);
      return { expired: ch.id } as const;
    }
    const step = matchTotpStep(f.secret ?? '', code, Date.now());
    // A code already accepted for this factor (its step, or an earlier one) is a replay.
    const used = await tx.query<{ step: string | null }>(
      `select max(substring(otp_code from '^totp-step:(\\d+)$')::bigint)::text as step
         from auth.mfa_challenges where factor_id = $1 and verified_at is not null
          and verified_at > now() - make_interval(secs => $2)`,
      [f.id, TOTP_PERIOD_SECONDS * (2 * TOTP_SKEW + 2)],
    );
    const lastStep = used.rows[0]?.step == null ? undefined : Number(used.rows[0].step);
    if (step === undefined || (lastStep !== undefined && step <= lastStep)) {
      throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    await tx.query(`update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1`, [ch.id, `totp-step:${step}`]);
    if (f.status !== 'verified') await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [f.id]);
    // updateMFASessionAndClaims: the totp claim, a swapped refresh token, the session at aal2.
    await addAmrClaim(tx, c.sessionId, 'totp');
    const refreshToken = await swapRefreshToken(tx, c.user.id, c.sessionId);
    await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [c.sessionId, f.id]);
    // InvalidateSessionsWithAALLessThan(aal2) and DeleteUnverifiedFactors(totp).
    await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [c.user.id]);
    await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`, [c.user.id]);
    const fresh = (await findUserById(tx, c.user.id)) ?? c.user;
    return { session: await sessionJson(tx, app.config, fresh, c.sessionId, refreshToken) } as const;
  }).catch((e: unknown) => {
    // Only a wrong code keeps its reserved failure.
    if (slot && !(e instanceof AuthError && e.code === 'mfa_verification_failed')) failures.release(key, slot.at);
    throw e;
  });
  if (slot) failures.release(key, slot.at);
  if ('expired' in session) {
    throw new AuthError(422, 'mfa_challenge_expired', `MFA challenge ${session.expired} has expired, verify against another challenge or create a new challenge.`);
  }
  failures.reset(key);
  reply(r, 200, session.session);
}

// ---- DELETE /factors/{id} -----------------------------------------------------------------

/** GoTrue's DowngradeSessionsToAAL1: sessions raised by this factor lose its claim and aal2. */
async function downgradeSessions(tx: Tx, factorId: string): Promise<void> {
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
        and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  );
  await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [factorId]);
}

async function unenroll(app: App, r: RouteRequest, factorId: string): Promise<void> {
  const out = await app.db.transaction(async (tx) => {
    const c = await caller(app, r, tx);
    const f = await ownedFactor(tx, c.user.id, factorId, true);
    if (f.status === 'verified' && c.aal !== 'aal2') throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    // The database may refuse (the last-factor rule, migration 20261126400300): GoTrue answers a
    // failed delete with a 500, and so does this.
    await tx.query(`delete from auth.mfa_factors where id = $1`, [f.id]);
    await downgradeSessions(tx, f.id);
    return { id: f.id };
  });
  reply(r, 200, out);
}

/** /factors and /factors/{id}[/challenge|/verify]. */
export async function handleFactors(app: App, r: RouteRequest, path: string): Promise<void> {
  const method = r.req.method ?? 'GET';
  if (path === 'factors') {
    if (method === 'POST') return enroll(app, r);
    throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
  }
  const [, factorId = '', action, ...rest] = path.split('/');
  if (rest.length > 0) throw new AuthError(404, 'not_found', 'Not found');
  if (action === 'challenge' && method === 'POST') {
    limit(app, 'RATE_LIMIT_MFA_CHALLENGE_AND_VERIFY_PER_IP', ipOf(app, r));
    return challenge(app, r, factorId);
  }
  if (action === 'verify' && method === 'POST') {
    limit(app, 'RATE_LIMIT_MFA_CHALLENGE_AND_VERIFY_PER_IP', ipOf(app, r));
    return verify(app, r, factorId);
  }
  if (action === undefined && method === 'DELETE') return unenroll(app, r, factorId);
  throw new AuthError(404, 'not_found', 'Not found');
}

// ---- /admin/users/{id}/factors -------------------------------------------------------------

/** GET /admin/users/{id}/factors and DELETE /admin/users/{id}/factors/{factorId} (service_role;
 *  the router checks the caller). */
export async function handleAdminFactors(app: App, r: RouteRequest, userId: string, rest: string[]): Promise<void> {
  const method = r.req.method ?? 'GET';
  if (!UUID_RE.test(userId)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const out = await app.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    if (rest.length === 0) {
      if (method !== 'GET') throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
      return factorsJson(tx, user.id);
    }
    if (rest.length !== 1 || method !== 'DELETE') throw new AuthError(404, 'not_found', 'Not found');
    const f = await ownedFactor(tx, user.id, rest[0] ?? '');
    const json = (await factorsJson(tx, user.id)).find((x) => x.id === f.id);
    await tx.query(`delete from auth.mfa_factors where id = $1`, [f.id]);
    await downgradeSessions(tx, f.id);
    return json;
  });
  reply(r, 200, out);
}
