-- Dışa aktarma (issue 26 §3; KVKK md. 11 (b), GDPR Art. 15/20): every row of every table that
-- refers to the student, one key per table ("schema.table" → array of rows), tables found through
-- student_reference_columns() so a table added later is included. Credentials are stripped
-- (password, token, secret, hash and key columns). Caller: staff who manage the student (admin: everyone). VOLATILE so that
-- it is called with POST (a read of a child's identified data that may be recorded).

-- statement_timeout: a student with years of logs takes longer than the authenticated role's 8 s;
-- PostgREST applies a function's own setting to the request (Supabase "function level" timeouts).
create or replace function public.export_student_data(p_student uuid) returns jsonb
language plpgsql volatile security definer set search_path = '' set statement_timeout = '120s' as $$
declare
  v_auth text;
  v_email text;
  v_sessions text[];
  t record;
  v_rows jsonb;
  v_out jsonb := '{}'::jsonb;
  v_secret text[];
begin
  if public.current_user_id() is null and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Oturum açmanız gerekiyor' using errcode = '42501';
  end if;
  if coalesce(auth.role(), '') <> 'service_role' and (p_student is null or not public.can_handle_student_data(p_student)) then
    raise exception 'Bu öğrencinin verilerini dışa aktarma yetkiniz yok' using errcode = '42501';
  end if;
  select u.auth_user_id::text, lower(u.email) into v_auth, v_email from public.users u where u.id = p_student;
  if not found then
    raise exception 'Öğrenci bulunamadı' using errcode = 'P0002';
  end if;
  v_sessions := array(select ts.id::text from public.test_sessions ts where ts.student_id = p_student);
  for t in
    select distinct r.table_schema, r.table_name from public.student_reference_columns() r
     order by 1, 2
  loop
    -- credentials never leave: the table's password / token / secret / hash / key columns
    v_secret := array(
      select c.column_name::text from information_schema.columns c
       where c.table_schema = t.table_schema and c.table_name = t.table_name
         and (c.column_name ~* '(password|token|secret|hash)' or c.column_name in ('parent', 'key')));
    begin
      execute format(
        'select coalesce(jsonb_agg(to_jsonb(x) - $5), ''[]''::jsonb) from %I.%I x where %s',
        t.table_schema, t.table_name, public.student_rows_condition(t.table_schema, t.table_name))
        into v_rows using p_student::text, v_auth, v_email, v_sessions, v_secret;
    exception when insufficient_privilege then
      v_rows := '[]'::jsonb;  -- a hosted internal table the role may not read (docs/privacy.md)
    end;
    v_out := v_out || jsonb_build_object(t.table_schema || '.' || t.table_name, v_rows);
  end loop;
  return v_out;
end $$;
comment on function public.export_student_data(uuid) is
  'Veri dışa aktarma: every row referring to the student in every table (one key per "schema.table"), credentials stripped. Staff who manage the student only.';
revoke execute on function public.export_student_data(uuid) from public, anon;
grant execute on function public.export_student_data(uuid) to authenticated, service_role;
