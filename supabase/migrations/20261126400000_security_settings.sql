-- Güvenlik ayarları (issue 28 §1): whether a role MUST use its second factor (TOTP). One row.
-- 'Yöneticiler için iki adımlı doğrulama zorunlu' (mfa_required_admin) is ON for a new deployment;
-- the demo seed turns it off (docs/decisions.md "TOTP for staff"). Trainers and temsilciler may
-- enrol anyway; mfa_required_staff makes it a must for them too. Read by current_user_roles()
-- (20261126400100) on every statement, so a change applies at once.
-- Any signed-in user may read it (the UI asks whether to lead them to enrolment); only an admin
-- whose session passed the second step (aal2) may change it, whatever the setting says.

create table public.security_settings (
  id boolean primary key default true check (id),
  mfa_required_admin boolean not null default true,
  mfa_required_staff boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.users (id) on delete set null
);
comment on table public.security_settings is
  'Güvenlik ayarları (issue 28): one row (id = true). mfa_required_admin: admin privileges need aal2; mfa_required_staff: temsilci/beyin_antrenoru privileges need aal2.';
comment on column public.security_settings.mfa_required_admin is 'Yöneticiler için iki adımlı doğrulama zorunlu (default on).';
comment on column public.security_settings.mfa_required_staff is 'Antrenörler ve temsilciler için iki adımlı doğrulama zorunlu (default off).';

create index security_settings_updated_by_idx on public.security_settings (updated_by);

insert into public.security_settings (id) values (true);

create or replace function public.security_settings_stamp() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.id := true;
  new.updated_at := now();
  new.updated_by := public.current_user_id();
  return new;
end $$;
comment on function public.security_settings_stamp() is 'BEFORE UPDATE on security_settings: stamps updated_at and updated_by (the caller), keeps the one row''s id.';
create trigger security_settings_10_stamp before update on public.security_settings
  for each row execute function public.security_settings_stamp();

alter table public.security_settings enable row level security;
revoke insert, delete, truncate on public.security_settings from anon, authenticated;
revoke all on public.security_settings from anon;
grant select, update (mfa_required_admin, mfa_required_staff) on public.security_settings to authenticated;

-- any active account (a deactivated one reads nothing but its own users row: inactive-account.test.ts)
create policy security_settings_select on public.security_settings for select to authenticated
  using (exists (select 1 from public.users u where u.auth_user_id = (select auth.uid()) and u.is_active));
create policy security_settings_update_admin_aal2 on public.security_settings for update to authenticated
  using ((select public.is_admin()) and coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2')
  with check ((select public.is_admin()) and coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2');
