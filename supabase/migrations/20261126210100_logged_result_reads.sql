-- Reads of a child's results, profile and notes that leave an access-log record (issue 26 §2).
-- PostgREST runs GET in a read-only transaction, so a read that must write a log row is a
-- VOLATILE function called with POST (supabase-js .rpc()). Each function is SECURITY DEFINER,
-- checks visibility itself with the same helpers the RLS policies use (can_see_user /
-- manages_user: admin → all, temsilci → own trainers' students, trainer → own students, a
-- student → themself), appends one public.log_student_access record per student returned (a
-- student reading their own data is not recorded), and returns the rows. A caller who may not
-- see the student gets nothing and leaves no record.
--
-- Paths moved here: the reports page (Burdon, d2, Bilişsel results of a student) and the
-- student profile (header with demographics, results, notes). See docs/privacy.md
-- "Erişim kayıtları" for the paths that still read the tables directly under RLS.

create or replace function public.report_burdon_results(p_student_id uuid) returns setof public.burdon_test_results
language plpgsql volatile security definer set search_path = '' as $$
begin
  if not public.can_see_user(p_student_id) then return; end if;
  perform public.log_student_access(p_student_id, 'results', 'rpc:report_burdon_results');
  return query select r.* from public.burdon_test_results r where r.student_id = p_student_id order by r.created_at desc, r.id;
end $$;
comment on function public.report_burdon_results(uuid) is 'Raporlar: Burdon results of a visible student, newest first; records the look in access_log.';

create or replace function public.report_d2_results(p_student_id uuid) returns setof public.d2_test_results
language plpgsql volatile security definer set search_path = '' as $$
begin
  if not public.can_see_user(p_student_id) then return; end if;
  perform public.log_student_access(p_student_id, 'results', 'rpc:report_d2_results');
  return query select r.* from public.d2_test_results r where r.student_id = p_student_id order by r.created_at desc, r.id;
end $$;
comment on function public.report_d2_results(uuid) is 'Raporlar: d2 results of a visible student, newest first; records the look in access_log.';

create or replace function public.report_cognitive_results(p_student_id uuid) returns setof public.cognitive_test_result
language plpgsql volatile security definer set search_path = '' as $$
begin
  if not public.can_see_user(p_student_id) then return; end if;
  perform public.log_student_access(p_student_id, 'results', 'rpc:report_cognitive_results');
  return query select r.* from public.cognitive_test_result r where r.student_id = p_student_id order by r.created_at desc, r.id;
end $$;
comment on function public.report_cognitive_results(uuid) is 'Raporlar: combined cognitive results of a visible student, newest first; records the look in access_log.';

-- Öğrenci Profili header (issue 18), now logged. Same shape as before; the trainer is included
-- only when the caller may see the trainer's row (as RLS on users decided before).
create or replace function public.student_profile_header(p_student_id uuid) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  out jsonb;
begin
  if not public.can_see_user(p_student_id) then return null; end if;
  select jsonb_build_object(
    'id', u.id,
    'first_name', u.first_name,
    'last_name', u.last_name,
    'email', u.email,
    'phone', u.phone,
    'demographic_info', u.demographic_info,
    'supervisor_id', u.supervisor_id,
    'created_at', u.created_at,
    'trainer', (
      select jsonb_build_object('id', t.id, 'first_name', t.first_name, 'last_name', t.last_name, 'email', t.email, 'phone', t.phone)
      from public.users t where t.id = u.supervisor_id and public.can_see_user(t.id)
    )
  ) into out
  from public.users u
  where u.id = p_student_id and 'kullanici' = any (u.roles);
  if out is not null then
    perform public.log_student_access(p_student_id, 'profile', 'rpc:student_profile_header');
  end if;
  return out;
end $$;
comment on function public.student_profile_header(uuid) is
  'Öğrenci Profili header (student with demographics, visible trainer); null when the caller may not see the student. Records the look in access_log.';

create or replace function public.student_profile_results(p_student_id uuid) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
begin
  if not public.can_see_user(p_student_id) then
    return jsonb_build_object('cognitive', '[]'::jsonb, 'burdon', '[]'::jsonb, 'd2', '[]'::jsonb, 'survey', '[]'::jsonb);
  end if;
  perform public.log_student_access(p_student_id, 'results', 'rpc:student_profile_results');
  return jsonb_build_object(
    'cognitive', coalesce((
      select jsonb_agg(to_jsonb(c) - 'alt_test_ozetleri' order by coalesce(c.test_end_time, c.created_at), c.id)
      from public.cognitive_test_result c where c.student_id = p_student_id), '[]'::jsonb),
    'burdon', coalesce((
      select jsonb_agg(to_jsonb(b) - 'detailed_results' order by b.created_at, b.id)
      from public.burdon_test_results b where b.student_id = p_student_id), '[]'::jsonb),
    'd2', coalesce((
      select jsonb_agg(to_jsonb(d) - 'line_results' order by d.created_at, d.id)
      from public.d2_test_results d where d.student_id = p_student_id), '[]'::jsonb),
    'survey', coalesce((
      select jsonb_agg(to_jsonb(s) - 'answers' order by s.created_at, s.id)
      from public.parent_survey_results s where s.student_id = p_student_id), '[]'::jsonb)
  );
end $$;
comment on function public.student_profile_results(uuid) is
  'Öğrenci Profili: every cognitive / Burdon / d2 / parent-survey result of a visible student (scores only), oldest first. Records the look in access_log.';

-- Notes on the profile: the caller's own notes about the student and, for a manager, all live
-- notes (as the student_notes select policy), newest first, at most p_limit (1–500).
create or replace function public.student_profile_notes(p_student_id uuid, p_limit integer default 100)
returns table (id uuid, note_title text, note_text text, note_level text, note_category text, priority_level text, created_at timestamptz, created_by uuid)
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := public.current_user_id();
  manages boolean := public.manages_user(p_student_id);
begin
  if me is null or p_student_id is null then return; end if;
  return query
    select n.id, n.note_title::text, n.note_text::text, n.note_level::text, n.note_category::text, n.priority_level::text, n.created_at, n.created_by
    from public.student_notes n
    where n.student_id = p_student_id and n.deleted_at is null and (manages or n.created_by = me)
    order by n.created_at desc, n.id
    limit greatest(1, least(coalesce(p_limit, 100), 500));
  if found then
    perform public.log_student_access(p_student_id, 'notes', 'rpc:student_profile_notes');
  end if;
end $$;
comment on function public.student_profile_notes(uuid, integer) is
  'Öğrenci Profili notes (newest first) the caller may read; records the look in access_log.';

revoke execute on function public.report_burdon_results(uuid) from public, anon;
revoke execute on function public.report_d2_results(uuid) from public, anon;
revoke execute on function public.report_cognitive_results(uuid) from public, anon;
revoke execute on function public.student_profile_notes(uuid, integer) from public, anon;
revoke execute on function public.student_profile_header(uuid) from public, anon;
revoke execute on function public.student_profile_results(uuid) from public, anon;
grant execute on function public.report_burdon_results(uuid) to authenticated, service_role;
grant execute on function public.report_d2_results(uuid) to authenticated, service_role;
grant execute on function public.report_cognitive_results(uuid) to authenticated, service_role;
grant execute on function public.student_profile_notes(uuid, integer) to authenticated, service_role;
grant execute on function public.student_profile_header(uuid) to authenticated, service_role;
grant execute on function public.student_profile_results(uuid) to authenticated, service_role;
