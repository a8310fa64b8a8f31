// /admin/users… (service_role only; the router checks the caller first).
import type { App, RouteRequest } from '../app.ts';
import { sendJson } from '../http.ts';
import { must } from '../must.ts';
import { API_VERSION_HEADER, AuthError, changingEmail, checkEmail, checkPassword, emailExists, optObject, optString, parseBody, reply, type Json } from './common.ts';
import {
  UUID_RE,
  USER_COLUMNS,
  findUserByEmail,
  findUserById,
  insertUser,
  mergeMetadata,
  setPassword,
  userJson,
  type UserRow,
} from './users.ts';

// ---- admin ------------------------------------------------------------------------------------

/** Go duration ("24h", "1h30m", "876000h") → milliseconds; "none" → 0. */
export function parseBanDuration(raw: string): number {
  if (raw === 'none') return 0;
  const re = /(\d+(?:\.\d+)?)(ms|h|m|s)/g;
  let total = 0;
  let consumed = 0;
  for (const m of raw.matchAll(re)) {
    const n = Number(m[1]);
    total += n * ({ h: 3_600_000, m: 60_000, s: 1000, ms: 1 } as const)[m[2] as 'h' | 'm' | 's' | 'ms'];
    consumed += m[0].length;
  }
  if (consumed !== raw.length || consumed === 0) throw new AuthError(400, 'validation_failed', 'invalid format for ban duration');
  return total;
}

export async function adminCreateUser(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const email = optString(body, 'email')?.trim();
  const password = optString(body, 'password');
  const passwordHash = optString(body, 'password_hash');
  const id = optString(body, 'id');
  const role = optString(body, 'role');
  const ban = optString(body, 'ban_duration');
  if (!email) {
    if (optString(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  checkEmail(email);
  if (password !== undefined) checkPassword(app.config.passwordPolicy, password);
  if (passwordHash !== undefined && !/^\$2[abxy]?\$\d\d\$/.test(passwordHash)) {
    throw new AuthError(400, 'validation_failed', 'Invalid password hash format (bcrypt expected)');
  }
  if (id !== undefined && !UUID_RE.test(id)) throw new AuthError(400, 'validation_failed', 'id must be a UUID');
  const banMs = ban ? parseBanDuration(ban) : 0;
  const user = await app.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    if (id && (await findUserById(tx, id))) throw new AuthError(422, 'user_already_exists', 'User already registered');
    const u = await insertUser(tx, {
      id,
      email,
      password,
      passwordHash,
      emailConfirmed: body.email_confirm === true,
      userMetadata: optObject(body, 'user_metadata') ?? optObject(body, 'data') ?? {},
      appMetadata: optObject(body, 'app_metadata'),
      role,
      bannedUntil: banMs ? new Date(Date.now() + banMs) : null,
    });
    return userJson(tx, u);
  });
  reply(r, 200, user);
}

export async function adminListUsers(app: App, r: RouteRequest): Promise<void> {
  const q = r.url.searchParams;
  // GoTrue parses both with strconv.ParseUint and answers 400 when that fails.
  for (const name of ['page', 'per_page']) {
    const v = q.get(name);
    if (v !== null && v !== '' && !/^\d{1,19}$/.test(v)) {
      throw new AuthError(400, 'validation_failed', `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(v)}: invalid syntax`);
    }
  }
  const page = Math.max(1, parseInt(q.get('page') || '1', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, parseInt(q.get('per_page') || '50', 10) || 50));
  const filter = q.get('filter') ?? '';
  const { users, total } = await app.db.transaction(async (tx) => {
    const where = `deleted_at is null and ($1 = '' or email ilike '%' || $1 || '%')`;
    const count = await tx.query<{ n: number }>(`select count(*)::int as n from auth.users where ${where}`, [filter]);
    const rows = await tx.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users where ${where} order by created_at desc, id limit $2 offset $3`,
      [filter, perPage, (page - 1) * perPage],
    );
    const out: Json[] = [];
    for (const u of rows.rows) out.push(await userJson(tx, u));
    return { users: out, total: Number(must(count.rows[0], 'count(*) row').n) };
  });
  const last = Math.max(1, Math.ceil(total / perPage));
  // supabase-js reads only the first character after "page=", so page comes first (wire doc §2.1).
  const links: string[] = [];
  if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
  sendJson(r.req, r.res, 200, { users, aud: 'authenticated' }, { ...API_VERSION_HEADER, 'x-total-count': String(total), link: links.join(', ') });
}

export async function adminUserById(app: App, r: RouteRequest, id: string): Promise<void> {
  const method = r.req.method ?? 'GET';
  const notFound = () => new AuthError(404, 'user_not_found', 'User not found');
  if (!UUID_RE.test(id)) throw notFound();
  if (method === 'GET') {
    const u = await app.db.transaction(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user) throw notFound();
      return userJson(tx, user);
    });
    reply(r, 200, u);
    return;
  }
  if (method === 'DELETE') {
    const body = parseBody(r);
    await app.db.transaction(async (tx) => {
      if (!(await findUserById(tx, id))) throw notFound();
      if (body.should_soft_delete === true) {
        await tx.query(
          `update auth.users set deleted_at = now(), email = null, encrypted_password = null, raw_user_meta_data = '{}'::jsonb,
                  updated_at = now() where id = $1`,
          [id],
        );
        await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
        await tx.query(`delete from auth.identities where user_id = $1`, [id]);
      } else {
        await tx.query(`delete from auth.users where id = $1`, [id]);
      }
    });
    reply(r, 200, {});
    return;
  }
  if (method === 'PUT') {
    const body = parseBody(r);
    const email = optString(body, 'email')?.trim();
    const password = optString(body, 'password');
    const role = optString(body, 'role');
    const ban = optString(body, 'ban_duration');
    const userMeta = optObject(body, 'user_metadata') ?? optObject(body, 'data');
    const appMeta = optObject(body, 'app_metadata');
    if (email !== undefined) checkEmail(email);
    if (password !== undefined) checkPassword(app.config.passwordPolicy, password);
    const banMs = ban !== undefined ? parseBanDuration(ban) : undefined;
    const out = await app.db.transaction(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user) throw notFound();
      if (email !== undefined && email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
        const other = await findUserByEmail(tx, email);
        if (other && other.id !== id) throw emailExists();
        await changingEmail(() => tx.query(`update auth.users set email = lower($2), updated_at = now() where id = $1`, [id, email]));
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', lower($2::text)), updated_at = now()
            where user_id = $1 and provider = 'email'`,
          [id, email],
        );
      }
      if (password !== undefined) await setPassword(tx, id, password);
      if (body.email_confirm === true) await tx.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`, [id]);
      if (role !== undefined) await tx.query(`update auth.users set role = $2, updated_at = now() where id = $1`, [id, role]);
      if (userMeta !== undefined) {
        await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
          id,
          JSON.stringify(mergeMetadata(user.raw_user_meta_data, userMeta)),
        ]);
      }
      if (appMeta !== undefined) {
        await tx.query(`update auth.users set raw_app_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
          id,
          JSON.stringify(mergeMetadata(user.raw_app_meta_data, appMeta)),
        ]);
      }
      if (banMs !== undefined) {
        await tx.query(`update auth.users set banned_until = $2::timestamptz, updated_at = now() where id = $1`, [
          id,
          banMs ? new Date(Date.now() + banMs).toISOString() : null,
        ]);
        if (banMs) await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
      }
      const fresh = await findUserById(tx, id);
      return userJson(tx, fresh ?? user);
    });
    reply(r, 200, out);
    return;
  }
  throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
}
