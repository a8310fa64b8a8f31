-- Tracking portal student totals (spec 3 §2.8 Özet / Öğrenciler, §3 "Tracking student"):
-- exercises, sessions and minutes per student in one query. security_invoker: the caller's
-- RLS applies (the portal's edge functions read it with the service role after checking the
-- access key and restrict it to the verified trainer's students themselves).

create view public.student_exercise_summary with (security_invoker = true) as
select
  se.student_id,
  count(distinct se.exercise_slug)::integer as total_exercises,
  coalesce(sum(se.total_sessions), 0)::integer as total_sessions,
  round(coalesce(sum(se.total_time_seconds), 0) / 60.0)::integer as total_time_minutes,
  round(avg(se.accuracy_percentage), 2) as avg_success_rate,
  max(se.last_played_at) as last_played_at
from public.student_exercises se
group by se.student_id;
comment on view public.student_exercise_summary is
  'Per-student exercise totals for the tracking portal (spec 3 §2.8): distinct exercises, sessions (sum of total_sessions), minutes, mean accuracy.';
