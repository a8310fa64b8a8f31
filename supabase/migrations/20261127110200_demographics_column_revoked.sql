-- users.demographic_info is no longer readable by the API roles (issue 26 §2: "a staff token
-- calling /rest/v1/<table> directly either gets nothing or leaves a record"). Every read of a
-- student's birth date, gender, grade, school, parent name/phone/e-mail, address or notes by a
-- staff member goes through a logging SECURITY DEFINER function: student_demographics
-- (20261127110000), student_profile_header, cognitive_report_page; the LMS function (service
-- role) logs its own. A direct GET /rest/v1/users?select=demographic_info (or select=*) is
-- refused with 42501 for anon and authenticated, whatever the caller's role.
--
-- Column privileges: the table-level SELECT is replaced by SELECT on every other column. A
-- column added to users later is NOT readable by the API roles until its migration grants it.
-- INSERT/UPDATE/DELETE are unchanged (staff still write demographic_info; a PATCH without
-- return=representation reads no column it may not see).
--
-- list_students returned setof public.users (every column, demographic_info included) and read
-- the student number and school for its search under the caller's rights; as SECURITY INVOKER it
-- would now fail, and as a definer returning users it would hand the column out. It is replaced
-- (same arguments, same scope and search, same order) by a SECURITY DEFINER function with the
-- visibility check written in (can_see_user, which is what users_select allows for a student)
-- that returns the list columns and last_test_at, never demographic_info.

revoke select on public.users from anon, authenticated;
grant select (id, auth_user_id, email, first_name, last_name, phone, is_active, roles, supervisor_id,
  notification_preferences, created_at, updated_at, student_number) on public.users to anon, authenticated;

drop function public.list_students(text, text, boolean, text);
create function public.list_students(p_role text, p_search text default null, p_untested_this_month boolean default false, p_order text default 'created_at')
returns table (
  id uuid, auth_user_id uuid, email text, first_name text, last_name text, phone text, is_active boolean, roles text[],
  supervisor_id uuid, student_number text, created_at timestamptz, updated_at timestamptz, last_test_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  with me as (select public.current_user_id() as id),
  words as (
    select w from pg_catalog.regexp_split_to_table(public.tr_fold(pg_catalog.left(coalesce(p_search, ''), 200)), '\s+') as w
    where w <> ''
  )
  select u.id, u.auth_user_id, u.email, u.first_name, u.last_name, u.phone, u.is_active, u.roles,
         u.supervisor_id, u.student_number, u.created_at, u.updated_at, public.last_test_at(u)
  from public.users u, me
  where 'kullanici' = any (u.roles)
    and me.id is not null
    and public.can_see_user(u.id)
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
          coalesce(u.student_number, 'STU' || pg_catalog.right(u.id::text, 8)),
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
  'Öğrenciler list: students in the caller''s current-role scope that the caller may see (can_see_user), Turkish-folded search over name, e-mail, student number and school, optional "not tested this month" (Europe/Istanbul); newest first or (p_order = ''name'') Turkish order. SECURITY DEFINER; returns the list columns and last_test_at, never demographic_info.';
revoke execute on function public.list_students(text, text, boolean, text) from public, anon;
grant execute on function public.list_students(text, text, boolean, text) to authenticated;

-- the birthday card counted over the new list_students (it returns no demographics)
create or replace function public.student_birthdays_this_month(p_role text) returns integer
language sql stable security definer set search_path = '' as $$
  select count(*)::integer
  from public.list_students(p_role) s
  join public.users u on u.id = s.id
  cross join lateral (select coalesce(nullif(pg_catalog.btrim(u.demographic_info ->> 'birth_date'), ''), u.demographic_info ->> 'date_of_birth') as birth) b
  where b.birth ~ '^\d{4}-\d{2}'
    and pg_catalog.substr(b.birth, 6, 2) = pg_catalog.to_char(now() at time zone 'Europe/Istanbul', 'MM')
$$;
