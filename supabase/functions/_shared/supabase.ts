// supabase-js clients for functions, and caller identification.
// The caller is identified ONLY by verifying its JWT with the auth server (auth.getUser(jwt)),
// and its roles come from public.users (service client), never from user_metadata
// (ARCHITECTURE "Security").
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getEnv, type EnvReader } from './env.ts';
import { HttpError } from './http.ts';
import { knownRoles, type Role } from './roles.ts';
import type { Database } from '@akademi/shared/db/database.ts';

/** A client typed by the schema (shared/src/db/database.ts, generated from the migrations). */
export type DbClient = SupabaseClient<Database>;

/**
 * Functions never use realtime, but supabase-js insists on a WebSocket constructor at
 * createClient time and Node 20 has none. Use the platform's WebSocket when present (Deno,
 * Node ≥ 22), else a stand-in that fails loudly if anything ever tries to connect.
 */
class NoRealtimeTransport {
  constructor() {
    throw new Error('Realtime is not available inside edge functions');
  }
}
const transport = (globalThis as { WebSocket?: unknown }).WebSocket ?? NoRealtimeTransport;

function requireEnv(env: EnvReader, name: string): string {
  const v = env(name);
  if (!v) throw new Error(`${name} is not set`);
  return v;
}

function makeClient(url: string, key: string, authorization?: string): DbClient {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: authorization ? { headers: { Authorization: authorization } } : undefined,
    // Cast: the stand-in has the right constructor shape for the one thing supabase-js checks.
    realtime: { transport: transport as never },
  });
}

/** Service-role client: bypasses RLS. Use only after the caller has been checked. */
export function serviceClient(env: EnvReader = getEnv): DbClient {
  return makeClient(requireEnv(env, 'SUPABASE_URL'), requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY'));
}

/** Anon-key client with no session (e.g. to check a password with the password grant). */
export function anonClient(env: EnvReader = getEnv): DbClient {
  return makeClient(requireEnv(env, 'SUPABASE_URL'), env('SUPABASE_ANON_KEY') ?? requireEnv(env, 'SUPABASE_ANON_KEY'));
}

export interface Caller {
  authUserId: string;
  email: string | null;
  /** public.users.id */
  id: string;
  /** The roles the DATABASE grants this session: public.current_user_roles() asked with the
   *  caller's own token, so a role whose second factor is required (public.security_settings) is
   *  missing while the session is not aal2 — the same answer every RLS policy and RPC gets. */
  roles: Role[];
  /** The roles stored on the account (public.users.roles), whatever the session's level: for rules
   *  about the PERSON (the staff password rule), never for what the session may do. */
  storedRoles: Role[];
  isActive: boolean;
  /** The session's authenticator assurance level ('aal1' | 'aal2'), from the verified JWT. */
  aal: string;
}

export const MSG_UNAUTHENTICATED = 'Oturum bulunamadı veya süresi doldu; lütfen yeniden giriş yapın';
export const MSG_FORBIDDEN = 'Bu işlem için yetkiniz yok';

/** The bearer token of the request, or null. */
export function bearerToken(req: Request): string | null {
  const h = req.headers.get('Authorization') ?? req.headers.get('authorization');
  const m = h ? /^Bearer\s+(\S+)$/i.exec(h.trim()) : null;
  return m?.[1] ?? null;
}

/** The `aal` claim of a JWT auth.getUser already verified ('aal1' when absent or unreadable). */
export function jwtAal(token: string): string {
  try {
    const part = token.split('.')[1] ?? '';
    const text = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    const claims = JSON.parse(text) as { aal?: unknown };
    return typeof claims.aal === 'string' ? claims.aal : 'aal1';
  } catch {
    return 'aal1';
  }
}

/**
 * Resolves the signed-in caller, or null when the request carries no user session (no header,
 * the anon key, an invalid or expired token). Throws only on server misconfiguration.
 */
export async function optionalCaller(req: Request, env: EnvReader = getEnv): Promise<Caller | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const url = requireEnv(env, 'SUPABASE_URL');
  const anon = env('SUPABASE_ANON_KEY') ?? requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY');
  const asCaller = makeClient(url, anon, `Bearer ${token}`);
  const { data, error } = await asCaller.auth.getUser(token);
  if (error || !data?.user) return null;
  const { data: row, error: rowError } = await serviceClient(env)
    .from('users')
    .select('id, email, roles, is_active')
    .eq('auth_user_id', data.user.id)
    .maybeSingle();
  if (rowError) throw new Error(`users lookup failed: ${rowError.message}`);
  if (!row) return null;
  const { data: granted, error: rolesError } = await asCaller.rpc('current_user_roles');
  if (rolesError) throw new Error(`current_user_roles failed: ${rolesError.message}`);
  return {
    authUserId: data.user.id,
    email: row.email ?? data.user.email ?? null,
    id: row.id,
    roles: knownRoles(granted),
    storedRoles: knownRoles(row.roles),
    isActive: row.is_active !== false,
    aal: jwtAal(token),
  };
}

export const MSG_INACTIVE = 'Hesabınız pasif durumda; bu işlemi yapamazsınız';

/** Like optionalCaller, but a missing or invalid session is a 401 and an inactive account a 403. */
export async function requireCaller(req: Request, env: EnvReader = getEnv): Promise<Caller> {
  const caller = await optionalCaller(req, env);
  if (!caller) throw new HttpError(401, MSG_UNAUTHENTICATED);
  if (!caller.isActive) throw new HttpError(403, MSG_INACTIVE);
  return caller;
}
