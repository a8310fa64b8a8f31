-- Sessions bound to people (issue 15 §3). A test session belongs to one student, one kind and one
-- conductor: the authenticated user who registered it (staff who manage the student, or the
-- student themself for the self-started dashboard tests — then the conductor is the student).
-- Results are written only inside a registered, unexpired session, only by its registrant, only
-- for its student; conducted_by of every result is copied from the session (never the client's).
-- The combined cognitive record is written by the aggregator (service role) only.

-- 1. Registering: the conductor is the caller, never null, never someone else.
drop policy test_sessions_insert on public.test_sessions;
create policy test_sessions_insert on public.test_sessions for insert to authenticated
  with check (
    created_by = auth.uid()
    and conducted_by is not null
    and conducted_by = (select public.current_user_id())
    and public.can_see_user(student_id)
    and expires_at <= now() + interval '24 hours'
  );

-- 2. Writing a result: only the session's registrant (who is its conductor), for its student,
-- with the session's kind, while it is open. No session, no insert (staff included).
create or replace function public.can_insert_result(p_student uuid, p_conducted_by uuid, p_session uuid, p_kind text)
returns boolean language sql stable security definer set search_path = '' as $$
  select auth.role() = 'authenticated'
    and p_session is not null
    and p_student is not null
    and public.can_see_user(p_student)
    and exists (
      select 1 from public.test_sessions s
      where s.id = p_session
        and s.student_id = p_student
        and s.kind = p_kind
        and s.created_by = auth.uid()
        and s.conducted_by is not null
        and s.conducted_by = public.current_user_id()
        and p_conducted_by is not distinct from s.conducted_by
        and s.expires_at > now()
    )
$$;
comment on function public.can_insert_result(uuid, uuid, uuid, text) is
  'Result insert rule (issue 15): the authenticated registrant of an open session of that kind, for the session''s student.';

-- 3. conducted_by comes from the session; a row naming a session must name its student (this
-- also binds the service role: the aggregator cannot file a record under another student''s
-- session). Runs before RLS checks the row.
create or replace function public.result_bind_to_session() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  s record;
begin
  if new.session_id is null then
    return new;
  end if;
  select ts.student_id, ts.conducted_by, ts.kind into s from public.test_sessions ts where ts.id = new.session_id;
  if not found then
    return new; -- an unregistered session: RLS refuses it for API callers
  end if;
  if s.student_id is distinct from new.student_id then
    raise exception 'Bu oturum başka bir öğrenciye ait.' using errcode = '42501',
      detail = format('session %s belongs to another student', new.session_id);
  end if;
  if s.kind is distinct from tg_argv[0] then
    raise exception 'Bu oturum bu test türü için açılmadı.' using errcode = '42501',
      detail = format('session %s is of kind %s, not %s', new.session_id, s.kind, tg_argv[0]);
  end if;
  new.conducted_by := s.conducted_by;
  return new;
end $$;
comment on function public.result_bind_to_session() is
  'BEFORE INSERT on result tables: conducted_by := the session''s conductor; refuses a row whose student or kind differs from its session.';

do $$
declare
  t text;
  k text;
begin
  for t, k in
    select * from (values
      ('attention_test_results', 'cognitive'), ('memory_test_results', 'cognitive'),
      ('stroop_test_results', 'cognitive'), ('puzzle_test_results', 'cognitive'),
      ('akil_mantik_test_results', 'cognitive'), ('cognitive_test_result', 'cognitive'),
      ('burdon_test_results', 'burdon'), ('d2_test_results', 'd2'),
      ('parent_survey_results', 'parent_survey')) v (t, k)
  loop
    execute format('create trigger %1$s_bind_session before insert on public.%1$I
      for each row execute function public.result_bind_to_session(%2$L)', t, k);
  end loop;
end $$;

-- 4. The combined record: only the aggregator (service role) writes it.
drop policy cognitive_test_result_insert on public.cognitive_test_result;
