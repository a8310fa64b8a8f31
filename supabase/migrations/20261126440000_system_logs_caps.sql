-- Log-flood caps on public.system_logs as database rules (issue 27 §2), so they hold on hosted
-- Supabase too (until now they lived only in the local server's REST route). Anyone may write logs
-- (spec 2 §3), so one INSERT statement may carry at most rows_per_request rows and
-- bytes_per_request bytes, and one caller at most rows_per_minute rows per minute. The caller is
-- the JWT's sub; an anonymous caller is its client address (the first X-Forwarded-For entry the
-- API gateway sets), or one shared 'anon' bucket without one. The service role and direct
-- database sessions (no JWT role) are not capped. Over a cap the statement fails with SQLSTATE
-- PT413 / PT429, which PostgREST answers as HTTP 413 / 429.

create table public.system_log_limits (
  id boolean primary key default true check (id),
  rows_per_request integer not null default 100 check (rows_per_request between 1 and 100000),
  bytes_per_request integer not null default 1048576 check (bytes_per_request between 1024 and 104857600),
  rows_per_minute integer not null default 600 check (rows_per_minute between 1 and 10000000)
);
comment on table public.system_log_limits is
  'The one row of log-flood caps on system_logs inserts (per statement and per caller per minute); changed by the service role.';
insert into public.system_log_limits default values;
alter table public.system_log_limits enable row level security;
grant select, update on public.system_log_limits to service_role;

create table public.system_log_windows (
  caller text primary key check (char_length(caller) <= 200),
  window_start timestamptz not null default now(),
  row_count integer not null default 0 check (row_count >= 0)
);
comment on table public.system_log_windows is
  'Per-caller one-minute window of system_logs rows inserted (the rows_per_minute cap); written only by the cap trigger.';
alter table public.system_log_windows enable row level security;
grant select, delete on public.system_log_windows to service_role;

create or replace function public.system_logs_cap() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  jwt_role text := coalesce(claims ->> 'role', '');
  lim public.system_log_limits;
  n integer;
  bytes bigint;
  caller text;
  fwd text;
  used integer;
  started timestamptz;
begin
  if jwt_role = '' or jwt_role = 'service_role' then
    return null;
  end if;
  select * into lim from public.system_log_limits limit 1;
  select count(*), coalesce(sum(octet_length(r::text)), 0) into n, bytes from new_rows r;
  if n > lim.rows_per_request then
    raise exception 'Payload Too Large: at most % system_logs rows per request', lim.rows_per_request
      using errcode = 'PT413';
  end if;
  if bytes > lim.bytes_per_request then
    raise exception 'Payload Too Large: at most % bytes of system_logs per request', lim.bytes_per_request
      using errcode = 'PT413';
  end if;
  if coalesce(claims ->> 'sub', '') <> '' then
    caller := 'sub:' || (claims ->> 'sub');
  else
    fwd := nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-for';
    caller := 'ip:' || coalesce(nullif(trim(split_part(coalesce(fwd, ''), ',', 1)), ''), 'anon');
  end if;
  caller := left(caller, 200);
  insert into public.system_log_windows as w (caller, window_start, row_count)
    values (caller, now(), n)
  on conflict on constraint system_log_windows_pkey do update
    set window_start = case when w.window_start <= now() - interval '1 minute' then now() else w.window_start end,
        row_count = case when w.window_start <= now() - interval '1 minute' then excluded.row_count else w.row_count + excluded.row_count end
  returning w.row_count, w.window_start into used, started;
  if used > lim.rows_per_minute then
    raise exception 'Too many system_logs rows: rate limit reached'
      using errcode = 'PT429',
            hint = format('Try again in %s seconds', greatest(1, ceil(extract(epoch from (started + interval '1 minute' - now()))))::int);
  end if;
  return null;
end $$;
comment on function public.system_logs_cap() is
  'AFTER INSERT (statement) on system_logs: refuses a statement over the per-request caps or a caller over rows_per_minute (system_log_limits).';
revoke execute on function public.system_logs_cap() from public, anon, authenticated;

create trigger system_logs_cap after insert on public.system_logs
  referencing new table as new_rows
  for each statement execute function public.system_logs_cap();
