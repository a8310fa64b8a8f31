-- Test assignments that go somewhere (issue 25 item 2; spec 1 §4 "Test assignment: inserted with
-- status assigned ...; later states: not shown" — the later states are decided here, see
-- docs/decisions.md "Test assignments: notification and states").
--   assigned (atandı) → in_progress (başladı) → completed (tamamlandı)
-- Everything happens in the database so it holds whatever the client does:
--   * an assignment is refused for a Pasif student or a Pasif test;
--   * an assignment notifies the student (bell + realtime);
--   * the student starts their own assignment with start_test_assignment() → in_progress;
--   * a test session registered for the student (Burdon, d2, battery, survey) moves the oldest
--     assigned row of that type to in_progress, unless a run of that type already started in
--     the last 12 hours (a session's lifetime) is in progress;
--   * a result of a type (burdon_test_results, d2_test_results, cognitive_test_result,
--     parent_survey_results) completes the most recently started in_progress row of that student
--     and type, else the oldest assigned one.
-- tests.test_type and test_sessions.kind / the result kinds use the same words (burdon, d2,
-- cognitive, parent_survey); reading and field tests have no result table.

alter table public.test_results
  add column started_at timestamptz,
  add column completed_at timestamptz;
comment on column public.test_results.started_at is 'When the row became in_progress (set by the database).';
comment on column public.test_results.completed_at is 'When the row became completed (set by the database).';

create index test_results_student_status_idx on public.test_results (student_id, status);

-- Stamps started_at / completed_at and refuses an assignment of a Pasif student or test.
-- SECURITY DEFINER: reads users.is_active and tests.is_active whoever the caller is.
create or replace function public.test_results_lifecycle_stamp() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  at_time timestamptz := case when tg_op = 'INSERT' then new.start_time else now() end;
begin
  if tg_op = 'INSERT' and new.status = 'assigned' then
    if not exists (select 1 from public.users u where u.id = new.student_id and u.is_active) then
      raise exception 'Pasif bir öğrenciye test tanımlanamaz.' using errcode = '23514', constraint = 'test_results_student_active';
    end if;
    if not exists (select 1 from public.tests t where t.id = new.test_id and t.is_active) then
      raise exception 'Pasif bir test tanımlanamaz.' using errcode = '23514', constraint = 'test_results_test_active';
    end if;
  end if;
  if new.status = 'assigned' then
    new.started_at := null;
    new.completed_at := null;
  end if;
  if new.status in ('in_progress', 'completed') and new.started_at is null then
    new.started_at := at_time;
  end if;
  if new.status = 'completed' and new.completed_at is null then
    new.completed_at := at_time;
  end if;
  if new.status = 'in_progress' then
    new.completed_at := null;
  end if;
  return new;
end $$;
comment on function public.test_results_lifecycle_stamp() is
  'BEFORE INSERT/UPDATE on test_results: stamps started_at/completed_at; refuses assigning a Pasif student or test.';

create trigger test_results_lifecycle_stamp before insert or update on public.test_results
  for each row execute function public.test_results_lifecycle_stamp();

-- The assigned student is notified (spec 1 §3 notifications; type test_assigned is ours).
create or replace function public.notify_test_assigned() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  test_title text;
begin
  -- bulk loads (seed, scale generator) set this to skip notifications
  if coalesce(current_setting('akademi.skip_result_notifications', true), '') = 'on' then
    return null;
  end if;
  if new.status <> 'assigned' then
    return null;
  end if;
  select t.title into test_title from public.tests t where t.id = new.test_id;
  insert into public.notifications (user_id, type, title, message, data, action_url, priority)
  values (
    new.student_id,
    'test_assigned',
    'Yeni test atandı',
    coalesce(test_title, 'Bir') || ' testi size tanımlandı. Panelinizdeki ''Atanan Testler'' bölümünden başlatabilirsiniz.',
    jsonb_build_object('assignment_id', new.id, 'test_id', new.test_id),
    '/dashboard',
    'normal'
  );
  return null;
end $$;
comment on function public.notify_test_assigned() is
  'AFTER INSERT on test_results: notifies the student of a new assignment (type test_assigned, link /dashboard).';

create trigger test_results_notify_assigned after insert on public.test_results
  for each row execute function public.notify_test_assigned();

-- A session registered for a student starts their oldest assignment of that type.
create or replace function public.test_assignment_session_started() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (
    select 1 from public.test_results r join public.tests t on t.id = r.test_id
    where r.student_id = new.student_id and t.test_type = new.kind and r.status = 'in_progress'
      and r.started_at > now() - interval '12 hours'
  ) then
    return null;
  end if;
  update public.test_results set status = 'in_progress', started_at = now()
  where id = (
    select r.id from public.test_results r join public.tests t on t.id = r.test_id
    where r.student_id = new.student_id and t.test_type = new.kind and r.status = 'assigned'
    order by r.start_time, r.created_at, r.id
    limit 1
  );
  return null;
end $$;
comment on function public.test_assignment_session_started() is
  'AFTER INSERT on test_sessions: the student''s oldest assigned test of that kind becomes in_progress (unless one already runs).';

create trigger test_sessions_start_assignment after insert on public.test_sessions
  for each row execute function public.test_assignment_session_started();

-- A stored result completes the matching assignment.
create or replace function public.test_assignment_result_arrived() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  kind text := tg_argv[0];
  target uuid;
begin
  if new.student_id is null then
    return null;
  end if;
  select r.id into target
  from public.test_results r join public.tests t on t.id = r.test_id
  where r.student_id = new.student_id and t.test_type = kind and r.status = 'in_progress'
  order by r.started_at desc nulls last, r.created_at desc, r.id
  limit 1;
  if target is null then
    select r.id into target
    from public.test_results r join public.tests t on t.id = r.test_id
    where r.student_id = new.student_id and t.test_type = kind and r.status = 'assigned'
    order by r.start_time, r.created_at, r.id
    limit 1;
  end if;
  if target is not null then
    update public.test_results set status = 'completed', completed_at = now() where id = target;
  end if;
  return null;
end $$;
comment on function public.test_assignment_result_arrived() is
  'AFTER INSERT on result tables: completes the student''s running (else oldest assigned) test_results row of that kind.';

create trigger cognitive_test_result_completes_assignment after insert on public.cognitive_test_result
  for each row execute function public.test_assignment_result_arrived('cognitive');
create trigger burdon_test_results_completes_assignment after insert on public.burdon_test_results
  for each row execute function public.test_assignment_result_arrived('burdon');
create trigger d2_test_results_completes_assignment after insert on public.d2_test_results
  for each row execute function public.test_assignment_result_arrived('d2');
create trigger parent_survey_results_completes_assignment after insert on public.parent_survey_results
  for each row execute function public.test_assignment_result_arrived('parent_survey');

-- The student starts one of their own assignments (the dashboard's start button). Returns the
-- test type so the client knows which page to open. Only the assigned, active student.
create or replace function public.start_test_assignment(p_assignment uuid) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := public.current_user_id();
  a_id uuid;
  a_status text;
  a_type text;
begin
  select r.id, r.status, t.test_type into a_id, a_status, a_type
  from public.test_results r join public.tests t on t.id = r.test_id
  where r.id = p_assignment and r.student_id = me;
  if a_id is null or cardinality(public.current_user_roles()) = 0 then
    raise exception 'Atama bulunamadı.' using errcode = 'P0002';
  end if;
  if a_status = 'assigned' then
    update public.test_results set status = 'in_progress', started_at = now() where id = a_id;
  elsif a_status not in ('in_progress') then
    raise exception 'Bu test artık başlatılamaz.' using errcode = '22023';
  end if;
  return a_type;
end $$;
comment on function public.start_test_assignment(uuid) is
  'RPC for the assigned student: their assignment becomes in_progress; returns the test type.';

revoke execute on function public.test_results_lifecycle_stamp() from public, anon, authenticated;
revoke execute on function public.notify_test_assigned() from public, anon, authenticated;
revoke execute on function public.test_assignment_session_started() from public, anon, authenticated;
revoke execute on function public.test_assignment_result_arrived() from public, anon, authenticated;
revoke execute on function public.start_test_assignment(uuid) from public, anon;
grant execute on function public.start_test_assignment(uuid) to authenticated;
