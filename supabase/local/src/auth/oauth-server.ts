// The OAuth 2.1 server's client administration (Supabase Auth as an OAuth provider), as GoTrue
// does it (supabase/auth internal/api/oauthserver: handlers.go, service.go, client_auth.go and
// models/oauth_client.go): /admin/oauth/clients create, list, get, partial update, soft delete and
// regenerate_secret, service_role only, behind config.toml [auth.oauth_server] enabled (env
// GOTRUE_OAUTH_SERVER_ENABLED). A confidential client's secret is shown once and kept as GoTrue keeps
// it: SHA-256, base64url, in auth.oauth_clients (supabase/local/sql/016_local_oauth_server.sql).
// The authorization flow itself (/oauth/authorize, /oauth/token, consent) is not emulated.
import { createHash, randomBytes } from 'node:crypto';
import type { App, RouteRequest } from '../app.ts';
import { send } from '../http.ts';
import { API_VERSION_HEADER, AuthError, reply, type Json } from './common.ts';
import { iso } from './users.ts';

const AUTH_METHODS = ['none', 'client_secret_basic', 'client_secret_post'] as const;
const DEFAULT_GRANT_TYPES = ['authorization_code', 'refresh_token'];
/** Go's %v of a []string. */
const goList = (xs: readonly string[]) => `[${xs.join(' ')}]`;
const byteLength = (s: string) => Buffer.byteLength(s, 'utf8');
/** An ASCII control character (Go's url.Parse refuses them). */
const hasControl = (s: string) => [...s].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

const badRequest = (message: string) => new AuthError(400, 'validation_failed', message);
const badJson = () => new AuthError(400, 'bad_json', 'Invalid JSON body');

export const oauthServerDisabled = () => new AuthError(404, 'feature_disabled', 'OAuth server is disabled');

// ---- request bodies, decoded as Go's encoding/json decodes into GoTrue's param structs ---------

/** The body as a JSON object (Go: an empty body is EOF, an array or a scalar does not fit the
 *  struct; `null` decodes to the zero struct). */
function decodeObject(r: RouteRequest): Record<string, unknown> {
  const text = r.body.toString('utf8').trim();
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw badJson();
  }
  if (v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw badJson();
  return v as Record<string, unknown>;
}

/** Go matches a JSON key to a field exactly first, then case-insensitively. */
function field(body: Record<string, unknown>, name: string): unknown {
  if (Object.prototype.hasOwnProperty.call(body, name)) return body[name];
  const key = Object.keys(body).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : body[key];
}

/** A string field: absent or null → undefined; anything but a string is a decode error. */
function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const v = field(body, name);
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw badJson();
  return v;
}

/** A []string field: absent or null → undefined; a null element decodes to "" (Go). */
function stringListField(body: Record<string, unknown>, name: string): string[] | undefined {
  const v = field(body, name);
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v)) throw badJson();
  return v.map((x) => {
    if (x === null) return '';
    if (typeof x !== 'string') throw badJson();
    return x;
  });
}

// ---- validation (service.go) ---------------------------------------------------------------------

/** Go's url.Parse far enough to tell scheme, host and fragment; undefined when Go would fail. */
function parseGoUrl(raw: string): { scheme: string; host: string; hostname: string; fragment: string; rest: string } | undefined {
  // Go refuses ASCII control characters and malformed %-escapes.
  if (hasControl(raw)) return undefined;
  if (/%(?![0-9A-Fa-f]{2})/.test(raw)) return undefined;
  const hash = raw.indexOf('#');
  const fragment = hash >= 0 ? raw.slice(hash + 1) : '';
  const beforeFragment = hash >= 0 ? raw.slice(0, hash) : raw;
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):(.*)$/s.exec(beforeFragment);
  if (!m) {
    if (beforeFragment.startsWith(':')) return undefined; // "missing protocol scheme"
    // no scheme: a colon in the first path segment is an error
    const firstSegment = beforeFragment.split('/')[0] ?? '';
    if (firstSegment.includes(':')) return undefined;
    return { scheme: '', host: '', hostname: '', fragment, rest: beforeFragment };
  }
  const scheme = (m[1] ?? '').toLowerCase();
  const rest = m[2] ?? '';
  let host = '';
  if (rest.startsWith('//')) {
    const authority = rest.slice(2).split(/[/?]/)[0] ?? '';
    host = authority.includes('@') ? authority.slice(authority.lastIndexOf('@') + 1) : authority;
    if (/[\s<>"{}|\\^`]/.test(host)) return undefined;
    if (host.startsWith('[') && !host.includes(']')) return undefined;
  }
  let hostname = host;
  if (hostname.startsWith('[')) hostname = hostname.slice(1, hostname.indexOf(']'));
  else hostname = hostname.replace(/:\d*$/, '');
  return { scheme, host, hostname, fragment, rest };
}

/** GoTrue's validateRedirectURI (RFC 6749 §3.1.2, RFC 6819 §5.1.1): the reason, or undefined. */
function redirectUriProblem(uri: string): string | undefined {
  if (uri === '') return 'redirect URI cannot be empty';
  const u = parseGoUrl(uri);
  if (!u) return 'invalid URL format';
  if (u.scheme === '' || u.host === '') return 'must have scheme and host';
  if (['javascript', 'data', 'file', 'vbscript', 'about', 'blob'].includes(u.scheme)) return `scheme '${u.scheme}' is not allowed for security reasons`;
  if (u.scheme === 'http' && !['localhost', '127.0.0.1', '::1'].includes(u.hostname)) return 'HTTP scheme only allowed for localhost';
  if (u.fragment !== '') return 'fragment not allowed in redirect URI';
  return undefined;
}

function validateRedirectUriList(uris: string[], required: boolean): void {
  if (required && uris.length === 0) throw badRequest('redirect_uris is required');
  if (uris.length === 0) throw badRequest('redirect_uris cannot be empty');
  if (uris.length > 10) throw badRequest('redirect_uris cannot exceed 10 items');
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw badRequest(`invalid redirect_uri '${uri}': ${problem}`);
  }
}

function validateGrantTypes(types: string[]): void {
  if (types.length === 0) throw badRequest('grant_types cannot be empty');
  for (const t of types) {
    if (t !== 'authorization_code' && t !== 'refresh_token') throw badRequest("grant_types must only contain 'authorization_code' and/or 'refresh_token'");
  }
}

function validateClientName(name: string): void {
  if (byteLength(name) > 1024) throw badRequest('client_name cannot exceed 1024 characters');
}

/** Go's url.ParseRequestURI: an absolute URI whose rest starts with "/" or an absolute path. */
function validateUri(name: 'client_uri' | 'logo_uri', value: string): void {
  if (value === '') return;
  if (byteLength(value) > 2048) throw badRequest(`${name} cannot exceed 2048 characters`);
  const ok = (() => {
    if (hasControl(value) || /%(?![0-9A-Fa-f]{2})/.test(value)) return false;
    if (value.startsWith('/')) return true;
    const m = /^([A-Za-z][A-Za-z0-9+.-]*):(.*)$/s.exec(value);
    if (!m) return false;
    const rest = m[2] ?? '';
    if (!rest.startsWith('/')) return false;
    if (rest.startsWith('//')) {
      const host = (rest.slice(2).split(/[/?]/)[0] ?? '').replace(/^.*@/, '');
      if (/[\s<>"{}|\\^`]/.test(host)) return false;
    }
    return true;
  })();
  if (!ok) throw badRequest(`${name} must be a valid URL`);
}

const inferClientType = (method: string) => (method === 'none' ? 'public' : 'confidential');
const validMethodsFor = (clientType: string): string[] => (clientType === 'public' ? ['none'] : clientType === 'confidential' ? ['client_secret_basic', 'client_secret_post'] : []);

// ---- storage ---------------------------------------------------------------------------------------

interface ClientRow {
  id: string;
  client_secret_hash: string | null;
  registration_type: string;
  client_type: string;
  token_endpoint_auth_method: string;
  redirect_uris: string;
  grant_types: string;
  client_name: string | null;
  client_uri: string | null;
  logo_uri: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

const COLUMNS = `id, client_secret_hash, registration_type::text as registration_type, client_type::text as client_type,
  token_endpoint_auth_method, redirect_uris, grant_types, client_name, client_uri, logo_uri, created_at, updated_at`;

/** 32 random bytes, base64url without padding (GoTrue's generateClientSecret). */
function newSecret(): { plain: string; hash: string } {
  const plain = randomBytes(32).toString('base64url');
  return { plain, hash: createHash('sha256').update(plain).digest('base64url') };
}

/** GoTrue's OAuthServerClientResponse; empty strings and lists are omitted (omitempty). */
function clientJson(c: ClientRow, secret?: string): Json {
  const split = (s: string) => (s === '' ? [] : s.split(','));
  const out: Json = { client_id: c.id };
  if (secret) out.client_secret = secret;
  out.client_type = c.client_type;
  const redirectUris = split(c.redirect_uris);
  if (redirectUris.length) out.redirect_uris = redirectUris;
  if (c.token_endpoint_auth_method) out.token_endpoint_auth_method = c.token_endpoint_auth_method;
  const grantTypes = split(c.grant_types);
  if (grantTypes.length) out.grant_types = grantTypes;
  out.response_types = ['code'];
  if (c.client_name) out.client_name = c.client_name;
  if (c.client_uri) out.client_uri = c.client_uri;
  if (c.logo_uri) out.logo_uri = c.logo_uri;
  if (c.registration_type) out.registration_type = c.registration_type;
  out.created_at = iso(c.created_at) ?? null;
  out.updated_at = iso(c.updated_at) ?? null;
  return out;
}

/** gofrs/uuid FromString: canonical, {braced}, urn:uuid: prefixed or 32 hex digits; lower-cased. */
function parseUuid(raw: string): string | undefined {
  let s = raw;
  if (/^urn:uuid:/i.test(s)) s = s.slice(9);
  else if (s.startsWith('{') && s.endsWith('}')) s = s.slice(1, -1);
  if (/^[0-9a-f]{32}$/i.test(s)) s = `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s) ? s.toLowerCase() : undefined;
}

async function loadClient(app: App, rawId: string): Promise<ClientRow> {
  if (rawId === '') throw badRequest('client_id is required');
  const id = parseUuid(rawId);
  if (!id) throw badRequest('invalid client_id format');
  const { rows } = await app.db.query<ClientRow>(`select ${COLUMNS} from auth.oauth_clients where id = $1 and deleted_at is null`, [id]);
  const row = rows[0];
  if (!row) throw new AuthError(404, 'oauth_client_not_found', 'OAuth client not found');
  return row;
}

// ---- handlers ------------------------------------------------------------------------------------

/** Registration (admin: manual; /oauth/clients/register: dynamic). GoTrue reports every
 *  validation error of registration as 400 validation_failed with the inner error's text, which for
 *  its own HTTP errors starts with the status ("400: redirect_uris is required"). */
async function register(app: App, r: RouteRequest, registrationType: 'manual' | 'dynamic'): Promise<void> {
  const body = decodeObject(r);
  const redirectUris = stringListField(body, 'redirect_uris') ?? [];
  const clientTypeParam = stringField(body, 'client_type') ?? '';
  const methodParam = stringField(body, 'token_endpoint_auth_method') ?? '';
  const grantTypesParam = stringListField(body, 'grant_types') ?? [];
  const clientName = stringField(body, 'client_name') ?? '';
  const clientUri = stringField(body, 'client_uri') ?? '';
  const logoUri = stringField(body, 'logo_uri') ?? '';
  try {
    validateRedirectUriList(redirectUris, true);
    if (grantTypesParam.length > 0) validateGrantTypes(grantTypesParam);
    validateClientName(clientName);
    validateUri('client_uri', clientUri);
    validateUri('logo_uri', logoUri);
    if (clientTypeParam !== '' && clientTypeParam !== 'public' && clientTypeParam !== 'confidential') {
      throw badRequest("client_type must be 'public' or 'confidential'");
    }
    if (methodParam !== '' && !(AUTH_METHODS as readonly string[]).includes(methodParam)) {
      throw badRequest(`token_endpoint_auth_method must be one of: ${goList(AUTH_METHODS)}`);
    }
    if (clientTypeParam !== '' && methodParam !== '' && inferClientType(methodParam) !== clientTypeParam) {
      throw badRequest(
        `client_type '${clientTypeParam}' is inconsistent with token_endpoint_auth_method '${methodParam}' (expected client_type '${inferClientType(methodParam)}')`,
      );
    }
  } catch (e) {
    if (e instanceof AuthError) throw badRequest(`${e.status}: ${e.message}`);
    throw e;
  }
  const clientType = clientTypeParam || (methodParam ? inferClientType(methodParam) : 'confidential');
  const method = methodParam || (clientType === 'public' ? 'none' : 'client_secret_basic');
  const grantTypes = grantTypesParam.length > 0 ? grantTypesParam : DEFAULT_GRANT_TYPES;
  const secret = clientType === 'confidential' ? newSecret() : undefined;
  const { rows } = await app.db.query<ClientRow>(
    `insert into auth.oauth_clients (id, client_secret_hash, registration_type, client_type, token_endpoint_auth_method,
       redirect_uris, grant_types, client_name, client_uri, logo_uri, created_at, updated_at)
     values (gen_random_uuid(), $1, $2::auth.oauth_registration_type, $3::auth.oauth_client_type, $4, $5, $6, $7, $8, $9, now(), now())
     returning ${COLUMNS}`,
    [secret?.hash ?? null, registrationType, clientType, method, redirectUris.join(','), grantTypes.join(','), clientName || null, clientUri || null, logoUri || null],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into auth.oauth_clients returned no row');
  reply(r, 201, clientJson(row, secret?.plain));
}

async function listClients(app: App, r: RouteRequest): Promise<void> {
  // GoTrue lists every live client, newest first; it does not paginate (page/per_page are ignored).
  const { rows } = await app.db.query<ClientRow>(`select ${COLUMNS} from auth.oauth_clients where deleted_at is null order by created_at desc`);
  reply(r, 200, rows.length ? { clients: rows.map((c) => clientJson(c)) } : {});
}

async function updateClient(app: App, r: RouteRequest, client: ClientRow): Promise<void> {
  const body = decodeObject(r);
  const redirectUris = stringListField(body, 'redirect_uris');
  const grantTypes = stringListField(body, 'grant_types');
  const clientName = stringField(body, 'client_name');
  const clientUri = stringField(body, 'client_uri');
  const logoUri = stringField(body, 'logo_uri');
  const method = stringField(body, 'token_endpoint_auth_method');
  if ([redirectUris, grantTypes, clientName, clientUri, logoUri, method].every((v) => v === undefined)) {
    throw badRequest('No fields provided for update');
  }
  if (redirectUris !== undefined) validateRedirectUriList(redirectUris, false);
  if (grantTypes !== undefined) validateGrantTypes(grantTypes);
  if (clientName !== undefined) validateClientName(clientName);
  if (clientUri !== undefined) validateUri('client_uri', clientUri);
  if (logoUri !== undefined) validateUri('logo_uri', logoUri);
  if (method !== undefined) {
    if (!(AUTH_METHODS as readonly string[]).includes(method)) throw badRequest(`invalid token_endpoint_auth_method: must be one of ${goList(AUTH_METHODS)}`);
    if (!validMethodsFor(client.client_type).includes(method)) {
      throw badRequest(
        `token_endpoint_auth_method '${method}' is not valid for client_type '${client.client_type}'; valid methods: ${goList(validMethodsFor(client.client_type))}`,
      );
    }
  }
  const text = (v: string | undefined) => (v === undefined ? null : v);
  const { rows } = await app.db.query<ClientRow>(
    `update auth.oauth_clients set
       redirect_uris = coalesce($2, redirect_uris),
       grant_types = coalesce($3, grant_types),
       client_name = case when $4::boolean then nullif($5, '') else client_name end,
       client_uri = case when $6::boolean then nullif($7, '') else client_uri end,
       logo_uri = case when $8::boolean then nullif($9, '') else logo_uri end,
       token_endpoint_auth_method = coalesce($10, token_endpoint_auth_method),
       updated_at = now()
     where id = $1 and deleted_at is null
     returning ${COLUMNS}`,
    [
      client.id,
      redirectUris === undefined ? null : redirectUris.join(','),
      grantTypes === undefined ? null : grantTypes.join(','),
      clientName !== undefined,
      text(clientName),
      clientUri !== undefined,
      text(clientUri),
      logoUri !== undefined,
      text(logoUri),
      text(method),
    ],
  );
  const row = rows[0];
  if (!row) throw new AuthError(404, 'oauth_client_not_found', 'OAuth client not found');
  reply(r, 200, clientJson(row));
}

async function regenerateSecret(app: App, r: RouteRequest, client: ClientRow): Promise<void> {
  if (client.client_type !== 'confidential') throw badRequest('Cannot regenerate secret for public client');
  const secret = newSecret();
  const { rows } = await app.db.query<ClientRow>(
    `update auth.oauth_clients set client_secret_hash = $2, updated_at = now() where id = $1 and deleted_at is null returning ${COLUMNS}`,
    [client.id, secret.hash],
  );
  const row = rows[0];
  if (!row) throw new AuthError(404, 'oauth_client_not_found', 'OAuth client not found');
  reply(r, 200, clientJson(row, secret.plain));
}

const methodNotAllowed = () => new AuthError(405, 'method_not_allowed', 'Method not allowed');

/** /admin/oauth… — the caller is already checked as service_role and the server as enabled. */
export async function handleAdminOAuth(app: App, r: RouteRequest, path: string): Promise<void> {
  const method = r.req.method ?? 'GET';
  if (path === 'admin/oauth/clients') {
    if (method === 'POST') return register(app, r, 'manual');
    if (method === 'GET') return listClients(app, r);
    throw methodNotAllowed();
  }
  const m = /^admin\/oauth\/clients\/([^/]*)(?:\/(regenerate_secret))?$/.exec(path);
  if (!m) throw new AuthError(404, 'not_found', 'Not found');
  let rawId: string;
  try {
    rawId = decodeURIComponent(m[1] ?? '');
  } catch {
    throw badRequest('invalid client_id format');
  }
  const client = await loadClient(app, rawId);
  if (m[2]) {
    if (method !== 'POST') throw methodNotAllowed();
    return regenerateSecret(app, r, client);
  }
  if (method === 'GET') return reply(r, 200, clientJson(client));
  if (method === 'PUT') return updateClient(app, r, client);
  if (method === 'DELETE') {
    await app.db.query(`update auth.oauth_clients set deleted_at = now(), updated_at = now() where id = $1 and deleted_at is null`, [client.id]);
    send(r.req, r.res, 204, '', API_VERSION_HEADER);
    return;
  }
  throw methodNotAllowed();
}

/** POST /oauth/clients/register (RFC 7591 dynamic registration, public): only with
 *  [auth.oauth_server] allow_dynamic_registration; the router applies the per-IP limit first. */
export async function dynamicRegister(app: App, r: RouteRequest): Promise<void> {
  if (!app.config.oauthServer.allowDynamicRegistration) {
    throw new AuthError(403, 'oauth_dynamic_client_registration_disabled', 'Dynamic client registration is not enabled');
  }
  return register(app, r, 'dynamic');
}
