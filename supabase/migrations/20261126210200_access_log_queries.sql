-- Reading the access log (issue 26 §2 screens). The log stores only a pseudonym of the
-- student; these SECURITY DEFINER functions resolve it server-side (the per-student keys never
-- leave the database):
--   access_log_search        'Erişim Kayıtları' (admin): filter by student, staff member and
--                            date range, newest first, paginated, with the total.
--   student_access_history   'Kim görüntüledi?' on a student's profile, for whoever may see
--                            the student (can_see_user), newest first, paginated.
-- Reading the log is not itself a look at the child's data and is not recorded.

create or replace function public.access_log_search(
  p_student uuid default null,
  p_actor uuid default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  id bigint, at timestamptz, actor_id uuid, actor_name text, actor_kind text,
  student_id uuid, student_name text, what text, path text, total bigint
)
language plpgsql stable security definer set search_path = '' as $$
declare
  ref text;
begin
  if not public.is_admin() then
    raise exception 'Bu işlem için yetkiniz yok.' using errcode = '42501';
  end if;
  if p_student is not null then
    ref := private.existing_subject_ref(p_student);
    if ref is null then return; end if;
  end if;
  return query
    with hits as (
      select l.* from public.access_log l
      where (ref is null or l.subject_ref = ref)
        and (p_actor is null or l.actor_id = p_actor)
        and (p_from is null or l.at >= p_from)
        and (p_to is null or l.at < p_to)
    ), page as (
      select h.*, count(*) over () as n from hits h
      order by h.at desc, h.seq desc
      limit greatest(1, least(coalesce(p_limit, 50), 200)) offset greatest(0, coalesce(p_offset, 0))
    ), refs as (
      select k.student_id, encode(sha256(k.key || convert_to(k.student_id::text, 'UTF8')), 'hex') as subject_ref
      from private.subject_keys k
      where p_student is null or k.student_id = p_student
    )
    select p.id, p.at, p.actor_id, nullif(btrim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), ''), p.actor_kind,
           r.student_id, nullif(btrim(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')), ''), p.what, p.path, p.n
    from page p
    left join refs r on r.subject_ref = p.subject_ref
    left join public.users s on s.id = r.student_id
    left join public.users a on a.id = p.actor_id
    order by p.at desc, p.seq desc;
end $$;
comment on function public.access_log_search(uuid, uuid, timestamptz, timestamptz, integer, integer) is
  'Erişim Kayıtları (admin): access-log rows filtered by student, staff member and date range, newest first, with the total.';

create or replace function public.student_access_history(p_student uuid, p_limit integer default 50, p_offset integer default 0)
returns table (id bigint, at timestamptz, actor_id uuid, actor_name text, actor_kind text, what text, path text, total bigint)
language plpgsql stable security definer set search_path = '' as $$
declare
  ref text;
begin
  if p_student is null or not public.can_see_user(p_student) then return; end if;
  ref := private.existing_subject_ref(p_student);
  if ref is null then return; end if;
  return query
    select l.id, l.at, l.actor_id, nullif(btrim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), ''), l.actor_kind, l.what, l.path,
           count(*) over ()
    from public.access_log l
    left join public.users a on a.id = l.actor_id
    where l.subject_ref = ref
    order by l.at desc, l.seq desc
    limit greatest(1, least(coalesce(p_limit, 50), 200)) offset greatest(0, coalesce(p_offset, 0));
end $$;
comment on function public.student_access_history(uuid, integer, integer) is
  'Kim görüntüledi?: who looked at a student''s data, newest first, for whoever may see the student.';

revoke execute on function public.access_log_search(uuid, uuid, timestamptz, timestamptz, integer, integer) from public, anon;
revoke execute on function public.student_access_history(uuid, integer, integer) from public, anon;
grant execute on function public.access_log_search(uuid, uuid, timestamptz, timestamptz, integer, integer) to authenticated, service_role;
grant execute on function public.student_access_history(uuid, integer, integer) to authenticated, service_role;
