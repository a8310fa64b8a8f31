-- Dates and counts of a student's tests without their scores (issue 26 §2): once staff no longer
-- read the result tables directly (20261126430200), the functions that derived them under the
-- caller's RLS become SECURITY DEFINER with the visibility check written in: can_see_user
-- (admin → all, temsilci → their trainers' students, trainer → own students, a student → self).
-- They reveal when and how many tests a visible student took — the same kind of fact as the
-- student list itself — never a score, and are not recorded in the access log
-- (docs/privacy.md "Erişim kayıtları", docs/decisions.md "Dates and counts are not looks").

-- 'Son Test' (computed field on users and list_students).
create or replace function public.last_test_at(p_user public.users) returns timestamptz
language sql stable security definer set search_path = '' as $$
  select max(t.at) from (
    select max(created_at) as at from public.cognitive_test_result where student_id = p_user.id
    union all select max(created_at) from public.attention_test_results where student_id = p_user.id
    union all select max(created_at) from public.memory_test_results where student_id = p_user.id
    union all select max(created_at) from public.stroop_test_results where student_id = p_user.id
    union all select max(created_at) from public.puzzle_test_results where student_id = p_user.id
    union all select max(created_at) from public.akil_mantik_test_results where student_id = p_user.id
    union all select max(created_at) from public.burdon_test_results where student_id = p_user.id
    union all select max(created_at) from public.d2_test_results where student_id = p_user.id
  ) t
  where public.can_see_user(p_user.id)
$$;
comment on function public.last_test_at(public.users) is
  'Computed field: date of the student''s latest cognitive (combined or sub-test), Burdon or d2 result; null when none or when the caller may not see the student. SECURITY DEFINER, no scores.';

-- Unfinished batteries ('3/5 tamamlandı'): sessions of students the caller may see.
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
language sql stable security definer set search_path = '' as $$
  select s.id, s.student_id, s.created_at, c.id, c.first_name, c.last_name, d.n, 5
  from public.test_sessions s
  cross join lateral (
    select ((exists (select 1 from public.attention_test_results r where r.session_id = s.id))::int
      + (exists (select 1 from public.memory_test_results r where r.session_id = s.id))::int
      + (exists (select 1 from public.stroop_test_results r where r.session_id = s.id))::int
      + (exists (select 1 from public.puzzle_test_results r where r.session_id = s.id))::int
      + (exists (select 1 from public.akil_mantik_test_results r where r.session_id = s.id))::int) as n
  ) d
  left join public.users c on c.id = coalesce(s.conducted_by, (select a.id from public.users a where a.auth_user_id = s.created_by))
  where s.kind = 'cognitive'
    and (p_student_id is null or s.student_id = p_student_id)
    and s.student_id in (select public.visible_user_ids())
    and d.n between 1 and 4
    and not exists (select 1 from public.cognitive_test_result r where r.session_id = s.id)
  order by s.created_at desc, s.id
  limit least(greatest(coalesce(p_limit, 500), 0), 1000)
$$;
comment on function public.incomplete_batteries(uuid, integer) is
  'Unfinished cognitive batteries (1–4 of 5 sub-tests, no combined record) of students the caller may see: session, student, start date, who started it, count. No scores. SECURITY DEFINER.';

-- Raporlar student list counts: replaces the security_invoker view report_student_test_counts
-- (which would count nothing once staff lose SELECT on the result tables).
drop view public.report_student_test_counts;
create or replace function public.report_test_counts()
returns table (student_id uuid, burdon_count integer, d2_count integer, cognitive_count integer)
language sql stable security definer set search_path = '' as $$
  select u.id,
    (select count(*) from public.burdon_test_results b where b.student_id = u.id)::integer,
    (select count(*) from public.d2_test_results d where d.student_id = u.id)::integer,
    (select count(*) from public.cognitive_test_result c where c.student_id = u.id)::integer
  from public.users u
  where 'kullanici' = any (u.roles) and u.id in (select public.visible_user_ids())
  order by u.id
$$;
comment on function public.report_test_counts() is
  'Raporlar: Burdon / d2 / cognitive result counts per student the caller may see (no scores; not recorded). SECURITY DEFINER.';
revoke execute on function public.report_test_counts() from public, anon;
grant execute on function public.report_test_counts() to authenticated;
