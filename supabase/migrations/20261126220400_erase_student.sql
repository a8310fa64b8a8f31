-- Silme / imha (issue 26 §3; KVKK md. 7 and md. 11 (e), GDPR Art. 17). In one transaction:
--  1. the student's data requests lose their link (student_id, requested_by nulled; the open
--     erasure request becomes Tamamlandı, an open export request Reddedildi — nothing is left to
--     export); only their ref (VT-…) remains;
--  2. every row that refers to the student through student_reference_columns() is deleted
--     (results and their details, sessions, notes, exercise progress and attempts, LMS records,
--     notifications to the student, support messages, system_logs by student or session id, the
--     auth account's identities / sessions / refresh tokens …) — tables are retried in passes so
--     that foreign keys between them never dictate an order;
--  3. the profile (public.users: names, e-mail, phone, demographics with the guardian's name,
--     e-mail and phone) and the auth account (auth.users) are deleted;
--  4. every text, uuid, json and array column of every table in every non-system schema is
--     searched for what identifies the student — id, auth id, test session ids, e-mail, full name,
--     phone, guardian name / e-mail / phone — and matching rows are deleted: staff notifications
--     ("<öğrenci> için … sonucu kaydedildi."), log lines, mails in the local mailbox. Not searched:
--     other people's profiles (a sibling's demographics name the same guardian), the request
--     records (already anonymised) and the destruction record itself;
--  5. a destruction record (public.destruction_log) keeps row counts per table, when, by whom and
--     why — no personal data; a reason that names the student or guardian is refused.
-- Results are deleted, not anonymised: an anonymised result would still carry its session,
-- times and answers, which could link it back; academy-wide statistics are computed from live data.
-- Single-word names are not searched in step 4 (they would hit other people named alike): the
-- product writes a student's name as "Ad Soyad".

create or replace function public.erase_student_data(p_student uuid, p_reason text, p_actor uuid, p_system boolean default false)
returns uuid
language plpgsql volatile security definer set search_path = '' as $$
declare
  u public.users;
  v_reason text := btrim(coalesce(p_reason, ''));
  v_full text;
  g_name text;
  g_email text;
  g_phone text;
  v_sessions text[];
  v_needles text[];
  v_personal text[];
  v_counts jsonb := '{}'::jsonb;
  v_skipped text[] := '{}';
  v_total integer := 0;
  v_req_refs text;
  v_n integer;
  v_pending jsonb := '[]'::jsonb;
  v_retry jsonb;
  v_progress boolean;
  v_item jsonb;
  v_cols text;
  t record;
  v_log uuid;
begin
  select * into u from public.users where id = p_student for update;
  if not found then
    raise exception 'Öğrenci bulunamadı veya verileri zaten silinmiş' using errcode = 'P0002';
  end if;
  if u.roles && array['admin', 'temsilci', 'beyin_antrenoru']::text[] then
    raise exception 'Yalnızca öğrenci hesapları silinebilir' using errcode = '22023';
  end if;
  if exists (select 1 from public.users s where s.supervisor_id = p_student) then
    raise exception 'Bu hesabın yönettiği kullanıcılar var; önce onları başka bir hesaba bağlayın' using errcode = '22023';
  end if;
  if char_length(v_reason) < 3 or char_length(v_reason) > 200 then
    raise exception 'Gerekçe 3 ile 200 karakter arasında olmalıdır' using errcode = '22023';
  end if;

  v_full := nullif(btrim(u.first_name || ' ' || u.last_name), '');
  g_name := nullif(btrim(u.demographic_info ->> 'parent_name'), '');
  g_email := nullif(lower(btrim(u.demographic_info ->> 'parent_email')), '');
  g_phone := nullif(btrim(u.demographic_info ->> 'parent_phone'), '');

  -- the reason is kept: it must not name the student or the guardian (any word of their names).
  -- The scheduler's fixed reason is not checked (a student named like a word of it must not stop
  -- every later retention run).
  v_personal := array[u.email, p_student::text, u.auth_user_id::text, g_email, g_phone, u.phone]
    || regexp_split_to_array(coalesce(v_full, ''), '\s+')
    || regexp_split_to_array(coalesce(g_name, ''), '\s+');
  if not p_system and exists (select 1 from unnest(v_personal) p
              where char_length(p) >= 3 and strpos(lower(v_reason), lower(p)) > 0) then
    raise exception 'Gerekçe kişisel veri içeremez (öğrencinin veya velinin adı, e-postası, telefonu)' using errcode = '22023';
  end if;

  v_sessions := array(select ts.id::text from public.test_sessions ts where ts.student_id = p_student);
  -- (test session ids are not searched in free text: their session_id columns are deleted in
  -- step 2, and a bare session uuid left anywhere links to nothing once the session is gone)
  v_needles := array(
    select distinct lower(n) from unnest(
      array[p_student::text, u.auth_user_id::text, u.email, g_email,
            case when char_length(v_full) >= 5 then v_full end,
            case when char_length(g_name) >= 5 then g_name end,
            case when char_length(g_phone) >= 7 then g_phone end,
            case when char_length(u.phone) >= 7 then u.phone end]) n
     where n is not null);

  -- 1. requests: keep the record, drop the link
  select string_agg(r.ref, ', ' order by r.ref) into v_req_refs
    from public.data_requests r where r.student_id = p_student and r.request_type = 'erasure' and r.status = 'acik';
  update public.data_requests r
     set status = case when r.status <> 'acik' then r.status when r.request_type = 'erasure' then 'tamamlandi' else 'reddedildi' end,
         completed_at = coalesce(r.completed_at, now()),
         student_id = null, requested_by = null, anonymised_at = now()
   where r.student_id = p_student;
  get diagnostics v_n = row_count;
  if v_n > 0 then v_counts := v_counts || jsonb_build_object('public.data_requests', v_n); end if;

  -- 2. every table that refers to the student (count, then delete in passes)
  for t in
    select distinct r.table_schema, r.table_name from public.student_reference_columns() r
     where (r.table_schema, r.table_name) not in (('public', 'users'), ('auth', 'users'), ('public', 'data_requests'))
  loop
    begin
      execute format('select count(*)::int from %I.%I x where %s', t.table_schema, t.table_name,
                     public.student_rows_condition(t.table_schema, t.table_name))
        into v_n using p_student::text, u.auth_user_id::text, lower(u.email), v_sessions;
    exception when insufficient_privilege then
      v_skipped := v_skipped || (t.table_schema || '.' || t.table_name);
      v_n := 0;
    end;
    if v_n > 0 then
      v_pending := v_pending || jsonb_build_array(jsonb_build_object('s', t.table_schema, 't', t.table_name, 'n', v_n));
    end if;
  end loop;
  loop
    exit when jsonb_array_length(v_pending) = 0;
    v_retry := '[]'::jsonb;
    v_progress := false;
    for v_item in select * from jsonb_array_elements(v_pending) loop
      begin
        execute format('delete from %I.%I x where %s', v_item ->> 's', v_item ->> 't',
                       public.student_rows_condition(v_item ->> 's', v_item ->> 't'))
          using p_student::text, u.auth_user_id::text, lower(u.email), v_sessions;
        v_counts := v_counts || jsonb_build_object((v_item ->> 's') || '.' || (v_item ->> 't'), (v_item ->> 'n')::int);
        v_total := v_total + (v_item ->> 'n')::int;
        v_progress := true;
      exception when foreign_key_violation then
        v_retry := v_retry || jsonb_build_array(v_item);
      end;
    end loop;
    if not v_progress then
      raise exception 'Silme tamamlanamadı: % tablosundaki kayıtlar başka kayıtlarca kullanılıyor',
        (v_retry -> 0 ->> 's') || '.' || (v_retry -> 0 ->> 't') using errcode = '23503';
    end if;
    v_pending := v_retry;
  end loop;

  -- 3. the profile and the auth account
  delete from public.users where id = p_student;
  v_counts := v_counts || jsonb_build_object('public.users', 1);
  v_total := v_total + 1;
  if u.auth_user_id is not null then
    delete from auth.users where id = u.auth_user_id;
    get diagnostics v_n = row_count;
    if v_n > 0 then
      v_counts := v_counts || jsonb_build_object('auth.users', v_n);
      v_total := v_total + v_n;
    end if;
  end if;

  -- 4. whatever still names the student, anywhere
  for t in
    select n.nspname::text as s, c.relname::text as t,
           string_agg(format('%I::text', a.attname), ', ' order by a.attnum) as cols
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_catalog.pg_type ty on ty.oid = a.atttypid
     where c.relkind in ('r', 'p')
       and n.nspname::text <> all (public.privacy_excluded_schemas())
       and n.nspname::text not like 'pg\_%'
       and (n.nspname::text, c.relname::text) not in
           (('public', 'users'), ('auth', 'users'), ('public', 'data_requests'), ('public', 'destruction_log'))
       and (ty.typname in ('text', 'varchar', 'bpchar', 'uuid', 'json', 'jsonb', 'citext') or ty.typcategory = 'A')
     group by 1, 2
  loop
    v_cols := t.cols;
    begin
      -- the row's text once (not once per needle), then each needle
      execute format('select count(*)::int from %I.%I x, lateral (select lower(concat_ws(chr(31), %s)) as h) z
                       where exists (select 1 from unnest($1::text[]) k where strpos(z.h, k) > 0)', t.s, t.t, v_cols)
        into v_n using v_needles;
      if v_n > 0 then
        execute format('delete from %I.%I x where x.ctid in (select y.ctid from %I.%I y, lateral (select lower(concat_ws(chr(31), %s)) as h) z
                         where exists (select 1 from unnest($1::text[]) k where strpos(z.h, k) > 0))', t.s, t.t, t.s, t.t,
                       v_cols)
          using v_needles;
        get diagnostics v_n = row_count;
        v_counts := v_counts || jsonb_build_object(t.s || '.' || t.t, coalesce((v_counts ->> (t.s || '.' || t.t))::int, 0) + v_n);
        v_total := v_total + v_n;
      end if;
    exception when insufficient_privilege then
      v_skipped := v_skipped || (t.s || '.' || t.t);
    end;
  end loop;

  -- 5. the record
  insert into public.destruction_log (kind, categories, total_rows, skipped, reason, request_ref, performed_by)
  values ('erasure', v_counts, v_total, v_skipped, v_reason, v_req_refs, p_actor)
  returning id into v_log;
  return v_log;
end $$;
comment on function public.erase_student_data(uuid, text, uuid, boolean) is
  'Trusted core of erase_student / run_retention: deletes everything that identifies the student and records it in destruction_log (no personal data). Not an RPC.';
revoke execute on function public.erase_student_data(uuid, text, uuid, boolean) from public, anon, authenticated;

-- statement_timeout: the whole-database search outlasts the authenticated role's 8 s on a large
-- database; PostgREST applies a function's own setting to the request.
create or replace function public.erase_student(p_student uuid, p_reason text) returns uuid
language plpgsql volatile security definer set search_path = '' set statement_timeout = '120s' as $$
begin
  if coalesce(auth.role(), '') = 'service_role' then
    return public.erase_student_data(p_student, p_reason, null);
  end if;
  if public.current_user_id() is null then
    raise exception 'Oturum açmanız gerekiyor' using errcode = '42501';
  end if;
  -- an admin gets the precise reason from the core (missing, already erased, not a student)
  if not public.is_admin() and (p_student is null or not public.can_handle_student_data(p_student)) then
    raise exception 'Bu öğrencinin verilerini silme yetkiniz yok' using errcode = '42501';
  end if;
  return public.erase_student_data(p_student, p_reason, public.current_user_id());
end $$;
comment on function public.erase_student(uuid, text) is
  'Veri silme: irreversibly deletes everything that identifies the student (admin, or staff who manage the student); returns the destruction_log id.';
revoke execute on function public.erase_student(uuid, text) from public, anon;
grant execute on function public.erase_student(uuid, text) to authenticated, service_role;
