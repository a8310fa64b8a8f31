-- The combined cognitive record (spec 2 §3, §9): six scores aggregated from the five sub-test
-- records of one session. Written by the aggregator (edge function or the launcher).

create table public.cognitive_test_result (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.users (id),
  conducted_by uuid references public.users (id) on delete set null,
  session_id uuid not null,
  test_start_time timestamptz,
  test_end_time timestamptz,
  duration_seconds numeric,
  dikkat_skoru numeric,
  hafiza_skoru numeric,
  isleme_hizi_skoru numeric,
  gorsel_isleme_skoru numeric,
  akil_mantik_yurutme_skoru numeric,
  bilissel_esneklik_skoru numeric,
  -- the five sub-test result ids plus per-test summaries (accuracy, response time, sub-scores)
  alt_test_ozetleri jsonb,
  created_at timestamptz not null default now()
);
comment on table public.cognitive_test_result is
  'Combined cognitive skills record (spec 2 §3): six scores of one session (dikkat, hafıza, işleme hızı, görsel işleme, akıl-mantık, bilişsel esneklik).';

create index cognitive_test_result_student_id_idx on public.cognitive_test_result (student_id, created_at desc);
create index cognitive_test_result_session_id_idx on public.cognitive_test_result (session_id);
create index cognitive_test_result_conducted_by_idx on public.cognitive_test_result (conducted_by);
create index cognitive_test_result_created_at_idx on public.cognitive_test_result (created_at desc);

alter table public.cognitive_test_result enable row level security;

create policy cognitive_test_result_select on public.cognitive_test_result for select to anon, authenticated
  using ((select public.is_admin())
         or student_id in (select public.visible_user_ids())
         or ((select public.request_test_session_id()) is not null
                 and session_id = (select public.request_test_session_id())
                 and public.test_session_is_open(session_id, student_id, null, 'cognitive')));
create policy cognitive_test_result_insert on public.cognitive_test_result for insert to anon, authenticated
  with check (public.can_insert_result(student_id, conducted_by, session_id, 'cognitive'));
create policy cognitive_test_result_update_admin on public.cognitive_test_result for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy cognitive_test_result_delete_admin on public.cognitive_test_result for delete to authenticated
  using ((select public.is_admin()));
