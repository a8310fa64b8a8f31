// /user/identities… (linkIdentity, unlinkIdentity) as GoTrue answers them (internal/api/identity.go,
// middleware.go requireManualLinkingEnabled): behind config.toml [auth] enable_manual_linking.
// Only the e-mail provider signs in here, so a link to an OAuth provider is refused as that
// provider being off, and unlinking leaves at least one identity.
import type { App, RouteRequest } from '../app.ts';
import { AuthError, reply, requireUser } from './common.ts';
import { UUID_RE } from './users.ts';

export async function handleIdentities(app: App, r: RouteRequest, path: string): Promise<void> {
  const method = r.req.method ?? 'GET';
  const rest = path.slice('user/identities'.length).replace(/^\//, '');
  const authorize = rest === 'authorize' && method === 'GET';
  const unlink = rest !== '' && !rest.includes('/') && method === 'DELETE';
  if (!authorize && !unlink) throw new AuthError(404, 'not_found', 'Not found');
  await app.db.transaction(async (tx) => {
    const { user } = await requireUser(app, r, tx);
    if (!app.config.manualLinking) throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
    if (authorize) throw new AuthError(400, 'validation_failed', 'Unsupported provider: provider is not enabled');
    if (!UUID_RE.test(rest)) throw new AuthError(404, 'validation_failed', 'identity_id must be an UUID');
    const ids = await tx.query<{ id: string; provider: string }>(`select id, provider from auth.identities where user_id = $1 for update`, [user.id]);
    if (ids.rows.length <= 1) throw new AuthError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
    if (!ids.rows.some((i) => i.id === rest.toLowerCase())) throw new AuthError(422, 'identity_not_found', "Identity doesn't exist");
    await tx.query(`delete from auth.identities where id = $1`, [rest]);
    // GoTrue UpdateAppMetaDataProviders: the providers left, the first one as `provider`.
    await tx.query(
      `update auth.users u set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb)
              || jsonb_build_object('providers', p.providers, 'provider', p.providers -> 0), updated_at = now()
         from (select jsonb_agg(distinct provider) as providers from auth.identities where user_id = $1) p
        where u.id = $1`,
      [user.id],
    );
  });
  reply(r, 200, {});
}
