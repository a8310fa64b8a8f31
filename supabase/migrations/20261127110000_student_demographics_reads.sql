-- Logged reads of users.demographic_info (issue 26 §2, the last part: "every read of a child's
-- ... demographics by a staff member ... is recorded server-side"). Staff screens that show a
-- student's birth date, gender, grade, school, parent details, address or notes ask this
-- function (POST, supabase-js .rpc()) for exactly the students they show; it returns the
-- demographics of the ids the caller may see (can_see_user: the caller, or a user the caller
-- manages — admin → all, temsilci → own trainers and their students, trainer → own students,
-- the same rule as the report_* functions) and appends ONE access-log record per student
-- returned, in one batched statement (log_students_access; what 'demographics', path
-- 'rpc:student_demographics:<screen>'). The caller's own row is returned and not recorded (it
-- is their own data); staff rows (a trainer's row read by an admin) are returned and not
-- recorded (not a child's data). Ids the caller may not see are dropped silently and leave
-- no record. At most 1000 ids per call; the screen name is a short lower-case word.

create or replace function public.student_demographics(p_students uuid[], p_path text)
returns table (id uuid, demographic_info jsonb)
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := public.current_user_id();
  shown uuid[];
  children uuid[];
begin
  if me is null then return; end if;
  if cardinality(coalesce(p_students, '{}'::uuid[])) > 1000 then
    raise exception 'En fazla 1000 öğrenci istenebilir.' using errcode = '22023';
  end if;
  if p_path is null or p_path !~ '^[a-z][a-z_]{0,39}$' then
    raise exception 'Geçersiz ekran adı.' using errcode = '22023';
  end if;
  select coalesce(array_agg(u.id order by u.id), '{}'),
         coalesce(array_agg(u.id order by u.id) filter (where 'kullanici' = any (u.roles) and u.id <> me), '{}')
    into shown, children
  from public.users u
  where u.id = any (p_students) and public.can_see_user(u.id);
  perform public.log_students_access(children, 'demographics', 'rpc:student_demographics:' || p_path);
  return query select u.id, u.demographic_info from public.users u where u.id = any (shown) order by u.id;
end $$;
comment on function public.student_demographics(uuid[], text) is
  'demographic_info of the visible users among p_students (max 1000); one access-log record (demographics, rpc:student_demographics:<p_path>) per student returned, the caller and staff rows not recorded.';
revoke execute on function public.student_demographics(uuid[], text) from public, anon;
grant execute on function public.student_demographics(uuid[], text) to authenticated;

-- Öğrenciler card 'Aktif Öğrenci' (spec 1 §2: students whose birthday is this month): a count,
-- so the card needs no student's demographics in the browser. The scope is list_students's
-- (p_role as the caller's current role: admin → all, temsilci → their trainers' students,
-- trainer → own students); the month is Europe/Istanbul's. An aggregate names no student and
-- is not recorded.
create or replace function public.student_birthdays_this_month(p_role text) returns integer
language sql stable security definer set search_path = '' as $$
  select count(*)::integer
  from public.list_students(p_role) u
  where public.current_user_id() is not null
    and pg_catalog.substr(coalesce(nullif(pg_catalog.btrim(u.demographic_info ->> 'birth_date'), ''), u.demographic_info ->> 'date_of_birth'), 6, 2)
        = pg_catalog.to_char(now() at time zone 'Europe/Istanbul', 'MM')
    and coalesce(nullif(pg_catalog.btrim(u.demographic_info ->> 'birth_date'), ''), u.demographic_info ->> 'date_of_birth') ~ '^\d{4}-\d{2}'
$$;
comment on function public.student_birthdays_this_month(text) is
  'Öğrenciler ''Aktif Öğrenci'' card: how many students in the caller''s p_role scope (as list_students) have their birthday this month (Europe/Istanbul).';
revoke execute on function public.student_birthdays_this_month(text) from public, anon;
grant execute on function public.student_birthdays_this_month(text) to authenticated;
