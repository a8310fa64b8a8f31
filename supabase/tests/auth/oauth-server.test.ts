// Issue 27 §4: GoTrue's OAuth 2.1 server client administration (/auth/v1/admin/oauth/clients) in the
// stand-in — off as in this project's config.toml (GoTrue's 404 "OAuth server is disabled"), on with
// [auth.oauth_server] enabled or GoTrue's env GOTRUE_OAUTH_SERVER_ENABLED. Shapes, codes and messages
// follow supabase/auth internal/api/oauthserver. Runs on PGlite and, with TEST_PG_URL, PostgreSQL 15.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { projectConfig } from '../../local/src/project-config.ts';
import { oauthServerWithEnv } from '../../local/src/project-config/auth-policy.ts';
import { parseToml, ProjectConfigError } from '../../local/src/project-config/toml.ts';
import { startTestServer, clientFor, createUser, signIn, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY, type TestServer } from '../helpers/local-server.ts';

let off: TestServer;
let on: TestServer;
before(async () => {
  off = await startTestServer({ seed: false });
  on = await startTestServer({
    seed: false,
    env: { GOTRUE_OAUTH_SERVER_ENABLED: 'true', GOTRUE_OAUTH_SERVER_ALLOW_DYNAMIC_REGISTRATION: 'true', RATE_LIMIT_OAUTH_CLIENT_REGISTER_PER_IP: '3' },
  });
});
after(async () => {
  await off?.stop();
  await on?.stop();
});

interface Res {
  status: number;
  body: Record<string, unknown> | null;
  text: string;
}
async function call(server: TestServer, method: string, path: string, body?: unknown, key: string | null = DEMO_SERVICE_ROLE_KEY): Promise<Res> {
  const headers: Record<string, string> = { apikey: DEMO_ANON_KEY };
  if (key) headers.authorization = `Bearer ${key}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}/auth/v1/${path}`, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, text, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}
const create = (body: unknown, server = on) => call(server, 'POST', 'admin/oauth/clients', body);
const error = (r: Res) => ({ status: r.status, code: r.body?.code, message: r.body?.message });

test('off (this project): every OAuth server route answers GoTrue\'s 404 "OAuth server is disabled", admin routes after the admin check', async () => {
  for (const [method, path] of [
    ['GET', 'admin/oauth/clients'],
    ['POST', 'admin/oauth/clients'],
    ['GET', 'oauth/authorize'],
    ['POST', 'oauth/clients/register'],
    ['GET', '.well-known/oauth-authorization-server'],
  ] as const) {
    const r = await call(off, method, path, method === 'POST' ? { redirect_uris: ['https://example.com/cb'] } : undefined);
    assert.deepEqual(error(r), { status: 404, code: 'feature_disabled', message: 'OAuth server is disabled' }, path);
  }
  const anon = await call(off, 'GET', 'admin/oauth/clients', undefined, DEMO_ANON_KEY);
  assert.deepEqual(error(anon), { status: 403, code: 'not_admin', message: 'User not allowed' });
  const rows = await off.db.query<{ n: number }>('select count(*)::int as n from auth.oauth_clients');
  assert.equal(rows.rows[0]?.n, 0);
});

test('on: create shows a confidential client\'s secret once, stores only its SHA-256, and applies GoTrue\'s defaults', async () => {
  const r = await create({ client_name: 'Reporting tool', redirect_uris: ['https://example.com/callback'], client_uri: 'https://example.com', logo_uri: 'https://example.com/logo.png' });
  assert.equal(r.status, 201);
  const c = r.body ?? {};
  assert.match(String(c.client_id), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.match(String(c.client_secret), /^[A-Za-z0-9_-]{43}$/);
  assert.deepEqual(Object.keys(c), [
    'client_id', 'client_secret', 'client_type', 'redirect_uris', 'token_endpoint_auth_method', 'grant_types', 'response_types',
    'client_name', 'client_uri', 'logo_uri', 'registration_type', 'created_at', 'updated_at',
  ]);
  assert.equal(c.client_type, 'confidential');
  assert.equal(c.token_endpoint_auth_method, 'client_secret_basic');
  assert.deepEqual(c.grant_types, ['authorization_code', 'refresh_token']);
  assert.deepEqual(c.response_types, ['code']);
  assert.equal(c.registration_type, 'manual');
  assert.ok(!Number.isNaN(Date.parse(String(c.created_at))));
  const stored = await on.db.query<{ client_secret_hash: string }>('select client_secret_hash from auth.oauth_clients where id = $1', [c.client_id]);
  assert.equal(stored.rows[0]?.client_secret_hash, createHash('sha256').update(String(c.client_secret)).digest('base64url'));
  // get never shows the secret again
  const got = await call(on, 'GET', `admin/oauth/clients/${String(c.client_id)}`);
  assert.equal(got.status, 200);
  assert.equal(got.body?.client_secret, undefined);
  assert.equal(got.body?.client_name, 'Reporting tool');
  // a public client (by client_type or by token_endpoint_auth_method "none") gets no secret
  for (const body of [{ client_type: 'public' }, { token_endpoint_auth_method: 'none' }]) {
    const p = await create({ redirect_uris: ['myapp://callback', 'http://localhost:3000/cb'], ...body });
    assert.equal(p.status, 201);
    assert.equal(p.body?.client_type, 'public');
    assert.equal(p.body?.token_endpoint_auth_method, 'none');
    assert.equal(p.body?.client_secret, undefined);
    assert.equal(p.body?.client_name, undefined, 'empty fields are omitted, as GoTrue omits them');
    assert.deepEqual(p.body?.redirect_uris, ['myapp://callback', 'http://localhost:3000/cb']);
  }
});

test('on: list, partial update, regenerate_secret and soft delete', async () => {
  const a = (await create({ client_name: 'A', redirect_uris: ['https://a.example/cb'] })).body ?? {};
  const b = (await create({ client_name: 'B', redirect_uris: ['https://b.example/cb'], grant_types: ['authorization_code'] })).body ?? {};
  const list = await call(on, 'GET', 'admin/oauth/clients?page=1&per_page=1');
  assert.equal(list.status, 200);
  const clients = list.body?.clients as Record<string, unknown>[];
  // GoTrue does not paginate this list: every live client, newest first, no secrets
  assert.ok(clients.length >= 2);
  assert.deepEqual(clients.slice(0, 2).map((c) => c.client_id), [b.client_id, a.client_id]);
  assert.ok(clients.every((c) => c.client_secret === undefined));

  const upd = await call(on, 'PUT', `admin/oauth/clients/${String(a.client_id)}`, { logo_uri: 'https://a.example/new-logo.png' });
  assert.equal(upd.status, 200);
  assert.equal(upd.body?.logo_uri, 'https://a.example/new-logo.png');
  assert.equal(upd.body?.client_name, 'A', 'fields not sent stay');
  assert.deepEqual(upd.body?.redirect_uris, ['https://a.example/cb']);
  const upd2 = await call(on, 'PUT', `admin/oauth/clients/${String(a.client_id)}`, {
    client_name: '',
    redirect_uris: ['https://a.example/one', 'https://a.example/two'],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_post',
  });
  assert.equal(upd2.status, 200);
  assert.equal(upd2.body?.client_name, undefined, 'an empty name clears it');
  assert.deepEqual(upd2.body?.redirect_uris, ['https://a.example/one', 'https://a.example/two']);
  assert.deepEqual(upd2.body?.grant_types, ['authorization_code']);
  assert.equal(upd2.body?.token_endpoint_auth_method, 'client_secret_post');

  const before = await on.db.query<{ h: string }>('select client_secret_hash as h from auth.oauth_clients where id = $1', [a.client_id]);
  const regen = await call(on, 'POST', `admin/oauth/clients/${String(a.client_id)}/regenerate_secret`);
  assert.equal(regen.status, 200);
  assert.match(String(regen.body?.client_secret), /^[A-Za-z0-9_-]{43}$/);
  assert.notEqual(regen.body?.client_secret, a.client_secret);
  const afterRegen = await on.db.query<{ h: string }>('select client_secret_hash as h from auth.oauth_clients where id = $1', [a.client_id]);
  assert.notEqual(afterRegen.rows[0]?.h, before.rows[0]?.h);
  assert.equal(afterRegen.rows[0]?.h, createHash('sha256').update(String(regen.body?.client_secret)).digest('base64url'));
  const pub = (await create({ client_type: 'public', redirect_uris: ['https://p.example/cb'] })).body ?? {};
  assert.deepEqual(error(await call(on, 'POST', `admin/oauth/clients/${String(pub.client_id)}/regenerate_secret`)), {
    status: 400, code: 'validation_failed', message: 'Cannot regenerate secret for public client',
  });

  const del = await call(on, 'DELETE', `admin/oauth/clients/${String(a.client_id)}`);
  assert.equal(del.status, 204);
  assert.equal(del.text, '');
  const gone = { status: 404, code: 'oauth_client_not_found', message: 'OAuth client not found' };
  assert.deepEqual(error(await call(on, 'GET', `admin/oauth/clients/${String(a.client_id)}`)), gone);
  assert.deepEqual(error(await call(on, 'DELETE', `admin/oauth/clients/${String(a.client_id)}`)), gone);
  assert.deepEqual(error(await call(on, 'PUT', `admin/oauth/clients/${String(a.client_id)}`, { client_name: 'x' })), gone);
  const listed = ((await call(on, 'GET', 'admin/oauth/clients')).body?.clients as Record<string, unknown>[]).map((c) => c.client_id);
  assert.ok(!listed.includes(a.client_id) && listed.includes(b.client_id));
  const kept = await on.db.query<{ deleted: boolean }>('select deleted_at is not null as deleted from auth.oauth_clients where id = $1', [a.client_id]);
  assert.equal(kept.rows[0]?.deleted, true, 'GoTrue soft-deletes');
});

test('on: supabase-js auth.admin.oauth drives the same endpoints', async () => {
  const oauth = clientFor(on.url, DEMO_SERVICE_ROLE_KEY).auth.admin.oauth;
  const { data, error: e } = await oauth.createClient({ client_name: 'SDK client', redirect_uris: ['https://sdk.example/cb'] });
  assert.equal(e, null);
  assert.ok(data?.client_secret);
  const { data: listed } = await oauth.listClients();
  assert.ok(listed.clients.some((c) => c.client_id === data?.client_id));
  const { error: delError } = await oauth.deleteClient(String(data?.client_id));
  assert.equal(delError, null);
  const { data: gone, error: getError } = await oauth.getClient(String(data?.client_id));
  assert.equal(gone, null);
  assert.equal(getError?.status, 404);
});

test('on: create refuses what GoTrue refuses, with its messages (registration prefixes the inner status)', async () => {
  const cases: [unknown, string][] = [
    [{ client_name: 'x', redirect_uris: [] }, '400: redirect_uris is required'],
    [{ client_name: 'x' }, '400: redirect_uris is required'],
    [{ redirect_uris: ['http://example.com/cb'] }, "400: invalid redirect_uri 'http://example.com/cb': HTTP scheme only allowed for localhost"],
    [{ redirect_uris: ['javascript://example.com/%0aalert(1)'] }, "400: invalid redirect_uri 'javascript://example.com/%0aalert(1)': scheme 'javascript' is not allowed for security reasons"],
    [{ redirect_uris: ['https://example.com/cb#frag'] }, "400: invalid redirect_uri 'https://example.com/cb#frag': fragment not allowed in redirect URI"],
    [{ redirect_uris: ['/relative/cb'] }, "400: invalid redirect_uri '/relative/cb': must have scheme and host"],
    [{ redirect_uris: [''] }, "400: invalid redirect_uri '': redirect URI cannot be empty"],
    [{ redirect_uris: ['https://example.com/%zz'] }, "400: invalid redirect_uri 'https://example.com/%zz': invalid URL format"],
    [{ redirect_uris: ['https://exa\nmple.com/cb'] }, "400: invalid redirect_uri 'https://exa\nmple.com/cb': invalid URL format"],
    [{ redirect_uris: Array.from({ length: 11 }, (_, i) => `https://example.com/${i}`) }, '400: redirect_uris cannot exceed 10 items'],
    [{ redirect_uris: ['https://example.com/cb'], grant_types: ['client_credentials'] }, "400: grant_types must only contain 'authorization_code' and/or 'refresh_token'"],
    [{ redirect_uris: ['https://example.com/cb'], client_name: 'x'.repeat(1025) }, '400: client_name cannot exceed 1024 characters'],
    [{ redirect_uris: ['https://example.com/cb'], client_name: 'ğ'.repeat(513) }, '400: client_name cannot exceed 1024 characters'],
    [{ redirect_uris: ['https://example.com/cb'], client_uri: 'not a url' }, '400: client_uri must be a valid URL'],
    [{ redirect_uris: ['https://example.com/cb'], logo_uri: `https://example.com/${'a'.repeat(2040)}` }, '400: logo_uri cannot exceed 2048 characters'],
    [{ redirect_uris: ['https://example.com/cb'], client_type: 'secret' }, "400: client_type must be 'public' or 'confidential'"],
    [{ redirect_uris: ['https://example.com/cb'], token_endpoint_auth_method: 'private_key_jwt' }, '400: token_endpoint_auth_method must be one of: [none client_secret_basic client_secret_post]'],
    [{ redirect_uris: ['https://example.com/cb'], client_type: 'public', token_endpoint_auth_method: 'client_secret_basic' }, "400: client_type 'public' is inconsistent with token_endpoint_auth_method 'client_secret_basic' (expected client_type 'confidential')"],
  ];
  for (const [body, message] of cases) {
    assert.deepEqual(error(await create(body)), { status: 400, code: 'validation_failed', message }, JSON.stringify(body).slice(0, 80));
  }
  for (const body of ['', 'not json', '[]', '{"redirect_uris": "https://example.com/cb"}', '{"redirect_uris": [1]}', '{"redirect_uris": ["https://example.com/cb"], "client_name": 5}']) {
    assert.deepEqual(error(await create(body)), { status: 400, code: 'bad_json', message: 'Invalid JSON body' }, body);
  }
  // registration_type cannot be chosen by the caller: the admin endpoint always registers "manual"
  const forced = await create({ redirect_uris: ['https://example.com/cb'], registration_type: 'dynamic' });
  assert.equal(forced.body?.registration_type, 'manual');
});

test('on: update and the client routes refuse what GoTrue refuses', async () => {
  const c = (await create({ redirect_uris: ['https://example.com/cb'] })).body ?? {};
  const path = `admin/oauth/clients/${String(c.client_id)}`;
  const cases: [unknown, string][] = [
    [{}, 'No fields provided for update'],
    [{ client_name: null }, 'No fields provided for update'],
    [{ redirect_uris: [] }, 'redirect_uris cannot be empty'],
    [{ redirect_uris: ['ftp://example.com', 'http://evil.example/cb'] }, "invalid redirect_uri 'http://evil.example/cb': HTTP scheme only allowed for localhost"],
    [{ grant_types: [] }, 'grant_types cannot be empty'],
    [{ grant_types: ['implicit'] }, "grant_types must only contain 'authorization_code' and/or 'refresh_token'"],
    [{ token_endpoint_auth_method: 'none' }, "token_endpoint_auth_method 'none' is not valid for client_type 'confidential'; valid methods: [client_secret_basic client_secret_post]"],
    [{ token_endpoint_auth_method: 'tls' }, 'invalid token_endpoint_auth_method: must be one of [none client_secret_basic client_secret_post]'],
    [{ logo_uri: 'logo.png' }, 'logo_uri must be a valid URL'],
  ];
  for (const [body, message] of cases) {
    assert.deepEqual(error(await call(on, 'PUT', path, body)), { status: 400, code: 'validation_failed', message }, JSON.stringify(body));
  }
  const unchanged = await call(on, 'GET', path);
  assert.deepEqual(unchanged.body?.redirect_uris, ['https://example.com/cb']);
  assert.deepEqual(error(await call(on, 'GET', 'admin/oauth/clients/not-a-uuid')), { status: 400, code: 'validation_failed', message: 'invalid client_id format' });
  assert.deepEqual(error(await call(on, 'GET', 'admin/oauth/clients/00000000-0000-0000-0000-000000000000')), {
    status: 404, code: 'oauth_client_not_found', message: 'OAuth client not found',
  });
  // gofrs/uuid's other spellings find the same client
  const hex = String(c.client_id).replace(/-/g, '').toUpperCase();
  assert.equal((await call(on, 'GET', `admin/oauth/clients/${hex}`)).body?.client_id, c.client_id);
});

test('on: only the service_role key administers clients', async () => {
  await createUser(on.url, 'oauth-user@example.test', 'password123');
  const user = await signIn(on.url, 'oauth-user@example.test', 'password123');
  const token = (await user.auth.getSession()).data.session?.access_token ?? '';
  assert.ok(token);
  for (const key of [DEMO_ANON_KEY, token]) {
    for (const [method, path] of [['GET', 'admin/oauth/clients'], ['POST', 'admin/oauth/clients']] as const) {
      const r = await call(on, method, path, method === 'POST' ? { redirect_uris: ['https://example.com/cb'] } : undefined, key);
      assert.deepEqual(error(r), { status: 403, code: 'not_admin', message: 'User not allowed' });
    }
  }
  const none = await call(on, 'GET', 'admin/oauth/clients', undefined, null);
  assert.equal(none.status, 401);
});

test('on: dynamic registration (allow_dynamic_registration) needs no key, registers "dynamic" and is rate-limited per IP', async () => {
  const r = await call(on, 'POST', 'oauth/clients/register', { client_name: 'Self-registered', redirect_uris: ['https://dcr.example/cb'] }, null);
  assert.equal(r.status, 201);
  assert.equal(r.body?.registration_type, 'dynamic');
  assert.ok(r.body?.client_secret);
  const bad = await call(on, 'POST', 'oauth/clients/register', { redirect_uris: [] }, null);
  assert.deepEqual(error(bad), { status: 400, code: 'validation_failed', message: '400: redirect_uris is required' });
  await call(on, 'POST', 'oauth/clients/register', { redirect_uris: ['https://dcr.example/cb'] }, null);
  const limited = await call(on, 'POST', 'oauth/clients/register', { redirect_uris: ['https://dcr.example/cb'] }, null);
  assert.equal(limited.status, 429);
  // the authorization flow itself is not emulated: its routes are not found rather than "disabled"
  assert.equal((await call(on, 'GET', 'oauth/authorize?client_id=x', undefined, null)).status, 404);
});

test('config.toml [auth.oauth_server] is read as the CLI defines it; GoTrue env names override', () => {
  const file = '/project/supabase/config.toml';
  const read = (toml: string) => projectConfig(parseToml(toml, file), file).oauthServer;
  assert.deepEqual(read(''), { enabled: false, allowDynamicRegistration: false, authorizationUrlPath: '/oauth/consent' });
  const set = read('[auth.oauth_server]\nenabled = true\nauthorization_url_path = "/consent"\nallow_dynamic_registration = true\n');
  assert.deepEqual(set, { enabled: true, allowDynamicRegistration: true, authorizationUrlPath: '/consent' });
  assert.throws(() => read('[auth.oauth_server]\nenable = true\n'), (e: unknown) => e instanceof ProjectConfigError && /unknown key \[auth\.oauth_server\] enable/.test(e.message));
  assert.throws(() => read('[auth.oauth_server]\nenabled = "yes"\n'), (e: unknown) => e instanceof ProjectConfigError && /\[auth\.oauth_server\] enabled must be true or false/.test(e.message));
  assert.deepEqual(oauthServerWithEnv(set, { GOTRUE_OAUTH_SERVER_ENABLED: 'false' }).enabled, false);
  assert.deepEqual(oauthServerWithEnv(read(''), { GOTRUE_OAUTH_SERVER_ENABLED: 'true' }).enabled, true);
  assert.deepEqual(oauthServerWithEnv(read(''), {}).enabled, false);
});
