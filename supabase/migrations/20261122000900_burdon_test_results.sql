-- Burdon attention test results (spec 3 §3): three sections (1 start, 2 middle, 3 end).

create table public.burdon_test_results (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.users (id),
  conducted_by uuid references public.users (id) on delete set null,
  session_id uuid,
  section1_correct integer not null default 0,
  section1_wrong integer not null default 0,
  section1_missed integer not null default 0,
  section1_score integer,
  section2_correct integer not null default 0,
  section2_wrong integer not null default 0,
  section2_missed integer not null default 0,
  section2_score integer,
  section3_correct integer not null default 0,
  section3_wrong integer not null default 0,
  section3_missed integer not null default 0,
  section3_score integer,
  total_correct integer not null default 0,
  total_wrong integer not null default 0,
  total_missed integer not null default 0,
  total_score integer,
  attention_ratio numeric,
  -- spec 3 §3: correct / (correct + missed + wrong), as a percentage
  performance_percentage numeric generated always as (
    case when total_correct + total_wrong + total_missed > 0
      then round(100.0 * total_correct / (total_correct + total_wrong + total_missed), 2) end) stored,
  test_start_time timestamptz,
  test_end_time timestamptz,
  test_elapsed_time_seconds integer,
  test_auto_completed boolean not null default false,
  -- holds target_chars (default a, b, d, g) and per-section details
  detailed_results jsonb,
  created_at timestamptz not null default now()
);
comment on table public.burdon_test_results is 'Burdon attention test results (spec 3 §3); performance_percentage is derived.';

create index burdon_test_results_student_id_idx on public.burdon_test_results (student_id, created_at desc);
create index burdon_test_results_session_id_idx on public.burdon_test_results (session_id);
create index burdon_test_results_conducted_by_idx on public.burdon_test_results (conducted_by);
create index burdon_test_results_created_at_idx on public.burdon_test_results (created_at desc);

alter table public.burdon_test_results enable row level security;

create policy burdon_test_results_select on public.burdon_test_results for select to anon, authenticated
  using ((select public.is_admin())
         or student_id in (select public.visible_user_ids())
         or ((select public.request_test_session_id()) is not null
                 and session_id = (select public.request_test_session_id())
                 and public.test_session_is_open(session_id, student_id, null, 'burdon')));
create policy burdon_test_results_insert on public.burdon_test_results for insert to anon, authenticated
  with check (public.can_insert_result(student_id, conducted_by, session_id, 'burdon'));
create policy burdon_test_results_update_admin on public.burdon_test_results for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy burdon_test_results_delete_admin on public.burdon_test_results for delete to authenticated
  using ((select public.is_admin()));
