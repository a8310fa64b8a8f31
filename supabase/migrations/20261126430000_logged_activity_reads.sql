-- The last staff reads of result tables that left no access-log record (issue 26 §2, "a staff
-- token calling /rest/v1/<result table> directly either gets nothing or leaves a record"):
-- Öğrenci Aktiviteleri, the dashboard's 'Son Aktiviteler' and figures, the static cognitive
-- report page and the admin's session repair tool. Each is a VOLATILE SECURITY DEFINER function
-- (called with POST), checks visibility with can_see_user, and records one access-log row per
-- student whose identified result it returns through public.log_student_access (the one logging
-- function). Migration 20261126430200 then removes staff from the result tables' SELECT policies.

-- Rows of the four activity tables (cognitive combined record, Burdon, d2, Veli Anketi) of the
-- students in the caller's current-role scope (list_students: admin → all, temsilci → their
-- trainers' students, beyin_antrenoru → own students; each also checked with can_see_user),
-- newest p_per_table per table. scores holds only the columns the activity and success-rate
-- rules read. Internal: not callable through the API.
create or replace function private.scoped_result_rows(p_role text, p_per_table integer)
returns table (test_type text, id uuid, student_id uuid, created_at timestamptz, scores jsonb)
language sql stable security definer set search_path = '' as $$
  with scope as (
    select s.id from public.list_students(p_role) s where public.can_see_user(s.id)
  ),
  lim as (select least(greatest(coalesce(p_per_table, 1000), 1), 1000) as n)
  (select 'cognitive'::text, c.id, c.student_id, c.created_at,
     jsonb_build_object('dikkat_skoru', c.dikkat_skoru, 'hafiza_skoru', c.hafiza_skoru, 'isleme_hizi_skoru', c.isleme_hizi_skoru,
       'gorsel_isleme_skoru', c.gorsel_isleme_skoru, 'akil_mantik_yurutme_skoru', c.akil_mantik_yurutme_skoru,
       'bilissel_esneklik_skoru', c.bilissel_esneklik_skoru)
   from public.cognitive_test_result c where c.student_id in (select id from scope)
   order by c.created_at desc, c.id limit (select n from lim))
  union all
  (select 'burdon', b.id, b.student_id, b.created_at,
     jsonb_build_object('total_score', b.total_score, 'total_correct', b.total_correct, 'total_wrong', b.total_wrong, 'total_missed', b.total_missed)
   from public.burdon_test_results b where b.student_id in (select id from scope)
   order by b.created_at desc, b.id limit (select n from lim))
  union all
  (select 'd2', d.id, d.student_id, d.created_at,
     jsonb_build_object('total_score', d.total_score, 'total_items_processed', d.total_items_processed, 'total_errors', d.total_errors,
       'omission_errors', d.omission_errors, 'commission_errors', d.commission_errors)
   from public.d2_test_results d where d.student_id in (select id from scope)
   order by d.created_at desc, d.id limit (select n from lim))
  union all
  (select 'parent_survey', p.id, p.student_id, p.created_at, jsonb_build_object('total_score', p.total_score)
   from public.parent_survey_results p where p.student_id in (select id from scope)
   order by p.created_at desc, p.id limit (select n from lim))
$$;
comment on function private.scoped_result_rows(text, integer) is
  'Activity rows (type, id, student, date, score columns) of the caller''s current-role scope, newest first per table. Internal.';
revoke all on function private.scoped_result_rows(text, integer) from public;

-- Öğrenci Aktiviteleri (spec 3 §2.9): the newest 1000 results per table of the caller's scope
-- with the student's name; one record per student returned.
create or replace function public.recent_activities(p_role text)
returns table (test_type text, id uuid, student_id uuid, student_name text, created_at timestamptz, scores jsonb)
language plpgsql volatile security definer set search_path = '' as $$
declare
  rs jsonb;
  s uuid;
begin
  if public.current_user_id() is null then return; end if;
  select coalesce(jsonb_agg(to_jsonb(x)), '[]'::jsonb) into rs from private.scoped_result_rows(p_role, 1000) x;
  for s in select distinct (e ->> 'student_id')::uuid from jsonb_array_elements(rs) e loop
    perform public.log_student_access(s, 'results', 'rpc:recent_activities');
  end loop;
  return query
    select r.test_type, r.id, r.student_id, btrim(concat_ws(' ', u.first_name, u.last_name)), r.created_at, r.scores
    from jsonb_to_recordset(rs) as r(test_type text, id uuid, student_id uuid, created_at timestamptz, scores jsonb)
    join public.users u on u.id = r.student_id
    order by r.created_at desc, r.id;
end $$;
comment on function public.recent_activities(text) is
  'Öğrenci Aktiviteleri: the newest results (scores only) of the caller''s current-role scope with names; records one access-log row per student returned.';

-- The dashboard (spec 1 §6, §7, §9): every result of the scope as anonymous score rows (type,
-- date and score columns; no id, no student) for 'Toplam Test', 'Bu Hafta' and 'Başarı
-- Ortalaması', and the newest p_recent (1–20) results with the student's name for 'Son
-- Aktiviteler'. Only those named rows are records of a look: one access-log row per student in
-- them. The figures are aggregates and are not recorded (docs/privacy.md).
create or replace function public.dashboard_results(p_role text, p_recent integer default 5)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  rs jsonb;
  out jsonb;
  s uuid;
begin
  if public.current_user_id() is null then return null; end if;
  select coalesce(jsonb_agg(to_jsonb(x)), '[]'::jsonb) into rs from private.scoped_result_rows(p_role, 1000) x;
  with r as (select * from jsonb_to_recordset(rs) as r(test_type text, id uuid, student_id uuid, created_at timestamptz, scores jsonb))
  select jsonb_build_object(
    'rows', coalesce((select jsonb_agg(jsonb_build_object('test_type', r.test_type, 'created_at', r.created_at) || r.scores order by r.created_at desc, r.id)
                      from r), '[]'::jsonb),
    'recent', coalesce((select jsonb_agg(x.j order by x.created_at desc, x.id) from (
        select r.created_at, r.id, jsonb_build_object('test_type', r.test_type, 'id', r.id, 'student_id', r.student_id,
          'student_name', btrim(concat_ws(' ', u.first_name, u.last_name)), 'created_at', r.created_at) || r.scores as j
        from r join public.users u on u.id = r.student_id
        order by r.created_at desc, r.id
        limit least(greatest(coalesce(p_recent, 5), 1), 20)) x), '[]'::jsonb)
  ) into out;
  for s in select distinct (e ->> 'student_id')::uuid from jsonb_array_elements(out -> 'recent') e loop
    perform public.log_student_access(s, 'results', 'rpc:dashboard_results');
  end loop;
  return out;
end $$;
comment on function public.dashboard_results(text, integer) is
  'Dashboard: anonymous score rows of the caller''s scope (figures) and the newest named results (Son Aktiviteler); records one access-log row per named student.';

-- The static cognitive report page (spec 3 §2.5): the newest combined record of a session, the
-- student (name, demographics) and the conductor's name. Null when the caller may not see the
-- student. One record per read.
create or replace function public.cognitive_report_page(p_session_id uuid)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  r public.cognitive_test_result;
  out jsonb;
begin
  if public.current_user_id() is null or p_session_id is null then return null; end if;
  select c.* into r from public.cognitive_test_result c where c.session_id = p_session_id order by c.created_at desc, c.id limit 1;
  if r.id is null or not public.can_see_user(r.student_id) then return null; end if;
  select jsonb_build_object(
    'result', to_jsonb(r),
    'student', (select jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name, 'demographic_info', u.demographic_info)
                from public.users u where u.id = r.student_id),
    'conductor', (select jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name)
                  from public.users u where u.id = r.conducted_by)
  ) into out;
  perform public.log_student_access(r.student_id, 'results', 'rpc:cognitive_report_page');
  return out;
end $$;
comment on function public.cognitive_report_page(uuid) is
  'Bilişsel rapor page: newest combined record of a session with the student and the conductor''s name; null when not visible. Records the look in access_log.';

-- Page Tester's session repair (admin): who and when of a cognitive session's Akıl-Mantık
-- result (no scores), before the aggregator is asked to complete the session.
create or replace function public.cognitive_session_info(p_session_id uuid)
returns table (student_id uuid, conducted_by uuid, test_start_time timestamptz, test_end_time timestamptz)
language plpgsql volatile security definer set search_path = '' as $$
declare
  r record;
begin
  if not public.is_admin() or p_session_id is null then return; end if;
  select a.student_id, a.conducted_by, a.test_start_time, a.test_end_time into r
  from public.akil_mantik_test_results a where a.session_id = p_session_id
  order by a.test_end_time desc nulls last, a.id limit 1;
  if r.student_id is null then return; end if;
  perform public.log_student_access(r.student_id, 'results', 'rpc:cognitive_session_info');
  return query select r.student_id, r.conducted_by, r.test_start_time, r.test_end_time;
end $$;
comment on function public.cognitive_session_info(uuid) is
  'Page Tester repair (admin): student, conductor and times of a session''s Akıl-Mantık result; records the look in access_log.';

revoke execute on function public.recent_activities(text) from public, anon;
revoke execute on function public.dashboard_results(text, integer) from public, anon;
revoke execute on function public.cognitive_report_page(uuid) from public, anon;
revoke execute on function public.cognitive_session_info(uuid) from public, anon;
grant execute on function public.recent_activities(text) to authenticated;
grant execute on function public.dashboard_results(text, integer) to authenticated;
grant execute on function public.cognitive_report_page(uuid) to authenticated;
grant execute on function public.cognitive_session_info(uuid) to authenticated;
