-- Exercise progress is written only by trusted code (issue 28 §4). The launcher saves progress,
-- exercise records and attempts through the lms-integration edge function, which runs with the
-- service role and checks the link, the student and the level rules. Until now any signed-in
-- account that could see a student (the student themself included) could insert and update these
-- rows through /rest/v1 directly, so a student could award themself levels. Signed-in accounts now
-- only read them (own rows, or the rows of students they manage); an admin may still delete a row
-- (data corrections, erasure). The service role bypasses RLS and keeps its grants.
drop policy if exists exercise_progress_insert on public.exercise_progress;
drop policy if exists exercise_progress_update on public.exercise_progress;
drop policy if exists student_exercises_insert on public.student_exercises;
drop policy if exists student_exercises_update on public.student_exercises;
drop policy if exists exercise_attempts_insert on public.exercise_attempts;
drop policy if exists exercise_attempts_update on public.exercise_attempts;

-- No policy refuses the write already; revoking the privileges too makes the refusal independent
-- of any policy added later by mistake.
revoke insert, update on public.exercise_progress, public.student_exercises, public.exercise_attempts from anon, authenticated;

comment on table public.exercise_progress is
  'Exercise level progress per student email and exercise type (spec 3 §3); upsert on (email, exercise_type). Written only by lms-integration (service role); signed-in accounts read (issue 28).';
comment on table public.student_exercises is
  'Per-student exercise records grouped by LMS session (spec 3 §3 "Exercise record per student"), read by the tracking portal. Written only by lms-integration (service role) (issue 28).';
comment on table public.exercise_attempts is
  'Attempt history of a student exercise record (spec 3 §2.8 "Deneme Geçmişi"). Written only by lms-integration (service role) (issue 28).';
