-- Access helpers used by every row-level security policy. They are SECURITY DEFINER (owned
-- by the table owner, so they read public.users without RLS) which keeps policies on users
-- from recursing into themselves. All are STABLE and fully qualified with an empty
-- search_path. Hierarchy (spec 1 §6, ARCHITECTURE "Security"):
--   admin           → everyone
--   temsilci        → self, the users they supervise (trainers) and those trainers' students
--   beyin_antrenoru → self and the users they supervise (students)
--   kullanici       → self
-- A deactivated account (is_active = false) keeps its own identity but holds no roles.

create or replace function public.current_user_id() returns uuid
language sql stable security definer set search_path = '' as $$
  select u.id from public.users u where u.auth_user_id = auth.uid()
$$;
comment on function public.current_user_id() is 'public.users.id of the caller (auth.uid()), or null.';

create or replace function public.current_user_roles() returns text[]
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select u.roles from public.users u where u.auth_user_id = auth.uid() and u.is_active),
    '{}'::text[])
$$;
comment on function public.current_user_roles() is 'Roles of the caller from public.users.roles (empty when inactive or unknown).';

create or replace function public.has_role(role_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select role_name = any (public.current_user_roles())
$$;

create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select 'admin' = any (public.current_user_roles())
$$;

create or replace function public.is_staff() returns boolean
language sql stable security definer set search_path = '' as $$
  select public.current_user_roles() && array['admin', 'temsilci', 'beyin_antrenoru']::text[]
$$;
comment on function public.is_staff() is 'Caller holds admin, temsilci or beyin_antrenoru.';

-- True when the caller manages target (never for the caller themself, except admins).
create or replace function public.manages_user(target uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := public.current_user_id();
  my_roles text[] := public.current_user_roles();
begin
  if target is null or me is null then return false; end if;
  if 'admin' = any (my_roles) then return true; end if;
  if not (my_roles && array['temsilci', 'beyin_antrenoru']::text[]) then return false; end if;
  return exists (
    select 1
    from public.users t
    left join public.users sup on sup.id = t.supervisor_id
    where t.id = target
      and t.id <> me
      and (
        t.supervisor_id = me
        or ('temsilci' = any (my_roles)
            and sup.supervisor_id = me
            and 'beyin_antrenoru' = any (sup.roles))
      )
  );
end $$;
comment on function public.manages_user(uuid) is
  'Caller manages target: admin → all; temsilci → supervised users and their trainees; beyin_antrenoru → supervised users.';

create or replace function public.can_see_user(target uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select target is not null and (target = public.current_user_id() or public.manages_user(target))
$$;
comment on function public.can_see_user(uuid) is 'Target is the caller or someone the caller manages.';

-- The same set as can_see_user, as a set: policies write `x in (select public.visible_user_ids())`
-- so the set is computed once per statement instead of once per row.
create or replace function public.visible_user_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := public.current_user_id();
  my_roles text[] := public.current_user_roles();
begin
  if me is null then return; end if;
  if 'admin' = any (my_roles) then
    return query select u.id from public.users u;
    return;
  end if;
  return next me;
  if my_roles && array['temsilci', 'beyin_antrenoru']::text[] then
    return query select u.id from public.users u where u.supervisor_id = me and u.id <> me;
  end if;
  if 'temsilci' = any (my_roles) then
    return query
      select s.id
      from public.users tr
      join public.users s on s.supervisor_id = tr.id
      where tr.supervisor_id = me and 'beyin_antrenoru' = any (tr.roles) and s.id <> me;
  end if;
end $$;
comment on function public.visible_user_ids() is 'Ids the caller can see (self + managed users); all ids for an admin.';

create or replace function public.user_id_by_email(p_email text) returns uuid
language sql stable security definer set search_path = '' as $$
  select u.id from public.users u where u.email = lower(btrim(p_email))
$$;
comment on function public.user_id_by_email(text) is 'Resolves a profile id from an email (used by triggers that key rows by email).';

-- Static test pages may send the session id they run under as a request header; PostgREST
-- exposes request headers (lower-cased) in request.headers.
create or replace function public.request_test_session_id() returns uuid
language plpgsql stable set search_path = '' as $$
declare
  raw text := nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-test-session-id';
begin
  if raw is null or raw !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then return null; end if;
  return raw::uuid;
end $$;
comment on function public.request_test_session_id() is 'The x-test-session-id request header as uuid, or null.';
