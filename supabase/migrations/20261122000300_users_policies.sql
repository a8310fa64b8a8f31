-- Row-level security for public.users and the column guard that RLS cannot express.
-- anon has no policy here: an anonymous caller sees no users.

create policy users_select on public.users for select to authenticated
  using (
    id = (select public.current_user_id())
    or (select public.is_admin())
    or id in (select public.visible_user_ids())
  );

-- Profiles are created by the auth trigger or by trusted code (service role, admin).
create policy users_insert_admin on public.users for insert to authenticated
  with check ((select public.is_admin()));

create policy users_update on public.users for update to authenticated
  using (
    id = (select public.current_user_id())
    or (select public.is_admin())
    or id in (select public.visible_user_ids())
  )
  with check (
    id = (select public.current_user_id())
    or (select public.is_admin())
    or id in (select public.visible_user_ids())
  );

-- Managers may delete a user they manage (spec 1 §4: a user with test history is
-- deactivated by the client instead; result tables also refuse deleting their student).
create policy users_delete on public.users for delete to authenticated
  using ((select public.is_admin()) or public.manages_user(id));

-- Column rules: roles, supervisor_id and auth_user_id only by admin / service_role / direct
-- database sessions; is_active only by someone who manages the user; a user editing their
-- own profile may change first_name, last_name, phone and notification_preferences (and sync
-- email to their own auth email). Not SECURITY DEFINER on purpose: current_user is the caller.
create or replace function public.users_guard_update() returns trigger
language plpgsql set search_path = '' as $$
declare
  privileged boolean := current_user not in ('anon', 'authenticated') or public.is_admin();
  is_self boolean := old.id = public.current_user_id();
  manages boolean := public.manages_user(old.id);
begin
  new.created_at := old.created_at;
  if privileged then return new; end if;
  if new.roles is distinct from old.roles then
    raise exception 'only an admin may change roles' using errcode = '42501';
  end if;
  if new.supervisor_id is distinct from old.supervisor_id then
    raise exception 'only an admin may change supervisor_id' using errcode = '42501';
  end if;
  if new.auth_user_id is distinct from old.auth_user_id then
    raise exception 'auth_user_id cannot be changed' using errcode = '42501';
  end if;
  if new.email is distinct from old.email
     and not (is_self and new.email = lower(coalesce(auth.email(), ''))) then
    raise exception 'only an admin may change the email of an account' using errcode = '42501';
  end if;
  if new.is_active is distinct from old.is_active and not manages then
    raise exception 'is_active can only be changed by a manager of the user' using errcode = '42501';
  end if;
  if is_self and not manages and new.demographic_info is distinct from old.demographic_info then
    raise exception 'demographic_info is maintained by the staff' using errcode = '42501';
  end if;
  return new;
end $$;
comment on function public.users_guard_update() is 'BEFORE UPDATE on users: column-level permissions RLS cannot express.';

create trigger users_10_guard_update before update on public.users
  for each row execute function public.users_guard_update();
