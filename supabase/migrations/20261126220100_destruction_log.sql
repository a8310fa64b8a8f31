-- İmha Kayıtları (issue 26 §3, §4; KVKK "Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale
-- Getirilmesi Hakkında Yönetmelik" md. 7: destruction is recorded and the record kept). One row per
-- erasure (erase_student) and per retention run (run_retention). The row holds NO personal data:
-- which tables lost how many rows (categories: "schema.table" → row count), when, by whom (a staff
-- account or null = the system's scheduled job), why (a reason of at most 200 characters that
-- erase_student refuses when it names the student or the guardian), and the non-identifying
-- reference of the request it served (data_requests.ref). Written only by those two functions.

create sequence public.destruction_log_ref_seq;

create table public.destruction_log (
  id uuid primary key default gen_random_uuid(),
  ref text not null unique default ('IM-' || lpad(nextval('public.destruction_log_ref_seq')::text, 6, '0')),
  kind text not null check (kind in ('erasure', 'retention_run')),
  categories jsonb not null default '{}'::jsonb check (jsonb_typeof(categories) = 'object'),
  total_rows integer not null default 0 check (total_rows >= 0),
  skipped text[] not null default '{}',
  reason text not null check (char_length(btrim(reason)) between 3 and 200),
  request_ref text,
  performed_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.destruction_log is
  'İmha Kayıtları (issue 26): one row per erasure or retention run — row counts per table, when, by whom (null = scheduled job), why. Holds no personal data (the reason is refused when it names the student or guardian).';
comment on column public.destruction_log.categories is 'Rows destroyed per table ("schema.table" → count). Table names only, no personal data.';
comment on column public.destruction_log.skipped is 'Tables the database role could not purge (e.g. hosted Supabase internals); reviewed by the operator.';
comment on column public.destruction_log.reason is 'Why (at most 200 characters, no personal data: erase_student refuses a reason naming the student or guardian).';

create index destruction_log_created_at_idx on public.destruction_log (created_at desc);
create index destruction_log_performed_by_idx on public.destruction_log (performed_by);

alter table public.destruction_log enable row level security;
revoke insert, update, delete, truncate on public.destruction_log from anon, authenticated;
create policy destruction_log_select_admin on public.destruction_log for select to authenticated
  using ((select public.is_admin()));
