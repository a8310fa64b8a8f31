-- The consent gate (issue 26 item 1): the database refuses to register a test session, store any
-- assessment result, or write exercise progress for a student without an active guardian
-- consent — whoever writes (API roles, the aggregator's service role, the table owner).
-- Error: 'Bu öğrenci için veli onayı bulunmuyor.' with SQLSTATE PT403 (PostgREST answers 403) and
-- hint 'consent_required', which the UI maps to the same Turkish message.
--
-- Race with a withdrawal: the gate takes FOR SHARE on the active consent row; a withdrawal
-- updates that row (FOR UPDATE). Whichever comes second waits for the first to commit: a session
-- registered first is followed by the withdrawal; a withdrawal first leaves no active row when the
-- waiting gate re-checks it (READ COMMITTED re-evaluates the locked row), so the session is refused.
-- Concurrent session starts take shared locks and never wait for each other.
--
-- Which writes are gated (docs/decisions.md "Consent gate: which writes"): test_sessions, the five
-- cognitive sub-test tables, cognitive_test_result, burdon/d2/parent survey results, and the
-- exercise tables (student_exercises, exercise_attempts, exercise_progress) on insert and on an update
-- that records progress —
-- exercise attempts are scored performance data of the child too. Subjects who are not students
-- (staff trying a test on themselves, see consent_required_for) are not gated.

create or replace function public.consent_gate() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  subject uuid := nullif(to_jsonb(new) ->> tg_argv[0], '')::uuid;
  progressed boolean := false;
  i integer;
begin
  -- an UPDATE is gated only when it records progress (tg_argv[1..] name the progress columns):
  -- erasure/anonymisation and other housekeeping updates pass
  if tg_op = 'UPDATE' then
    for i in 1 .. tg_nargs - 1 loop
      progressed := progressed or (to_jsonb(new) -> tg_argv[i]) is distinct from (to_jsonb(old) -> tg_argv[i]);
    end loop;
    if not progressed then
      return new;
    end if;
  end if;
  if subject is null or not public.consent_required_for(subject) then
    return new;
  end if;
  perform 1 from public.guardian_consents c
    where c.student_id = subject and c.withdrawn_at is null
    for share;
  if not found then
    raise exception 'Bu öğrenci için veli onayı bulunmuyor.'
      using errcode = 'PT403', hint = 'consent_required',
            detail = format('%s: no active guardian consent for the student', tg_table_name);
  end if;
  return new;
end $$;
comment on function public.consent_gate() is
  'BEFORE INSERT/UPDATE gate: refuses a write for a student without an active guardian consent (PT403, hint consent_required). Arg: the column holding the student id.';
revoke execute on function public.consent_gate() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['test_sessions', 'attention_test_results', 'memory_test_results', 'stroop_test_results',
                           'puzzle_test_results', 'akil_mantik_test_results', 'cognitive_test_result',
                           'burdon_test_results', 'd2_test_results', 'parent_survey_results']
  loop
    execute format('create trigger %1$s_consent_gate before insert on public.%1$I
      for each row execute function public.consent_gate(%2$L)', t, 'student_id');
  end loop;
end $$;

-- exercise tables: after the triggers that resolve the student (names sort after them)
-- (an UPDATE is gated when one of the listed progress columns changes)
create trigger student_exercises_zz_consent_gate before insert or update on public.student_exercises
  for each row execute function public.consent_gate('student_id', 'total_sessions', 'total_time_seconds', 'max_level_reached', 'detailed_stats');
create trigger exercise_attempts_zz_consent_gate before insert on public.exercise_attempts
  for each row execute function public.consent_gate('student_id');
create trigger exercise_progress_zz_consent_gate before insert or update on public.exercise_progress
  for each row execute function public.consent_gate('user_id', 'current_level', 'max_level_reached', 'total_score', 'level_scores', 'level_attempts');
