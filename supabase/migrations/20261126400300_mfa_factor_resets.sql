-- A lost second factor is reset by another admin, and the reset is recorded (issue 28 §1).
-- mfa_factor_resets: one row per reset (edge function reset-mfa writes it with the service key
-- BEFORE it deletes the factors through the admin API). Ids only, no personal data beyond them;
-- append-only. The last-factor rule: a BEFORE DELETE trigger on auth.mfa_factors (GoTrue's table;
-- hosted Supabase permits triggers there) refuses removing a user's LAST verified factor while
-- MFA is required for them, unless a reset for that user was recorded in the last 5 minutes (the
-- reset's grant) or the account itself is being deleted.

create table public.mfa_factor_resets (
  id uuid primary key default gen_random_uuid(),
  actor_user_id uuid not null,
  target_user_id uuid not null,
  factor_count integer not null check (factor_count >= 0),
  reason text not null check (char_length(btrim(reason)) between 3 and 200),
  created_at timestamptz not null default now(),
  check (actor_user_id <> target_user_id)
);
comment on table public.mfa_factor_resets is
  'Second-factor resets (issue 28): who (actor, auth user id) reset whose (target, auth user id) factors, when, how many, why. Append-only; written by the reset-mfa edge function.';
comment on column public.mfa_factor_resets.reason is 'Why (3–200 characters), e.g. "telefon kayboldu".';
create index mfa_factor_resets_created_at_idx on public.mfa_factor_resets (created_at desc);
create index mfa_factor_resets_target_idx on public.mfa_factor_resets (target_user_id, created_at desc);

alter table public.mfa_factor_resets enable row level security;
revoke insert, update, delete, truncate on public.mfa_factor_resets from anon, authenticated;
create policy mfa_factor_resets_select_admin on public.mfa_factor_resets for select to authenticated
  using ((select public.is_admin()));

create or replace function public.mfa_factor_resets_append_only() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'İki adımlı doğrulama sıfırlama kayıtları değiştirilemez.' using errcode = '42501';
end $$;
comment on function public.mfa_factor_resets_append_only() is 'Refuses UPDATE and DELETE on mfa_factor_resets (append-only).';
create trigger mfa_factor_resets_10_append_only before update or delete on public.mfa_factor_resets
  for each row execute function public.mfa_factor_resets_append_only();

create or replace function public.mfa_factors_keep_last() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  holder public.users;
begin
  if old.status::text <> 'verified' then return old; end if;
  -- The account itself is going (auth.users delete cascades here): nothing to protect.
  if not exists (select 1 from auth.users u where u.id = old.user_id) then return old; end if;
  if exists (select 1 from auth.mfa_factors f
              where f.user_id = old.user_id and f.id <> old.id and f.status::text = 'verified') then
    return old;
  end if;
  if not public.mfa_required_for(old.user_id) then return old; end if;
  if exists (select 1 from public.mfa_factor_resets r
              where r.target_user_id = old.user_id and r.created_at > now() - interval '5 minutes') then
    return old;
  end if;
  select * into holder from public.users u where u.auth_user_id = old.user_id;
  if 'admin' = any (holder.roles) then
    raise exception 'Yönetici hesapları için iki adımlı doğrulama zorunlu; son doğrulayıcınızı kaldıramazsınız.'
      using errcode = '42501', hint = 'mfa_last_factor';
  end if;
  raise exception 'Hesabınız için iki adımlı doğrulama zorunlu; son doğrulayıcınızı kaldıramazsınız.'
    using errcode = '42501', hint = 'mfa_last_factor';
end $$;
comment on function public.mfa_factors_keep_last() is
  'BEFORE DELETE on auth.mfa_factors: refuses removing the last verified factor of a user whose MFA is required, unless a reset was recorded for them in the last 5 minutes or the account is being deleted.';
revoke execute on function public.mfa_factors_keep_last() from public, anon, authenticated;
create trigger mfa_factors_keep_last before delete on auth.mfa_factors
  for each row execute function public.mfa_factors_keep_last();
