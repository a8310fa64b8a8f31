-- Reports page student list (spec 3 §2.2): Burdon, D2 and Bilişsel counts per student in
-- one query. security_invoker, so the caller's RLS on users and on each result table applies.

create view public.report_student_test_counts with (security_invoker = true) as
select
  u.id as student_id,
  coalesce(b.n, 0)::integer as burdon_count,
  coalesce(d.n, 0)::integer as d2_count,
  coalesce(c.n, 0)::integer as cognitive_count
from public.users u
left join (select student_id, count(*) as n from public.burdon_test_results group by student_id) b on b.student_id = u.id
left join (select student_id, count(*) as n from public.d2_test_results group by student_id) d on d.student_id = u.id
left join (select student_id, count(*) as n from public.cognitive_test_result group by student_id) c on c.student_id = u.id
where 'kullanici' = any (u.roles);
comment on view public.report_student_test_counts is 'Per-student Burdon / D2 / cognitive result counts for the reports page (RLS of the caller applies).';
