-- Batched access-log appends (issue 26 §2, performance). An admin's Öğrenci Aktiviteler names
-- every student with a result, and recent_activities appended one record per student through
-- one log_student_access call each: N INSERT statements, each locking the chain head and
-- rewriting its single row. Inside one transaction every rewrite leaves another version of that
-- row which the next lookup must walk past, so the cost grew with N², all under the lock that
-- serialises every other look in the academy.
--
-- Now:
--   * public.log_students_access(uuid[], …) appends the records of N students in ONE INSERT
--     statement (keys for first-time students created in one statement too);
--   * the chain trigger locks and reads the head once per statement: the first row of a
--     statement takes the lock (SELECT … FOR UPDATE, as before, held to the end of the
--     transaction) and the running tail (seq:hash) is kept in a transaction-local setting
--     (akademi.access_log_tail); the next rows of the statement chain from it; an AFTER INSERT
--     FOR EACH STATEMENT trigger writes the head row once and clears the setting. Each row's
--     hash is computed exactly as before (private.access_log_row_hash), so verify_access_log()
--     and every row already stored are unchanged.
--   * a nested append (an INSERT fired while another INSERT's rows are being chained) continues
--     from the same tail; its statement trigger writes the head and clears the tail, and the
--     outer statement's next row re-reads the (now current) head under the lock it holds.
--     A rolled-back subtransaction restores the setting with its rows (GUC nesting).
--   * log_student_access (one student) is the one-element case of log_students_access: one way
--     to append.
-- Only SECURITY DEFINER code owned by the migration role inserts into access_log (no API role
-- holds INSERT), so nobody else can set the tail between a statement's rows.

create or replace function private.access_log_chain() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  tail text := current_setting('akademi.access_log_tail', true);
  prev_seq bigint;
  prev_hash text;
begin
  if tail is null or tail = '' then
    -- first row of the statement: the head row's lock serialises appends across transactions
    -- (READ COMMITTED re-reads the latest head); it is held to the end of the transaction
    select h.seq, h.row_hash into prev_seq, prev_hash from private.access_log_head h where h.singleton for update;
  else
    prev_seq := split_part(tail, ':', 1)::bigint;
    prev_hash := split_part(tail, ':', 2);
  end if;
  new.seq := prev_seq + 1;
  new.at := clock_timestamp();
  new.prev_hash := prev_hash;
  new.row_hash := private.access_log_row_hash(new.seq, new.prev_hash, new.at, new.actor_id, new.actor_kind, new.subject_ref, new.what, new.path);
  perform set_config('akademi.access_log_tail', new.seq::text || ':' || new.row_hash, true);
  return new;
end $$;
comment on function private.access_log_chain() is
  'BEFORE INSERT on access_log: assigns seq, prev_hash and row_hash; locks the chain head once per statement and keeps the running tail in akademi.access_log_tail.';

create or replace function private.access_log_head_write() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  tail text := current_setting('akademi.access_log_tail', true);
begin
  if tail is not null and tail <> '' then
    update private.access_log_head
       set seq = split_part(tail, ':', 1)::bigint, row_hash = split_part(tail, ':', 2)
     where singleton;
    perform set_config('akademi.access_log_tail', '', true);
  end if;
  return null;
end $$;
comment on function private.access_log_head_write() is
  'AFTER INSERT FOR EACH STATEMENT on access_log: writes the chain head once per statement from the running tail.';
revoke all on function private.access_log_head_write() from public;
revoke all on function private.access_log_chain() from public;

create trigger access_log_head_write after insert on public.access_log
  for each statement execute function private.access_log_head_write();

-- N students, one statement. The actor is the caller as in log_student_access: a signed-in
-- staff member ('staff', or 'export'), else the service role / a server job naming the kind and
-- the staff member behind it. The caller's own id and nulls are skipped; a student named twice
-- is recorded once. Returns the number of records appended.
create or replace function public.log_students_access(p_students uuid[], p_what text, p_path text, p_actor_kind text default null, p_actor uuid default null)
returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := public.current_user_id();
  kind text;
  ids uuid[];
  n integer;
begin
  if p_what is null or p_what not in ('results', 'profile', 'notes', 'demographics', 'export') then
    raise exception 'Geçersiz erişim türü.' using errcode = '22023';
  end if;
  select coalesce(array_agg(distinct s order by s), '{}') into ids
  from unnest(coalesce(p_students, '{}'::uuid[])) s
  where s is not null and s is distinct from me;
  if cardinality(ids) = 0 then return 0; end if;
  if me is not null then
    kind := case when p_actor_kind = 'export' then 'export' else 'staff' end;
  else
    kind := coalesce(p_actor_kind, 'service');
    me := p_actor;
  end if;
  -- the per-student keys of first-time students, in one statement
  insert into private.subject_keys (student_id) select s from unnest(ids) s on conflict (student_id) do nothing;
  insert into public.access_log (actor_id, actor_kind, subject_ref, what, path)
  select me, kind, private.existing_subject_ref(s), p_what, left(coalesce(nullif(btrim(p_path), ''), 'bilinmiyor'), 200)
  from unnest(ids) with ordinality as t(s, o)
  order by o;
  get diagnostics n = row_count;
  return n;
end $$;
comment on function public.log_students_access(uuid[], text, text, text, uuid) is
  'Appends one access-log record per student named (the caller and duplicates skipped) in one statement: one chain-head lock and write for N students.';
revoke execute on function public.log_students_access(uuid[], text, text, text, uuid) from public, anon, authenticated;
grant execute on function public.log_students_access(uuid[], text, text, text, uuid) to service_role;

create or replace function public.log_student_access(p_student uuid, p_what text, p_path text, p_actor_kind text default null, p_actor uuid default null)
returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  if p_what is null or p_what not in ('results', 'profile', 'notes', 'demographics', 'export') then
    raise exception 'Geçersiz erişim türü.' using errcode = '22023';
  end if;
  if p_student is null then return; end if;
  perform public.log_students_access(array[p_student], p_what, p_path, p_actor_kind, p_actor);
end $$;
comment on function public.log_student_access(uuid, text, text, text, uuid) is
  'Appends one access-log record for the caller''s look at a student (read RPCs and server functions only); log_students_access with one student.';
revoke execute on function public.log_student_access(uuid, text, text, text, uuid) from public, anon, authenticated;
grant execute on function public.log_student_access(uuid, text, text, text, uuid) to service_role;

-- Öğrenci Aktiviteler and the dashboard: one append statement for all the students named.
create or replace function public.recent_activities(p_role text)
returns table (test_type text, id uuid, student_id uuid, student_name text, created_at timestamptz, scores jsonb)
language plpgsql volatile security definer set search_path = '' as $$
declare
  rs jsonb;
begin
  if public.current_user_id() is null then return; end if;
  select coalesce(jsonb_agg(to_jsonb(x)), '[]'::jsonb) into rs from private.scoped_result_rows(p_role, 1000) x;
  perform public.log_students_access(
    (select array_agg(distinct (e ->> 'student_id')::uuid) from jsonb_array_elements(rs) e), 'results', 'rpc:recent_activities');
  return query
    select r.test_type, r.id, r.student_id, btrim(concat_ws(' ', u.first_name, u.last_name)), r.created_at, r.scores
    from jsonb_to_recordset(rs) as r(test_type text, id uuid, student_id uuid, created_at timestamptz, scores jsonb)
    join public.users u on u.id = r.student_id
    order by r.created_at desc, r.id;
end $$;
comment on function public.recent_activities(text) is
  'Öğrenci Aktiviteleri: the newest results (scores only) of the caller''s current-role scope with names; records one access-log row per student returned (one statement).';

create or replace function public.dashboard_results(p_role text, p_recent integer default 5)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  rs jsonb;
  out jsonb;
begin
  if public.current_user_id() is null then return null; end if;
  select coalesce(jsonb_agg(to_jsonb(x)), '[]'::jsonb) into rs from private.scoped_result_rows(p_role, 1000) x;
  with r as (select * from jsonb_to_recordset(rs) as r(test_type text, id uuid, student_id uuid, created_at timestamptz, scores jsonb))
  select jsonb_build_object(
    'rows', coalesce((select jsonb_agg(jsonb_build_object('test_type', r.test_type, 'created_at', r.created_at) || r.scores order by r.created_at desc, r.id)
                      from r), '[]'::jsonb),
    'recent', coalesce((select jsonb_agg(x.j order by x.created_at desc, x.id) from (
        select r.created_at, r.id, jsonb_build_object('test_type', r.test_type, 'id', r.id, 'student_id', r.student_id,
          'student_name', btrim(concat_ws(' ', u.first_name, u.last_name)), 'created_at', r.created_at) || r.scores as j
        from r join public.users u on u.id = r.student_id
        order by r.created_at desc, r.id
        limit least(greatest(coalesce(p_recent, 5), 1), 20)) x), '[]'::jsonb)
  ) into out;
  perform public.log_students_access(
    (select array_agg(distinct (e ->> 'student_id')::uuid) from jsonb_array_elements(out -> 'recent') e), 'results', 'rpc:dashboard_results');
  return out;
end $$;
comment on function public.dashboard_results(text, integer) is
  'Dashboard: anonymous score rows of the caller''s scope (figures) and the newest named results (Son Aktiviteler); records one access-log row per named student (one statement).';
