-- Öğrenciler 'Son Test' and 'Bu ay test edilmeyenler' (issue 25 §3), and the server-side student
-- search (issue 25 §4), computed in the database so that they work for a paginated list.
--
-- Both are SECURITY INVOKER: row-level security on users and on every result table decides, so a
-- caller only gets students they may see and only dates of results they may read. They return
-- dates and people, never scores.

-- The student's latest test of any kind: a combined cognitive record, any of the five cognitive
-- sub-tests (an unfinished battery is still a test given), Burdon or d2. Parent surveys are not
-- tests of the student and do not count (docs/decisions.md "Son Test"). A PostgREST computed
-- field: select=id,first_name,last_test_at on users or on list_students.
create or replace function public.last_test_at(p_user public.users) returns timestamptz
language sql stable security invoker set search_path = '' as $$
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
$$;
comment on function public.last_test_at(public.users) is
  'Computed field: date of the student''s latest cognitive (combined or sub-test), Burdon or d2 result the caller may read; null when none. SECURITY INVOKER.';

-- The Öğrenciler list (spec 1 §6 scope by the caller's current role) with the search and the
-- 'Bu ay test edilmeyenler' filter applied on the server. Order: newest first (spec 1 §7 "ordered
-- by created_at descending"), or with p_order = 'name' Turkish order (surname, then first name).
-- p_role narrows what RLS already allows: admin → every student; temsilci → students of the
-- trainers they supervise; beyin_antrenoru → their own students; anything else → none.
-- p_search: every word (folded with tr_fold) must occur in the first name, last name, e-mail,
-- student number (or the 'STU' + last 8 characters of the id label shown when there is none) or
-- school — the same fields as the browser's matchesStudentSearch. Page with PostgREST's range (limit/offset) and count=exact.
create or replace function public.list_students(p_role text, p_search text default null, p_untested_this_month boolean default false, p_order text default 'created_at')
returns setof public.users
language sql stable security invoker set search_path = '' as $$
  with me as (select public.current_user_id() as id),
  words as (
    select w from pg_catalog.regexp_split_to_table(public.tr_fold(pg_catalog.left(coalesce(p_search, ''), 200)), '\s+') as w
    where w <> ''
  )
  select u.*
  from public.users u, me
  where 'kullanici' = any (u.roles)
    and case p_role
      when 'admin' then (select public.is_admin())
      when 'beyin_antrenoru' then u.supervisor_id = me.id
      when 'temsilci' then u.supervisor_id in (
        select t.id from public.users t where t.supervisor_id = me.id and 'beyin_antrenoru' = any (t.roles))
      else false
    end
    and not exists (
      select 1 from words
      where pg_catalog.strpos(
        public.tr_fold(concat_ws(' ', u.first_name, u.last_name, u.email,
          coalesce(nullif(pg_catalog.btrim(u.demographic_info ->> 'student_number'), ''), 'STU' || pg_catalog.right(u.id::text, 8)),
          u.demographic_info ->> 'school_name')),
        words.w) = 0)
    and (not coalesce(p_untested_this_month, false)
      or coalesce(public.last_test_at(u) < pg_catalog.date_trunc('month', now(), 'Europe/Istanbul'), true))
  order by
    case when p_order = 'name' then public.tr_sort_key(u.last_name) end collate "C",
    case when p_order = 'name' then public.tr_sort_key(u.first_name) end collate "C",
    u.created_at desc, u.id
$$;
comment on function public.list_students(text, text, boolean, text) is
  'Öğrenciler list: students in the caller''s current-role scope (under RLS), Turkish-folded search over name, e-mail, student number and school, optional "not tested this month" (Europe/Istanbul); newest first or (p_order = ''name'') Turkish order. SECURITY INVOKER.';

revoke execute on function public.last_test_at(public.users) from public, anon;
revoke execute on function public.list_students(text, text, boolean, text) from public, anon;
grant execute on function public.last_test_at(public.users) to authenticated;
grant execute on function public.list_students(text, text, boolean, text) to authenticated;
