-- LOCAL ONLY. GoTrue's OAuth 2.1 server client table (supabase/auth migrations
-- 20250731150234_add_oauth_clients_table, 20250901200500_add_oauth_client_type,
-- 20250903112500_remove_oauth_client_id_column, 20260121000000_add_token_endpoint_auth_method), which
-- hosted Supabase already has, with GoTrue's names and checks. The local /auth/v1/admin/oauth/clients
-- (src/auth/oauth-server.ts) keeps clients here; a confidential client's secret only as its SHA-256
-- (base64url), as GoTrue does. Idempotent.
select local_sql.create_enum('auth', 'oauth_registration_type', array['dynamic', 'manual']);
select local_sql.create_enum('auth', 'oauth_client_type', array['public', 'confidential']);

create table if not exists auth.oauth_clients (
  id uuid not null,
  client_secret_hash text null,
  registration_type auth.oauth_registration_type not null,
  redirect_uris text not null,
  grant_types text not null,
  client_name text null,
  client_uri text null,
  logo_uri text null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz null,
  client_type auth.oauth_client_type not null default 'confidential',
  token_endpoint_auth_method text not null check (token_endpoint_auth_method in ('client_secret_basic', 'client_secret_post', 'none')),
  constraint oauth_clients_pkey primary key (id),
  constraint oauth_clients_client_name_length check (char_length(client_name) <= 1024),
  constraint oauth_clients_client_uri_length check (char_length(client_uri) <= 2048),
  constraint oauth_clients_logo_uri_length check (char_length(logo_uri) <= 2048)
);
comment on table auth.oauth_clients is 'auth: OAuth 2.1 server clients (Supabase Auth as an OAuth provider)';
create index if not exists oauth_clients_deleted_at_idx on auth.oauth_clients (deleted_at);
