-- Where a student's data lives, read from the catalog (issue 26 §3) so that export, erasure and
-- retention include a table added later without anyone remembering to list it:
--   fk   — every column that is a single-column foreign key to public.users(id) (match on the
--          student's id) or to auth.users(id) (match on the student's auth account id), in every
--          non-system schema; public.users.supervisor_id is left out (a student supervises no one);
--   name — the documented references without a foreign key, recognised by column name:
--          student_id / user_id (system_logs.student_id is text on purpose, attention_test_results
--          .user_id, report_student_test_counts.student_id; user_id in the auth schema is an auth
--          account id, e.g. auth.refresh_tokens.user_id on hosted Supabase), session_id in public
--          (a test_sessions id of the student: system_logs, aggregation_queue) and the e-mail
--          columns email / played_for_student_email in public (exercise_progress rows kept by e-mail);
--   self — the profile (public.users.id) and the auth account (auth.users.id).
-- Demographics (guardian name, e-mail, phone, school, address) are public.users.demographic_info,
-- so they travel with the profile row.
-- System schemas are not data of ours (privacy_excluded_schemas); see docs/privacy.md for what
-- hosted Supabase keeps outside the database role's reach.

create or replace function public.privacy_excluded_schemas() returns text[]
language sql immutable set search_path = '' as $$
  select array['pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations', 'extensions',
               'vault', 'pgsodium', 'pgsodium_masks', 'cron', 'net', 'graphql', 'graphql_public',
               'realtime', '_realtime', 'storage', 'supabase_functions', 'pgbouncer', '_analytics',
               'local_realtime']::text[]
$$;
comment on function public.privacy_excluded_schemas() is
  'Schemas that hold no academy data of their own (Postgres and Supabase internals); every other schema is searched by export, erasure and retention.';

create or replace function public.student_reference_columns()
returns table (table_schema text, table_name text, column_name text, match text, via text)
language sql stable security definer set search_path = '' as $$
  with s as (
    select n.oid, n.nspname::text as nspname
      from pg_catalog.pg_namespace n
     where n.nspname::text <> all (public.privacy_excluded_schemas())
       and n.nspname::text not like 'pg\_%'
  ),
  fk as (
    select s.nspname, c.relname::text, a.attname::text,
           case when tn.nspname = 'public' then 'id' else 'auth_id' end, 'fk'
      from pg_catalog.pg_constraint k
      join pg_catalog.pg_class c on c.oid = k.conrelid
      join s on s.oid = c.relnamespace
      join pg_catalog.pg_class tc on tc.oid = k.confrelid
      join pg_catalog.pg_namespace tn on tn.oid = tc.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
     where k.contype = 'f' and cardinality(k.conkey) = 1
       and tc.relname = 'users' and tn.nspname in ('public', 'auth')
       and not (s.nspname = 'public' and c.relname = 'users' and a.attname = 'supervisor_id')
  ),
  named as (
    select s.nspname, c.relname::text, a.attname::text,
           case when a.attname in ('email', 'played_for_student_email') then 'email'
                when a.attname = 'session_id' then 'session'
                when s.nspname = 'auth' then 'auth_id'
                else 'id' end, 'name'
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join s on s.oid = c.relnamespace
     where c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
       and (a.attname in ('student_id', 'user_id')
            or (s.nspname = 'public' and a.attname in ('session_id', 'email', 'played_for_student_email')))
       and not exists (select 1 from fk where fk.nspname = s.nspname and fk.relname = c.relname::text and fk.attname = a.attname::text)
  )
  select * from fk
  union select * from named
  union select 'public', 'users', 'id', 'id', 'self'
  union select 'auth', 'users', 'id', 'auth_id', 'self'
   where exists (select 1 from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
                  where n.nspname = 'auth' and c.relname = 'users')
$$;
comment on function public.student_reference_columns() is
  'Every column that refers to a student (fk: foreign key to public/auth users; name: documented non-FK references; self: the profile and auth account). Drives export_student_data, erase_student and retention.';
revoke execute on function public.student_reference_columns() from public, anon, authenticated;
grant execute on function public.student_reference_columns() to service_role;

-- The WHERE condition that picks a student's rows out of one table (x is the row alias):
-- $1 student id, $2 auth account id, $3 e-mail (lower case), $4 the student's test session ids.
create or replace function public.student_rows_condition(p_schema text, p_table text) returns text
language sql stable security definer set search_path = '' as $$
  select string_agg(
           case r.match
             when 'id' then format('x.%I::text = $1', r.column_name)
             when 'auth_id' then format('x.%I::text = $2', r.column_name)
             when 'email' then format('lower(x.%I::text) = $3', r.column_name)
             else format('x.%I::text = any ($4)', r.column_name)
           end, ' or ' order by r.column_name)
    from public.student_reference_columns() r
   where r.table_schema = p_schema and r.table_name = p_table
$$;
comment on function public.student_rows_condition(text, text) is 'SQL condition selecting a student''s rows of a table, built from student_reference_columns().';
revoke execute on function public.student_rows_condition(text, text) from public, anon, authenticated;
