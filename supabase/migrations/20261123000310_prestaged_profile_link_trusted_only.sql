-- A pre-staged profile (a users row with an e-mail but no auth account: seeded, or inserted
-- ahead by an admin) is linked to a new auth account ONLY when trusted code asks for it
-- (issue 14 item 9). Before, any auth account with that e-mail — including one made through
-- public sign-up (POST /auth/v1/signup, where the caller controls e-mail and user_metadata)
-- — took over the row with its roles, supervisor, demographic data and every result keyed
-- to it.
--
-- Trusted = the auth user's app_metadata carries "akademi_link_profile": true. GoTrue lets
-- only the service role set app_metadata (admin API: auth.admin.createUser({ app_metadata }));
-- sign-up cannot. Direct database sessions (the seed) set it in raw_app_meta_data.
--
-- Untrusted (public sign-up) with an e-mail that a pre-staged profile holds: the auth account
-- is created without a profile — it signs in to "Kullanıcı hesabınız sistemden kaldırılmış…"
-- and reaches nothing (RLS: current_user_id() is null). An admin can link it afterwards by
-- setting users.auth_user_id (only admins may change that column).
-- An e-mail no profile holds still gets a fresh profile with roles {kullanici}, as before.

create or replace function public.handle_new_auth_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  trusted boolean := coalesce(new.raw_app_meta_data ->> 'akademi_link_profile', '') = 'true';
begin
  if new.email is null then return new; end if;
  if trusted then
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
  else
    insert into public.users (auth_user_id, email, first_name, last_name, roles)
    values (
      new.id,
      lower(new.email),
      coalesce(new.raw_user_meta_data ->> 'first_name', ''),
      coalesce(new.raw_user_meta_data ->> 'last_name', ''),
      '{kullanici}'
    )
    on conflict (email) do nothing;
  end if;
  return new;
end $$;
comment on function public.handle_new_auth_user() is
  'AFTER INSERT on auth.users: creates the public.users profile with roles {kullanici}; links a pre-staged profile (same e-mail, no auth account) only when app_metadata.akademi_link_profile is true (service role / seed).';
revoke execute on function public.handle_new_auth_user() from public, anon, authenticated;
