// auth.users rows ↔ GoTrue's user JSON (wire doc §2.2), and the password helpers (bcrypt via
// pgcrypto, the same format supabase/seed.sql writes).
import type { Tx } from '../db.ts';
import { must } from '../must.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  phone_confirmed_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  banned_until: Date | string | null;
  is_anonymous: boolean | null;
  invited_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  recovery_sent_at: Date | string | null;
  email_change: string | null;
  email_change_sent_at: Date | string | null;
  reauthentication_sent_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | string | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  email: string | null;
}

export const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, banned_until, is_anonymous, invited_at, confirmation_sent_at,
  recovery_sent_at, email_change, email_change_sent_at, reauthentication_sent_at, created_at, updated_at`;

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** GoTrue's e-mail check (checkmail.ValidateFormat, the HTML5 "valid e-mail address" grammar):
 *  failing it is "Unable to validate email address: invalid format". */
export const EMAIL_RE = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function iso(v: Date | string | null | undefined): string | undefined {
  if (v === null || v === undefined) return undefined;
  const d = v instanceof Date ? v : new Date(v.includes('T') ? v : v.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? String(v) : d.toISOString();
}

export function isBanned(u: UserRow): boolean {
  if (!u.banned_until) return false;
  return new Date(iso(u.banned_until) ?? 0).getTime() > Date.now();
}

export function appMetadata(u: UserRow): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...(u.raw_app_meta_data ?? {}) };
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  if (!UUID_RE.test(id)) return undefined;
  const r = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`, [id]);
  return r.rows[0];
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const r = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null order by created_at limit 1`,
    [email.trim()],
  );
  return r.rows[0];
}

/** The GoTrue user JSON (models.User). */
export async function userJson(tx: Tx, u: UserRow): Promise<Record<string, unknown>> {
  const identities = await tx.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [u.id],
  );
  const out: Record<string, unknown> = {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    invited_at: iso(u.invited_at),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phone_confirmed_at),
    confirmed_at: iso(u.email_confirmed_at) ?? iso(u.phone_confirmed_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    reauthentication_sent_at: iso(u.reauthentication_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: appMetadata(u),
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.rows.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
      email: i.email ?? undefined,
    })),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: u.is_anonymous ?? false,
  };
  if (u.banned_until) out.banned_until = iso(u.banned_until);
  // GoTrue's User.Factors (json "factors,omitempty"): every factor, verified or not.
  const factors = await factorsJson(tx, u.id);
  if (factors.length > 0) out.factors = factors;
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}

interface FactorRow {
  id: string;
  created_at: Date | string;
  updated_at: Date | string;
  status: string;
  friendly_name: string | null;
  factor_type: string;
  phone: string | null;
  last_challenged_at: Date | string | null;
}

/** A user's MFA factors as GoTrue's models.Factor marshals them (the secret never leaves). */
export async function factorsJson(tx: Tx, userId: string): Promise<Record<string, unknown>[]> {
  const r = await tx.query<FactorRow>(
    `select id, created_at, updated_at, status::text as status, friendly_name, factor_type::text as factor_type, phone, last_challenged_at
       from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return r.rows.map((f) => {
    const out: Record<string, unknown> = {
      id: f.id,
      created_at: iso(f.created_at),
      updated_at: iso(f.updated_at),
      status: f.status,
      factor_type: f.factor_type,
      phone: f.phone ?? '',
      last_challenged_at: iso(f.last_challenged_at) ?? null,
    };
    if (f.friendly_name) out.friendly_name = f.friendly_name;
    return out;
  });
}

/** Checks a password against the stored bcrypt hash; a missing or unreadable hash never matches. */
export async function passwordMatches(tx: Tx, userId: string, password: string): Promise<boolean> {
  try {
    const r = await tx.query<{ ok: boolean }>(
      `select encrypted_password is not null and encrypted_password <> ''
              and extensions.crypt($2, encrypted_password) = encrypted_password as ok
         from auth.users where id = $1`,
      [userId, password],
    );
    return r.rows[0]?.ok === true;
  } catch {
    return false;
  }
}

export interface NewUser {
  id?: string;
  email: string;
  password?: string;
  passwordHash?: string;
  emailConfirmed: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  bannedUntil?: Date | null;
}

export async function insertUser(tx: Tx, n: NewUser): Promise<UserRow> {
  const r = await tx.query<UserRow>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
                             raw_user_meta_data, banned_until)
     values (coalesce($1::uuid, gen_random_uuid()), 'authenticated', $2, lower($3),
             case when $4::text is not null then extensions.crypt($4, extensions.gen_salt('bf', 8)) else $5::text end,
             case when $6 then now() end, $7::jsonb, $8::jsonb, $9::timestamptz)
     returning ${USER_COLUMNS}`,
    [
      n.id ?? null,
      n.role ?? 'authenticated',
      n.email.trim(),
      n.password ?? null,
      n.passwordHash ?? null,
      n.emailConfirmed,
      JSON.stringify({ provider: 'email', providers: ['email'], ...(n.appMetadata ?? {}) }),
      JSON.stringify(n.userMetadata ?? {}),
      n.bannedUntil ? n.bannedUntil.toISOString() : null,
    ],
  );
  const u = must(r.rows[0], 'inserted auth.users row');
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2, $3::jsonb, 'email', null) on conflict (provider_id, provider) do nothing`,
    [u.id, u.id, JSON.stringify({ sub: u.id, email: u.email, email_verified: n.emailConfirmed, phone_verified: false })],
  );
  return u;
}

export async function setPassword(tx: Tx, userId: string, password: string): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 8)), updated_at = now() where id = $1`,
    [userId, password],
  );
}

/** GoTrue merges metadata updates key by key; a null value removes the key. */
export function mergeMetadata(current: Record<string, unknown> | null, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

/** A bcrypt hash (cost 8, like every stored one) of a random string; compared against when the
 *  address is unknown, so that path costs the same as a wrong password (no timing oracle). */
export async function dummyPasswordCheck(tx: Tx, password: string): Promise<false> {
  await tx.query(`select extensions.crypt($1, $2) = $2 as ok`, [password, DUMMY_BCRYPT_HASH]);
  return false;
}

/** bcrypt (cost 8) of 32 random bytes nobody knows; only its cost matters. */
const DUMMY_BCRYPT_HASH = '$2a$08$isn4Nv7VYDX7mbb0gLmLgOhZT2d6LHvQmahsnkopg5Jy941a6ZEkW';

