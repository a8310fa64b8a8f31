-- Veri Talepleri (issue 26 §3; KVKK md. 11 / GDPR Art. 15, 17): a guardian asks for everything the
-- academy holds on their child (export) or for its deletion (erasure). A request has a type, the
-- student, who asked (free text: name and contact, at most 200 characters), a due date 30 days out
-- (KVKK md. 13: answered within thirty days) and a status:
--   acik (Açık) → tamamlandi (Tamamlandı) | reddedildi (Reddedildi).
-- After the student is erased the row stays as the record that the request was served, but it no
-- longer links back: student_id and requested_by are nulled and anonymised_at is set; only the
-- non-identifying reference (ref, e.g. VT-000012) remains, which the destruction record cites.
-- Rows are written only through the SECURITY DEFINER functions below (no direct insert/update/delete).

create sequence public.data_requests_ref_seq;

-- A staff caller may handle a student's data when they manage the student (admin → anyone;
-- temsilci → their trainers' students; beyin_antrenoru → their own students) and the target is a
-- student (no staff role).
create or replace function public.is_student_account(p_user uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.users u
     where u.id = p_user
       and not (u.roles && array['admin', 'temsilci', 'beyin_antrenoru']::text[]))
$$;
comment on function public.is_student_account(uuid) is 'The user exists and holds no staff role (a student).';
-- not an RPC: it would tell anyone whether an id belongs to a student
revoke execute on function public.is_student_account(uuid) from public, anon, authenticated;

create or replace function public.can_handle_student_data(p_student uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select public.is_staff() and public.manages_user(p_student) and public.is_student_account(p_student)
$$;
comment on function public.can_handle_student_data(uuid) is
  'Caller is staff who manages the student (admin: everyone) and the target is a student: may list, export and erase their data.';
revoke execute on function public.can_handle_student_data(uuid) from public, anon;

create table public.data_requests (
  id uuid primary key default gen_random_uuid(),
  ref text not null unique default ('VT-' || lpad(nextval('public.data_requests_ref_seq')::text, 6, '0')),
  request_type text not null check (request_type in ('export', 'erasure')),
  student_id uuid references public.users (id) on delete set null,
  requested_by text check (requested_by is null or char_length(requested_by) between 1 and 200),
  status text not null default 'acik' check (status in ('acik', 'tamamlandi', 'reddedildi')),
  due_at timestamptz not null default (now() + interval '30 days'),
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  anonymised_at timestamptz,
  check ((status = 'acik') = (completed_at is null)),
  check (student_id is not null or anonymised_at is not null)
);
comment on table public.data_requests is
  'Veri Talepleri (issue 26 §3): guardian requests to export or erase a student''s data; due 30 days after creation. After erasure the row keeps only its ref (no student link, no requester details).';
comment on column public.data_requests.requested_by is 'Who asked (guardian name and contact), free text, at most 200 characters; nulled when the student is erased.';

create index data_requests_student_id_idx on public.data_requests (student_id);
create index data_requests_created_by_idx on public.data_requests (created_by);
create index data_requests_status_idx on public.data_requests (status, due_at);
create index data_requests_created_at_idx on public.data_requests (created_at desc);

alter table public.data_requests enable row level security;
revoke insert, update, delete, truncate on public.data_requests from anon, authenticated;

-- Admin sees all (also anonymised rows); staff see the requests of students they manage.
create policy data_requests_select on public.data_requests for select to authenticated
  using ((select public.is_admin())
         or ((select public.is_staff()) and student_id in (select public.visible_user_ids())
             and student_id <> (select public.current_user_id())));

-- Trusted entry point: staff (through create_data_request) and the guardian's consent withdrawal
-- (another SECURITY DEFINER function) open a request here. Idempotent: an open request of the same
-- type for the same student is returned instead of a second one.
create or replace function public.open_data_request(p_student uuid, p_type text, p_requested_by text)
returns uuid
language plpgsql volatile security definer set search_path = '' as $$
declare
  who text := nullif(btrim(coalesce(p_requested_by, '')), '');
  existing uuid;
  new_id uuid;
begin
  if p_type is null or p_type not in ('export', 'erasure') then
    raise exception 'Talep türü dışa aktarma (export) veya silme (erasure) olmalıdır' using errcode = '22023';
  end if;
  if who is null then
    raise exception 'Talep edenin adı ve iletişim bilgisi gerekli' using errcode = '22023';
  end if;
  if char_length(who) > 200 then
    raise exception 'Talep eden bilgisi en fazla 200 karakter olabilir' using errcode = '22023';
  end if;
  if p_student is null or not public.is_student_account(p_student) then
    raise exception 'Öğrenci bulunamadı' using errcode = 'P0002';
  end if;
  -- one open request per student and type (a retried withdrawal must not open a second one)
  perform pg_advisory_xact_lock(hashtext('data_request:' || p_student::text || ':' || p_type));
  select r.id into existing from public.data_requests r
   where r.student_id = p_student and r.request_type = p_type and r.status = 'acik'
   limit 1;
  if existing is not null then return existing; end if;
  insert into public.data_requests (request_type, student_id, requested_by, created_by)
  values (p_type, p_student, who, public.current_user_id())
  returning id into new_id;
  return new_id;
end $$;
comment on function public.open_data_request(uuid, text, text) is
  'Trusted: opens an export/erasure request for a student (validated; idempotent per student and type). Not callable by anon/authenticated directly: staff use create_data_request, the consent withdrawal calls it from its own SECURITY DEFINER function.';
revoke execute on function public.open_data_request(uuid, text, text) from public, anon, authenticated;
grant execute on function public.open_data_request(uuid, text, text) to service_role;

-- Staff RPC: the caller must manage the student.
create or replace function public.create_data_request(p_student uuid, p_type text, p_requested_by text)
returns uuid
language plpgsql volatile security definer set search_path = '' as $$
begin
  if public.current_user_id() is null then
    raise exception 'Oturum açmanız gerekiyor' using errcode = '42501';
  end if;
  if p_student is null or not public.can_handle_student_data(p_student) then
    raise exception 'Bu öğrenci için veri talebi oluşturma yetkiniz yok' using errcode = '42501';
  end if;
  return public.open_data_request(p_student, p_type, p_requested_by);
end $$;
comment on function public.create_data_request(uuid, text, text) is
  'Staff: opens (or returns the open) export/erasure request for a student they manage.';
revoke execute on function public.create_data_request(uuid, text, text) from public, anon;
grant execute on function public.create_data_request(uuid, text, text) to authenticated, service_role;

-- Staff RPC: close an open request. An export is completed by hand once the files were handed
-- over; an erasure is completed only by erase_student (so "Tamamlandı" always means erased).
create or replace function public.set_data_request_status(p_id uuid, p_status text)
returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  r public.data_requests;
begin
  select * into r from public.data_requests where id = p_id for update;
  if not found or not (public.is_admin() or (r.student_id is not null and public.can_handle_student_data(r.student_id))) then
    raise exception 'Veri talebi bulunamadı' using errcode = 'P0002';
  end if;
  if r.status <> 'acik' then
    raise exception 'Bu talep zaten kapatılmış' using errcode = '22023';
  end if;
  if p_status = 'reddedildi' or (p_status = 'tamamlandi' and r.request_type = 'export') then
    update public.data_requests set status = p_status, completed_at = now() where id = p_id;
  elsif p_status = 'tamamlandi' then
    raise exception 'Silme talebi yalnızca öğrencinin verileri silinerek tamamlanır' using errcode = '22023';
  else
    raise exception 'Geçersiz talep durumu' using errcode = '22023';
  end if;
end $$;
comment on function public.set_data_request_status(uuid, text) is
  'Staff: closes an open request (export → tamamlandi or reddedildi; erasure → reddedildi only, erase_student completes it).';
revoke execute on function public.set_data_request_status(uuid, text) from public, anon;
grant execute on function public.set_data_request_status(uuid, text) to authenticated, service_role;
