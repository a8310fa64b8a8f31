// Sessions, rotating refresh tokens and access tokens, as GoTrue issues them (wire doc §2.2).
import { randomBytes } from 'node:crypto';
import type { Tx } from '../db.ts';
import type { ServerConfig } from '../config.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../config.ts';
import { signJwt } from '../jwt.ts';
import { must } from '../must.ts';
import { appMetadata, userJson, type UserRow } from './users.ts';

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export type AmrMethod = 'password' | 'otp' | 'recovery' | 'anonymous' | 'totp';

/** GoTrue's AMR entry: how the session's user proved who they are, and when. */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** GoTrue's AMRClaim.IsAAL2Claim: a second factor raises the session to aal2. */
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

export function accessToken(config: ServerConfig, u: UserRow, sessionId: string, auth: { aal: string; amr: AmrEntry[] }, now: number): string {
  return signJwt(
    {
      iss: `${config.url}/auth/v1`,
      sub: u.id,
      aud: u.aud || 'authenticated',
      exp: now + ACCESS_TOKEN_TTL_SECONDS,
      iat: now,
      email: u.email ?? '',
      phone: u.phone ?? '',
      app_metadata: appMetadata(u),
      user_metadata: u.raw_user_meta_data ?? {},
      role: u.role || 'authenticated',
      aal: auth.aal,
      amr: auth.amr,
      session_id: sessionId,
      is_anonymous: u.is_anonymous ?? false,
    },
    config.jwtKeys,
  );
}

/** Records one AMR claim on the session (GoTrue's AddClaimToSession: one row per method, a repeat
 *  only moves its time). */
export async function addAmrClaim(tx: Tx, sessionId: string, method: AmrMethod): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method) values ($1, now(), now(), $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** GoTrue's Session.CalculateAALAndAMR: aal2 when a second-factor claim is on the session; the AMR
 *  entries most recent first. */
export async function sessionAalAndAmr(tx: Tx, sessionId: string): Promise<{ aal: string; amr: AmrEntry[] }> {
  const r = await tx.query<{ authentication_method: string; ts: number }>(
    `select authentication_method, floor(extract(epoch from updated_at))::int as ts
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, authentication_method`,
    [sessionId],
  );
  const amr = r.rows.map((c) => ({ method: c.authentication_method, timestamp: Number(c.ts) }));
  return { aal: amr.some((c) => AAL2_METHODS.has(c.method)) ? 'aal2' : 'aal1', amr };
}

export async function sessionJson(tx: Tx, config: ServerConfig, u: UserRow, sessionId: string, refreshToken: string): Promise<SessionJson> {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: accessToken(config, u, sessionId, await sessionAalAndAmr(tx, sessionId), now),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: now + ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: refreshToken,
    user: await userJson(tx, u),
  };
}

/** Who opened or refreshed a session, as GoTrue records it on auth.sessions (user_agent, ip). */
export interface SessionClient {
  userAgent: string | null;
  ip: string | null;
}

/** A new session for a user who just proved who they are (password, recovery link). */
export async function createSession(tx: Tx, config: ServerConfig, u: UserRow, amr: AmrMethod, client?: SessionClient): Promise<SessionJson> {
  const s = await tx.query<{ id: string }>(
    `insert into auth.sessions (user_id, user_agent, ip) values ($1, $2, $3::inet) returning id`,
    [u.id, client?.userAgent ?? null, client?.ip ?? null],
  );
  const sessionId = must(s.rows[0], 'inserted auth.sessions row').id;
  await addAmrClaim(tx, sessionId, amr);
  const token = newRefreshToken();
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)`, [token, u.id, sessionId]);
  const signedIn = await tx.query<UserRow>(
    `update auth.users set last_sign_in_at = now() where id = $1 returning *`,
    [u.id],
  );
  await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [u.id]);
  return sessionJson(tx, config, { ...u, last_sign_in_at: signedIn.rows[0]?.last_sign_in_at ?? u.last_sign_in_at }, sessionId, token);
}

export type RefreshOutcome =
  | { ok: true; session: SessionJson }
  | { ok: false; code: 'refresh_token_not_found' | 'refresh_token_already_used' | 'session_not_found' | 'user_banned' };

interface RefreshRow {
  id: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  recently_revoked: boolean;
}

/** Swaps the session's active refresh token for a new one (GoTrue's GrantRefreshTokenSwap, used
 *  when MFA verification raises the session: the aal1 token can no longer mint aal2 tokens). */
export async function swapRefreshToken(tx: Tx, userId: string, sessionId: string): Promise<string> {
  const cur = await tx.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1 and not revoked returning token`,
    [sessionId],
  );
  const next = newRefreshToken();
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`, [
    next,
    userId,
    sessionId,
    cur.rows[cur.rows.length - 1]?.token ?? null,
  ]);
  return next;
}

/** Rotates a refresh token as GoTrue's RefreshTokenGrant does (supabase/auth
 *  internal/tokens/service.go): a revoked token that is the parent of the session's active token
 *  gets that active token back (the client lost the answer); any other revoked token may be
 *  replayed only within the reuse interval (tabs refreshing at once). Outside it the replay is
 *  theft: the whole session goes (every refresh token of it, and its access tokens at /user), as
 *  GoTrue's v2 refresh tokens do (LogoutSession), with GoTrue's "Already Used" error. */
export async function refreshSession(
  tx: Tx,
  config: ServerConfig,
  token: string,
  loadUser: (id: string) => Promise<UserRow | undefined>,
  isBanned: (u: UserRow) => boolean,
  client?: SessionClient,
): Promise<RefreshOutcome> {
  const r = await tx.query<RefreshRow>(
    `select rt.id::text as id, rt.user_id, rt.session_id, rt.revoked,
            rt.updated_at > now() - make_interval(secs => $2) as recently_revoked
       from auth.refresh_tokens rt where rt.token = $1 for update`,
    [token, config.refreshTokenReuseSeconds],
  );
  const row = r.rows[0];
  if (!row) return { ok: false, code: 'refresh_token_not_found' };
  // GoTrue: a revoked token that is the parent of the session's active one gets that active
  // token back (a client that lost the answer, or many tabs refreshing at once): no new token.
  const active = row.revoked
    ? await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
        [row.session_id],
      )
    : undefined;
  const child = active?.rows[0]?.token;
  const childOfThis =
    child !== undefined &&
    (await tx.query(`select 1 from auth.refresh_tokens where token = $1 and parent = $2`, [child, token])).rows.length > 0;
  if (row.revoked && !childOfThis && !row.recently_revoked) {
    await tx.query(`delete from auth.sessions where id = $1`, [row.session_id]);
    return { ok: false, code: 'refresh_token_already_used' };
  }
  const s = await tx.query(`select 1 from auth.sessions where id = $1`, [row.session_id]);
  if (s.rows.length === 0) return { ok: false, code: 'session_not_found' };
  const u = await loadUser(row.user_id);
  if (!u) return { ok: false, code: 'refresh_token_not_found' };
  if (isBanned(u)) return { ok: false, code: 'user_banned' };
  if (childOfThis && child !== undefined) {
    await touchSession(tx, row.session_id, client);
    return { ok: true, session: await sessionJson(tx, config, u, row.session_id, child) };
  }
  if (!row.revoked) await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint`, [row.id]);
  const next = newRefreshToken();
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`, [
    next,
    row.user_id,
    row.session_id,
    token,
  ]);
  await touchSession(tx, row.session_id, client);
  return { ok: true, session: await sessionJson(tx, config, u, row.session_id, next) };
}

/** GoTrue's UpdateOnlyRefreshInfo: refreshed_at (UTC, the column has no time zone on hosted
 *  Supabase), user_agent and ip of the latest refresh. */
async function touchSession(tx: Tx, sessionId: string, client: SessionClient | undefined): Promise<void> {
  await tx.query(
    `update auth.sessions set refreshed_at = now() at time zone 'UTC', updated_at = now(), user_agent = $2, ip = $3::inet where id = $1`,
    [sessionId, client?.userAgent ?? null, client?.ip ?? null],
  );
}

export async function sessionExists(tx: Tx, sessionId: string): Promise<boolean> {
  const r = await tx.query(`select 1 from auth.sessions where id::text = $1`, [sessionId]);
  return r.rows.length > 0;
}

export async function endSessions(tx: Tx, userId: string, sessionId: string | undefined, scope: 'global' | 'local' | 'others'): Promise<void> {
  if (scope === 'global' || !sessionId) await tx.query(`delete from auth.sessions where user_id = $1`, [userId]);
  else if (scope === 'local') await tx.query(`delete from auth.sessions where id::text = $1`, [sessionId]);
  else await tx.query(`delete from auth.sessions where user_id = $1 and id::text <> $2`, [userId, sessionId]);
}
