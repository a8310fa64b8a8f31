// GET /user and PUT /user (the signed-in user's own account).
import type { App, RouteRequest } from '../app.ts';
import { AuthError, checkPassword, emailExists, invalidEmail, optObject, optString, parseBody, reply, requireUser } from './common.ts';
import { EMAIL_RE, emailHeldByOtherProfile, findUserByEmail, findUserById, mergeMetadata, passwordMatches, setPassword, userJson } from './users.ts';

export async function getUser(app: App, r: RouteRequest): Promise<void> {
  const user = await app.db.transaction(async (tx) => userJson(tx, (await requireUser(app, r, tx)).user));
  reply(r, 200, user);
}

export async function updateUser(app: App, r: RouteRequest): Promise<void> {
  const body = parseBody(r);
  const password = optString(body, 'password');
  const email = optString(body, 'email')?.trim();
  const data = optObject(body, 'data');
  if (optString(body, 'phone')) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (password !== undefined) checkPassword(app.config.passwordPolicy, password);
  if (email !== undefined && !EMAIL_RE.test(email)) throw invalidEmail();
  const out = await app.db.transaction(async (tx) => {
    const { user } = await requireUser(app, r, tx);
    if (password !== undefined) {
      if (await passwordMatches(tx, user.id, password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      await setPassword(tx, user.id, password);
    }
    if (email !== undefined && email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
      const other = await findUserByEmail(tx, email);
      if (other && other.id !== user.id) throw emailExists();
      // A profile made ahead by an admin (no auth account yet) holds the address too.
      if (await emailHeldByOtherProfile(tx, email, user.id)) throw emailExists();
      // Local decision: the change applies at once (no confirmation mail round-trip).
      await tx.query(`update auth.users set email = lower($2), email_confirmed_at = now(), updated_at = now() where id = $1`, [user.id, email]);
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', lower($2::text)), updated_at = now()
          where user_id = $1 and provider = 'email'`,
        [user.id, email],
      );
    }
    if (data !== undefined) {
      await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
        user.id,
        JSON.stringify(mergeMetadata(user.raw_user_meta_data, data)),
      ]);
    }
    const fresh = await findUserById(tx, user.id);
    return userJson(tx, fresh ?? user);
  });
  reply(r, 200, out);
}
