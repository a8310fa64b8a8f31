-- LOCAL ONLY. The parts of GoTrue's auth schema the local /auth/v1 needs beyond the bootstrap:
-- sessions, rotating refresh tokens and identities (supabase/auth migrations), plus the
-- auth.users columns hosted Supabase has, so seeds written for either work. Idempotent.
alter table auth.users add column if not exists instance_id uuid;
alter table auth.users add column if not exists phone text;
alter table auth.users add column if not exists phone_confirmed_at timestamptz;
alter table auth.users add column if not exists confirmation_token text;
alter table auth.users add column if not exists confirmation_sent_at timestamptz;
alter table auth.users add column if not exists email_change text;
alter table auth.users add column if not exists email_change_token_new text;
alter table auth.users add column if not exists email_change_sent_at timestamptz;
alter table auth.users add column if not exists is_super_admin boolean;
alter table auth.users add column if not exists is_anonymous boolean not null default false;
alter table auth.users add column if not exists deleted_at timestamptz;

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamp
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
-- GoTrue 20231027141322_add_session_refresh_columns: refreshed_at is a timestamp WITHOUT time zone
-- (UTC) on hosted Supabase, with the device's user agent and address of the latest sign-in/refresh.
alter table auth.sessions add column if not exists user_agent text;
alter table auth.sessions add column if not exists ip inet;
do $$
begin
  if (select data_type from information_schema.columns
       where table_schema = 'auth' and table_name = 'sessions' and column_name = 'refreshed_at') = 'timestamp with time zone' then
    alter table auth.sessions alter column refreshed_at type timestamp without time zone using refreshed_at at time zone 'UTC';
  end if;
end $$;

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- GoTrue's columns for invites, the second half of a secure e-mail change and reauthentication
-- (supabase/auth migrations; hosted Supabase has them).
alter table auth.users add column if not exists invited_at timestamptz;
alter table auth.users add column if not exists email_change_token_current text;
alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
alter table auth.users add column if not exists reauthentication_token text;
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;
