-- Exercise scores are children's results too (issue 26 §2: "a staff token calling
-- /rest/v1/<result table> directly either gets nothing or leaves a record"). Until now staff
-- (admin, temsilci, trainer) read student_exercises, exercise_attempts, exercise_progress and the
-- view student_exercise_summary directly under RLS, and the profile's Egzersizler section through
-- the SECURITY INVOKER student_profile_exercises, with no record.
--
-- Now:
--   * student_profile_exercises (Öğrenci Profili, Egzersizler) is VOLATILE SECURITY DEFINER:
--     it checks visibility (can_see_user) and records one access-log row per read;
--   * student_profile_attempts (new; the profile's Excel export, 'Egzersiz Denemeleri' sheet)
--     returns every attempt of the student in one jsonb value, one record per read;
--   * the three tables' SELECT policies keep only the student's own rows; the view
--     student_exercise_summary (security_invoker) follows them, and no API role but the service
--     role may read it at all (the tracking portal reads it through lms-integration, which records
--     its looks as actor kind lms_link);
--   * the admins' DELETE policies stay but reach no row through the API any more (DELETE only
--     reaches rows a SELECT policy shows): corrections and erasure go through erase_student.

create or replace function public.student_profile_exercises(p_student_id uuid) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  out jsonb;
begin
  if not public.can_see_user(p_student_id) then return '[]'::jsonb; end if;
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
  into out
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
  ) e;
  perform public.log_student_access(p_student_id, 'results', 'rpc:student_profile_exercises');
  return out;
end $$;
comment on function public.student_profile_exercises(uuid) is
  'Öğrenci Profili: per exercise type totals and the level reached per day of a visible student ([] otherwise). Records the look in access_log.';

-- Every attempt of the student, oldest first, with its exercise's slug and title: one jsonb value
-- (not a set), so the export needs one call, whatever the number of attempts, and one record.
create or replace function public.student_profile_attempts(p_student_id uuid) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  out jsonb;
begin
  if not public.can_see_user(p_student_id) then return '[]'::jsonb; end if;
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', a.id, 'student_exercise_id', a.student_exercise_id, 'played_at', a.played_at, 'level', a.level,
      'score', a.score, 'correct', a.correct, 'wrong', a.wrong, 'accuracy', a.accuracy, 'duration_seconds', a.duration_seconds,
      'student_exercises', jsonb_build_object('exercise_slug', se.exercise_slug, 'exercise_title', se.exercise_title)
    ) order by a.played_at, a.id), '[]'::jsonb)
  into out
  from public.exercise_attempts a
  join public.student_exercises se on se.id = a.student_exercise_id
  where a.student_id = p_student_id;
  perform public.log_student_access(p_student_id, 'results', 'rpc:student_profile_attempts');
  return out;
end $$;
comment on function public.student_profile_attempts(uuid) is
  'Öğrenci Profili Excel export: every exercise attempt of a visible student ([] otherwise), oldest first. Records the look in access_log.';

revoke execute on function public.student_profile_exercises(uuid) from public, anon;
revoke execute on function public.student_profile_attempts(uuid) from public, anon;
grant execute on function public.student_profile_exercises(uuid) to authenticated, service_role;
grant execute on function public.student_profile_attempts(uuid) to authenticated, service_role;

drop policy exercise_progress_select on public.exercise_progress;
create policy exercise_progress_select on public.exercise_progress for select to authenticated
  using (user_id = (select public.current_user_id()));
comment on policy exercise_progress_select on public.exercise_progress is
  'The student''s own progress only; staff read exercise data through logging functions (issue 26 §2).';

drop policy student_exercises_select on public.student_exercises;
create policy student_exercises_select on public.student_exercises for select to authenticated
  using (student_id = (select public.current_user_id()));
comment on policy student_exercises_select on public.student_exercises is
  'The student''s own exercise records only; staff read them through logging functions (issue 26 §2).';

drop policy exercise_attempts_select on public.exercise_attempts;
create policy exercise_attempts_select on public.exercise_attempts for select to authenticated
  using (student_id = (select public.current_user_id()));
comment on policy exercise_attempts_select on public.exercise_attempts is
  'The student''s own attempts only; staff read them through logging functions (issue 26 §2).';

-- the tracking portal's totals: the service role (lms-integration) only
revoke select on public.student_exercise_summary from anon, authenticated;
comment on view public.student_exercise_summary is
  'Per-student exercise totals for the tracking portal (spec 3 §2.8): distinct exercises, sessions (sum of total_sessions), minutes, mean accuracy. Read by lms-integration (service role) only.';
