-- Unfinished cognitive batteries (issue 25 §3): a registered cognitive session with one to four
-- of the five sub-test results stored and no combined record. Shown on the student's profile and
-- in Aktiviteler as '3/5 tamamlandı' with its date and who started it.
--
-- SECURITY INVOKER: RLS on test_sessions, the sub-test tables and users decides what a caller
-- sees (a trainer their students' sessions, an admin all). Returns dates, names and counts only —
-- never a score. A session with no stored sub-test (a launch closed at once) is not listed, nor
-- one with all five (the aggregator's queue completes it).
create or replace function public.incomplete_batteries(p_student_id uuid default null, p_limit integer default 500)
returns table (
  session_id uuid,
  student_id uuid,
  started_at timestamptz,
  started_by_id uuid,
  started_by_first_name text,
  started_by_last_name text,
  completed_count integer,
  total_count integer
)
language sql stable security invoker set search_path = '' as $$
  select s.id, s.student_id, s.created_at, c.id, c.first_name, c.last_name, d.n, 5
  from public.test_sessions s
  cross join lateral (
    select ((exists (select 1 from public.attention_test_results r where r.session_id = s.id))::int
      + (exists (select 1 from public.memory_test_results r where r.session_id = s.id))::int
      + (exists (select 1 from public.stroop_test_results r where r.session_id = s.id))::int
      + (exists (select 1 from public.puzzle_test_results r where r.session_id = s.id))::int
      + (exists (select 1 from public.akil_mantik_test_results r where r.session_id = s.id))::int) as n
  ) d
  -- who started it: the conductor, else the registrant (created_by is an auth user id)
  left join public.users c on c.id = coalesce(s.conducted_by, (select a.id from public.users a where a.auth_user_id = s.created_by))
  where s.kind = 'cognitive'
    and (p_student_id is null or s.student_id = p_student_id)
    and d.n between 1 and 4
    and not exists (select 1 from public.cognitive_test_result r where r.session_id = s.id)
  order by s.created_at desc, s.id
  limit least(greatest(coalesce(p_limit, 500), 0), 1000)
$$;
comment on function public.incomplete_batteries(uuid, integer) is
  'Unfinished cognitive batteries (1–4 of 5 sub-tests, no combined record): session, student, start date, who started it, count. No scores. SECURITY INVOKER.';

revoke execute on function public.incomplete_batteries(uuid, integer) from public, anon;
grant execute on function public.incomplete_batteries(uuid, integer) to authenticated;
