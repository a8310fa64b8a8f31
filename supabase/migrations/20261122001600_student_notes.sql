-- Trainer notes on students, sessions, exercises, test results and groups (spec 3 §2.8, §3).
-- Deleting is soft (deleted_at); only admins delete rows for real.

create table public.student_notes (
  id uuid primary key default gen_random_uuid(),
  created_by uuid references public.users (id) on delete set null,
  student_id uuid not null references public.users (id) on delete cascade,
  note_level text not null check (note_level in ('student', 'session', 'exercise', 'test_result', 'group')),
  note_text text not null check (btrim(note_text) <> ''),
  note_category text not null default 'general',
  note_title text,
  priority_level text not null default 'normal' check (priority_level in ('low', 'normal', 'high', 'urgent')),
  tags text[] not null default '{}',
  -- may hold sessionId (session-level notes)
  metadata jsonb not null default '{}'::jsonb,
  white_exercise_id text,
  exercise_slug text,
  session_index integer,
  test_type text,
  test_result_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
comment on table public.student_notes is 'Notes at student, session, exercise, test_result or group level (spec 3 §3); soft delete via deleted_at.';

create index student_notes_student_id_idx on public.student_notes (student_id, note_level, created_at desc) where deleted_at is null;
create index student_notes_student_id_all_idx on public.student_notes (student_id);
create index student_notes_created_by_idx on public.student_notes (created_by);
create index student_notes_created_at_idx on public.student_notes (created_at desc);
create index student_notes_metadata_idx on public.student_notes using gin (metadata jsonb_path_ops);
create index student_notes_test_result_id_idx on public.student_notes (test_result_id);

create trigger student_notes_set_updated_at before update on public.student_notes
  for each row execute function public.set_updated_at();

alter table public.student_notes enable row level security;

-- Notes are staff material: the author and the staff who manage the student read them; the
-- student does not.
create policy student_notes_select on public.student_notes for select to authenticated
  using (created_by = (select public.current_user_id()) or public.manages_user(student_id));
create policy student_notes_insert on public.student_notes for insert to authenticated
  with check (created_by = (select public.current_user_id()) and public.manages_user(student_id));
create policy student_notes_update on public.student_notes for update to authenticated
  using (created_by = (select public.current_user_id()) or public.manages_user(student_id))
  with check (public.manages_user(student_id));
create policy student_notes_delete_admin on public.student_notes for delete to authenticated
  using ((select public.is_admin()));
