-- Saklama süreleri ve imha (issue 26 §4; KVKK md. 7, md. 4 (d) "ilgili mevzuatta öngörülen veya
-- işlendikleri amaç için gerekli olan süre kadar muhafaza edilme"). An admin sets how long a
-- student's data is kept after their last activity (default 24 months, 6–120) and how long
-- system_logs are kept (default 6 months, 1–24). run_retention() erases every student whose last
-- activity is older than that (erase_student_data with a system reason) and deletes older
-- system_logs; each run leaves a destruction_log row (kind retention_run), each erased student
-- their own erasure row. Scheduled daily (migration 20261126220600 on hosted Supabase, the local
-- job runner locally); an admin may run it now.

create table public.retention_settings (
  id boolean primary key default true check (id),
  student_months integer not null default 24 check (student_months between 6 and 120),
  system_log_months integer not null default 6 check (system_log_months between 1 and 24),
  updated_at timestamptz not null default now(),
  updated_by uuid references public.users (id) on delete set null
);
comment on table public.retention_settings is
  'Saklama süreleri (issue 26 §4), a single row: months a student''s data is kept after their last activity (6–120, default 24) and months system_logs are kept (1–24, default 6). Admin only.';
create index retention_settings_updated_by_idx on public.retention_settings (updated_by);
insert into public.retention_settings default values;

alter table public.retention_settings enable row level security;
revoke insert, delete, truncate on public.retention_settings from anon, authenticated;
create policy retention_settings_select_admin on public.retention_settings for select to authenticated
  using ((select public.is_admin()));
create policy retention_settings_update_admin on public.retention_settings for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

create or replace function public.retention_settings_stamp() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.id := true;
  new.updated_at := now();
  new.updated_by := public.current_user_id();
  return new;
end $$;
revoke execute on function public.retention_settings_stamp() from public, anon, authenticated;
create trigger retention_settings_stamp before update on public.retention_settings
  for each row execute function public.retention_settings_stamp();

-- A student's last activity: the latest of the profile's creation, the last sign-in and the
-- created_at of every row that refers to them by foreign key (results, sessions, exercise
-- attempts, notes, requests, …; found through student_reference_columns(), so new tables count).
-- Name-only references (system_logs, which anyone may write) do not keep data alive.
create or replace function public.student_last_activity()
returns table (student_id uuid, last_activity timestamptz)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_union text;
begin
  select string_agg(format('select x.%I::text as sid, x.created_at::timestamptz as ts from %I.%I x',
                           r.column_name, r.table_schema, r.table_name), ' union all ')
    into v_union
    from public.student_reference_columns() r
   where r.via = 'fk' and r.match = 'id'
     and exists (select 1 from information_schema.columns c
                  where c.table_schema = r.table_schema and c.table_name = r.table_name and c.column_name = 'created_at');
  return query execute format(
    'select u.id, greatest(u.created_at, au.last_sign_in_at, max(a.ts))
       from public.users u
       left join auth.users au on au.id = u.auth_user_id
       left join (%s) a on a.sid = u.id::text
      where not (u.roles && array[''admin'', ''temsilci'', ''beyin_antrenoru'']::text[])
      group by u.id, u.created_at, au.last_sign_in_at',
    coalesce(v_union, 'select null::text as sid, null::timestamptz as ts'));
end $$;
comment on function public.student_last_activity() is 'Each student''s last activity (profile creation, last sign-in, latest row referring to them by FK).';
revoke execute on function public.student_last_activity() from public, anon, authenticated;

create or replace function public.run_retention() returns jsonb
language plpgsql volatile security definer set search_path = '' set statement_timeout = '300s' as $$
declare
  cfg public.retention_settings;
  v_actor uuid := public.current_user_id();
  v_student uuid;
  v_erased integer := 0;
  v_logs integer := 0;
  v_log uuid;
begin
  -- admins by RPC; the scheduler (pg_cron / the local job runner: no JWT) and the service role
  if not (public.is_admin() or coalesce(auth.role(), '') in ('', 'service_role')) then
    raise exception 'Saklama süresi imhasını yalnızca yöneticiler çalıştırabilir' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('akademi:run_retention'));
  select * into cfg from public.retention_settings where id;
  for v_student in
    select a.student_id from public.student_last_activity() a
     where a.last_activity < now() - make_interval(months => cfg.student_months)
     order by a.last_activity
  loop
    perform public.erase_student_data(v_student,
      format('Saklama süresi doldu: son etkinlikten bu yana %s ay (otomatik imha)', cfg.student_months), v_actor, true);
    v_erased := v_erased + 1;
  end loop;
  delete from public.system_logs where created_at < now() - make_interval(months => cfg.system_log_months);
  get diagnostics v_logs = row_count;
  insert into public.destruction_log (kind, categories, total_rows, reason, performed_by)
  values ('retention_run',
          case when v_logs > 0 then jsonb_build_object('public.system_logs', v_logs) else '{}'::jsonb end,
          v_logs,
          format('Saklama süresi imhası: öğrenci verisi %s ay, sistem kayıtları %s ay; %s öğrenci silindi',
                 cfg.student_months, cfg.system_log_months, v_erased),
          v_actor)
  returning id into v_log;
  return jsonb_build_object('students_erased', v_erased, 'system_logs_deleted', v_logs, 'destruction_log_id', v_log);
end $$;
comment on function public.run_retention() is
  'Saklama süresi imhası: erases students past the retention period and deletes old system_logs; records the run in destruction_log. Admin RPC, pg_cron and the local job runner.';
revoke execute on function public.run_retention() from public, anon;
grant execute on function public.run_retention() to authenticated, service_role;
