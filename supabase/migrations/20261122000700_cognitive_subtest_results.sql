-- Result records of the five cognitive sub-tests (spec 2 §3). Every field the spec lists is a
-- real column, aliases included (kept in step by a trigger, so readers may use either name).
-- Every record carries session_id, test_start_time and test_end_time. Results are records:
-- only admins update or delete them; students are protected from deletion while they have any.

create table public.attention_test_results (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.users (id),
  -- spec 1 §7 filters attention results by user_id (delete check): the same person as student_id
  user_id uuid generated always as (student_id) stored,
  conducted_by uuid references public.users (id) on delete set null,
  session_id uuid not null,
  accuracy_percentage numeric,
  success_rate numeric,
  avg_response_time_ms numeric,
  average_response_time_ms numeric,
  test_duration_seconds numeric,
  total_correct integer,
  detailed_responses jsonb,
  test_start_time timestamptz,
  test_end_time timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.attention_test_results is 'Dikkat (attention) sub-test results (spec 2 §3). success_rate / average_response_time_ms are aliases.';

create table public.memory_test_results (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.users (id),
  conducted_by uuid references public.users (id) on delete set null,
  session_id uuid not null,
  accuracy_percentage numeric,
  success_rate numeric,
  short_visual_accuracy numeric,
  short_auditory_accuracy numeric,
  long_visual_accuracy numeric,
  long_auditory_accuracy numeric,
  test_duration_seconds numeric,
  correct_answers integer,
  total_questions integer,
  detailed_answers jsonb,
  test_start_time timestamptz,
  test_end_time timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.memory_test_results is 'Hafıza (memory) sub-test results (spec 2 §3). success_rate is an alias of accuracy_percentage.';

create table public.stroop_test_results (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.users (id),
  conducted_by uuid references public.users (id) on delete set null,
  session_id uuid not null,
  accuracy_percentage numeric,
  success_rate numeric,
  avg_response_time_ms numeric,
  average_response_time_ms numeric,
  interference_ms numeric,
  flexibility_score numeric,
  test_duration_seconds numeric,
  stage2_correct_count integer,
  stage3_correct_count integer,
  stage2_accuracy numeric,
  stage3_accuracy numeric,
  detailed_responses jsonb,
  test_start_time timestamptz,
  test_end_time timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.stroop_test_results is 'Stroop sub-test results (spec 2 §3); detailed_responses holds stage2.responses and stage3.responses.';

create table public.puzzle_test_results (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.users (id),
  conducted_by uuid references public.users (id) on delete set null,
  session_id uuid not null,
  accuracy_percentage numeric,
  average_response_time_ms numeric,
  four_piece_score numeric,
  six_piece_score numeric,
  nine_piece_score numeric,
  sixteen_piece_score numeric,
  spatial_reasoning_score numeric,
  pattern_recognition_score numeric,
  problem_solving_score numeric,
  cognitive_flexibility_score numeric,
  response_time_variance numeric,
  total_correct integer,
  test_duration_seconds numeric,
  detailed_responses jsonb,
  test_start_time timestamptz,
  test_end_time timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.puzzle_test_results is 'Puzzle (visual processing) sub-test results (spec 2 §3).';

create table public.akil_mantik_test_results (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.users (id),
  conducted_by uuid references public.users (id) on delete set null,
  session_id uuid not null,
  success_rate numeric,
  avg_response_time_ms numeric,
  test_duration_seconds numeric,
  correct_answers integer,
  total_questions integer,
  detailed_answers jsonb,
  dortlu_yatay_accuracy_percentage numeric,
  dortlu_kare_accuracy_percentage numeric,
  altili_kare_accuracy_percentage numeric,
  l_format_accuracy_percentage numeric,
  dokuzlu_format_accuracy_percentage numeric,
  test_start_time timestamptz,
  test_end_time timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.akil_mantik_test_results is 'Akıl-Mantık (logic) sub-test results (spec 2 §3).';

-- Alias columns: whichever of the pair the writer filled, the other gets the same value.
create or replace function public.sync_result_aliases() returns trigger
language plpgsql set search_path = '' as $$
declare
  j jsonb := jsonb_strip_nulls(to_jsonb(new));
begin
  if not j ? 'accuracy_percentage' and j ? 'success_rate' then
    j := j || jsonb_build_object('accuracy_percentage', j -> 'success_rate');
  elsif not j ? 'success_rate' and j ? 'accuracy_percentage' and to_jsonb(new) ? 'success_rate' then
    j := j || jsonb_build_object('success_rate', j -> 'accuracy_percentage');
  end if;
  if not j ? 'avg_response_time_ms' and j ? 'average_response_time_ms' and to_jsonb(new) ? 'avg_response_time_ms' then
    j := j || jsonb_build_object('avg_response_time_ms', j -> 'average_response_time_ms');
  elsif not j ? 'average_response_time_ms' and j ? 'avg_response_time_ms' and to_jsonb(new) ? 'average_response_time_ms' then
    j := j || jsonb_build_object('average_response_time_ms', j -> 'avg_response_time_ms');
  end if;
  return jsonb_populate_record(new, j);
end $$;
comment on function public.sync_result_aliases() is 'BEFORE INSERT/UPDATE: keeps success_rate/accuracy_percentage and avg_/average_response_time_ms in step.';

do $$
declare
  t text;
begin
  foreach t in array array['attention_test_results', 'memory_test_results', 'stroop_test_results',
                           'puzzle_test_results', 'akil_mantik_test_results'] loop
    execute format('create index %1$s_student_id_idx on public.%1$I (student_id, created_at desc)', t);
    execute format('create index %1$s_session_id_idx on public.%1$I (session_id, test_end_time desc)', t);
    execute format('create index %1$s_conducted_by_idx on public.%1$I (conducted_by)', t);
    execute format('create index %1$s_created_at_idx on public.%1$I (created_at desc)', t);
    execute format('alter table public.%I enable row level security', t);
    execute format($p$create policy %1$s_select on public.%1$I for select to anon, authenticated
      using ((select public.is_admin())
             or student_id in (select public.visible_user_ids())
             or ((select public.request_test_session_id()) is not null
                 and session_id = (select public.request_test_session_id())
                 and public.test_session_is_open(session_id, student_id, null, 'cognitive')))$p$, t);
    execute format($p$create policy %1$s_insert on public.%1$I for insert to anon, authenticated
      with check (public.can_insert_result(student_id, conducted_by, session_id, 'cognitive'))$p$, t);
    execute format($p$create policy %1$s_update_admin on public.%1$I for update to authenticated
      using ((select public.is_admin())) with check ((select public.is_admin()))$p$, t);
    execute format($p$create policy %1$s_delete_admin on public.%1$I for delete to authenticated
      using ((select public.is_admin()))$p$, t);
  end loop;
  foreach t in array array['attention_test_results', 'memory_test_results', 'stroop_test_results'] loop
    execute format('create trigger %1$s_sync_aliases before insert or update on public.%1$I
      for each row execute function public.sync_result_aliases()', t);
  end loop;
end $$;

create index attention_test_results_user_id_idx on public.attention_test_results (user_id);
