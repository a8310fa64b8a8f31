-- Per-student exercise records and their attempt history, read by the tracking portal
-- (spec 3 §2.8, §3): one record per student, exercise and LMS program session; attempts are
-- the 'Deneme Geçmişi'. The portal reads them through edge functions (service role) after
-- verifying its access key; signed-in users read them along the hierarchy.

create table public.student_exercises (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.users (id) on delete cascade,
  exercise_slug text not null,
  exercise_title text,
  -- the LMS program session (spec 3 "session_id"); null = 'no-session' ('Oturumsuz Egzersizler')
  lms_session_id text,
  total_sessions integer not null default 0 check (total_sessions >= 0),
  total_time_seconds integer not null default 0 check (total_time_seconds >= 0),
  max_level_reached integer not null default 1,
  accuracy_percentage numeric,
  last_played_at timestamptz,
  detailed_stats jsonb not null default '{}'::jsonb,
  user_settings jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique nulls not distinct (student_id, exercise_slug, lms_session_id)
);
comment on table public.student_exercises is
  'Per-student exercise records grouped by LMS session (spec 3 §3 "Exercise record per student"), read by the tracking portal.';

create index student_exercises_student_id_idx on public.student_exercises (student_id, last_played_at desc);
create index student_exercises_lms_session_id_idx on public.student_exercises (lms_session_id);
create index student_exercises_created_at_idx on public.student_exercises (created_at desc);

create trigger student_exercises_set_updated_at before update on public.student_exercises
  for each row execute function public.set_updated_at();

alter table public.student_exercises enable row level security;

create policy student_exercises_select on public.student_exercises for select to authenticated
  using ((select public.is_admin()) or student_id in (select public.visible_user_ids()));
create policy student_exercises_insert on public.student_exercises for insert to authenticated
  with check (public.can_see_user(student_id));
create policy student_exercises_update on public.student_exercises for update to authenticated
  using ((select public.is_admin()) or student_id in (select public.visible_user_ids()))
  with check (public.can_see_user(student_id));
create policy student_exercises_delete_admin on public.student_exercises for delete to authenticated
  using ((select public.is_admin()));

create table public.exercise_attempts (
  id uuid primary key default gen_random_uuid(),
  student_exercise_id uuid not null references public.student_exercises (id) on delete cascade,
  -- copied from the exercise record by a trigger; kept here so RLS needs no join
  student_id uuid not null references public.users (id) on delete cascade,
  played_at timestamptz not null default now(),
  score numeric,
  correct integer,
  wrong integer,
  accuracy numeric,
  level integer,
  settings jsonb not null default '{}'::jsonb,
  duration_seconds integer,
  created_at timestamptz not null default now()
);
comment on table public.exercise_attempts is 'Attempt history of a student exercise record (spec 3 §2.8 "Deneme Geçmişi").';

create index exercise_attempts_student_exercise_id_idx on public.exercise_attempts (student_exercise_id, played_at desc);
create index exercise_attempts_student_id_idx on public.exercise_attempts (student_id);
create index exercise_attempts_created_at_idx on public.exercise_attempts (created_at desc);

create or replace function public.exercise_attempts_set_student() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.student_id := (select se.student_id from public.student_exercises se where se.id = new.student_exercise_id);
  return new;
end $$;

create trigger exercise_attempts_set_student before insert or update on public.exercise_attempts
  for each row execute function public.exercise_attempts_set_student();

alter table public.exercise_attempts enable row level security;

create policy exercise_attempts_select on public.exercise_attempts for select to authenticated
  using ((select public.is_admin()) or student_id in (select public.visible_user_ids()));
create policy exercise_attempts_insert on public.exercise_attempts for insert to authenticated
  with check (public.can_see_user(student_id));
create policy exercise_attempts_update on public.exercise_attempts for update to authenticated
  using ((select public.is_admin()) or student_id in (select public.visible_user_ids()))
  with check (public.can_see_user(student_id));
create policy exercise_attempts_delete_admin on public.exercise_attempts for delete to authenticated
  using ((select public.is_admin()));
