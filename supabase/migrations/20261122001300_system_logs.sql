-- Captured console output (spec 2 §3, §4): batches inserted by every page, read only by
-- admins in the System Logs Viewer. Ids are stored as text and carry no foreign keys on
-- purpose: a log entry must never be refused because it names an unknown or malformed id.

create table public.system_logs (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  session_id text,
  student_id text,
  conducted_by text,
  test_type text,
  log_level text not null default 'info' check (log_level in ('debug', 'info', 'warn', 'error')),
  log_source text,
  -- spec 2 §3: cut to 10000 characters on capture
  message text not null default '' check (char_length(message) <= 10000),
  details jsonb,
  user_agent text,
  current_url text
);
comment on table public.system_logs is 'Captured console output (spec 2 §3): anyone may insert, only admins read (System Logs Viewer).';

create index system_logs_created_at_idx on public.system_logs (created_at desc);
create index system_logs_session_id_idx on public.system_logs (session_id, created_at desc);
create index system_logs_test_type_idx on public.system_logs (test_type, created_at desc);
create index system_logs_log_level_idx on public.system_logs (log_level, created_at desc);

alter table public.system_logs enable row level security;

create policy system_logs_insert on public.system_logs for insert to anon, authenticated with check (true);
create policy system_logs_select_admin on public.system_logs for select to authenticated using ((select public.is_admin()));
create policy system_logs_delete_admin on public.system_logs for delete to authenticated using ((select public.is_admin()));
