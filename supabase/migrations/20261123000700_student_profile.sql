-- Öğrenci Profili (/students/:id, issue 18): one call per section, whatever the number of
-- results. Every function is SECURITY INVOKER (the default, written out) and reads the tables
-- with the caller's rights, so row-level security decides what comes back: a caller who may
-- not see the student gets null / empty arrays and no data. They return one jsonb value (not a
-- set), so PostgREST's max_rows does not cut a long history.

-- Header: the student (users row under RLS), the trainer's name and contact (null when the
-- caller may not see the trainer's row), the latest activity date. null when the student is not
-- visible to the caller or is not a student.
create or replace function public.student_profile_header(p_student_id uuid) returns jsonb
language sql stable security invoker set search_path = '' as $$
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
      from public.users t where t.id = u.supervisor_id
    )
  )
  from public.users u
  where u.id = p_student_id and 'kullanici' = any (u.roles)
$$;
comment on function public.student_profile_header(uuid) is
  'Öğrenci Profili header: the student, their trainer (when visible). null when RLS hides the student. SECURITY INVOKER.';

-- Assessments: every stored score of every cognitive, Burdon, d2 and parent-survey result,
-- oldest first (large per-item detail columns are left out: alt_test_ozetleri, detailed_results,
-- line_results, answers). {"cognitive": [...], "burdon": [...], "d2": [...], "survey": [...]}
create or replace function public.student_profile_results(p_student_id uuid) returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object(
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
  )
$$;
comment on function public.student_profile_results(uuid) is
  'Öğrenci Profili: every cognitive / Burdon / d2 / parent-survey result of a student (scores only), oldest first, under the caller''s RLS.';

-- Exercises: per exercise record (student_exercises) its totals, and from exercise_attempts the
-- highest level, attempt count and minutes per day (aggregated in SQL: 5,000 attempts become
-- at most one point per exercise and day).
create or replace function public.student_profile_exercises(p_student_id uuid) returns jsonb
language sql stable security invoker set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'exercise_slug', e.exercise_slug,
      'exercise_title', e.exercise_title,
      'total_sessions', e.total_sessions,
      'total_time_seconds', e.total_time_seconds,
      'max_level_reached', e.max_level_reached,
      'accuracy_percentage', e.accuracy_percentage,
      'last_played_at', e.last_played_at,
      'attempt_count', e.attempt_count,
      'days', e.days
    ) order by e.exercise_slug), '[]'::jsonb)
  from (
    select
      se.exercise_slug,
      max(se.exercise_title) as exercise_title,
      sum(se.total_sessions)::integer as total_sessions,
      sum(se.total_time_seconds)::integer as total_time_seconds,
      max(se.max_level_reached) as max_level_reached,
      round(avg(se.accuracy_percentage), 2) as accuracy_percentage,
      max(se.last_played_at) as last_played_at,
      (select count(*)::integer from public.exercise_attempts a
         join public.student_exercises s2 on s2.id = a.student_exercise_id
        where a.student_id = p_student_id and s2.exercise_slug = se.exercise_slug) as attempt_count,
      coalesce((
        select jsonb_agg(jsonb_build_object('day', d.day, 'level', d.level, 'attempts', d.attempts, 'seconds', d.seconds) order by d.day)
        from (
          select (a.played_at at time zone 'UTC')::date as day, max(a.level) as level, count(*)::integer as attempts,
                 coalesce(sum(a.duration_seconds), 0)::integer as seconds
          from public.exercise_attempts a
          join public.student_exercises s2 on s2.id = a.student_exercise_id
          where a.student_id = p_student_id and s2.exercise_slug = se.exercise_slug
          group by 1
        ) d), '[]'::jsonb) as days
    from public.student_exercises se
    where se.student_id = p_student_id
    group by se.exercise_slug
  ) e
$$;
comment on function public.student_profile_exercises(uuid) is
  'Öğrenci Profili: per exercise type totals and the level reached per day (from exercise_attempts), under the caller''s RLS.';

-- Anonymous callers have no business here (RLS would hide every row anyway).
revoke execute on function public.student_profile_header(uuid) from public, anon;
revoke execute on function public.student_profile_results(uuid) from public, anon;
revoke execute on function public.student_profile_exercises(uuid) from public, anon;
grant execute on function public.student_profile_header(uuid) to authenticated;
grant execute on function public.student_profile_results(uuid) to authenticated;
grant execute on function public.student_profile_exercises(uuid) to authenticated;
