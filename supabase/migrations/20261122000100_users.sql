-- Users of the academy (spec 1 §3). One row per person; auth.users holds the credentials,
-- this table the profile, the roles and the supervision hierarchy (supervisor_id = the parent
-- user that manages this one). Roles are read from here, never from user_metadata.

create or replace function public.set_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end $$;
comment on function public.set_updated_at() is 'BEFORE UPDATE trigger: stamps updated_at.';

create table public.users (
  id uuid primary key default gen_random_uuid(),
  auth_user_id uuid unique references auth.users (id) on delete set null,
  email text not null unique check (email = lower(email) and position('@' in email) > 1),
  first_name text not null default '',
  last_name text not null default '',
  phone text,
  is_active boolean not null default true,
  -- spec 1 §1: the four roles; a user may hold several (spec 1 §3: defaults to [kullanici]).
  roles text[] not null default '{kullanici}'
    check (cardinality(roles) >= 1 and roles <@ array['admin', 'temsilci', 'beyin_antrenoru', 'kullanici']::text[]),
  supervisor_id uuid references public.users (id) on delete set null check (supervisor_id is distinct from id),
  demographic_info jsonb check (demographic_info is null or jsonb_typeof(demographic_info) = 'object'),
  -- spec 1 §3: defaults true, true, false, false
  notification_preferences jsonb not null
    default '{"emailTestResults":true,"emailNewStudent":true,"emailSystemUpdates":false,"pushNotifications":false}'::jsonb
    check (jsonb_typeof(notification_preferences) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.users is
  'Academy users (spec 1 §3): profile, roles (admin, temsilci, beyin_antrenoru, kullanici) and the supervision hierarchy via supervisor_id. Linked to auth.users by auth_user_id.';

create index users_supervisor_id_idx on public.users (supervisor_id);
create index users_created_at_idx on public.users (created_at desc);
create index users_roles_idx on public.users using gin (roles);
create index users_is_active_idx on public.users (is_active);

alter table public.users enable row level security;

-- Emails are stored lower-case so lookups by email never depend on the caller's casing.
-- Trigger names are numbered because BEFORE triggers fire in name order: normalize, guard, stamp.
create or replace function public.users_normalize() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.email := lower(btrim(new.email));
  new.first_name := coalesce(new.first_name, '');
  new.last_name := coalesce(new.last_name, '');
  if new.roles is null or cardinality(new.roles) = 0 then new.roles := '{kullanici}'; end if;
  return new;
end $$;

create trigger users_00_normalize before insert or update on public.users
  for each row execute function public.users_normalize();
create trigger users_20_set_updated_at before update on public.users
  for each row execute function public.set_updated_at();

-- A new auth account gets its profile row. Roles are ALWAYS {kullanici}: sign-up metadata is
-- user-controlled, so it may only carry names. Trusted code (create-user function, admin)
-- raises roles afterwards. If a profile with that email already exists without an auth link
-- (created ahead by an admin or a seed), it is linked instead.
create or replace function public.handle_new_auth_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.email is null then return new; end if;
  insert into public.users (auth_user_id, email, first_name, last_name, roles)
  values (
    new.id,
    lower(new.email),
    coalesce(new.raw_user_meta_data ->> 'first_name', ''),
    coalesce(new.raw_user_meta_data ->> 'last_name', ''),
    '{kullanici}'
  )
  on conflict (email) do update
    set auth_user_id = excluded.auth_user_id,
        first_name = case when public.users.first_name = '' then excluded.first_name else public.users.first_name end,
        last_name = case when public.users.last_name = '' then excluded.last_name else public.users.last_name end
    where public.users.auth_user_id is null;
  return new;
end $$;
comment on function public.handle_new_auth_user() is
  'AFTER INSERT on auth.users: creates (or links) the public.users profile with roles {kullanici}.';

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_auth_user();

-- Keep the profile email in step when the auth email changes (confirmed email change).
create or replace function public.handle_auth_email_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.email is not null and new.email is distinct from old.email then
    update public.users set email = lower(new.email) where auth_user_id = new.id;
  end if;
  return new;
end $$;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row execute function public.handle_auth_email_change();
