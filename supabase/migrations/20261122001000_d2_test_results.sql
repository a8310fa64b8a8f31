-- d2 attention test results (spec 3 §3, §5): 14 lines of 47 items.

create table public.d2_test_results (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.users (id),
  conducted_by uuid references public.users (id) on delete set null,
  session_id uuid,
  attention_stability numeric,
  commission_errors integer,
  omission_errors integer,
  correct_selections integer,
  total_score numeric,
  concentration_performance numeric,
  total_items_processed integer,
  test_duration_seconds numeric,
  fluctuation_rate numeric,
  total_net_performance numeric,
  processing_speed numeric,
  total_errors integer,
  -- each item: lineIndex, globalIndex, isTarget, isClicked
  line_results jsonb,
  test_start_time timestamptz,
  test_end_time timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.d2_test_results is 'd2 attention test results (spec 3 §3): TN, E1 (omission), E2 (commission), CP, FR and line_results.';

create index d2_test_results_student_id_idx on public.d2_test_results (student_id, created_at desc);
create index d2_test_results_session_id_idx on public.d2_test_results (session_id);
create index d2_test_results_conducted_by_idx on public.d2_test_results (conducted_by);
create index d2_test_results_created_at_idx on public.d2_test_results (created_at desc);

alter table public.d2_test_results enable row level security;

create policy d2_test_results_select on public.d2_test_results for select to anon, authenticated
  using ((select public.is_admin())
         or student_id in (select public.visible_user_ids())
         or ((select public.request_test_session_id()) is not null
                 and session_id = (select public.request_test_session_id())
                 and public.test_session_is_open(session_id, student_id, null, 'd2')));
create policy d2_test_results_insert on public.d2_test_results for insert to anon, authenticated
  with check (public.can_insert_result(student_id, conducted_by, session_id, 'd2'));
create policy d2_test_results_update_admin on public.d2_test_results for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy d2_test_results_delete_admin on public.d2_test_results for delete to authenticated
  using ((select public.is_admin()));
