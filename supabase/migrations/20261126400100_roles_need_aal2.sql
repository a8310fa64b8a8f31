-- Issue 28 §1: while 'Yöneticiler için iki adımlı doğrulama zorunlu' is on, admin privileges need
-- a session that passed the second step: (auth.jwt() ->> 'aal') = 'aal2', as Supabase documents
-- for RLS. The rule lives in the ONE helper every policy, RPC and edge function asks
-- (current_user_roles(); is_admin, has_role, is_staff, manages_user, visible_user_ids build on
-- it; the edge functions' requireCaller reads it through /rest/v1/rpc): a role whose MFA is
-- required is left out of the caller's roles unless the JWT says aal2. With
-- mfa_required_staff on, the same holds for temsilci and beyin_antrenoru. 'kullanici' never needs it.
-- public.mfa_required_for(auth user) says whether a role the user holds requires MFA (for
-- my_mfa_status and the last-factor rule); it reads the stored roles, not the filtered ones.

create or replace function public.mfa_required_for(p_auth_user uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((
    select ('admin' = any (u.roles) and coalesce(s.mfa_required_admin, true))
        or (u.roles && array['temsilci', 'beyin_antrenoru']::text[] and coalesce(s.mfa_required_staff, false))
      from public.users u
      left join public.security_settings s on s.id
     where u.auth_user_id = p_auth_user and u.is_active
     limit 1), false)
$$;
comment on function public.mfa_required_for(uuid) is
  'True when a role the (active) user holds requires a second factor under public.security_settings (no row = admin required).';
revoke execute on function public.mfa_required_for(uuid) from public, anon, authenticated;

create or replace function public.current_user_roles() returns text[]
language sql stable security definer set search_path = '' as $$
  with me as (
    select u.roles from public.users u where u.auth_user_id = auth.uid() and u.is_active
  ), rule as (
    select coalesce((select s.mfa_required_admin from public.security_settings s where s.id), true) as admin_needs,
           coalesce((select s.mfa_required_staff from public.security_settings s where s.id), false) as staff_needs,
           coalesce(auth.jwt() ->> 'aal', '') = 'aal2' as aal2
  )
  select coalesce((
    select array(
      select r from unnest(me.roles) with ordinality as t(r, n)
       where rule.aal2
          or not ((r = 'admin' and rule.admin_needs)
               or (r in ('temsilci', 'beyin_antrenoru') and rule.staff_needs))
       order by n)
      from me, rule), '{}'::text[])
$$;
comment on function public.current_user_roles() is
  'Roles of the caller from public.users.roles (empty when inactive or unknown), without the roles whose second factor public.security_settings requires while the JWT is not aal2 (issue 28).';
