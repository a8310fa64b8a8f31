-- Level progress of the exercises launcher (spec 3 §3, §4): one row per (email, exercise_type),
-- upserted on that pair. Progress is saved under the student's email and records the educator
-- who played for them. user_id is resolved from email by a trigger so RLS can follow the
-- hierarchy. The public launcher (no login) reaches this table only through an edge function.

create table public.exercise_progress (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email)),
  user_id uuid references public.users (id) on delete cascade,
  exercise_type text not null,
  -- spec 3 §3: default progress level 1, max level 1, score 0, empty maps
  current_level integer not null default 1 check (current_level >= 1),
  max_level_reached integer not null default 1 check (max_level_reached >= 1),
  total_score integer not null default 0,
  level_scores jsonb not null default '{}'::jsonb,
  level_attempts jsonb not null default '{}'::jsonb,
  played_by_educator_email text,
  played_for_student_email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (email, exercise_type)
);
comment on table public.exercise_progress is 'Exercise level progress per student email and exercise type (spec 3 §3); upsert on (email, exercise_type).';

create index exercise_progress_user_id_idx on public.exercise_progress (user_id);
create index exercise_progress_created_at_idx on public.exercise_progress (created_at desc);

create or replace function public.exercise_progress_resolve_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.email := lower(btrim(new.email));
  new.user_id := coalesce(public.user_id_by_email(new.email), new.user_id);
  return new;
end $$;

create trigger exercise_progress_00_resolve_user before insert or update on public.exercise_progress
  for each row execute function public.exercise_progress_resolve_user();
create trigger exercise_progress_10_set_updated_at before update on public.exercise_progress
  for each row execute function public.set_updated_at();

alter table public.exercise_progress enable row level security;

create policy exercise_progress_select on public.exercise_progress for select to authenticated
  using ((select public.is_admin()) or user_id in (select public.visible_user_ids()));
create policy exercise_progress_insert on public.exercise_progress for insert to authenticated
  with check (public.can_see_user(user_id));
create policy exercise_progress_update on public.exercise_progress for update to authenticated
  using ((select public.is_admin()) or user_id in (select public.visible_user_ids()))
  with check (public.can_see_user(user_id));
create policy exercise_progress_delete_admin on public.exercise_progress for delete to authenticated
  using ((select public.is_admin()));
