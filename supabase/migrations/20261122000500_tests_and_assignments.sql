-- The test catalogue and test assignments (spec 1 §2 "Test Tanımla", spec 3 §2.6).

create table public.tests (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> ''),
  description text,
  -- reading tests (Okuma Testleri) and field tests (Alan Testleri: everything but reading)
  test_type text not null check (test_type in ('reading', 'field', 'burdon', 'd2', 'cognitive', 'parent_survey')),
  duration_minutes integer check (duration_minutes is null or duration_minutes > 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);
comment on table public.tests is 'Test catalogue (spec 1 §3, spec 3 §3): reading and field tests with is_active; duration null = Sınırsız.';

create index tests_is_active_created_at_idx on public.tests (is_active, created_at desc);
create index tests_test_type_idx on public.tests (test_type);
create index tests_created_at_idx on public.tests (created_at desc);

alter table public.tests enable row level security;

create policy tests_select on public.tests for select to authenticated using (true);
create policy tests_insert_admin on public.tests for insert to authenticated with check ((select public.is_admin()));
create policy tests_update_admin on public.tests for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy tests_delete_admin on public.tests for delete to authenticated using ((select public.is_admin()));

create table public.test_results (
  id uuid primary key default gen_random_uuid(),
  test_id uuid not null references public.tests (id) on delete cascade,
  student_id uuid not null references public.users (id) on delete cascade,
  conducted_by uuid references public.users (id) on delete set null,
  start_time timestamptz not null default now(),
  -- spec 1 §4: assigned (assignment) / in_progress (test start); later states are ours
  status text not null default 'assigned' check (status in ('assigned', 'in_progress', 'completed', 'cancelled')),
  created_at timestamptz not null default now()
);
comment on table public.test_results is 'Test assignments / start records (spec 1 §3 test_results): which test a staff member gave to which student.';

create index test_results_test_id_idx on public.test_results (test_id);
create index test_results_student_id_idx on public.test_results (student_id, created_at desc);
create index test_results_conducted_by_idx on public.test_results (conducted_by);
create index test_results_created_at_idx on public.test_results (created_at desc);

alter table public.test_results enable row level security;

create policy test_results_select on public.test_results for select to authenticated
  using (
    (select public.is_admin())
    or student_id in (select public.visible_user_ids())
    or conducted_by = (select public.current_user_id())
  );
create policy test_results_insert on public.test_results for insert to authenticated
  with check ((select public.is_staff()) and conducted_by = (select public.current_user_id()) and public.can_see_user(student_id));
create policy test_results_update on public.test_results for update to authenticated
  using ((select public.is_admin()) or conducted_by = (select public.current_user_id()))
  with check ((select public.is_admin()) or (conducted_by = (select public.current_user_id()) and public.can_see_user(student_id)));
create policy test_results_delete on public.test_results for delete to authenticated
  using ((select public.is_admin()) or conducted_by = (select public.current_user_id()));
