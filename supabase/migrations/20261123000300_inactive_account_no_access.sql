-- A deactivated account (users.is_active = false) has no access at all (issue 14 item 8).
-- Before this migration an inactive caller lost its roles (current_user_roles() checked
-- is_active) but kept its identity: current_user_id() still answered, so the caller read and
-- wrote its own rows (notifications, own results, exercise progress, test sessions, own
-- profile) and read the catalogues (tests, d2_norms) that are open to every signed-in user.
--
-- Now current_user_id() is null for an inactive caller, so every helper built on it
-- (current_user_roles, is_admin, has_role, is_staff, manages_user, can_see_user,
-- visible_user_ids, can_insert_result's authenticated branch) answers nothing/false, and the
-- few policies that did not go through the helpers are rewritten to do so.
--
-- The one thing an inactive caller keeps: reading its OWN users row (users_select_own_row),
-- so the sign-in screen can tell "deactivated" (row with is_active = false →
-- 'Hesabınız pasif durumda…') from "removed" (no row → spec 1 §8 'Kullanıcı hesabınız
-- sistemden kaldırılmış…'). It cannot update that row (users_update goes through
-- current_user_id()), nor anything else. Re-activating (is_active = true, by a manager)
-- restores access at once: nothing is cached, the helpers read users on every statement.

create or replace function public.current_user_id() returns uuid
language sql stable security definer set search_path = '' as $$
  select u.id from public.users u where u.auth_user_id = auth.uid() and u.is_active
$$;
comment on function public.current_user_id() is
  'public.users.id of the caller (auth.uid()), or null when unknown or inactive (is_active = false).';

-- Same body as before; restated so the whole chain of helpers reads as one place.
create or replace function public.current_user_roles() returns text[]
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select u.roles from public.users u where u.auth_user_id = auth.uid() and u.is_active),
    '{}'::text[])
$$;
comment on function public.current_user_roles() is 'Roles of the caller from public.users.roles (empty when inactive or unknown).';

create or replace function public.can_see_user(target uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select target is not null
     and public.current_user_id() is not null
     and (target = public.current_user_id() or public.manages_user(target))
$$;
comment on function public.can_see_user(uuid) is 'Target is the caller or someone the caller manages (false for an inactive caller).';

-- An active caller's own row is already visible through users_select; this adds the own row
-- for an inactive caller (see above). Read only.
create policy users_select_own_row on public.users for select to authenticated
  using (auth_user_id = (select auth.uid()));

-- test_sessions: "created_by = auth.uid()" did not go through the helpers.
drop policy test_sessions_select on public.test_sessions;
create policy test_sessions_select on public.test_sessions for select to authenticated
  using (
    (created_by = (select auth.uid()) and (select public.current_user_id()) is not null)
    or (select public.is_admin())
    or student_id in (select public.visible_user_ids())
  );
drop policy test_sessions_insert on public.test_sessions;
create policy test_sessions_insert on public.test_sessions for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and (select public.current_user_id()) is not null
    and public.can_see_user(student_id)
    and (conducted_by is null or conducted_by = (select public.current_user_id()))
    and expires_at <= now() + interval '24 hours'
  );

-- Catalogues readable by every signed-in user: now every ACTIVE signed-in user.
drop policy tests_select on public.tests;
create policy tests_select on public.tests for select to authenticated
  using ((select public.current_user_id()) is not null);
drop policy d2_norms_select on public.d2_norms;
create policy d2_norms_select on public.d2_norms for select to authenticated
  using ((select public.current_user_id()) is not null);
