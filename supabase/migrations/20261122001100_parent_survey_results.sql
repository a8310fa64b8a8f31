-- Parent survey results (spec 3 §3; 40 questions, spec 1 §9). The survey window may run
-- without a conductor, so conducted_by is optional.

create table public.parent_survey_results (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.users (id),
  conducted_by uuid references public.users (id) on delete set null,
  session_id uuid,
  total_score numeric,
  answers jsonb,
  created_at timestamptz not null default now()
);
comment on table public.parent_survey_results is 'Veli anketi (parent survey) results (spec 3 §3): total_score plus the 40 answers.';

create index parent_survey_results_student_id_idx on public.parent_survey_results (student_id, created_at desc);
create index parent_survey_results_session_id_idx on public.parent_survey_results (session_id);
create index parent_survey_results_conducted_by_idx on public.parent_survey_results (conducted_by);
create index parent_survey_results_created_at_idx on public.parent_survey_results (created_at desc);

alter table public.parent_survey_results enable row level security;

create policy parent_survey_results_select on public.parent_survey_results for select to anon, authenticated
  using ((select public.is_admin())
         or student_id in (select public.visible_user_ids())
         or ((select public.request_test_session_id()) is not null
                 and session_id = (select public.request_test_session_id())
                 and public.test_session_is_open(session_id, student_id, null, 'parent_survey')));
create policy parent_survey_results_insert on public.parent_survey_results for insert to anon, authenticated
  with check (public.can_insert_result(student_id, conducted_by, session_id, 'parent_survey'));
create policy parent_survey_results_update_admin on public.parent_survey_results for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy parent_survey_results_delete_admin on public.parent_survey_results for delete to authenticated
  using ((select public.is_admin()));
