-- Erişim kayıtları (issue 26 §2): a server-side record of every look at a child's identified
-- data (results, profile, notes, demographics, export) by a staff member, an LMS link, an
-- export or a service.
--
-- * Pseudonymous: the student is stored as subject_ref = hex(sha256(key || student_id)) with a
--   random per-student key in private.subject_keys (not exposed to PostgREST). Erasing the
--   student (deleting the public.users row) cascades to the key, after which no row of this
--   append-only log can be linked back to the child.
-- * Append-only for every role, service_role included: no INSERT/UPDATE/DELETE/TRUNCATE grant
--   to any API role (rows are written only through public.log_student_access, SECURITY
--   DEFINER), and triggers refuse UPDATE, DELETE and TRUNCATE even for the owner.
-- * Tamper-evident: each row carries seq, prev_hash and row_hash = sha256 over its fields and
--   prev_hash. The BEFORE INSERT trigger locks the single chain-head row (private.access_log_head,
--   SELECT … FOR UPDATE), so concurrent inserts are serialised and the chain cannot fork;
--   public.verify_access_log() reports the first broken link (admin only).

create schema if not exists private;
revoke all on schema private from public;
comment on schema private is 'Internal tables and helpers; never exposed through PostgREST.';

create table private.subject_keys (
  student_id uuid primary key references public.users (id) on delete cascade,
  key bytea not null default (uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())),
  created_at timestamptz not null default now()
);
comment on table private.subject_keys is
  'Per-student random key for access_log.subject_ref; deleted with the student (erasure makes the log unlinkable).';
alter table private.subject_keys enable row level security;
revoke all on private.subject_keys from public;

create table private.access_log_head (
  singleton boolean primary key default true check (singleton),
  seq bigint not null,
  row_hash text not null
);
comment on table private.access_log_head is 'Head of the access-log hash chain (last seq and hash); its row lock serialises appends.';
alter table private.access_log_head enable row level security;
revoke all on private.access_log_head from public;
insert into private.access_log_head (seq, row_hash) values (0, repeat('0', 64));

create table public.access_log (
  id bigint generated always as identity primary key,
  seq bigint not null unique,
  at timestamptz not null default clock_timestamp(),
  actor_id uuid,
  actor_kind text not null check (actor_kind in ('staff', 'lms_link', 'export', 'service')),
  subject_ref text not null check (subject_ref ~ '^[0-9a-f]{64}$'),
  what text not null check (what in ('results', 'profile', 'notes', 'demographics', 'export')),
  path text not null check (char_length(path) between 1 and 200),
  prev_hash text not null,
  row_hash text not null
);
comment on table public.access_log is
  'Append-only, hash-chained record of every look at a child''s identified data (who, which student by pseudonym, what, when, path).';
comment on column public.access_log.actor_id is 'public.users.id of the staff member (null for an LMS link, export job or service). No foreign key: the log is never rewritten.';
comment on column public.access_log.subject_ref is 'hex(sha256(private.subject_keys.key || student_id)); unlinkable once the student is erased.';
comment on column public.access_log.path is 'Where the read came from, e.g. rpc:report_burdon_results or function:lms-integration.';
create index access_log_subject_at_idx on public.access_log (subject_ref, at desc);
create index access_log_actor_at_idx on public.access_log (actor_id, at desc);
create index access_log_at_idx on public.access_log (at desc);

alter table public.access_log enable row level security;
revoke all on public.access_log from public, anon, authenticated, service_role;
grant select on public.access_log to authenticated, service_role;
create policy access_log_admin_select on public.access_log for select to authenticated using (public.is_admin());

-- The hash of one row: every field in a fixed, time-zone independent text form.
create or replace function private.access_log_row_hash(
  p_seq bigint, p_prev text, p_at timestamptz, p_actor uuid, p_kind text, p_subject text, p_what text, p_path text
) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(concat_ws('|',
    p_seq::text, p_prev, to_char(p_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'),
    coalesce(p_actor::text, '-'), p_kind, p_subject, p_what, p_path), 'UTF8')), 'hex')
$$;
comment on function private.access_log_row_hash(bigint, text, timestamptz, uuid, text, text, text, text) is 'sha256 of one access-log row''s fields and the previous hash.';

create or replace function private.access_log_chain() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  head private.access_log_head;
begin
  -- the head row's lock serialises every append (READ COMMITTED re-reads the latest head)
  select * into head from private.access_log_head where singleton for update;
  new.seq := head.seq + 1;
  new.at := clock_timestamp();
  new.prev_hash := head.row_hash;
  new.row_hash := private.access_log_row_hash(new.seq, new.prev_hash, new.at, new.actor_id, new.actor_kind, new.subject_ref, new.what, new.path);
  update private.access_log_head set seq = new.seq, row_hash = new.row_hash where singleton;
  return new;
end $$;
comment on function private.access_log_chain() is 'BEFORE INSERT on access_log: assigns seq, prev_hash and row_hash under the chain-head lock.';
create trigger access_log_chain before insert on public.access_log for each row execute function private.access_log_chain();

create or replace function private.access_log_refuse_change() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'Erişim kayıtları değiştirilemez veya silinemez.' using errcode = '42501';
end $$;
comment on function private.access_log_refuse_change() is 'Refuses UPDATE, DELETE and TRUNCATE on access_log (append-only for every role).';
create trigger access_log_no_update before update or delete on public.access_log for each row execute function private.access_log_refuse_change();
create trigger access_log_no_truncate before truncate on public.access_log for each statement execute function private.access_log_refuse_change();

-- The pseudonym of a student (creates the key on first use). Internal: never granted.
create or replace function private.subject_ref(p_student uuid) returns text
language plpgsql security definer set search_path = '' as $$
declare
  k bytea;
begin
  select s.key into k from private.subject_keys s where s.student_id = p_student;
  if k is null then
    insert into private.subject_keys (student_id) values (p_student) on conflict (student_id) do nothing;
    select s.key into k from private.subject_keys s where s.student_id = p_student;
  end if;
  return encode(sha256(k || convert_to(p_student::text, 'UTF8')), 'hex');
end $$;
comment on function private.subject_ref(uuid) is 'hex(sha256(per-student key || id)); creates the key on first use.';

-- The pseudonym without creating a key (lookups): null when the student has never been logged.
create or replace function private.existing_subject_ref(p_student uuid) returns text
language sql stable security definer set search_path = '' as $$
  select encode(sha256(s.key || convert_to(p_student::text, 'UTF8')), 'hex') from private.subject_keys s where s.student_id = p_student
$$;
comment on function private.existing_subject_ref(uuid) is 'The pseudonym of a student already in the log, else null.';

-- Append one record. The actor is the caller: a signed-in staff member ('staff', or 'export'
-- when p_actor_kind = 'export'); the service role or a server job may name 'lms_link',
-- 'export' or 'service' and the staff member behind it (p_actor, e.g. an LMS link's trainer). A student reading their own data is not a look by someone else and
-- is not recorded. Not callable by anon/authenticated: the read RPCs (SECURITY DEFINER) call it.
create or replace function public.log_student_access(p_student uuid, p_what text, p_path text, p_actor_kind text default null, p_actor uuid default null)
returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := public.current_user_id();
  kind text;
begin
  if p_student is null then return; end if;
  if p_what is null or p_what not in ('results', 'profile', 'notes', 'demographics', 'export') then
    raise exception 'Geçersiz erişim türü.' using errcode = '22023';
  end if;
  if me is not null then
    if me = p_student then return; end if;
    kind := case when p_actor_kind = 'export' then 'export' else 'staff' end;
  else
    kind := coalesce(p_actor_kind, 'service');
    me := p_actor;
  end if;
  insert into public.access_log (actor_id, actor_kind, subject_ref, what, path)
  values (me, kind, private.subject_ref(p_student), p_what, left(coalesce(nullif(btrim(p_path), ''), 'bilinmiyor'), 200));
end $$;
comment on function public.log_student_access(uuid, text, text, text, uuid) is
  'Appends one access-log record for the caller''s look at a student (read RPCs and server functions only).';
revoke execute on function public.log_student_access(uuid, text, text, text, uuid) from public, anon, authenticated;
grant execute on function public.log_student_access(uuid, text, text, text, uuid) to service_role;

-- Chain verification: walks the log in seq order and reports the first broken link
-- (a changed field, a removed or inserted row, or a missing tail). Admin (or service) only.
create or replace function public.verify_access_log()
returns table (ok boolean, checked bigint, first_broken_seq bigint, reason text)
language plpgsql stable security definer set search_path = '' as $$
declare
  r record;
  expect_prev text := repeat('0', 64);
  expect_seq bigint := 1;
  n bigint := 0;
  head private.access_log_head;
begin
  -- an admin, the service role, or a server job without request claims
  if not (public.is_admin() or coalesce(auth.role(), 'server') in ('service_role', 'server')) then
    raise exception 'Bu işlem için yetkiniz yok.' using errcode = '42501';
  end if;
  for r in select * from public.access_log order by seq loop
    n := n + 1;
    if r.seq <> expect_seq then
      return query select false, n, expect_seq, format('kayıt %s eksik', expect_seq);
      return;
    end if;
    if r.prev_hash <> expect_prev then
      return query select false, n, r.seq, 'önceki özet tutmuyor';
      return;
    end if;
    if r.row_hash <> private.access_log_row_hash(r.seq, r.prev_hash, r.at, r.actor_id, r.actor_kind, r.subject_ref, r.what, r.path) then
      return query select false, n, r.seq, 'kayıt değiştirilmiş';
      return;
    end if;
    expect_prev := r.row_hash;
    expect_seq := r.seq + 1;
  end loop;
  select * into head from private.access_log_head where singleton;
  if head.seq <> expect_seq - 1 or head.row_hash <> expect_prev then
    return query select false, n, expect_seq, 'zincirin sonu eksik';
    return;
  end if;
  return query select true, n, null::bigint, null::text;
end $$;
comment on function public.verify_access_log() is 'Verifies the access-log hash chain; reports the first broken link. Admin only.';
revoke execute on function public.verify_access_log() from public, anon;
grant execute on function public.verify_access_log() to authenticated, service_role;
